//! Book 003's Battle for the Roman Empire beyond the board (RULINGS R8): the treasury and
//! its shop, the five leaders, the magic potions, and the end of a turn that scores one
//! mission and hands out a potion and a purse.

mod leaders;
mod missions;
mod potions;
mod setup;
mod treasury;

use serde::{Deserialize, Serialize};

use super::board::TerritoryId;
use super::missions::Mission;
use super::state::{ForceId, GameState, Leader};
pub use missions::roman_empire_deck;
pub use potions::{POTION_DECK, Potion, PotionMoment};
pub use setup::starting_bonus;
pub use treasury::Ware;

/// What 003 adds to a game in progress: its three piles and the turn's bookkeeping.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Empire {
    /// The magic-potion pile; the last card is on top, played cards go under (003 "Cartes
    /// potion magique": "replacez-la sous la pile").
    pub potion_pile: Vec<Potion>,
    /// The secret-mission pile; the last card is on top, swapped and completed ones go under.
    pub mission_pile: Vec<Mission>,
    /// The purse markers still in the bank, 1 or 2 sesterces each; the last is drawn next.
    pub purse_pile: Vec<u8>,
    /// Whether sesterces were cashed for armies this turn (once per reinforcement).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cashed: bool,
    /// Whether the turn's one potion (other than a defence card) was played.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub potion_played: bool,
    /// Whether the first invasion of the turn was launched (the shop closes then).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub invaded: bool,
    /// Whether the Fury potion adds 1 to the best attack die for the rest of the turn.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fury: bool,
    /// Territories whose holder played a defence potion this turn (one each).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub guarded: Vec<TerritoryId>,
    /// Territories behind a Palisade this turn (+1 on the best defence die).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub palisades: Vec<TerritoryId>,
    /// The Gauls' first target this turn, attacked with +1 on the best die.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_target: Option<TerritoryId>,
    /// The Romans' first territory attacked this turn, defended with +1 on the best die.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub testudo: Option<TerritoryId>,
    /// Whether the Vikings' plunder of the turn was taken.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub plundered: bool,
}

/// The public facts of 003's turn, for bots and the interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EmpireTurn {
    /// Sesterces were cashed this turn.
    pub cashed: bool,
    /// The turn's potion was played.
    pub potion_played: bool,
    /// The first invasion was launched (the shop is closed).
    pub invaded: bool,
    /// Fury is in force.
    pub fury: bool,
}

impl Empire {
    /// The turn's public facts.
    pub fn turn_facts(&self) -> EmpireTurn {
        EmpireTurn {
            cashed: self.cashed,
            potion_played: self.potion_played,
            invaded: self.invaded,
            fury: self.fury,
        }
    }

    /// Clears the turn's bookkeeping at the start of a turn (the piles stay).
    pub(crate) fn new_turn(&mut self) {
        *self = Empire {
            potion_pile: std::mem::take(&mut self.potion_pile),
            mission_pile: std::mem::take(&mut self.mission_pile),
            purse_pile: std::mem::take(&mut self.purse_pile),
            ..Empire::default()
        };
    }
}

/// The extra armies on the best dice of one battle, from swords, shields, potions and
/// leaders (003 "Épée", "Bouclier").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceBonus {
    /// Added to the best attack die.
    pub attack: u8,
    /// Added to the best defence die.
    pub defend: u8,
}

impl DiceBonus {
    /// Whether neither side gets a bonus.
    pub fn is_none(&self) -> bool {
        self.attack == 0 && self.defend == 0
    }
}

impl GameState {
    /// Whether the game is played with 003's treasury, leaders and potions.
    pub fn plays_empire(&self) -> bool {
        self.empire.is_some() && self.rules.empire.is_some()
    }

    /// A force's leader, in 003 games.
    pub fn leader_of(&self, force: ForceId) -> Option<Leader> {
        self.forces.get(usize::from(force.0)).and_then(|f| f.leader)
    }

    /// The bonuses on the best dice of a battle from `from` against `to`: a sword on the
    /// attacking territory, Fury and the Gauls' first invasion add to the attack; a shield,
    /// a Palisade and the Romans' testudo to the defence (003 "Renforts", RULINGS R8).
    pub fn dice_bonus(&self, from: TerritoryId, to: TerritoryId) -> DiceBonus {
        let Some(empire) = self
            .empire
            .as_ref()
            .filter(|_| self.rules.dice.swords_and_shields)
        else {
            return DiceBonus::default();
        };
        let attacker = self.holding(from).owner;
        let defender = self.holding(to).owner;
        let attack = u8::from(self.holding(from).sword)
            + u8::from(empire.fury)
            + u8::from(self.leader_of(attacker) == Some(Leader::Gauls) && self.gauls_strike(to));
        let defend = u8::from(self.holding(to).shield)
            + u8::from(empire.palisades.contains(&to))
            + u8::from(self.leader_of(defender) == Some(Leader::Romans) && self.testudo_at(to));
        DiceBonus { attack, defend }
    }

    /// Marks the invasion of `to` before its dice are rolled: the shop closes, and the
    /// leaders' first-invasion abilities take their territory.
    pub(crate) fn note_invasion(&mut self, to: TerritoryId) {
        let defender = self.holding(to).owner;
        let gauls = self.leader_of(self.turn.current) == Some(Leader::Gauls);
        let romans = self.leader_of(defender) == Some(Leader::Romans);
        if let Some(empire) = self.empire.as_mut() {
            empire.invaded = true;
            if gauls && empire.first_target.is_none() {
                empire.first_target = Some(to);
            }
            if romans && empire.testudo.is_none() {
                empire.testudo = Some(to);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_turn_keeps_the_piles_and_clears_the_rest() {
        let mut empire = Empire {
            potion_pile: vec![Potion::Levy],
            purse_pile: vec![1, 2],
            fury: true,
            cashed: true,
            guarded: vec![TerritoryId(3)],
            ..Empire::default()
        };
        empire.new_turn();
        assert_eq!(empire.potion_pile, vec![Potion::Levy]);
        assert_eq!(empire.purse_pile, vec![1, 2]);
        assert!(!empire.fury && !empire.cashed && empire.guarded.is_empty());
    }
}
