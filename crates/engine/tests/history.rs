//! A game's history from its record: the luck report (battle losses against the exact odds),
//! the replayer and the statistics (the log exported as text is the words crate's,
//! `crates/words/tests/exported_log.rs`).

use std::path::Path;

use lamorisse_engine::action::Event;
use lamorisse_engine::luck::{battle_sides, expected_losses, luck_report};
use lamorisse_engine::presets::preset;
use lamorisse_engine::record::Record;
use lamorisse_engine::replayer::Replayer;
use lamorisse_engine::simulate::play_game;
use lamorisse_engine::state::ForceKind;
use lamorisse_engine::stats::{Metric, game_stats};

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

/// Every golden record of a whole game (a position-start record excepted).
fn golden_games() -> Vec<(String, Record)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/valid");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".json"))
        .collect();
    names.sort();
    names.into_iter().map(|n| (n.clone(), golden(&n))).collect()
}

#[test]
fn the_replayer_reaches_every_position_the_record_does() {
    for (name, record) in golden_games() {
        let replayer = Replayer::new(record.clone()).unwrap();
        let len = replayer.len();
        for step in [0, 1, 63, 64, 65, 200, len / 2, len - 1, len] {
            let step = step.min(len);
            let mut cut = record.clone();
            cut.actions.truncate(step);
            cut.result = None;
            assert_eq!(
                replayer.position(step),
                cut.replay().unwrap(),
                "{name} {step}"
            );
        }
        assert_eq!(replayer.position(len + 10), record.replay().unwrap());
        assert!(replayer.events_of(0).is_empty());
        let all: usize = (1..=len).map(|s| replayer.events_of(s).len()).sum();
        assert_eq!(replayer.events_until(len).count(), all, "{name}");
    }
}

#[test]
fn the_statistics_add_up_to_the_game() {
    for (name, record) in golden_games() {
        let stats = game_stats(&record).unwrap();
        let end = record.replay().unwrap();
        let last = stats.samples.last().unwrap();
        // The last sample is the final position.
        for (tally, &player) in last.tallies.iter().zip(&stats.players) {
            let held = end
                .territories
                .iter()
                .filter(|h| h.owner == player && h.armies > 0)
                .count();
            assert_eq!(tally.territories as usize, held, "{name}");
        }
        // Turns go forward, and running totals never go down.
        for pair in stats.samples.windows(2) {
            assert!(pair[0].turn <= pair[1].turn, "{name}");
            for (a, b) in pair[0].tallies.iter().zip(&pair[1].tallies) {
                assert!(a.reinforcements <= b.reinforcements, "{name}");
                assert!(a.cards_traded <= b.cards_traded, "{name}");
                assert!(a.dice_rolled <= b.dice_rolled, "{name}");
            }
        }
        // Every die rolled by a player is counted once; every set traded three times.
        let (mut dice, mut cards) = (0usize, 0u32);
        record
            .replay_with(|state, _, events| {
                for event in events {
                    match event {
                        Event::Battle {
                            from,
                            to,
                            attack,
                            defend,
                            ..
                        } => {
                            let (a, d) = battle_sides(state, events, *from, *to);
                            let player = |f| state.force(f).kind == ForceKind::Player;
                            dice += usize::from(player(a)) * attack.len()
                                + usize::from(player(d)) * defend.len();
                        }
                        Event::CardsTraded { .. } => cards += 3,
                        _ => {}
                    }
                }
            })
            .unwrap();
        let totals = |metric: Metric| last.tallies.iter().map(|t| metric.of(t)).sum::<u32>();
        assert_eq!(totals(Metric::DiceRolled) as usize, dice, "{name}");
        assert_eq!(totals(Metric::CardsTraded), cards, "{name}");
        assert!(totals(Metric::Reinforcements) > 0, "{name}");
        // A sample for each turn that began (from the first, or the saved position's), and
        // one more at the end.
        let first = stats.samples[0].turn;
        assert_eq!(
            stats.samples.len() as u32,
            end.turn.number - first + 2,
            "{name}"
        );
        assert_eq!(stats.luck, luck_report(&record).unwrap(), "{name}");
    }
}
