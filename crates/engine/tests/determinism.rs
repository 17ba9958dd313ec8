//! Determinism: the same seed and actions give the same game. The fingerprint below is also
//! checked in the browser (e2e/specs/determinism.test.mjs), proving native and wasm agree.

use lamorisse_engine::bot::{Budget, Level};
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::{play_bots, play_bots_pondered, play_game};

/// The shared expectation, read by this test and by the browser test: a seeded game between
/// bots of one level, thinking in slices of one imagined round as the table does.
fn golden() -> serde_json::Value {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/records/determinism.json"
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn a_seeded_bots_game_has_the_pinned_fingerprint_however_the_thinking_is_sliced() {
    let golden = golden();
    let rules = preset(golden["preset"].as_str().unwrap()).unwrap();
    let players = golden["players"].as_u64().unwrap() as usize;
    let seed = golden["seed"].as_u64().unwrap();
    let level: Level = golden["level"].as_str().unwrap().parse().unwrap();
    let levels = vec![level; players];
    let (sliced, times) =
        play_bots_pondered(&rules, &levels, seed, (1, Budget::default()), || 0.0).unwrap();
    let (whole, _) = play_bots(&rules, &levels, seed, |_, _, _| {}).unwrap();
    assert_eq!(sliced, whole);
    assert!(times.decisions.len() > 100);
    assert_eq!(
        format!("{:016x}", sliced.fingerprint()),
        golden["fingerprint"].as_str().unwrap()
    );
}

#[test]
fn a_seeded_game_with_an_expert_has_the_pinned_fingerprint() {
    // The same seed and the same budget (the default playouts): the same search, the same
    // game, here and in the wasm (e2e/specs/determinism.test.mjs).
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/records/determinism-expert.json"
    );
    let golden: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let rules = preset(golden["preset"].as_str().unwrap()).unwrap();
    let seed = golden["seed"].as_u64().unwrap();
    let levels: Vec<Level> = golden["level"]
        .as_str()
        .unwrap()
        .split(',')
        .map(|l| l.parse().unwrap())
        .collect();
    let (sliced, _) =
        play_bots_pondered(&rules, &levels, seed, (2, Budget::default()), || 0.0).unwrap();
    assert_eq!(
        format!("{:016x}", sliced.fingerprint()),
        golden["fingerprint"].as_str().unwrap()
    );
}

#[test]
fn a_seeded_game_is_the_same_every_time() {
    let rules = preset("parker-1993").unwrap();
    let play = || play_game(&rules, 4, 42, |_, _, _| {}).unwrap().0;
    assert_eq!(play(), play());
}
