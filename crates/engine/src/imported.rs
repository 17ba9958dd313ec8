//! Boards a player imported (issue 40): the rules they play (item 3: every preset that asks
//! nothing of its board but territories, continents and card designs, its starting armies
//! scaled to the board's size; docs/boards.md "Rules on an imported board", house), and the
//! board as it travels in a record with its drawing, so a save opens on another device.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde::{Deserialize, Serialize};

use super::board::{BUILT_IN, Board, MOST_MISSIONS};
use super::presets::{PRESET_IDS, preset};
use super::rules::{ExtraForces, MissionDeck, RuleSet, WinCondition};

/// The world board's territories, which the books' starting armies are written for.
const WORLD_TERRITORIES: u32 = 42;

/// Whether `board` is one a player imported rather than one the engine embeds.
pub fn is_imported(board: &str) -> bool {
    !BUILT_IN.contains(&board)
}

/// Whether a preset can be played on any board: a world-board preset whose goal names no
/// place of the world (not 002's objectives, not the mission cards).
pub fn fits_any_board(rules: &RuleSet) -> bool {
    rules.board == "world"
        && rules.implemented
        && rules.missions.is_none()
        && !matches!(
            rules.win,
            WinCondition::Mission | WinCondition::RankedObjectives
        )
}

/// Whether a preset is 001's Secret Mission Risk, which an imported board plays with its
/// own missions when its `.cards` file has some (issue 40 item 3).
fn plays_board_missions(rules: &RuleSet, board: &Board) -> bool {
    rules.board == "world"
        && rules.implemented
        && rules.win == WinCondition::Mission
        && rules.missions == Some(MissionDeck::Parker1993)
        && !board.missions.is_empty()
}

/// Armies a seat starts with: the book's count for the world board scaled to this board's
/// territories, and at least enough for each seat to hold its share of them with one more.
fn scaled(book: u32, players: u8, territories: u32) -> u32 {
    let share = territories.div_ceil(u32::from(players.max(1)));
    (book * territories)
        .div_ceil(WORLD_TERRITORIES)
        .max(share + 1)
}

/// A two-player force on a board of `territories`: 001's neutral army scaled as a seat's; 000's
/// independents (9 cards each) and 002's allied force (the 14 territories left) are written
/// for 42 territories and only play on a board as large (`None` on a smaller one).
fn extra_on(forces: ExtraForces, territories: u32) -> Option<ExtraForces> {
    match forces {
        ExtraForces::Neutral {
            armies,
            half_reinforcements,
        } => Some(ExtraForces::Neutral {
            armies: scaled(armies, 3, territories),
            half_reinforcements,
        }),
        ExtraForces::Independents { .. } | ExtraForces::Allied { .. }
            if territories < WORLD_TERRITORIES =>
        {
            None
        }
        other => Some(other),
    }
}

/// The preset `rules` played on `board`, or `None` if it does not fit: the board's key, the
/// seats the board has room for (two territories a seat at least) and scaled armies.
pub fn on_board(rules: RuleSet, board: &Board) -> Option<RuleSet> {
    let missions = match plays_board_missions(&rules, board) {
        true => Some(MissionDeck::Board),
        false if fits_any_board(&rules) => None,
        false => return None,
    };
    let territories = board.territories.len() as u32;
    // A mission for each seat: no more seats than the board's deck has cards.
    let dealt = match missions {
        Some(_) => board.missions.len().min(MOST_MISSIONS) as u8,
        None => u8::MAX,
    };
    let extra_forces = extra_on(rules.extra_forces, territories)?;
    let two_player_forces = extra_on(rules.two_player_forces, territories);
    // A preset for 3 or more whose two-player forces do not fit plays from 3 seats.
    let min_players = match two_player_forces {
        Some(_) => rules.min_players,
        None => rules.min_players.max(3),
    };
    let two_player_forces = two_player_forces.unwrap_or(ExtraForces::None);
    let most = rules.max_players.min((territories / 2) as u8).min(dealt);
    if most < min_players {
        return None;
    }
    let starting_armies = rules
        .starting_armies
        .iter()
        .filter(|(players, _)| (min_players..=most).contains(players))
        .map(|&(players, armies)| (players, scaled(armies, players, territories)))
        .collect();
    Some(RuleSet {
        board: board.key.clone(),
        min_players,
        max_players: most,
        extra_forces,
        two_player_forces,
        missions,
        starting_armies,
        ..rules
    })
}

/// Every preset `board` can be played with, in the presets' order.
pub fn presets_for(board: &Board) -> Vec<RuleSet> {
    PRESET_IDS
        .iter()
        .filter_map(|id| preset(id))
        .filter_map(|rules| on_board(rules, board))
        .collect()
}

