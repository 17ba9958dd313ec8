//! 000 active independents at the table: the status track (each independent neutral or
//! allied to a player, and its cards out of 5), giving a card to an independent, and rolling
//! an ally's reinforcement die.

use leptos::prelude::*;

use crate::ui::shown::Shown;

use super::reads::{seat_name, with_state};
use crate::engine::action::Action;
use crate::engine::allies::MOST_CARDS_PER_INDEPENDENT;
use crate::engine::cards::Card;
use crate::engine::i18n::Lang;
use crate::engine::state::ForceId;
use crate::ui::phrases::{labelled, say};
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
                    let name = seat_name(store, lang.get(), force.0);
                    let status = if f.eliminated {
                        word(lang.get(), W::DESTROYED).to_owned()
                    } else {
                        match f.controller {
                            Some(p) => {
                                let ally = seat_name(store, lang.get(), p.0);
                                crate::ui::sentences::ally_of(lang.get(), &ally)
                            }
                            None => word(lang.get(), W::NEUTRAL).to_owned(),
                        }
                    };
                    let cards = word(lang.get(), W::CARDS);
                    let held = format!(
                        "{status} ({} / {MOST_CARDS_PER_INDEPENDENT} {cards})",
                        f.hand.len()
                    );
                    let line = labelled(lang.get(), &name, &held);
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
            .map(|force| (force, card, seat_name(store, lang.get(), force.0)))
            .collect::<Vec<_>>()
    };
    view! {
        {move || offers().into_iter().map(|(force, card, name)| view! {
            <button data-testid=format!("give-card-{}", force.0) on:click=move |_| {
                if store.dispatch(Action::Influence { force, card }) {
                    chosen.set(Vec::new());
                }
            }>
                {crate::ui::sentences::give_card_to(lang.get(), &name)}
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
