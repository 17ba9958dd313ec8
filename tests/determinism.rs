//! Determinism: the same seed and actions give the same game. The fingerprint below is also
//! checked in the browser (e2e/specs/determinism.test.mjs), proving native and wasm agree.

use lamorisse::engine::presets::preset;
use lamorisse::engine::simulate::play_game;

/// The shared expectation, read by this test and by the browser test.
fn golden() -> serde_json::Value {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/records/determinism.json"
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn a_seeded_game_has_the_pinned_fingerprint_every_time() {
    let golden = golden();
    let rules = preset(golden["preset"].as_str().unwrap()).unwrap();
    let players = golden["players"].as_u64().unwrap() as u8;
    let seed = golden["seed"].as_u64().unwrap();
    let play = || play_game(&rules, players, seed, |_, _, _| {}).unwrap().0;
    let (first, second) = (play(), play());
    assert_eq!(first, second);
    assert_eq!(
        format!("{:016x}", first.fingerprint()),
        golden["fingerprint"].as_str().unwrap()
    );
}
