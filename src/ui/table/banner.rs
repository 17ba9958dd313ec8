//! The turn banner's sentence: whose step it is and what to do, what a bot is doing while it
//! plays, and during setup how many starting armies each player still has to place; said by
//! the catalogs (`screens.ftl`) from `banner_message`.

use super::banner_message::{Seats, banner_message, exhausted_message};
use super::reads::seat_named;
use crate::engine::board::{Board, TerritoryId};
use crate::engine::i18n::Lang;
use crate::engine::state::{ForceId, GameState};
use crate::ui::store::GameStore;
use crate::ui::words::catalogs::speak;

/// The banner for the player (or bot) deciding now; `chosen` is the attack or move the player
/// has chosen on the map so far (its source, and its target once tapped).
pub fn banner(
    store: GameStore,
    lang: Lang,
    s: &GameState,
    bot: bool,
    chosen: (Option<TerritoryId>, Option<TerritoryId>),
) -> String {
    let named = |seat: u8| seat_named(store, seat);
    let is_bot = |seat: ForceId| store.is_bot(seat);
    let seats = Seats {
        is_bot: &is_bot,
        remote: store.is_remote(),
    };
    let message = banner_message(s, &seats, bot, chosen);
    speak(lang, &message, s.board(), &named)
}

/// The words for a territory down to its last army, which can no longer attack.
pub(super) fn exhausted_words(
    store: GameStore,
    lang: Lang,
    board: &Board,
    territory: TerritoryId,
) -> String {
    let named = |seat: u8| seat_named(store, seat);
    speak(lang, &exhausted_message(territory), board, &named)
}
