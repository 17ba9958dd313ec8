//! Golden records: every file under `tests/records/valid/` replays to its recorded result, and
//! every file under `tests/records/invalid/` is refused with the expected reason.

use std::path::Path;

use lamorisse_engine::action::RuleError;
use lamorisse_engine::record::{Record, ReplayError};
use lamorisse_engine::simulate::record_game;
use lamorisse_engine::state::Phase;

/// Reads and replays one record file.
fn replay(path: &Path) -> Result<lamorisse_engine::state::GameState, ReplayError> {
    let bytes = std::fs::read(path).unwrap();
    let text = String::from_utf8(bytes).map_err(|_| ReplayError::Invalid("not UTF-8".into()))?;
    Record::from_json(&text)?.replay()
}

#[test]
fn every_valid_record_replays() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/valid");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let state = replay(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if !name.contains("position") {
            assert!(matches!(state.phase, Phase::Finished { .. }), "{name}");
        }
        count += 1;
    }
    assert!(count >= 4);
}

#[test]
fn every_invalid_record_is_refused_with_its_reason() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/invalid");
    let expected: &[(&str, Option<(usize, RuleError)>)] = &[
        ("empty.json", None),
        ("truncated.json", None),
        ("random-bytes.json", None),
        ("deep-nesting.json", None),
        ("huge-numbers.json", None),
        ("unknown-preset.json", None),
        ("wrong-version.json", None),
        ("wrong-winner.json", None),
        ("position-card-twice.json", None),
        ("position-empty-territory.json", None),
        ("position-shared-without-teams.json", None),
        ("position-negative-armies.json", None),
        ("position-unowned-territory.json", None),
        ("position-turn-names-unknown-force.json", None),
        ("position-extra-force-wrong-kind.json", None),
        ("position-invasion-unknown-force.json", None),
        ("newer-version.json", None),
        ("short-game-without-capitals.json", None),
        (
            "headquarters-not-yours.json",
            Some((105, RuleError::NotYourTerritory)),
        ),
        (
            "impossible-status-die.json",
            Some((80, RuleError::RecordMismatch)),
        ),
        (
            "objective-claimed-during-setup.json",
            Some((0, RuleError::NotTheObjectivesMoment)),
        ),
        (
            "unknown-territory.json",
            Some((0, RuleError::UnknownTerritory)),
        ),
        (
            "illegal-action-at-300.json",
            Some((300, RuleError::AttackOwnTerritory)),
        ),
        (
            "impossible-dice.json",
            Some((106, RuleError::RecordMismatch)),
        ),
    ];
    let files = std::fs::read_dir(&dir).unwrap().count();
    assert_eq!(
        files,
        expected.len(),
        "every invalid record has an expectation"
    );
    for (name, illegal) in expected {
        let result = replay(&dir.join(name));
        match (illegal, result) {
            (None, Err(ReplayError::Invalid(_))) => {}
            // Version 99 is as newer as version 5: both ask for an update.
            (None, Err(ReplayError::Newer { .. }))
                if matches!(*name, "newer-version.json" | "wrong-version.json") => {}
            (Some((index, error)), Err(ReplayError::Illegal { index: i, error: e })) => {
                assert_eq!((*index, error.clone()), (i, e), "{name}");
            }
            (want, got) => panic!("{name}: wanted {want:?}, got {got:?}"),
        }
    }
}

#[test]
fn a_record_round_trips_and_replays_to_the_same_state() {
    let rules = lamorisse_engine::presets::preset("conquete-2010").unwrap();
    let record = record_game(&rules, 4, 99).unwrap();
    let text = record.to_json_lines();
    let again = Record::from_json(&text).unwrap();
    assert_eq!(again, record);
    let (a, b) = (record.replay().unwrap(), again.replay().unwrap());
    assert_eq!(a.fingerprint(), b.fingerprint());
    assert_eq!(a.winner().map(|w| w.0), record.result.map(|r| r.winner));
}

