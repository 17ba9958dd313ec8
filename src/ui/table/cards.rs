//! The current player's hand and their mission card.

use leptos::prelude::*;

use crate::ui::shown::Shown;

use super::card_art::{DesignIcon, Silhouette};
use super::reads::{mission_words, with_state};
use crate::engine::action::{Action, Event};
use crate::engine::board::CardDesign;
use crate::engine::cards::{Card, classify, set_value};
use crate::engine::i18n::Lang;
use crate::engine::missions::Mission;
use crate::engine::state::ForceId;
use crate::ui::phrases::say;
use crate::ui::store::GameStore;
use crate::ui::words::catalogs::card_name;

use crate::ui::words::{W, word};

/// A design's key, for tests and styles.
fn design_key(design: CardDesign) -> &'static str {
    match design {
        CardDesign::Infantry => "infantry",
        CardDesign::Cavalry => "cavalry",
        CardDesign::Artillery => "artillery",
    }
}

/// A card's design in words.
pub(super) fn design_name(lang: Lang, design: Option<CardDesign>) -> &'static str {
    match design {
        Some(CardDesign::Infantry) => word(lang, W::INFANTRY),
        Some(CardDesign::Cavalry) => word(lang, W::CAVALRY),
        Some(CardDesign::Artillery) => word(lang, W::ARTILLERY),
        None => word(lang, W::JOKER),
    }
}

/// Whether `seat` may have held cards: one drawn, traded, taken or passed to them shows it;
/// a log that no longer reaches the first round (`round` is the game's) cannot tell that they
/// never had any.
fn has_had_cards(events: &[Event], seat: ForceId, round: u32) -> bool {
    let from_start = round == 1
        || events
            .iter()
            .any(|e| matches!(e, Event::TurnStarted { round: 1, .. }));
    !from_start
        || events.iter().any(|e| match *e {
            Event::CardDrawn { force, .. } | Event::CardsTraded { force, .. } => force == seat,
            Event::TeamHandPassed { to, .. } => to == seat,
            Event::Eliminated {
                by, cards_taken, ..
            } => by == seat && cards_taken > 0,
            Event::CapitalTaken { by, .. } => by == seat,
            _ => false,
        })
}

/// Why the hand is empty: "No cards yet" before the first card, "No cards in hand" after.
fn no_cards_text(lang: Lang, had: bool, earned: bool) -> &'static str {
    match (had, earned) {
        (false, true) => word(lang, W::NO_CARDS_YET_YOU_DRAW_ONE),
        (false, false) => word(lang, W::NO_CARDS_YET_CONQUER_A_TERRITORY),
        (true, true) => word(lang, W::NO_CARDS_IN_HAND_YOU_DRAW),
        (true, false) => word(lang, W::NO_CARDS_IN_HAND_CONQUER_A),
    }
}

