//! Fits the win-probability model that scores Hard's look-ahead and Expert's search
//! (`src/bot/value.rs`): plays `parker-1993` games (or `--preset`'s) between the given seats
//! (by default a Hard bot without look-ahead and two Normals; seats rotated), samples the
//! position at the start of every turn, labels it by whether the player to move went on to
//! win, and fits a logistic regression by Newton's method, on every core.
//!
//! `cargo run --profile native --example fit_value -- --games 6000 [--seats L,L,L]
//! [--playouts P] [--preset P] [--write]` prints the weights and the held-out log-loss against
//! the strength share alone; `--write` keeps them, with those figures, in `src/bot/value.json`
//! (the model the bots read), or in `src/bot/value-expert.json` when the seats hold an Expert
//! (a fit on Expert's self-play, to be tried; `--file` names another). Another preset's fit
//! (`--preset P`) is printed only.
//! `scripts/fit-value.sh` runs the fit the kept model came from.

use lamorisse_engine::bot::value::{FEATURE_NAMES, features, logistic};
use lamorisse_engine::bot::{Bot, Budget, Level, Style};
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::{game_seed, play_with, rotated};
use lamorisse_engine::state::{ForceId, GameState, Phase};
use serde_json::json;

/// Newton steps of the fit.
const STEPS: usize = 25;
/// A small ridge that keeps the Hessian invertible.
const RIDGE: f64 = 1e-3;

/// Positions and labels.
#[derive(Default)]
struct Samples {
    /// Each position's figures.
    features: Vec<Vec<f64>>,
    /// The baseline's figures: a constant and the share of armies, reinforcement and cards.
    baseline: Vec<Vec<f64>>,
    /// 1 when the player to move won.
    won: Vec<f64>,
}

/// The player's share of the strength the look-ahead used before the model.
fn strength_share(state: &GameState, me: ForceId) -> f64 {
    let strength = |p: ForceId| {
        let armies: u32 = state.territories.iter().map(|h| h.share(p)).sum();
        let (t, c) = state.reinforcements(p);
        f64::from(armies) + 2.0 * f64::from(t + c) + 3.0 * state.force(p).hand.len() as f64
    };
    let total: f64 = state
        .players()
        .filter(|&p| !state.force(p).eliminated)
        .map(strength)
        .sum();
    (strength(me) / total.max(1.0)).clamp(0.01, 0.99)
}

/// Who sits at the table: a level, or `hard-plain` for Hard without its look-ahead; an Expert
/// thinks `playouts` imagined games a decision; the game is `preset`.
#[derive(Clone, Copy)]
struct Table<'a> {
    /// The preset played.
    preset: &'a str,
    /// One entry a seat (rotated between games).
    seats: &'a [&'a str],
    /// An Expert's budget.
    playouts: u32,
}

/// A bot for `seat` (see [`Table`]).
fn bot(seat: &str, playouts: u32, seed: u64) -> Bot {
    let (level, plain) = match seat {
        "hard-plain" => (Level::Hard, true),
        other => (other.parse().expect("a level or hard-plain"), false),
    };
    let style = Style::of(level);
    let style = if plain {
        style.without_lookahead()
    } else {
        style
    };
    let mut bot = Bot::with_style(level, style, seed);
    bot.set_budget(Budget::playouts(playouts));
    bot
}

/// Plays games `from..to` of the run seeded `seed` and samples them.
fn sample_range(table: Table, (from, to): (u64, u64), seed: u64) -> Samples {
    let rules = preset(table.preset).expect("the preset exists");
    let mut samples = Samples::default();
    for game in from..to {
        let seats = rotated(table.seats, game);
        let seed = game_seed(seed, game);
        let bots: Vec<Bot> = seats
            .iter()
            .enumerate()
            .map(|(i, seat)| bot(seat, table.playouts, seed.wrapping_add(i as u64)))
            .collect();
        let mut positions = Vec::new();
        let mut last_turn = u32::MAX;
        let (end, _) = play_with(&rules, bots, seed, |state, _, _| {
            if state.turn.number != last_turn
                && state.winner().is_none()
                && state.phase == Phase::Reinforce
            {
                last_turn = state.turn.number;
                let me = state.turn.current;
                let share = strength_share(state, me);
                positions.push((
                    features(state, me).to_vec(),
                    vec![1.0, share, (share / (1.0 - share)).ln()],
                    me,
                ));
            }
        })
        .expect("bots finish their games");
        let winner = end.winner();
        for (figures, baseline, me) in positions {
            samples.features.push(figures);
            samples.baseline.push(baseline);
            samples.won.push(if winner == Some(me) { 1.0 } else { 0.0 });
        }
    }
    samples
}

