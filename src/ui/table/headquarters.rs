//! 001 Capital Risk at the table: confirming a secret headquarters, then the list of every
//! headquarters, who holds it, and how many each player still needs.

use leptos::prelude::*;

use super::{seat_name, with_state};
use crate::engine::action::Action;
use crate::engine::board::TerritoryId;
use crate::engine::i18n::Lang;
use crate::engine::state::Phase;
use crate::ui::phrases::tr;
use crate::ui::store::GameStore;

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
    let picked = move || {
        let t = from.get()?;
        with_state(store, |s| {
            s.board().territory(t).name.get(lang.get()).to_owned()
        })
    };
    view! {
        <Show when=choosing>
            <section class="headquarters" data-testid="choose-headquarters">
                <p>{move || match picked() {
                    Some(name) => format!("{} {name}", tr(lang.get(), "Your headquarters:", "Votre quartier général :")),
                    None => tr(lang.get(), "Tap one of your territories.", "Touchez l'un de vos territoires.").to_owned(),
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
                    {move || tr(lang.get(), "Confirm my headquarters", "Confirmer mon quartier général")}
                </button>
            </section>
        </Show>
    }
}

/// Every revealed headquarters: whose it is, where, who holds it now; and the goal.
#[component]
pub fn HeadquartersList(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let rows = move || {
        with_state(store, |s| {
            if !s.headquarters_revealed() {
                return Vec::new();
            }
            s.players()
                .filter_map(|p| {
                    let hq = s.force(p).headquarters?;
                    let holder = s.holding(hq).owner;
                    let place = s.board().territory(hq).name.get(lang.get()).to_owned();
                    let whose = seat_name(store, lang.get(), p.0);
                    let line = if holder == p {
                        format!("{whose}: {place}")
                    } else {
                        let taker = seat_name(store, lang.get(), holder.0);
                        let held = tr(lang.get(), "held by", "tenu par");
                        format!("{whose}: {place}, {held} {taker}")
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
            match lang.get() {
                Lang::En => format!("To win: your own headquarters and {needed} of the others'."),
                Lang::Fr => format!("Pour gagner : votre quartier général et {needed} des autres."),
            }
        })
        .unwrap_or_default()
    };
    view! {
        <Show when=move || !rows().is_empty()>
            <section class="headquarters" data-testid="headquarters">
                <h3>{move || tr(lang.get(), "Headquarters", "Quartiers généraux")}</h3>
                <ul>
                    {move || rows().into_iter().map(|(seat, line)| view! {
                        <li data-testid=format!("headquarters-{seat}")>{line}</li>
                    }).collect_view()}
                </ul>
                <p class="hint">{goal}</p>
            </section>
        </Show>
    }
}
