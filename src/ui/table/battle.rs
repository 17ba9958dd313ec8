//! The battle controls: the battlefield dice tray (000 "Champ de bataille"), the move-in slider
//! after a conquest, and the fortify slider.

use leptos::prelude::*;

use super::{seat_name, with_state};
use crate::engine::action::{Action, Event};
use crate::engine::board::TerritoryId;
use crate::engine::i18n::Lang;
use crate::engine::odds::battle_odds_with;
use crate::engine::state::Phase;
use crate::ui::phrases::tr;
use crate::ui::settings::{Settings, play_dice_sound};
use crate::ui::store::GameStore;

/// The battlefield (000 "Champ de bataille"): dice, odds, roll, blitz and retreat.
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
        with_state(store, |s| {
            let defender = s.holding(t).owner;
            // 000 teams: a teammate's territory is no enemy's.
            let enemy = defender != s.turn.current && !s.same_team(defender, s.turn.current);
            (s.phase == Phase::Attack && enemy).then(|| {
                (
                    f,
                    t,
                    // The player's own armies (000 teams: not a teammate's sharing `f`).
                    s.holding(f).share(s.acting_force(f)),
                    s.holding(t).armies,
                    s.rules.dice.attack_max,
                )
            })
        })
        .flatten()
    };
    let max_dice = move || {
        battle().map_or(1, |(_, _, a, _, m)| {
            (a.saturating_sub(1)).min(u32::from(m)).max(1) as u8
        })
    };
    // The defender's dice: `None` defends with the most allowed (RULINGS R5's default).
    // A bot defending picks its dice at once, roll by roll.
    let attack = move |d: u8, defend: Option<u8>| {
        battle().map(|(f, t, _, defenders, _)| Action::Attack {
            from: f,
            to: t,
            dice: d,
            defend: defend
                .map(|n| n.min(if defenders >= 2 { 2 } else { 1 }))
                .or_else(|| store.bot_defence(t, d)),
        })
    };
    let settings = expect_context::<RwSignal<Settings>>();
    let run = move |blitzing: bool, defend: Option<u8>| {
        if settings.get_untracked().sound {
            play_dice_sound();
        }
        // 003: a defending bot may answer with a defence potion before the dice.
        if let Some((f, t, _, _, _)) = battle()
            && let Some(guard) = store.bot_guard(f, t)
        {
            store.dispatch(guard);
        }
        if !blitzing {
            if let Some(action) = attack(dice.get_untracked().min(max_dice()), defend) {
                store.dispatch(action);
            }
            return;
        }
        // Repeat until the territory falls or the attacker is down to the stop-at number.
        while let Some((_, _, armies, _, _)) = battle() {
            if armies <= stop_at.get_untracked().max(1) || armies < 2 {
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
    Effect::new(move |_| covered.set(asking.get().is_some() || handing_back.get()));
    let defender = move || {
        let (_, t) = (from.get()?, to.get()?);
        with_state(store, |s| (s.defending_seat(t), s.holding(t).armies))
    };
    let defender_asked = move || {
        store.defender_chooses.get()
            && defender().is_some_and(|(owner, armies)| armies >= 2 && !store.is_bot(owner))
    };
    // 003: a human defender holding potions is asked first (after a hand-off).
    let guard_asked = move || {
        battle().is_some_and(|(f, t, _, _, _)| {
            let asked = store.asks_for_guard(t);
            if asked {
                store.guard_request.set(Some((f, t)));
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
        handing_back.set(true);
    };
    let last_roll = move || {
        store.events.with(|events| {
            events.iter().rev().find_map(|e| match e {
                Event::Battle {
                    attack,
                    defend,
                    bonus,
                    ..
                } => {
                    // 003: the +1 of a sword or a shield goes on the best die, shown apart.
                    let mut attack: Vec<(u8, u8)> = attack.iter().map(|&d| (d, 0)).collect();
                    let mut defend: Vec<(u8, u8)> = defend.iter().map(|&d| (d, 0)).collect();
                    if let Some(best) = attack.first_mut() {
                        best.1 = bonus.attack;
                    }
                    if let Some(best) = defend.first_mut() {
                        best.1 = bonus.defend;
                    }
                    Some((attack, defend))
                }
                _ => None,
            })
        })
    };
    let attacker_name = move || {
        with_state(store, |s| seat_name(store, lang.get(), s.turn.current.0)).unwrap_or_default()
    };
    let defender_name = move || {
        defender()
            .map(|(owner, _)| seat_name(store, lang.get(), owner.0))
            .unwrap_or_default()
    };
    view! {
        <Show when=move || asking.get().is_some()>
            <div class="overlay" data-testid="defender-choice" role="dialog" aria-modal="true" aria-label=move || tr(lang.get(), "The defender's dice", "Les dés du défenseur")>
                <p class="handoff-text">{move || format!("{} {}", tr(lang.get(), "Pass the tablet to", "Passez la tablette à"), defender_name())}</p>
                <p>{move || tr(lang.get(), "How many dice do you defend with?", "Avec combien de dés défendez-vous ?")}</p>
                <div class="tray-buttons">
                    <button class="die white" data-testid="defend-1" on:click=move |_| defend_with(1)>"1"</button>
                    <button class="die white" data-testid="defend-2" on:click=move |_| defend_with(2)>"2"</button>
                </div>
            </div>
        </Show>
        <Show when=move || handing_back.get()>
            <div class="overlay" data-testid="hand-back" role="dialog" aria-modal="true" aria-label=move || tr(lang.get(), "Hand the tablet back", "Rendre la tablette")>
                <p class="handoff-text">{move || format!("{} {}", tr(lang.get(), "Pass the tablet back to", "Rendez la tablette à"), attacker_name())}</p>
                <button class="primary" on:click=move |_| handing_back.set(false)>{move || format!("{} {}", tr(lang.get(), "I am", "Je suis"), attacker_name())}</button>
            </div>
        </Show>
        <Show when=move || battle().is_some()>
            <section class="dice-tray" data-testid="dice-tray" aria-label=move || tr(lang.get(), "Battlefield", "Champ de bataille")>
                <p class="odds" data-testid="odds">
                    {move || battle().map(|(f, t, a, d, _)| {
                        // 003: swords, shields, potions and leaders change the odds.
                        let bonus = with_state(store, |s| s.dice_bonus(f, t)).unwrap_or_default();
                        let odds = battle_odds_with(a.saturating_sub(1).max(1), d.max(1), bonus.attack, bonus.defend);
                        format!("{} {:.1} %", tr(lang.get(), "Chance to take it:", "Chance de le prendre :"), odds.win * 100.0)
                    })}
                </p>
                <div class="dice-choice" role="group" aria-label=move || tr(lang.get(), "Attack dice", "Dés d'attaque")>
                    {(1..=3u8).map(|d| view! {
                        <button
                            class="die red"
                            aria-pressed=move || (dice.get().min(max_dice()) == d).to_string()
                            disabled=move || { d > max_dice() }
                            aria-label=move || format!("{d} {}", tr(lang.get(), "attack dice", "dés d'attaque"))
                            on:click=move |_| dice.set(d)
                        >{d}</button>
                    }).collect_view()}
                </div>
                <div class="rolled" aria-live="polite">
                    {move || last_roll().map(|(a, d)| {
                        let pairs = a.iter().zip(d.iter()).map(|(&(x, px), &(y, py))| {
                            let won = x + px > y + py;
                            let plus = |p: u8| (p > 0).then(|| view! { <span class="plus" data-testid="die-bonus">{format!("+{p}")}</span> });
                            view! { <span class="pair"><span class="die red" class:lost=!won>{x}{plus(px)}</span><span class="die white" class:lost=won>{y}{plus(py)}</span></span> }
                        }).collect_view();
                        view! { <div class="pairs rolling">{pairs}</div> }
                    })}
                </div>
                <div class="tray-buttons">
                    <button class="primary" data-testid="roll" on:click=move |_| roll()>{move || tr(lang.get(), "Roll", "Lancer")}</button>
                    <button data-testid="blitz" on:click=move |_| blitz()>{move || tr(lang.get(), "Blitz", "Blitz")}</button>
                    <label class="stop-at">
                        {move || tr(lang.get(), "stop at", "arrêt à")}
                        <input type="number" min="1" prop:value=move || stop_at.get().to_string() on:change=move |ev| {
                            stop_at.set(event_target_value(&ev).parse().unwrap_or(1).max(1));
                        } />
                    </label>
                    <button data-testid="retreat" on:click=move |_| to.set(None)>{move || tr(lang.get(), "Retreat", "Retraite")}</button>
                </div>
            </section>
        </Show>
    }
}

/// After a conquest: how many armies move in, within the engine's bounds.
#[component]
pub fn MoveIn(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let bounds = move || {
        with_state(store, |s| match s.phase {
            // At most what may leave, and (001 experts) what the territory has room for.
            Phase::Occupy { from, to, min } => {
                let own = s.holding(from).share(s.acting_force(from));
                Some((min, (own - 1).min(s.room(to)).max(min)))
            }
            _ => None,
        })
        .flatten()
    };
    // Until the slider moves, everything that may move in does (0 = untouched).
    let count = RwSignal::new(0u32);
    let chosen = move || {
        let (min, max) = bounds().unwrap_or((1, 1));
        if count.get() == 0 {
            max
        } else {
            count.get().clamp(min, max)
        }
    };
    view! {
        <Show when=move || bounds().is_some()>
            <section class="move-in" data-testid="move-in">
                <label>
                    {move || tr(lang.get(), "Armies moving in", "Régiments qui entrent")}
                    <input
                        type="range"
                        data-testid="move-count"
                        min=move || bounds().map_or(1, |b| b.0)
                        max=move || bounds().map_or(1, |b| b.1)
                        prop:value=move || chosen().to_string()
                        on:input=move |ev| count.set(event_target_value(&ev).parse().unwrap_or(0))
                    />
                    <output>{chosen}</output>
                </label>
                <button class="primary" data-testid="move" on:click=move |_| {
                    if bounds().is_some() {
                        store.dispatch(Action::Occupy { armies: chosen() });
                        count.set(0);
                    }
                }>{move || tr(lang.get(), "Move in", "Entrer")}</button>
            </section>
        </Show>
    }
}

/// The free move: a slider between the chosen source and target.
#[component]
pub fn FortifyPanel(
    lang: Signal<Lang>,
    from: RwSignal<Option<TerritoryId>>,
    to: RwSignal<Option<TerritoryId>>,
) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let pair = move || {
        let (f, t) = (from.get()?, to.get()?);
        with_state(store, |s| {
            // 000 teams: into a teammate's territory too, with the player's own armies.
            let me = s.turn.current;
            let own = s.team_holds(t, me);
            let armies = s.holding(f).share(s.acting_force(f));
            (own && matches!(s.phase, Phase::Attack | Phase::Fortify) && armies > 1)
                .then(|| (f, t, (armies - 1).min(s.room(t)).max(1)))
        })
        .flatten()
    };
    // Until the slider moves, all but one army move (0 = untouched).
    let count = RwSignal::new(0u32);
    let moving = move || {
        let max = pair().map_or(1, |p| p.2);
        if count.get() == 0 {
            max
        } else {
            count.get().clamp(1, max)
        }
    };
    view! {
        <Show when=move || pair().is_some()>
            <section class="fortify" data-testid="fortify">
                <label>
                    {move || tr(lang.get(), "Armies to move", "Régiments à déplacer")}
                    <input type="range" data-testid="fortify-count" min="1" max=move || pair().map_or(1, |p| p.2)
                        prop:value=move || moving().to_string()
                        on:input=move |ev| count.set(event_target_value(&ev).parse().unwrap_or(1)) />
                    <output>{moving}</output>
                </label>
                <button class="primary" data-testid="fortify-move" on:click=move |_| {
                    if let Some((f, t, _)) = pair()
                        && store.dispatch(Action::Fortify { from: f, to: t, armies: moving() })
                    {
                        from.set(None);
                        to.set(None);
                        count.set(0);
                    }
                }>{move || tr(lang.get(), "Move", "Déplacer")}</button>
            </section>
        </Show>
    }
}
