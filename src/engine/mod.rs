//! The rules of the game as pure Rust: no web dependencies, tested natively.

pub mod action;
pub mod allies;
pub mod autoplay;
pub mod board;
pub mod bot;
pub mod capitals;
pub mod cards;
pub mod expert;
pub mod extra_forces;
pub mod game;
pub mod i18n;
pub mod legal;
pub mod missions;
pub mod neutral;
pub mod objectives;
pub mod odds;
pub mod presets;
pub mod record;
pub mod rng;
pub mod rules;
pub mod setup;
pub mod simulate;
pub mod state;
pub mod stored;
pub mod teams;
pub mod view;
