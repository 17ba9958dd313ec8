//! 003 in battle: who leads a force, the dice bonus of swords, shields, Fury, Palisades and
//! the Gauls' and Romans' abilities, and the invasion noted for them.

use super::pieces::DiceBonus;
use crate::board::TerritoryId;
use crate::state::{ForceId, GameState, Leader};

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