/// Plays `games` games from `seed` on every core and samples them.
fn sample(table: Table, games: u64, seed: u64) -> Samples {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get() as u64);
    let parts: Vec<Samples> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let range = (games * t / threads, games * (t + 1) / threads);
                scope.spawn(move || sample_range(table, range, seed))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a thread"))
            .collect()
    });
    let mut all = Samples::default();
    for mut part in parts {
        all.features.append(&mut part.features);
        all.baseline.append(&mut part.baseline);
        all.won.append(&mut part.won);
    }
    all
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for i in 0..n {
        let pivot = (i..n)
            .max_by(|&x, &y| a[x][i].abs().total_cmp(&a[y][i].abs()))
            .unwrap_or(i);
        a.swap(i, pivot);
        b.swap(i, pivot);
        let (row, bi) = (a[i].clone(), b[i]);
        for (r, (other, br)) in a.iter_mut().zip(b.iter_mut()).enumerate() {
            if r != i {
                let factor = other[i] / row[i];
                for (x, y) in other.iter_mut().zip(&row).skip(i) {
                    *x -= factor * y;
                }
                *br -= factor * bi;
            }
        }
    }
    (0..n).map(|i| b[i] / a[i][i]).collect()
}

/// Fits a logistic regression of `won` on `x` by Newton's method.
fn fit(x: &[Vec<f64>], won: &[f64]) -> Vec<f64> {
    let k = x[0].len();
    let mut weights = vec![0.0; k];
    for _ in 0..STEPS {
        let mut hessian = vec![vec![0.0; k]; k];
        let mut gradient = vec![0.0; k];
        for (xi, &yi) in x.iter().zip(won) {
            let p = logistic(xi, &weights);
            for a in 0..k {
                gradient[a] += (yi - p) * xi[a];
                for b in 0..k {
                    hessian[a][b] += p * (1.0 - p) * xi[a] * xi[b];
                }
            }
        }
        for (a, row) in hessian.iter_mut().enumerate() {
            row[a] += RIDGE;
        }
        let step = solve(hessian, gradient);
        for (w, d) in weights.iter_mut().zip(step) {
            *w += d;
        }
    }
    weights
}

/// The mean log-loss of `weights` on `x`.
fn log_loss(x: &[Vec<f64>], won: &[f64], weights: &[f64]) -> f64 {
    let total: f64 = x
        .iter()
        .zip(won)
        .map(|(xi, &yi)| {
            let p = logistic(xi, weights).clamp(1e-9, 1.0 - 1e-9);
            -(yi * p.ln() + (1.0 - yi) * (1.0 - p).ln())
        })
        .sum();
    total / won.len() as f64
}

