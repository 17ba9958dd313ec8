//! The Europe 1810 and Roman Empire drawings, fetched when a board first needs them rather
//! than carried in the first load (docs/performance.md "The first-load ceiling"): from
//! `boards/drawings/<key>.bin` (an on-demand folder the service worker keeps for offline
//! play), or inline in the single-file edition. The world's drawing stays in the app: the
//! title page shows it. Natively (the tests) every drawing is embedded.

use std::sync::Mutex;

use leptos::prelude::*;

use super::geometry::BoardGeometry;
use crate::ui::words::{W, word};

/// The boards whose drawings are fetched when needed.
pub const FETCHED: [&str; 2] = ["europe-1810", "roman-empire"];

/// Bumped each time a drawing arrives, so what draws a board draws it again (a context).
#[derive(Clone, Copy)]
pub struct Drawings(pub RwSignal<u32>);

/// The drawings fetched so far, the keys asked for, and the keys whose fetch failed (asked
/// again only when the player says so).
static LOADED: Mutex<(Vec<&'static BoardGeometry>, Vec<String>, Vec<String>)> =
    Mutex::new((Vec::new(), Vec::new(), Vec::new()));

/// The fetched drawing of `key`, if it has arrived.
pub fn loaded(key: &str) -> Option<&'static BoardGeometry> {
    let loaded = LOADED.lock().unwrap_or_else(|p| p.into_inner());
    loaded.0.iter().find(|g| g.board == key).copied()
}

/// Whether the board `key` can be drawn now (asking for its drawing if it cannot: the
/// caller tracks [`Drawings`] to draw again when it comes).
pub fn ready(key: &str) -> bool {
    if !FETCHED.contains(&key) || loaded(key).is_some() {
        return true;
    }
    if let Some(Drawings(arrived)) = use_context::<Drawings>() {
        arrived.track();
        request(key, arrived);
    }
    false
}

/// Fetches the drawing of `key` once, then bumps `arrived`.
fn request(key: &str, arrived: RwSignal<u32>) {
    {
        let mut loaded = LOADED.lock().unwrap_or_else(|p| p.into_inner());
        if loaded.1.iter().any(|k| k == key) {
            return;
        }
        loaded.1.push(key.to_owned());
    }
    let key = key.to_owned();
    leptos::task::spawn_local(async move {
        match drawing_bytes(&key).await {
            Some(bytes) => {
                let geometry: &'static BoardGeometry =
                    Box::leak(Box::new(BoardGeometry::from_packed(&bytes)));
                LOADED
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .0
                    .push(geometry);
            }
            // Asked again when the player retries (back online, say).
            None => LOADED.lock().unwrap_or_else(|p| p.into_inner()).2.push(key),
        }
        arrived.try_update(|n| *n += 1);
    });
}

/// The packed drawing of `key`: inline in the single-file edition (`<script type="text/plain"
/// id="drawing-KEY">`, base64, scripts/single-file.mjs), else fetched.
async fn drawing_bytes(key: &str) -> Option<Vec<u8>> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let window = window();
    if let Some(inline) = document().get_element_by_id(&format!("drawing-{key}")) {
        let text = inline.text_content()?;
        let bytes = window.atob(text.trim()).ok()?;
        return Some(bytes.chars().map(|c| c as u8).collect());
    }
    let url = format!("boards/drawings/{key}.bin");
    let response = JsFuture::from(window.fetch_with_str(&url)).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    Some(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// Whether a fetch failed, and forgets the failures so the next [`ready`] asks again.
fn failed_then_retry(retry: bool) -> bool {
    let mut loaded = LOADED.lock().unwrap_or_else(|p| p.into_inner());
    let failed = !loaded.2.is_empty();
    if retry {
        let failures = std::mem::take(&mut loaded.2);
        loaded.1.retain(|k| !failures.contains(k));
    }
    failed
}

/// What stands in for a board whose drawing is on its way (or could not be fetched: offline
/// before the service worker kept it).
#[component]
pub fn DrawingComing(
    /// The language of its words.
    lang: Signal<crate::engine::i18n::Lang>,
) -> impl IntoView {
    let failed = failed_then_retry(false);
    let drawings = use_context::<Drawings>();
    let retry = move |_| {
        failed_then_retry(true);
        if let Some(Drawings(arrived)) = drawings {
            arrived.update(|n| *n += 1);
        }
    };
    view! {
        <div class="board-coming" role="status" data-testid="board-coming">
            {move || match failed {
                false => word(lang.get(), W::UNFOLDING_THE_BOARD),
                true => word(lang.get(), W::THE_BOARD_COULD_NOT_BE_LOADED),
            }}
            {failed.then(|| view! { <button on:click=retry>{move || word(lang.get(), W::TRY_AGAIN)}</button> })}
        </div>
    }
}
