//! Continent outlines worked out from the territories' own outlines: the edges a territory
//! shares with no territory of its continent (its coasts and its borders with other
//! continents). The map strokes them in the continent's colour, so continents read by their
//! edge and the fill is left to the players (issue 23).

use std::collections::HashMap;

use super::geometry::{BoardGeometry, Vertex};
use crate::engine::board::Board;

/// The closed rings of an SVG path made of `M x y x y ... Z` (absolute points, implicit
/// lines), as the geometry builder and [`continent_outlines`] write them.
#[cfg(test)]
fn rings(d: &str) -> Vec<Vec<Vertex>> {
    d.split(['M', 'Z'])
        .filter_map(|part| {
            let numbers: Vec<f64> = part
                .split([' ', ','])
                .filter(|s| !s.is_empty())
                .filter_map(|s| s.parse().ok())
                .collect();
            let ring: Vec<Vertex> = numbers
                .chunks_exact(2)
                .map(|p| ((p[0] * 10.0).round() as i32, (p[1] * 10.0).round() as i32))
                .collect();
            (ring.len() >= 3).then_some(ring)
        })
        .collect()
}

/// An edge with its ends in a fixed order, so both territories that share it name it alike.
fn edge(a: Vertex, b: Vertex) -> (Vertex, Vertex) {
    if a <= b { (a, b) } else { (b, a) }
}

/// For each continent (in board order), SVG path data of its outline: runs of the edges its
/// territories share with no other territory of the same continent.
pub fn continent_outlines(board: &Board, geometry: &BoardGeometry) -> Vec<String> {
    let continent_of = |i: usize| board.territories[i].continent.0;
    let shapes: Vec<&Vec<Vec<Vertex>>> = geometry.territories.iter().map(|t| &t.rings).collect();
    // Which continents hold territories on each side of every edge.
    let mut sides: HashMap<(Vertex, Vertex), Vec<u8>> = HashMap::new();
    for (i, &shape) in shapes.iter().enumerate() {
        for ring in shape {
            for (k, &a) in ring.iter().enumerate() {
                let b = ring[(k + 1) % ring.len()];
                sides.entry(edge(a, b)).or_default().push(continent_of(i));
            }
        }
    }
    let mut outlines = vec![String::new(); board.continents.len()];
    for (i, &shape) in shapes.iter().enumerate() {
        let continent = continent_of(i);
        let out = &mut outlines[usize::from(continent)];
        for ring in shape {
            let mut drawing = false;
            for (k, &a) in ring.iter().enumerate() {
                let b = ring[(k + 1) % ring.len()];
                let shared_within = sides
                    .get(&edge(a, b))
                    .is_some_and(|s| s.iter().filter(|&&c| c == continent).count() >= 2);
                if shared_within {
                    drawing = false;
                    continue;
                }
                if !drawing {
                    out.push_str(&format!("M{} {}", tenths(a.0), tenths(a.1)));
                    drawing = true;
                }
                out.push_str(&format!(" {} {}", tenths(b.0), tenths(b.1)));
            }
        }
    }
    outlines
}

/// A coordinate in tenths written back in board units.
fn tenths(v: i32) -> String {
    if v % 10 == 0 {
        (v / 10).to_string()
    } else {
        format!("{:.1}", f64::from(v) / 10.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::board::TerritoryId;

    #[test]
    fn paths_read_back_as_rings() {
        let rings = rings("M0 0 10 0 10 10Z M20 20 30 20 30 30.5Z");
        assert_eq!(rings.len(), 2);
        assert_eq!(rings[1][2], (300, 305));
    }

    #[test]
    fn every_continent_has_an_outline_and_inner_borders_are_left_out() {
        for board in [Board::world(), Board::europe_1810(), Board::roman_empire()] {
            let geometry = BoardGeometry::for_board(&board.key);
            let outlines = continent_outlines(board, geometry);
            assert_eq!(outlines.len(), board.continents.len());
            for (continent, outline) in board.continents.iter().zip(&outlines) {
                assert!(outline.starts_with('M'), "{}: {outline:.40}", continent.key);
            }
            // Fewer edges are drawn than the territories have: the inner borders are not.
            let all: usize = geometry
                .territories
                .iter()
                .flat_map(|t| rings(&t.d))
                .map(|r| r.len())
                .sum();
            let drawn: usize = outlines.iter().map(|o| o.split(' ').count() / 2).sum();
            assert!(drawn < all, "{}: {drawn} of {all} edges", board.key);
        }
    }

    #[test]
    fn a_border_between_two_continents_is_drawn_for_both() {
        let (board, geometry) = (Board::world(), BoardGeometry::world());
        let outlines = continent_outlines(board, geometry);
        let continent = |key: &str| {
            let at = board.continents.iter().position(|c| c.key == key);
            rings(&outlines[at.expect("known continent")])
        };
        // Ukraine (Europe) borders the Urals (Asia) by land: both outlines pass there.
        let (ukraine, ural) = (board.find("ukraine"), board.find("ural"));
        let shape = |id: Option<TerritoryId>| {
            let shape = &geometry.territories[usize::from(id.expect("known territory").0)];
            rings(&shape.d)
                .into_iter()
                .flatten()
                .collect::<Vec<Vertex>>()
        };
        let (ukraine, ural) = (shape(ukraine), shape(ural));
        let border: Vec<&Vertex> = ukraine.iter().filter(|v| ural.contains(v)).collect();
        assert!(border.len() >= 2, "Ukraine and the Urals share a border");
        for key in ["europe", "asia"] {
            let drawn: Vec<Vertex> = continent(key).into_iter().flatten().collect();
            assert!(border.iter().all(|v| drawn.contains(v)), "{key}");
        }
    }

    #[test]
    fn no_corner_lies_inside_an_edge_so_shared_borders_match_edge_for_edge() {
        // Were a neighbour's corner inside an edge (a straight cut meeting a third territory),
        // the two sides of that border would not match, and the continent's band would run
        // along an inner border (tools/board-geometry/build.mjs closes such junctions).
        for board in [Board::world(), Board::europe_1810(), Board::roman_empire()] {
            let geometry = BoardGeometry::for_board(&board.key);
            let shapes: Vec<Vec<Vec<Vertex>>> =
                geometry.territories.iter().map(|t| rings(&t.d)).collect();
            let corners: Vec<Vertex> = shapes.iter().flatten().flatten().copied().collect();
            for (i, shape) in shapes.iter().enumerate() {
                for ring in shape {
                    for (k, &a) in ring.iter().enumerate() {
                        let b = ring[(k + 1) % ring.len()];
                        let (dx, dy) = (i64::from(b.0 - a.0), i64::from(b.1 - a.1));
                        let length = dx * dx + dy * dy;
                        let inside = corners.iter().find(|&&p| {
                            let (px, py) = (i64::from(p.0 - a.0), i64::from(p.1 - a.1));
                            let along = px * dx + py * dy;
                            let across = i128::from((px * dy - py * dx).abs());
                            // Strictly between the ends, and within 0.06 (the builder's
                            // ON_EDGE; 0.6 in tenths) of the line.
                            along > 0
                                && along < length
                                && across * across * 100 <= 36 * i128::from(length)
                        });
                        assert!(
                            inside.is_none(),
                            "{}: a corner {inside:?} inside the edge {a:?}-{b:?} of {}",
                            board.key,
                            board.territories[i].key
                        );
                    }
                }
            }
        }
    }
}
