//! Each country's region of the index image traced into closed loops along the pixels' edges:
//! an island is a loop of its own, a hole a loop turning the other way (issue 40 item 1).

use std::collections::{BTreeSet, HashMap};

use crate::index_image::IndexImage;

/// A corner between pixels: (x, y), from (0, 0) to (width, height).
pub type Corner = (u32, u32);

/// The steps along a pixel's edge: right, down, left, up (the image's y grows downwards).
const STEPS: [(i64, i64); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];

/// The index image as country numbers: 0 for the sea (outside the image, 0, and any value
/// that is not one of the map's `countries`).
pub struct Regions {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// One country number (1 to `countries`) or 0 a pixel.
    cells: Vec<u8>,
}

impl Regions {
    /// The image's pixels read for a map of `countries` countries.
    pub fn new(image: &IndexImage, countries: usize) -> Regions {
        let cells = image
            .pixels
            .iter()
            .map(|&v| if usize::from(v) <= countries { v } else { 0 })
            .collect();
        Regions {
            width: image.width,
            height: image.height,
            cells,
        }
    }

    /// The country at pixel (`x`, `y`), 0 outside.
    pub fn at(&self, x: i64, y: i64) -> u8 {
        if x < 0 || y < 0 || x >= i64::from(self.width) || y >= i64::from(self.height) {
            return 0;
        }
        self.cells[y as usize * self.width as usize + x as usize]
    }

    /// How many pixels each country has (index 0: the sea).
    pub fn areas(&self) -> Vec<usize> {
        let mut areas = vec![0; 256];
        for &c in &self.cells {
            areas[usize::from(c)] += 1;
        }
        areas
    }

    /// Whether three or more regions meet at `corner`, or two meet corner to corner: the
    /// points where a shared border starts and ends, kept by the simplification.
    pub fn is_junction(&self, (x, y): Corner) -> bool {
        let (x, y) = (i64::from(x), i64::from(y));
        let [a, b, c, d] = [
            self.at(x - 1, y - 1),
            self.at(x, y - 1),
            self.at(x - 1, y),
            self.at(x, y),
        ];
        let distinct: BTreeSet<u8> = [a, b, c, d].into_iter().collect();
        distinct.len() >= 3 || (distinct.len() == 2 && a == d && b == c)
    }
}

/// The traced image: each country's loops, and which countries touch.
pub struct Traced {
    /// The loops of country `n` at index `n - 1`, each a list of corners (clockwise on screen
    /// around the country, so a hole runs the other way).
    pub loops: Vec<Vec<Vec<Corner>>>,
    /// Pairs of countries (from 1, smaller first) whose regions share an edge.
    pub touching: BTreeSet<(u8, u8)>,
}

/// Traces every country of `regions` (numbers 1 to `countries`).
pub fn trace(regions: &Regions, countries: usize) -> Traced {
    let mut edges: HashMap<(u8, Corner), Vec<usize>> = HashMap::new();
    let mut touching = BTreeSet::new();
    for y in 0..regions.height {
        for x in 0..regions.width {
            let c = regions.at(i64::from(x), i64::from(y));
            if c == 0 {
                continue;
            }
            add_edges(regions, (x, y), c, &mut edges, &mut touching);
        }
    }
    let mut loops = vec![Vec::new(); countries];
    let mut starts: Vec<(u8, Corner)> = edges.keys().copied().collect();
    starts.sort_unstable();
    for (c, corner) in starts {
        while let Some(step) = take(&mut edges, c, corner, None) {
            loops[usize::from(c) - 1].push(follow(&mut edges, c, corner, step));
        }
    }
    Traced { loops, touching }
}

