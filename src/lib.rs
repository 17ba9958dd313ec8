//! Lamorisse: a faithful, offline-first browser edition of the world-conquest board game.
//!
//! The rules live in the `lamorisse-engine` crate (`crates/engine`, re-exported here as
//! `engine`), pure Rust with no web dependencies; `ui` holds the Leptos components that draw
//! and drive it in the browser.

#![warn(missing_docs)]

pub use lamorisse_engine as engine;
pub mod ui;
