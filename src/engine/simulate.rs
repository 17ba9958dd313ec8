//! Whole games played by the simple policy of `autoplay.rs`, for the CLI, benchmarks and
//! property tests.

use serde::Serialize;

use super::action::{Action, Event, RuleError};
use super::autoplay::choose;
use super::rng::Rng;
use super::rules::RuleSet;
use super::setup::SetupError;
use super::state::{ForceId, GameState};

/// How one simulated game went.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameSummary {
    /// The game's number in the run.
    pub game: u64,
    /// The seed it was played with.
    pub seed: u64,
    /// The winning seat.
    pub winner: u8,
    /// Turns played.
    pub turns: u32,
    /// Actions applied.
    pub actions: u64,
}

/// Why a simulated game stopped without a winner: always a bug.
#[derive(Debug)]
pub enum SimulationError {
    /// The game could not be set up.
    Setup(SetupError),
    /// The policy chose an action the engine refused.
    Refused(Action, RuleError),
}

impl std::fmt::Display for SimulationError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SimulationError::Setup(e) => write!(f, "setup failed: {e}"),
            SimulationError::Refused(a, e) => write!(f, "the engine refused {a:?}: {e}"),
        }
    }
}

/// The seed of game `index` in a run seeded with `seed`.
pub fn game_seed(seed: u64, index: u64) -> u64 {
    seed.wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(index)
}

/// Plays one game to its end, calling `inspect` after every action (for property tests).
pub fn play_game(
    rules: &RuleSet,
    players: u8,
    seed: u64,
    mut inspect: impl FnMut(&GameState, &Action, &[Event]),
) -> Result<(GameState, u64), SimulationError> {
    let mut state = GameState::new(rules.clone(), players, seed).map_err(SimulationError::Setup)?;
    let mut policy = Rng::new(seed ^ 0x5851_f42d_4c95_7f2d);
    let mut actions = 0;
    while let Some(action) = choose(&state, &mut policy) {
        let events = state
            .apply(&action)
            .map_err(|e| SimulationError::Refused(action.clone(), e))?;
        actions += 1;
        inspect(&state, &action, &events);
    }
    Ok((state, actions))
}

/// Plays game `index` of a run and summarises it.
pub fn simulate_one(
    rules: &RuleSet,
    players: u8,
    seed: u64,
    index: u64,
) -> Result<GameSummary, SimulationError> {
    let seed = game_seed(seed, index);
    let (state, actions) = play_game(rules, players, seed, |_, _, _| {})?;
    Ok(GameSummary {
        game: index,
        seed,
        winner: state.winner().unwrap_or(ForceId(0)).0,
        turns: state.turn.number,
        actions,
    })
}

/// Plays one game by the simple policy and keeps it as a record, outcomes included.
pub fn record_game(
    rules: &RuleSet,
    players: u8,
    seed: u64,
) -> Result<super::record::Record, SimulationError> {
    use super::game::Outcome;
    use super::record::{GameResult, Record, Seat};
    let seats = (0..players)
        .map(|i| Seat {
            name: format!("Seat {}", i + 1),
            bot: Some("autoplay".into()),
            colour: None,
            pin: None,
        })
        .collect();
    let mut record = Record::new(&rules.id, seats, seed);
    let (state, _) = play_game(rules, players, seed, |_, action, events| {
        record.push(action.clone(), Outcome::of(events));
    })?;
    record.result = state.winner().map(|w| GameResult { winner: w.0 });
    Ok(record)
}
