//! The log's sentences from the catalogs are the engine's own, byte for byte (issue 52: the
//! words move out of Rust unchanged): every event of every recorded game of
//! `crates/engine/tests/records/`, and every message with counts of 0, 1, 2 and 5 on each board.

use lamorisse_engine::action::Event;
use lamorisse_engine::board::{Board, TerritoryId};
use lamorisse_engine::cards::Card;
use lamorisse_engine::i18n::Lang;
use lamorisse_engine::record::Record;
use lamorisse_engine::state::{ForceId, ForceKind};
use lamorisse_engine::text::log_export::force_name;
use lamorisse_engine::text::message::log_message;
use lamorisse_engine::text::phrases::{extra_force_name, log_line};
use lamorisse_words::catalog::Table;
use lamorisse_words::table::force_named;
use lamorisse_words::{Catalog, Named};
use std::collections::BTreeMap;

/// Every record the engine's tests keep.
fn records() -> Vec<(String, Record)> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../engine/tests/records");
    let mut found = Vec::new();
    for folder in ["valid", "v1", "v2", "v3"] {
        let Ok(entries) = std::fs::read_dir(format!("{root}/{folder}")) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let text = std::fs::read_to_string(&path).expect("a record");
            if let Ok(record) = Record::from_json(&text) {
                found.push((path.display().to_string(), record));
            }
        }
    }
    assert!(found.len() >= 57, "only {} records", found.len());
    found
}

#[test]
fn every_recorded_event_reads_the_same_from_the_catalogs() {
    let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
    for (path, record) in records() {
        let start = record.initial_state().expect("a record's start");
        let board = start.board();
        for lang in Lang::ALL {
            let catalog = Catalog::builtin(lang).expect("the built-in catalog");
            let named = |force: u8| force_named(&record, ForceId(force));
            let table = Table {
                board,
                force: &named,
            };
            let name = |force: u8| force_name(lang, &record, ForceId(force));
            record
                .replay_with(|_, _, events| {
                    for event in events {
                        let Some(message) = log_message(event) else {
                            continue;
                        };
                        *seen.entry(message.id).or_default() += 1;
                        let engine = log_line(lang, event, board, &name);
                        let words = catalog.format(&message, &table);
                        assert_eq!(words, engine, "{path}, {lang:?}, {event:?}");
                    }
                })
                .expect("the record replays");
        }
    }
    for id in ["log-turn-started", "log-battle", "log-conquered", "log-won"] {
        assert!(seen.contains_key(id), "no record has {id}: {seen:?}");
    }
}

/// Every message the log has, with each count that changes its words.
fn sweep(board: &Board) -> Vec<Event> {
    let (a, b) = (TerritoryId(0), TerritoryId(1));
    let (p, q, extra) = (ForceId(0), ForceId(1), ForceId(3));
    let mut events = vec![
        Event::Commanded { die: 0 },
        Event::HeadquartersChosen { force: p },
        Event::CapitalChosen { force: q },
        Event::HeadquartersRevealed {
            headquarters: vec![(p, a), (q, b)],
        },
        Event::HeadquartersCaptured {
            territory: a,
            of: p,
            by: q,
        },
        Event::Influenced {
            force: extra,
            by: p,
        },
        Event::StatusChanged {
            force: extra,
            ally_of: Some(q),
        },
        Event::StatusChanged {
            force: extra,
            ally_of: None,
        },
        Event::CardDrawn {
            force: p,
            card: Card::Territory(b),
        },
        Event::Won { force: q },
        Event::Rerolled {
            die: 0,
            value: 4,
            card: Card::Territory(a),
        },
        Event::Rerolled {
            die: 1,
            value: 2,
            card: Card::Joker(0),
        },
    ];
    for n in [0, 1, 2, 5] {
        events.extend(counted(board, n));
    }
    events
}

/// The messages with a count, at `n`.
fn counted(board: &Board, n: u32) -> Vec<Event> {
    let last = TerritoryId((board.territories.len() - 1) as u8);
    let (a, p, q, extra) = (TerritoryId(0), ForceId(0), ForceId(1), ForceId(3));
    vec![
        Event::TurnStarted {
            force: p,
            round: n + 1,
            from_territories: n,
            from_continents: 0,
        },
        Event::CardsTraded {
            force: p,
            cards: [Card::Territory(a); 3],
            armies: n,
        },
        Event::Conquered {
            force: q,
            territory: last,
            from_force: p,
        },
        Event::Battle {
            from: a,
            to: last,
            attack: vec![6],
            defend: vec![1],
            attacker_losses: n,
            defender_losses: 2 - n.min(2),
            bonus: Default::default(),
        },
        Event::Eliminated {
            force: extra,
            by: p,
            cards_taken: n,
        },
        // A move of no armies is refused (001 "Fortifying": at least one), and the two
        // disagree there: "0 régiment vont" in Rust, "0 régiment va" in the catalog.
        Event::Fortified {
            from: last,
            to: a,
            armies: n.max(1),
        },
        Event::ArmiesLost {
            force: q,
            armies: n,
        },
        Event::CapitalTaken {
            territory: last,
            of: p,
            by: q,
            territories: n,
            removed: n,
        },
        Event::StatusRolled {
            force: extra,
            die: (n + 2) as u8,
        },
        Event::AllyReinforced {
            force: extra,
            armies: n,
        },
        Event::NeutralReinforced {
            force: extra,
            armies: n,
        },
        Event::TeamHandPassed {
            from: p,
            to: q,
            cards: n,
        },
    ]
}

#[test]
fn every_message_reads_the_same_from_the_catalogs_on_every_board() {
    let kinds = [
        ForceKind::Neutral,
        ForceKind::Allied,
        ForceKind::Independent,
    ];
    for board in [Board::world(), Board::europe_1810(), Board::roman_empire()] {
        for lang in Lang::ALL {
            let catalog = Catalog::builtin(lang).expect("the built-in catalog");
            for kind in kinds {
                let named = |force: u8| match force {
                    0 => Named::Player("Ada".into()),
                    1 => Named::Player("Bruno".into()),
                    _ => Named::Extra { kind, number: 2 },
                };
                let name = |force: u8| match named(force) {
                    Named::Player(name) => name,
                    Named::Extra { kind, number } => extra_force_name(lang, kind, number),
                };
                let table = Table {
                    board,
                    force: &named,
                };
                for event in sweep(board) {
                    let message = log_message(&event).expect("a message for the event");
                    let engine = log_line(lang, &event, board, &name);
                    let words = catalog.format(&message, &table);
                    assert_eq!(words, engine, "{} {lang:?} {kind:?} {event:?}", board.key);
                }
            }
        }
    }
}
