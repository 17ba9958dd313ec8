//! 002 "Règle pour 2 joueurs": the allied force (RULINGS R3, R9). It holds the 14 territories
//! the deal leaves, 2 armies on each, and gets half (rounded down) of everything the active
//! player receives, placed by the other player. A turn of A goes in three times: A places and
//! attacks (the opponent or the ally) and moves in; then B places the ally's half and may
//! counter-attack A with allied armies, never B's own territories; then A takes the initiative
//! again with A's own forces, attacks or moves once more, and ends the turn. The opponent rolls
//! the ally's defence; nobody gains cards through the ally, but taking allied territory earns
//! the usual card; a destroyed ally gets nothing more.

use super::action::{Event, RuleError};
use super::rules::ExtraForces;
use super::state::{ForceId, ForceKind, GameState, Phase};

pub use crate::state::AllyStep;

impl GameState {
    /// Whether this game has 002's allied force.
    pub fn plays_allied_force(&self) -> bool {
        matches!(self.rules.extra_forces, ExtraForces::Allied { .. })
    }

    /// The allied force, while it stands.
    pub fn standing_ally(&self) -> Option<ForceId> {
        self.force_ids()
            .find(|&f| self.force(f).kind == ForceKind::Allied && !self.force(f).eliminated)
    }

    /// The step a new turn starts at: the first, while the ally stands.
    pub(crate) fn first_ally_step(&self) -> Option<AllyStep> {
        self.standing_ally().map(|_| AllyStep::Opening)
    }

    /// Whether the other player is taking the ally's step now: placing its armies or
    /// counter-attacking with them.
    pub fn allied_counter(&self) -> bool {
        self.turn.ally_step == Some(AllyStep::Counter)
    }

    /// The other player, who decides for the ally in step 2.
    pub(crate) fn other_player(&self) -> ForceId {
        let current = self.turn.current;
        self.players()
            .find(|&p| p != current && !self.force(p).eliminated)
            .unwrap_or(current)
    }

    /// Refuses the free move and the end of the turn before the ally's step (002: "Quand B en
    /// a terminé, A reprend l'initiative").
    pub(crate) fn ally_step_done(&self) -> Result<(), RuleError> {
        match self.turn.ally_step {
            Some(AllyStep::Opening) if self.standing_ally().is_some() => {
                Err(RuleError::AllyStepFirst)
            }
            Some(AllyStep::Counter) => Err(RuleError::AllyStepFirst),
            _ => Ok(()),
        }
    }

    /// The end of an attack in a turn with the allied force: A's hands the turn to B for the
    /// ally's step (its half to place, then a counter-attack if B wishes); B's gives the
    /// initiative back to A. Returns whether the step moved on (otherwise the attack ends as
    /// usual, into the free move).
    pub(crate) fn next_ally_step(&mut self, events: &mut Vec<Event>) -> bool {
        match self.turn.ally_step {
            Some(AllyStep::Opening) => {
                let received = std::mem::take(&mut self.turn.received);
                let Some(ally) = self.standing_ally() else {
                    self.turn.ally_step = None;
                    return false;
                };
                // 002 "Renforts": half of what the active player received, rounded down.
                let armies = received / 2;
                self.turn.ally_step = Some(AllyStep::Counter);
                // Captured cards are the active player's to trade, never the other's.
                self.turn.capture_trade = false;
                events.push(Event::AllyStepBegan {
                    ally,
                    seat: self.other_player(),
                    armies,
                });
                if armies > 0 {
                    self.turn.placing_for = Some(ally);
                    self.turn.reserve = armies;
                    self.phase = Phase::Reinforce;
                } else {
                    self.phase = Phase::Attack;
                }
                true
            }
            Some(AllyStep::Counter) => {
                self.turn.ally_step = Some(AllyStep::Resumed);
                self.phase = Phase::Attack;
                events.push(Event::InitiativeResumed {
                    force: self.turn.current,
                });
                true
            }
            _ => false,
        }
    }
}
