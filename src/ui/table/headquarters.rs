//! 001 Capital Risk and 004's capitals at the table: confirming a secret headquarters or
//! capital, the list of the public ones (all of 001's, 004's once taken), who holds each and
//! the goal, and the player's own secret capital, face down until turned over.

use leptos::prelude::*;

use crate::ui::shown::Shown;

use super::cards::face_down_at_each_turn;
use super::reads::{seat_name, with_state};
use crate::engine::action::Action;
use crate::engine::board::TerritoryId;
use crate::engine::i18n::Lang;
use crate::engine::state::Phase;
use crate::ui::store::GameStore;
use crate::ui::words::catalogs::speak_plain;
use crate::ui::words::{W, word};

/// The button that makes the selected territory the current player's headquarters; shown
/// only to the player choosing (the table hides it during hand-offs and bot turns).
#[component]
pub fn ChooseHeadquarters(
    lang: Signal<Lang>,
    from: RwSignal<Option<TerritoryId>>,
) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let choosing =
        move || with_state(store, |s| s.phase == Phase::ChooseHeadquarters).unwrap_or(false);
    // 004 calls them capitals.
    let capital = move || with_state(store, |s| s.plays_secret_capitals()).unwrap_or(false);
    let picked = move || {
        let t = from.get()?;
        with_state(store, |s| {
            crate::ui::words::catalogs::place_name(lang.get(), s.board(), t)
        })
    };
    view! {
        <Shown when=choosing>
            <section class="headquarters" data-testid="choose-headquarters">
                <p>{move || match picked() {
                    Some(name) if capital() => format!("{} {name}", word(lang.get(), W::YOUR_CAPITAL)),
                    Some(name) => format!("{} {name}", word(lang.get(), W::YOUR_HEADQUARTERS)),
                    None => word(lang.get(), W::TAP_ONE_OF_YOUR_TERRITORIES).to_owned(),
                }}</p>
                <button
                    class="primary"
                    data-testid="confirm-headquarters"
                    disabled=move || picked().is_none()
                    on:click=move |_| {
                        if let Some(territory) = from.get_untracked() {
                            store.dispatch(Action::ChooseHeadquarters { territory });
                        }
                    }
                >
                    {move || if capital() {
                        word(lang.get(), W::CONFIRM_MY_CAPITAL)
                    } else {
                        word(lang.get(), W::CONFIRM_MY_HEADQUARTERS)
                    }}
                </button>
            </section>
        </Shown>
    }
}

/// Every public headquarters: whose it is, where, who holds it now; and the goal.
#[component]
pub fn HeadquartersList(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let rows = move || {
        with_state(store, |s| {
            if !s.headquarters_chosen() {
                return Vec::new();
            }
            s.players()
                .filter(|&p| s.headquarters_public(p))
                .filter_map(|p| {
                    let hq = s.force(p).headquarters?;
                    let holder = s.holding(hq).owner;
                    let name = &s.board().territory(hq).name;
                    let place = name.get(lang.get()).to_owned();
                    let whose = seat_name(store, lang.get(), p.0);
                    let line = if holder == p {
                        let message = crate::ui::sentences::messages::labelled(&whose, &place);
                        speak_plain(lang.get(), &message)
                    } else {
                        let message =
                            crate::ui::sentences::messages::headquarters_held(p, hq, holder);
                        super::reads::table_says(store, lang.get(), &message, s.board())
                    };
                    Some((p.0, line))
                })
                .collect()
        })
        .unwrap_or_default()
    };
    let goal = move || {
        with_state(store, |s| {
            let needed = s.rules.headquarters_to_take(s.players().count());
            if s.plays_secret_capitals() {
                // 004 variante c "Le vainqueur".
                let total = needed + 1;
                return speak_plain(
                    lang.get(),
                    &crate::ui::sentences::messages::goal_secret_capitals(total),
                );
            }
            speak_plain(
                lang.get(),
                &crate::ui::sentences::messages::goal_headquarters(needed),
            )
        })
        .unwrap_or_default()
    };
    let secret = move || {
        with_state(store, |s| {
            s.plays_secret_capitals() && s.headquarters_chosen()
        })
        .unwrap_or(false)
    };
    view! {
        <Shown when=move || !rows().is_empty() || secret()>
            <section class="headquarters" data-testid="headquarters">
                <h3>{move || if secret() {
                    word(lang.get(), W::CAPITALS_TAKEN)
                } else {
                    word(lang.get(), W::HEADQUARTERS_2)
                }}</h3>
                <ul>
                    {move || rows().into_iter().map(|(seat, line)| view! {
                        <li data-testid=format!("headquarters-{seat}")>{line}</li>
                    }).collect_view()}
                </ul>
                <p class="hint">{goal}</p>
            </section>
        </Shown>
    }
}

/// 004 variante c: the capital of the seat holding the tablet, face down until they turn it
/// over (it is as secret as a mission).
#[component]
pub fn CapitalCard(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let face_up = face_down_at_each_turn(store);
    let capital = move || {
        with_state(store, |s| {
            if !s.plays_secret_capitals() || !s.headquarters_chosen() {
                return None;
            }
            let seat = store.secrets_seat(s);
            let hq = s
                .view_for(seat)
                .forces
                .get(usize::from(seat.0))?
                .headquarters?;
            Some(crate::ui::words::catalogs::place_name(
                lang.get(),
                s.board(),
                hq,
            ))
        })
        .flatten()
    };
    view! {
        <Shown when=move || capital().is_some()>
            <section class="mission" data-testid="capital-card">
                <button on:click=move |_| face_up.update(|f| *f = !*f) aria-pressed=move || face_up.get().to_string()>
                    {move || if face_up.get() { word(lang.get(), W::HIDE_MY_CAPITAL) } else { word(lang.get(), W::SHOW_MY_CAPITAL) }}
                </button>
                <Shown when=move || face_up.get()>
                    <p class="mission-text" data-testid="capital-name">{move || capital().unwrap_or_default()}</p>
                </Shown>
            </section>
        </Shown>
    }
}
