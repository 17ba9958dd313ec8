//! Lamorisse: a faithful, offline-first browser edition of the world-conquest board game.
//!
//! `engine` holds the rules as pure Rust with no web dependencies; `ui` holds the Leptos
//! components that draw and drive it in the browser.

#![warn(missing_docs)]

pub mod engine;
pub mod ui;
