//! Issue 24: every place on every board carries its French article and gender, so sentences
//! are built rather than patched.

use lamorisse_engine::board::Board;

#[test]
fn every_place_has_its_french_gender_and_a_well_formed_article() {
    for key in ["world", "europe-1810", "roman-empire"] {
        let board = Board::by_key(key).expect("a board");
        let names = board
            .territories
            .iter()
            .map(|t| &t.name)
            .chain(board.continents.iter().map(|c| &c.name));
        for name in names {
            assert!(name.fr_gender.is_some(), "{key}: {} has no gender", name.fr);
            if let Some(the) = &name.fr_the {
                let bare = the
                    .strip_prefix("le ")
                    .or_else(|| the.strip_prefix("la "))
                    .or_else(|| the.strip_prefix("les "))
                    .or_else(|| the.strip_prefix("l’"));
                let bare = bare.unwrap_or_else(|| panic!("{key}: \"{the}\" has no article"));
                let start: String = name.fr.to_lowercase().chars().take(2).collect();
                assert!(
                    bare.to_lowercase().starts_with(&start),
                    "{key}: \"{the}\" is not \"{}\"",
                    name.fr
                );
            }
        }
    }
    // The books' own examples.
    let europe = Board::europe_1810();
    let north = europe
        .territories
        .iter()
        .find(|t| t.key == "northern-england")
        .unwrap();
    assert_eq!(
        north.name.the(lamorisse_engine::i18n::Lang::Fr),
        "l’Angleterre du Nord"
    );
    let uk = europe
        .continents
        .iter()
        .find(|c| c.key == "united-kingdom")
        .unwrap();
    assert_eq!(
        uk.name.the(lamorisse_engine::i18n::Lang::Fr),
        "le Royaume-Uni"
    );
}
