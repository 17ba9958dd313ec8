//! The imported board's drawing in the app's own form (`src/ui/board/*.geometry.json`):
//! outlines traced from the index image, tokens at the map's label points, dashed lanes for
//! the borders that do not touch in the image, the bonuses' chart in the emptiest corner.

use serde_json::{Value, json};

use crate::map_file::MapFile;
use crate::simplify::simplify_loop;
use crate::trace::{Corner, Regions, Traced};

/// The drawing's width in board units, as our boards (the world is 1,000 wide).
pub const BOARD_WIDTH: f64 = 1000.0;
/// How far a simplified outline may stray from the pixels' edges, in pixels.
const TOLERANCE: f64 = 0.9;
/// Continent colours, in turn: the ones our boards use, told apart by colour-blind players
/// (src/ui/palette/delta_e.rs).
const COLOURS: [&str; 9] = [
    "#1500de", "#c6933c", "#1b4821", "#5d3300", "#8160ff", "#632730", "#10e830", "#607b03",
    "#fcc09c",
];

/// A number in tenths as the geometry JSON writes it ("77.9", "4", "-0.5").
fn tenths_text(tenths: i64) -> String {
    let sign = if tenths < 0 { "-" } else { "" };
    let (whole, tenth) = (tenths.unsigned_abs() / 10, tenths.unsigned_abs() % 10);
    match tenth {
        0 => format!("{sign}{whole}"),
        _ => format!("{sign}{whole}.{tenth}"),
    }
}

/// Pixels to board units, in tenths.
struct Scale(f64);

impl Scale {
    /// A pixel coordinate in tenths of a board unit.
    fn tenths(&self, pixels: f64) -> i64 {
        (pixels * self.0 * 10.0).round() as i64
    }

    /// A pixel coordinate as a JSON number of board units.
    fn units(&self, pixels: f64) -> Value {
        json!(self.tenths(pixels) as f64 / 10.0)
    }

    /// A point as `[x, y]` in board units.
    fn point(&self, (x, y): (f64, f64)) -> Value {
        json!([self.units(x), self.units(y)])
    }
}

/// SVG path data for a country's simplified loops.
fn path_data(scale: &Scale, loops: &[Vec<Corner>]) -> String {
    let mut d = String::new();
    for ring in loops {
        d.push('M');
        let words: Vec<String> = ring
            .iter()
            .flat_map(|&(x, y)| [scale.tenths(f64::from(x)), scale.tenths(f64::from(y))])
            .map(tenths_text)
            .collect();
        d.push_str(&words.join(" "));
        d.push('Z');
    }
    d
}

/// The drawing of a board keyed `key`, its places keyed `keys`, from the traced image.
pub fn geometry_json(
    key: &str,
    map: &MapFile,
    keys: (&[String], &[String]),
    neighbours: &[Vec<usize>],
    regions: &Regions,
    traced: &Traced,
) -> Value {
    let (continent_keys, country_keys) = keys;
    let scale = Scale(BOARD_WIDTH / f64::from(regions.width));
    let mut labels: Vec<(f64, f64)> = (0..map.countries.len())
        .map(|i| label_point(map, regions, i))
        .collect();
    crate::spread::spread(regions, &mut labels, crate::spread::GAP_UNITS / scale.0);
    let territories: Vec<Value> = traced
        .loops
        .iter()
        .enumerate()
        .map(|(i, loops)| {
            let simple: Vec<Vec<Corner>> = loops
                .iter()
                .map(|ring| simplify_loop(regions, ring, TOLERANCE))
                .collect();
            json!({ "id": country_keys[i], "d": path_data(&scale, &simple), "label": scale.point(labels[i]) })
        })
        .collect();
    let colours: serde_json::Map<String, Value> = continent_keys
        .iter()
        .zip(continent_colours(map, neighbours))
        .map(|(k, c)| (k.clone(), json!(COLOURS[c])))
        .collect();
    let (chart_x, chart_y) = chart_corner(map, regions, scale.0);
    json!({
        "board": key,
        "generatedBy": "lamorisse-import (a Domination map's index image, traced)",
        "width": scale.units(f64::from(regions.width)),
        "height": scale.units(f64::from(regions.height)),
        "chart": { "x": scale.units(chart_x), "y": scale.units(chart_y) },
        "continentColors": colours,
        "territories": territories,
        "seaLanes": sea_lanes(&scale, regions, traced, neighbours, &labels, country_keys),
    })
}

