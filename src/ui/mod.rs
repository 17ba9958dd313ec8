//! The Leptos user interface: components read state through signals and send intents up.

use crate::engine::i18n::Lang;

mod app;
mod autosave;
pub mod board;
pub mod boards;
pub(crate) mod bots;
mod charts;
mod editions;
mod fetched;
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

/// Mounts the app on the page's body once its language's fixed words are loaded (else
/// English's; should neither load, the page says so in both), then loads its catalog part. (A panic stops the app at once: the release
/// build aborts without formatting a message, docs/performance.md.)
pub fn start() {
    // (Leptos's own executor starts with the mount.)
    wasm_bindgen_futures::spawn_local(async {
        let wanted = app::wanted_language();
        let loaded = if words::load(wanted).await {
            wanted
        } else if words::load(Lang::En).await {
            Lang::En
        } else {
            if let Some(body) = leptos::prelude::document().body() {
                body.set_text_content(Some(NO_WORDS));
            }
            return;
        };
        // (The on-demand screens' words, before anything the app mounts can open one.)
        words::said_to_js::offer();
        leptos::mount::mount_to_body(app::App);
        // The catalog's messages (the games' names, the log, the refusals…) come once the
        // title page shows: not in the first load (docs/performance.md), but in before a
        // player can open a game, the wizard or the rules (each of which waits for them).
        words::catalogs::load_game_part(loaded).await;
    });
}

/// What the page says when no language's words could be loaded (a connection lost between
/// the page and its files), in the two languages the game first spoke.
const NO_WORDS: &str = "Lamorisse could not load its words. Check the connection and reload \
    the page. / Lamorisse n\u{2019}a pas pu charger ses mots. Vérifiez la connexion et \
    rechargez la page.";
