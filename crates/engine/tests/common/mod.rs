//! Helpers to build explicit positions for scenario tests.

#![allow(dead_code)]

pub mod secrets;

use lamorisse_engine::action::{Action, Event};
use lamorisse_engine::board::{Board, TerritoryId};
use lamorisse_engine::cards::{Card, full_deck};
use lamorisse_engine::game::Outcome;
use lamorisse_engine::presets::{PRESET_IDS, preset};
use lamorisse_engine::simulate::BotsPlayed;
use lamorisse_engine::state::{ForceId, GameState, Phase};

/// Every preset the engine plays.
pub fn playable() -> Vec<&'static str> {
    PRESET_IDS
        .into_iter()
        .filter(|id| preset(id).is_some_and(|r| r.implemented))
        .collect()
}

/// Checks that a game between bots, named `label` in a failure, ended with a winner and no
/// refused choice.
pub fn assert_won_with_legal_choices(label: &str, state: &GameState, played: &BotsPlayed) {
    assert!(state.winner().is_some(), "{label}: no winner");
    assert_eq!(played.fallbacks, 0, "{label}: a bot's choice was refused");
}

/// A territory id by key, on the world board.
pub fn t(key: &str) -> TerritoryId {
    territory_on(Board::world(), key)
}

/// A territory id by key, on `board`.
pub fn territory_on(board: &Board, key: &str) -> TerritoryId {
    board
        .find(key)
        .unwrap_or_else(|| panic!("no territory {key} on {}", board.key))
}

/// A territory card by key.
pub fn card(key: &str) -> Card {
    Card::Territory(t(key))
}

/// A position of `preset` with `players`: seat 0 holds `mine` (key, armies), seat 1 holds
/// `theirs`, and every other territory goes to the last seat with 1 army. Seat 0 is to move
/// in `phase`; every card is in the draw pile.
pub fn position(
    id: &str,
    players: u8,
    mine: &[(&str, u32)],
    theirs: &[(&str, u32)],
    phase: Phase,
) -> GameState {
    let mut state = GameState::new(preset(id).unwrap(), players, 7).unwrap();
    let last = ForceId(players - 1);
    for holding in &mut state.territories {
        holding.owner = last;
        holding.armies = 1;
    }
    for (force, list) in [(ForceId(0), mine), (ForceId(1), theirs)] {
        for (key, armies) in list {
            let holding = &mut state.territories[usize::from(t(key).0)];
            holding.owner = force;
            holding.armies = *armies;
        }
    }
    for force in &mut state.forces {
        force.setup_armies = 0;
        force.hand.clear();
    }
    state.draw_pile = full_deck(Board::world());
    state.discards.clear();
    state.turn.current = ForceId(0);
    state.turn.first = ForceId(0);
    state.turn.reserve = 0;
    state.phase = phase;
    state
}

/// Applies an attack with the given dice.
pub fn attack_with(
    state: &mut GameState,
    from: &str,
    to: &str,
    attack: &[u8],
    defend: &[u8],
) -> Result<Vec<Event>, lamorisse_engine::action::RuleError> {
    let action = Action::Attack {
        from: t(from),
        to: t(to),
        dice: attack.len() as u8,
        defend: Some(defend.len() as u8),
    };
    let outcome = Outcome {
        dice: Some((attack.to_vec(), defend.to_vec())),
        ..Outcome::default()
    };
    state.apply_recorded(&action, &outcome)
}

/// How many territory cards of each design (infantry, cavalry, artillery) a board's deck has.
pub fn cards_of_each_design(board: &Board) -> [usize; 3] {
    use lamorisse_engine::board::CardDesign;
    [
        CardDesign::Infantry,
        CardDesign::Cavalry,
        CardDesign::Artillery,
    ]
    .map(|design| {
        board
            .territories
            .iter()
            .filter(|t| t.card == Some(design))
            .count()
    })
}

/// Territories reachable from `start` through borders, staying where `allowed` says.
pub fn reached(
    board: &Board,
    start: TerritoryId,
    allowed: impl Fn(TerritoryId) -> bool,
) -> Vec<bool> {
    let mut seen = vec![false; board.territories.len()];
    let mut stack = vec![start];
    while let Some(at) = stack.pop() {
        if !std::mem::replace(&mut seen[usize::from(at.0)], true) {
            stack.extend(board.adjacent(at).filter(|&n| allowed(n)));
        }
    }
    seen
}

/// Fails unless every border `board` lists is listed back by its neighbour.
pub fn assert_borders_go_both_ways(board: &Board) {
    for a in board.ids() {
        for &b in &board.territory(a).neighbours {
            assert!(board.are_adjacent(b, a), "{a:?}-{b:?}");
        }
    }
}

/// Fails unless each continent (region, province) of `board` holds together by its own
/// borders.
pub fn assert_each_continent_holds_together(board: &Board) {
    for continent in &board.continents {
        let inside = |id: TerritoryId| continent.territories.contains(&id);
        let seen = reached(board, continent.territories[0], inside);
        for &id in &continent.territories {
            assert!(
                seen[usize::from(id.0)],
                "{} is cut off from the rest of {}",
                board.territory(id).key,
                continent.key
            );
        }
    }
}
