//! The trade track, the current player's hand and their mission card.

use leptos::prelude::*;

use super::with_state;
use crate::engine::action::{Action, Event};
use crate::engine::board::CardDesign;
use crate::engine::cards::{Card, classify, set_value};
use crate::engine::i18n::Lang;
use crate::engine::rules::SetValues;
use crate::ui::phrases::{card_name, tr};
use crate::ui::store::GameStore;

use crate::ui::mission_text::mission_text;

/// The golden cavalier's track (000), or the preset's own table of set values.
#[component]
pub fn TradeTrack(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let squares = move || {
        with_state(store, |s| {
            let next = s.sets_traded as usize;
            let values: Vec<u32> = match &s.rules.set_values {
                SetValues::Track { values } => values.clone(),
                SetValues::ByDesign {
                    infantry,
                    cavalry,
                    artillery,
                    mixed,
                    ..
                } => vec![*infantry, *cavalry, *artillery, *mixed],
                _ => (0..next.max(6) + 3)
                    .filter_map(|i| s.rules.nth_set_value(i))
                    .collect(),
            };
            let at = match &s.rules.set_values {
                SetValues::Track { values } => next.min(values.len().saturating_sub(1)),
                SetValues::ByDesign { .. } => usize::MAX,
                _ => next,
            };
            let cavalier = matches!(s.rules.set_values, SetValues::Track { .. });
            (values, at, cavalier)
        })
    };
    view! {
        <section class="trade-track" data-testid="trade-track" aria-label=move || tr(lang.get(), "Value of the next set", "Valeur de la prochaine série")>
            <h2>{move || if squares().is_some_and(|s| s.2) { tr(lang.get(), "Golden cavalier", "Cavalier doré") } else { tr(lang.get(), "Set values", "Valeur des séries") }}</h2>
            <ol class="squares">
                {move || squares().map(|(values, at, _)| values.into_iter().enumerate().map(|(i, v)| view! {
                    <li class:current=i == at aria-current=(i == at).then_some("step")>{v}</li>
                }).collect_view())}
            </ol>
        </section>
    }
}

/// A card's design in words.
fn design_name(lang: Lang, design: Option<CardDesign>) -> &'static str {
    match design {
        Some(CardDesign::Infantry) => tr(lang, "infantry", "infanterie"),
        Some(CardDesign::Cavalry) => tr(lang, "cavalry", "cavalerie"),
        Some(CardDesign::Artillery) => tr(lang, "artillery", "artillerie"),
        None => tr(lang, "joker", "joker"),
    }
}

/// The cards of the seat holding the tablet (their own view only), with set selection and
/// trading.
#[component]
pub fn Hand(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let chosen = RwSignal::new(Vec::<Card>::new());
    let hand =
        move || with_state(store, |s| s.view_for(s.deciding_seat()).hand).unwrap_or_default();
    let preview = move || {
        let cards: Vec<Card> = chosen.get();
        let set: [Card; 3] = cards.try_into().ok()?;
        with_state(store, |s| {
            classify(set, s.board())
                .map(|kind| set_value(&s.rules.set_values, kind, s.sets_traded as usize))
        })
        .flatten()
    };
    // The territory bonus the engine would give for this set, found by trying the trade on a
    // copy of the state (the rule stays the engine's).
    let bonus = move || {
        let set: [Card; 3] = chosen.get().try_into().ok()?;
        with_state(store, |s| {
            let mut trial = s.clone();
            let events = trial.apply(&Action::TradeCards { cards: set }).ok()?;
            events.iter().find_map(|e| match e {
                Event::OccupiedBonus { territory, armies } => Some(format!(
                    "+{armies} {} {}",
                    tr(lang.get(), "on", "sur"),
                    s.board().territory(*territory).name.get(lang.get())
                )),
                _ => None,
            })
        })
        .flatten()
    };
    view! {
        <section class="hand" data-testid="hand" aria-label=move || tr(lang.get(), "Your cards", "Vos cartes")>
            <h2>{move || tr(lang.get(), "Your cards", "Vos cartes")}</h2>
            <ul class="cards">
                {move || hand().into_iter().map(|card| {
                    let name = move || with_state(store, |s| card_name(lang.get(), card, s.board())).unwrap_or_default();
                    let design = move || with_state(store, |s| design_name(lang.get(), card.design(s.board()))).unwrap_or_default();
                    view! {
                        <li>
                            <button class="card" aria-pressed=move || chosen.with(|c| c.contains(&card)).to_string() on:click=move |_| chosen.update(|c| {
                                if let Some(i) = c.iter().position(|x| *x == card) { c.remove(i); } else if c.len() < 3 { c.push(card); }
                            })>
                                <span class="card-name">{name}</span>
                                <span class="card-design">{design}</span>
                            </button>
                        </li>
                    }
                }).collect_view()}
            </ul>
            <crate::ui::table::independents::GiveCard lang=lang chosen=chosen />
            <Show when=move || preview().is_some()>
                <button class="primary" data-testid="trade" on:click=move |_| {
                    if let Ok(cards) = <[Card; 3]>::try_from(chosen.get_untracked())
                        && store.dispatch(Action::TradeCards { cards }) {
                        chosen.set(Vec::new());
                    }
                }>{move || format!("{} (+{})", tr(lang.get(), "Trade", "Échanger"), preview().unwrap_or(0))}</button>
                <Show when=move || bonus().is_some()>
                    <p class="hint" data-testid="trade-bonus">{bonus}</p>
                </Show>
            </Show>
        </section>
    }
}

/// A face-up flag for secret cards, turned face down again whenever the tablet passes to
/// another seat (not at every action of the turn).
pub fn face_down_at_each_turn(store: GameStore) -> RwSignal<bool> {
    let face_up = RwSignal::new(false);
    let current = Memo::new(move |_| store.state.with(|s| s.as_ref().map(|s| s.deciding_seat())));
    Effect::new(move |_| {
        current.track();
        face_up.set(false);
    });
    face_up
}

/// The mission of the seat holding the tablet, face down until they turn it over.
#[component]
pub fn MissionCard(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let face_up = face_down_at_each_turn(store);
    let missions = move || {
        with_state(store, |s| {
            if s.plays_ranked_objectives() {
                // 000 Risk Mission: the objective cards have their own panel.
                return Vec::new();
            }
            let view = s.view_for(s.deciding_seat());
            view.missions
                .iter()
                .map(|m| mission_text(lang.get(), m, s.board()))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    };
    view! {
        <Show when=move || !missions().is_empty()>
            <section class="mission" data-testid="mission-card">
                <button on:click=move |_| face_up.update(|f| *f = !*f) aria-pressed=move || face_up.get().to_string()>
                    {move || if face_up.get() { tr(lang.get(), "Hide mission", "Cacher la mission") } else { tr(lang.get(), "Show my mission", "Voir ma mission") }}
                </button>
                <Show when=move || face_up.get()>
                    <p class="mission-text">{move || missions().join(" ")}</p>
                </Show>
            </section>
        </Show>
    }
}
