//! The questions to a defender before an attack is rolled. 003's defence potions: a
//! defending bot answers at once; a human defender is asked (after a hand-off in
//! pass-and-play, or on their phone) (RULINGS R8: "defence cards may be played in others'
//! turns"). The dice, when defenders choose (RULINGS R5), for a defender on a phone.

use leptos::prelude::*;

use super::store::GameStore;
use crate::engine::action::Action;
use crate::engine::board::TerritoryId;
use crate::engine::state::ForceKind;

impl GameStore {
    /// Whether an attack on `to` must first ask its human holder for a defence potion: in a
    /// 003 game, when they hold a potion card and have neither played one there nor
    /// declined this turn. With other humans at the table any potion card counts (the count
    /// is public, so asking reveals nothing); alone against bots, only a playable defence
    /// card does.
    pub fn asks_for_guard(&self, to: TerritoryId) -> bool {
        let asked = self.state.with_untracked(|s| {
            let s = s.as_ref().filter(|s| s.plays_empire())?;
            let holder = s.holding(to).owner;
            let force = s.forces.get(usize::from(holder.0))?;
            let guarded = s.empire.as_ref().is_some_and(|e| e.guarded.contains(&to));
            let open = force.kind == ForceKind::Player
                && holder != s.turn.current
                && !force.potions.is_empty()
                && !guarded;
            Some((holder, open, s.turn.number))
        });
        let Some((holder, open, turn)) = asked else {
            return false;
        };
        let declined = self.declined.with_untracked(|d| d.contains(&(turn, to)));
        // On a phone the host asks; a seat on a phone is asked there whenever it holds a
        // potion card (the count is public: asking reveals nothing). Issue 38.
        if !open || self.is_bot(holder) || declined || self.is_remote() {
            return false;
        }
        if self.is_away(holder) {
            return true;
        }
        // Alone against bots nobody watches the screen: ask only when a card can be played.
        untrack(|| self.human_count()) >= 2
            || self.state.with_untracked(|s| {
                s.as_ref()
                    .is_some_and(|s| !s.guards_available(to).is_empty())
            })
    }

    /// Whether a phone's attack on `to` must wait for its defender's dice: the table lets
    /// defenders choose (RULINGS R5) and a person holds it with armies for 2 dice, on their
    /// own phone or at this device (issue 38; an attack from this device is asked by the
    /// battlefield).
    pub fn asks_for_dice(&self, to: TerritoryId) -> bool {
        if self.is_remote() || !self.defender_chooses.get_untracked() {
            return false;
        }
        // A choice only when the rules allow more than one die (001 "Attacking").
        let defender = self.state.with_untracked(|s| {
            s.as_ref().map(|s| {
                (
                    s.defending_seat(to),
                    s.max_defence_dice(s.holding(to).armies),
                )
            })
        });
        defender.is_some_and(|(seat, most)| most >= 2 && !self.is_bot(seat))
    }

    /// Whether a defender's dice question is drawn at this device (not the line saying a
    /// player answers on their phone): the map stands clear of it (issue 50).
    pub fn asks_dice_here(&self) -> bool {
        let Some((_, to, _)) = self.dice_question.get() else {
            return false;
        };
        let holder = self.state.with(|s| s.as_ref().map(|s| s.holding(to).owner));
        self.is_remote() || holder.is_some_and(|h| !self.is_away(h))
    }

    /// The defence potion a bot holding `to` plays against an attack from `from`, as an
    /// action; `None` when a human holds it or the bot plays none.
    fn bot_guard(&self, from: TerritoryId, to: TerritoryId) -> Option<Action> {
        let mut answer = None;
        self.state.with_untracked(|state| {
            let Some(state) = state.as_ref().filter(|s| s.plays_empire()) else {
                return;
            };
            let seat = state.holding(to).owner;
            self.bots.update_value(|bots| {
                if let Some(Some(bot)) = bots.get_mut(usize::from(seat.0)) {
                    answer = bot
                        .guard(state.seen_by(seat), from, to)
                        .map(|potion| Action::Guard {
                            territory: to,
                            potion,
                        });
                }
            });
        });
        answer
    }

    /// Plays what a bot defending against `action`, an attack about to be rolled, answers:
    /// first its defence potion (003 "Cartes potion magique": usable out of its own turn;
    /// one a territory a turn, RULINGS R8), dispatched here, then its dice when none were
    /// chosen, from the position after the potion (a Rally changes the most allowed; R5:
    /// the defender chooses after the attacker announces). Asked at every roll, a blitz's
    /// too, as the engine's own bot games ask. `Some(played)` when it played a potion;
    /// `None` for a human's territory, a bot that plays none, or another action.
    pub fn answer_for_bot_defender(&self, action: &mut Action) -> Option<bool> {
        let Action::Attack {
            from,
            to,
            dice,
            defend,
        } = action
        else {
            return None;
        };
        let guarded = self.bot_guard(*from, *to).map(|guard| self.dispatch(guard));
        if defend.is_none() {
            *defend = self.bot_defence(*to, *dice);
        }
        guarded
    }

    /// Closes the question to the defender: plays `guard` if given, else notes the refusal
    /// for the rest of the turn. On a phone the answer goes to the host.
    pub fn answer_guard(&self, guard: Option<Action>) {
        let Some((_, to)) = self.guard_request.get_untracked() else {
            return;
        };
        if self.is_remote() && guard.is_none() {
            self.tell_host(|at| crate::engine::link::FromPhone::Decline { at });
        }
        match guard {
            Some(action) => {
                self.dispatch(action);
            }
            None => {
                let turn = self
                    .state
                    .with_untracked(|s| s.as_ref().map_or(0, |s| s.turn.number));
                self.declined.update(|d| d.push((turn, to)));
            }
        }
        self.guard_request.set(None);
    }
}
