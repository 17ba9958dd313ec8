//! Test support for issue 52's move of the interface's sentences into the catalogs: the
//! recorded games' states to read, and a message said by the built-in catalogs, so that each
//! screen's test can compare the catalog's words with the Rust it will replace, byte for byte.

use crate::engine::i18n::Lang;
use crate::engine::record::Record;
use crate::engine::state::{ForceId, GameState};
use crate::engine::text::message::Message;
use lamorisse_words::Catalog;
use lamorisse_words::catalog::Table;
use lamorisse_words::sources::LANGUAGES;
use lamorisse_words::table::force_named;

/// Every record the engine's tests keep (`crates/engine/tests/records/`).
pub fn records() -> Vec<Record> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/crates/engine/tests/records");
    let mut found = Vec::new();
    for folder in ["valid", "v1", "v2", "v3"] {
        let Ok(entries) = std::fs::read_dir(format!("{root}/{folder}")) else {
            continue;
        };
        let mut paths: Vec<_> = entries.flatten().map(|e| e.path()).collect();
        paths.sort();
        for path in paths {
            let text = std::fs::read_to_string(&path).expect("a record");
            if let Ok(record) = Record::from_json(&text) {
                found.push(record);
            }
        }
    }
    assert!(found.len() >= 57, "only {} records", found.len());
    found
}

/// Calls `seen` with every `every`-th state of every record (and each record's last).
pub fn each_state(every: usize, mut seen: impl FnMut(&Record, &GameState)) {
    for record in records() {
        let mut index = 0;
        let last = record
            .replay_with(|state, _, _| {
                if index % every == 0 {
                    seen(&record, state);
                }
                index += 1;
            })
            .expect("a record that replays");
        seen(&record, &last);
    }
}

/// `message`, which names no force or place, in `lang`'s built-in catalog.
pub fn said_plain(lang: Lang, message: &Message) -> String {
    thread_local! {
        static FIRST: (Record, GameState) = {
            let record = records().swap_remove(0);
            let state = record.initial_state().expect("a record's start");
            (record, state)
        };
    }
    FIRST.with(|(record, state)| said(lang, message, record, state))
}

/// The built-in catalog of the language `code`, parsed once a test thread.
fn catalog(code: &'static str) -> &'static Catalog {
    thread_local! {
        static PARSED: std::cell::RefCell<Vec<(&'static str, &'static Catalog)>> =
            const { std::cell::RefCell::new(Vec::new()) };
    }
    PARSED.with(|parsed| {
        let mut parsed = parsed.borrow_mut();
        if let Some((_, catalog)) = parsed.iter().find(|(c, _)| *c == code) {
            return *catalog;
        }
        let catalog = Box::leak(Box::new(
            Catalog::builtin(code).expect("the built-in catalog"),
        ));
        parsed.push((code, catalog));
        catalog
    })
}

/// `message` in `lang`'s built-in catalog, its forces those of `record`, its places on
/// `state`'s board; a message the catalog lacks fails the test with its id. Every other
/// built-in language must say it too (issue 52 item 2: nothing English says is missing).
pub fn said(lang: Lang, message: &Message, record: &Record, state: &GameState) -> String {
    let named = |force: u8| force_named(record, ForceId(force));
    let table = Table {
        board: state.board(),
        force: &named,
    };
    let code = lang.code();
    if lang == Lang::En {
        for other in LANGUAGES.iter().filter(|c| !["en", "fr"].contains(c)) {
            let words = catalog(other).format(message, &table);
            let words = words.unwrap_or_else(|| panic!("{other}: cannot say {message:?}"));
            assert!(!words.contains('{'), "{other}: {words}");
        }
    }
    catalog(code)
        .format(message, &table)
        .unwrap_or_else(|| panic!("{lang:?}: the catalog cannot say {message:?}"))
}

/// `message`, which names no place, in `lang`'s built-in catalog, its forces the players
/// `names` in seat order.
pub fn said_by(lang: Lang, message: &Message, names: &[&str]) -> String {
    let named = |force: u8| lamorisse_words::Named::Player(names[usize::from(force)].to_owned());
    let table = Table {
        board: crate::engine::board::Board::world(),
        force: &named,
    };
    catalog(lang.code())
        .format(message, &table)
        .unwrap_or_else(|| panic!("{lang:?}: the catalog cannot say {message:?}"))
}
