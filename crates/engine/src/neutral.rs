//! 004 "Règle pour 2 joueurs": the neutral army of 32 with 2 armies on each of its 16
//! territories, that receives half (rounded down) of every reinforcement a player receives,
//! placed by the other player once the active one has placed theirs (RULINGS R3, R9).

use super::action::Event;
use super::rules::ExtraForces;
use super::state::{ForceId, ForceKind, GameState, Phase};

impl ExtraForces {
    /// Whether the extra forces' starting armies stand evenly on their dealt territories
    /// rather than being placed by the players (004: "placent 2 régiments sur chaque
    /// territoire de l'armée neutre").
    pub fn placed_evenly(self) -> bool {
        // 002: "L'un des joueurs y place 2 armées sur chacun d'eux" (RULINGS R3).
        matches!(
            self,
            ExtraForces::Neutral {
                half_reinforcements: true,
                ..
            } | ExtraForces::Allied { .. }
        )
    }

    /// Whether a neutral or allied force receives half of each player's reinforcements (004,
    /// 002, RULINGS R9).
    pub fn takes_half_reinforcements(self) -> bool {
        self.placed_evenly()
    }

    /// Whether the +2 of each pictured card whose territory the player holds counts among what
    /// the player receives: 002's ally gets half of it too (002 "il reçoit 2 armées
    /// supplémentaires par carte", RULINGS R9); 004's example counts territories, region and
    /// set only ("6+3+8 = 17").
    pub fn halves_occupied_bonus(self) -> bool {
        matches!(self, ExtraForces::Allied { .. })
    }
}

impl GameState {
    /// 004 "Préparation du jeu": the extra forces' remaining starting armies go one by one
    /// over their territories, in board order, so each of the neutral's 16 holds 2.
    pub(crate) fn spread_extra_armies(&mut self) {
        if !self.rules.extra_forces.placed_evenly() {
            return;
        }
        let extras: Vec<ForceId> = self
            .force_ids()
            .filter(|&f| self.force(f).kind != ForceKind::Player)
            .collect();
        for force in extras {
            let owned: Vec<_> = self.territories_of(force).collect();
            let mut next = owned.iter().cycle();
            while self.force(force).setup_armies > 0 {
                let Some(&territory) = next.next() else { break };
                self.territories[usize::from(territory.0)].armies += 1;
                self.forces[usize::from(force.0)].setup_armies -= 1;
            }
        }
    }

    /// Counts armies the current player just received (their turn's reinforcements or a
    /// traded set), of which the neutral will get half.
    pub(crate) fn note_received(&mut self, armies: u32) {
        if self.rules.extra_forces.takes_half_reinforcements() {
            self.turn.received = self.turn.received.saturating_add(armies);
        }
    }

    /// 004 "Les Renforts de l'armée neutre": once the active player's reserve is placed,
    /// the standing neutral gets half of what they received, rounded down, to be placed by
    /// the other player. Returns whether the neutral now has armies to place.
    pub(crate) fn reinforce_neutral(&mut self, events: &mut Vec<Event>) -> bool {
        // 002's ally gets its half after the attacks, in the other player's step (allied.rs).
        let neutral_half = matches!(
            self.rules.extra_forces,
            ExtraForces::Neutral {
                half_reinforcements: true,
                ..
            }
        );
        if !neutral_half || self.turn.placing_for.is_some() {
            return false;
        }
        let received = std::mem::take(&mut self.turn.received);
        let neutral = self
            .force_ids()
            .find(|&f| self.force(f).kind == ForceKind::Neutral && !self.force(f).eliminated);
        let armies = received / 2;
        let Some(force) = neutral.filter(|_| armies > 0) else {
            return false;
        };
        self.turn.placing_for = Some(force);
        self.turn.reserve = armies;
        events.push(Event::NeutralReinforced { force, armies });
        true
    }

    /// The seat whose decision the game awaits: the current player, or, while the 004
    /// neutral's reinforcements are placed, their opponent ("Le second joueur répartit les
    /// renforts de l'armée neutre").
    pub fn deciding_seat(&self) -> ForceId {
        let current = self.turn.current;
        // 002: the other player takes the ally's step (allied.rs).
        if self.allied_counter() {
            return self.other_player();
        }
        let placing_neutral = self.phase == Phase::Reinforce
            && self
                .turn
                .placing_for
                .is_some_and(|f| self.force(f).kind == ForceKind::Neutral);
        if !placing_neutral {
            return current;
        }
        self.players()
            .find(|&p| p != current && !self.force(p).eliminated)
            .unwrap_or(current)
    }
}
