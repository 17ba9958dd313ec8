//! 003's five leaders ((house) RULINGS R8): one ability each, used once per turn, balanced
//! by simulation between bots of equal level (see `docs/bots.md`). The book says only that
//! each people has its own abilities, usable once per turn (003 "Cartes leader").

use super::super::action::Event;
use super::super::board::TerritoryId;
use super::super::state::{ForceId, GameState, Leader};

/// Sesterces the Egyptians' harvest brings at the start of each of their turns.
pub const HARVEST_SESTERCES: u32 = 1;
/// Sesterces the Vikings' first conquest of a turn brings.
pub const PLUNDER_SESTERCES: u32 = 1;
/// The Hispanians' extra armies when they cash sesterces, in percent of the table's value.
pub const SILVER_PERCENT: u32 = 75;

impl Leader {
    /// The five peoples, in the order their cards are listed.
    pub const ALL: [Leader; 5] = [
        Leader::Gauls,
        Leader::Romans,
        Leader::Egyptians,
        Leader::Vikings,
        Leader::Hispanians,
    ];
}

impl GameState {
    /// Gauls, "the strength of the potion": the first territory they invade in a turn is
    /// attacked with +1 on the best die in every battle of that invasion.
    pub(crate) fn gauls_strike(&self, to: TerritoryId) -> bool {
        self.empire
            .as_ref()
            .is_some_and(|e| e.first_target == Some(to))
    }

    /// Romans, "the testudo": the first of their territories attacked in a turn defends
    /// with +1 on the best die for the rest of that turn.
    pub(crate) fn testudo_at(&self, to: TerritoryId) -> bool {
        self.empire.as_ref().is_some_and(|e| e.testudo == Some(to))
    }

    /// Egyptians, "the flood of the Nile": a sesterce at the start of their turn in every
    /// second round.
    pub(crate) fn harvest(&mut self, force: ForceId, events: &mut Vec<Event>) {
        if self.leader_of(force) == Some(Leader::Egyptians) && self.turn.round.is_multiple_of(2) {
            self.forces[usize::from(force.0)].sesterces += HARVEST_SESTERCES;
            events.push(Event::LeaderIncome {
                force,
                leader: Leader::Egyptians,
                sesterces: HARVEST_SESTERCES,
            });
        }
    }

    /// Vikings, "raiders from the sea": in every second round (the odd ones), the first port
    /// they take from another port brings a sesterce.
    pub(crate) fn plunder(
        &mut self,
        force: ForceId,
        from: TerritoryId,
        to: TerritoryId,
        events: &mut Vec<Event>,
    ) {
        let board = self.board();
        let port = board.territory(from).port && board.territory(to).port;
        let season = self.turn.round % 2 == 1;
        if self.leader_of(force) != Some(Leader::Vikings)
            || force != self.turn.current
            || !port
            || !season
        {
            return;
        }
        let Some(empire) = self.empire.as_mut().filter(|e| !e.plundered) else {
            return;
        };
        empire.plundered = true;
        self.forces[usize::from(force.0)].sesterces += PLUNDER_SESTERCES;
        events.push(Event::LeaderIncome {
            force,
            leader: Leader::Vikings,
            sesterces: PLUNDER_SESTERCES,
        });
    }

    /// Hispanians, "Iberian silver": half as many armies again (rounded down) when they
    /// cash sesterces for `armies` (once a turn, as cashing is).
    pub(crate) fn silver(&self, force: ForceId, armies: u32) -> u32 {
        if self.leader_of(force) == Some(Leader::Hispanians) {
            armies * SILVER_PERCENT / 100
        } else {
            0
        }
    }
}
