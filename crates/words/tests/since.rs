//! "Since your last turn" from the catalogs, as the goldens keep it (checked byte for byte
//! against the engine's Rust sentences before those left, issue 52): turns made up to reach
//! each way of joining the clauses, on each board, in every language; every turn of every
//! recorded game seen from each seat, in English and French.

use lamorisse_engine::action::Event;
use lamorisse_engine::board::{Board, TerritoryId};
use lamorisse_engine::i18n::Lang;
use lamorisse_engine::record::Record;
use lamorisse_engine::state::ForceId;
use lamorisse_engine::text::since::{TurnSummary, turns_since};
use lamorisse_engine::text::since_message::{heading_message, turn_message};
use lamorisse_words::catalog::Table;
use lamorisse_words::table::force_named;
use lamorisse_words::{Catalog, Named};

/// A turn of Chloé's (2): what she took (territory, former holder), traded and knocked out.
fn turn(took: &[(u8, u8)], traded: u32, eliminated: &[u8]) -> TurnSummary {
    TurnSummary {
        force: ForceId(2),
        took: took
            .iter()
            .map(|&(t, from)| (TerritoryId(t), ForceId(from)))
            .collect(),
        traded,
        eliminated: eliminated.iter().map(|&f| ForceId(f)).collect(),
        ended: true,
    }
}

/// Turns that reach every clause and every way of joining them; `and` is a territory whose
/// name holds the word "and".
pub(crate) fn turns(and: u8) -> Vec<TurnSummary> {
    vec![
        turn(&[], 0, &[]),
        turn(&[], 8, &[]),
        turn(&[], 0, &[1]),
        turn(&[(5, 0)], 0, &[]),
        turn(&[(5, 0), (6, 0)], 0, &[]),
        turn(&[(5, 0), (6, 0), (7, 0)], 4, &[]),
        turn(&[(5, 1)], 0, &[]),
        turn(&[(5, 1), (6, 0), (7, 3)], 0, &[]),
        turn(&[(5, 1), (6, 0), (7, 1)], 10, &[1]),
        turn(&[(and, 0)], 0, &[]),
        turn(&[(and, 0), (6, 0)], 1, &[]),
        turn(&[(and, 1), (6, 1)], 0, &[3]),
        turn(&[(5, 0)], 6, &[1, 3]),
        turn(&[], 6, &[1, 3]),
    ]
}

#[test]
fn every_way_of_joining_a_turn_reads_as_the_goldens() {
    let mut golden = String::new();
    for board in [Board::world(), Board::europe_1810(), Board::roman_empire()] {
        let and = board
            .territories
            .iter()
            .position(|t| t.name.en.contains(" and "))
            .unwrap_or(8) as u8;
        for lang in Lang::ALL {
            let catalog = Catalog::builtin(lang.code()).expect("the built-in catalog");
            let named = |force: u8| {
                Named::Player(["Ada", "Bruno", "Chloé", "Elsa"][usize::from(force)].into())
            };
            let table = Table {
                board,
                force: &named,
            };
            golden.push_str(&format!("[{} {}]\n", board.key, lang.code()));
            for played in [true, false] {
                let said = catalog.format(&heading_message(played), &table);
                golden.push_str(&format!("{}\n", said.expect("a heading")));
            }
            for turn in turns(and) {
                let said = catalog.format(&turn_message(&turn, ForceId(0)), &table);
                golden.push_str(&format!("{}\n", said.expect("a turn's sentence")));
            }
        }
    }
    crate::goldens::check("since-joining.txt", &golden);
}

#[test]
fn every_recorded_turn_reads_as_the_goldens() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../engine/tests/records/valid");
    let mut paths: Vec<_> = std::fs::read_dir(root)
        .expect("the records")
        .flatten()
        .map(|e| e.path())
        .collect();
    paths.sort();
    let mut golden = String::new();
    let mut turns_read = 0;
    for path in paths {
        let text = std::fs::read_to_string(&path).expect("a record");
        let Ok(record) = Record::from_json(&text) else {
            continue;
        };
        let board = record.initial_state().expect("a start").board().clone();
        let mut events: Vec<Event> = Vec::new();
        record
            .replay_with(|_, _, new| events.extend(new.iter().cloned()))
            .expect("the record replays");
        for lang in Lang::WRITTEN {
            let catalog = Catalog::builtin(lang.code()).expect("the built-in catalog");
            let named = |force: u8| force_named(&record, ForceId(force));
            let table = Table {
                board: &board,
                force: &named,
            };
            let mut said = String::new();
            for cut in (1..events.len()).step_by(40).chain([events.len()]) {
                for seat in 0..record.players.len() as u8 {
                    for turn in turns_since(&events[..cut], ForceId(seat)) {
                        let words = catalog.format(&turn_message(&turn, ForceId(seat)), &table);
                        said.push_str(&words.expect("a turn's sentence"));
                        said.push('\n');
                        turns_read += 1;
                    }
                }
            }
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default();
            golden.push_str(&format!(
                "{name} {} {}\n",
                lang.code(),
                crate::goldens::fnv(&said)
            ));
        }
    }
    assert!(turns_read > 1000, "{turns_read}");
    crate::goldens::check("since-recorded.txt", &golden);
}
