//! 001 "Rules variations for RISK experts" that change a turn's flow: at most 12 armies on a
//! territory, the armies that cannot be placed being lost. (The set values +1 and connected
//! fortification are rule fields, see `RuleSet::with_toggles`.)

use super::action::Event;
use super::board::TerritoryId;
use super::state::{GameState, Phase};

impl GameState {
    /// Armies `territory` can still take under the preset's limit (001 experts "Armies per
    /// territory": 12), or `u32::MAX` without one.
    pub fn room(&self, territory: TerritoryId) -> u32 {
        match self.rules.max_armies_per_territory {
            Some(cap) => cap.saturating_sub(self.holding(territory).armies),
            None => u32::MAX,
        }
    }

    /// Adds up to `armies` to `territory` within its room; the rest are lost (001 experts:
    /// "If because of this rule you are unable to place some armies, you lose those armies").
    pub(crate) fn add_within_room(
        &mut self,
        territory: TerritoryId,
        armies: u32,
        events: &mut Vec<Event>,
    ) {
        let placed = armies.min(self.room(territory));
        self.territories[usize::from(territory.0)].armies += placed;
        if placed < armies {
            events.push(Event::ArmiesLost {
                force: self.holding(territory).owner,
                armies: armies - placed,
            });
        }
    }

    /// Ends a reinforcement whose armies have nowhere left to go: every territory of the
    /// player is full, so the reserve is lost and the attack begins (001 experts).
    pub(crate) fn lose_unplaceable_reserve(&mut self, events: &mut Vec<Event>) {
        if self.phase != Phase::Reinforce
            || self.turn.reserve == 0
            || self.rules.max_armies_per_territory.is_none()
            || self.must_trade()
        {
            return;
        }
        let me = self.turn.current;
        if self.territories_of(me).any(|t| self.room(t) > 0) {
            return;
        }
        events.push(Event::ArmiesLost {
            force: me,
            armies: self.turn.reserve,
        });
        self.turn.reserve = 0;
        self.turn.capture_trade = false;
        self.phase = Phase::Attack;
    }
}
