//! The host's checks of a phone's message before the game sees it: its size and form, its
//! version, its seat's turn and its position. The rules themselves are then checked by
//! `apply`, as for every action (docs/multi-device.md "What the host checks").

use super::message::{FromPhone, PROTOCOL, Question, Refusal};
use crate::action::Action;
use crate::state::{ForceId, GameState, Phase};

/// Whether `seat`'s message may reach the game at position `at` (the count of actions in the
/// host's record): a hello of the right version; an action or an undo of the seat deciding
/// now, chosen at this very position, in a game still on. While the host has a question
/// `asked` open for a defender (a defence potion, 003 RULINGS R8; the defence dice, R5), its
/// holder answers it instead, and nothing else goes through.
pub fn check(
    state: &GameState,
    at: u64,
    seat: ForceId,
    message: &FromPhone,
    asked: Option<Question>,
) -> Result<(), Refusal> {
    let chosen_at = match message {
        FromPhone::Hello { version } if *version == PROTOCOL => return Ok(()),
        FromPhone::Hello { .. } => return Err(Refusal::Version(PROTOCOL)),
        FromPhone::Act { at, .. }
        | FromPhone::Undo { at }
        | FromPhone::Decline { at }
        | FromPhone::Dice { at, .. } => *at,
    };
    if matches!(state.phase, Phase::Finished { .. }) {
        return Err(Refusal::Rule(crate::action::RuleError::GameOver));
    }
    let allowed = match asked {
        Some(question) => answers(state, seat, message, question),
        None => {
            state.deciding_seat() == seat
                && !matches!(message, FromPhone::Decline { .. } | FromPhone::Dice { .. })
        }
    };
    if !allowed {
        return Err(Refusal::NotYourMove);
    }
    if chosen_at != at {
        return Err(Refusal::Stale);
    }
    Ok(())
}

/// Whether `message` from `seat` answers the open `question`: its territory's holder's
/// `Guard` on it or decline, or its dice.
fn answers(state: &GameState, seat: ForceId, message: &FromPhone, question: Question) -> bool {
    let (Question::Guard(to) | Question::Dice(to)) = question;
    let holder = state.holding(to).owner == seat;
    holder
        && match (question, message) {
            (Question::Guard(_), FromPhone::Decline { .. }) => true,
            (
                Question::Guard(_),
                FromPhone::Act {
                    action: Action::Guard { territory, .. },
                    ..
                },
            ) => *territory == to,
            (Question::Dice(_), FromPhone::Dice { .. }) => true,
            _ => false,
        }
}
