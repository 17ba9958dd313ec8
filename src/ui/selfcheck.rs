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
