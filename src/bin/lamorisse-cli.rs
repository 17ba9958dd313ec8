//! `lamorisse-cli`: battle odds, simulated games and record checks from the command line.

use std::process::ExitCode;
use std::time::Instant;

use lamorisse::engine::odds::battle_odds;
use lamorisse::engine::presets::preset;
use lamorisse::engine::simulate::{record_game, simulate_one};

/// How to call the tool.
const USAGE: &str = "usage:
  lamorisse-cli odds A D [--json]
  lamorisse-cli simulate --preset ID --players N --games G --seed S [--json]
  lamorisse-cli check RECORD.json
  lamorisse-cli record --preset ID --players N --seed S
  lamorisse-cli bench";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("odds") => odds(&args[1..]),
        Some("simulate") => simulate(&args[1..]),
        Some("check") => lamorisse::engine::record::check_command(&args[1..]),
        Some("record") => record(&args[1..]),
        Some("bench") => bench(),
        _ => Err(USAGE.to_owned()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

/// Parses a number argument, naming it in the error.
fn number<T: std::str::FromStr>(text: Option<&String>, name: &str) -> Result<T, String> {
    text.and_then(|t| t.parse().ok())
        .ok_or_else(|| format!("{name} must be a whole number\n{USAGE}"))
}

/// `odds A D [--json]`: the exact chance that A attacking armies take D defenders.
fn odds(args: &[String]) -> Result<(), String> {
    let attackers: u32 = number(args.first(), "A")?;
    let defenders: u32 = number(args.get(1), "D")?;
    if attackers == 0 || defenders == 0 || attackers > 10_000 || defenders > 10_000 {
        return Err("A and D must be between 1 and 10000".into());
    }
    let odds = battle_odds(attackers, defenders);
    println!("{:.9}", odds.win);
    if args.iter().any(|a| a == "--json") {
        println!(
            "{}",
            serde_json::to_string(&odds).map_err(|e| e.to_string())?
        );
    }
    Ok(())
}

/// The value after `--name` in `args`.
fn flag<'a>(args: &'a [String], name: &str) -> Option<&'a String> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
}

/// `simulate ...`: complete games by the simple policy, with a summary.
fn simulate(args: &[String]) -> Result<(), String> {
    let id = flag(args, "--preset").ok_or(USAGE)?;
    let rules = preset(id).ok_or_else(|| format!("unknown preset `{id}`"))?;
    let players: u8 = number(flag(args, "--players"), "--players")?;
    let games: u64 = number(flag(args, "--games"), "--games")?;
    let seed: u64 = number(flag(args, "--seed"), "--seed")?;
    let json = args.iter().any(|a| a == "--json");
    let started = Instant::now();
    let mut wins = vec![0u64; usize::from(players)];
    let (mut turns, mut actions) = (0u64, 0u64);
    for game in 0..games {
        let summary = simulate_one(&rules, players, seed, game).map_err(|e| e.to_string())?;
        if let Some(count) = wins.get_mut(usize::from(summary.winner)) {
            *count += 1;
        }
        turns += u64::from(summary.turns);
        actions += summary.actions;
        if json {
            println!(
                "{}",
                serde_json::to_string(&summary).map_err(|e| e.to_string())?
            );
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    let average = |total: u64| total as f64 / games.max(1) as f64;
    if json {
        let summary = serde_json::json!({
            "summary": { "preset": id, "players": players, "games": games, "seed": seed,
                "wins": wins, "average_turns": average(turns), "average_actions": average(actions) }
        });
        println!("{summary}");
    } else {
        println!("preset {id}, {players} players, {games} games, seed {seed}");
        for (seat, count) in wins.iter().enumerate() {
            println!("seat {seat}: {count} wins");
        }
        println!("average turns: {:.1}", average(turns));
        println!("average actions: {:.1}", average(actions));
    }
    eprintln!(
        "timing: {:.3} s, {:.0} games per second, {:.0} actions per second",
        seconds,
        games as f64 / seconds,
        actions as f64 / seconds
    );
    Ok(())
}

/// `record ...`: one game by the simple policy, printed as a record.
fn record(args: &[String]) -> Result<(), String> {
    let id = flag(args, "--preset").ok_or(USAGE)?;
    let rules = preset(id).ok_or_else(|| format!("unknown preset `{id}`"))?;
    let players: u8 = number(flag(args, "--players"), "--players")?;
    let seed: u64 = number(flag(args, "--seed"), "--seed")?;
    let record = record_game(&rules, players, seed).map_err(|e| e.to_string())?;
    print!("{}", record.to_json_lines());
    Ok(())
}

/// `bench`: odds latency, engine actions per second and simulated games per second.
fn bench() -> Result<(), String> {
    let runs = 1000;
    let started = Instant::now();
    let mut total = 0.0;
    for _ in 0..runs {
        total += battle_odds(100, 100).win;
    }
    let odds_us = started.elapsed().as_secs_f64() * 1e6 / f64::from(runs);
    println!(
        "odds 100 v 100: {odds_us:.1} us per query (p = {:.6})",
        total / f64::from(runs)
    );

    let rules = preset("parker-1993").ok_or("parker-1993 is missing")?;
    let record = record_game(&rules, 4, 1).map_err(|e| e.to_string())?;
    let replays = 50;
    let started = Instant::now();
    for _ in 0..replays {
        record.replay().map_err(|e| e.to_string())?;
    }
    let seconds = started.elapsed().as_secs_f64();
    let actions = (record.actions.len() * replays) as f64;
    println!(
        "engine: {:.0} actions per second (replaying a recorded 4-player game)",
        actions / seconds
    );

    let games = 1000;
    let started = Instant::now();
    for game in 0..games {
        simulate_one(&rules, 4, 1, game).map_err(|e| e.to_string())?;
    }
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "simulation: {:.0} four-player parker-1993 games per second",
        games as f64 / seconds
    );
    Ok(())
}
