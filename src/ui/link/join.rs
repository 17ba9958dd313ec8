//! A phone's joining screen (issue 38): opened by the invitation's link (the page's
//! `#join=` fragment) or from the title page's "Join a table". The on-demand module draws it
//! (`link/screens.js` `join`: the host's code scanned or pasted, then the phone's answer) and
//! hands back the open channel; the table opens with the host's first view.

use leptos::html::Section;
use leptos::prelude::*;

use wasm_bindgen::prelude::*;

use super::js::{self, Channel};
use super::phone::LinkPhone;
use crate::engine::i18n::Lang;
use crate::ui::settings::Settings;
use crate::ui::store::GameStore;

/// Whether the page's address asks for the joining screen (`#join`), with the invitation
/// when it carries one (`#join=CODE`); the address forgets it, so a reload does not answer
/// it twice.
pub fn invitation_in_address() -> Option<Option<String>> {
    let location = window().location();
    let hash = location.hash().ok()?;
    let code = hash
        .strip_prefix("#join")?
        .trim_start_matches('=')
        .to_owned();
    if let Ok(history) = window().history() {
        let path = location.pathname().unwrap_or_default();
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
    Some((!code.is_empty()).then_some(code))
}

/// The joining screen; `code` is the invitation when the address carried one.
#[component]
pub fn JoinScreen(
    lang: Signal<Lang>,
    code: Option<String>,
    on_table: Callback<()>,
) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let phone = expect_context::<LinkPhone>();
    let settings = expect_context::<RwSignal<Settings>>();
    let screen = NodeRef::<Section>::new();
    screen.on_load(move |parent| {
        let options = js_sys::Object::new();
        let code = code.map_or(JsValue::NULL, JsValue::from);
        let lang = lang.get_untracked().code();
        let stun = settings.get_untracked().stun;
        for (name, value) in [("code", code), ("lang", lang.into()), ("stun", stun.into())] {
            let _ = js_sys::Reflect::set(&options, &name.into(), &value);
        }
        let joined = Closure::<dyn FnMut(JsValue)>::new(move |channel: JsValue| {
            phone.attach(store, Channel::new(channel), on_table);
        });
        js::run(
            "join",
            &[parent.into(), options.into(), joined.into_js_value()],
        );
    });
    view! { <section class="join" data-testid="join" node_ref=screen></section> }
}
