//! `lamorisse-engine`: the rules of the world-conquest game as pure Rust, with no web
//! dependency — the boards, every preset's rule set, the one game state and its `apply`,
//! records, odds, bots and statistics, and the game's words in English and French for its log.
//! The app (`lamorisse`) and the command-line tool (`lamorisse-cli`) build on it; its tests run
//! natively (`cargo test -p lamorisse-engine`).

#![warn(missing_docs)]

pub mod action;
mod action_json;
pub mod allied;
pub mod allies;
pub mod autoplay;
pub mod board;
pub mod bot;
pub mod capitals;
pub mod cards;
pub mod chance;
pub mod empire;
pub mod event;
pub mod expert;
pub mod extra_forces;
pub mod force;
pub mod game;
pub mod i18n;
pub mod imported;
pub mod legal;
pub mod link;
pub mod luck;
pub mod migrate;
pub mod mission_card;
mod mission_json;
pub mod missions;
pub mod neutral;
pub mod objectives;
pub mod odds;
pub mod packed;
pub mod position;
pub mod presets;
pub mod record;
pub mod replayer;
pub mod rng;
pub mod rule_error;
pub mod rules;
pub mod setup;
pub mod simulate;
pub mod state;
pub mod stats;
pub mod stored;
pub mod teams;
pub mod text;
pub mod undo;
pub mod view;
