//! 001 experts at the dice: after a roll, the attacker picks a die and re-rolls it with a
//! card showing either territory, or calls the Commander to turn it to 6, or decides the
//! battle as it stands.

use leptos::prelude::*;

use crate::ui::shown::Shown;

use super::die::Die;

use super::reads::with_state;
use crate::engine::action::Action;
use crate::engine::cards::Card;
use crate::engine::i18n::Lang;
use crate::engine::state::Phase;
use crate::ui::phrases::{card_name, say, tr};
use crate::ui::store::GameStore;

/// The rolled dice and the attacker's options (shown to the attacker only, never to a bot's
/// turn).
#[component]
pub fn RolledDice(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let picked = RwSignal::new(0u8);
    let rolled = move || {
        with_state(store, |s| {
            let r = s.turn.rolled.clone().filter(|_| s.phase == Phase::Rolled)?;
            let card = (!r.rerolled)
                .then(|| s.reroll_cards(r.from, r.to).first().copied())
                .flatten();
            Some((r.attack, r.defend, card, s.commander_available()))
        })
        .flatten()
    };
    let card_name = move |card: Card| {
        with_state(store, |s| card_name(lang.get(), card, s.board())).unwrap_or_default()
    };
    view! {
        <Shown when=move || rolled().is_some()>
            <section class="rolled" data-testid="rolled" aria-label=say(lang, "Dice rolled", "Dés lancés")>
                <p>{say(lang, "Choose an attack die, then:", "Choisissez un dé d’attaque, puis :")}</p>
                <div class="tray-buttons">
                    {move || rolled().map(|(attack, _, _, _)| attack.into_iter().enumerate().map(|(i, value)| {
                        let die = i as u8;
                        view! {
                            <button class="die-button" data-testid=format!("rolled-die-{i}")
                                aria-pressed=move || (picked.get() == die).to_string()
                                aria-label=move || format!("{} {value}", tr(lang.get(), "Attack die", "Dé d’attaque"))
                                on:click=move |_| picked.set(die)><Die value=value attack=true label=String::new() /></button>
                        }
                    }).collect_view())}
                    {move || rolled().map(|(_, defend, _, _)| defend.into_iter().map(|value| view! {
                        <Die value=value attack=false label=format!("{} {value}", tr(lang.get(), "Defence die", "Dé de défense")) />
                    }).collect_view())}
                </div>
                <div class="tray-buttons">
                    {move || rolled().and_then(|(_, _, card, _)| card).map(|card| view! {
                        <button data-testid="reroll" on:click=move |_| { store.dispatch(Action::Reroll { die: picked.get_untracked(), card }); picked.set(0); }>
                            {move || format!("{} ({})", tr(lang.get(), "Re-roll it", "Le relancer"), card_name(card))}
                        </button>
                    })}
                    <Shown when=move || rolled().is_some_and(|r| r.3)>
                        <button data-testid="commander" on:click=move |_| { store.dispatch(Action::Commander { die: picked.get_untracked() }); picked.set(0); }>
                            {say(lang, "Commander: make it a 6", "Commandant : en faire un 6")}
                        </button>
                    </Shown>
                    <button class="primary" data-testid="resolve" on:click=move |_| { store.dispatch(Action::Resolve); }>
                        {say(lang, "Decide the battle", "Conclure la bataille")}
                    </button>
                </div>
            </section>
        </Shown>
    }
}
