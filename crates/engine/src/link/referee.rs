//! The host's checks of a phone's message before the game sees it: its size and form, its
//! version, its seat's turn and its position. The rules themselves are then checked by
//! `apply`, as for every action (docs/multi-device.md "What the host checks").

use super::message::{FromPhone, PROTOCOL, Refusal};
use crate::state::{ForceId, GameState, Phase};

/// Whether `seat`'s message may reach the game at position `at` (the count of actions in the
/// host's record): a hello of the right version; an action or an undo of the seat deciding
/// now, chosen at this very position, in a game still on.
pub fn check(
    state: &GameState,
    at: u64,
    seat: ForceId,
    message: &FromPhone,
) -> Result<(), Refusal> {
    let chosen_at = match message {
        FromPhone::Hello { version } if *version == PROTOCOL => return Ok(()),
        FromPhone::Hello { .. } => return Err(Refusal::Version(PROTOCOL)),
        FromPhone::Act { at, .. } | FromPhone::Undo { at } => *at,
    };
    if matches!(state.phase, Phase::Finished { .. }) {
        return Err(Refusal::Rule(crate::action::RuleError::GameOver));
    }
    if state.deciding_seat() != seat {
        return Err(Refusal::NotYourMove);
    }
    if chosen_at != at {
        return Err(Refusal::Stale);
    }
    Ok(())
}
