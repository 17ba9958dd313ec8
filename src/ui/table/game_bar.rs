//! The game screen's top bar: back to the title, the step's banner, the armies a tap places,
//! Undo, the button that ends the step, "skip to my turn" while bots play, and the language
//! switch.

use leptos::prelude::*;

use crate::engine::i18n::Lang;
use crate::ui::phrases::say;
use crate::ui::shown::Shown;
use crate::ui::store::GameStore;

use super::banner;
use super::moment::Moment;
use super::reads::with_state;
use super::steps::{EndPhase, PerTap};
use super::taps::Picked;
use crate::ui::words::W;

/// The game bar.
#[component]
pub(super) fn GameBar(
    lang: Signal<Lang>,
    moment: Moment,
    picked: Picked,
    /// The armies one tap places.
    per_tap: RwSignal<u32>,
    /// "Skip to my turn", set by its button.
    skipping: RwSignal<bool>,
    /// The bar's leading control (back to the title).
    lead: ViewFn,
    /// The bar's trailing controls (the language switch).
    trail: ViewFn,
) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let Moment {
        phase, bot_turn, ..
    } = moment;
    let declared = move || picked.declared(store, phase);
    let banner = move || {
        let chosen = (picked.from.get(), picked.to.get());
        with_state(store, |s| {
            banner::banner(store, lang.get(), s, bot_turn.get(), chosen)
        })
    };
    // Only a bot this device plays can be hurried (not a phone's player; on a phone, nobody:
    // the host plays the bots).
    let local_bot = move || store.local_bot_to_move();
    view! {
        <div class="game-bar">
            {lead.run()}
            <h1 class="visually-hidden">"Lamorisse"</h1>
            <p class="phase" class:bot=move || bot_turn.get() data-testid="phase" role="status">
                {banner}
            </p>
            <Shown when=move || moment.steps_shown()>
                <PerTap lang=lang per_tap=per_tap phase=phase />
                <Shown when=move || !bot_turn.get() && (declared() || store.can_undo())>
                    <button data-testid="undo" on:click=move |_| {
                        // An attack declared but not rolled is withdrawn first (issue 10).
                        if declared() {
                            picked.start(None);
                        } else {
                            store.undo();
                        }
                    }>
                        {say(lang, W::UNDO)}
                    </button>
                </Shown>
                <Shown when=move || !bot_turn.get()>
                    <EndPhase lang=lang phase=phase />
                </Shown>
            </Shown>
            <Shown when=local_bot>
                <button class="primary" data-testid="skip-bots" disabled=move || skipping.get() on:click=move |_| skipping.set(true)>
                    {say(lang, W::SKIP_TO_MY_TURN)}
                </button>
            </Shown>
            {trail.run()}
        </div>
    }
}
