//! The host's Phones: a button in the sheet, and the dialog the on-demand module draws
//! (`link/screens.js` `phones`) from the seats' state here, redrawn when it changes; the
//! module makes each invitation and hands back the phone's open channel.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use super::host::{LinkHost, Phone};
use super::js::{self, Channel};
use crate::engine::i18n::Lang;
use crate::engine::state::ForceId;
use crate::ui::phrases::say;
use crate::ui::settings::Settings;
use crate::ui::store::GameStore;
use crate::ui::words::W;

/// The sheet's button that opens the Phones dialog.
#[component]
pub fn PhonesButton(lang: Signal<Lang>) -> impl IntoView {
    let host = expect_context::<LinkHost>();
    view! {
        <button data-testid="phones" on:click=move |_| {
            host.chain.set(false);
            host.inviting.set(None);
            host.dialog.set(true);
        }>
            {say(lang, W::PHONES)}
        </button>
    }
}

/// The hand-off screen's way to a phone: the seat's invitation, so its player need not take
/// the tablet.
#[component]
pub fn PhoneForSeat(lang: Signal<Lang>, seat: Signal<ForceId>) -> impl IntoView {
    let host = use_context::<LinkHost>();
    host.map(|host| {
        view! {
            <button data-testid="handoff-phone" on:click=move |_| {
                host.chain.set(false);
                host.inviting.set(Some(usize::from(seat.get_untracked().0)));
                host.dialog.set(true);
            }>
                {say(lang, W::PLAY_ON_A_PHONE)}
            </button>
        }
    })
}

/// Draws the Phones dialog while it is open (an effect: the dialog is the module's DOM).
pub fn draw_dialog(lang: Signal<Lang>) {
    let store = expect_context::<GameStore>();
    let host = expect_context::<LinkHost>();
    let settings = expect_context::<RwSignal<Settings>>();
    let handler = StoredValue::new_local(None::<JsValue>);
    Effect::new(move |drawn: Option<bool>| {
        let open = host.dialog.get();
        let state = state(store, host, lang.get(), settings.get().stun);
        if !open {
            // (The module is loaded only if the dialog was ever drawn.)
            if drawn == Some(true) {
                js::run("close", &[]);
            }
            return drawn.unwrap_or(false);
        }
        if handler.with_value(Option::is_none) {
            handler.set_value(Some(handler_for(store, host)));
        }
        js::run("phones", &[state, handler.get_value().unwrap_or_default()]);
        true
    });
}

/// The dialog's state for the module, as JSON: the language, each person's seat and the
/// invitation open.
fn state(store: GameStore, host: LinkHost, lang: Lang, stun: bool) -> JsValue {
    let phones = host.phones.get();
    let seats: Vec<String> = store.record.with(|r| {
        r.iter()
            .flat_map(|r| r.players.iter().enumerate())
            .filter(|(_, player)| player.bot.is_none())
            .map(|(seat, player)| {
                let phone = match phones.get(seat) {
                    Some(Phone::Joined) => "joined",
                    Some(Phone::Waiting) => "waiting",
                    _ => "here",
                };
                let name = serde_json::to_string(&player.name).unwrap_or_default();
                format!(r#"{{"seat":{seat},"name":{name},"phone":"{phone}"}}"#)
            })
            .collect()
    });
    let inviting = host.inviting.get().map_or("null".into(), |s| s.to_string());
    let json = format!(
        r#"{{"lang":"{}","stun":{stun},"inviting":{inviting},"seats":[{}]}}"#,
        lang.code(),
        seats.join(",")
    );
    json.into()
}

/// The dialog's one handler, `(what, seat, channel)`: a phone `joined` with its channel, a
/// seat played `here` again, an invitation opened (`inviting`, the seat or -1 to close it),
/// the dialog `closed`.
fn handler_for(store: GameStore, host: LinkHost) -> JsValue {
    let handle = Closure::<dyn FnMut(String, i32, JsValue)>::new(
        move |what: String, seat: i32, channel: JsValue| {
            let seat = usize::try_from(seat).ok();
            match (what.as_str(), seat) {
                ("joined", Some(seat)) => host.attach(store, seat, Channel::new(channel)),
                ("here", Some(seat)) => host.play_here(store, seat),
                ("inviting", seat) => {
                    if seat.is_none() {
                        host.chain.set(false);
                    }
                    host.inviting.set(seat);
                }
                _ => host.dialog.set(false),
            }
        },
    );
    handle.into_js_value()
}
