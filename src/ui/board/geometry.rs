//! Board art as data: outlines, label points and sea lanes, written by
//! `tools/board-geometry/build.mjs` as JSON, packed by `build.rs` into a compact binary form
//! and embedded, so the app draws offline.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::engine::packed::Reader;

/// The world board's geometry, generated from Natural Earth outlines.
const WORLD_GEOMETRY: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/world.geometry.bin"));
/// A point in board units.
pub type Point = [f64; 2];

/// A point of an outline in tenths of a board unit (the geometry is rounded to 0.1), so
/// vertices that two territories share compare exactly.
pub type Vertex = (i32, i32);

/// Where the continents chart sits on the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChartPlace {
    /// Left edge, in board units.
    pub x: f64,
    /// Top edge, in board units.
    pub y: f64,
}

/// One territory's outline and the point where its label and army token go.
#[derive(Clone, Debug, PartialEq)]
pub struct TerritoryShape {
    /// The territory's stable key, as in the rules data.
    pub id: String,
    /// The closed rings of its outline.
    pub rings: Vec<Vec<Vertex>>,
    /// SVG path data of its outline (`M x y x y ... Z` for each ring).
    pub d: String,
    /// Centre of its label and token.
    pub label: Point,
}

/// A dashed sea lane between two territories that do not touch by land.
#[derive(Clone, Debug, PartialEq)]
pub struct SeaLane {
    /// The two territory keys it joins.
    pub between: [String; 2],
    /// Line segments to draw (two when the lane leaves the map's edges).
    pub lines: Vec<[Point; 2]>,
}

/// Everything needed to draw a board.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardGeometry {
    /// The board this geometry draws.
    pub board: String,
    /// Width of the drawing, in board units.
    pub width: f64,
    /// Height of the drawing, in board units.
    pub height: f64,
    /// Where the continents chart goes.
    pub chart: ChartPlace,
    /// Fill colour of each continent, by continent key.
    pub continent_colors: HashMap<String, String>,
    /// Territory outlines, in the rules' territory order.
    pub territories: Vec<TerritoryShape>,
    /// Sea lanes to draw under the land.
    pub sea_lanes: Vec<SeaLane>,
}

/// The geometry's own reads on top of the packed form's integers and strings.
trait GeometryReader {
    /// A number in tenths, as board units.
    fn units(&mut self) -> f64;
    /// An `[x, y]` point in board units.
    fn point(&mut self) -> Point;
    /// One ring of an outline: its points, each given as the step from the previous one.
    fn ring(&mut self) -> Vec<Vertex>;
}

impl GeometryReader for Reader<'_> {
    fn units(&mut self) -> f64 {
        self.int() as f64 / 10.0
    }

    fn point(&mut self) -> Point {
        [self.units(), self.units()]
    }

    fn ring(&mut self) -> Vec<Vertex> {
        let mut at = (0i32, 0i32);
        (0..self.items())
            .map(|_| {
                at = (at.0 + self.int() as i32, at.1 + self.int() as i32);
                at
            })
            .collect()
    }
}

/// A number in tenths as the geometry builder writes it ("77.9", "4", "-0.5").
fn push_tenths(out: &mut String, tenths: i32) {
    use std::fmt::Write;
    let sign = if tenths < 0 { "-" } else { "" };
    let (whole, tenth) = (tenths.unsigned_abs() / 10, tenths.unsigned_abs() % 10);
    let _ = if tenth == 0 {
        write!(out, "{sign}{whole}")
    } else {
        write!(out, "{sign}{whole}.{tenth}")
    };
}

/// SVG path data of closed rings: `M x y x y ... Z` for each.
pub fn path_data(rings: &[Vec<Vertex>]) -> String {
    let mut d = String::new();
    for ring in rings {
        for (i, &(x, y)) in ring.iter().enumerate() {
            d.push(if i == 0 { 'M' } else { ' ' });
            push_tenths(&mut d, x);
            d.push(' ');
            push_tenths(&mut d, y);
        }
        d.push('Z');
    }
    d
}

