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
use crate::ui::phrases::say;
use crate::ui::store::GameStore;
use crate::ui::words::catalogs::card_name;
use crate::ui::words::{W, word};

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
            <section class="rolled" data-testid="rolled" aria-label=say(lang, W::DICE_ROLLED)>
                <p>{say(lang, W::CHOOSE_AN_ATTACK_DIE_THEN)}</p>
                <div class="tray-buttons">
                    {move || rolled().map(|(attack, _, _, _)| attack.into_iter().enumerate().map(|(i, value)| {
                        let die = i as u8;
                        view! {
                            <button class="die-button" data-testid=format!("rolled-die-{i}")
                                aria-pressed=move || (picked.get() == die).to_string()
                                aria-label=move || format!("{} {value}", word(lang.get(), W::ATTACK_DIE))
                                on:click=move |_| picked.set(die)><Die value=value attack=true label=String::new() /></button>
                        }
                    }).collect_view())}
                    {move || rolled().map(|(_, defend, _, _)| defend.into_iter().map(|value| view! {
                        <Die value=value attack=false label=format!("{} {value}", word(lang.get(), W::DEFENCE_DIE)) />
                    }).collect_view())}
                </div>
                <div class="tray-buttons">
                    {move || rolled().and_then(|(_, _, card, _)| card).map(|card| view! {
                        <button data-testid="reroll" on:click=move |_| { store.dispatch(Action::Reroll { die: picked.get_untracked(), card }); picked.set(0); }>
                            {move || format!("{} ({})", word(lang.get(), W::RE_ROLL_IT), card_name(card))}
                        </button>
                    })}
                    <Shown when=move || rolled().is_some_and(|r| r.3)>
                        <button data-testid="commander" on:click=move |_| { store.dispatch(Action::Commander { die: picked.get_untracked() }); picked.set(0); }>
                            {say(lang, W::COMMANDER_MAKE_IT_A_6)}
                        </button>
                    </Shown>
                    <button class="primary" data-testid="resolve" on:click=move |_| { store.dispatch(Action::Resolve); }>
                        {say(lang, W::DECIDE_THE_BATTLE)}
                    </button>
                </div>
            </section>
        </Shown>
    }
}
