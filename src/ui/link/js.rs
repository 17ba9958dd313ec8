//! The bridge to `link/screens.js` and `link/link.js` (imported by index.html's
//! `lamorisseLink()`), the page's on-demand module for WebRTC, QR codes and the
//! camera (issue 38): loaded with a dynamic `import()` the first time a player hosts or joins,
//! so a game on one device never downloads it.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

/// Why the link could not do what was asked, as a short code from `link.js` ("bad-code",
/// "timeout", "failed", "no-camera", ...) or "unavailable" when the module did not load.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkError(pub String);

impl From<JsValue> for LinkError {
    /// The error's message (`link.js` rejects with `Error(code)`).
    fn from(value: JsValue) -> LinkError {
        let message = js_sys::Reflect::get(&value, &"message".into())
            .ok()
            .and_then(|m| m.as_string())
            .or_else(|| value.as_string())
            .unwrap_or_else(|| "failed".into());
        LinkError(message)
    }
}

/// The loaded module, once.
fn cached() -> &'static std::cell::OnceCell<JsValue> {
    thread_local! {
        static MODULE: &'static std::cell::OnceCell<JsValue> = Box::leak(Box::default());
    }
    MODULE.with(|m| *m)
}

/// The module, if a player has loaded it already (nothing is loaded for asking).
pub fn loaded() -> Option<JsValue> {
    cached().get().cloned()
}

/// Loads `link/screens.js` (beside the page) and waits for its wasm.
pub async fn module() -> Result<JsValue, LinkError> {
    if let Some(module) = cached().get() {
        return Ok(module.clone());
    }
    let unavailable = || LinkError("unavailable".into());
    // index.html's `lamorisseLink()` imports the module: the page's Content-Security-Policy
    // allows no code built from text here.
    let window: JsValue = leptos::prelude::window().into();
    let promise = call(&window, "lamorisseLink", &[]).map_err(|_| unavailable())?;
    let module = JsFuture::from(js_sys::Promise::from(promise))
        .await
        .map_err(|_| unavailable())?;
    call_async(&module, "ready", &[]).await?;
    let _ = cached().set(module.clone());
    Ok(module)
}

/// Calls `target.name(args...)`.
pub fn call(target: &JsValue, name: &str, args: &[JsValue]) -> Result<JsValue, LinkError> {
    let function: js_sys::Function = js_sys::Reflect::get(target, &name.into())?
        .dyn_into()
        .map_err(|_| LinkError("unavailable".into()))?;
    let args: js_sys::Array = args.iter().collect();
    Ok(function.apply(target, &args)?)
}

/// Calls `target.name(args...)` and waits for the promise it returns.
pub async fn call_async(
    target: &JsValue,
    name: &str,
    args: &[JsValue],
) -> Result<JsValue, LinkError> {
    let value = call(target, name, args)?;
    Ok(JsFuture::from(js_sys::Promise::resolve(&value)).await?)
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
