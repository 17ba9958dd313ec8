//! The rules an imported board plays (issue 40 item 3): every preset that asks nothing of its
//! board but territories, continents and card designs, its starting armies scaled to the
//! board's size (docs/boards.md "Rules on an imported board", house).

use super::board::{BUILT_IN, Board};
use super::presets::{PRESET_IDS, preset};
use super::rules::{ExtraForces, RuleSet, WinCondition};

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
    if !fits_any_board(&rules) {
        return None;
    }
    let territories = board.territories.len() as u32;
    let extra_forces = extra_on(rules.extra_forces, territories)?;
    let two_player_forces = extra_on(rules.two_player_forces, territories);
    // A preset for 3 or more whose two-player forces do not fit plays from 3 seats.
    let min_players = match two_player_forces {
        Some(_) => rules.min_players,
        None => rules.min_players.max(3),
    };
    let two_player_forces = two_player_forces.unwrap_or(ExtraForces::None);
    let most = rules.max_players.min((territories / 2) as u8);
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
