//! Issue 24: the French sentences a player reads, word for word: articles from the board
//! data, plurals that agree, one word for armies, and French typography.

use lamorisse_engine::action::Event;
use lamorisse_engine::board::Board;
use lamorisse_engine::i18n::Lang;
use lamorisse_engine::missions::Mission;
use lamorisse_engine::state::ForceId;
use lamorisse_engine::text::mission_text::mission_text;
use lamorisse_engine::text::phrases::{armies, count, log_line};

/// Seat names for the log.
fn name(seat: u8) -> String {
    ["Ada", "Bruno", "Chloé"][usize::from(seat)].to_owned()
}

/// A territory of a board by key.
fn territory(board: &Board, key: &str) -> lamorisse_engine::board::TerritoryId {
    board.find(key).expect("a territory")
}

#[test]
fn a_conquest_names_the_territory_with_its_article() {
    let europe = Board::europe_1810();
    let taken = Event::Conquered {
        force: ForceId(2),
        from_force: ForceId(0),
        territory: territory(europe, "northern-england"),
    };
    assert_eq!(
        log_line(Lang::Fr, &taken, europe, &name).as_deref(),
        Some("Chloé conquiert l'Angleterre du Nord.")
    );
    let world = Board::world();
    let peru = Event::Conquered {
        force: ForceId(1),
        from_force: ForceId(0),
        territory: territory(world, "peru"),
    };
    assert_eq!(
        log_line(Lang::Fr, &peru, world, &name).as_deref(),
        Some("Bruno conquiert le Pérou.")
    );
    let madagascar = Event::Conquered {
        force: ForceId(1),
        from_force: ForceId(0),
        territory: territory(world, "madagascar"),
    };
    assert_eq!(
        log_line(Lang::Fr, &madagascar, world, &name).as_deref(),
        Some("Bruno conquiert Madagascar.")
    );
}

#[test]
fn a_move_contracts_its_prepositions_and_counts_its_armies() {
    let world = Board::world();
    let one = Event::Fortified {
        from: territory(world, "peru"),
        to: territory(world, "brazil"),
        armies: 1,
    };
    assert_eq!(
        log_line(Lang::Fr, &one, world, &name).as_deref(),
        Some("1 régiment va du Pérou au Brésil.")
    );
    let three = Event::Fortified {
        from: territory(world, "northwest-territory"),
        to: territory(world, "alaska"),
        armies: 3,
    };
    assert_eq!(
        log_line(Lang::Fr, &three, world, &name).as_deref(),
        Some("3 régiments vont des Territoires du Nord-Ouest à l'Alaska.")
    );
    assert_eq!(
        log_line(Lang::En, &one, world, &name).as_deref(),
        Some("1 army moves from Peru to Brazil.")
    );
}

#[test]
fn a_mission_names_its_regions_with_their_articles() {
    let europe = Board::europe_1810();
    let mission = Mission::Continents {
        continents: vec![
            "united-kingdom".into(),
            "scandinavia".into(),
            "prussia".into(),
        ],
        plus_one: false,
    };
    assert_eq!(
        mission_text(Lang::Fr, &mission, europe),
        "Conquérir le Royaume-Uni, la Scandinavie et la Prusse."
    );
}

#[test]
fn purses_potions_and_points_agree_with_their_numbers() {
    let roman = Board::roman_empire();
    let purse = Event::PurseTaken {
        force: ForceId(2),
        sesterces: 1,
    };
    assert_eq!(
        log_line(Lang::Fr, &purse, roman, &name).as_deref(),
        Some("Chloé prend une bourse de 1 sesterce.")
    );
    let brew = Event::BadBrewDrawn {
        force: ForceId(2),
        points_lost: 0,
    };
    assert_eq!(
        log_line(Lang::Fr, &brew, roman, &name).as_deref(),
        Some("Chloé pioche une potion ratée, mais n'a aucun point de victoire à perdre.")
    );
    assert_eq!(
        count(Lang::Fr, 1, ("", ""), ("potion", "potions")),
        "1 potion"
    );
    assert_eq!(count(Lang::Fr, 0, ("", ""), ("carte", "cartes")), "0 carte");
    assert_eq!(count(Lang::En, 0, ("card", "cards"), ("", "")), "0 cards");
    assert_eq!(armies(Lang::Fr, 2), "2 régiments");
    assert_eq!(armies(Lang::En, 1), "1 army");
}

/// Every `.rs` file under `dir`.
fn sources(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).expect("a source folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

#[test]
fn french_punctuation_keeps_its_space_on_the_line() {
    // French typography: a space before ":", ";", "!", "?" and "»", after "«"; a non-breaking
    // one, so the mark never starts a line (": Ada 33" at the start of a banner line).
    // The engine's words and the app's interface (in the workspace's root package).
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    for path in sources(&here.join("src/text"))
        .into_iter()
        .chain(sources(&here.join("../../src/ui")))
    {
        let text = std::fs::read_to_string(&path).expect("readable source");
        for (n, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            // The string literals of the line (the UI's texts are one line each).
            for (i, literal) in line.split('"').enumerate() {
                let breakable = [" :", " ;", " !", " ?", " »", "« "]
                    .iter()
                    .any(|mark| literal.contains(mark) && !literal.contains(" !="));
                if i % 2 == 1 && breakable {
                    found.push(format!("{}:{}: {literal}", path.display(), n + 1));
                }
            }
        }
    }
    assert!(found.is_empty(), "ordinary spaces:\n{}", found.join("\n"));
}
