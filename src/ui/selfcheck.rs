//! A self-check the browser tests call through wasm-bindgen: it plays a seeded game with the
//! engine compiled to wasm, so its fingerprint can be compared with the native one.

use wasm_bindgen::prelude::wasm_bindgen;

use crate::engine::presets::preset;
use crate::engine::simulate::play_game;

/// Plays `preset` with `players` seats from `seed` by the simple policy and returns the final
/// state's fingerprint in hexadecimal, or an error message.
#[wasm_bindgen(js_name = lamorisseFingerprint)]
pub fn fingerprint(preset_id: &str, players: u8, seed: u32) -> String {
    let Some(rules) = preset(preset_id) else {
        return format!("unknown preset {preset_id}");
    };
    match play_game(&rules, players, u64::from(seed), |_, _, _| {}) {
        Ok((state, _)) => format!("{:016x}", state.fingerprint()),
        Err(error) => error.to_string(),
    }
}

/// Plays `preset` with `players` Hard bots from `seed`, timing every bot decision with the
/// page's clock, and returns the figures as JSON for the browser benchmark in
/// e2e/specs/bots.test.mjs: `decisions`, `p50_ms`, `p95_ms` and `max_ms` of whole decisions
/// (look-ahead included), and `step_max_ms`, the longest single step when the look-ahead is
/// spread over steps as the table does ([`BOT_THINKING_ROUNDS`] imagined rounds a step).
#[wasm_bindgen(js_name = lamorisseBotTimings)]
pub fn bot_timings(preset_id: &str, players: u8, seed: u32) -> String {
    use crate::engine::bot::{Bot, Level};
    use crate::engine::state::GameState;
    use crate::ui::store::BOT_THINKING_ROUNDS;
    let Some(rules) = preset(preset_id) else {
        return format!("unknown preset {preset_id}");
    };
    let Ok(mut state) = GameState::new(rules, players, u64::from(seed)) else {
        return "setup failed".into();
    };
    let clock = web_sys::window().and_then(|w| w.performance());
    let now = || clock.as_ref().map_or(0.0, |c| c.now());
    let mut bots: Vec<Bot> = (0..players)
        .map(|i| Bot::new(Level::Hard, u64::from(seed) + u64::from(i)))
        .collect();
    let mut times = Vec::new();
    let mut step_max: f64 = 0.0;
    while state.winner().is_none() && state.turn.round < 500 {
        let seat = state.deciding_seat();
        let bot = &mut bots[usize::from(seat.0)];
        let seen = state.seen_by(seat);
        let mut whole = 0.0;
        let chosen = loop {
            let started = now();
            let ready = bot.ponder(seen, BOT_THINKING_ROUNDS);
            let chosen = ready.then(|| bot.decide(seen));
            let step = now() - started;
            step_max = step_max.max(step);
            whole += step;
            if let Some(chosen) = chosen {
                break chosen;
            }
        };
        let Some(action) = chosen else {
            break;
        };
        times.push(whole);
        if state.apply(&action).is_err() {
            break;
        }
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| {
        times
            .get(((times.len() as f64 - 1.0) * q) as usize)
            .copied()
    };
    serde_json::json!({
        "preset": preset_id,
        "decisions": times.len(),
        "finished": state.winner().is_some(),
        "p50_ms": at(0.5),
        "p95_ms": at(0.95),
        "max_ms": times.last(),
        "step_max_ms": step_max,
    })
    .to_string()
}
