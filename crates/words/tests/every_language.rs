//! Every built-in language says everything English says (issue 52 items 2 and 5): every log
//! line of the recorded games and of the sweep of every message on each board, with each kind
//! of force, every "since your last turn", every whole exported log line for line. The checks
//! of `checks.rs` compare the files' shapes; these format every message, so a sentence that
//! names a form no place gives (on the built-in boards or an imported one), or a message its
//! own file lacks, fails here.

use crate::log_lines::{EXTRA_KINDS, named_with, records, sweep};
use crate::since::turns;
use lamorisse_engine::board::Board;
use lamorisse_engine::state::ForceId;
use lamorisse_engine::text::log_message::log_message;
use lamorisse_engine::text::since_message::{heading_message, turn_message};
use lamorisse_words::Catalog;
use lamorisse_words::catalog::Table;
use lamorisse_words::sources::LANGUAGES;

/// Every built-in catalog.
fn catalogs() -> Vec<Catalog> {
    LANGUAGES
        .iter()
        .map(|code| Catalog::builtin(code).expect("a built-in catalog"))
        .collect()
}

/// `words` is a sentence: not empty, no Fluent placeholder left in it.
fn assert_said(words: Option<String>, what: &str) {
    let words = words.unwrap_or_else(|| panic!("cannot say {what}"));
    assert!(
        !words.trim().is_empty() && !words.contains('{'),
        "{what}: {words:?}"
    );
}

#[test]
fn every_language_says_every_message_on_every_board() {
    // A board no catalog names (an imported one): its places get every form each language's
    // sentences read, from the board's own names.
    let imported = Board {
        key: "imported-test".into(),
        ..Board::world().clone()
    };
    for catalog in catalogs() {
        for board in [
            Board::world(),
            Board::europe_1810(),
            Board::roman_empire(),
            &imported,
        ] {
            for kind in EXTRA_KINDS {
                let named = named_with(kind);
                let table = Table {
                    board,
                    force: &named,
                };
                for event in sweep(board) {
                    let message = log_message(&event, board).expect("a message for the event");
                    let what = format!("{} {} {event:?}", catalog.code(), board.key);
                    assert_said(catalog.format(&message, &table), &what);
                }
                for played in [true, false] {
                    let what = format!("{} the heading", catalog.code());
                    assert_said(catalog.format(&heading_message(played), &table), &what);
                }
                for turn in turns(8) {
                    let what = format!("{} {} {turn:?}", catalog.code(), board.key);
                    assert_said(
                        catalog.format(&turn_message(&turn, ForceId(0)), &table),
                        &what,
                    );
                }
            }
        }
    }
}

#[test]
fn every_language_writes_every_recorded_game_s_whole_log() {
    let catalogs = catalogs();
    let english = &catalogs[0];
    for (path, record) in records() {
        let lines = |catalog: &Catalog| {
            lamorisse_words::log_text::log_text(&record, catalog).expect("a record that replays")
        };
        let reference = lines(english).lines().count();
        for catalog in &catalogs[1..] {
            let text = lines(catalog);
            assert_eq!(
                text.lines().count(),
                reference,
                "{path} in {}",
                catalog.code()
            );
            assert!(!text.contains('{'), "{path} in {}: {text}", catalog.code());
        }
    }
}

#[test]
fn every_game_has_a_name_of_its_own_in_every_language() {
    use lamorisse_engine::presets::PRESET_IDS;
    use lamorisse_engine::text::editions::{edition_of, full_name_message, game_message};
    for catalog in catalogs() {
        let mut names: Vec<String> = Vec::new();
        for id in PRESET_IDS {
            assert!(edition_of(id).is_some(), "{id} has no edition");
            let name = catalog.say(&game_message(id));
            assert_said(name.clone(), id);
            assert_said(catalog.say(&full_name_message(id)), id);
            names.push(name.unwrap_or_default());
        }
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(
            names.len(),
            count,
            "{}: two games share a name",
            catalog.code()
        );
    }
}
