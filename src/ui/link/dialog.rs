//! The host's Phones: a button in the sheet, and the dialog the on-demand module draws
//! (`link/screens.js` `phones`) from the seats' state here, redrawn when it changes; the
//! module makes each invitation and hands back the phone's open channel.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use super::host::{LinkHost, Phone};
use super::js::{self, Channel};
use crate::engine::i18n::Lang;
use crate::ui::phrases::say;
use crate::ui::settings::Settings;
use crate::ui::store::GameStore;

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
            {say(lang, "Phones…", "Téléphones…")}
        </button>
    }
}

/// Draws the Phones dialog while it is open (an effect: the dialog is the module's DOM).
pub fn draw_dialog(lang: Signal<Lang>) {
    let store = expect_context::<GameStore>();
    let host = expect_context::<LinkHost>();
    let settings = expect_context::<RwSignal<Settings>>();
    let handlers = StoredValue::new_local(None::<JsValue>);
    Effect::new(move |_| {
        let open = host.dialog.get();
        let state = state(store, host, lang.get(), settings.get().stun);
        if !open {
            if let Some(module) = js::loaded() {
                let _ = js::call(&module, "close", &[]);
            }
            return;
        }
        if handlers.with_value(Option::is_none) {
            handlers.set_value(Some(handlers_for(store, host)));
        }
        let Some(handlers) = handlers.get_value() else {
            return;
        };
        leptos::task::spawn_local(async move {
            match js::module().await {
                Ok(module) => {
                    let _ = js::call(&module, "phones", &[state, handlers]);
                }
                Err(_) => host.dialog.set(false),
            }
        });
    });
}

/// The dialog's state for the module: the language, each person's seat and the invitation open.
fn state(store: GameStore, host: LinkHost, lang: Lang, stun: bool) -> JsValue {
    let phones = host.phones.get();
    let seats = js_sys::Array::new();
    store.record.with(|r| {
        for (seat, player) in r.iter().flat_map(|r| r.players.iter().enumerate()) {
            if player.bot.is_some() {
                continue;
            }
            let phone = match phones.get(seat) {
                Some(Phone::Joined) => "joined",
                Some(Phone::Waiting) => "waiting",
                _ => "here",
            };
            let entry = js_sys::Object::new();
            set(&entry, "seat", &JsValue::from(seat as u32));
            set(&entry, "name", &player.name.as_str().into());
            set(&entry, "phone", &phone.into());
            seats.push(&entry);
        }
    });
    let state = js_sys::Object::new();
    set(&state, "lang", &lang.code().into());
    set(&state, "seats", &seats);
    let inviting = host
        .inviting
        .get()
        .map_or(JsValue::NULL, |s| (s as u32).into());
    set(&state, "inviting", &inviting);
    set(&state, "stun", &stun.into());
    state.into()
}

/// The dialog's handlers: a phone joined, a seat played here again, an invitation opened or
/// closed, the dialog closed.
fn handlers_for(store: GameStore, host: LinkHost) -> JsValue {
    let handlers = js_sys::Object::new();
    let joined = Closure::<dyn FnMut(u32, JsValue)>::new(move |seat: u32, channel: JsValue| {
        host.attach(store, seat as usize, Channel::new(channel));
    });
    let play_here = Closure::<dyn FnMut(u32)>::new(move |seat: u32| {
        host.play_here(store, seat as usize);
    });
    let inviting = Closure::<dyn FnMut(JsValue)>::new(move |seat: JsValue| {
        let seat = seat.as_f64().map(|s| s as usize);
        if seat.is_none() {
            host.chain.set(false);
        }
        host.inviting.set(seat);
    });
    set(&handlers, "joined", &joined.into_js_value());
    set(&handlers, "playHere", &play_here.into_js_value());
    let closed = Closure::<dyn FnMut()>::new(move || host.dialog.set(false));
    set(&handlers, "inviting", &inviting.into_js_value());
    set(&handlers, "closed", &closed.into_js_value());
    handlers.into()
}

/// Sets a field of a plain object.
fn set(target: &js_sys::Object, name: &str, value: &JsValue) {
    let _ = js_sys::Reflect::set(target, &name.into(), value);
}
