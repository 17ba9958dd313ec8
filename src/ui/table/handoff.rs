//! The hand-off screen of a pass-and-play game: "pass the tablet to …", what happened since
//! their last turn, their PIN if they set one, and the button by which the player to move
//! takes the tablet.

use leptos::prelude::*;

use crate::engine::i18n::Lang;
use crate::ui::link::dialog::PhoneForSeat;
use crate::ui::phrases::say;
use crate::ui::shown::Shown;
use crate::ui::store::GameStore;

use super::moment::Moment;
use super::passing::{i_am, pass_to};
use super::reads::{seat_name, seat_pin};
use super::story::SinceYourTurn;
use crate::ui::words::{W, word};

/// The hand-off screen, over the table while the tablet is passed ([`Moment::handoff`]).
#[component]
pub(super) fn HandOff(lang: Signal<Lang>, moment: Moment) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let current = moment.current;
    let pin_entry = RwSignal::new(String::new());
    let pin_wrong = RwSignal::new(false);
    let name = move || seat_name(store, lang.get(), current.get().0);
    // The player to move takes the tablet, with their PIN when they set one.
    let take = move |_| {
        let seat = current.get().0;
        if seat_pin(store, seat).is_none_or(|pin| pin == pin_entry.get_untracked()) {
            pin_wrong.set(false);
            pin_entry.set(String::new());
            moment.revealed.set(Some(current.get()));
        } else {
            pin_wrong.set(true);
        }
    };
    view! {
        <div class="overlay" data-testid="handoff" role="dialog" aria-modal="true" aria-label=say(lang, W::PASS_THE_TABLET)>
            <p class="handoff-text">
                {move || pass_to(lang.get(), &name())}
            </p>
            <SinceYourTurn lang=lang seat=current />
            <Shown when=move || seat_pin(store, current.get().0).is_some()>
                <input
                    class="pin"
                    type="password"
                    inputmode="numeric"
                    maxlength="4"
                    data-testid="handoff-pin"
                    aria-label=say(lang, W::YOUR_PIN)
                    placeholder=say(lang, W::YOUR_PIN)
                    prop:value=move || pin_entry.get()
                    on:input=move |ev| pin_entry.set(event_target_value(&ev))
                />
            </Shown>
            <Shown when=move || pin_wrong.get()>
                <p role="alert">{move || if pin_entry.get().is_empty() {
                    word(lang.get(), W::TYPE_YOUR_PIN_FIRST)
                } else {
                    word(lang.get(), W::THAT_PIN_IS_NOT_RIGHT)
                }}</p>
            </Shown>
            <PhoneForSeat lang=lang seat=Signal::derive(move || current.get()) />
            <button class="primary" data-testid="handoff-ready" on:click=take>
                {move || i_am(lang.get(), &name())}
            </button>
        </div>
    }
}
