//! The rules of the game as pure Rust: no web dependencies, tested natively.

pub mod board;
pub mod i18n;
pub mod presets;
pub mod rng;
pub mod rules;
