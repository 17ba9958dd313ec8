//! The autosave: the current game's record written to storage after every change. While a
//! bot is to move it is written at most every [`BOTS_SAVE_MS`], in a task of its own: writing
//! the record after each of the bots' batches was a good part of a batch's time on a slow
//! tablet. A person's move, and a bot's move that hands the game to a person, are written at
//! once, and a page hidden or closed meanwhile writes what is pending.

use leptos::prelude::*;

use super::i18n::Text;
use super::storage;
use super::store::{AUTOSAVE_KEY, GameStore};

/// Longest wait, in milliseconds, before the bots' moves are written.
const BOTS_SAVE_MS: u64 = 1_000;

/// What the autosave tells the title screen and the player.
#[derive(Clone, Copy)]
pub(super) struct Told {
    /// Another tab writes the autosave: this one does not (until its player saves here).
    pub paused: RwSignal<bool>,
    /// Whether an autosave is kept (the title screen offers to resume it).
    pub has_autosave: RwSignal<bool>,
    /// The message for the player, as when storage is full.
    pub notice: RwSignal<Option<Text>>,
}

/// Keeps the autosave up to date with `store`'s record.
pub(super) fn keep_autosaved(store: GameStore, told: Told) {
    let pending = StoredValue::new(None::<TimeoutHandle>);
    let save = move || {
        if let Some(timer) = pending.get_value() {
            timer.clear();
        }
        pending.set_value(None);
        write_record(store, told);
    };
    Effect::new(move |_| {
        store.record.track();
        if !untrack(|| store.bot_to_move()) {
            save();
        } else if pending.get_value().is_none() {
            let wait = std::time::Duration::from_millis(BOTS_SAVE_MS);
            pending.set_value(set_timeout_with_handle(save, wait).ok());
        }
    });
    let hidden = window_event_listener(leptos::ev::pagehide, move |_| {
        if pending.get_value().is_some() {
            save();
        }
    });
    on_cleanup(move || hidden.remove());
}

/// Writes the record now, unless another tab or the host keeps it.
fn write_record(store: GameStore, told: Told) {
    // A phone holds no game of its own: the host saves it.
    if told.paused.get_untracked() || store.is_remote() {
        return;
    }
    store.record.with_untracked(|record| {
        if let Some(record) = record {
            if storage::write(AUTOSAVE_KEY, &record.to_stored()) {
                told.has_autosave.set(true);
            } else {
                told.notice.set(Some(Text::StorageFull));
            }
        }
    });
}
