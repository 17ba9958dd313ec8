//! The tablet passed during a battle when the defender chooses their dice (RULINGS R5): the
//! defender's question, then the screen that hands the tablet back to the attacker.

use leptos::prelude::*;

use crate::engine::i18n::Lang;
use crate::ui::phrases::say;
use crate::ui::table::passing::{i_am, pass_back_to, pass_to};
use crate::ui::words::W;

/// The defender's question, once the tablet is theirs: how many dice they defend with.
pub(super) fn defender_choice<N, V, D, L>(
    lang: Signal<Lang>,
    // The defender's name.
    defender: N,
    // The battle's title.
    title: impl Fn() -> V + Send + Sync + 'static,
    // Answers with the dice chosen.
    defend_with: D,
    // "1 die", "2 dice".
    dice_label: L,
) -> impl IntoView
where
    N: Fn() -> String + Send + Sync + 'static,
    V: IntoView + 'static,
    D: Fn(u8) + Copy + Send + Sync + 'static,
    L: Fn(u8) -> String + Copy + Send + Sync + 'static,
{
    view! {
        <div class="overlay" data-testid="defender-choice" role="dialog" aria-modal="true" aria-label=say(lang, W::THE_DEFENDER_S_DICE)>
            <p class="handoff-text">{move || pass_to(lang.get(), &defender())}</p>
            <p class="battle-title">{title}</p>
            <p>{say(lang, W::HOW_MANY_DICE_DO_YOU_DEFEND)}</p>
            <div class="choice" role="group" aria-label=say(lang, W::DEFEND_WITH)>
                <button data-testid="defend-1" on:click=move |_| defend_with(1)>{move || dice_label(1)}</button>
                <button data-testid="defend-2" on:click=move |_| defend_with(2)>{move || dice_label(2)}</button>
            </div>
        </div>
    }
}

/// The screen that hands the tablet back to the attacker once the defender has chosen.
pub(super) fn hand_back<A>(
    lang: Signal<Lang>,
    // The attacker's name.
    attacker: A,
    // Set while the tablet is to be handed back; the attacker's button clears it.
    handing_back: RwSignal<bool>,
) -> impl IntoView
where
    A: Fn() -> String + Copy + Send + Sync + 'static,
{
    view! {
        <div class="overlay" data-testid="hand-back" role="dialog" aria-modal="true" aria-label=say(lang, W::HAND_THE_TABLET_BACK)>
            <p class="handoff-text">{move || pass_back_to(lang.get(), &attacker())}</p>
            <button class="primary" on:click=move |_| handing_back.set(false)>{move || i_am(lang.get(), &attacker())}</button>
        </div>
    }
}
