//! 003's question to a human defender before an attack is rolled: play a defence potion or
//! not (RULINGS R8). With several people at the table the tablet first goes to the defender
//! (an overlay); the question itself is the step's control in the side column or sheet, so
//! the map beside it draws that battle and frames both territories clear of it (issue 50).

use leptos::prelude::*;

use crate::ui::shown::Shown;

use super::passing::{i_am, pass_back_to, pass_to};
use super::reads::{seat_name, with_state};
use crate::engine::action::Action;
use crate::engine::board::TerritoryId;
use crate::engine::i18n::Lang;
use crate::engine::state::ForceId;
use crate::engine::text::empire_message::potion_word;
use crate::ui::phrases::say;
use crate::ui::store::GameStore;
use crate::ui::words::W;
use crate::ui::words::catalogs::speak_word_part;

/// Where the defender's question stands, shared by the hand-off overlay and the question.
#[derive(Clone, Copy)]
pub(super) struct GuardAsk {
    /// The defender holds the device (after the hand-off, when several people play).
    ready: RwSignal<bool>,
    /// The answer is given and the tablet goes back to a human attacker.
    handing_back: RwSignal<bool>,
    /// How many people play at this table.
    humans: Signal<usize>,
}

impl GuardAsk {
    /// A question not yet asked, at a table of `humans` people.
    pub(super) fn new(humans: Signal<usize>) -> GuardAsk {
        GuardAsk {
            ready: RwSignal::new(false),
            handing_back: RwSignal::new(false),
            humans,
        }
    }

    /// The defender, while a question is open.
    fn defender(self, store: GameStore) -> Option<ForceId> {
        let (_, to) = store.guard_request.get()?;
        with_state(store, |s| s.holding(to).owner)
    }

    /// Whether the question is asked at this device (a defender on their phone answers
    /// there, phone_defence.rs).
    fn here(self, store: GameStore) -> bool {
        self.defender(store).is_some_and(|d| !store.is_away(d))
    }

    /// Whether the tablet must first pass to the defender.
    fn several(self) -> bool {
        2 <= self.humans.get()
    }

    /// Whether the question itself is on screen (the step's control): the panel opens to it.
    pub(super) fn shown(self, store: GameStore) -> bool {
        self.here(store) && (!self.several() || self.ready.get())
    }
}

/// The hand-off to the defender before the question, and back to the attacker after it.
#[component]
pub fn GuardHandOff(lang: Signal<Lang>, ask: GuardAsk) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let attacker_name = move || {
        with_state(store, |s| s.turn.current)
            .map(|a| seat_name(store, lang.get(), a.0))
            .unwrap_or_default()
    };
    let defender_name = move || {
        ask.defender(store)
            .map(|d| seat_name(store, lang.get(), d.0))
            .unwrap_or_default()
    };
    view! {
        <Shown when=move || ask.here(store) && ask.several() && !ask.ready.get()>
            <div class="overlay" data-testid="guard-prompt" role="dialog" aria-modal="true" aria-label=say(lang, W::A_DEFENCE_POTION)>
                <p class="handoff-text">{move || pass_to(lang.get(), &defender_name())}</p>
                <button class="primary" data-testid="guard-ready" on:click=move |_| ask.ready.set(true)>
                    {move || i_am(lang.get(), &defender_name())}
                </button>
            </div>
        </Shown>
        <Shown when=move || ask.handing_back.get()>
            <div class="overlay" data-testid="guard-hand-back" role="dialog" aria-modal="true" aria-label=say(lang, W::HAND_THE_TABLET_BACK)>
                <p class="handoff-text">{move || pass_back_to(lang.get(), &attacker_name())}</p>
                <button class="primary" on:click=move |_| ask.handing_back.set(false)>
                    {move || i_am(lang.get(), &attacker_name())}
                </button>
            </div>
        </Shown>
    }
}

/// The question, as the step's control: which battle, that the game waits for the answer,
/// and the defence potions that may be played.
#[component]
pub fn GuardQuestion(lang: Signal<Lang>, ask: GuardAsk) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let request = move || store.guard_request.get();
    let options = move || {
        let (_, to) = request()?;
        with_state(store, |s| s.guards_available(to))
    };
    let question = move || {
        let (from, to) = request()?;
        with_state(store, |s| {
            let message = crate::ui::sentences::messages::guard_question(s.turn.current, from, to);
            super::reads::table_says(store, lang.get(), &message, s.board())
        })
    };
    // The battle's two territories, for the tests that check the map frames them.
    let key = move |end: fn((TerritoryId, TerritoryId)) -> TerritoryId| {
        let t = end(request()?);
        with_state(store, |s| s.board().territory(t).key.clone())
    };
    let answer = move |guard: Option<Action>| {
        ask.ready.set(false);
        store.answer_guard(guard);
        // In pass-and-play the tablet goes back to a human attacker.
        let human_attacker =
            with_state(store, |s| s.turn.current).is_some_and(|a| !store.is_bot(a));
        ask.handing_back
            .set(untrack(|| ask.several()) && human_attacker);
    };
    view! {
        <Shown when=move || ask.shown(store)>
            <section class="guard-question" data-testid="guard-prompt" role="group" aria-label=say(lang, W::A_DEFENCE_POTION) data-from=move || key(|(f, _)| f) data-to=move || key(|(_, t)| t)>
                <p class="guard-battle">{question}</p>
                <p class="guard-wait" data-testid="guard-wait">{say(lang, W::THE_GAME_WAITS_FOR_YOUR_ANSWER)}</p>
                <div class="tray-buttons">
                    {move || options().unwrap_or_default().into_iter().map(|potion| {
                        let to = request().map(|(_, t)| t);
                        view! {
                            <button class="primary" data-testid=format!("guard-{potion:?}").to_lowercase() on:click=move |_| {
                                answer(to.map(|territory| Action::Guard { territory, potion }));
                            }>{move || speak_word_part(lang.get(), potion_word(potion), "-choice")}</button>
                        }
                    }).collect_view()}
                    <button data-testid="guard-none" on:click=move |_| answer(None)>{say(lang, W::NO_POTION)}</button>
                </div>
            </section>
        </Shown>
    }
}
