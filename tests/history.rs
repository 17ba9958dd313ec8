//! A game's history from its record: the luck report (battle losses against the exact odds)
//! and the log exported as text.

use std::path::Path;

use lamorisse::engine::action::Event;
use lamorisse::engine::i18n::Lang;
use lamorisse::engine::luck::{expected_losses, luck_report};
use lamorisse::engine::presets::preset;
use lamorisse::engine::record::Record;
use lamorisse::engine::simulate::play_game;
use lamorisse::ui::log_export::log_text;

/// A golden record by file name.
fn golden(name: &str) -> Record {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/records/valid")
        .join(name);
    Record::from_json(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Every battle of a record, as (attack dice, defence dice, losses of both sides).
fn battles(record: &Record) -> Vec<(usize, usize, u32)> {
    let mut out = Vec::new();
    record
        .replay_with(|_, _, events| {
            for event in events {
                if let Event::Battle {
                    attack,
                    defend,
                    attacker_losses,
                    defender_losses,
                    ..
                } = event
                {
                    out.push((
                        attack.len(),
                        defend.len(),
                        attacker_losses + defender_losses,
                    ));
                }
            }
        })
        .unwrap();
    out
}

#[test]
fn the_luck_report_accounts_for_every_roll_of_a_game() {
    for name in [
        "parker-1993-3p-seed5.json",
        "conquete-2010-teams-4p-seed3.json",
        "napoleon-1999-duel-2p-seed3.json",
        "roman-empire-3p-seed1.json",
    ] {
        let record = golden(name);
        let report = luck_report(&record).unwrap();
        let rolls = battles(&record);
        let lost: u32 = report.iter().map(|l| l.lost).sum();
        let expected: f64 = report.iter().map(|l| l.expected).sum();
        let compared: usize = rolls.iter().map(|(a, d, _)| (*a).min(*d)).sum();
        // Each roll takes off as many armies as dice compared: what is lost is what was due.
        assert_eq!(lost, rolls.iter().map(|(_, _, l)| l).sum::<u32>(), "{name}");
        assert!((expected - compared as f64).abs() < 1e-6, "{name}");
        assert_eq!(
            report.iter().map(|l| l.rolls).sum::<u32>() as usize,
            2 * rolls.len(),
            "{name}"
        );
    }
}

#[test]
fn over_many_games_attackers_lose_what_the_odds_say() {
    // The dice are fair: across thousands of rolls the attackers' losses match the exact
    // expectation to within a few hundredths of an army per roll.
    let rules = preset("parker-1993").unwrap();
    let (mut rolls, mut excess) = (0u32, 0.0f64);
    for seed in 0..60 {
        play_game(&rules, 4, seed, |_, _, events| {
            for event in events {
                if let Event::Battle {
                    attack,
                    defend,
                    attacker_losses,
                    bonus,
                    ..
                } = event
                {
                    let (expected, _) = expected_losses(attack.len(), defend.len(), *bonus);
                    excess += f64::from(*attacker_losses) - expected;
                    rolls += 1;
                }
            }
        })
        .unwrap();
    }
    assert!(rolls > 20_000, "{rolls}");
    assert!(
        (excess / f64::from(rolls)).abs() < 0.02,
        "{excess} over {rolls}"
    );
}

#[test]
fn the_exported_log_tells_the_game_in_words_without_its_secrets() {
    let record = golden("parker-1993-3p-seed5.json");
    let text = log_text(&record, Lang::En).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("Lamorisse — parker-1993"));
    assert!(lines.last().unwrap().ends_with("wins the game!"));
    let battle_lines = lines.iter().filter(|l| l.starts_with("Battle for")).count();
    assert_eq!(battle_lines, battles(&record).len());
    // A drawn card is never named.
    assert!(lines.iter().any(|l| l.ends_with("draws a card.")));
    assert!(
        !lines
            .iter()
            .any(|l| l.contains("draws") && !l.ends_with("draws a card."))
    );
    let french = log_text(&record, Lang::Fr).unwrap();
    assert!(french.contains("pioche une carte."));
    assert_eq!(french.lines().count(), lines.len());
}
