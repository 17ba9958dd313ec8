//! What the app keeps in sync with the page around it: the language it opens in, `<html
//! lang>` and the title, the other tabs' saves, and the focus between screens.

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use crate::engine::i18n::Lang;
use crate::ui::autosave::Told;
use crate::ui::storage;
use crate::ui::store::{AUTOSAVE_KEY, GameStore};
use crate::ui::words::{W, word};

/// The language the player wants: the stored choice, else the browser's, else English.
pub(crate) fn wanted_language() -> Lang {
    storage::read(storage::LANGUAGE_KEY)
        .and_then(|code| Lang::from_code(&code))
        .or_else(|| {
            // The browser's preferred languages in order, the first the game speaks.
            let navigator = window().navigator();
            let preferred = navigator.languages();
            let codes = preferred.iter().filter_map(|c| c.as_string());
            codes
                .chain(navigator.language())
                .find_map(|code| Lang::from_code(&code))
        })
        .unwrap_or_default()
}

/// The language to start in: the one wanted, if its words could be loaded (`ui::start`
/// loads them first), else English.
pub(super) fn initial_language() -> Lang {
    Some(wanted_language())
        .filter(|lang| crate::ui::words::tables::is_loaded(*lang))
        .unwrap_or_default()
}

/// Keeps the page's language (`<html lang>`) and title in the language shown.
pub(super) fn keep_page_language(lang: RwSignal<Lang>) {
    Effect::new(move |_| {
        let current = lang.get();
        let document = document();
        if let Some(root) = document.document_element() {
            let _ = root.set_attribute("lang", current.code());
        }
        document.set_title(word(current, W::TITLE));
    });
}

/// Two tabs on the same saves: when another tab writes the autosave while this one has a game
/// on, this tab stops saving and says so, until its player chooses to save here; with no game
/// on, Continue follows the other tab's autosave.
pub(super) fn watch_other_tabs(store: GameStore, told: Told) {
    let listener = window_event_listener(leptos::ev::storage, move |event| {
        if event.key().as_deref() != Some(AUTOSAVE_KEY) {
            return;
        }
        if store.state.with_untracked(Option::is_some) {
            told.paused.set(true);
            told.notice.set(Some(W::CHANGED_IN_ANOTHER_TAB));
        } else {
            told.has_autosave.set(event.new_value().is_some());
        }
    });
    on_cleanup(move || listener.remove());
}

/// Lets go of the focus before a screen replaces another. The control that changed the
/// screen (Start, Back, Continue) leaves with the old screen, and the browser, moving the
/// focus off a control it removes, would lay the new screen out at once, in the task that
/// draws it (some 40 ms on a slow tablet, docs/performance.md).
pub(super) fn let_go_of_focus() {
    let focused = document().active_element();
    if let Some(focused) = focused.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = focused.blur();
    }
}
