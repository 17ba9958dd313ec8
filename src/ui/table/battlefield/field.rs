//! The battlefield's two sides, row by row: a square with its regiment and its die on each
//! side, the dice of the battle's last roll paired highest against highest, each pair's loser
//! marked.

use leptos::prelude::*;

use crate::engine::action::Event;
use crate::engine::board::TerritoryId;
use crate::engine::empire::DiceBonus;
use crate::engine::i18n::Lang;
use crate::engine::state::Colour;
use crate::ui::palette;
use crate::ui::table::die::Die;

use super::reading::Battle;
use crate::ui::words::{W, word};

/// The squares on each side of the battlefield: three for the attacker, and the defender's
/// two sit on the first rows (001 "Attacking": 3 dice against 2).
const ROWS: usize = 3;

/// The dice of this battle's last roll, highest first.
#[derive(Clone, PartialEq)]
pub(super) struct Roll {
    /// The red dice.
    attack: Vec<u8>,
    /// The white dice.
    defend: Vec<u8>,
    /// 003: added to each side's best die.
    bonus: DiceBonus,
}

impl Roll {
    /// Whether the attacker lost pair `i` (ties go to the defender, 001 "To decide a
    /// battle"), or `None` for an unpaired die.
    fn attacker_lost(&self, i: usize) -> Option<bool> {
        let (a, d) = (*self.attack.get(i)?, *self.defend.get(i)?);
        let (pa, pd) = if i == 0 {
            (self.bonus.attack, self.bonus.defend)
        } else {
            (0, 0)
        };
        Some(a + pa <= d + pd)
    }
}

/// The last roll between `from` and `to` this turn, if no other battle came after it.
pub(super) fn this_roll(events: &[Event], from: TerritoryId, to: TerritoryId) -> Option<Roll> {
    events.iter().rev().find_map(|e| match e {
        Event::TurnStarted { .. } => Some(None),
        Event::Battle {
            from: f,
            to: t,
            attack,
            defend,
            bonus,
            ..
        } => Some((*f == from && *t == to).then(|| Roll {
            attack: attack.clone(),
            defend: defend.clone(),
            bonus: *bonus,
        })),
        _ => None,
    })?
}

/// The two sides of the battlefield, row by row: a square with its regiment and its die on
/// each side, the loser of each pair marked. A field that `follow`s its rolls scrolls its
/// panel to show them (the last roll, shown under the move-in, does not).
#[component]
pub(super) fn Field(
    battle: Signal<Option<Battle>>,
    roll: Signal<Option<Roll>>,
    dice: Signal<u8>,
    lang: Signal<Lang>,
    follow: bool,
) -> impl IntoView {
    let rows = move || {
        let b = battle.get()?;
        let roll = roll.get();
        // Before a roll: the regiments the chosen dice engage on each side.
        let engaged_attack = roll.as_ref().map_or_else(
            || {
                usize::from(dice.get().min(b.attack_max))
                    .min(b.attackers.saturating_sub(1) as usize)
                    .max(1)
            },
            |r| r.attack.len(),
        );
        let engaged_defence = roll
            .as_ref()
            .map_or(usize::from(b.defend_max), |r| r.defend.len());
        let lang = lang.get();
        let view = (0..ROWS)
            .map(|i| {
                let lost = roll.as_ref().and_then(|r| r.attacker_lost(i));
                let red = roll.as_ref().and_then(|r| r.attack.get(i).copied());
                let white = roll.as_ref().and_then(|r| r.defend.get(i).copied());
                let bonus = roll.as_ref().map_or(DiceBonus::default(), |r| r.bonus);
                let (plus_a, plus_d) = if i == 0 { (bonus.attack, bonus.defend) } else { (0, 0) };
                let verdict = lost.map(|attacker_lost| {
                    let (mark, label) = if attacker_lost {
                        ("◀ −1", word(lang, W::THE_ATTACKER_LOSES_AN_ARMY))
                    } else {
                        ("−1 ▶", word(lang, W::THE_DEFENDER_LOSES_AN_ARMY))
                    };
                    view! { <span class="verdict" class:attacker-lost=attacker_lost role="img" aria-label=label>{mark}</span> }
                });
                let die = move |value: Option<u8>, attack: bool, plus: u8, lost: bool| match value {
                    Some(v) => {
                        let label = crate::ui::words::catalogs::speak_plain(lang, &crate::ui::sentences::messages::die_label(attack, v));
                        view! { <Die value=v attack=attack bonus=plus lost=lost label=label /> }.into_any()
                    }
                    None => view! { <span class="die-slot"></span> }.into_any(),
                };
                view! {
                    <div class="bf-row" data-testid=format!("bf-row-{i}")>
                        <Square colour=b.attacker filled=i < engaged_attack lost=lost == Some(true) />
                        {die(red, true, plus_a, lost == Some(true))}
                        <span class="bf-middle">{verdict}</span>
                        {die(white, false, plus_d, lost == Some(false))}
                        <Square colour=b.defender filled=i < engaged_defence lost=lost == Some(false) />
                    </div>
                }
            })
            .collect_view();
        Some(view)
    };
    // After a roll the dice must be seen: when the field ends below its panel's fold (a phone
    // held sideways), the panel alone scrolls to show it (an effect: the outside world).
    let field = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        if !follow || roll.with(Option::is_none) {
            return;
        }
        let Some(element) = field.get() else {
            return;
        };
        request_animation_frame(move || show_in_panel(&element));
    });
    view! {
        // Re-created at each roll, so the dice tumble and the losses leave their squares.
        <div class="pairs rolling field" aria-live="polite" node_ref=field>{rows}</div>
    }
}

/// Scrolls the panel holding `element` (never the page) so that its bottom is in view.
fn show_in_panel(element: &web_sys::Element) {
    let Ok(Some(panel)) = element.closest(".panel-content") else {
        return;
    };
    let (inner, outer) = (
        element.get_bounding_client_rect(),
        panel.get_bounding_client_rect(),
    );
    let below = inner.bottom() - outer.bottom();
    if below > 0.0 {
        panel.set_scroll_top(panel.scroll_top() + below.ceil() as i32 + 4);
    }
}

/// One square of the battlefield, with a regiment on it or empty.
#[component]
fn Square(colour: Colour, filled: bool, lost: bool) -> impl IntoView {
    view! {
        <span class="square" class:lost=lost>
            {filled.then(|| view! {
                <svg class="regiment" viewBox="0 0 20 20" aria-hidden="true">
                    <circle cx="10" cy="10" r="8" fill=palette::fill(colour) stroke="#1b1b1b" stroke-width="1.5" />
                </svg>
            })}
        </span>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_go_to_the_defender_and_a_bonus_counts_on_the_best_pair_only() {
        let roll = Roll {
            attack: vec![6, 4, 2],
            defend: vec![5, 4],
            bonus: DiceBonus::default(),
        };
        assert_eq!(roll.attacker_lost(0), Some(false));
        // 001 "To decide a battle": a tie goes to the defender.
        assert_eq!(roll.attacker_lost(1), Some(true));
        // The third red die has no white one to face.
        assert_eq!(roll.attacker_lost(2), None);
        let helped = Roll {
            bonus: DiceBonus {
                attack: 0,
                defend: 2,
            },
            ..roll
        };
        assert_eq!(helped.attacker_lost(0), Some(true));
        assert_eq!(helped.attacker_lost(1), Some(true));
    }
}
