//! Tunes Hard's look-ahead against its cost (issue 28): plays `parker-1993` games of one Hard
//! bot with `lookahead` imagined games per turn against two opponents (seats rotated), and
//! prints its wins with a 95 % interval and the CPU time per game, so strength and speed can
//! be weighed together.
//!
//! `cargo run --profile native --example tune_hard -- LOOKAHEAD GAMES OPPONENT [SEED] [PRESET]
//! [goals|chains] [FIELD=VALUE...]`, where OPPONENT is `normal`, `sparring` or `hard` (Hards of
//! the same style as the one measured); `four` as OPPONENT times four Hard bots instead; the
//! continent planner (`bot/goals.rs`) in Hard's own turn plans the continents it can hold
//! (`Goals::Holdable`), with `goals` every continent, with `chains` none (the chains alone);
//! `min_win=0.8` and the like change one of the style's numbers;
//! `hero=sparring` seats the sparring partner in Hard's place (its own strength against the
//! same opponents). Hard knows who its opponents are, as in the app.

use std::time::Instant;

use lamorisse_engine::bot::{Bot, Goals, Level, OpponentModel, Style};
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::{Entrant, game_seed, play_with};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let lookahead: u32 = args.first().and_then(|a| a.parse().ok()).unwrap_or(8);
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100);
    let opponent = args.get(2).map_or("normal", String::as_str);
    let seed: u64 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(1);
    let id = args.get(4).map_or("parker-1993", String::as_str);
    let rules = preset(id).expect("a preset");
    let goals = if args.iter().any(|a| a == "goals") {
        Goals::Every
    } else if args.iter().any(|a| a == "chains") {
        Goals::None
    } else {
        Goals::Holdable
    };
    let hero_spars = args.iter().any(|a| a == "hero=sparring");
    let hard = |seed: u64, models: &[OpponentModel]| {
        let mut style = Style {
            lookahead,
            goals,
            ..Style::of(Level::Hard)
        };
        for arg in &args {
            let Some((key, value)) = arg.split_once('=') else {
                continue;
            };
            let v: f64 = value.parse().unwrap_or(0.0);
            match key {
                "min_win" => style.min_win = v,
                "card" => style.card = v,
                "kill" => style.kill = v,
                "caution" => style.caution = v,
                "completion" => style.completion = v,
                "continent_focus" => style.continent_focus = v,
                "breaking" => style.breaking = v,
                "leader_focus" => style.leader_focus = v,
                "trades_early" => style.trades_early = v > 0.0,
                "hunts" => style.hunts = v,
                _ => {}
            }
        }
        let mut bot = Bot::with_style(Level::Hard, style, seed);
        bot.know_opponents(models.to_vec());
        Box::new(bot)
    };
    let started = Instant::now();
    let mut wins = 0u64;
    for game in 0..games {
        let seed = game_seed(seed, game);
        let seats = if opponent == "four" { 4 } else { 3 };
        let hard_seat = (game % seats) as usize;
        let spars = |i: usize| {
            if i == hard_seat {
                hero_spars
            } else {
                opponent == "sparring"
            }
        };
        // Hard knows who sits at the table, as in the app and the ladder.
        let models: Vec<OpponentModel> = (0..seats as usize)
            .map(|i| {
                if spars(i) {
                    OpponentModel::Planner
                } else {
                    OpponentModel::Heuristic
                }
            })
            .collect();
        let players = (0..seats as usize)
            .map(|i| {
                let s = seed.wrapping_add(i as u64);
                if spars(i) {
                    Entrant::Sparring.player(s)
                } else if i == hard_seat || opponent == "four" || opponent == "hard" {
                    hard(s, &models)
                } else {
                    Entrant::Bot(Level::Normal).player(s)
                }
            })
            .collect();
        let (state, _) = play_with(&rules, players, seed, |_, _, _| {}).expect("a game");
        if state.winner().map(|w| usize::from(w.0)) == Some(hard_seat) {
            wins += 1;
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    let p = wins as f64 / games.max(1) as f64;
    let half = 1.96 * (p * (1.0 - p) / games.max(1) as f64).sqrt();
    println!(
        "lookahead {lookahead}, against {opponent}: Hard won {wins} of {games} ({:.1} % ± {:.1}), {:.3} s a game",
        100.0 * p,
        100.0 * half,
        seconds / games.max(1) as f64
    );
}