/// The edges of pixel `at` (country `c`) that face another region, clockwise on screen.
fn add_edges(
    regions: &Regions,
    at: Corner,
    c: u8,
    edges: &mut HashMap<(u8, Corner), Vec<usize>>,
    touching: &mut BTreeSet<(u8, u8)>,
) {
    let (x, y) = at;
    // For each side: the neighbour's offset, the edge's start corner and its step.
    let sides = [
        ((0, -1), (x, y), 0),
        ((1, 0), (x + 1, y), 1),
        ((0, 1), (x + 1, y + 1), 2),
        ((-1, 0), (x, y + 1), 3),
    ];
    for ((dx, dy), start, step) in sides {
        let other = regions.at(i64::from(x) + dx, i64::from(y) + dy);
        if other == c {
            continue;
        }
        if other != 0 {
            touching.insert((c.min(other), c.max(other)));
        }
        edges.entry((c, start)).or_default().push(step);
    }
}

/// Takes an unused edge of country `c` leaving `corner`: after arriving by step `came`, the
/// right turn first (hugging the same pixel, so regions meeting corner to corner stay apart).
fn take(
    edges: &mut HashMap<(u8, Corner), Vec<usize>>,
    c: u8,
    corner: Corner,
    came: Option<usize>,
) -> Option<usize> {
    let list = edges.get_mut(&(c, corner))?;
    let at = match came {
        Some(came) => list.iter().position(|&s| s == (came + 1) % 4).unwrap_or(0),
        None => 0,
    };
    let step = (!list.is_empty()).then(|| list.swap_remove(at))?;
    if list.is_empty() {
        edges.remove(&(c, corner));
    }
    Some(step)
}

/// Follows country `c`'s edges from `start`, leaving by `step`, until the loop closes: back
/// at `start` with no right turn left to take (a loop may pass a pinch corner twice).
fn follow(
    edges: &mut HashMap<(u8, Corner), Vec<usize>>,
    c: u8,
    start: Corner,
    mut step: usize,
) -> Vec<Corner> {
    let mut corners = vec![start];
    let mut at = start;
    loop {
        let (dx, dy) = STEPS[step];
        at = ((i64::from(at.0) + dx) as u32, (i64::from(at.1) + dy) as u32);
        if at == start {
            let right = (step + 1) % 4;
            let open = edges
                .get(&(c, at))
                .is_some_and(|list| list.contains(&right));
            if !open {
                return corners;
            }
        }
        match take(edges, c, at, Some(step)) {
            Some(next) => {
                corners.push(at);
                step = next;
            }
            None => return corners,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Regions from rows of digits (0 the sea).
    pub fn regions(rows: &[&str]) -> Regions {
        let width = rows[0].len() as u32;
        let pixels = rows
            .iter()
            .flat_map(|row| row.bytes().map(|b| b - b'0'))
            .collect();
        let image = IndexImage {
            width,
            height: rows.len() as u32,
            pixels,
        };
        Regions::new(&image, 9)
    }

    #[test]
    fn a_square_is_one_clockwise_loop() {
        let traced = trace(&regions(&["00", "01"]), 1);
        assert_eq!(traced.loops[0], vec![vec![(1, 1), (2, 1), (2, 2), (1, 2)]]);
    }

    #[test]
    fn a_ring_has_an_outer_loop_and_a_hole() {
        let traced = trace(&regions(&["111", "121", "111"]), 2);
        assert_eq!(traced.loops[0].len(), 2);
        assert_eq!(traced.loops[1].len(), 1);
        assert!(traced.touching.contains(&(1, 2)));
    }

    #[test]
    fn corner_to_corner_pixels_are_two_islands() {
        let traced = trace(&regions(&["10", "01"]), 1);
        assert_eq!(traced.loops[0].len(), 2);
        assert!(regions(&["10", "01"]).is_junction((1, 1)));
    }

    #[test]
    fn a_loop_through_a_pinch_twice_is_one_loop() {
        // A C-shape whose ends meet corner to corner: one region, one loop, no hole.
        let traced = trace(&regions(&["0110", "1001", "1001", "0110"]), 1);
        let total: usize = traced.loops[0].iter().map(Vec::len).sum();
        assert!(traced.loops[0].len() >= 2, "{:?}", traced.loops[0]);
        assert!(total >= 16);
    }
}
