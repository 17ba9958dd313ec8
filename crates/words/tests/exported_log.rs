//! A recorded game's log exported as text from the catalogs (`lamorisse-cli log --lang`,
//! `lamorisse_words::log_text`): the game told in words, without its secrets.

use lamorisse_engine::action::Event;
use lamorisse_engine::record::Record;
use lamorisse_words::Catalog;
use lamorisse_words::log_text::log_text;

/// A record of the engine's tests by file name (`crates/engine/tests/records/valid/`).
fn golden(name: &str) -> Record {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../engine/tests/records/valid/"
    );
    let text = std::fs::read_to_string(format!("{path}{name}")).expect("a record");
    Record::from_json(&text).expect("a valid record")
}

/// How many battles a record has.
fn battles(record: &Record) -> usize {
    let mut count = 0;
    record
        .replay_with(|_, _, events| {
            count += events
                .iter()
                .filter(|e| matches!(e, Event::Battle { .. }))
                .count();
        })
        .expect("the record replays");
    count
}

#[test]
fn the_exported_log_tells_the_game_in_words_without_its_secrets() {
    let record = golden("parker-1993-3p-seed5.json");
    let english = Catalog::builtin("en").expect("the English catalog");
    let text = log_text(&record, &english).expect("the record replays");
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].starts_with("Lamorisse — World Domination, Parker 1993 · Standard rules"),
        "{}",
        lines[0]
    );
    assert!(lines.last().unwrap().ends_with("wins the game!"));
    let battle_lines = lines.iter().filter(|l| l.starts_with("Battle for")).count();
    assert_eq!(battle_lines, battles(&record));
    // A drawn card is never named.
    assert!(lines.iter().any(|l| l.ends_with("draws a card.")));
    assert!(
        !lines
            .iter()
            .any(|l| l.contains("draws") && !l.ends_with("draws a card."))
    );
    let french = Catalog::builtin("fr").expect("the French catalog");
    let french = log_text(&record, &french).expect("the record replays");
    assert!(french.contains("pioche une carte."));
    assert_eq!(french.lines().count(), lines.len());
}
