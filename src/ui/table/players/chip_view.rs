//! One chip as drawn: the force's token with its initial, its name over its bot level and
//! leader, and its counts, each following the place's memo.

use leptos::prelude::*;

use super::chip::{Chip, chip_label_message, level_name};
use crate::engine::bot::Level;
use crate::engine::i18n::Lang;
use crate::engine::text::empire_message::leader_word;
use crate::ui::palette;
use crate::ui::settings::Settings;
use crate::ui::shown::Shown;
use crate::ui::store::GameStore;
use crate::ui::table::reads::seat_name;
use crate::ui::words::catalogs::speak_word;
use crate::ui::words::{W, word};

/// The chip of who sits at a place (`here`), `turn` being the seat to move. It is drawn for
/// who sits there; its counts and its sentence for a screen reader follow the place's memo,
/// so a bots' batch rewrites a few numbers, not the chip.
pub(super) fn chip_view(
    lang: Lang,
    here: Memo<Option<Chip>>,
    turn: Memo<Option<u8>>,
) -> Option<impl IntoView + use<>> {
    let store = expect_context::<GameStore>();
    let settings = expect_context::<RwSignal<Settings>>();
    let c = here.get_untracked()?;
    let name = seat_name(store, lang, c.seat);
    let leader = c.leader.map(|l| speak_word(lang, leader_word(l)));
    // The bot level and the leader, under the name when the chips are squeezed.
    let sub = [
        c.bot.map(|level| level_name(lang, level)),
        leader.as_deref(),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join(" · ");
    let label = move || here.with(|h| h.as_ref().map(|c| chip_words(store, lang, c)));
    let count_of = move |read: fn(&Chip) -> u32| move || here.with(|h| h.as_ref().map_or(0, read));
    // An Expert to move, while its search has not answered: its token pulses, and a
    // screen reader hears that it thinks (the other levels answer at once).
    let seat = c.seat;
    let turn = move || turn.get() == Some(seat);
    let thinking = move || turn() && c.bot == Some(Level::Expert) && store.waiting.get();
    let name_now = name.clone();
    let shape = crate::ui::board::token_shape(c.colour, settings.get().patterns);
    let initial: String = name.chars().take(1).collect();
    Some(view! {
        <li
            class="player-chip"
            class:turn=turn
            class:out=c.out
            style=format!("--seat:{seat}")
            data-testid=format!("player-{seat}")
            aria-label=label
            aria-current=move || turn().then_some("true")
            class:thinking=thinking
        >
            <svg class="chip-token" viewBox="-20 -20 40 40" aria-hidden="true">
                <path d=shape fill=palette::fill(c.colour) />
                // The name's initial, which a phone's chip shows in place of the name.
                <text class="chip-initial" y="7" fill=palette::ink(c.colour)>{initial}</text>
            </svg>
            <span class="chip-name" aria-hidden="true">
                <span class="chip-who">{name}</span>
                {(!sub.is_empty()).then(|| view! { <span class="chip-sub">{sub}</span> })}
            </span>
            {(c.bot == Some(Level::Expert)).then(|| view! {
                <Shown when=thinking>
                    <span class="visually-hidden" role="status" data-testid="bot-thinking">{format!("{name_now} {}", word(lang, W::IS_THINKING))}</span>
                </Shown>
            })}
            <span class="chip-facts" aria-hidden="true">
                <span title=word(lang, W::TERRITORIES_2)>"▦ "{count_of(|c| c.territories as u32)}</span>
                <span title=word(lang, W::ARMIES_2)>"● "{count_of(|c| c.armies)}</span>
                <span title=word(lang, W::CARDS)>"▭ "{count_of(|c| c.cards as u32)}</span>
                {c.points.map(|_| view! { <span title=word(lang, W::POINTS_2)>"★ "{count_of(|c| c.points.unwrap_or(0))}</span> })}
                // The starting armies left to place (a placed setup): shown by the place's
                // memo, as the counts are, not by drawing the chip again when they run out.
                <Shown when=move || here.with(|h| h.as_ref().is_some_and(|c| c.to_place > 0))>
                    <span class="to-place">"+"{count_of(|c| c.to_place)}</span>
                </Shown>
            </span>
        </li>
    })
}

/// What a screen reader hears of a chip, in `lang`.
fn chip_words(store: GameStore, lang: Lang, c: &Chip) -> String {
    let named = |seat: u8| crate::ui::table::reads::seat_named(store, seat);
    let board = crate::engine::board::Board::world();
    crate::ui::words::catalogs::speak(lang, &chip_label_message(c), board, &named)
}
