//! The player strip: every player and force at the table with its colour (and pattern), name,
//! bot level, territories, armies and cards in hand (a count only), whose turn it is, and in
//! 003 the leader and points. The player to move comes first, the others in turn order (the
//! chips stay in seat order in the page, each drawn once for its seat, and the stylesheet
//! places them from the player to move: `--turn` on the strip, `--seat` on each chip); on a
//! phone the chips shrink to colour and counts (the banner names who plays), and a legend of
//! the counts' signs stands beside them, never cut. However many players, every chip stays in
//! view whole: the strip squeezes its chips a step at a time until none is cut ([`fit`]).
//!
//! The chips as data are in `chip.rs`, one chip's drawing in `chip_view.rs`, the squeezing in
//! `fit.rs`.

mod chip;
mod chip_view;
mod fit;

use leptos::prelude::*;

use super::reads::with_state;
use crate::engine::bot::Level;
use crate::engine::i18n::Lang;
use crate::ui::in_steps::{Part, drawn};
use crate::ui::phrases::say;
use crate::ui::shown::Shown;
use crate::ui::store::GameStore;
use crate::ui::words::W;
use chip::{Chip, chips_in};
use chip_view::chip_view;
use fit::{Fitting, keep_fitted, scroll_back_on_turn};

/// The strip of players.
#[component]
pub fn PlayerStrip(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let chips = Memo::new(move |_| {
        let levels: Vec<Option<Level>> = store.seated.with(|seats| {
            seats
                .iter()
                .map(|(_, bot)| bot.as_deref().and_then(|b| b.parse().ok()))
                .collect()
        });
        with_state(store, |s| chips_in(s, &levels)).unwrap_or_default()
    });
    // The seat to move: the strip's order and each chip's turn marks follow it, so they change
    // when the turn passes, not at every count a bots' batch changes.
    let turn = Memo::new(move |_| chips.with(|c| c.iter().find(|c| c.turn).map(|c| c.seat)));
    // Each place in the strip follows its own chip, and is drawn again only when who sits
    // there changes, not when their counts or the turn do (a bots' batch changes counts, and
    // the turn passes at every army placed during the setup).
    let count = Memo::new(move |_| chips.with(Vec::len));
    let chip_at = move |k: usize| {
        let here = Memo::new(move |_| chips.with(|c| c.get(k).cloned()));
        let who = Memo::new(move |_| here.with(|c| c.as_ref().map(Chip::without_counts)));
        move || {
            who.track();
            chip_view(lang.get(), here, turn)
        }
    };
    // The chips come in a step of their own on the game screen (`in_steps.rs`); a memo, so
    // that the screen's later steps neither draw them again nor fit them.
    let players_drawn = drawn(Part::Players);
    let chips_drawn = Memo::new(move |_| players_drawn());
    let strip = NodeRef::<leptos::html::Ol>::new();
    scroll_back_on_turn(strip, turn);
    let bar = NodeRef::<leptos::html::Div>::new();
    // Only what can change the chips' widths: a new army count of as many digits leaves the
    // fit as it was, and laying the page out at each fit level is dear on a slow tablet.
    let widths =
        Memo::new(move |_| chips.with(|c| c.iter().map(Chip::width_key).collect::<Vec<_>>()));
    keep_fitted(
        Fitting {
            bar,
            strip,
            widths,
            drawn: chips_drawn,
        },
        lang,
    );
    view! {
        <div class="players-bar" node_ref=bar>
            // Focusable so a keyboard can scroll it sideways when the players overflow it.
            <ol node_ref=strip class="player-strip" data-testid="players" tabindex="0" aria-label=say(lang, W::PLAYERS)
                style=move || format!("--turn:{}", turn.get().unwrap_or(0))>
                {move || chips_drawn.get().then(|| (0..count.get()).map(chip_at).collect_view())}
            </ol>
            // What the chips' signs count, in words (touch screens show no tooltips), one
            // sign a line beside the chips, so it is never cut.
            <p class="strip-legend" aria-hidden="true">
                <span>{say(lang, W::TERRITORIES_3)}</span>
                <span>{say(lang, W::ARMIES_3)}</span>
                <span>{say(lang, W::CARDS_2)}</span>
                <Shown when=move || chips.with(|c| c.iter().any(|c| c.points.is_some()))>
                    <span>{say(lang, W::POINTS_3)}</span>
                </Shown>
            </p>
        </div>
    }
}
