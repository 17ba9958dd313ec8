//! A self-check the browser tests call through wasm-bindgen: it plays a seeded game between
//! bots with the engine compiled to wasm, thinking in slices as the table does, so its
//! fingerprint can be compared with the native one (e2e/specs/determinism.test.mjs) and its
//! decisions timed with the page's clock (e2e/specs/bots.test.mjs).

use wasm_bindgen::prelude::wasm_bindgen;

use crate::engine::bot::Level;
use crate::engine::presets::preset;
use crate::engine::simulate::play_bots_pondered;
use crate::ui::store::BOT_THINKING_STEPS;

/// Plays `preset` with `players` bots of `level` (`easy`, `normal` or `hard`) from `seed`
/// and returns JSON: the final state's `fingerprint` in hexadecimal, `finished`, and the
/// decisions' times in milliseconds: `decisions`, `p50_ms`, `p95_ms` and `max_ms` of whole
/// decisions (thinking ahead included), and `step_max_ms`, the longest single step when the
/// thinking is spread over steps as the table does ([`BOT_THINKING_STEPS`] imagined actions a
/// step). An unknown preset or level, or a game that fails, gives `{"error": "..."}`.
#[wasm_bindgen(js_name = lamorisseBotGame)]
pub fn bot_game(preset_id: &str, players: u8, seed: u32, level: &str) -> String {
    let (Some(rules), Ok(level)) = (preset(preset_id), level.parse::<Level>()) else {
        return r#"{"error": "unknown preset or level"}"#.into();
    };
    let clock = web_sys::window().and_then(|w| w.performance());
    let now = || clock.as_ref().map_or(0.0, |c| c.now());
    let levels = vec![level; usize::from(players)];
    let (state, times) =
        match play_bots_pondered(&rules, &levels, u64::from(seed), BOT_THINKING_STEPS, now) {
            Ok(played) => played,
            Err(error) => {
                let error = error.to_string().replace('"', "'");
                return format!(r#"{{"error": "{error}"}}"#);
            }
        };
    let mut sorted = times.decisions.clone();
    sorted.sort_by(f64::total_cmp);
    let at = |q: f64| {
        let index = ((sorted.len() as f64 - 1.0) * q) as usize;
        sorted.get(index).copied().unwrap_or(0.0)
    };
    format!(
        r#"{{"preset": "{preset_id}", "fingerprint": "{:016x}", "finished": {}, "decisions": {}, "p50_ms": {}, "p95_ms": {}, "max_ms": {}, "step_max_ms": {}}}"#,
        state.fingerprint(),
        state.winner().is_some(),
        sorted.len(),
        millis(at(0.5)),
        millis(at(0.95)),
        millis(at(1.0)),
        millis(times.longest_step),
    )
}

/// Milliseconds to the microsecond, as a JSON number ("12.345"), written without the float
/// formatting machinery (docs/performance.md).
fn millis(ms: f64) -> String {
    let micros = (ms.max(0.0) * 1000.0).round() as u64;
    format!("{}.{:03}", micros / 1000, micros % 1000)
}
