//! The Leptos user interface: components read state through signals and send intents up.

mod app;
mod autosave;
pub mod board;
pub mod boards;
pub(crate) mod bots;
mod charts;
mod editions;
mod font_primer;
mod guards;
pub mod i18n;
mod in_steps;
mod link;
mod palette;
pub mod phrases;
mod refusals;
mod replay_viewer;
mod rules_pages;
#[cfg(test)]
mod said_check;
mod saves;
mod saves_panel;
mod screen;
mod sentences;
pub mod settings;
mod shown;
mod stats_panel;
mod storage;
pub mod store;
mod table;
mod wizard;
pub mod words;

// The game's words are the engine's (pure Rust, shared with the command-line tool).
pub use crate::engine::text::{empire_phrases, log_export, mission_text};

/// Mounts the app on the page's body. (A panic stops the app at once: the release build
/// aborts without formatting a message, docs/performance.md.)
pub fn start() {
    leptos::mount::mount_to_body(app::App);
}
