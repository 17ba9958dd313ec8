//! The battlefield (000 "Champ de Bataille"): the attacker's regiments on their squares with
//! their red dice, the defender's with their white dice, paired highest against highest after
//! a roll; the exact odds; roll, blitz and retreat.

use leptos::prelude::*;

mod controls;
mod field;
mod handing;
mod reading;
mod versus;

use crate::ui::shown::Shown;

use super::reads::{seat_name, with_state};
use crate::engine::action::Action;
use crate::engine::board::TerritoryId;
use crate::engine::i18n::Lang;
use crate::engine::state::{ForceId, Phase};
use crate::ui::phrases::{count, say, tr};
use crate::ui::settings::{Settings, play_dice_sound};
use crate::ui::store::GameStore;
use controls::{attack_dice, odds_line, tray_buttons};
use field::{Field, this_roll};
use handing::{defender_choice, hand_back};
use reading::Battle;
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
    let dice = RwSignal::new(3u8);
    let stop_at = RwSignal::new(1u32);
    let battle = move || {
        let (f, t) = (from.get()?, to.get()?);
        with_state(store, |s| Battle::in_state(s, f, t)).flatten()
    };
    let max_dice = move || battle().map_or(1, |b| b.most_dice());
    // When the chosen territory can attack no more (a failed blitz left it one army), the
    // tray closes and says why.
    let exhausted = RwSignal::new(None::<(ForceId, TerritoryId)>);
    Effect::new(move |_| {
        let (Some(f), Some(_)) = (from.get(), to.get()) else {
            return;
        };
        let spent = with_state(store, |s| {
            (s.phase == Phase::Attack && s.holding(f).share(s.acting_force(f)) < 2)
                .then_some(s.turn.current)
        })
        .flatten();
        if let Some(me) = spent {
            exhausted.set(Some((me, f)));
            to.set(None);
            from.set(None);
        } else {
            exhausted.set(None);
        }
    });
    let exhausted_note = move || {
        let (me, f) = exhausted.get()?;
        with_state(store, |s| {
            (s.phase == Phase::Attack && s.turn.current == me).then(|| {
                super::banner::exhausted_words(
                    lang.get(),
                    s.board().territory(f).name.get(lang.get()),
                )
            })
        })
        .flatten()
    };
    // The defender's dice: `None` defends with the most allowed (RULINGS R5's default).
    // A bot defending picks its dice at once, roll by roll.
    let attack = move |d: u8, defend: Option<u8>| {
        battle().map(|b| Action::Attack {
            from: b.from,
            to: b.to,
            dice: d,
            defend: defend
                .map(|n| n.min(if b.defenders >= 2 { 2 } else { 1 }))
                .or_else(|| store.bot_defence(b.to, d)),
        })
    };
    let settings = expect_context::<RwSignal<Settings>>();
    // A phone's blitz (issue 38): one attack per view from the host, with the defender's dice.
    let remote_blitz = StoredValue::new(None::<Option<u8>>);
    let blitz_step = move || {
        let Some(defend) = remote_blitz.get_value() else {
            return;
        };
        if with_state(store, |s| s.phase == Phase::Rolled).unwrap_or(false) {
            store.dispatch(Action::Resolve);
        } else if battle().is_none_or(|b| b.attackers <= stop_at.get_untracked().max(1))
            || !attack(max_dice(), defend).is_some_and(|action| store.dispatch(action))
        {
            remote_blitz.set_value(None);
        }
    };
    Effect::new(move |_| (store.state.track(), untrack(blitz_step)));
    let run = move |blitzing: bool, defend: Option<u8>| {
        if settings.get_untracked().sound {
            play_dice_sound();
        }
        // 003: a defending bot may answer with a defence potion before the dice.
        if let Some(b) = battle()
            && let Some(guard) = store.bot_guard(b.from, b.to)
        {
            store.dispatch(guard);
        }
        if !blitzing {
            if let Some(action) = attack(dice.get_untracked().min(max_dice()), defend) {
                store.dispatch(action);
            }
            return;
        }
        // On a phone each roll waits for the host's answer: the blitz goes on from the
        // effect below as each new view comes (issue 38).
        if store.is_remote() {
            remote_blitz.set_value(Some(defend));
            blitz_step();
            return;
        }
        // Repeat until the territory falls or the attacker is down to the stop-at number.
        while let Some(b) = battle() {
            if b.attackers <= stop_at.get_untracked().max(1) {
                break;
            }
            let Some(action) = attack(max_dice(), defend) else {
                break;
            };
            if !store.dispatch(action) {
                break;
            }
            // 001 experts: a blitz takes the dice as they fall.
            if with_state(store, |s| s.phase == Phase::Rolled).unwrap_or(false) {
                store.dispatch(Action::Resolve);
            }
        }
    };
    // When the defender chooses (RULINGS R5), the tablet goes to them first.
    let asking = RwSignal::new(None::<bool>);
    let handing_back = RwSignal::new(false);
    let defender = move || {
        let (_, t) = (from.get()?, to.get()?);
        with_state(store, |s| (s.defending_seat(t), s.holding(t).armies))
    };
    // Issue 38: a defender on a phone chooses there (a phone asks nobody: the host does).
    let on_phone = move || defender().is_some_and(|(owner, _)| store.is_away(owner));
    Effect::new(move |_| covered.set(asking.get().is_some() && !on_phone() || handing_back.get()));
    let defender_asked = move || {
        store.defender_chooses.get()
            && defender().is_some_and(|(owner, armies)| {
                armies >= 2 && !store.is_bot(owner) && !(store.is_remote() && on_phone())
            })
    };
    // 003: a human defender holding potions is asked first (after a hand-off).
    let guard_asked = move || {
        // (While a defender answers, on a phone too, nothing else is rolled.)
        let open = store.guard_request.get_untracked().is_some();
        open || store.dice_question.get_untracked().is_some()
            || battle().is_some_and(|b| {
                let asked = store.asks_for_guard(b.to);
                if asked {
                    store.guard_request.set(Some((b.from, b.to)));
                }
                asked
            })
    };
    let roll = move || {
        if guard_asked() {
            return;
        }
        if defender_asked() {
            asking.set(Some(false));
        } else {
            run(false, None);
        }
    };
    let blitz = move || {
        if guard_asked() {
            return;
        }
        if defender_asked() {
            asking.set(Some(true));
        } else {
            run(true, None);
        }
    };
    let defend_with = move |n: u8| {
        let blitzing = asking.get_untracked().unwrap_or(false);
        asking.set(None);
        run(blitzing, Some(n));
        handing_back.set(!untrack(on_phone));
    };
    super::phone_defence::ask_on_phone(store, asking, (from, to, dice), max_dice, defend_with);
    let last_roll = move || {
        let b = battle()?;
        store.events.with(|events| this_roll(events, b.from, b.to))
    };
    // The battle that just ended, still on the field: the roll that took the territory (while
    // the armies move in) or that left the attacker one army, so the deciding dice are seen.
    let fought = RwSignal::new(None::<Battle>);
    Effect::new(move |_| {
        if let Some(b) = battle() {
            fought.set(Some(b));
        }
    });
    // A new turn clears the field: the last turn's battle is not this one's.
    let turn_number = Memo::new(move |_| with_state(store, |s| s.turn.number));
    Effect::new(move |was: Option<Option<u32>>| {
        let now = turn_number.get();
        if was.is_some_and(|was| was != now) {
            fought.set(None);
        }
        now
    });
    let ended = move || {
        let b = fought.get()?;
        let taken = with_state(
            store,
            |s| matches!(s.phase, Phase::Occupy { from, to, .. } if from == b.from && to == b.to),
        )?;
        let spent = exhausted.get().is_some_and(|(_, f)| f == b.from);
        (battle().is_none() && (taken || spent)).then_some((b, taken))
    };
    let ended_roll = move || {
        let (b, _) = ended()?;
        store.events.with(|events| this_roll(events, b.from, b.to))
    };
    let ended_title = move || {
        let (b, taken) = ended()?;
        with_state(store, |s| {
            let lang = lang.get();
            let to = &s.board().territory(b.to).name;
            let verdict = if taken {
                format!(
                    " {}{}",
                    to.agree(lang, "taken", "conquis"),
                    tr(lang, "!", "\u{202f}!")
                )
            } else {
                tr(lang, " holds.", " tient bon.").to_owned()
            };
            let from = s.board().territory(b.from).name.get(lang).to_owned();
            (from, format!("{}{verdict}", to.get(lang)))
        })
    };
    // The title of the battle: "Eastern US (11) ⚔ Western US (7)".
    let title = move || {
        let (f, t) = (from.get()?, to.get()?);
        with_state(store, |s| {
            let name = |x: TerritoryId| s.board().territory(x).name.get(lang.get()).to_owned();
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
        defender()
            .map(|(owner, _)| seat_name(store, lang.get(), owner.0))
            .unwrap_or_default()
    };
    let odds = move || {
        let b = battle()?;
        // 003: swords, shields, potions and leaders change the odds.
        let bonus = with_state(store, |s| s.dice_bonus(b.from, b.to)).unwrap_or_default();
        Some(b.odds(bonus))
    };
    let dice_label = move |n: u8| count(lang.get(), u32::from(n), ("die", "dice"), ("dé", "dés"));
    view! {
        <Shown when=move || asking.get().is_some() && !on_phone()>
            {defender_choice(lang, defender_name, move || facing(title(), ATTACKS), defend_with, dice_label)}
        </Shown>
        <Shown when=move || handing_back.get()>
            {hand_back(lang, attacker_name, handing_back)}
        </Shown>
        <Shown when=move || battle().is_none() && exhausted_note().is_some()>
            <p class="hint tray-closed" data-testid="tray-closed" role="status">{exhausted_note}</p>
        </Shown>
        <Shown when=move || ended().is_some()>
            <section class="dice-tray battlefield last-roll" data-testid="last-roll" aria-label=say(lang, "The last roll", "Le dernier lancer")>
                <h2 class="battle-title">{move || facing(ended_title(), OVER)}</h2>
                <Field battle=Signal::derive(move || ended().map(|(b, _)| b)) roll=Signal::derive(ended_roll) dice=dice.into() lang=lang follow=false />
            </section>
        </Shown>
        <Shown when=move || battle().is_some()>
            <section class="dice-tray battlefield" data-testid="dice-tray" aria-label=say(lang, "Battlefield", "Champ de bataille")>
                <h2 class="battle-title" data-testid="battle-title">{move || facing(title(), ATTACKS)}</h2>
                {odds_line(lang, odds)}
                {attack_dice(lang, dice, max_dice, dice_label)}
                {tray_buttons(lang, roll, blitz, move || to.set(None), stop_at)}
                <div class="sides" aria-hidden="true">
                    <span class="side-name">{attacker_name}</span>
                    <span class="side-name">{holder_name}</span>
                </div>
                <Field battle=Signal::derive(battle) roll=Signal::derive(last_roll) dice=dice.into() lang=lang follow=true />
            </section>
        </Shown>
    }
}
