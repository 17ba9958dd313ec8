//! What the table's parts read from the game's store (the state while a game is on, and a
//! seat's name and PIN), and how they write a signal only when its value changes.

use leptos::prelude::*;

use crate::engine::i18n::Lang;
use crate::engine::state::{ForceKind, GameState};
use crate::ui::store::GameStore;
use lamorisse_words::forms::Named;

/// The name of a seat, or of a force beyond the seats: the 001 duel's neutral army, the
/// 000 duel's independents (numbered).
pub(super) fn seat_name(store: GameStore, lang: Lang, seat: u8) -> String {
    let player = store
        .seated
        .with(|seats| seats.get(usize::from(seat)).map(|(name, _)| name.clone()));
    // The forces beyond the seats are the game's own, named by the catalog.
    player.unwrap_or_else(|| force_words(store, lang, seat))
}

/// A seat, or a force beyond the seats, as a catalog's message names it (issue 52): a
/// player by their name, the game's own forces by kind and number.
pub(super) fn seat_named(store: GameStore, seat: u8) -> Named {
    let player = store
        .seated
        .with(|seats| seats.get(usize::from(seat)).map(|(name, _)| name.clone()));
    player.map(Named::Player).unwrap_or_else(|| {
        // Read untracked, as in `seat_name`.
        untrack(|| {
            with_state(store, |s| {
                let kind = s
                    .forces
                    .get(usize::from(seat))
                    .map_or(ForceKind::Neutral, |f| f.kind);
                let number = usize::from(seat) + 1 - s.players().count();
                Named::Extra { kind, number }
            })
        })
        .unwrap_or(Named::Player(String::new()))
    })
}

/// `event`'s line in the game log, in `lang`, if it has one and its words are in.
pub(super) fn log_words(
    store: GameStore,
    lang: Lang,
    event: &crate::engine::action::Event,
    board: &crate::engine::board::Board,
) -> Option<String> {
    let message = crate::engine::text::log_message::log_message(event, board)?;
    let named = |seat: u8| seat_named(store, seat);
    let words = crate::ui::words::catalogs::speak(lang, &message, board, &named);
    (!words.is_empty()).then_some(words)
}

/// `message` in `lang`, its places on `board`, its forces named as the table names its seats.
pub(super) fn table_says(
    store: GameStore,
    lang: Lang,
    message: &crate::engine::text::message::Message,
    board: &crate::engine::board::Board,
) -> String {
    let named = |seat: u8| seat_named(store, seat);
    crate::ui::words::catalogs::speak(lang, message, board, &named)
}

/// A force's name as the catalog says it (the game's own forces in `lang`: "Independent 2").
pub(super) fn force_words(store: GameStore, lang: Lang, seat: u8) -> String {
    use crate::engine::text::message::{Arg, Message};
    let message = Message::new("log-header-player", vec![("force", Arg::Force(seat))]);
    table_says(store, lang, &message, crate::engine::board::Board::world())
}

/// A mission card's words in `lang` (its forces named as the table names its seats).
pub(super) fn mission_words(
    store: GameStore,
    lang: Lang,
    mission: &crate::engine::missions::Mission,
    board: &crate::engine::board::Board,
) -> String {
    let message = crate::engine::text::mission_message::mission_message(mission, board);
    let named = |seat: u8| seat_named(store, seat);
    crate::ui::words::catalogs::speak(lang, &message, board, &named)
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
