//! What chance decides, and where it comes from: an action's random outcome as a record keeps
//! it (dice, a card drawn, a roll for the first turn), and the game's generator or a record.

use serde::{Deserialize, Serialize};

use crate::action::Event;
use crate::cards::Card;

/// The random outcome of an action, as kept in a record so that it replays without the
/// generator.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The attacker's and the defender's dice, highest first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dice: Option<(Vec<u8>, Vec<u8>)>,
    /// The card drawn at the end of the turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<Card>,
    /// The seat that won the roll for the first turn (000).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first: Option<u8>,
    /// The new value of a die re-rolled with a card (001 experts).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reroll: Option<u8>,
    /// An ally's reinforcement die (000 active independents).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ally_die: Option<u8>,
    /// The status dice of the independents involved in an invasion just over (000).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub status: Vec<u8>,
}

impl Outcome {
    /// The random outcome carried by `events`, if any.
    pub fn of(events: &[Event]) -> Outcome {
        let mut outcome = Outcome::default();
        for event in events {
            match event {
                // A battle paused for the experts' options records its dice as first rolled.
                Event::Rolled { attack, defend, .. } => {
                    outcome.dice = Some((attack.clone(), defend.clone()));
                }
                Event::Battle { attack, defend, .. } if outcome.dice.is_none() => {
                    outcome.dice = Some((attack.clone(), defend.clone()));
                }
                Event::Rerolled { value, .. } => outcome.reroll = Some(*value),
                Event::CardDrawn { card, .. } => outcome.card = Some(*card),
                Event::FirstTurnRolled { force } => outcome.first = Some(force.0),
                Event::AllyReinforced { armies, .. } => outcome.ally_die = Some(*armies as u8),
                Event::StatusRolled { die, .. } => outcome.status.push(*die),
                _ => {}
            }
        }
        outcome
    }
}

/// Where random outcomes come from: the game's generator, or a record.
pub(crate) enum Chance<'a> {
    /// Roll and shuffle with `GameState::rng`.
    Generator,
    /// Use the recorded outcome.
    Recorded(&'a Outcome),
}
