//! The bridge to `link/screens.js` and `link/link.js` (imported by index.html's
//! `lamorisseLink()`), the page's on-demand module for WebRTC, QR codes and the
//! camera (issue 38): loaded with a dynamic `import()` the first time a player hosts or joins,
//! so a game on one device never downloads it.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// Calls the module's function `name` with `args` through index.html's
/// `lamorisseLink(name, ...args)`, which imports the module the first time (the page's
/// Content-Security-Policy allows no code built from text here). Nothing waits for it: the
/// module answers through the callbacks it is given. The screens say the catalog's game part
/// (`devices.ftl`): a call made before it is in (a phone opening an invitation at once) waits
/// for it.
pub fn run(name: &str, args: &[JsValue]) {
    use crate::ui::words::catalogs::{has_game_part, load_game_part};
    let window: JsValue = leptos::prelude::window().into();
    let mut all = vec![JsValue::from(name)];
    all.extend_from_slice(args);
    let lang = crate::ui::words::said_to_js::page_language();
    if has_game_part(lang) {
        let _ = call(&window, "lamorisseLink", &all);
        return;
    }
    leptos::task::spawn_local(async move {
        load_game_part(lang).await;
        let _ = call(&window, "lamorisseLink", &all);
    });
}

/// Calls `target.name(args...)`.
fn call(target: &JsValue, name: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let function: js_sys::Function = js_sys::Reflect::get(target, &name.into())?.dyn_into()?;
    let args: js_sys::Array = args.iter().collect();
    function.apply(target, &args)
}

/// An open data channel to another device (`link.js`'s Channel).
#[derive(Clone)]
pub struct Channel(JsValue);

impl Channel {
    /// Wraps `link.js`'s channel object.
    pub fn new(value: JsValue) -> Channel {
        Channel(value)
    }

    /// Sends one message.
    pub fn send(&self, text: &str) {
        let _ = call(&self.0, "send", &[text.into()]);
    }

    /// Calls `receive` with each message's text.
    pub fn on_message(&self, receive: impl FnMut(String) + 'static) {
        let mut receive = receive;
        let callback = Closure::<dyn FnMut(JsValue)>::new(move |value: JsValue| {
            if let Some(text) = value.as_string() {
                receive(text);
            }
        });
        let _ = call(&self.0, "onMessage", &[callback.into_js_value()]);
    }

    /// Calls `closed` once when the other device is gone.
    pub fn on_close(&self, closed: impl FnMut() + 'static) {
        let callback = Closure::<dyn FnMut()>::new(closed);
        let _ = call(&self.0, "onClose", &[callback.into_js_value()]);
    }

    /// Closes the channel.
    pub fn close(&self) {
        let _ = call(&self.0, "close", &[]);
    }
}
