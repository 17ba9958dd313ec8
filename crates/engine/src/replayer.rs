//! A recorded game ready to be watched step by step: any position is reached from the
//! nearest kept position, so scrubbing a long game stays quick and light (issue 10).

use super::action::Event;
use super::record::{Record, ReplayError, apply_step};
use super::state::GameState;

/// Steps between kept positions.
const CHECKPOINT_EVERY: usize = 64;

/// A record replayed once, with a position kept every [`CHECKPOINT_EVERY`] steps and every
/// step's events.
#[derive(Clone, Debug)]
pub struct Replayer {
    /// The record watched.
    record: Record,
    /// The positions after 0, 64, 128 ... steps.
    checkpoints: Vec<GameState>,
    /// Each step's events, in order.
    events: Vec<Vec<Event>>,
}

impl Replayer {
    /// Replays `record` once, keeping what watching it needs; refuses a record that does
    /// not replay.
    pub fn new(record: Record) -> Result<Replayer, ReplayError> {
        let mut checkpoints = vec![record.initial_state()?];
        let mut events = Vec::with_capacity(record.actions.len());
        record.replay_with(|state, _, step_events| {
            events.push(step_events.to_vec());
            if events.len() % CHECKPOINT_EVERY == 0 {
                checkpoints.push(state.clone());
            }
        })?;
        Ok(Replayer {
            record,
            checkpoints,
            events,
        })
    }

    /// The record watched.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// How many steps the game has.
    pub fn len(&self) -> usize {
        self.record.actions.len()
    }

    /// Whether the record has no steps at all.
    pub fn is_empty(&self) -> bool {
        self.record.actions.is_empty()
    }

    /// The position after the first `step` steps (0: the start), clamped to the game's end.
    pub fn position(&self, step: usize) -> GameState {
        let step = step.min(self.len());
        let kept = step / CHECKPOINT_EVERY;
        let mut state = self.checkpoints[kept].clone();
        for done in kept * CHECKPOINT_EVERY..step {
            // The record replayed once already, so every step applies.
            let _ = apply_step(&mut state, &self.record.actions[done]);
        }
        state
    }

    /// The events of step `step` (counted from 1), none for 0 or beyond the end.
    pub fn events_of(&self, step: usize) -> &[Event] {
        step.checked_sub(1)
            .and_then(|at| self.events.get(at))
            .map_or(&[], Vec::as_slice)
    }

    /// The events of the first `step` steps, oldest first.
    pub fn events_until(&self, step: usize) -> impl Iterator<Item = &Event> {
        self.events[..step.min(self.events.len())].iter().flatten()
    }
}