#[test]
fn the_cli_writes_the_golden_records_byte_for_byte() {
    // The golden files are what `lamorisse-cli record` prints for these arguments.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/valid");
    for (file, id, players, seed) in [
        ("parker-1993-3p-seed5.json", "parker-1993", 3, 5),
        ("conquete-2010-3p-seed5.json", "conquete-2010", 3, 5),
        ("parker-1993-duel-2p-seed3.json", "parker-1993-duel", 2, 3),
        ("miro-1975-4p-seed5.json", "miro-1975", 4, 5),
        (
            "conquete-2010-duel-passive-2p-seed2.json",
            "conquete-2010-duel-passive",
            2,
            2,
        ),
        (
            "parker-1993-capital-3p-seed4.json",
            "parker-1993-capital",
            3,
            4,
        ),
        (
            "parker-1993-missions-3p-seed2.json",
            "parker-1993-missions",
            3,
            2,
        ),
        (
            "conquete-2010-missions-3p-seed4.json",
            "conquete-2010-missions",
            3,
            4,
        ),
        (
            "conquete-2010-duel-active-2p-seed5.json",
            "conquete-2010-duel-active",
            2,
            5,
        ),
        (
            "conquete-2010-teams-4p-seed3.json",
            "conquete-2010-teams",
            4,
            3,
        ),
        ("napoleon-1999-4p-seed1.json", "napoleon-1999", 4, 1),
        (
            "napoleon-1999-world-3p-seed3.json",
            "napoleon-1999-world",
            3,
            3,
        ),
        (
            "napoleon-1999-capitals-4p-seed2.json",
            "napoleon-1999-capitals",
            4,
            2,
        ),
        (
            "napoleon-1999-duel-2p-seed3.json",
            "napoleon-1999-duel",
            2,
            3,
        ),
        ("roman-empire-3p-seed1.json", "roman-empire", 3, 1),
        ("roman-empire-2p-seed3.json", "roman-empire", 2, 3),
        ("roman-conquest-3p-seed2.json", "roman-conquest", 3, 2),
        ("miro-1975-world-4p-seed3.json", "miro-1975-world", 4, 3),
        ("miro-1975-duel-2p-seed4.json", "miro-1975-duel", 2, 4),
    ] {
        let rules = lamorisse_engine::presets::preset(id).unwrap();
        let record = record_game(&rules, players, seed).unwrap();
        let golden = std::fs::read_to_string(dir.join(file)).unwrap();
        assert_eq!(record.to_json_lines(), golden, "{file}");
    }
}

#[test]
fn mutated_records_are_refused_or_replayed_but_never_panic() {
    // Hostile input: change digits (ids, armies, dice, seats) and cut files short.
    use lamorisse_engine::rng::Rng;
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/valid");
    let mut rng = Rng::new(404);
    for name in [
        "parker-1993-position-after-300.json",
        "parker-1993-missions-3p-seed2.json",
        "conquete-2010-missions-3p-seed4.json",
        "conquete-2010-duel-active-2p-seed5.json",
        "conquete-2010-teams-4p-seed3.json",
        "napoleon-1999-world-3p-seed3.json",
        "napoleon-1999-4p-seed1.json",
        "napoleon-1999-duel-2p-seed3.json",
        "napoleon-1999-capitals-4p-seed2.json",
        "roman-empire-3p-seed1.json",
        "roman-conquest-3p-seed2.json",
    ] {
        let text = std::fs::read_to_string(dir.join(name)).unwrap();
        let digits: Vec<usize> = text
            .bytes()
            .enumerate()
            .filter(|(_, b)| b.is_ascii_digit())
            .map(|(i, _)| i)
            .collect();
        for _ in 0..300 {
            let mut bytes = text.clone().into_bytes();
            for _ in 0..1 + rng.below(4) {
                let at = digits[rng.below(digits.len() as u32) as usize];
                bytes[at] = b'0' + rng.below(10) as u8;
            }
            let mutated = String::from_utf8(bytes).unwrap();
            if let Ok(record) = Record::from_json(&mutated) {
                let _ = record.replay();
            }
            let cut = rng.below(mutated.trim_end().len() as u32 - 1) as usize;
            assert!(Record::from_json(&mutated[..cut]).is_err());
        }
    }
}

#[test]
fn replaying_a_record_gives_exactly_the_state_that_was_played() {
    // Recorded dice and cards keep the generator in step, so the replayed state (generator
    // included) is the live one: a resumed game goes on exactly as it would have.
    use lamorisse_engine::simulate::play_game;
    for (id, seed) in [
        ("parker-1993", 21),
        ("conquete-2010", 22),
        ("parker-1993-missions", 23),
    ] {
        let rules = lamorisse_engine::presets::preset(id).unwrap();
        let (live, _) = play_game(&rules, 4, seed, |_, _, _| {}).unwrap();
        let record = record_game(&rules, 4, seed).unwrap();
        assert_eq!(
            record.replay().unwrap().fingerprint(),
            live.fingerprint(),
            "{id}"
        );
        let stored = Record::from_stored(&record.to_stored()).unwrap();
        assert_eq!(
            stored.replay().unwrap().fingerprint(),
            live.fingerprint(),
            "{id}"
        );
    }
}

#[test]
fn every_version_1_record_upgrades_to_its_version_2_golden_file() {
    // tests/records/v1 keeps each golden game as version 1 wrote it (the turn ended inside
    // the last fortification); reading one upgrades it to exactly its version 2 file.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records");
    let mut upgraded = 0;
    for entry in std::fs::read_dir(root.join("v1")).unwrap() {
        let path = entry.unwrap().path();
        let old = std::fs::read_to_string(&path).unwrap();
        assert!(
            old.contains("\"version\":1,"),
            "{path:?} is a version 1 record"
        );
        let record = Record::from_json(&old).unwrap();
        assert_eq!(record.version, 2);
        let current = std::fs::read_to_string(root.join("v2").join(path.file_name().unwrap()));
        assert_eq!(record.to_json_lines(), current.unwrap(), "{path:?}");
        upgraded += 1;
    }
    assert!(upgraded >= 16, "a version 1 sample of every preset");
}

