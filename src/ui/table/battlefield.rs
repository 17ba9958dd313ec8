//! The battlefield (000 "Champ de Bataille"): the attacker's regiments on their squares with
//! their red dice, the defender's with their white dice, paired highest against highest after
//! a roll; the exact odds; roll, blitz and retreat.

use leptos::prelude::*;

mod versus;

use crate::ui::shown::Shown;

use super::die::Die;
use super::reads::{seat_name, with_state};
use crate::engine::action::{Action, Event};
use crate::engine::board::TerritoryId;
use crate::engine::empire::DiceBonus;
use crate::engine::i18n::Lang;
use crate::engine::odds::battle_odds_with;
use crate::engine::state::{Colour, ForceId, Phase};
use crate::engine::text::numbers::chance;
use crate::ui::palette;
use crate::ui::phrases::{armies_word, count, quantity, say, tr};
use crate::ui::settings::{Settings, play_dice_sound};
use crate::ui::store::GameStore;
use versus::{ATTACKS, OVER, Words, versus};

/// The squares on each side of the battlefield: three for the attacker, and the defender's
/// two sit on the first rows (001 "Attacking": 3 dice against 2).
const ROWS: usize = 3;

/// A battle the tray can fight now.
#[derive(Clone, Copy, PartialEq)]
struct Battle {
    /// The attacking territory.
    from: TerritoryId,
    /// The attacked territory.
    to: TerritoryId,
    /// The attacker's own armies in `from` (000 teams: not a teammate's sharing it).
    attackers: u32,
    /// The armies in `to`.
    defenders: u32,
    /// The most attack dice of the rules.
    attack_max: u8,
    /// The most dice the defender may roll with these armies.
    defend_max: u8,
    /// The attacker's colour.
    attacker: Colour,
    /// The defender's colour.
    defender: Colour,
}