/// The largest packed board a record may carry, in bytes.
const MOST_BOARD_BYTES: usize = 256 * 1024;
/// The largest packed drawing a record may carry, in bytes.
const MOST_DRAWING_BYTES: usize = 2 * 1024 * 1024;

/// An imported board as a record carries it: the packed board the engine reads and the packed
/// drawing the app reads, each base64-encoded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CarriedBoard {
    /// The board, packed (`crates/engine/packing/board.rs`), base64.
    pub board: String,
    /// Its drawing, packed (`crates/engine/packing/geometry.rs`), base64.
    pub drawing: String,
}

/// An imported board's packed bytes and packed drawing.
type Packed = (Vec<u8>, Vec<u8>);

/// Each imported board's packed bytes and drawing, by board key.
fn drawings() -> &'static Mutex<HashMap<String, Packed>> {
    static DRAWINGS: OnceLock<Mutex<HashMap<String, Packed>>> = OnceLock::new();
    DRAWINGS.get_or_init(Default::default)
}

/// The packed board and drawing kept for `key`.
fn packed(key: &str) -> Option<Packed> {
    drawings()
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .get(key)
        .cloned()
}

/// Checks a packed board and its drawing and makes the board known ([`Board::register`]);
/// the drawing is kept for the app ([`drawing`]) and for records ([`carried`]). A board
/// already known keeps its first drawing.
pub fn register_packed(board: &[u8], drawing: &[u8]) -> Result<&'static Board, String> {
    register_checked(board, drawing, None)
}

/// [`register_packed`], refusing a board whose key is not `expected` (when given) before it
/// is made known.
fn register_checked(
    board: &[u8],
    drawing: &[u8],
    expected: Option<&str>,
) -> Result<&'static Board, String> {
    if board.len() > MOST_BOARD_BYTES || drawing.len() > MOST_DRAWING_BYTES {
        return Err("the board is too large".into());
    }
    let bytes = board;
    let board = Board::from_packed(bytes).map_err(|e| e.to_string())?;
    if let Some(key) = expected.filter(|&key| key != board.key) {
        return Err(format!("it is not `{key}`"));
    }
    let board = Board::register(board).ok_or("a built-in board's key")?;
    drawings()
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .entry(board.key.clone())
        .or_insert_with(|| (bytes.to_vec(), drawing.to_vec()));
    Ok(board)
}

/// The packed drawing of the imported board `key`, if it is known.
pub fn drawing(key: &str) -> Option<Vec<u8>> {
    packed(key).map(|(_, drawing)| drawing)
}

/// The imported board `key` as a record carries it, if it is known.
pub fn carried(key: &str) -> Option<CarriedBoard> {
    let (board, drawing) = packed(key)?;
    Some(CarriedBoard {
        board: STANDARD.encode(board),
        drawing: STANDARD.encode(drawing),
    })
}

/// Makes the carried board `key` known (a record opened on another device), checked like any
/// hostile input: sizes bounded before decoding, then [`register_packed`]'s checks and its
/// key.
pub fn receive(carried: &CarriedBoard, key: &str) -> Result<&'static Board, String> {
    if carried.board.len() > MOST_BOARD_BYTES * 4 / 3 + 4
        || carried.drawing.len() > MOST_DRAWING_BYTES * 4 / 3 + 4
    {
        return Err("the board is too large".into());
    }
    let board = STANDARD.decode(&carried.board).map_err(|e| e.to_string())?;
    let drawing = STANDARD
        .decode(&carried.drawing)
        .map_err(|e| e.to_string())?;
    register_checked(&board, &drawing, Some(key))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_books_armies_on_the_world_board_are_unchanged() {
        assert_eq!(scaled(35, 3, 42), 35);
        assert_eq!(scaled(20, 6, 42), 20);
    }

    #[test]
    fn small_and_large_boards_scale_their_armies() {
        assert_eq!(scaled(35, 3, 12), 10);
        assert_eq!(scaled(35, 3, 200), 167);
        assert_eq!(scaled(40, 2, 6), 6);
    }

    #[test]
    fn world_presets_with_objectives_or_missions_do_not_fit() {
        let fitting: Vec<String> = PRESET_IDS
            .iter()
            .filter_map(|id| preset(id))
            .filter(fits_any_board)
            .map(|r| r.id)
            .collect();
        assert!(fitting.contains(&"parker-1993".to_owned()));
        assert!(fitting.contains(&"conquete-2010".to_owned()));
        assert!(!fitting.contains(&"parker-1993-missions".to_owned()));
        assert!(!fitting.contains(&"miro-1975".to_owned()));
        assert!(
            !fitting
                .iter()
                .any(|id| id.starts_with("napoleon") || id.starts_with("roman"))
        );
    }
}
