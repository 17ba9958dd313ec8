//! The Leptos user interface.

/// Mounts the app on the page's body.
pub fn start() {}
