//! The interface's fixed words, from the catalogs (issue 52): each message of the English
//! `public/locales/en/interface.ftl` is a constant of `W` (written by `build.rs`, so a text
//! the code names and the catalogs lack does not build) holding its line in every language's
//! table, `public/words/<code>.txt`, which the page loads ([`tables`]): no language's text is
//! in the wasm.

pub mod catalogs;
pub mod said_to_js;
pub mod tables;

use crate::engine::i18n::Lang;

/// A fixed text of the interface: its line in each language's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Text(u16);

/// A fixed text, as the code passes it.
pub type Words = Text;

/// The interface's fixed words, by name (`W::GAME_LOG`).
pub struct W;

// `impl W { pub const GAME_LOG: Words = Text(…); … }` and `WORDS_COUNT`, written by build.rs
// from the English catalog.
include!(concat!(env!("OUT_DIR"), "/words.rs"));

/// `words` in `lang`, from the table loaded for it (empty until it is: the app starts once
/// its language's table is in, and changes language once the new one's is).
pub fn word(lang: Lang, words: Words) -> &'static str {
    tables::text(lang, usize::from(words.0))
}

/// Loads `lang`'s table if it is not loaded yet; whether it is loaded now (a table that is not
/// this version's, one line a constant, is refused).
pub async fn load(lang: Lang) -> bool {
    if tables::is_loaded(lang) {
        return true;
    }
    let Some(text) = tables::fetched(lang).await else {
        return false;
    };
    // The table, then the catalog's part that comes with it.
    tables::install(lang, &text, WORDS_COUNT)
        && tables::catalog_part(&text).is_some_and(|start| catalogs::install(lang, "start", start))
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    /// Every `.rs` file's text under `dir`.
    fn sources(dir: &Path) -> Vec<String> {
        let mut found = Vec::new();
        for entry in std::fs::read_dir(dir).expect("a source folder").flatten() {
            let path = entry.path();
            if path.is_dir() {
                found.extend(sources(&path));
            } else if path.extension().is_some_and(|e| e == "rs") {
                found.push(std::fs::read_to_string(&path).expect("a source file"));
            }
        }
        found
    }

    /// The ids of the English catalog `file` that `named` does not find in the code of `src/`.
    fn unnamed(file: &str, named: impl Fn(&str, &str) -> bool) -> Vec<String> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let code = sources(&root.join("src")).join("\n");
        let catalog = std::fs::read_to_string(root.join("public/locales/en").join(file))
            .expect("an English catalog");
        catalog
            .lines()
            .filter_map(|line| line.split_once(" = ").map(|(id, _)| id))
            .filter(|id| id.starts_with("ui-") && !named(&code, id))
            .map(str::to_owned)
            .collect()
    }

    #[test]
    fn every_fixed_word_of_the_catalogs_is_said_somewhere() {
        // A fixed word is said as a constant of `W`, or by its id inside a message.
        let unused = unnamed("interface.ftl", |code, id| {
            let name = id["ui-".len()..].to_uppercase().replace('-', "_");
            code.contains(&format!("W::{name}")) || code.contains(&format!("\"{id}\""))
        });
        assert!(unused.is_empty(), "said nowhere: {unused:?}");
    }

    #[test]
    fn every_sentence_of_the_catalogs_is_built_somewhere() {
        let unused = unnamed("screens.ftl", |code, id| {
            code.contains(&format!("\"{id}\""))
        });
        assert!(unused.is_empty(), "built nowhere: {unused:?}");
    }
}
