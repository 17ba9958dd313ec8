//! The command-line tool as people and scripts use it.

use std::process::{Command, Output};

/// Runs `lamorisse-cli` with `args`.
fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lamorisse-cli"))
        .args(args)
        .output()
        .expect("the CLI runs")
}

/// The standard output as text.
fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn odds_prints_the_probability_with_at_least_six_digits_then_json() {
    let output = cli(&["odds", "3", "2", "--json"]);
    assert!(output.status.success());
    let text = stdout(&output);
    let mut lines = text.lines();
    let first = lines.next().unwrap();
    let digits = first.split('.').nth(1).unwrap();
    assert!(first.starts_with("0.") && digits.len() >= 6, "{first}");
    assert!((first.parse::<f64>().unwrap() - 0.655954).abs() < 1e-6);
    let json: serde_json::Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert_eq!(json["attacker_survivors"].as_array().unwrap().len(), 4);
    assert!(!cli(&["odds", "3"]).status.success());
    assert!(!cli(&["odds", "x", "2"]).status.success());
}

#[test]
fn simulate_is_deterministic_and_every_game_has_a_winner() {
    let args = [
        "simulate",
        "--preset",
        "conquete-2010",
        "--players",
        "3",
        "--games",
        "20",
        "--seed",
        "7",
        "--json",
    ];
    let (a, b) = (cli(&args), cli(&args));
    assert!(a.status.success());
    assert_eq!(stdout(&a), stdout(&b));
    let text = stdout(&a);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 21);
    for line in &lines[..20] {
        let game: serde_json::Value = serde_json::from_str(line).unwrap();
        assert!(game["winner"].as_u64().unwrap() < 3);
    }
    assert!(lines[20].contains("\"summary\""));
    let plain = cli(&[
        "simulate",
        "--preset",
        "parker-1993",
        "--players",
        "4",
        "--games",
        "5",
        "--seed",
        "1",
    ]);
    assert!(stdout(&plain).contains("entrant 3 (normal):"));
    let levels = cli(&[
        "simulate",
        "--preset",
        "parker-1993",
        "--players",
        "hard,normal,easy",
        "--games",
        "6",
        "--seed",
        "1",
        "--json",
    ]);
    assert!(levels.status.success());
    let text = stdout(&levels);
    let summary: serde_json::Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
    let wins = summary["summary"]["wins"].as_array().unwrap();
    assert_eq!(wins.iter().map(|w| w.as_u64().unwrap()).sum::<u64>(), 6);
    assert_eq!(summary["summary"]["fallbacks"], 0);
    assert!(
        !cli(&[
            "simulate",
            "--preset",
            "parker-1993",
            "--players",
            "hard,expert",
            "--games",
            "1",
            "--seed",
            "1"
        ])
        .status
        .success()
    );
    let unknown = cli(&[
        "simulate",
        "--preset",
        "nope",
        "--players",
        "4",
        "--games",
        "1",
        "--seed",
        "1",
    ]);
    assert!(!unknown.status.success());
}

#[test]
fn ladder_prints_win_rates_with_confidence_intervals() {
    let output = cli(&["ladder", "--games", "12", "--matchups", "normal,easy,easy"]);
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(text.contains("normal,easy,easy"), "{text}");
    assert!(
        text.contains("95% CI") && text.contains("baseline 33.3%"),
        "{text}"
    );
}

#[test]
fn check_prints_the_final_position_or_the_first_illegal_action() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../engine/tests/records");
    let valid = cli(&["check", &format!("{dir}/valid/parker-1993-3p-seed5.json")]);
    assert!(valid.status.success());
    let state: serde_json::Value = serde_json::from_str(&stdout(&valid)).unwrap();
    assert!(state["phase"]["Finished"].is_object());
    let illegal = cli(&[
        "check",
        &format!("{dir}/invalid/illegal-action-at-300.json"),
    ]);
    assert_eq!(illegal.status.code(), Some(1));
    let message = String::from_utf8_lossy(&illegal.stderr);
    assert!(
        message.contains("action 300") && message.contains("own territory"),
        "{message}"
    );
    for bad in [
        "empty.json",
        "random-bytes.json",
        "deep-nesting.json",
        "huge-numbers.json",
    ] {
        let output = cli(&["check", &format!("{dir}/invalid/{bad}")]);
        assert_eq!(output.status.code(), Some(1), "{bad}");
        let message = String::from_utf8_lossy(&output.stderr);
        assert!(
            message.contains("not a valid record") && !message.contains("panicked"),
            "{bad}"
        );
    }
    assert_eq!(cli(&["check", "/no/such/file.json"]).status.code(), Some(1));
}

#[test]
fn stats_prints_each_players_figures_then_every_turn_as_json() {
    let record = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../engine/tests/records/valid/parker-1993-3p-seed5.json"
    );
    let text = stdout(&cli(&["stats", record]));
    assert!(text.starts_with("40 samples, to turn 39"), "{text}");
    assert!(text.contains("Seat 2: 42 territories"), "{text}");
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&cli(&["stats", record, "--json"]))).unwrap();
    assert_eq!(json["samples"].as_array().unwrap().len(), 40);
    assert_eq!(json["players"].as_array().unwrap().len(), 3);
}

#[test]
fn log_writes_a_recorded_game_in_the_language_asked_and_refuses_an_unknown_one() {
    let record = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../engine/tests/records/valid/parker-1993-3p-seed5.json"
    );
    let english = cli(&["log", record]);
    assert!(english.status.success());
    let text = stdout(&english);
    assert!(
        text.starts_with("Lamorisse — World Domination, Parker 1993 · Standard rules — "),
        "{text}"
    );
    assert!(text.contains("Round 1: "), "{text}");
    let french = stdout(&cli(&["log", record, "--lang", "fr-CA"]));
    assert!(
        french.starts_with("Lamorisse — Risk, Parker 1993 · Règle de base — "),
        "{french}"
    );
    assert!(french.contains("Tour 1\u{202f}: "), "{french}");
    let unknown = cli(&["log", record, "--lang", "tlh"]);
    assert!(!unknown.status.success());
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("no catalog for the language tlh"));
    // Issue 52: the six other languages, a regional code finding its language's catalog.
    let german = stdout(&cli(&["log", record, "--lang", "de"]));
    assert!(
        german.starts_with("Lamorisse – Risiko, Parker 1993 · "),
        "{german}"
    );
    assert!(german.contains("Runde 1: "), "{german}");
    let portuguese = stdout(&cli(&["log", record, "--lang", "pt-BR"]));
    assert!(
        portuguese.starts_with("Lamorisse — Risk, Parker 1993 · "),
        "{portuguese}"
    );
    assert_eq!(german.lines().count(), text.lines().count());
}
