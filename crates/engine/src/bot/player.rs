//! A seat's player in a game played by bots (the simulations, the CLI, and the imagined
//! games of Hard's look-ahead), and one step of such a game: a leaf below the bots, so that
//! the look-ahead plays imagined games without naming the bots that play them.

use crate::action::{Action, Event, RuleError};
use crate::board::TerritoryId;
use crate::empire::pieces::Potion;
use crate::setup::SetupError;
use crate::state::GameState;
use crate::view::Seen;

/// A seat's player in a game played by bots: what [`bot_step`] asks for decisions and
/// defences (a bot of the app's levels, the sparring partner).
pub trait Player: Send + Sync {
    /// The action when the seat decides (see [`crate::bot::Bot::decide`]).
    fn decide(&mut self, seen: Seen) -> Option<Action>;
    /// The defence dice (see [`crate::bot::Bot::defend`]).
    fn defend(&mut self, seen: Seen, to: TerritoryId, dice: u8) -> u8;
    /// 003: a defence potion played before the dice (see [`crate::bot::Bot::guard`]).
    fn guard(&mut self, seen: Seen, from: TerritoryId, to: TerritoryId) -> Option<Potion>;
    /// Decisions refused by the engine.
    fn fallbacks(&self) -> u32;
    /// The player is one of an imagined game of Hard's look-ahead: its choices go unchecked
    /// (applying them checks them anyway).
    fn imagine(&mut self) {}
    /// Whether it has gone on a hunt (read by the look-ahead; a player other than a bot of
    /// the app's levels counts as having hunted).
    fn hunted(&self) -> bool {
        true
    }
}

impl<P: Player + ?Sized> Player for Box<P> {
    fn decide(&mut self, seen: Seen) -> Option<Action> {
        (**self).decide(seen)
    }
    fn defend(&mut self, seen: Seen, to: TerritoryId, dice: u8) -> u8 {
        (**self).defend(seen, to, dice)
    }
    fn guard(&mut self, seen: Seen, from: TerritoryId, to: TerritoryId) -> Option<Potion> {
        (**self).guard(seen, from, to)
    }
    fn fallbacks(&self) -> u32 {
        (**self).fallbacks()
    }
    fn imagine(&mut self) {
        (**self).imagine();
    }
    fn hunted(&self) -> bool {
        (**self).hunted()
    }
}

/// Why a simulated game stopped without a winner: always a bug.
#[derive(Debug)]
pub enum SimulationError {
    /// The game could not be set up.
    Setup(SetupError),
    /// The policy chose an action the engine refused.
    Refused(Action, RuleError),
    /// A bot had no move although the game was on.
    NoMove,
    /// The game went on past the round limit.
    TooLong(u32),
}

impl std::fmt::Display for SimulationError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SimulationError::Setup(e) => write!(f, "setup failed: {e}"),
            SimulationError::Refused(a, e) => write!(f, "the engine refused {a:?}: {e}"),
            SimulationError::NoMove => f.write_str("a bot found no move"),
            SimulationError::TooLong(rounds) => write!(f, "no winner after {rounds} rounds"),
        }
    }
}

/// Plays one action of the bot to move (bots indexed by seat), the seat rolling the
/// defence picking its dice when it is a bot; returns the action and its events.
pub fn bot_step<P: Player>(
    state: &mut GameState,
    bots: &mut [P],
) -> Result<(Action, Vec<Event>), SimulationError> {
    let me = state.deciding_seat();
    let bot = bots
        .get_mut(usize::from(me.0))
        .ok_or(SimulationError::NoMove)?;
    let mut action = bot
        .decide(state.seen_by(me))
        .ok_or(SimulationError::NoMove)?;
    if let Action::Attack {
        from,
        to,
        dice,
        defend,
    } = &mut action
    {
        let defender = state.defending_seat(*to);
        if let Some(bot) = bots.get_mut(usize::from(defender.0)) {
            // 003: the defender may answer with a defence potion first; the attacker then
            // decides again.
            if let Some(potion) = bot.guard(state.seen_by(defender), *from, *to) {
                action = Action::Guard {
                    territory: *to,
                    potion,
                };
                let events = state
                    .apply(&action)
                    .map_err(|e| SimulationError::Refused(action.clone(), e))?;
                return Ok((action, events));
            }
            *defend = Some(bot.defend(state.seen_by(defender), *to, *dice));
        }
    }
    let events = state
        .apply(&action)
        .map_err(|e| SimulationError::Refused(action.clone(), e))?;
    Ok((action, events))
}