#[test]
fn every_version_2_record_replays_as_it_was_played() {
    // tests/records/v2 keeps each golden game as version 2 wrote it, before RULINGS R3-R9
    // were corrected (issue 26): it replays under the rules it was played with
    // (`migrate::rules_before_v3`), to its recorded result.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/v2");
    let mut replayed = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let record = Record::from_json(&text).unwrap();
        assert_eq!(record.version, 2, "{path:?}");
        let state = record.replay().unwrap_or_else(|e| panic!("{path:?}: {e}"));
        assert_eq!(
            state.winner().map(|w| w.0),
            record.result.map(|r| r.winner),
            "{path:?}"
        );
        replayed += 1;
    }
    assert!(
        replayed >= 18,
        "a version 2 sample of every preset then playable"
    );
}

#[test]
fn every_version_3_record_replays_as_it_was_played() {
    // tests/records/v3 keeps the golden games version 3 wrote that version 4 plays otherwise:
    // 002's allied force, before RULINGS R9 gave it half of the +2 of the pictured cards held
    // (issue 50). They replay under the rules they were played with
    // (`migrate::rules_before_v4`), to their recorded result, and would not replay under
    // version 4's.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/v3");
    let mut replayed = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let record = Record::from_json(&text).unwrap();
        assert_eq!(record.version, 3, "{path:?}");
        let state = record.replay().unwrap_or_else(|e| panic!("{path:?}: {e}"));
        assert_eq!(
            state.winner().map(|w| w.0),
            record.result.map(|r| r.winner),
            "{path:?}"
        );
        let as_v4 = text.replacen("\"version\":3,", "\"version\":4,", 1);
        let refused = Record::from_json(&as_v4).unwrap().replay();
        assert!(
            matches!(refused, Err(ReplayError::Illegal { .. })),
            "{path:?} plays otherwise under version 4's rules"
        );
        replayed += 1;
    }
    assert!(replayed >= 1, "the miro-1975-duel game of version 3");
}

#[test]
fn a_record_from_a_newer_version_asks_for_an_update() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/valid");
    let text = std::fs::read_to_string(dir.join("parker-1993-3p-seed5.json")).unwrap();
    let newer = text.replacen("\"version\":4,", "\"version\":5,", 1);
    assert_ne!(newer, text);
    let error = Record::from_json(&newer).expect_err("a newer version");
    assert_eq!(error, ReplayError::Newer { version: 5 });
    assert!(error.to_string().contains("newer version"), "{error}");
}

#[test]
fn any_moment_of_any_preset_replays_from_its_position() {
    // An explicit position may hold every kind of force (neutral, independents with their
    // status and cards, the 002 ally in any of its steps, teammates, capitals, the Roman
    // economy): a record started from any moment of any preset replays to the same end.
    use lamorisse_engine::presets::{PRESET_IDS, preset};
    use lamorisse_engine::record::{Position, Start, apply_step};
    let mut snapshots = 0;
    for id in PRESET_IDS {
        let rules = preset(id).unwrap();
        for players in [rules.min_players, rules.max_players] {
            let record = record_game(&rules, players, 3).unwrap();
            let end = record.replay().unwrap().fingerprint();
            let mut state = record.initial_state().unwrap();
            for (i, step) in record.actions.iter().enumerate() {
                if i % 41 == 7 {
                    let rest = Record {
                        start: Start::Position(Box::new(Position::from(&state))),
                        actions: record.actions[i..].to_vec(),
                        ..record.clone()
                    };
                    let back = Record::from_json(&rest.to_json_lines())
                        .unwrap_or_else(|e| panic!("{id} {players}p at {i}: {e}"));
                    let replayed = back
                        .replay()
                        .unwrap_or_else(|e| panic!("{id} {players}p at {i}: {e}"));
                    assert_eq!(
                        replayed.fingerprint(),
                        end,
                        "{id} {players}p from action {i}"
                    );
                    snapshots += 1;
                }
                apply_step(&mut state, step).unwrap();
            }
        }
    }
    assert!(snapshots > 500, "{snapshots} positions replayed");
}

#[test]
fn toggles_may_name_any_subset_of_their_keys() {
    // docs/record-format.md: a missing key is off.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/valid");
    let text = std::fs::read_to_string(dir.join("parker-1993-3p-seed5.json")).unwrap();
    for toggles in [r#"{}"#, r#"{"commander": true}"#] {
        let with = text.replacen(
            "\"start\":",
            &format!("\"toggles\":{toggles},\"start\":"),
            1,
        );
        let record = Record::from_json(&with).unwrap_or_else(|e| panic!("{toggles}: {e}"));
        assert_eq!(record.toggles.commander, toggles.contains("commander"));
    }
}

#[test]
fn an_exported_record_carries_no_pin() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/valid");
    let text = std::fs::read_to_string(dir.join("parker-1993-3p-seed5.json")).unwrap();
    let mut record = Record::from_json(&text).unwrap();
    record.players[0].pin = Some("1234".into());
    let exported = record.for_export().to_json_lines();
    assert!(!exported.contains("pin") && !exported.contains("1234"));
    // The browser's own copy keeps it, for the hand-off after a reload.
    assert!(record.to_json_lines().contains("1234"));
}
