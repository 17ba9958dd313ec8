//! "Since your last turn" from the catalogs reads as the engine writes it, byte for byte: every
//! turn of every recorded game seen from each seat, and turns made up to reach each way of
//! joining the clauses, on each board.

use lamorisse_engine::action::Event;
use lamorisse_engine::board::{Board, TerritoryId};
use lamorisse_engine::i18n::Lang;
use lamorisse_engine::record::Record;
use lamorisse_engine::state::ForceId;
use lamorisse_engine::text::log_export::force_name;
use lamorisse_engine::text::since::{TurnSummary, heading, turn_sentence, turns_since};
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
fn every_way_of_joining_a_turn_reads_the_same_from_the_catalogs() {
    let boards = [
        (Board::world(), 0),
        (Board::europe_1810(), 0),
        (Board::roman_empire(), 0),
    ];
    for (board, _) in boards {
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
            let name = |force: u8| ["Ada", "Bruno", "Chloé", "Elsa"][usize::from(force)].to_owned();
            let table = Table {
                board,
                force: &named,
            };
            for played in [true, false] {
                assert_eq!(
                    catalog.format(&heading_message(played), &table).as_deref(),
                    Some(heading(lang, played))
                );
            }
            for turn in turns(and) {
                let engine = turn_sentence(lang, &turn, ForceId(0), board, &name);
                let words = catalog.format(&turn_message(&turn, ForceId(0)), &table);
                assert_eq!(words, Some(engine), "{} {lang:?} {turn:?}", board.key);
            }
        }
    }
}

#[test]
fn every_recorded_turn_reads_the_same_from_the_catalogs() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../engine/tests/records/valid");
    let mut turns_read = 0;
    for entry in std::fs::read_dir(root).expect("the records").flatten() {
        let text = std::fs::read_to_string(entry.path()).expect("a record");
        let Ok(record) = Record::from_json(&text) else {
            continue;
        };
        let board = record.initial_state().expect("a start").board().clone();
        let mut events: Vec<Event> = Vec::new();
        record
            .replay_with(|_, _, new| events.extend(new.iter().cloned()))
            .expect("the record replays");
        for lang in Lang::ALL {
            let catalog = Catalog::builtin(lang.code()).expect("the built-in catalog");
            let named = |force: u8| force_named(&record, ForceId(force));
            let name = |force: u8| force_name(lang, &record, ForceId(force));
            let table = Table {
                board: &board,
                force: &named,
            };
            for cut in (1..events.len()).step_by(40).chain([events.len()]) {
                for seat in 0..record.players.len() as u8 {
                    for turn in turns_since(&events[..cut], ForceId(seat)) {
                        let engine = turn_sentence(lang, &turn, ForceId(seat), &board, &name);
                        let words = catalog.format(&turn_message(&turn, ForceId(seat)), &table);
                        assert_eq!(words, Some(engine), "{:?} {lang:?} {turn:?}", entry.path());
                        turns_read += 1;
                    }
                }
            }
        }
    }
    assert!(turns_read > 1000, "{turns_read}");
}
