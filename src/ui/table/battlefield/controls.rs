//! The battlefield's controls: the odds in words, the number of attack dice, and roll, blitz,
//! retreat and where a blitz stops.

use leptos::prelude::*;

use crate::engine::i18n::Lang;
use crate::engine::text::message::{Arg, Message};
use crate::engine::text::numbers::chance;
use crate::ui::phrases::{armies_word, quantity, say};
use crate::ui::words::W;

/// The odds in words: the chance to take the territory and, if it falls, the armies left on
/// average. (The second part gives way on a phone held sideways: docs/ui.md.)
pub(super) fn odds_line<O>(
    lang: Signal<Lang>,
    // The chance in percent and the armies expected to be left.
    odds: O,
) -> impl IntoView
where
    O: Fn() -> Option<(f64, f64)> + Send + Sync + 'static,
{
    view! {
        <p class="odds" data-testid="odds">
            {move || odds().map(|(win, left)| {
                let (chances, after) = odds_text(lang.get(), win, left);
                view! { {chances}<span class="odds-after">{after}</span> }
            })}
        </p>
    }
}

/// The odds' two parts: "Chance to take it: 62.5%" and " · if it falls, 3.2 armies left on
/// average".
fn odds_text(lang: Lang, win: f64, left: f64) -> (String, String) {
    let left = quantity(lang, left, ("army", "armies"), ("régiment", "régiments"));
    match lang {
        Lang::En => (
            format!("Chance to take it: {}", chance(lang, win)),
            format!(" · if it falls, {left} left on average"),
        ),
        Lang::Fr => (
            format!("Chances de conquête\u{202f}: {}", chance(lang, win)),
            format!(" · en cas de victoire, il reste en moyenne {left}"),
        ),
    }
}

/// The odds' two parts as messages of the catalogs (issue 52): what [`odds_text`] says.
#[cfg_attr(not(test), allow(dead_code))]
fn odds_messages(win: f64, left: f64) -> (Message, Message) {
    use crate::ui::stats_panel::tenths;
    let chance = match win {
        x if x > 99.95 && x < 100.0 => Message::word("ui-odds-chance-almost"),
        x if x > 0.0 && x < 0.05 => Message::word("ui-odds-chance-hardly"),
        x => Message::new("ui-odds-chance", vec![("chance", Arg::Tenths(tenths(x)))]),
    };
    let after = Message::new("ui-odds-after", vec![("left", Arg::Tenths(tenths(left)))]);
    (chance, after)
}

/// The number of attack dice, one to three, those beyond the attacker's armies disabled.
pub(super) fn attack_dice<M, L>(
    lang: Signal<Lang>,
    // The dice chosen.
    dice: RwSignal<u8>,
    // The most the attacker can roll now.
    most: M,
    // "1 die", "2 dice".
    dice_label: L,
) -> impl IntoView
where
    M: Fn() -> u8 + Copy + Send + Sync + 'static,
    L: Fn(u8) -> String + Copy + Send + Sync + 'static,
{
    view! {
        <div class="choice dice-choice" role="group" aria-label=say(lang, W::ATTACK_WITH)>
            <span class="choice-label" aria-hidden="true">{say(lang, W::ATTACK_WITH)}</span>
            {(1..=3u8).map(|d| view! {
                <button
                    data-testid=format!("attack-dice-{d}")
                    aria-pressed=move || (dice.get().min(most()) == d).to_string()
                    disabled=move || { d > most() }
                    on:click=move |_| dice.set(d)
                >{move || dice_label(d)}</button>
            }).collect_view()}
        </div>
    }
}

/// Roll, blitz, retreat, and the number of armies a blitz stops at.
pub(super) fn tray_buttons<R, B, T>(
    lang: Signal<Lang>,
    // Rolls once.
    roll: R,
    // Rolls until the territory falls or the attacker is down to `stop_at`.
    blitz: B,
    // Gives the attack up.
    retreat: T,
    // The armies a blitz stops at.
    stop_at: RwSignal<u32>,
) -> impl IntoView
where
    R: Fn() + Send + Sync + 'static,
    B: Fn() + Send + Sync + 'static,
    T: Fn() + Send + Sync + 'static,
{
    view! {
        <div class="tray-buttons">
            <button class="primary" data-testid="roll" on:click=move |_| roll()>{say(lang, W::ROLL)}</button>
            <button data-testid="blitz" on:click=move |_| blitz()>{say(lang, W::BLITZ)}</button>
            <button data-testid="retreat" on:click=move |_| retreat()>{say(lang, W::RETREAT)}</button>
            <label class="stop-at">
                {say(lang, W::BLITZ_STOPS_AT)}
                // The word after the field agrees with each number as it is typed.
                <input type="number" min="1" data-testid="stop-at" prop:value=move || stop_at.get().to_string() on:input=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse::<u32>() {
                        stop_at.set(n.max(1));
                    }
                } on:change=move |ev| {
                    stop_at.set(event_target_value(&ev).parse().unwrap_or(1).max(1));
                } />
                {move || armies_word(lang.get(), stop_at.get())}
            </label>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::said_check::said_plain;

    /// The odds read the same from the catalogs as from the Rust (an average of exactly "1.0"
    /// left aside in English: CLDR says "1.0 armies", see stats_panel's test).
    #[test]
    fn the_catalogs_say_the_odds_as_the_rust_does() {
        for lang in Lang::ALL {
            for win in [0.0, 0.03, 0.2, 12.34, 50.0, 99.94, 99.97, 100.0] {
                for left in [0.0, 0.44, 1.0, 1.96, 2.5, 7.32] {
                    if lang == Lang::En && (left * 10.0_f64).round() == 10.0 {
                        continue;
                    }
                    let (chance, after) = odds_messages(win, left);
                    let (rust_chance, rust_after) = odds_text(lang, win, left);
                    assert_eq!(said_plain(lang, &chance), rust_chance, "{win}");
                    assert_eq!(said_plain(lang, &after), rust_after, "{left}");
                }
            }
        }
    }
}
