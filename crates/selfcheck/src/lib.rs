//! The engine compiled to wasm alone, for the browser tests' self-check
//! (e2e/specs/determinism.test.mjs and bots.test.mjs, through e2e/selfcheck.mjs): a seeded game
//! between bots, thinking in slices as the table does, its final fingerprint compared with the
//! native one and its decisions timed with the host's clock. The app's own wasm carries no such
//! hook (docs/performance.md).

use std::sync::Mutex;

use lamorisse_engine::bot::THINKING_STEPS;
use lamorisse_engine::bot::{Budget, Level};
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::play_bots_pondered;

/// The one buffer the host and the module exchange text through: the request, then the answer.
static BUFFER: Mutex<Vec<u8>> = Mutex::new(Vec::new());

#[cfg(target_arch = "wasm32")]
mod clock {
    #[link(wasm_import_module = "env")]
    unsafe extern "C" {
        /// The host's clock, in milliseconds (`performance.now()`).
        safe fn now() -> f64;
    }
    /// The host's clock, in milliseconds.
    pub fn millis() -> f64 {
        now()
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod clock {
    use std::sync::OnceLock;
    use std::time::Instant;
    /// Milliseconds since the first call.
    pub fn millis() -> f64 {
        static START: OnceLock<Instant> = OnceLock::new();
        START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
    }
}

/// Makes the exchange buffer `length` bytes long and returns where it starts: the host writes
/// its request there, or reads the answer of that length.
#[unsafe(no_mangle)]
pub extern "C" fn buffer(length: usize) -> *mut u8 {
    let mut buffer = BUFFER
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    buffer.resize(length, 0);
    buffer.as_mut_ptr()
}

/// Plays the game the buffer asks for (`"PRESET PLAYERS SEED LEVEL"`), puts [`bot_game`]'s
/// answer in the buffer and returns its length.
#[unsafe(no_mangle)]
pub extern "C" fn play() -> usize {
    let mut buffer = BUFFER
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let request = String::from_utf8_lossy(&buffer).into_owned();
    let words: Vec<&str> = request.split_whitespace().collect();
    let answer = match words[..] {
        [preset_id, players, seed, level] => match (players.parse(), seed.parse()) {
            (Ok(players), Ok(seed)) => {
                bot_game(preset_id, (players, seed), (level, None), clock::millis)
            }
            _ => error("players and seed must be numbers"),
        },
        [preset_id, players, seed, level, playouts] => {
            match (players.parse(), seed.parse(), playouts.parse()) {
                (Ok(players), Ok(seed), Ok(playouts)) => bot_game(
                    preset_id,
                    (players, seed),
                    (level, Some(playouts)),
                    clock::millis,
                ),
                _ => error("players, seed and playouts must be numbers"),
            }
        }
        _ => error("the request is PRESET PLAYERS SEED LEVEL [PLAYOUTS]"),
    };
    *buffer = answer.into_bytes();
    buffer.len()
}

/// `{"error": "..."}`.
fn error(message: &str) -> String {
    format!(r#"{{"error": "{}"}}"#, message.replace('"', "'"))
}

/// Plays `preset_id` with `players` bots of `level` (`easy`, `normal`, `hard` or `expert`, or
/// one a seat separated by commas, such as `expert,normal,normal`) from `seed`, an Expert
/// thinking `playouts` imagined games a decision when given (else the default)
/// and returns JSON: the final state's `fingerprint` in hexadecimal, `finished`, and the
/// decisions' times in milliseconds by `clock`: `decisions`, `p50_ms`, `p95_ms` and `max_ms`
/// of whole decisions (thinking ahead included), and `step_max_ms`, the longest single step
/// when the thinking is spread over steps as the table does ([`THINKING_STEPS`] imagined
/// actions a step), and `turn_max_ms`, the longest turn (its player's decisions added up);
/// for Expert seats, `searched_decisions`, `playouts` (imagined games) and `searching_ms`
/// (the time of their decisions, Hard's look-ahead included).
/// An unknown preset or level, or a game that fails, gives
/// `{"error": "..."}`.
pub fn bot_game(
    preset_id: &str,
    (players, seed): (u8, u32),
    (level, playouts): (&str, Option<u32>),
    clock: impl FnMut() -> f64,
) -> String {
    let Some(rules) = preset(preset_id) else {
        return error("unknown preset");
    };
    // One level for every seat, or one a seat separated by commas.
    let levels: Result<Vec<Level>, _> = level.split(',').map(str::parse).collect();
    let budget = playouts.map_or_else(Budget::default, Budget::playouts);
    let levels = match levels {
        Ok(one) if one.len() == 1 => vec![one[0]; usize::from(players)],
        Ok(each) if each.len() == usize::from(players) => each,
        _ => return error("unknown level, or not one a seat"),
    };
    let (state, times) = match play_bots_pondered(
        &rules,
        &levels,
        u64::from(seed),
        (THINKING_STEPS, budget),
        clock,
    ) {
        Ok(played) => played,
        Err(failure) => return error(&failure.to_string()),
    };
    let mut sorted = times.decisions.clone();
    sorted.sort_by(f64::total_cmp);
    let at = |q: f64| {
        let index = ((sorted.len() as f64 - 1.0) * q) as usize;
        sorted.get(index).copied().unwrap_or(0.0)
    };
    format!(
        r#"{{"preset": "{preset_id}", "fingerprint": "{:016x}", "finished": {}, "decisions": {}, "p50_ms": {}, "p95_ms": {}, "max_ms": {}, "step_max_ms": {}, "turn_max_ms": {}, "searched_decisions": {}, "playouts": {}, "searching_ms": {}}}"#,
        state.fingerprint(),
        state.winner().is_some(),
        sorted.len(),
        millis(at(0.5)),
        millis(at(0.95)),
        millis(at(1.0)),
        millis(times.longest_step),
        millis(times.longest_turn),
        times.searched.decisions,
        times.searched.playouts,
        millis(times.searching),
    )
}

/// Milliseconds to the microsecond, as a JSON number ("12.345").
fn millis(ms: f64) -> String {
    let micros = (ms.max(0.0) * 1000.0).round() as u64;
    format!("{}.{:03}", micros / 1000, micros % 1000)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes `request` into the buffer and plays it, as the host does.
    fn ask(request: &str) -> String {
        let start = buffer(request.len());
        // SAFETY: `buffer` just made room for exactly `request.len()` bytes at `start`.
        unsafe { std::ptr::copy_nonoverlapping(request.as_ptr(), start, request.len()) };
        let length = play();
        let start = buffer(length);
        // SAFETY: the buffer holds the answer's `length` bytes.
        let answer = unsafe { std::slice::from_raw_parts(start, length) };
        String::from_utf8(answer.to_vec()).expect("UTF-8")
    }

    #[test]
    fn a_request_plays_the_seeded_game_and_a_bad_one_says_why() {
        let answer = ask("parker-1993 3 1 easy");
        assert!(answer.contains(r#""finished": true"#), "{answer}");
        assert!(answer.contains(r#""fingerprint": ""#), "{answer}");
        assert_eq!(
            ask("parker-1993 3"),
            error("the request is PRESET PLAYERS SEED LEVEL [PLAYOUTS]")
        );
        assert_eq!(
            ask("parker-1993 x 1 easy"),
            error("players and seed must be numbers")
        );
        assert_eq!(ask("no-such 3 1 easy"), error("unknown preset"));
        assert_eq!(
            ask("parker-1993 3 1 easy,hard"),
            error("unknown level, or not one a seat")
        );
        assert_eq!(
            ask("parker-1993 3 1 expert x"),
            error("players, seed and playouts must be numbers")
        );
        let mixed = ask("parker-1993 3 1 expert,easy,easy 2");
        assert!(mixed.contains(r#""finished": true"#), "{mixed}");
        assert!(mixed.contains(r#""turn_max_ms": "#), "{mixed}");
    }
}