/// The cards of the seat holding the tablet (their own view only), with set selection and
/// trading.
#[component]
pub fn Hand(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let chosen = RwSignal::new(Vec::<Card>::new());
    let hand =
        move || with_state(store, |s| s.view_for(store.secrets_seat(s)).hand).unwrap_or_default();
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
                Event::OccupiedBonus {
                    territory,
                    armies: n,
                } => Some(super::reads::table_says(
                    store,
                    lang.get(),
                    &crate::ui::sentences::messages::occupied_bonus(*territory, *n),
                    s.board(),
                )),
                _ => None,
            })
        })
        .flatten()
    };
    view! {
        <section class="hand" data-testid="hand" aria-label=say(lang, W::YOUR_CARDS)>
            <h2>{say(lang, W::YOUR_CARDS)}</h2>
            <Shown when=move || !hand().is_empty() fallback=move || view! {
                <p class="hint no-cards" data-testid="no-cards">{move || {
                    // A conquest this turn already earns the card at the turn's end.
                    let earned = with_state(store, |s| s.turn.conquered).unwrap_or(false);
                    let had = with_state(store, |s| (store.secrets_seat(s), s.turn.round))
                        .is_none_or(|(seat, round)| store.events.with(|events| has_had_cards(events, seat, round)));
                    no_cards_text(lang.get(), had, earned)
                }}</p>
            }>
                <ul class="cards">
                    {move || hand().into_iter().map(|card| {
                        let name = move || with_state(store, |s| card_name(lang.get(), card, s.board())).unwrap_or_default();
                        let design = with_state(store, |s| card.design(s.board())).flatten();
                        let design_text = move || design_name(lang.get(), design);
                        // A long name in smaller type (style/main.css).
                        let name_class = move || match name().chars().count() > 16 {
                            true => "card-name long",
                            false => "card-name",
                        };
                        let silhouette = match card {
                            Card::Territory(t) => with_state(store, |s| s.board().key.clone()).map(|key| view! {
                                <Silhouette board_key=key territory=usize::from(t.0) />
                            }),
                            Card::Joker(_) => None,
                        };
                        view! {
                            <li>
                                <button class="card" data-testid="card" data-design=design.map_or("joker", design_key)
                                    aria-pressed=move || chosen.with(|c| c.contains(&card)).to_string()
                                    aria-label=move || format!("{}, {}", name(), design_text())
                                    on:click=move |_| chosen.update(|c| {
                                        if let Some(i) = c.iter().position(|x| *x == card) { c.remove(i); } else if c.len() < 3 { c.push(card); }
                                    })>
                                    <span class=name_class>{name}</span>
                                    <span class="card-picture">{silhouette}</span>
                                    <span class="card-design"><DesignIcon design=design />{design_text}</span>
                                </button>
                            </li>
                        }
                    }).collect_view()}
                </ul>
            </Shown>
            <crate::ui::table::independents::GiveCard lang=lang chosen=chosen />
            <Shown when=move || preview().is_some()>
                <button class="primary" data-testid="trade" on:click=move |_| {
                    if let Ok(cards) = <[Card; 3]>::try_from(chosen.get_untracked())
                        && store.dispatch(Action::TradeCards { cards }) {
                        chosen.set(Vec::new());
                    }
                }>{move || format!("{} (+{})", word(lang.get(), W::TRADE), preview().unwrap_or(0))}</button>
                <p class="set-value" data-testid="set-value">{move || crate::ui::words::catalogs::speak_plain(lang.get(), &crate::ui::sentences::messages::set_worth(preview().unwrap_or(0)))}</p>
                <Shown when=move || bonus().is_some()>
                    <p class="hint" data-testid="trade-bonus">{bonus}</p>
                </Shown>
            </Shown>
        </section>
    }
}

/// A face-up flag for secret cards, turned face down again whenever the tablet passes to
/// another seat (not at every action of the turn); on a player's own phone they stay face up
/// (issue 38: nobody else looks at it).
pub fn face_down_at_each_turn(store: GameStore) -> RwSignal<bool> {
    let face_up = RwSignal::new(false);
    let current = Memo::new(move |_| store.state.with(|s| s.as_ref().map(|s| s.deciding_seat())));
    Effect::new(move |_| {
        current.track();
        face_up.set(store.is_remote());
    });
    face_up
}

/// The missions of the seat holding the tablet, one card each, face down until they turn
/// them over (003: each card with its victory points).
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
            let view = s.view_for(store.secrets_seat(s));
            view.missions
                .iter()
                .map(|m| match m {
                    Mission::Scored { points, goal } => (
                        mission_words(store, lang.get(), goal, s.board()),
                        Some(*points),
                    ),
                    _ => (mission_words(store, lang.get(), m, s.board()), None),
                })
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    };
    let several = move || missions().len() > 1;
    view! {
        <Shown when=move || !missions().is_empty()>
            <section class="mission" data-testid="mission-card">
                <ul class="mission-cards">
                    {move || missions().into_iter().enumerate().map(|(i, (text, points))| view! {
                        <li class="mission-face" class:face-down=move || !face_up.get() data-testid=format!("mission-{i}")>
                            <span class="mission-kind">{say(lang, W::MISSION)}</span>
                            <Shown when=move || face_up.get() fallback=|| view! { <span class="card-back" aria-hidden="true">"★"</span> }>
                                <p class="mission-text">{text.clone()}</p>
                                {points.map(|p| view! {
                                    <span class="mission-points" data-testid="mission-points">{move || crate::ui::words::catalogs::speak_plain(lang.get(), &crate::ui::sentences::messages::counted("ui-count-victory-points", p))}</span>
                                })}
                            </Shown>
                        </li>
                    }).collect_view()}
                </ul>
                <button on:click=move |_| face_up.update(|f| *f = !*f) aria-pressed=move || face_up.get().to_string()>
                    {move || match (face_up.get(), several()) {
                        (true, false) => word(lang.get(), W::HIDE_MY_MISSION),
                        (true, true) => word(lang.get(), W::HIDE_MY_MISSIONS),
                        (false, false) => word(lang.get(), W::SHOW_MY_MISSION),
                        (false, true) => word(lang.get(), W::SHOW_MY_MISSIONS),
                    }}
                </button>
            </section>
        </Shown>
    }
}
