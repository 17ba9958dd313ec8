//! Undo of non-random actions: a trail of the positions before each step the deciding player
//! may take back, cleared at every roll, draw or change of hands, so that an undo can never
//! re-roll a die or re-draw a card (issue 10).

use super::action::{Action, Event};
use super::record::{Record, ReplayError};
use super::state::{ForceId, GameState};

/// Whether `action` is of a kind that may be taken back: a placement of reinforcements, a
/// move-in after a conquest, a fortification, or the end of the attacks. Claims and starting
/// armies pass the turn; trades, the 003 shop and potions reveal or draw cards.
pub fn may_take_back(action: &Action) -> bool {
    matches!(
        action,
        Action::Place { .. } | Action::Occupy { .. } | Action::Fortify { .. } | Action::EndAttack
    )
}

/// Whether the events of a step reveal nothing random or hidden: only armies placed or
/// moved. Any die, card, purse, potion, elimination or end of turn closes the trail.
fn only_moves(events: &[Event]) -> bool {
    events.iter().all(|event| {
        matches!(
            event,
            Event::Placed { .. } | Event::Occupied { .. } | Event::Fortified { .. }
        )
    })
}

/// The positions the deciding player may go back to, newest last.
#[derive(Clone, Debug, Default)]
pub struct UndoTrail {
    /// The position before each step that may be taken back, with the seat that took it and
    /// how many events the step produced.
    before: Vec<(ForceId, GameState, usize)>,
}

impl UndoTrail {
    /// An empty trail.
    pub fn new() -> UndoTrail {
        UndoTrail::default()
    }

    /// Notes a step just applied: `before` is the position before it (taken only for actions
    /// [`may_take_back`] accepts), `after` the position now. The step joins the trail when it
    /// rolled, drew and revealed nothing and the same seat still decides in the same turn;
    /// otherwise the trail is cleared, and nothing before this step can be undone any more.
    pub fn note(
        &mut self,
        before: Option<GameState>,
        action: &Action,
        events: &[Event],
        after: &GameState,
    ) {
        let Some(before) = before else {
            self.before.clear();
            return;
        };
        let seat = before.deciding_seat();
        let kept = may_take_back(action)
            && only_moves(events)
            && after.deciding_seat() == seat
            && after.placing_force() == before.placing_force()
            && after.turn.number == before.turn.number
            && after.winner().is_none();
        if !kept {
            self.before.clear();
            return;
        }
        if self.before.last().is_some_and(|(last, _, _)| *last != seat) {
            self.before.clear();
        }
        self.before.push((seat, before, events.len()));
    }

    /// Whether `seat` may take back its last step.
    pub fn can_undo(&self, seat: ForceId) -> bool {
        self.before.last().is_some_and(|(last, _, _)| *last == seat)
    }

    /// How many steps may be taken back in a row.
    pub fn len(&self) -> usize {
        self.before.len()
    }

    /// Whether nothing may be taken back.
    pub fn is_empty(&self) -> bool {
        self.before.is_empty()
    }

    /// Forgets every position (a new game).
    pub fn clear(&mut self) {
        self.before.clear();
    }

    /// Replays a game read from its record (a reload, a slot, a file): its position, and the
    /// trail as it stood when the record's last step was played, so undo survives a reload.
    pub fn replay(record: &Record) -> Result<(GameState, UndoTrail), ReplayError> {
        UndoTrail::replay_with(record, |_| {})
    }

    /// Replays like [`UndoTrail::replay`], handing every step's events to `seen` (the
    /// table rebuilds its log from them, issue 23).
    pub fn replay_with(
        record: &Record,
        mut seen: impl FnMut(&[Event]),
    ) -> Result<(GameState, UndoTrail), ReplayError> {
        let mut trail = UndoTrail::new();
        let mut before = record.initial_state()?;
        let state = record.replay_with(|after, action, events| {
            let kept = may_take_back(action).then(|| before.clone());
            trail.note(kept, action, events, after);
            before = after.clone();
            seen(events);
        })?;
        Ok((state, trail))
    }

    /// Takes back the last step: drops it from `record` and returns the position before it
    /// (whose generator is the one it had, so the dice to come are the same dice) with how
    /// many events the step had produced.
    pub fn undo(&mut self, record: &mut Record) -> Option<(GameState, usize)> {
        let (_, before, events) = self.before.pop()?;
        record.actions.pop();
        Some((before, events))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::TerritoryId;

    #[test]
    fn only_moves_and_placements_may_be_taken_back() {
        assert!(may_take_back(&Action::EndAttack));
        assert!(may_take_back(&Action::Occupy { armies: 3 }));
        assert!(!may_take_back(&Action::EndTurn));
        assert!(!may_take_back(&Action::Attack {
            from: TerritoryId(0),
            to: TerritoryId(1),
            dice: 3,
            defend: None
        }));
        assert!(!may_take_back(&Action::BuyMission));
    }
}