/// The value of `--name` in the arguments, if given.
fn flag(args: &[String], name: &str) -> Option<String> {
    let at = args.iter().position(|a| a == name)?;
    args.get(at + 1).cloned()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = flag(&args, "--games").map_or(6000, |g| g.parse().expect("--games N"));
    let seats = flag(&args, "--seats").unwrap_or_else(|| "hard-plain,normal,normal".into());
    let playouts: u32 = flag(&args, "--playouts").map_or(8, |p| p.parse().expect("--playouts P"));
    let preset_id = flag(&args, "--preset").unwrap_or_else(|| "parker-1993".into());
    let listed: Vec<&str> = seats.split(',').collect();
    let table = Table {
        preset: &preset_id,
        seats: &listed,
        playouts,
    };
    let train = sample(table, games, 101);
    let test = sample(table, games / 2, 202);
    let weights = fit(&train.features, &train.won);
    let baseline = fit(&train.baseline, &train.won);
    let held_out = log_loss(&test.features, &test.won, &weights);
    let share = log_loss(&test.baseline, &test.won, &baseline);
    println!(
        "{} positions from {games} games, {} held out",
        train.won.len(),
        test.won.len()
    );
    println!(
        "log-loss, model: train {:.4}, held out {held_out:.4}",
        log_loss(&train.features, &train.won, &weights),
    );
    println!(
        "log-loss, strength share alone: train {:.4}, held out {share:.4}",
        log_loss(&train.baseline, &train.won, &baseline),
    );
    for (name, w) in FEATURE_NAMES.iter().zip(&weights) {
        println!("{w:>9.4}  {name}");
    }
    if args.iter().any(|a| a == "--write") {
        let fitted = Fitted {
            preset: &preset_id,
            seats: &seats,
            games,
            playouts,
            held_out,
            share,
            weights: &weights,
        };
        keep(&args, &fitted);
    }
}

/// What a fit found, as `--write` keeps it.
struct Fitted<'a> {
    /// The preset whose games were fitted.
    preset: &'a str,
    /// The seats, as given.
    seats: &'a str,
    /// Games fitted on.
    games: u64,
    /// An Expert's budget, if one sat.
    playouts: u32,
    /// The model's held-out log-loss.
    held_out: f64,
    /// The strength share's held-out log-loss.
    share: f64,
    /// The weights.
    weights: &'a [f64],
}

/// Keeps the fit in `src/bot/value.json` (or the `--file` named; a fit on Expert's self-play
/// in `value-expert.json`), the file's other keys (where Expert searches) kept; its keys come
/// out in alphabetical order (`serde_json`'s map). Another preset's fit is printed, not kept:
/// scoring Expert's search by its own preset's model was measured not to pay (docs/bots.md
/// "A model fitted per preset").
fn keep(args: &[String], fitted: &Fitted) {
    if fitted.preset != "parker-1993" {
        println!("not written: a model of {} is not kept", fitted.preset);
        return;
    }
    let rounded = |x: f64| (x * 1e4).round() / 1e4;
    let expert = fitted.seats.split(',').any(|seat| seat == "expert");
    let mut command = format!("--games {} --seats {}", fitted.games, fitted.seats);
    if expert {
        command += &format!(" --playouts {}", fitted.playouts);
    }
    let mut model = json!({
        "fitted_by": format!("scripts/fit-value.sh (cargo run --profile native --example fit_value -- {command} --write)"),
        "seats": fitted.seats,
        "games": fitted.games,
        "held_out_log_loss": rounded(fitted.held_out),
        "strength_share_log_loss": rounded(fitted.share),
        "weights": fitted.weights.iter().map(|&w| rounded(w)).collect::<Vec<f64>>(),
    });
    let file = flag(args, "--file").unwrap_or_else(|| {
        if expert {
            "value-expert.json"
        } else {
            "value.json"
        }
        .into()
    });
    let path = format!("{}/src/bot/{file}", env!("CARGO_MANIFEST_DIR"));
    let mut kept: serde_json::Value = std::fs::read_to_string(&path)
        .ok()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_else(|| json!({}));
    model["about"] = json!(format!(
        "The win-probability model that scores {} (crates/engine/src/bot/value.rs): a logistic regression over the position's public figures, one weight a figure.",
        if expert {
            "Expert's search, fitted on its self-play"
        } else {
            "Hard's look-ahead"
        }
    ));
    model["preset"] = json!("parker-1993");
    model["samples"] = json!(format!(
        "the position at the start of every turn, labelled by whether the player to move went on to win; seats rotated; held out: {} other games",
        fitted.games / 2
    ));
    model["features"] = json!(FEATURE_NAMES);
    for (key, value) in model.as_object().into_iter().flatten() {
        kept[key] = value.clone();
    }
    let text = serde_json::to_string_pretty(&kept).expect("JSON") + "\n";
    std::fs::write(&path, text).expect("the model is written");
    println!("written: {path} ({})", fitted.preset);
}
