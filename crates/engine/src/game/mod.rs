//! Applying actions: the rules of a turn, from setup to victory. Every action is checked
//! before anything changes, so a refused action leaves the state as it was. This file takes
//! an action to the step of the turn that plays it, one file each.

mod attack;
mod end_turn;
mod fortify;
mod opening;
mod reinforce;

use super::action::{Action, Event, RuleError};
use super::board::TerritoryId;
use super::state::{ForceId, GameState, Phase};

pub(crate) use crate::chance::Chance;
pub use crate::chance::Outcome;

impl GameState {
    /// Applies `action` for the player whose turn it is, returning what happened, or the
    /// rule it breaks (and then nothing changes).
    pub fn apply(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        self.apply_with(action, Chance::Generator)
    }

    /// Applies `action` with its recorded random outcome instead of the generator.
    pub fn apply_recorded(
        &mut self,
        action: &Action,
        outcome: &Outcome,
    ) -> Result<Vec<Event>, RuleError> {
        self.apply_with(action, Chance::Recorded(outcome))
    }

    /// Whether `action` is legal now, and if not, why.
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        self.clone().apply(action).map(|_| ())
    }

    /// Checks then applies an action.
    fn apply_with(&mut self, action: &Action, chance: Chance) -> Result<Vec<Event>, RuleError> {
        if matches!(self.phase, Phase::Finished { .. }) {
            return Err(RuleError::GameOver);
        }
        let mut events = Vec::new();
        match *action {
            Action::Claim { territory } => self.claim(territory, &chance, &mut events)?,
            Action::PlaceStartingArmy { territory } => {
                self.place_starting_army(territory, &chance, &mut events)?
            }
            Action::ChooseHeadquarters { territory } => {
                self.choose_headquarters(territory, &mut events)?
            }
            Action::TradeCards { cards } => self.trade(cards, &mut events)?,
            Action::Place { territory, armies } => self.place(territory, armies, &mut events)?,
            Action::Attack {
                from,
                to,
                dice,
                defend,
            } => self.attack(from, to, dice, defend, &chance, &mut events)?,
            Action::Reroll { die, card } => self.reroll(die, card, &chance, &mut events)?,
            Action::Commander { die } => self.commander(die, &mut events)?,
            Action::Resolve => self.resolve(&mut events)?,
            Action::Occupy { armies } => self.occupy(armies, &chance, &mut events)?,
            Action::ClaimObjective { mission } => self.claim_objective(mission, &mut events)?,
            Action::Influence { force, card } => self.influence(force, card, &mut events)?,
            Action::ReinforceAlly { force } => self.reinforce_ally(force, &chance, &mut events)?,
            Action::EndAttack => {
                self.expect_attack_phase()?;
                self.end_invasion(&chance, &mut events)?;
                // 002 with the allied force: the ally's step comes between (RULINGS R9).
                if !self.next_ally_step(&mut events) {
                    self.phase = Phase::Fortify;
                }
            }
            Action::Fortify { from, to, armies } => self.fortify(from, to, armies, &mut events)?,
            Action::EndTurn => {
                if !matches!(self.phase, Phase::Attack | Phase::Fortify) {
                    return Err(RuleError::WrongPhase);
                }
                self.ally_step_done()?;
                self.end_invasion(&chance, &mut events)?;
                self.end_turn(&chance, &mut events)?;
            }
            Action::CashSesterces { sesterces } => self.cash_sesterces(sesterces, &mut events)?,
            Action::BuyWare { ware, territory } => self.buy_ware(ware, territory, &mut events)?,
            Action::BuyMission => self.buy_mission(&mut events)?,
            Action::SwapMission { mission } => self.swap_mission(mission, &mut events)?,
            Action::PlayPotion { potion, territory } => {
                self.play_potion(potion, territory, &mut events)?
            }
            Action::Guard { territory, potion } => self.guard(territory, potion, &mut events)?,
        }
        self.lose_unplaceable_reserve(&mut events);
        if !matches!(
            self.phase,
            Phase::Attack | Phase::Rolled | Phase::Occupy { .. }
        ) {
            self.return_card_aside();
        }
        self.check_missions(&mut events);
        Ok(events)
    }

    /// A territory id checked against the board.
    pub(crate) fn known(&self, territory: TerritoryId) -> Result<TerritoryId, RuleError> {
        if usize::from(territory.0) < self.territories.len() {
            Ok(territory)
        } else {
            Err(RuleError::UnknownTerritory)
        }
    }

    /// Fails unless `force` holds `territory`.
    pub(crate) fn held_by(
        &self,
        territory: TerritoryId,
        force: ForceId,
    ) -> Result<TerritoryId, RuleError> {
        let territory = self.known(territory)?;
        if self.holding(territory).owner == force && self.holding(territory).armies > 0 {
            Ok(territory)
        } else {
            Err(RuleError::NotYourTerritory)
        }
    }

    /// Fails if a territory would hold more armies than the preset allows.
    fn check_cap(&self, territory: TerritoryId, adding: u32) -> Result<(), RuleError> {
        match self.rules.max_armies_per_territory {
            Some(cap) if self.holding(territory).armies.saturating_add(adding) > cap => {
                Err(RuleError::TerritoryFull)
            }
            _ => Ok(()),
        }
    }

    // ----- setup --------------------------------------------------------------------------
}
