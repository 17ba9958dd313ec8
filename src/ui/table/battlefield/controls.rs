//! The battlefield's controls: the odds in words, the number of attack dice, and roll, blitz,
//! retreat and where a blitz stops.

use leptos::prelude::*;

use crate::engine::i18n::Lang;
use crate::engine::text::message::{Arg, Message};
use crate::ui::phrases::say;
use crate::ui::words::W;
use crate::ui::words::catalogs::speak_plain;

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
    let (chance, after) = odds_messages(win, left);
    (speak_plain(lang, &chance), speak_plain(lang, &after))
}

/// The odds' two parts as messages.
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
                {move || speak_plain(lang.get(), &crate::ui::sentences::messages::armies_word(stop_at.get()))}
            </label>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::said_check::said_plain;

    /// The odds are said in every language, with the language's decimal mark.
    #[test]
    fn the_odds_are_said_in_every_language() {
        assert_eq!(
            odds_text(Lang::Fr, 12.34, 1.96),
            (
                "Chances de conquête\u{202f}: 12,3\u{202f}%".to_owned(),
                " · en cas de victoire, il reste en moyenne 2,0\u{a0}régiments".to_owned()
            )
        );
        for lang in Lang::ALL {
            for win in [0.0, 0.03, 0.2, 12.34, 50.0, 99.94, 99.97, 100.0] {
                for left in [0.0, 0.44, 1.0, 1.96, 2.5, 7.32] {
                    let (chance, after) = odds_messages(win, left);
                    assert!(said_plain(lang, &chance).contains('%'), "{win}");
                    assert!(said_plain(lang, &after).starts_with(" · "), "{left}");
                }
            }
        }
    }
}
