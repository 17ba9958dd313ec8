//! The places' names in the catalogs are the boards' own (issue 52: the map will read them
//! there): every board's, continent's and territory's name in English and French, and in
//! French each form a sentence uses (`.the`, `.of`, `.at`, `.within`) as the engine works it out.

use lamorisse_engine::board::Board;
use lamorisse_engine::i18n::{Lang, Localized};
use lamorisse_words::Catalog;

/// Checks one place's message against its name on the board.
fn same(catalog: &Catalog, lang: Lang, id: &str, name: &Localized) {
    assert_eq!(
        catalog.plain(id, None).as_deref(),
        Some(name.get(lang)),
        "{id}"
    );
    if lang == Lang::Fr && !id.starts_with("board-") {
        for (form, engine) in [
            ("the", name.the(lang).to_owned()),
            ("of", name.of(lang)),
            ("at", name.at(lang)),
            ("within", name.within(lang)),
        ] {
            assert_eq!(catalog.plain(id, Some(form)), Some(engine), "{id}.{form}");
        }
    }
}

#[test]
fn every_board_s_places_are_named_in_the_catalogs_as_on_the_board() {
    for lang in Lang::WRITTEN {
        let catalog = Catalog::builtin(lang.code()).expect("a built-in catalog");
        for board in [Board::world(), Board::europe_1810(), Board::roman_empire()] {
            let key = &board.key;
            same(&catalog, lang, &format!("board-{key}"), &board.name);
            for continent in &board.continents {
                let id = format!("{key}-continent-{}", continent.key);
                same(&catalog, lang, &id, &continent.name);
            }
            for territory in &board.territories {
                same(
                    &catalog,
                    lang,
                    &format!("{key}-{}", territory.key),
                    &territory.name,
                );
            }
        }
    }
}

#[test]
fn every_language_names_every_place() {
    for code in lamorisse_words::sources::LANGUAGES {
        let catalog = Catalog::builtin(code).expect("a built-in catalog");
        for board in [Board::world(), Board::europe_1810(), Board::roman_empire()] {
            let key = &board.key;
            let name = catalog.plain(&format!("board-{key}"), None);
            assert!(name.is_some_and(|n| !n.is_empty()), "{code} board-{key}");
            for territory in &board.territories {
                let id = format!("{key}-{}", territory.key);
                assert!(
                    catalog.plain(&id, None).is_some_and(|n| !n.is_empty()),
                    "{code} {id}"
                );
            }
        }
    }
}
