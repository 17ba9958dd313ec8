//! The tables of fixed words the page has loaded (`public/words/<code>.txt`, one text a line in
//! the order of `W`'s constants), one per language: the first before the app starts, another
//! when a player changes language. Each is read once and kept for the page's life. Native
//! builds (the tests) have every table built in.

use std::cell::RefCell;

use crate::engine::i18n::Lang;
use lamorisse_words::tables::CATALOG_MARK;

thread_local! {
    /// The tables read so far, by language.
    static TABLES: RefCell<Vec<(Lang, &'static [&'static str])>> = const { RefCell::new(Vec::new()) };
}

/// The text on line `index` of `lang`'s table, or nothing when that table is not loaded.
pub fn text(lang: Lang, index: usize) -> &'static str {
    let table = table(lang).or_else(|| {
        // (Built in, so of this version: its table is every line before the mark.)
        builtin(lang).filter(|text| {
            let table = text.find(CATALOG_MARK).map_or(*text, |end| &text[..end]);
            install(lang, text, table.lines().count())
        })?;
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

/// Keeps `text`'s table as `lang`'s, if it has the `expected` lines, one for each of `W`'s
/// constants, then the catalog's mark (a file of another version of the app, or not a table
/// at all, is refused); the catalog's part after the mark is the caller's to install.
pub fn install(lang: Lang, text: &str, expected: usize) -> bool {
    if is_loaded(lang) {
        return true;
    }
    let Some(start) = catalog_part(text) else {
        return false;
    };
    let table = &text[..text.len() - start.len() - CATALOG_MARK.len() - 1];
    if table.lines().count() != expected {
        return false;
    }
    // Kept for the page's life: at most one table per language.
    let table: &'static str = Box::leak(table.to_owned().into_boxed_str());
    let lines: &'static [&'static str] = Box::leak(table.lines().collect::<Vec<_>>().into());
    TABLES.with_borrow_mut(|tables| tables.push((lang, lines)));
    true
}

/// The catalog's part after a table's mark, if the text has the mark on a line of its own.
pub fn catalog_part(text: &str) -> Option<&str> {
    let mark = format!("\n{CATALOG_MARK}\n");
    text.find(&mark).map(|at| &text[at + mark.len()..])
}

/// The version in the names of the page's words (`words/<code>-<version>.txt`), as the page's
/// first script gave it (none where no script named them).
pub fn version() -> Option<String> {
    Started::read().and_then(|s| s.version)
}

/// `lang`'s table as built into a native build.
#[cfg(not(target_arch = "wasm32"))]
fn builtin(lang: Lang) -> Option<&'static str> {
    Some(builtin_files(lang).0)
}

/// `lang`'s two files of `public/words/` (its table, then its catalog's game part), built
/// into native builds (the tests).
#[cfg(not(target_arch = "wasm32"))]
pub fn builtin_files(lang: Lang) -> (&'static str, &'static str) {
    macro_rules! files {
        ($code:literal) => {
            (
                include_str!(concat!("../../../public/words/", $code, ".txt")),
                include_str!(concat!("../../../public/words/", $code, "-game.txt")),
            )
        };
    }
    match lang {
        Lang::En => files!("en"),
        Lang::Fr => files!("fr"),
        Lang::De => files!("de"),
        Lang::Es => files!("es"),
        Lang::It => files!("it"),
        Lang::Nl => files!("nl"),
        Lang::Pl => files!("pl"),
        Lang::PtPt => files!("pt-PT"),
    }
}

/// No table is built into the wasm: each is loaded.
#[cfg(target_arch = "wasm32")]
fn builtin(_: Lang) -> Option<&'static str> {
    None
}

/// `lang`'s table as the page can have it: from the single-file edition's data block, else
/// from the download the page's first script started, else fetched (again) by the name it gave the
/// tables (`words/<code>-<version>.txt`, scripts/pack-wasm.mjs; `words/<code>.txt` where no
/// script named them).
pub async fn fetched(lang: Lang) -> Option<String> {
    let code = lang.code();
    if let Some(text) = crate::ui::fetched::inline(&format!("words-{code}")) {
        return Some(text);
    }
    let started = Started::read();
    // (Should that download have failed, the table is fetched again.)
    if let Some(download) = started.as_ref().and_then(|s| s.text(code)) {
        let text = wasm_bindgen_futures::JsFuture::from(download).await.ok();
        if let Some(text) = text.and_then(|t| t.as_string()) {
            return Some(text);
        }
    }
    let name = match started.and_then(|s| s.version) {
        Some(version) => format!("words/{code}-{version}.txt"),
        None => format!("words/{code}.txt"),
    };
    crate::ui::fetched::fetch_text(&name).await
}

/// What the page's first script left (`self.lamorisseWords`): the language whose table it
/// started to download, that download, and the tables' version.
struct Started {
    /// The object itself.
    object: wasm_bindgen::JsValue,
    /// The tables' version, in their names.
    version: Option<String>,
}

impl Started {
    /// The page's `self.lamorisseWords`, if its first script left one.
    fn read() -> Option<Started> {
        let window = leptos::prelude::window();
        let object = js_sys::Reflect::get(&window, &"lamorisseWords".into()).ok()?;
        if object.is_undefined() {
            return None;
        }
        let version = js_sys::Reflect::get(&object, &"version".into())
            .ok()
            .and_then(|v| v.as_string());
        Some(Started { object, version })
    }

    /// The download of `code`'s table, if it is the one the script started.
    fn text(&self, code: &str) -> Option<js_sys::Promise> {
        use wasm_bindgen::JsCast;
        let get = |key: &str| js_sys::Reflect::get(&self.object, &key.into()).ok();
        (get("code")?.as_string().as_deref() == Some(code))
            .then(|| get("text")?.dyn_into().ok())
            .flatten()
    }
}
