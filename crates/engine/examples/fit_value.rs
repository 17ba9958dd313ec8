//! Fits the win-probability model that scores Hard's look-ahead (`src/engine/bot/value.rs`):
//! plays `parker-1993` games between a Hard bot without look-ahead and two Normals (seats
//! rotated), samples the position at the start of every turn, labels it by whether the
//! player to move went on to win, and fits a logistic regression by Newton's method.
//!
//! `cargo run --profile native --example fit_value -- 6000` prints the weights to paste into
//! `value.rs` and the held-out log-loss against the strength share alone.

use lamorisse_engine::bot::value::{FEATURE_NAMES, FEATURES, features, logistic};
use lamorisse_engine::bot::{Bot, Level, Style};
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::{game_seed, play_with, rotated};
use lamorisse_engine::state::{ForceId, GameState, Phase};

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

/// Plays `games` games from `seed` and samples them.
fn sample(games: u64, seed: u64) -> Samples {
    let rules = preset("parker-1993").expect("the preset exists");
    let levels = [Level::Hard, Level::Normal, Level::Normal];
    let mut samples = Samples::default();
    for game in 0..games {
        let seats = rotated(&levels, game);
        let seed = game_seed(seed, game);
        let bots = seats
            .iter()
            .enumerate()
            .map(|(i, &level)| {
                let style = Style {
                    lookahead: 0,
                    ..Style::of(level)
                };
                Bot::with_style(level, style, seed.wrapping_add(i as u64))
            })
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

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|g| g.parse().ok())
        .unwrap_or(6000);
    let train = sample(games, 101);
    let test = sample(games / 2, 202);
    let weights = fit(&train.features, &train.won);
    let baseline = fit(&train.baseline, &train.won);
    println!(
        "{} positions from {games} games, {} held out",
        train.won.len(),
        test.won.len()
    );
    println!(
        "log-loss, model: train {:.4}, held out {:.4}",
        log_loss(&train.features, &train.won, &weights),
        log_loss(&test.features, &test.won, &weights)
    );
    println!(
        "log-loss, strength share alone: train {:.4}, held out {:.4}",
        log_loss(&train.baseline, &train.won, &baseline),
        log_loss(&test.baseline, &test.won, &baseline)
    );
    for (name, w) in FEATURE_NAMES.iter().zip(&weights) {
        println!("{w:>9.4}  {name}");
    }
    let listed: Vec<String> = weights.iter().map(|w| format!("{w:.4}")).collect();
    println!(
        "const WEIGHTS: [f64; {FEATURES}] = [{}];",
        listed.join(", ")
    );
}
