//! Writes the places catalogs (`public/locales/<lang>/places-<board>.ftl`) from the boards'
//! names and the French forms the engine works out from them: the one-off move of the places'
//! names into the catalogs (issue 52), kept to show how the first files were made. Running it
//! again overwrites what was added by hand since (the `.short` names, the notes at the top):
//! edit the places files themselves instead.
//!
//! `cargo run -p lamorisse-words --example places_from_boards`

use lamorisse_engine::board::Board;
use lamorisse_engine::i18n::{Gender, Lang, Localized};
use std::fmt::Write;

/// One place's message: its name, and in French its forms, gender and number.
fn place(out: &mut String, id: &str, name: &Localized, lang: Lang) {
    let _ = writeln!(out, "{id} = {}", name.get(lang));
    if lang == Lang::Fr && !id.starts_with("board-") {
        let gender = match name.fr_gender {
            Some(Gender::Feminine) => "feminine",
            _ => "masculine",
        };
        let number = if name.fr_plural() {
            "plural"
        } else {
            "singular"
        };
        let _ = writeln!(out, "    .the = {}", name.the(lang));
        let _ = writeln!(out, "    .of = {}", name.of(lang));
        let _ = writeln!(out, "    .at = {}", name.at(lang));
        let _ = writeln!(out, "    .within = {}", name.within(lang));
        let _ = writeln!(out, "    .gender = {gender}");
        let _ = writeln!(out, "    .number = {number}");
    }
}

/// The catalog of one board's places in one language.
fn catalog(board: &Board, lang: Lang) -> String {
    let mut out = format!(
        "# The names of the places of the board `{key}` (issue 52): a territory is\n\
         # `{key}-<its id>`, a continent `{key}-continent-<its id>`.\n",
        key = board.key
    );
    if lang == Lang::Fr {
        out.push_str(
            "# Each name has its forms in a sentence: `.the` (with its article), `.of` (after\n\
             # \"de\", contracted), `.at` (after \"à\"), `.within` (\"en Océanie\"), its `.gender`\n\
             # and `.number` for the words that agree with it.\n",
        );
    }
    out.push_str("\n## The board\n\n");
    place(&mut out, &format!("board-{}", board.key), &board.name, lang);
    out.push_str("\n## Continents\n\n");
    for continent in &board.continents {
        let id = format!("{}-continent-{}", board.key, continent.key);
        place(&mut out, &id, &continent.name, lang);
    }
    out.push_str("\n## Territories\n\n");
    for territory in &board.territories {
        let id = format!("{}-{}", board.key, territory.key);
        place(&mut out, &id, &territory.name, lang);
    }
    out
}

fn main() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../public/locales");
    for board in [Board::world(), Board::europe_1810(), Board::roman_empire()] {
        for lang in Lang::WRITTEN {
            let dir = format!("{root}/{}", lang.code());
            std::fs::create_dir_all(&dir).expect("the locales folder");
            let path = format!("{dir}/places-{}.ftl", board.key);
            std::fs::write(&path, catalog(board, lang)).expect("a places catalog");
            println!("{path}");
        }
    }
}
