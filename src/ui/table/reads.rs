//! What the table's parts read from the game's store (the state while a game is on, and a
//! seat's name and PIN), and how they write a signal only when its value changes.

use leptos::prelude::*;

use crate::engine::i18n::Lang;
use crate::engine::state::{ForceKind, GameState};
use crate::ui::store::GameStore;

/// The name of a seat, or of a force beyond the seats: the 001 duel's neutral army, the
/// 000 duel's independents (numbered).
pub(super) fn seat_name(store: GameStore, lang: Lang, seat: u8) -> String {
    let player = store
        .seated
        .with(|seats| seats.get(usize::from(seat)).map(|(name, _)| name.clone()));
    // The forces beyond the seats are the game's own: read untracked, so that a chip naming
    // one is not drawn again after every move.
    player.unwrap_or_else(|| {
        untrack(|| {
            with_state(store, |s| {
                let kind = s
                    .forces
                    .get(usize::from(seat))
                    .map_or(ForceKind::Neutral, |f| f.kind);
                let number = usize::from(seat) + 1 - s.players().count();
                crate::ui::phrases::extra_force_name(lang, kind, number)
            })
        })
        .unwrap_or_default()
    })
}

/// A seat's PIN, if it set one.
pub(super) fn seat_pin(store: GameStore, seat: u8) -> Option<String> {
    store.record.with(|r| {
        r.as_ref()
            .and_then(|r| r.players.get(usize::from(seat)))
            .and_then(|p| p.pin.clone())
    })
}

/// Reads the game state; the table is only shown while a game is on.
pub(super) fn with_state<T>(store: GameStore, read: impl FnOnce(&GameState) -> T) -> Option<T> {
    store.state.with(|s| s.as_ref().map(read))
}

/// Sets `signal` to `value` only when it holds another: a signal set tells every reader, even
/// of the same value, and a bots' turn clears an empty selection at every step.
pub(super) fn set_if_changed<T: PartialEq + Send + Sync + 'static>(signal: RwSignal<T>, value: T) {
    if signal.with_untracked(|now| *now != value) {
        signal.set(value);
    }
}
