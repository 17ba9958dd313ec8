//! The turns before the first: claiming territories and placing the starting armies, one
//! player after another (RULINGS R3).

use crate::action::{Event, RuleError};
use crate::board::TerritoryId;
use crate::chance::{Chance, Outcome};
use crate::state::{ForceId, GameState, Phase};

impl GameState {
    /// 001 Setup 2-3, 000 "Revendication des Territoires": claim an empty territory.
    pub(super) fn claim(
        &mut self,
        territory: TerritoryId,
        chance: &Chance,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.phase != Phase::Claim {
            return Err(RuleError::WrongPhase);
        }
        let territory = self.known(territory)?;
        if self.holding(territory).is_claimed() {
            return Err(RuleError::AlreadyClaimed);
        }
        let force = self.turn.current;
        if self.force(force).setup_armies == 0 {
            return Err(RuleError::NoArmiesLeft);
        }
        let holding = &mut self.territories[usize::from(territory.0)];
        holding.owner = force;
        holding.armies = 1;
        self.forces[usize::from(force.0)].setup_armies -= 1;
        events.push(Event::Claimed { force, territory });
        if self.territories.iter().all(|h| h.is_claimed()) {
            self.phase = Phase::PlaceStartingArmies;
        }
        self.next_setup_player(chance, events)
    }

    /// 001 Setup 4: place one more army on a territory you hold, in turn.
    pub(super) fn place_starting_army(
        &mut self,
        territory: TerritoryId,
        chance: &Chance,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.phase == Phase::Claim {
            return Err(RuleError::UnclaimedTerritoriesRemain);
        }
        if self.phase != Phase::PlaceStartingArmies {
            return Err(RuleError::WrongPhase);
        }
        let territory = self.known(territory)?;
        let force = self.starting_army_force();
        if self.holding(territory).owner != force {
            return Err(if force == self.turn.current {
                RuleError::NotYourTerritory
            } else {
                RuleError::NotNeutralTerritory
            });
        }
        if self.force(force).setup_armies == 0 {
            return Err(RuleError::NoArmiesLeft);
        }
        self.check_cap(territory, 1)?;
        self.territories[usize::from(territory.0)].armies += 1;
        self.forces[usize::from(force.0)].setup_armies -= 1;
        events.push(Event::Placed {
            force,
            territory,
            armies: 1,
        });
        if self.setup_turn_goes_on(force) {
            return Ok(());
        }
        self.turn.setup_step = 0;
        self.next_setup_player(chance, events)
    }

    /// Passes setup to the next player with armies left, or starts the first turn.
    pub(super) fn next_setup_player(
        &mut self,
        chance: &Chance,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let players: Vec<ForceId> = self.players().collect();
        let at = players
            .iter()
            .position(|&p| p == self.turn.current)
            .unwrap_or(0);
        for step in 1..=players.len() {
            let next = players[(at + step) % players.len()];
            if self.force(next).setup_armies > 0 {
                self.turn.current = next;
                return Ok(());
            }
        }
        events.push(Event::SetupDone);
        if self.rules.first_turn_rolled_again {
            // 000: everyone rolls again for the first turn; a uniform pick is the same chance.
            let rolled = players[self.rng.below(players.len() as u32) as usize];
            let first = match chance {
                Chance::Generator => rolled,
                Chance::Recorded(Outcome {
                    first: Some(seat), ..
                }) if players.contains(&ForceId(*seat)) => ForceId(*seat),
                Chance::Recorded(_) => return Err(RuleError::RecordMismatch),
            };
            self.turn.first = first;
            events.push(Event::FirstTurnRolled { force: first });
        }
        // 001 Setup 6: otherwise whoever placed the first army takes the first turn.
        self.end_setup(events);
        Ok(())
    }

    // ----- reinforcement --------------------------------------------------------------------
}
