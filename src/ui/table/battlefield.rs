//! The battlefield (000 "Champ de Bataille"): the attacker's regiments on their squares with
//! their red dice, the defender's with their white dice, paired highest against highest after
//! a roll; the exact odds; roll, blitz and retreat.
//!
//! [`DiceTray`] lays out the parts: the fight (`fight.rs`), the defender's questions
//! (`asking.rs`, `handing.rs`), the battle just over (`aftermath.rs`), the field of dice
//! (`field.rs`), the odds and buttons (`controls.rs`) and the title (`versus.rs`).

use leptos::prelude::*;

mod aftermath;
mod asking;
mod controls;
mod field;
mod fight;
mod handing;
mod reading;
mod versus;

use crate::ui::shown::Shown;

use super::reads::{seat_name, with_state};
use crate::engine::board::TerritoryId;
use crate::engine::i18n::Lang;
use crate::ui::phrases::say;
use crate::ui::store::GameStore;
use crate::ui::words::W;
use aftermath::Aftermath;
use asking::Asking;
use controls::{attack_dice, odds_line, tray_buttons};
use field::{Field, this_roll};
use fight::Fight;
use handing::{defender_choice, hand_back};
use versus::{ATTACKS, OVER, Words, versus};

/// The battlefield: the battle's title, the two sides, the odds and the controls.
#[component]
pub fn DiceTray(
    lang: Signal<Lang>,
    from: RwSignal<Option<TerritoryId>>,
    to: RwSignal<Option<TerritoryId>>,
    covered: RwSignal<bool>,
) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let fight = Fight::new(store, from, to);
    let (dice, stop_at) = (fight.dice, fight.stop_at);
    let battle = move || fight.battle();
    let max_dice = move || fight.max_dice();
    let after = Aftermath::new(fight);
    after.close_when_spent();
    Effect::new(move |_| (store.state.track(), untrack(move || fight.blitz_step())));
    // When the defender chooses (RULINGS R5), the tablet goes to them first.
    let ask = Asking::new(fight);
    let (asking, handing_back) = (ask.asking, ask.handing_back);
    let on_phone = move || ask.on_phone();
    Effect::new(move |_| covered.set(asking.get().is_some() && !on_phone() || handing_back.get()));
    let defend_with = move |n: u8| ask.defend_with(n);
    super::phone_defence::ask_on_phone(store, asking, (from, to, dice), max_dice, defend_with);
    let last_roll = move || {
        let b = battle()?;
        store.events.with(|events| this_roll(events, b.from, b.to))
    };
    after.keep_the_last();
    let ended = move || after.ended();
    // The title of the battle: "Eastern US (11) ⚔ Western US (7)".
    let title = move || {
        let (f, t) = (from.get()?, to.get()?);
        with_state(store, |s| {
            let name =
                |x: TerritoryId| crate::ui::words::catalogs::place_name(lang.get(), s.board(), x);
            (
                format!("{} ({})", name(f), s.holding(f).armies),
                format!("{} ({})", name(t), s.holding(t).armies),
            )
        })
    };
    let facing = move |sides: Option<(String, String)>, words: Words| {
        sides.map(|(attacker, defender)| versus(lang, attacker, defender, words))
    };
    let attacker_name = move || {
        with_state(store, |s| seat_name(store, lang.get(), s.turn.current.0)).unwrap_or_default()
    };
    // The side's name is the territory's holder's (the neutral army's own, though the other
    // player rolls its dice).
    let holder_name = move || {
        let t = to.get()?;
        with_state(store, |s| {
            seat_name(store, lang.get(), s.holding(t).owner.0)
        })
    };
    let defender_name = move || {
        ask.defender()
            .map(|(owner, _)| seat_name(store, lang.get(), owner.0))
            .unwrap_or_default()
    };
    let odds = move || {
        let b = battle()?;
        // 003: swords, shields, potions and leaders change the odds.
        let bonus = with_state(store, |s| s.dice_bonus(b.from, b.to)).unwrap_or_default();
        Some(b.odds(bonus))
    };
    let dice_label = move |n: u8| {
        let message = crate::ui::sentences::messages::counted("ui-count-dice", u32::from(n));
        crate::ui::words::catalogs::speak_plain(lang.get(), &message)
    };
    view! {
        <Shown when=move || asking.get().is_some() && !on_phone()>
            {defender_choice(lang, defender_name, move || facing(title(), ATTACKS), defend_with, dice_label)}
        </Shown>
        <Shown when=move || handing_back.get()>
            {hand_back(lang, attacker_name, handing_back)}
        </Shown>
        <Shown when=move || battle().is_none() && after.exhausted_note(lang.get()).is_some()>
            <p class="hint tray-closed" data-testid="tray-closed" role="status">{move || after.exhausted_note(lang.get())}</p>
        </Shown>
        <Shown when=move || ended().is_some()>
            <section class="dice-tray battlefield last-roll" data-testid="last-roll" aria-label=say(lang, W::THE_LAST_ROLL)>
                <h2 class="battle-title">{move || facing(after.ended_title(lang.get()), OVER)}</h2>
                <Field battle=Signal::derive(move || ended().map(|(b, _)| b)) roll=Signal::derive(move || after.ended_roll()) dice=dice.into() lang=lang follow=false />
            </section>
        </Shown>
        <Shown when=move || battle().is_some()>
            <section class="dice-tray battlefield" data-testid="dice-tray" aria-label=say(lang, W::BATTLEFIELD)>
                <h2 class="battle-title" data-testid="battle-title">{move || facing(title(), ATTACKS)}</h2>
                {odds_line(lang, odds)}
                {attack_dice(lang, dice, max_dice, dice_label)}
                {tray_buttons(lang, move || ask.attack(false), move || ask.attack(true), move || to.set(None), stop_at)}
                <div class="sides" aria-hidden="true">
                    <span class="side-name">{attacker_name}</span>
                    <span class="side-name">{holder_name}</span>
                </div>
                <Field battle=Signal::derive(battle) roll=Signal::derive(last_roll) dice=dice.into() lang=lang follow=true />
            </section>
        </Shown>
    }
}
