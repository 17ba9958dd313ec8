//! Board art as data: outlines, label points and sea lanes, written by
//! `tools/board-geometry/build.mjs` and embedded so the app draws offline.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;

/// The world board's geometry, generated from Natural Earth outlines.
const WORLD_GEOMETRY: &str = include_str!("world.geometry.json");
/// The Europe 1810 board's geometry (book 004), generated the same way (docs/boards.md).
const EUROPE_1810_GEOMETRY: &str = include_str!("europe-1810.geometry.json");
/// The Roman Empire board's geometry (book 003), generated the same way (docs/boards.md).
const ROMAN_EMPIRE_GEOMETRY: &str = include_str!("roman-empire.geometry.json");

/// A point in board units.
pub type Point = [f64; 2];

/// Where the continents chart sits on the board.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq)]
pub struct ChartPlace {
    /// Left edge, in board units.
    pub x: f64,
    /// Top edge, in board units.
    pub y: f64,
}

/// One territory's outline and the point where its label and army token go.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct TerritoryShape {
    /// The territory's stable key, as in the rules data.
    pub id: String,
    /// SVG path data of its outline.
    pub d: String,
    /// Centre of its label and token.
    pub label: Point,
}

/// A dashed sea lane between two territories that do not touch by land.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct SeaLane {
    /// The two territory keys it joins.
    pub between: [String; 2],
    /// Line segments to draw (two when the lane leaves the map's edges).
    pub lines: Vec<[Point; 2]>,
}

/// Everything needed to draw a board.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
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

impl BoardGeometry {
    /// The world board's geometry, parsed once.
    pub fn world() -> &'static BoardGeometry {
        static WORLD: OnceLock<BoardGeometry> = OnceLock::new();
        WORLD.get_or_init(|| {
            serde_json::from_str(WORLD_GEOMETRY).expect("embedded world geometry is valid")
        })
    }

    /// The Europe 1810 board's geometry, parsed once.
    pub fn europe_1810() -> &'static BoardGeometry {
        static EUROPE: OnceLock<BoardGeometry> = OnceLock::new();
        EUROPE.get_or_init(|| {
            serde_json::from_str(EUROPE_1810_GEOMETRY).expect("embedded Europe geometry is valid")
        })
    }

    /// The Roman Empire board's geometry, parsed once.
    pub fn roman_empire() -> &'static BoardGeometry {
        static ROMAN_EMPIRE: OnceLock<BoardGeometry> = OnceLock::new();
        ROMAN_EMPIRE.get_or_init(|| {
            serde_json::from_str(ROMAN_EMPIRE_GEOMETRY)
                .expect("embedded Roman Empire geometry is valid")
        })
    }

    /// The geometry that draws the board with this key (the world's for an unknown key).
    pub fn for_board(key: &str) -> &'static BoardGeometry {
        match key {
            "europe-1810" => BoardGeometry::europe_1810(),
            "roman-empire" => BoardGeometry::roman_empire(),
            _ => BoardGeometry::world(),
        }
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
    fn every_geometry_draws_every_territory_of_its_rules_in_order() {
        for board in [Board::world(), Board::europe_1810(), Board::roman_empire()] {
            let geometry = BoardGeometry::for_board(&board.key);
            assert_eq!(geometry.board, board.key);
            draws_every_territory_in_order(geometry, board);
        }
    }

    #[test]
    fn europe_sea_lanes_are_the_ten_crossings_of_docs_boards() {
        let (geometry, board) = (BoardGeometry::europe_1810(), Board::europe_1810());
        assert_eq!(geometry.sea_lanes.len(), 10);
        lanes_join_neighbours_and_labels_leave_room_to_tap(geometry, board);
    }

    #[test]
    fn roman_sea_lanes_are_the_six_crossings_and_the_two_straits_of_docs_boards() {
        let (geometry, board) = (BoardGeometry::roman_empire(), Board::roman_empire());
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
