//! Text files the app reads after it starts (the rules pages, each language's words): from
//! the single-file edition's data block when there is one, else fetched beside the page.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The text of the data block `<script type="text/plain" id="{block}">` the single-file
/// edition carries (scripts/single-file.mjs), else the body of the file at `url` (relative to
/// the page); `None` when neither is there (offline before the service worker kept it, or a
/// server error).
pub async fn inline_or_fetched(block: &str, url: &str) -> Option<String> {
    match inline(block) {
        Some(text) => Some(text),
        None => fetch_text(url).await,
    }
}

/// The text of the data block `block`, if the page has one.
pub fn inline(block: &str) -> Option<String> {
    let element = leptos::prelude::document().get_element_by_id(block)?;
    js_sys::Reflect::get(&element, &"textContent".into())
        .ok()?
        .as_string()
}

/// The body of the file at `url`, or `None` when it cannot be fetched.
pub async fn fetch_text(url: &str) -> Option<String> {
    let window = leptos::prelude::window();
    let response = JsFuture::from(window.fetch_with_str(url)).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    text_of(response).await
}

/// A response's body as text.
pub async fn text_of(response: web_sys::Response) -> Option<String> {
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}
