//! The tables of fixed words the page has loaded (`public/words/<code>.txt`, one text a line in
//! the order of `W`'s constants), one per language: the first before the app starts, another
//! when a player changes language. Each is read once and kept for the page's life. Native
//! builds (the tests) have every table built in.

use std::cell::RefCell;

use crate::engine::i18n::Lang;

thread_local! {
    /// The tables read so far, by language.
    static TABLES: RefCell<Vec<(Lang, &'static [&'static str])>> = const { RefCell::new(Vec::new()) };
}

/// The text on line `index` of `lang`'s table, or nothing when that table is not loaded.
pub fn text(lang: Lang, index: usize) -> &'static str {
    let table = table(lang).or_else(|| {
        builtin(lang).filter(|text| install(lang, text, text.lines().count()))?;
        table(lang)
    });
    table
        .and_then(|t| t.get(index).copied())
        .unwrap_or_default()
}

/// `lang`'s table, if it is loaded.
fn table(lang: Lang) -> Option<&'static [&'static str]> {
    TABLES.with_borrow(|tables| tables.iter().find(|(l, _)| *l == lang).map(|(_, t)| *t))
}

/// Whether `lang`'s words are loaded.
pub fn is_loaded(lang: Lang) -> bool {
    table(lang).is_some()
}

/// Keeps `text` as `lang`'s table, if it has the `expected` lines, one for each of `W`'s
/// constants (a file of another version of the app, or not a table at all, is refused).
pub fn install(lang: Lang, text: &str, expected: usize) -> bool {
    if is_loaded(lang) {
        return true;
    }
    if text.lines().count() != expected {
        return false;
    }
    // Kept for the page's life: at most one table per language.
    let text: &'static str = Box::leak(text.to_owned().into_boxed_str());
    let lines: &'static [&'static str] = Box::leak(text.lines().collect::<Vec<_>>().into());
    TABLES.with_borrow_mut(|tables| tables.push((lang, lines)));
    true
}

/// `lang`'s table as built into a native build.
#[cfg(not(target_arch = "wasm32"))]
fn builtin(lang: Lang) -> Option<&'static str> {
    Some(match lang {
        Lang::En => include_str!("../../../public/words/en.txt"),
        Lang::Fr => include_str!("../../../public/words/fr.txt"),
    })
}

/// No table is built into the wasm: each is loaded.
#[cfg(target_arch = "wasm32")]
fn builtin(_: Lang) -> Option<&'static str> {
    None
}

/// `lang`'s table as the page can have it: from the single-file edition's data block, else
/// from the download the page's first script started (scripts/pack-wasm.mjs), else fetched.
pub async fn fetched(lang: Lang) -> Option<String> {
    let code = lang.code();
    match crate::ui::fetched::inline(&format!("words-{code}")) {
        Some(text) => Some(text),
        None => match started(code).await {
            Some(text) => Some(text),
            None => crate::ui::fetched::fetch_text(&format!("words/{code}.txt")).await,
        },
    }
}

/// The text of the download of `code`'s table the page's first script started, if it did.
async fn started(code: &str) -> Option<String> {
    use wasm_bindgen::JsCast;
    let window = leptos::prelude::window();
    let started = js_sys::Reflect::get(&window, &"lamorisseWords".into()).ok()?;
    let same = js_sys::Reflect::get(&started, &"code".into())
        .ok()?
        .as_string();
    if same.as_deref() != Some(code) {
        return None;
    }
    let promise: js_sys::Promise = js_sys::Reflect::get(&started, &"text".into())
        .ok()?
        .dyn_into()
        .ok()?;
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .ok()?
        .as_string()
}