/// The dice of this battle's last roll, highest first.
#[derive(Clone, PartialEq)]
struct Roll {
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
fn this_roll(events: &[Event], from: TerritoryId, to: TerritoryId) -> Option<Roll> {
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
    let colour_of = move |s: &crate::engine::state::GameState, f: ForceId| s.force(f).colour;
    let battle = move || {
        let (f, t) = (from.get()?, to.get()?);
        with_state(store, |s| {
            let me = s.turn.current;
            let defender = s.holding(t).owner;
            // 000 teams: a teammate's territory is no enemy's.
            let enemy = defender != me && !s.same_team(defender, me);
            let attackers = s.holding(f).share(s.acting_force(f));
            let borders = s.board().are_adjacent(f, t);
            (s.phase == Phase::Attack && enemy && borders && attackers >= 2).then(|| Battle {
                from: f,
                to: t,
                attackers,
                defenders: s.holding(t).armies,
                attack_max: s.rules.dice.attack_max,
                defend_max: s.max_defence_dice(s.holding(t).armies),
                attacker: colour_of(s, s.acting_force(f)),
                defender: colour_of(s, defender),
            })
        })
        .flatten()
    };
    let max_dice = move || {
        battle().map_or(1, |b| {
            (b.attackers.saturating_sub(1))
                .min(u32::from(b.attack_max))
                .max(1) as u8
        })
    };
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
        let odds = battle_odds_with(
            b.attackers.saturating_sub(1).max(1),
            b.defenders.max(1),
            bonus.attack,
            bonus.defend,
        );
        // The armies expected to be left to move in, if the territory falls.
        let left: f64 = odds
            .attacker_survivors
            .iter()
            .enumerate()
            .map(|(k, p)| k as f64 * p)
            .sum::<f64>()
            / odds.win.max(f64::MIN_POSITIVE);
        Some((odds.win * 100.0, left))
    };
    let dice_label = move |n: u8| count(lang.get(), u32::from(n), ("die", "dice"), ("dé", "dés"));
    view! {
        <Shown when=move || asking.get().is_some() && !on_phone()>
            <div class="overlay" data-testid="defender-choice" role="dialog" aria-modal="true" aria-label=say(lang, "The defender's dice", "Les dés du défenseur")>
                <p class="handoff-text">{move || format!("{} {}", tr(lang.get(), "Pass the tablet to", "Passez la tablette à"), defender_name())}</p>
                <p class="battle-title">{move || facing(title(), ATTACKS)}</p>
                <p>{say(lang, "How many dice do you defend with?", "Avec combien de dés défendez-vous ?")}</p>
                <div class="choice" role="group" aria-label=say(lang, "Defend with", "Défendre avec")>
                    <button data-testid="defend-1" on:click=move |_| defend_with(1)>{move || dice_label(1)}</button>
                    <button data-testid="defend-2" on:click=move |_| defend_with(2)>{move || dice_label(2)}</button>
                </div>
            </div>
        </Shown>
        <Shown when=move || handing_back.get()>
            <div class="overlay" data-testid="hand-back" role="dialog" aria-modal="true" aria-label=say(lang, "Hand the tablet back", "Rendre la tablette")>
                <p class="handoff-text">{move || format!("{} {}", tr(lang.get(), "Pass the tablet back to", "Rendez la tablette à"), attacker_name())}</p>
                <button class="primary" on:click=move |_| handing_back.set(false)>{move || format!("{} {}", tr(lang.get(), "I am", "Je suis"), attacker_name())}</button>
            </div>
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
                <p class="odds" data-testid="odds">
                    // (The second part gives way on a phone held sideways: docs/ui.md.)
                    {move || odds().map(|(win, left)| {
                        let lang = lang.get();
                        let left = quantity(lang, left, ("army", "armies"), ("régiment", "régiments"));
                        let (chances, after) = match lang {
                            Lang::En => (format!("Chance to take it: {}", chance(lang, win)), format!(" · if it falls, {left} left on average")),
                            Lang::Fr => (format!("Chances de le prendre\u{202f}: {}", chance(lang, win)), format!(" · en cas de victoire, il reste en moyenne {left}")),
                        };
                        view! { {chances}<span class="odds-after">{after}</span> }
                    })}
                </p>
                <div class="choice dice-choice" role="group" aria-label=say(lang, "Attack with", "Attaquer avec")>
                    <span class="choice-label" aria-hidden="true">{say(lang, "Attack with", "Attaquer avec")}</span>
                    {(1..=3u8).map(|d| view! {
                        <button
                            data-testid=format!("attack-dice-{d}")
                            aria-pressed=move || (dice.get().min(max_dice()) == d).to_string()
                            disabled=move || { d > max_dice() }
                            on:click=move |_| dice.set(d)
                        >{move || dice_label(d)}</button>
                    }).collect_view()}
                </div>
                <div class="tray-buttons">
                    <button class="primary" data-testid="roll" on:click=move |_| roll()>{say(lang, "Roll", "Lancer")}</button>
                    <button data-testid="blitz" on:click=move |_| blitz()>{say(lang, "Blitz", "Blitz")}</button>
                    <button data-testid="retreat" on:click=move |_| to.set(None)>{say(lang, "Retreat", "Retraite")}</button>
                    <label class="stop-at">
                        {say(lang, "Blitz stops at", "Le blitz s’arrête à")}
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
                <div class="sides" aria-hidden="true">
                    <span class="side-name">{attacker_name}</span>
                    <span class="side-name">{holder_name}</span>
                </div>
                <Field battle=Signal::derive(battle) roll=Signal::derive(last_roll) dice=dice.into() lang=lang follow=true />
            </section>
        </Shown>
    }
}

/// The two sides of the battlefield, row by row: a square with its regiment and its die on
/// each side, the loser of each pair marked. A field that `follow`s its rolls scrolls its
/// panel to show them (the last roll, shown under the move-in, does not).
#[component]
fn Field(
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
                        ("◀ −1", tr(lang, "the attacker loses an army", "l’attaquant perd un régiment"))
                    } else {
                        ("−1 ▶", tr(lang, "the defender loses an army", "le défenseur perd un régiment"))
                    };
                    view! { <span class="verdict" class:attacker-lost=attacker_lost role="img" aria-label=label>{mark}</span> }
                });
                let die = move |value: Option<u8>, attack: bool, plus: u8, lost: bool| match value {
                    Some(v) => {
                        let label = match (lang, attack) {
                            (Lang::En, true) => format!("red die, {v}"),
                            (Lang::En, false) => format!("white die, {v}"),
                            (Lang::Fr, true) => format!("dé rouge, {v}"),
                            (Lang::Fr, false) => format!("dé blanc, {v}"),
                        };
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
