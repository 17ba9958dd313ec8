//! Tallies how 3-player bot games go: who eliminates whom first, and how often the first
//! level listed then wins (docs/bots.md, "Where the previous Hard lost").
//!
//! `cargo run --profile native --example first_eliminations -- parker-1993 hard,normal,normal 600 5`
//! (preset, levels, games, seed; seats rotate as in `lamorisse-cli simulate`).

use std::collections::BTreeMap;

use lamorisse_engine::action::Event;
use lamorisse_engine::bot::Level;
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::{game_seed, play_bots, rotated};
use lamorisse_engine::state::ForceId;

/// Games and the first entrant's wins in one bucket.
#[derive(Default)]
struct Tally {
    /// Games in the bucket.
    games: u32,
    /// Of which the first entrant won.
    wins: u32,
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or_else(|| default.into());
    let rules = preset(&arg(0, "parker-1993")).ok_or("unknown preset")?;
    let levels: Vec<Level> = arg(1, "hard,normal,normal")
        .split(',')
        .map(str::parse)
        .collect::<Result<_, _>>()?;
    let games: u64 = arg(2, "300").parse().map_err(|_| "games: a number")?;
    let seed: u64 = arg(3, "1").parse().map_err(|_| "seed: a number")?;
    if levels.len() != 3 {
        return Err("three levels, one per seat".into());
    }
    let mut tallies: BTreeMap<String, Tally> = BTreeMap::new();
    for game in 0..games {
        let seats = rotated(&levels, game);
        // The first entrant's seat: seats turn one place per game.
        let first = ForceId((game % 3) as u8);
        let name = |force: ForceId| -> &'static str {
            match (force.0 + 3 - first.0) % 3 {
                0 => "the first entrant",
                1 => "the player after it",
                _ => "the player before it",
            }
        };
        let mut first_elimination = None;
        let (end, _) = play_bots(&rules, &seats, game_seed(seed, game), |_, _, events| {
            for event in events {
                if let Event::Eliminated { force, by, .. } = event
                    && first_elimination.is_none()
                {
                    first_elimination = Some(format!("{} out by {}", name(*force), name(*by)));
                }
            }
        })
        .map_err(|e| e.to_string())?;
        let won = end.winner() == Some(first);
        let buckets = [
            first_elimination.unwrap_or_else(|| "nobody eliminated".into()),
            format!("won by {}", end.winner().map_or("nobody", name)),
        ];
        for bucket in buckets {
            let tally = tallies.entry(bucket).or_default();
            tally.games += 1;
            tally.wins += u32::from(won);
        }
    }
    println!("{games} games; first entrant: {}", levels[0]);
    for (bucket, tally) in tallies {
        println!(
            "{bucket:50} {:5} games, first entrant won {:5} ({:.0} %)",
            tally.games,
            tally.wins,
            100.0 * f64::from(tally.wins) / f64::from(tally.games.max(1))
        );
    }
    Ok(())
}
