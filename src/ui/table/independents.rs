//! 000 active independents at the table: the status track (each independent neutral or
//! allied to a player, and its cards out of 5), giving a card to an independent, and rolling
//! an ally's reinforcement die.

use leptos::prelude::*;

use crate::ui::shown::Shown;

use super::reads::{force_words, seat_name, table_says, with_state};
use crate::engine::action::Action;
use crate::engine::allies::MOST_CARDS_PER_INDEPENDENT;
use crate::engine::cards::Card;
use crate::engine::i18n::Lang;
use crate::engine::state::ForceId;
use crate::engine::text::message::{Arg, Message};
use crate::ui::phrases::say;
use crate::ui::store::GameStore;
use crate::ui::words::{W, word};

/// The independents of a game with active ones, in force order.
fn independents(store: GameStore) -> Vec<ForceId> {
    with_state(store, |s| {
        if !s.plays_active_independents() {
            return Vec::new();
        }
        s.independents()
    })
    .unwrap_or_default()
}

/// An independent's status and how many cards it holds of the most it may: "neutral (2 / 5
/// cards)"; `status` its message (`ui-destroyed`, `ui-neutral` or the ally's).
fn hand_message(status: Message, held: usize) -> Message {
    let count = |n: usize| Arg::Count(n as u32);
    Message::new(
        "ui-independent-hand",
        vec![
            ("status", Arg::Said(Box::new(status))),
            ("held", count(held)),
            ("most", count(MOST_CARDS_PER_INDEPENDENT)),
        ],
    )
}

/// The status track: where each independent's cannon stands, and its cards (public count).
#[component]
pub fn StatusTrack(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let rows = move || {
        independents(store)
            .into_iter()
            .filter_map(|force| {
                with_state(store, |s| {
                    let f = s.force(force);
                    let status = match (f.eliminated, f.controller) {
                        (true, _) => Message::word("ui-destroyed"),
                        (false, Some(p)) => crate::ui::sentences::messages::ally_of(p),
                        (false, None) => Message::word("ui-neutral"),
                    };
                    let says = |m: &Message| table_says(store, lang.get(), m, s.board());
                    let held = says(&hand_message(status, f.hand.len()));
                    let name = force_words(store, lang.get(), force.0);
                    let line = says(&crate::ui::sentences::messages::labelled(&name, &held));
                    (force.0, line)
                })
            })
            .collect::<Vec<_>>()
    };
    view! {
        <Shown when=move || !rows().is_empty()>
            <section class="status-track" data-testid="status-track">
                <h3>{say(lang, W::INDEPENDENTS)}</h3>
                <ul>
                    {move || rows().into_iter().map(|(seat, line)| view! {
                        <li data-testid=format!("status-{seat}")>{line}</li>
                    }).collect_view()}
                </ul>
            </section>
        </Shown>
    }
}

/// Buttons that give the one selected card to an independent, at the start of the turn.
#[component]
pub fn GiveCard(lang: Signal<Lang>, chosen: RwSignal<Vec<Card>>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let offers = move || {
        let [card] = chosen.get()[..] else {
            return Vec::new();
        };
        independents(store)
            .into_iter()
            .filter(|&force| {
                with_state(store, |s| {
                    s.check(&Action::Influence { force, card }).is_ok()
                })
                .unwrap_or(false)
            })
            .map(|force| (force, card))
            .collect::<Vec<_>>()
    };
    view! {
        {move || offers().into_iter().map(|(force, card)| view! {
            <button data-testid=format!("give-card-{}", force.0) on:click=move |_| {
                if store.dispatch(Action::Influence { force, card }) {
                    chosen.set(Vec::new());
                }
            }>
                {move || {
                    let message = crate::ui::sentences::messages::give_card_to(force);
                    super::reads::table_says(store, lang.get(), &message, crate::engine::board::Board::world())
                }}
            </button>
        }).collect_view()}
    }
}

/// A button per ally to roll its reinforcement die, before the combat.
#[component]
pub fn AllyReinforcements(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let allies = move || {
        independents(store)
            .into_iter()
            .filter(|&force| {
                with_state(store, |s| s.check(&Action::ReinforceAlly { force }).is_ok())
                    .unwrap_or(false)
            })
            .map(|force| (force, seat_name(store, lang.get(), force.0)))
            .collect::<Vec<_>>()
    };
    view! {
        {move || allies().into_iter().map(|(force, name)| view! {
            <button class="primary" data-testid=format!("reinforce-ally-{}", force.0) on:click=move |_| {
                store.dispatch(Action::ReinforceAlly { force });
            }>
                {format!("{} {name}", word(lang.get(), W::ROLL_REINFORCEMENTS_FOR_YOUR_ALLY))}
            </button>
        }).collect_view()}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::said_check::said_plain;

    #[test]
    fn an_independent_s_hand_is_said_in_every_language() {
        for lang in Lang::ALL {
            for id in ["ui-destroyed", "ui-neutral"] {
                for held in [0, 1, 5] {
                    let words = said_plain(lang, &hand_message(Message::word(id), held));
                    assert!(words.contains(&format!("{held} / 5")), "{words}");
                }
            }
        }
        assert_eq!(
            said_plain(Lang::Fr, &hand_message(Message::word("ui-neutral"), 2)),
            "neutre (2 / 5\u{a0}cartes)"
        );
    }
}
