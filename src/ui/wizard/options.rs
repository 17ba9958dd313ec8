//! The table's options: auto-placing, phones, the shorter capital game, and the advanced
//! ones (the expert rules, 004's progressive reinforcements, the defender's dice, the seed).

use leptos::prelude::*;

use super::choices::Choices;
use super::settings::{Settings, offers_short_game};
use crate::engine::i18n::Lang;
use crate::engine::rules::ExpertToggles;
use crate::ui::phrases::say;
use crate::ui::shown::Shown;
use crate::ui::words::{W, Words};

/// The options under the seats, the advanced ones folded.
pub(super) fn table_options(c: Choices) -> impl IntoView {
    let Choices {
        lang,
        settings,
        seat_count,
        ..
    } = c;
    view! {
        <label class="check">
            <input type="checkbox" data-testid="auto-place" prop:checked=move || settings.with(|s| s.auto_place)
                on:change=move |ev| { let on = event_target_checked(&ev); settings.update(|s| s.auto_place = on); } />
            {say(lang, W::DEAL_AND_AUTO_PLACE_THE_ARMIES)}
        </label>
        <label class="check">
            <input type="checkbox" data-testid="use-phones" prop:checked=move || settings.with(|s| s.phones)
                on:change=move |ev| { let on = event_target_checked(&ev); settings.update(|s| s.phones = on); } />
            {say(lang, W::PLAYERS_JOIN_ON_THEIR_OWN_PHONES)}
        </label>
        <Shown when=move || offers_short_game(&c.rules(), seat_count.get())>
            <label class="check">
                <input type="checkbox" data-testid="short-game" prop:checked=move || settings.with(|s| s.short_game)
                    on:change=move |ev| { let on = event_target_checked(&ev); settings.update(|s| s.short_game = on); } />
                {say(lang, W::SHORTER_GAME_ANY_2_ENEMY_HEADQUARTERS)}
            </label>
        </Shown>
        <details class="advanced" data-testid="advanced">
            <summary>{say(lang, W::ADVANCED)}</summary>
        <Shown when=move || c.rules().allows_expert_toggles()>
            <ExpertOptions lang=lang settings=settings />
        </Shown>
        // 004 variante b, for the Napoléon presets.
        <Shown when=move || c.rules().allows_progressive_reinforcements()>
            <label class="check">
                <input type="checkbox" data-testid="progressive-reinforcements"
                    prop:checked=move || settings.with(|s| s.toggles.progressive_reinforcements)
                    on:change=move |ev| { let on = event_target_checked(&ev); settings.update(|s| s.toggles.progressive_reinforcements = on); } />
                {say(lang, W::PROGRESSIVE_REINFORCEMENTS_EVERY_SET_WORTH_4)}
            </label>
        </Shown>
        <label class="check">
            <input type="checkbox" data-testid="defender-chooses" prop:checked=move || settings.with(|s| s.defender_chooses)
                on:change=move |ev| { let on = event_target_checked(&ev); settings.update(|s| s.defender_chooses = on); } />
            {say(lang, W::DEFENDERS_CHOOSE_THEIR_DICE_HAND_THE)}
        </label>
        <label class="field">
            {say(lang, W::GAME_NUMBER_TO_DEAL_THE_SAME)}
            <input data-testid="seed" inputmode="numeric" prop:value=move || settings.with(|s| s.seed.clone())
                on:change=move |ev| { let v = event_target_value(&ev); settings.update(|s| s.seed = v); } />
        </label>
        </details>
    }
}

/// The expert options of 001 "Rules variations for RISK experts" that the engine plays.
#[component]
fn ExpertOptions(lang: Signal<Lang>, settings: RwSignal<Settings>) -> impl IntoView {
    type Pick = fn(&mut ExpertToggles) -> &mut bool;
    let options: [(&'static str, Words, Pick); 5] = [
        ("expert-plus-one", W::EXPERT_PLUS_ONE, |t| {
            &mut t.plus_one_sets
        }),
        ("expert-connected", W::EXPERT_CONNECTED, |t| {
            &mut t.connected_fortification
        }),
        ("expert-twelve", W::EXPERT_TWELVE, |t| {
            &mut t.twelve_per_territory
        }),
        ("expert-reroll", W::EXPERT_REROLL, |t| {
            &mut t.reroll_with_card
        }),
        ("expert-commander", W::EXPERT_COMMANDER, |t| {
            &mut t.commander
        }),
    ];
    view! {
        <fieldset class="expert-options">
            <legend>{say(lang, W::RULES_FOR_EXPERTS)}</legend>
            {options.into_iter().map(|(id, name, pick)| view! {
                <label class="check">
                    <input type="checkbox" data-testid=id
                        prop:checked=move || settings.with(|s| { let mut t = s.toggles; *pick(&mut t) })
                        on:change=move |ev| { let on = event_target_checked(&ev); settings.update(|s| *pick(&mut s.toggles) = on); } />
                    {say(lang, name)}
                </label>
            }).collect_view()}
        </fieldset>
    }
}
