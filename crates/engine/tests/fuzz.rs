//! Fuzzing at a bounded size, run with the test command (issue 11): hostile actions are
//! refused with a typed error and change nothing, and random bytes fed to the record and
//! save parsers are refused or replayed, never a panic. The counts are printed for
//! docs/reliability.md (`cargo test --release --test fuzz -- --nocapture`).

use std::path::Path;

use lamorisse_engine::action::Action;
use lamorisse_engine::autoplay::choose;
use lamorisse_engine::presets::{PRESET_IDS, preset};
use lamorisse_engine::record::Record;
use lamorisse_engine::rng::Rng;
use lamorisse_engine::simulate::game_seed;
use lamorisse_engine::state::GameState;
use serde_json::Value;

/// Games per preset in the hostile-action fuzz.
const GAMES: u64 = 20;
/// Hostile actions tried at each step of those games.
const PROBES_PER_STEP: usize = 3;
/// Inputs fed to the record parsers.
const PARSER_INPUTS: usize = 20_000;

/// A number chosen to hit edges: small ids, the board's size, type limits.
fn edgy_number(rng: &mut Rng) -> u64 {
    match rng.below(8) {
        0 => 0,
        1 => u64::from(u8::MAX),
        2 => u64::from(u32::MAX),
        3 => u64::from(rng.below(60)),
        4 => 1_000_001,
        _ => u64::from(rng.below(8)),
    }
}

/// Replaces some integers in a JSON value with edgy ones, recursively.
fn mutate(value: &mut Value, rng: &mut Rng) {
    match value {
        Value::Number(_) if rng.below(2) == 0 => *value = Value::from(edgy_number(rng)),
        Value::Array(items) => items.iter_mut().for_each(|v| mutate(v, rng)),
        Value::Object(fields) => fields.values_mut().for_each(|v| mutate(v, rng)),
        _ => {}
    }
}

/// A hostile action: a legal-looking action of any kind seen so far, its numbers changed.
fn hostile_action(pool: &[Value], rng: &mut Rng) -> Option<Action> {
    let mut value = pool[rng.below(pool.len() as u32) as usize].clone();
    mutate(&mut value, rng);
    serde_json::from_value(value).ok()
}

#[test]
fn hostile_actions_are_refused_with_a_typed_error_and_change_nothing() {
    let (mut probes, mut refused, mut steps) = (0u64, 0u64, 0u64);
    // Every action kind the games play, as JSON, to mutate.
    let mut pool: Vec<Value> = vec![
        serde_json::to_value(Action::EndTurn).unwrap(),
        serde_json::to_value(Action::Resolve).unwrap(),
        serde_json::to_value(Action::BuyMission).unwrap(),
    ];
    let mut rng = Rng::new(11);
    for id in PRESET_IDS {
        let rules = preset(id).unwrap();
        if !rules.implemented {
            continue;
        }
        for game in 0..GAMES {
            let players = rules.min_players
                + (game % u64::from(rules.max_players - rules.min_players + 1)) as u8;
            let seed = game_seed(20_261_122, game);
            let mut state = GameState::new(rules.clone(), players, seed).unwrap();
            let mut policy = Rng::new(seed);
            while let Some(action) = choose(&state, &mut policy) {
                let seen = serde_json::to_value(&action).unwrap();
                if pool.len() < 4000 && !pool.contains(&seen) {
                    pool.push(seen);
                }
                for _ in 0..PROBES_PER_STEP {
                    let Some(hostile) = hostile_action(&pool, &mut rng) else {
                        continue;
                    };
                    probes += 1;
                    let mut probe = state.clone();
                    if probe.apply(&hostile).is_err() {
                        refused += 1;
                        assert_eq!(probe, state, "{id}: a refused {hostile:?} changed the game");
                    }
                }
                state.apply(&action).unwrap();
                steps += 1;
            }
        }
    }
    eprintln!("fuzz: {probes} hostile actions over {steps} steps, {refused} refused");
    assert!(probes > 100_000, "{probes}");
    assert!(refused > probes / 2, "most hostile actions are illegal");
}

/// The golden records' texts.
fn golden_texts() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/valid");
    let mut texts: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .collect();
    texts.sort();
    texts
}

/// The char boundary at or before `at` in `text`.
fn boundary(text: &str, at: usize) -> usize {
    (0..=at.min(text.len()))
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0)
}

/// One hostile input: random bytes, a damaged golden record (bytes flipped, cut, spliced,
/// repeated) or a damaged compact save.
fn hostile_text(golden: &[String], rng: &mut Rng) -> String {
    let source = &golden[rng.below(golden.len() as u32) as usize];
    match rng.below(6) {
        0 => {
            let bytes: Vec<u8> = (0..rng.below(400)).map(|_| rng.below(256) as u8).collect();
            String::from_utf8_lossy(&bytes).into_owned()
        }
        1 => {
            let mut bytes = source.clone().into_bytes();
            let alphabet = b" {}[],:\"0123456789-.eatrufnl";
            for _ in 0..1 + rng.below(8) {
                let at = rng.below(bytes.len() as u32) as usize;
                bytes[at] = alphabet[rng.below(alphabet.len() as u32) as usize];
            }
            String::from_utf8_lossy(&bytes).into_owned()
        }
        2 => {
            let cut = rng.below(source.len() as u32) as usize;
            source[..boundary(source, cut)].to_owned()
        }
        3 => {
            // A splice of two records.
            let other = &golden[rng.below(golden.len() as u32) as usize];
            let (a, b) = (
                boundary(source, rng.below(source.len() as u32) as usize),
                boundary(other, rng.below(other.len() as u32) as usize),
            );
            format!("{}{}", &source[..a], &other[b..])
        }
        4 => {
            let record = Record::from_json(source).unwrap();
            let mut stored = record.to_stored().into_bytes();
            let at = 4 + rng.below(stored.len() as u32 - 4) as usize;
            let alphabet = b"ABCxyz019+/=";
            stored[at] = alphabet[rng.below(alphabet.len() as u32) as usize];
            String::from_utf8_lossy(&stored).into_owned()
        }
        _ => {
            let mut value: Value = serde_json::from_str(source).unwrap();
            mutate(&mut value, rng);
            value.to_string()
        }
    }
}

#[test]
fn random_bytes_and_damaged_saves_are_refused_or_replayed_never_a_panic() {
    let golden = golden_texts();
    let mut rng = Rng::new(7);
    let (mut refused, mut replayed, mut illegal) = (0, 0, 0);
    for _ in 0..PARSER_INPUTS {
        let text = hostile_text(&golden, &mut rng);
        match Record::from_stored(&text) {
            Err(_) => refused += 1,
            Ok(record) => match record.replay() {
                Ok(_) => replayed += 1,
                Err(_) => illegal += 1,
            },
        }
    }
    eprintln!(
        "fuzz: {PARSER_INPUTS} hostile inputs: {refused} refused, {illegal} refused on replay, {replayed} replayed"
    );
    assert_eq!(refused + replayed + illegal, PARSER_INPUTS);
    assert!(refused > PARSER_INPUTS / 2);
}
