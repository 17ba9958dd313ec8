//! A turn's end: the card drawn for a conquest, the next player and the missions checked.

use crate::action::{Event, RuleError};
use crate::chance::{Chance, Outcome};
use crate::rules::WinCondition;
use crate::state::{ForceId, GameState, Phase};

impl GameState {
    /// Draws the turn's card if a territory was conquered, then passes to the next player.
    pub(super) fn end_turn(
        &mut self,
        chance: &Chance,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let force = self.turn.current;
        if self.plays_empire() {
            // 003 steps 5-6: a mission scored, a potion and a purse; the territory cards
            // served only at setup (RULINGS R2).
            if self.end_empire_turn(force, events) {
                return Ok(());
            }
        } else if self.turn.conquered {
            self.draw_card(force, chance, events)?;
        }
        self.pass_team_hand(force, events);
        events.push(Event::TurnEnded { force });
        let next = self.next_player(force);
        self.begin_turn(next, events);
        Ok(())
    }

    /// 001 "Ending your attack": the top card; an empty pile takes the shuffled discards.
    pub(super) fn draw_card(
        &mut self,
        force: ForceId,
        chance: &Chance,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.draw_pile.is_empty() {
            if self.discards.is_empty() {
                return Ok(());
            }
            self.draw_pile = std::mem::take(&mut self.discards);
            self.rng.shuffle(&mut self.draw_pile);
            events.push(Event::DeckReshuffled);
        }
        let card = match chance {
            Chance::Generator => self.draw_pile.pop(),
            Chance::Recorded(Outcome {
                card: Some(card), ..
            }) => {
                let at = self
                    .draw_pile
                    .iter()
                    .position(|c| c == card)
                    .ok_or(RuleError::RecordMismatch)?;
                Some(self.draw_pile.remove(at))
            }
            Chance::Recorded(_) => return Err(RuleError::RecordMismatch),
        };
        if let Some(card) = card {
            self.forces[usize::from(force.0)].hand.push(card);
            events.push(Event::CardDrawn { force, card });
        }
        Ok(())
    }

    /// The next player still in the game, counting rounds.
    pub(super) fn next_player(&mut self, after: ForceId) -> ForceId {
        let players: Vec<ForceId> = self.players().collect();
        let n = players.len();
        let position = |f: ForceId| players.iter().position(|&p| p == f).unwrap_or(0);
        let first = position(self.turn.first);
        let relative = |f: ForceId| (position(f) + n - first) % n;
        let at = position(after);
        for step in 1..=n {
            let next = players[(at + step) % n];
            if !self.force(next).eliminated {
                if relative(next) <= relative(after) {
                    self.turn.round += 1;
                }
                return next;
            }
        }
        after
    }

    /// 001 Secret Mission "Winning": the first mission completed wins, checked for the
    /// current player first, then the others in turn order.
    pub(super) fn check_missions(&mut self, events: &mut Vec<Event>) {
        if self.rules.win != WinCondition::Mission || matches!(self.phase, Phase::Finished { .. }) {
            return;
        }
        // Missions are checked between actions, never with a conquest waiting to be occupied.
        if matches!(
            self.phase,
            Phase::Claim | Phase::PlaceStartingArmies | Phase::Occupy { .. }
        ) {
            return;
        }
        let players: Vec<ForceId> = self.players().collect();
        let at = players
            .iter()
            .position(|&p| p == self.turn.current)
            .unwrap_or(0);
        // 004: only the player whose turn it is may claim a victory.
        let own_turn_only = self.rules.missions.is_some_and(|d| d.claimed_on_own_turn());
        let checked = if own_turn_only { 1 } else { players.len() };
        for step in 0..checked {
            let force = players[(at + step) % players.len()];
            if self.force(force).eliminated {
                continue;
            }
            let done = self
                .force(force)
                .missions
                .iter()
                .any(|m| m.is_complete(self, force));
            if done {
                self.finish(force, events);
                return;
            }
        }
    }
}