/// Each continent's colour (an index in [`COLOURS`]): never a bordering continent's when
/// the palette allows, the least used otherwise, so a map of many continents stays readable.
fn continent_colours(map: &MapFile, neighbours: &[Vec<usize>]) -> Vec<usize> {
    let n = map.continents.len();
    let mut borders = vec![vec![false; n]; n];
    for (a, around) in neighbours.iter().enumerate() {
        for &b in around {
            let (ca, cb) = (map.countries[a].continent, map.countries[b].continent);
            borders[ca][cb] = true;
        }
    }
    let mut chosen: Vec<usize> = Vec::with_capacity(n);
    let mut used = [0usize; COLOURS.len()];
    for around in &borders {
        let taken = |colour: usize| chosen.iter().zip(around).any(|(&d, &b)| b && d == colour);
        let pick = (0..COLOURS.len())
            .min_by_key(|&colour| (taken(colour), used[colour], colour))
            .unwrap_or(0);
        used[pick] += 1;
        chosen.push(pick);
    }
    chosen
}

/// Where country `i`'s token goes: the map's label point, or, when that is off the image,
/// the middle of the country's widest row.
fn label_point(map: &MapFile, regions: &Regions, i: usize) -> (f64, f64) {
    let (x, y) = map.countries[i].label;
    if x >= 0 && y >= 0 && x < i64::from(regions.width) && y < i64::from(regions.height) {
        return (x as f64 + 0.5, y as f64 + 0.5);
    }
    let number = (i + 1) as u8;
    let mut best = (0, 0.0, 0.0);
    for row in 0..i64::from(regions.height) {
        let xs: Vec<i64> = (0..i64::from(regions.width))
            .filter(|&x| regions.at(x, row) == number)
            .collect();
        if xs.len() > best.0 {
            best = (xs.len(), xs[xs.len() / 2] as f64 + 0.5, row as f64 + 0.5);
        }
    }
    (best.1, best.2)
}

/// The top-left corner, in pixels, of the board's corner with the fewest countries' pixels
/// under the bonuses' chart.
fn chart_corner(map: &MapFile, regions: &Regions, scale: f64) -> (f64, f64) {
    let longest = map
        .continents
        .iter()
        .map(|c| c.name.chars().count())
        .max()
        .unwrap_or(0);
    let width = ((52.0 + 6.0 * longest as f64).max(184.0) / scale).ceil() as i64;
    let height = ((32.0 + 19.0 * map.continents.len() as f64) / scale).ceil() as i64;
    let (w, h) = (i64::from(regions.width), i64::from(regions.height));
    let margin = (12.0 / scale).round() as i64;
    let corners = [
        (margin, margin),
        (w - width - margin, margin),
        (margin, h - height - margin),
        (w - width - margin, h - height - margin),
    ];
    let land = |&(x0, y0): &(i64, i64)| -> usize {
        let mut count = 0;
        for y in (y0..y0 + height).step_by(2) {
            for x in (x0..x0 + width).step_by(2) {
                count += usize::from(regions.at(x, y) != 0);
            }
        }
        count
    };
    let best = corners
        .iter()
        .min_by_key(|c| land(c))
        .copied()
        .unwrap_or((0, 0));
    (best.0.max(0) as f64, best.1.max(0) as f64)
}

/// A dashed lane for each border whose countries do not touch in the image: straight between
/// their tokens, or off the two side edges when that is shorter (Alaska to Kamchatka).
fn sea_lanes(
    scale: &Scale,
    regions: &Regions,
    traced: &Traced,
    neighbours: &[Vec<usize>],
    labels: &[(f64, f64)],
    keys: &[String],
) -> Vec<Value> {
    let width = f64::from(regions.width);
    let mut lanes = Vec::new();
    for (a, around) in neighbours.iter().enumerate() {
        for &b in around.iter().filter(|&&b| b > a) {
            if traced.touching.contains(&((a + 1) as u8, (b + 1) as u8)) {
                continue;
            }
            let (p, q) = (labels[a], labels[b]);
            let lines = if (p.0 - q.0).abs() > width / 2.0 {
                let (west, east) = if p.0 < q.0 { (p, q) } else { (q, p) };
                let y = (west.1 + east.1) / 2.0;
                json!([
                    [scale.point(west), scale.point((0.0, y))],
                    [scale.point((width, y)), scale.point(east)]
                ])
            } else {
                json!([[scale.point(p), scale.point(q)]])
            };
            lanes.push(json!({ "between": [keys[a], keys[b]], "lines": lines }));
        }
    }
    lanes
}
