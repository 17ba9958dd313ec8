//! 000 Risk Mission at the table: the current player's four objective cards (face down until
//! turned over, with a claim button at each card's moment), and every player's claimed and
//! revealed objectives, which are public.

use leptos::prelude::*;

use crate::ui::shown::Shown;

use super::reads::{mission_words, with_state};
use crate::engine::action::Action;
use crate::engine::i18n::Lang;
use crate::engine::missions::Rank;
use crate::engine::text::message::Message;
use crate::engine::text::mission_message::rank_word;
use crate::ui::phrases::say;
use crate::ui::store::GameStore;
use crate::ui::words::catalogs::speak_plain;
use crate::ui::words::{W, word};

/// One of the current player's objectives, as the cards panel shows it.
#[derive(Clone, PartialEq)]
struct ObjectiveRow {
    /// Its place among the player's objectives.
    index: u8,
    /// Its text.
    text: String,
    /// Whether it is claimed already.
    claimed: bool,
    /// Whether it may be claimed now.
    claimable: bool,
    /// Its rank, printed on the back of the card.
    rank: Option<Rank>,
}

/// The current player's four objectives, face down until they turn them over.
#[component]
pub fn ObjectiveCards(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let face_up = super::cards::face_down_at_each_turn(store);
    let rows = move || {
        with_state(store, |s| {
            if !s.plays_ranked_objectives() {
                return Vec::new();
            }
            let me = s.turn.current;
            let claimable = s.claimable_objectives();
            let force = s.force(me);
            force
                .missions
                .iter()
                .enumerate()
                .map(|(i, m)| ObjectiveRow {
                    index: i as u8,
                    text: mission_words(store, lang.get(), m, s.board()),
                    claimed: force.claimed.contains(&(i as u8)),
                    claimable: claimable.contains(&(i as u8)),
                    rank: m.rank(),
                })
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    };
    let ready = move || rows().iter().any(|r| r.claimable);
    view! {
        <Shown when=move || !rows().is_empty()>
            <section class="mission objectives" data-testid="objective-cards">
                <button on:click=move |_| face_up.update(|f| *f = !*f) aria-pressed=move || face_up.get().to_string() data-testid="show-objectives">
                    {move || if face_up.get() { word(lang.get(), W::HIDE_MY_OBJECTIVES) } else { word(lang.get(), W::SHOW_MY_OBJECTIVES) }}
                </button>
                <Shown when=move || ready() && !face_up.get()>
                    <p class="hint" data-testid="objective-ready">{say(lang, W::AN_OBJECTIVE_CAN_BE_CLAIMED_NOW)}</p>
                </Shown>
                // Face down, the four cards show their backs, each with its rank (000).
                <Shown when=move || !face_up.get()>
                    <ul class="mission-cards objective-backs">
                        {move || rows().into_iter().map(|row| view! {
                            <li class="mission-face face-down" class:claimed=row.claimed data-testid=format!("objective-back-{}", row.index)>
                                <span class="mission-kind">{move || row.rank.map(|r| speak_plain(lang.get(), &Message::word(rank_word(r)))).unwrap_or_default()}</span>
                                <span class="card-back" aria-hidden="true">"★"</span>
                            </li>
                        }).collect_view()}
                    </ul>
                </Shown>
                <Shown when=move || face_up.get()>
                    <ol class="objective-list">
                        {move || rows().into_iter().map(|row| {
                            let index = row.index;
                            view! {
                                <li class:claimed=row.claimed data-testid=format!("objective-{index}")>
                                    <p class="mission-text">{row.text.clone()}</p>
                                    {row.claimed.then(|| view! { <p class="hint">{word(lang.get(), W::CLAIMED)}</p> })}
                                    {row.claimable.then(|| view! {
                                        <button class="primary" data-testid=format!("claim-objective-{index}") on:click=move |_| { store.dispatch(Action::ClaimObjective { mission: index }); }>
                                            {word(lang.get(), W::CLAIM_THIS_OBJECTIVE)}
                                        </button>
                                    })}
                                </li>
                            }
                        }).collect_view()}
                    </ol>
                </Shown>
            </section>
        </Shown>
    }
}

/// Every player's claimed objectives and, after three, their last one: public knowledge.
#[component]
pub fn ClaimedObjectives(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let rows = move || {
        with_state(store, |s| {
            if !s.plays_ranked_objectives() {
                return Vec::new();
            }
            s.players()
                .map(|p| {
                    let claimed: Vec<String> = s
                        .claimed_objectives(p)
                        .into_iter()
                        .map(|m| mission_words(store, lang.get(), m, s.board()))
                        .collect();
                    let last = s
                        .last_objective(p)
                        .map(|m| mission_words(store, lang.get(), m, s.board()));
                    let total = s.force(p).missions.len();
                    (p.0, claimed, total, last)
                })
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    };
    view! {
        <Shown when=move || !rows().is_empty()>
            <section class="objectives-public" data-testid="claimed-objectives">
                <h3>{say(lang, W::OBJECTIVES)}</h3>
                <ul>
                    {move || rows().into_iter().map(|(seat, claimed, total, last)| view! {
                        <li data-testid=format!("claimed-{seat}")>
                            <strong>{super::reads::table_says(store, lang.get(), &crate::ui::sentences::messages::objectives_claimed(crate::engine::state::ForceId(seat), claimed.len(), total), crate::engine::board::Board::world())}</strong>
                            <ul>
                                {claimed.into_iter().map(|text| view! { <li>{text}</li> }).collect_view()}
                            </ul>
                            {last.map(|text| view! {
                                <p class="hint" data-testid=format!("revealed-{seat}")>
                                    {format!("{} {text}", word(lang.get(), W::STILL_TO_DO_SHOWN_TO_ALL))}
                                </p>
                            })}
                        </li>
                    }).collect_view()}
                </ul>
            </section>
        </Shown>
    }
}
