//! The move-in slider after a conquest, and the fortify slider.

use leptos::prelude::*;

use crate::ui::shown::Shown;

use super::reads::with_state;
use crate::engine::action::Action;
use crate::engine::board::TerritoryId;
use crate::engine::i18n::Lang;
use crate::engine::state::{GameState, Phase};
use crate::engine::text::message::{Arg, Message};
use crate::ui::phrases::say;
use crate::ui::store::GameStore;
use crate::ui::words::W;
use crate::ui::words::catalogs::{speak, speak_plain};

/// After a conquest: how many armies move in, within the engine's bounds.
#[component]
pub fn MoveIn(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let bounds = move || {
        with_state(store, |s| match s.phase {
            // At most what may leave, and (001 experts) what the territory has room for.
            Phase::Occupy { from, to, min } => {
                let own = s.holding(from).share(s.acting_force(from));
                Some((min, (own - 1).min(s.room(to)).max(min)))
            }
            _ => None,
        })
        .flatten()
    };
    let route = move || {
        with_state(store, |s| match s.phase {
            Phase::Occupy { from, to, .. } => Some(route_text(lang.get(), s, from, to)),
            _ => None,
        })
        .flatten()
    };
    // Until the slider moves, everything that may move in does (0 = untouched).
    let count = RwSignal::new(0u32);
    let chosen = move || {
        let (min, max) = bounds().unwrap_or((1, 1));
        if count.get() == 0 {
            max
        } else {
            count.get().clamp(min, max)
        }
    };
    view! {
        <Shown when=move || bounds().is_some()>
            <section class="move-in" data-testid="move-in">
                <p class="route">{route}</p>
                <label>
                    <span class="label-text">{say(lang, W::ARMIES_MOVING_IN)}</span>
                    <input
                        type="range"
                        data-testid="move-count"
                        min=move || bounds().map_or(1, |b| b.0)
                        max=move || bounds().map_or(1, |b| b.1)
                        prop:value=move || chosen().to_string()
                        // One count possible: nothing to choose, the slider says so.
                        disabled=move || bounds().is_some_and(|(min, max)| min == max)
                        on:input=move |ev| count.set(event_target_value(&ev).parse().unwrap_or(0))
                    />
                    <output>{chosen}</output>
                </label>
                <p class="range-note">{move || bounds().map(|(min, max)| range_text(lang.get(), min, max))}</p>
                <button class="primary" data-testid="move" on:click=move |_| {
                    if bounds().is_some() {
                        store.dispatch(Action::Occupy { armies: chosen() });
                        count.set(0);
                    }
                }>{say(lang, W::MOVE_IN)}</button>
            </section>
        </Shown>
    }
}

/// The free move: a slider between the chosen source and target.
#[component]
pub fn FortifyPanel(
    lang: Signal<Lang>,
    from: RwSignal<Option<TerritoryId>>,
    to: RwSignal<Option<TerritoryId>>,
) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let pair = move || {
        let (f, t) = (from.get()?, to.get()?);
        with_state(store, |s| {
            // 000 teams: into a teammate's territory too, with the player's own armies.
            let me = s.turn.current;
            let own = s.team_holds(t, me);
            let armies = s.holding(f).share(s.acting_force(f));
            (own && matches!(s.phase, Phase::Attack | Phase::Fortify) && armies > 1)
                .then(|| (f, t, (armies - 1).min(s.room(t)).max(1)))
        })
        .flatten()
    };
    // Until the slider moves, all but one army move (0 = untouched).
    let count = RwSignal::new(0u32);
    let moving = move || {
        let max = pair().map_or(1, |p| p.2);
        if count.get() == 0 {
            max
        } else {
            count.get().clamp(1, max)
        }
    };
    view! {
        <Shown when=move || pair().is_some()>
            <section class="fortify" data-testid="fortify">
                <p class="route">{move || {
                    let (f, t, _) = pair()?;
                    with_state(store, |s| route_text(lang.get(), s, f, t))
                }}</p>
                <label>
                    <span class="label-text">{say(lang, W::ARMIES_TO_MOVE)}</span>
                    <input type="range" data-testid="fortify-count" min="1" max=move || pair().map_or(1, |p| p.2)
                        prop:value=move || moving().to_string()
                        on:input=move |ev| count.set(event_target_value(&ev).parse().unwrap_or(1)) />
                    <output>{moving}</output>
                </label>
                <p class="range-note">{move || pair().map(|(_, _, max)| range_text(lang.get(), 1, max))}</p>
                <button class="primary" data-testid="fortify-move" on:click=move |_| {
                    if let Some((f, t, _)) = pair()
                        && store.dispatch(Action::Fortify { from: f, to: t, armies: moving() })
                    {
                        from.set(None);
                        to.set(None);
                        count.set(0);
                    }
                }>{say(lang, W::MOVE)}</button>
            </section>
        </Shown>
    }
}

/// "From Alaska to Alberta", "Depuis l'Alaska vers l'Alberta", for a move's slider.
fn route_text(lang: Lang, s: &GameState, from: TerritoryId, to: TerritoryId) -> String {
    let nobody = |_: u8| lamorisse_words::Named::Player(String::new());
    speak(lang, &route_message(from, to), s.board(), &nobody)
}

/// The slider's bounds in words: "1 to 5: one army always stays behind."
fn range_text(lang: Lang, min: u32, max: u32) -> String {
    speak_plain(lang, &range_message(min, max))
}

/// The route as a message.
fn route_message(from: TerritoryId, to: TerritoryId) -> Message {
    Message::new(
        "ui-route",
        vec![("from", Arg::Place(from)), ("to", Arg::Place(to))],
    )
}

/// The slider's bounds as a message.
fn range_message(min: u32, max: u32) -> Message {
    if min == max {
        Message::new("ui-move-only", vec![("max", Arg::Count(max))])
    } else {
        Message::new(
            "ui-move-range",
            vec![("min", Arg::Count(min)), ("max", Arg::Count(max))],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::said_check::{records, said};

    #[test]
    fn the_route_and_the_bounds_are_said_in_every_language() {
        assert_eq!(
            range_text(Lang::En, 1, 5),
            "1 to 5: one army always stays behind."
        );
        assert_eq!(
            range_text(Lang::Fr, 1, 1),
            "Un seul régiment peut partir\u{202f}: un autre reste toujours en arrière."
        );
        for record in records().iter().step_by(5) {
            let s = record.initial_state().expect("a record's start");
            let last = s.board().territories.len() as u8 - 1;
            for lang in Lang::ALL {
                for (from, to) in [(0, 1), (last, 0), (3, last / 2)] {
                    let (from, to) = (TerritoryId(from), TerritoryId(to));
                    let words = said(lang, &route_message(from, to), record, &s);
                    assert_eq!(route_text(lang, &s, from, to), words);
                }
                for (min, max) in [(1, 1), (2, 2), (0, 0), (1, 5), (3, 4)] {
                    let words = said(lang, &range_message(min, max), record, &s);
                    assert!(words.contains(&max.to_string()) || max == 1, "{words}");
                }
            }
        }
    }
}
