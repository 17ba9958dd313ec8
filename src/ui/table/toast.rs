//! A refusal said over the game screen: it floats over the player strip, so the layout never
//! jumps and the map's names stay in view, lets taps through, and fades after four seconds
//! unless a newer one came meanwhile.

use leptos::prelude::*;

use crate::engine::i18n::Lang;
use crate::ui::shown::Shown;
use crate::ui::store::GameStore;

/// How long a refusal stays on screen.
const SHOWN_FOR: std::time::Duration = std::time::Duration::from_secs(4);

/// The refusal of the player's last action, while it shows.
#[component]
pub(super) fn RefusalToast(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    // The message goes after a while (a timer: the outside world), unless a newer one came.
    let refusals = StoredValue::new(0u32);
    Effect::new(move |_| {
        if store.error.with(Option::is_some) {
            refusals.update_value(|n| *n = n.wrapping_add(1));
            let this = refusals.get_value();
            set_timeout(
                move || {
                    if refusals.try_get_value() == Some(this) {
                        store.error.set(None);
                    }
                },
                SHOWN_FOR,
            );
        }
    });
    view! {
        <Shown when=move || store.error.get().is_some()>
            <p class="notice toast" role="alert">
                {move || store.error.get().map(|e| {
                    let fortify = crate::ui::table::reads::with_state(store, |s| s.rules.fortify);
                    crate::ui::refusals::refusal(lang.get(), &e, fortify.unwrap_or(crate::engine::rules::Fortify::OneConnectedMove))
                })}
            </p>
        </Shown>
    }
}