impl BoardGeometry {
    /// Unpacks a board's geometry from the form `build.rs` writes.
    pub(super) fn unpack(bytes: &[u8]) -> BoardGeometry {
        let mut r = Reader::new(bytes);
        let board = r.text();
        let (width, height) = (r.units(), r.units());
        let chart = ChartPlace {
            x: r.units(),
            y: r.units(),
        };
        let continent_colors = (0..r.items()).map(|_| (r.text(), r.text())).collect();
        let territories = (0..r.items())
            .map(|_| {
                let id = r.text();
                let label = r.point();
                let rings: Vec<Vec<Vertex>> = (0..r.items()).map(|_| r.ring()).collect();
                let d = path_data(&rings);
                TerritoryShape {
                    id,
                    rings,
                    d,
                    label,
                }
            })
            .collect();
        let sea_lanes = (0..r.items())
            .map(|_| SeaLane {
                between: [r.text(), r.text()],
                lines: (0..r.items()).map(|_| [r.point(), r.point()]).collect(),
            })
            .collect();
        BoardGeometry {
            board,
            width,
            height,
            chart,
            continent_colors,
            territories,
            sea_lanes,
        }
    }

    /// The world board's geometry, unpacked once.
    pub fn world() -> &'static BoardGeometry {
        static WORLD: OnceLock<BoardGeometry> = OnceLock::new();
        WORLD.get_or_init(|| BoardGeometry::unpack(WORLD_GEOMETRY))
    }

    /// Reads an imported board's packed drawing (bytes from outside: every list bounded by
    /// the bytes it brings).
    pub fn from_packed(bytes: &[u8]) -> BoardGeometry {
        BoardGeometry::unpack(bytes)
    }

    /// The board's width when its left and right edges meet (the world's date line, where a
    /// sea lane runs off both edges), or `None` on a board whose edges are edges: only such a
    /// board's arrows and frames may cross them.
    pub fn wrap_width(&self) -> Option<f64> {
        self.sea_lanes
            .iter()
            .any(|lane| lane.lines.len() > 1)
            .then_some(self.width)
    }

    /// The SVG `viewBox` attribute covering the whole board.
    pub fn view_box(&self) -> String {
        format!("0 0 {} {}", self.width, self.height)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::board::Board;

    #[test]
    fn the_packed_geometry_gives_back_the_json_exactly() {
        for (key, json) in [
            ("world", include_str!("world.geometry.json")),
            ("europe-1810", include_str!("europe-1810.geometry.json")),
            ("roman-empire", include_str!("roman-empire.geometry.json")),
        ] {
            let json: serde_json::Value = serde_json::from_str(json).expect("valid JSON");
            let geometry = BoardGeometry::for_board(key);
            assert_eq!(json["board"], geometry.board.as_str());
            assert_eq!(json["width"].as_f64(), Some(geometry.width));
            assert_eq!(json["height"].as_f64(), Some(geometry.height));
            assert_eq!(json["chart"]["x"].as_f64(), Some(geometry.chart.x));
            assert_eq!(json["chart"]["y"].as_f64(), Some(geometry.chart.y));
            let colours = json["continentColors"].as_object().expect("colours");
            assert_eq!(colours.len(), geometry.continent_colors.len());
            for (continent, colour) in colours {
                assert_eq!(colour, geometry.continent_colors[continent].as_str());
            }
            let shapes = json["territories"].as_array().expect("territories");
            assert_eq!(shapes.len(), geometry.territories.len());
            for (shape, unpacked) in shapes.iter().zip(&geometry.territories) {
                assert_eq!(shape["id"], unpacked.id.as_str());
                assert_eq!(shape["d"], unpacked.d.as_str(), "{key} {}", unpacked.id);
                let label = [shape["label"][0].as_f64(), shape["label"][1].as_f64()];
                assert_eq!(label, unpacked.label.map(Some));
            }
            let lanes = json["seaLanes"].as_array().expect("sea lanes");
            assert_eq!(lanes.len(), geometry.sea_lanes.len());
            for (lane, unpacked) in lanes.iter().zip(&geometry.sea_lanes) {
                assert_eq!(lane["between"][0], unpacked.between[0].as_str());
                assert_eq!(lane["between"][1], unpacked.between[1].as_str());
                let lines: Vec<[Point; 2]> =
                    serde_json::from_value(lane["lines"].clone()).expect("lines");
                assert_eq!(lines, unpacked.lines);
            }
        }
    }

    #[test]
    fn every_geometry_draws_every_territory_of_its_rules_in_order() {
        for board in [Board::world(), Board::europe_1810(), Board::roman_empire()] {
            let geometry = BoardGeometry::for_board(&board.key);
            assert_eq!(geometry.board, board.key);
            draws_every_territory_in_order(geometry, board);
        }
    }

    #[test]
    fn europe_sea_lanes_are_the_ten_crossings_of_docs_boards() {
        let (geometry, board) = (
            BoardGeometry::for_board("europe-1810"),
            Board::europe_1810(),
        );
        assert_eq!(geometry.sea_lanes.len(), 10);
        lanes_join_neighbours_and_labels_leave_room_to_tap(geometry, board);
    }

    #[test]
    fn roman_sea_lanes_are_the_six_crossings_and_the_two_straits_of_docs_boards() {
        let (geometry, board) = (
            BoardGeometry::for_board("roman-empire"),
            Board::roman_empire(),
        );
        let mut lanes: Vec<String> = geometry
            .sea_lanes
            .iter()
            .map(|l| l.between.join("-"))
            .collect();
        lanes.sort();
        assert_eq!(
            lanes,
            [
                "apulia-illyricum",
                "armorica-britannia",
                "baetica-mauretania-occidentalis",
                "britannia-frisia",
                "bruttium-sicilia",
                "etruria-sardinia",
                "thracia-asia",
                "thracia-bithynia",
            ]
        );
        lanes_join_neighbours_and_labels_leave_room_to_tap(geometry, board);
    }

    /// Every sea lane joins two neighbours, and two label points stand at least 56 units
    /// apart: 44 px tap targets at the world's scale.
    fn lanes_join_neighbours_and_labels_leave_room_to_tap(geometry: &BoardGeometry, board: &Board) {
        for lane in &geometry.sea_lanes {
            let a = board.find(&lane.between[0]).expect("known territory");
            let b = board.find(&lane.between[1]).expect("known territory");
            assert!(board.are_adjacent(a, b), "{:?}", lane.between);
        }
        for a in &geometry.territories {
            for b in geometry.territories.iter().filter(|b| b.id > a.id) {
                let gap = (a.label[0] - b.label[0]).hypot(a.label[1] - b.label[1]);
                assert!(gap >= 56.0, "{} and {} are {gap:.1} apart", a.id, b.id);
            }
        }
    }

    /// The geometry's outlines follow the rules' territories, with labels on the board.
    fn draws_every_territory_in_order(geometry: &BoardGeometry, board: &Board) {
        let drawn: Vec<&str> = geometry.territories.iter().map(|t| t.id.as_str()).collect();
        let ruled: Vec<&str> = board.territories.iter().map(|t| t.key.as_str()).collect();
        assert_eq!(drawn, ruled);
        for shape in &geometry.territories {
            assert!(
                shape.d.starts_with('M') && shape.d.ends_with('Z'),
                "{}",
                shape.id
            );
            let [x, y] = shape.label;
            assert!((0.0..=geometry.width).contains(&x) && (0.0..=geometry.height).contains(&y));
        }
        for continent in &board.continents {
            assert!(geometry.continent_colors.contains_key(&continent.key));
        }
    }

    #[test]
    fn world_sea_lanes_join_bordering_territories_only() {
        let (geometry, board) = (BoardGeometry::world(), Board::world());
        assert!(
            geometry.sea_lanes.len() >= 20,
            "the world board has many sea lanes"
        );
        for lane in &geometry.sea_lanes {
            let a = board.find(&lane.between[0]).expect("known territory");
            let b = board.find(&lane.between[1]).expect("known territory");
            assert!(board.are_adjacent(a, b), "{:?}", lane.between);
        }
        let named = |a: &str, b: &str| {
            geometry
                .sea_lanes
                .iter()
                .any(|l| l.between.contains(&a.to_owned()) && l.between.contains(&b.to_owned()))
        };
        // The sea lanes 000 names in "Déplacements": Egypt-Southern Europe, Brazil-North Africa.
        assert!(named("egypt", "southern-europe") && named("brazil", "north-africa"));
        assert!(named("alaska", "kamchatka") && named("siam", "indonesia"));
    }
}
