//! The drawings of boards a player imported (issue 40): read once from the engine's imported
//! board, checked against it, and kept; a drawing that does not match its board (damaged or
//! hostile) gives way to a plain one, a square for each territory, so nothing fails.

use std::collections::HashMap;
use std::sync::Mutex;

use super::geometry::{BoardGeometry, ChartPlace, TerritoryShape};
use crate::engine::board::Board;
use crate::engine::imported;

/// The drawings read so far.
static DRAWINGS: Mutex<Vec<&'static BoardGeometry>> = Mutex::new(Vec::new());

/// The drawing of the imported board `key`, if the engine knows the board.
pub fn geometry(key: &str) -> Option<&'static BoardGeometry> {
    let mut known = DRAWINGS.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(geometry) = known.iter().find(|g| g.board == key) {
        return Some(geometry);
    }
    let board = Board::by_key(key)?;
    let drawn = imported::drawing(key)
        .map(|bytes| BoardGeometry::from_packed(&bytes))
        .filter(|g| matches(g, board))
        .unwrap_or_else(|| plain(board));
    let kept: &'static BoardGeometry = Box::leak(Box::new(drawn));
    known.push(kept);
    Some(kept)
}

/// Whether `geometry` draws `board`: the same territories in the same order, a sensible size.
pub fn matches(geometry: &BoardGeometry, board: &Board) -> bool {
    let sized = |v: f64| v.is_finite() && (1.0..=100_000.0).contains(&v);
    geometry.board == board.key
        && sized(geometry.width)
        && sized(geometry.height)
        && geometry.territories.len() == board.territories.len()
        && geometry
            .territories
            .iter()
            .zip(&board.territories)
            .all(|(shape, territory)| shape.id == territory.key)
}

/// The plain drawing ([`plain`]) of board `key`, made once (the world's for an unknown key).
pub fn plain_for(key: &str) -> &'static BoardGeometry {
    static PLAIN: Mutex<Vec<&'static BoardGeometry>> = Mutex::new(Vec::new());
    let mut made = PLAIN.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(geometry) = made.iter().find(|g| g.board == key) {
        return geometry;
    }
    let Some(board) = Board::by_key(key) else {
        return BoardGeometry::world();
    };
    let geometry: &'static BoardGeometry = Box::leak(Box::new(plain(board)));
    made.push(geometry);
    geometry
}

/// A drawing with a square for each territory, in rows, for a board whose own is unusable.
fn plain(board: &Board) -> BoardGeometry {
    let columns = (board.territories.len() as f64).sqrt().ceil().max(1.0) as i32;
    let territories = board
        .territories
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let (x, y) = ((i as i32 % columns) * 1000, (i as i32 / columns) * 1000);
            let rings = vec![vec![(x, y), (x + 900, y), (x + 900, y + 900), (x, y + 900)]];
            TerritoryShape {
                id: t.key.clone(),
                d: super::geometry::path_data(&rings),
                rings,
                label: [f64::from(x + 450) / 10.0, f64::from(y + 450) / 10.0],
            }
        })
        .collect();
    let rows = (board.territories.len() as i32 + columns - 1) / columns;
    BoardGeometry {
        board: board.key.clone(),
        width: f64::from(columns * 100),
        height: f64::from(rows * 100),
        chart: ChartPlace { x: 0.0, y: 0.0 },
        continent_colors: HashMap::new(),
        territories,
        sea_lanes: Vec::new(),
    }
}
