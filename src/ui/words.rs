//! The interface's fixed words, from the catalogs (issue 52): `public/locales/<lang>/
//! interface.ftl`, made constants by `build.rs` (`crates/words/src/constants.rs`), so a text
//! the code names and the catalogs lack does not build. Until the page reads the catalogs
//! themselves (docs/i18n.md), English and French are built in.

use crate::engine::i18n::Lang;

/// A fixed text of the interface, in each language the page has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Text {
    /// In English.
    en: &'static str,
    /// In French.
    fr: &'static str,
}

impl Text {
    /// A text in English and French.
    pub const fn new(en: &'static str, fr: &'static str) -> Text {
        Text { en, fr }
    }
}

/// A fixed text, as the code passes it.
pub type Words = Text;

/// The interface's fixed words, by name (`W::GAME_LOG`).
pub struct W;

// `impl W { pub const GAME_LOG: Words = …; … }`, written by build.rs from the catalogs.
include!(concat!(env!("OUT_DIR"), "/words.rs"));

/// `words` in `lang`. Always inlined: each use is then a choice between two constants, as
/// the texts written in place were (a call taking the pair in memory cost the first load
/// 1.9 KB over some 300 uses).
#[inline(always)]
pub fn word(lang: Lang, words: Words) -> &'static str {
    match lang {
        Lang::En => words.en,
        Lang::Fr => words.fr,
    }
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
        let unused = unnamed("interface.ftl", |code, id| {
            let name = id["ui-".len()..].to_uppercase().replace('-', "_");
            code.contains(&format!("W::{name}"))
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
