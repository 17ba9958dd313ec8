//! The bots at the table. Their thinking runs off the page (public/bots/: a Web Worker with
//! the bots' own wasm, or the page itself where no worker can start; issue 51 item 2), so the
//! page's wasm carries no bot code: the page asks, and plays the answer on a later tick. A
//! defending bot's dice and defence potion are answered at once on the page ([`Reflex`]).

use std::collections::VecDeque;
use std::sync::atomic::{AtomicU32, Ordering};

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use super::store::{Asked, BotStep, GameStore};
use crate::engine::action::Action;
use crate::engine::board::TerritoryId;
use crate::engine::bot::Level;
use crate::engine::imported;
use crate::engine::record::Seat;
use crate::engine::state::GameState;
use lamorisse_bots::{Answer, Request};

/// The next decision's request number.
static NEXT_ID: AtomicU32 = AtomicU32::new(0);

/// Sends `request` to the bots through index.html's `lamorisseBots(request, reply)`, which
/// loads public/bots/bots.js the first time; `reply` gets the answer, or a refusal saying why
/// none came (an answer that cannot be read is refused, never applied).
pub fn ask(request: &Request, reply: impl FnOnce(Answer) + 'static) {
    let Ok(text) = serde_json::to_string(request) else {
        return reply(Answer::Refused("unwritable request".into()));
    };
    let answered: js_sys::Function = Closure::once_into_js(move |value: JsValue| {
        let answer = value
            .as_string()
            .and_then(|text| serde_json::from_str::<Answer>(&text).ok())
            .unwrap_or_else(|| Answer::Refused("unreadable answer".into()));
        if let Answer::Refused(why) = &answer {
            leptos::logging::warn!("the bots refused a request: {why}");
        }
        reply(answer);
    })
    .unchecked_into();
    let window: JsValue = window().into();
    let sent = js_sys::Reflect::get(&window, &"lamorisseBots".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .map(|f| f.call2(&window, &text.into(), &answered));
    // Nothing sent: the answer is a refusal at once, so the game never waits for it.
    if !matches!(sent, Some(Ok(_))) {
        leptos::logging::warn!("the bots cannot be asked: no lamorisseBots()");
        let _ = answered.call1(&JsValue::NULL, &JsValue::UNDEFINED);
    }
}

/// Each seat's level, when a bot plays it.
fn levels(seats: &[Seat]) -> Vec<Option<Level>> {
    seats
        .iter()
        .map(|seat| seat.bot.as_deref()?.parse().ok())
        .collect()
}

impl GameStore {
    /// Seats a new or loaded game's bots: their answers when attacked here, their thinking
    /// off the page (told the seats, the seed and an imported board). Each bot is seeded from
    /// the game's seed and its seat.
    pub(super) fn seat_bots(&self, seats: &[Seat], seed: u64, board: &str) {
        let levels = levels(seats);
        self.bots
            .set_value(lamorisse_bots::table::reflexes(&levels, seed));
        self.asked.set_value(None);
        if levels.iter().any(Option::is_some) {
            let board = imported::carried(board).map(|carried| (board.to_owned(), carried));
            let request = Request::Seats {
                seats: levels,
                seed,
                board,
            };
            ask(&request, |_| {});
        }
    }

    /// The dice a bot defending `to` rolls against `dice` attackers, decided at once; `None`
    /// when a human holds it.
    pub(super) fn bot_defence(&self, to: TerritoryId, dice: u8) -> Option<u8> {
        let mut answer = None;
        self.state.with_untracked(|state| {
            let Some(state) = state else { return };
            let seat = state.defending_seat(to);
            self.bots.update_value(|bots| {
                if let Some(Some(bot)) = bots.get_mut(usize::from(seat.0)) {
                    answer = Some(bot.defend(state.seen_by(seat), to, dice));
                }
            });
        });
        answer
    }

    /// Lets the bot to move take one action (a defending bot picks its own dice), once its
    /// thinking has answered: `Waiting` until then.
    pub fn bot_step(&self) -> BotStep {
        if self.guard_request.get_untracked().is_some() {
            return BotStep::Idle;
        }
        let Some(chosen) = self.bot_choice() else {
            return BotStep::Waiting;
        };
        let Some(mut action) = chosen else {
            return BotStep::Idle;
        };
        // 003: a human defender may first answer with a defence potion.
        if let Action::Attack { from, to, .. } = action
            && self.asks_for_guard(to)
        {
            self.guard_request.set(Some((from, to)));
            self.asked.set_value(None);
            return BotStep::Idle;
        }
        // A bot defender's potion: the attacker, a bot, then decides again.
        if let Some(played) = self.answer_for_bot_defender(&mut action) {
            return self.played(played);
        }
        self.played(self.dispatch(action))
    }

    /// After the page played the bots' next action: the actions still to come are for the
    /// position it left, when it was applied (else they are dropped).
    fn played(&self, applied: bool) -> BotStep {
        let now = self.state.get_untracked();
        self.asked
            .update_value(|asked| match (asked.as_mut(), now) {
                (Some(a), Some(now))
                    if applied && a.answer.as_ref().is_some_and(|q| !q.is_empty()) =>
                {
                    a.state = now;
                }
                _ => *asked = None,
            });
        BotStep::acted(applied)
    }

    /// The action of the bot to move in the current position, once answered (`Some(None)`:
    /// none, as when a human is to move); `None` while the bots think, after asking them if
    /// this position was not asked yet.
    fn bot_choice(&self) -> Option<Option<Action>> {
        let state = self.state.get_untracked()?;
        if !self.is_bot(state.deciding_seat()) || self.is_remote() {
            return Some(None);
        }
        let next = self.asked.try_update_value(|asked| match asked {
            Some(a) if a.state == state => Some(a.answer.as_mut().map(VecDeque::pop_front)),
            _ => None,
        });
        match next.flatten() {
            Some(Some(Some(action))) => Some(Some(action)),
            Some(None) => None,
            _ => {
                self.ask_bot(state);
                None
            }
        }
    }

    /// Asks the bots for the action of the seat to move in `state`; the answer wakes the
    /// bots' timer ([`GameStore::thinking`]). A refused request gets the first legal action,
    /// so the game goes on.
    fn ask_bot(&self, state: GameState) {
        let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
        let fallback = state.legal_actions().into_iter().next();
        let request = Request::Decide {
            state: Box::new(state.clone()),
        };
        self.asked.set_value(Some(Asked {
            id,
            state,
            answer: None,
        }));
        let store = *self;
        self.waiting.set(true);
        ask(&request, move |answer| {
            store.waiting.set(false);
            // (A bot is to move, so there is an action: none means the bots lost their seats.)
            let plays: VecDeque<Action> = match answer {
                Answer::Plays(plays) if !plays.is_empty() => plays.into(),
                _ => {
                    leptos::logging::warn!(
                        "no action from the bots: the first legal one stands in"
                    );
                    fallback.into_iter().collect()
                }
            };
            let current = store.asked.try_update_value(|asked| match asked {
                Some(a) if a.id == id => a.answer = Some(plays),
                _ => {}
            });
            if current.is_some() {
                store.thinking.update(|n| *n = n.wrapping_add(1));
            }
        });
    }
}
