//! The autosave: the current game's record written to storage after every change. While this
//! device's bots play, the moves they add are written at most every [`BOTS_SAVE_MS`], in a
//! task of its own: writing the record after each of the bots' batches was a good part of a
//! batch's time on a slow tablet. A new game (started or loaded) and a finished one are written
//! in the next task, so that their writing is not added to the task of the click that made
//! the game or of the move that ended it (issue 51 item 2).
//! Everything else is written at once: a person's move (at this device or from a phone), a
//! move that hands the game to a person, and a record taken back or replaced. What is
//! pending is written when the page is hidden, when the game screen is left and before the
//! autosave is read back ([`keep_autosaved`]'s `flush`).

use leptos::prelude::*;

use super::storage;
use super::store::{AUTOSAVE_KEY, GameStore};
use crate::engine::record::{Record, Seat, Start};
use crate::ui::words::{W, Words};

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
    pub notice: RwSignal<Option<Words>>,
}

/// A record's game (its start and seats) and its number of actions: a record of the same game
/// with more actions than the one last written only went on.
type Written = (Start, Vec<Seat>, usize);

/// Keeps the autosave up to date with `store`'s record; returns `flush`, which writes at once
/// what is pending.
pub(super) fn keep_autosaved(store: GameStore, told: Told) -> Callback<()> {
    let pending = StoredValue::new(None::<TimeoutHandle>);
    let written = StoredValue::new(None::<Written>);
    let save = move || {
        if let Some(timer) = pending.get_value() {
            timer.clear();
        }
        pending.set_value(None);
        written.set_value(write_record(store, told));
    };
    Effect::new(move |_| {
        let (went_on, new_game) = store.record.with(|r| {
            written.with_value(|was| match (r, was) {
                (Some(r), Some((start, seats, actions))) => {
                    let same = r.start == *start && r.players == *seats;
                    (same && r.actions.len() > *actions, !same)
                }
                (Some(_), None) => (false, true),
                _ => (false, false),
            })
        });
        // A finished game is written in the next task too, not in the task of its last
        // move, which draws the end of the game (issue 51 item 2).
        let finished = went_on
            && untrack(|| {
                store
                    .state
                    .with(|s| s.as_ref().is_some_and(|s| s.winner().is_some()))
            });
        let wait = if new_game || finished {
            Some(0)
        } else if went_on && untrack(|| store.local_bot_to_move()) {
            Some(BOTS_SAVE_MS)
        } else {
            None
        };
        match wait {
            None => save(),
            Some(_) if pending.get_value().is_some() => {}
            Some(ms) => {
                let wait = std::time::Duration::from_millis(ms);
                pending.set_value(set_timeout_with_handle(save, wait).ok());
            }
        }
    });
    let flush = Callback::new(move |()| {
        if pending.get_value().is_some() {
            save();
        }
    });
    let hidden = window_event_listener(leptos::ev::visibilitychange, move |_| flush.run(()));
    on_cleanup(move || hidden.remove());
    flush
}

/// A record's game (its start and seats) and its number of actions.
fn written_as(record: &Record) -> Written {
    (
        record.start.clone(),
        record.players.clone(),
        record.actions.len(),
    )
}

/// Writes the record now, unless another tab or the host keeps it; returns what was written.
fn write_record(store: GameStore, told: Told) -> Option<Written> {
    // A phone holds no game of its own: the host saves it.
    if told.paused.get_untracked() || store.is_remote() {
        return None;
    }
    store.record.with_untracked(|record| {
        let record = record.as_ref()?;
        if storage::write(AUTOSAVE_KEY, &record.to_stored()) {
            told.has_autosave.set(true);
            Some(written_as(record))
        } else {
            told.notice.set(Some(W::STORAGE_FULL));
            None
        }
    })
}
