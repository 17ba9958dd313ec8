//! The game log in plain sentences and the victory screen.

use leptos::prelude::*;

use crate::ui::shown::Shown;

use super::reads::{log_words, seat_named, with_state};
use crate::engine::i18n::Lang;
use crate::engine::state::ForceId;
use crate::engine::stats::game_stats;
use crate::engine::text::since::{has_played, turns_since};
use crate::engine::text::since_message::{heading_message, turn_message};
use crate::ui::phrases::say;
use crate::ui::store::GameStore;
use crate::ui::words::catalogs::{speak, speak_plain};

mod how_won;
mod summary;
mod victory;

use crate::ui::words::W;
use how_won::how_won;
use victory::{Summed, VictoryCard};

/// How many of the latest lines the log shows.
const LOG_LINES: usize = 8;

/// The game log in plain sentences, titled, read as a story: the latest lines in the order
/// they happened, so a cause ("Battle for Ural…") stands above its effect ("Chloé takes Ural.").
#[component]
pub fn Log(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    // One memo for both readers below: the lines are made once per change of the log.
    let lines = Memo::new(move |_| {
        let board = with_state(store, |s| s.board())?;
        Some(store.events.with(|events| {
            let mut latest = events
                .iter()
                .rev()
                .filter_map(|e| log_words(store, lang.get(), e, board))
                .take(LOG_LINES)
                .collect::<Vec<_>>();
            latest.reverse();
            latest
        }))
    });
    view! {
        <section class="log" class:empty=move || lines.with(|l| l.as_ref().is_none_or(Vec::is_empty)) data-testid="log" aria-live="polite" aria-labelledby="log-title">
            <h2 id="log-title">{say(lang, W::GAME_LOG)}</h2>
            // Oldest first, the latest at the bottom, as a story reads.
            <ul>{move || lines.get().unwrap_or_default().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
        </section>
    }
}

/// On the hand-off screen, what the others did since the incoming player's last turn (or
/// since the start, on their first): one sentence per turn (who took what from whom, what
/// this player lost first), from the public log.
#[component]
pub fn SinceYourTurn(lang: Signal<Lang>, seat: Memo<ForceId>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    // One memo: the sentences are made once per change of the log, for both readers below.
    let account = Memo::new(move |_| {
        let Some((board, round)) = with_state(store, |s| (s.board(), s.turn.round)) else {
            return (true, Vec::new());
        };
        let named = |seat: u8| seat_named(store, seat);
        let me = seat.get();
        store.events.with(|events| {
            let lines = turns_since(events, me)
                .iter()
                .map(|turn| speak(lang.get(), &turn_message(turn, me), board, &named))
                .filter(|line| !line.is_empty())
                .collect::<Vec<_>>();
            (has_played(events, me, round), lines)
        })
    });
    view! {
        <Shown when=move || account.with(|(_, l)| !l.is_empty())>
            <section class="since" data-testid="since-your-turn">
                <h2>{move || speak_plain(lang.get(), &heading_message(account.with(|(played, _)| *played)))}</h2>
                <ul>{move || account.get().1.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
            </section>
        </Shown>
    }
}

/// The victory screen: the winner and what they achieved.
#[component]
pub fn Victory(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let named = move |seat: u8| seat_named(store, seat);
    let won = move || with_state(store, |s| how_won(lang.get(), s, &named)).flatten();
    // The card comes a moment after the winning move is drawn: the game's statistics (a
    // replay of the whole game) in a task of their own, then the card in the next. Together
    // they held a slow tablet over 50 ms (docs/bots.md "The page's own drawing").
    let over = Memo::new(move |_| with_state(store, |s| s.winner().is_some()).unwrap_or(false));
    let card = RwSignal::new(false);
    let summed = StoredValue::new(Summed::default());
    Effect::new(move |_| {
        if over.get() {
            set_timeout(
                move || sum_up(store, summed, card),
                std::time::Duration::ZERO,
            );
        } else {
            card.set(false);
        }
    });
    view! {
        <Shown when=move || card.get() && won().is_some()>
            <div class="overlay victory" data-testid="victory" role="dialog" aria-modal="true" aria-label=say(lang, W::VICTORY)>
                <VictoryCard
                    lang=lang
                    summed=summed.get_value()
                    winners=untrack(won).map(|(seats, _)| seats).unwrap_or_default()
                    how=Signal::derive(move || won().map(|(_, how)| how).unwrap_or_default())
                />
            </div>
        </Shown>
    }
}

/// Works out the finished game's statistics into `summed`, then shows the card (`card`) in a
/// task of its own; a screen closed meanwhile has nothing to show.
fn sum_up(store: GameStore, summed: StoredValue<Summed>, card: RwSignal<bool>) {
    let Some(record) = store.record.try_get_untracked() else {
        return;
    };
    let stats = record.as_ref().and_then(|r| game_stats(r).ok());
    if summed.try_set_value(Summed { record, stats }).is_some() {
        return;
    }
    set_timeout(move || _ = card.try_set(true), std::time::Duration::ZERO);
}
