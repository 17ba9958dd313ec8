//! The game screen: the map with army tokens, the phase banner, the dice tray, the hand, the
//! trade track, missions, the hand-off screen, the log and the victory screen. Every rule
//! decision is the engine's: this screen asks it (`check`, `legal_actions`, `view_for`) and
//! sends actions through [`GameStore::dispatch`].

use leptos::prelude::*;

use super::board::{BoardMap, MapMarks, Token};
use super::phrases::{colour_name, log_line, phase_banner, tr};
use super::saves_panel::SaveControls;
use super::settings::{Settings, play_dice_sound};
use super::store::GameStore;
use crate::engine::action::{Action, Event};
use crate::engine::board::{CardDesign, TerritoryId};
use crate::engine::cards::{Card, classify, set_value};
use crate::engine::i18n::Lang;
use crate::engine::missions::Mission;
use crate::engine::odds::battle_odds;
use crate::engine::rules::SetValues;
use crate::engine::state::{ForceId, GameState, Phase};

/// The seat names of the current game.
fn seat_name(store: GameStore, seat: u8) -> String {
    store.record.with(|r| {
        r.as_ref()
            .and_then(|r| r.players.get(usize::from(seat)))
            .map(|p| p.name.clone())
            .unwrap_or_else(|| format!("{}", seat + 1))
    })
}

/// A seat's PIN, if it set one.
fn seat_pin(store: GameStore, seat: u8) -> Option<String> {
    store.record.with(|r| {
        r.as_ref()
            .and_then(|r| r.players.get(usize::from(seat)))
            .and_then(|p| p.pin.clone())
    })
}

/// Reads the game state; the table is only shown while a game is on.
fn with_state<T>(store: GameStore, read: impl FnOnce(&GameState) -> T) -> Option<T> {
    store.state.with(|s| s.as_ref().map(read))
}

/// A mission in words.
pub fn mission_text(lang: Lang, mission: &Mission, state: &GameState) -> String {
    let board = state.board();
    match mission {
        Mission::Continents {
            continents,
            plus_one,
        } => {
            let names: Vec<&str> = continents
                .iter()
                .filter_map(|key| board.continents.iter().find(|c| &c.key == key))
                .map(|c| c.name.get(lang))
                .collect();
            let list = names.join(tr(lang, " and ", " et "));
            let extra = if *plus_one {
                tr(lang, ", and one more continent", ", et un autre continent")
            } else {
                ""
            };
            format!("{} {list}{extra}.", tr(lang, "Conquer", "Conquérir"))
        }
        Mission::Territories { count, min_armies } if *min_armies > 1 => match lang {
            Lang::En => format!("Hold {count} territories with at least {min_armies} armies each."),
            Lang::Fr => {
                format!("Occuper {count} territoires avec au moins {min_armies} régiments chacun.")
            }
        },
        Mission::Territories { count, .. } => match lang {
            Lang::En => format!("Hold {count} territories."),
            Lang::Fr => format!("Occuper {count} territoires."),
        },
        Mission::Destroy { colour } => match lang {
            Lang::En => format!("Destroy the {} armies.", colour_name(lang, *colour)),
            Lang::Fr => format!("Détruire les armées {}.", colour_name(lang, *colour)),
        },
    }
}

/// The game screen.
#[component]
pub fn Table(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let settings = expect_context::<RwSignal<Settings>>();
    let from = RwSignal::new(None::<TerritoryId>);
    let to = RwSignal::new(None::<TerritoryId>);
    // Set while another player holds the tablet mid-turn (a defender choosing dice).
    let covered = RwSignal::new(false);
    let per_tap = RwSignal::new(1u32);
    let revealed = RwSignal::new(None::<ForceId>);
    let pin_entry = RwSignal::new(String::new());
    let pin_wrong = RwSignal::new(false);
    let humans = move || {
        store.record.with(|r| {
            r.as_ref()
                .map_or(0, |r| r.players.iter().filter(|p| p.bot.is_none()).count())
        })
    };
    let current = Memo::new(move |_| with_state(store, |s| s.turn.current).unwrap_or(ForceId(0)));
    let phase = Memo::new(move |_| with_state(store, |s| s.phase).unwrap_or(Phase::Claim));
    // A new player or a new phase clears the selection.
    Effect::new(move |_| {
        current.track();
        phase.track();
        if !matches!(phase.get(), Phase::Attack | Phase::Fortify) {
            from.set(None);
            to.set(None);
        }
    });
    // Setup is played in the open, claim after claim: no hand-off, and no secrets shown.
    let setting_up = move || matches!(phase.get(), Phase::Claim | Phase::PlaceStartingArmies);
    let handoff = move || {
        humans() >= 2
            && revealed.get() != Some(current.get())
            && !setting_up()
            && !matches!(phase.get(), Phase::Finished { .. })
    };
    let tap = Callback::new(move |t: TerritoryId| {
        if handoff() {
            return;
        }
        let Some((owner, armies, reserve)) = with_state(store, |s| {
            (s.holding(t).owner, s.holding(t).armies, s.turn.reserve)
        }) else {
            return;
        };
        let mine = owner == current.get_untracked() && armies > 0;
        match phase.get_untracked() {
            Phase::Claim => {
                store.dispatch(Action::Claim { territory: t });
            }
            Phase::PlaceStartingArmies => {
                store.dispatch(Action::PlaceStartingArmy { territory: t });
            }
            Phase::Reinforce => {
                let armies = per_tap.get_untracked().min(reserve).max(1);
                store.dispatch(Action::Place {
                    territory: t,
                    armies,
                });
            }
            Phase::Attack => {
                if from.get_untracked() == Some(t) {
                    from.set(None);
                    to.set(None);
                } else if mine {
                    from.set(Some(t));
                    to.set(None);
                } else if from.get_untracked().is_some() {
                    to.set(Some(t));
                }
            }
            Phase::Fortify => {
                if from.get_untracked() == Some(t) {
                    from.set(None);
                    to.set(None);
                } else if from.get_untracked().is_none() {
                    from.set(mine.then_some(t));
                } else if mine {
                    to.set(Some(t));
                }
            }
            _ => {}
        }
    });
    let marks: Signal<MapMarks> = Memo::new(move |_| {
        store.state.with(|state| {
            let Some(state) = state else {
                return MapMarks::default();
            };
            let tokens = state
                .territories
                .iter()
                .map(|h| {
                    let owner = state.forces.get(usize::from(h.owner.0))?;
                    (h.armies > 0).then_some(Token {
                        colour: owner.colour,
                        armies: h.armies,
                    })
                })
                .collect();
            let highlighted = highlights(state, from.get(), to.get());
            MapMarks {
                selected: from.get(),
                highlighted,
                tokens,
                patterns: settings.get().patterns,
            }
        })
    })
    .into();
    view! {
        <div class="table-screen">
            <div class="phase-bar">
                <p class="phase" data-testid="phase" role="status">
                    {move || with_state(store, |s| {
                        let must = s.check(&Action::Place { territory: s.territories_of(s.turn.current).next().unwrap_or(TerritoryId(0)), armies: 1 }) == Err(crate::engine::action::RuleError::MustTradeCards);
                        format!("{}: {}", seat_name(store, s.turn.current.0), phase_banner(lang.get(), s.phase, s.turn.reserve, must))
                    })}
                </p>
                <PerTap lang=lang per_tap=per_tap phase=phase />
                <Show when=move || store.can_undo_placement()>
                    <button data-testid="undo" on:click=move |_| store.undo_placement()>
                        {move || tr(lang.get(), "Undo", "Annuler")}
                    </button>
                </Show>
                <EndPhase lang=lang phase=phase />
            </div>
            <Show when=move || store.error.get().is_some()>
                <p class="notice" role="alert">{move || store.error.get().map(|e| e.to_string())}</p>
            </Show>
            <div class="table-body">
                <div class="board-scroll">
                    <BoardMap lang=lang marks=marks on_tap=tap />
                </div>
                <aside class="side-panel">
                    <DiceTray lang=lang from=from to=to covered=covered />
                    <MoveIn lang=lang />
                    <FortifyPanel lang=lang from=from to=to />
                    <TradeTrack lang=lang />
                    <Show when=move || !handoff() && !covered.get() && !setting_up()>
                        <Hand lang=lang />
                        <MissionCard lang=lang />
                    </Show>
                    <Log lang=lang />
                    <SaveControls lang=lang />
                </aside>
            </div>
            <Show when=handoff>
                <div class="overlay" data-testid="handoff" role="dialog" aria-modal="true">
                    <p class="handoff-text">
                        {move || format!("{} {}", tr(lang.get(), "Pass the tablet to", "Passez la tablette à"), seat_name(store, current.get().0))}
                    </p>
                    <Show when=move || seat_pin(store, current.get().0).is_some()>
                        <input
                            class="pin"
                            type="password"
                            inputmode="numeric"
                            maxlength="4"
                            data-testid="handoff-pin"
                            aria-label=move || tr(lang.get(), "Your PIN", "Votre code")
                            prop:value=move || pin_entry.get()
                            on:input=move |ev| pin_entry.set(event_target_value(&ev))
                        />
                    </Show>
                    <Show when=move || pin_wrong.get()>
                        <p role="alert">{move || tr(lang.get(), "That PIN is not right.", "Ce code n'est pas le bon.")}</p>
                    </Show>
                    <button class="primary" data-testid="handoff-ready" on:click=move |_| {
                        let seat = current.get().0;
                        if seat_pin(store, seat).is_none_or(|pin| pin == pin_entry.get_untracked()) {
                            pin_wrong.set(false);
                            pin_entry.set(String::new());
                            revealed.set(Some(current.get()));
                        } else {
                            pin_wrong.set(true);
                        }
                    }>
                        {move || format!("{} {}", tr(lang.get(), "I am", "Je suis"), seat_name(store, current.get().0))}
                    </button>
                </div>
            </Show>
            <Victory lang=lang />
        </div>
    }
}

/// The territories to highlight for the current step, from the engine's legal actions.
fn highlights(
    state: &GameState,
    from: Option<TerritoryId>,
    to: Option<TerritoryId>,
) -> Vec<TerritoryId> {
    let legal = state.legal_actions();
    let mut out: Vec<TerritoryId> = legal
        .iter()
        .filter_map(|action| match (action.clone(), from) {
            (Action::Claim { territory }, _)
            | (Action::PlaceStartingArmy { territory }, _)
            | (Action::Place { territory, .. }, _) => Some(territory),
            (Action::Attack { from: f, .. }, None) | (Action::Fortify { from: f, .. }, None) => {
                Some(f)
            }
            (Action::Attack { from: f, to: t, .. }, Some(source))
            | (Action::Fortify { from: f, to: t, .. }, Some(source))
                if f == source && to.is_none() =>
            {
                Some(t)
            }
            _ => None,
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// How many armies one tap places, during reinforcement.
#[component]
fn PerTap(lang: Signal<Lang>, per_tap: RwSignal<u32>, phase: Memo<Phase>) -> impl IntoView {
    view! {
        <Show when=move || phase.get() == Phase::Reinforce>
            <div class="stepper" role="group" aria-label=move || tr(lang.get(), "Armies per tap", "Régiments par toucher")>
                <button aria-label=move || tr(lang.get(), "Fewer per tap", "Moins par toucher") on:click=move |_| per_tap.update(|n| *n = (*n).saturating_sub(1).max(1))>"−"</button>
                <span data-testid="per-tap">{move || format!("×{}", per_tap.get())}</span>
                <button aria-label=move || tr(lang.get(), "More per tap", "Plus par toucher") on:click=move |_| per_tap.update(|n| *n += 1)>"+"</button>
            </div>
        </Show>
    }
}

/// The button that ends the current step: the attack, or the turn.
#[component]
fn EndPhase(lang: Signal<Lang>, phase: Memo<Phase>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let action = move || match phase.get() {
        Phase::Attack => Some((
            Action::EndAttack,
            tr(lang.get(), "End attack", "Fin du combat"),
        )),
        Phase::Fortify => Some((Action::EndTurn, tr(lang.get(), "End turn", "Fin du tour"))),
        _ => None,
    };
    view! {
        <button
            class="primary"
            data-testid="end-phase"
            disabled=move || action().is_none()
            on:click=move |_| {
                if let Some((a, _)) = action() {
                    store.dispatch(a);
                }
            }
        >
            {move || action().map(|(_, label)| label).unwrap_or_else(|| tr(lang.get(), "End phase", "Fin de phase"))}
        </button>
    }
}

/// The battlefield (000 "Champ de bataille"): dice, odds, roll, blitz and retreat.
#[component]
fn DiceTray(
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
            let enemy = s.holding(t).owner != s.turn.current;
            (s.phase == Phase::Attack && enemy).then(|| {
                (
                    f,
                    t,
                    s.holding(f).armies,
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
    let attack = move |d: u8, defend: Option<u8>| {
        battle().map(|(f, t, _, defenders, _)| Action::Attack {
            from: f,
            to: t,
            dice: d,
            defend: defend.map(|n| n.min(if defenders >= 2 { 2 } else { 1 })),
        })
    };
    let settings = expect_context::<RwSignal<Settings>>();
    let run = move |blitzing: bool, defend: Option<u8>| {
        if settings.get_untracked().sound {
            play_dice_sound();
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
        }
    };
    // When the defender chooses (RULINGS R5), the tablet goes to them first.
    let asking = RwSignal::new(None::<bool>);
    let handing_back = RwSignal::new(false);
    Effect::new(move |_| covered.set(asking.get().is_some() || handing_back.get()));
    let defender = move || {
        let (_, t) = (from.get()?, to.get()?);
        with_state(store, |s| (s.holding(t).owner, s.holding(t).armies))
    };
    let defender_asked =
        move || store.defender_chooses.get() && defender().is_some_and(|(_, armies)| armies >= 2);
    let roll = move || {
        if defender_asked() {
            asking.set(Some(false));
        } else {
            run(false, None);
        }
    };
    let blitz = move || {
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
                Event::Battle { attack, defend, .. } => Some((attack.clone(), defend.clone())),
                _ => None,
            })
        })
    };
    let attacker_name =
        move || with_state(store, |s| seat_name(store, s.turn.current.0)).unwrap_or_default();
    let defender_name = move || {
        defender()
            .map(|(owner, _)| seat_name(store, owner.0))
            .unwrap_or_default()
    };
    view! {
        <Show when=move || asking.get().is_some()>
            <div class="overlay" data-testid="defender-choice" role="dialog" aria-modal="true">
                <p class="handoff-text">{move || format!("{} {}", tr(lang.get(), "Pass the tablet to", "Passez la tablette à"), defender_name())}</p>
                <p>{move || tr(lang.get(), "How many dice do you defend with?", "Avec combien de dés défendez-vous ?")}</p>
                <div class="tray-buttons">
                    <button class="die white" data-testid="defend-1" on:click=move |_| defend_with(1)>"1"</button>
                    <button class="die white" data-testid="defend-2" on:click=move |_| defend_with(2)>"2"</button>
                </div>
            </div>
        </Show>
        <Show when=move || handing_back.get()>
            <div class="overlay" data-testid="hand-back" role="dialog" aria-modal="true">
                <p class="handoff-text">{move || format!("{} {}", tr(lang.get(), "Pass the tablet back to", "Rendez la tablette à"), attacker_name())}</p>
                <button class="primary" on:click=move |_| handing_back.set(false)>{move || format!("{} {}", tr(lang.get(), "I am", "Je suis"), attacker_name())}</button>
            </div>
        </Show>
        <Show when=move || battle().is_some()>
            <section class="dice-tray" data-testid="dice-tray" aria-label=move || tr(lang.get(), "Battlefield", "Champ de bataille")>
                <p class="odds" data-testid="odds">
                    {move || battle().map(|(_, _, a, d, _)| {
                        let odds = battle_odds(a.saturating_sub(1).max(1), d.max(1));
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
                        let pairs = a.iter().zip(d.iter()).map(|(x, y)| {
                            let won = x > y;
                            view! { <span class="pair"><span class="die red" class:lost=!won>{*x}</span><span class="die white" class:lost=won>{*y}</span></span> }
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
fn MoveIn(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let bounds = move || {
        with_state(store, |s| match s.phase {
            Phase::Occupy { from, min, .. } => Some((min, s.holding(from).armies - 1)),
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
fn FortifyPanel(
    lang: Signal<Lang>,
    from: RwSignal<Option<TerritoryId>>,
    to: RwSignal<Option<TerritoryId>>,
) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let pair = move || {
        let (f, t) = (from.get()?, to.get()?);
        with_state(store, |s| {
            let own = s.holding(t).owner == s.turn.current;
            (own && matches!(s.phase, Phase::Attack | Phase::Fortify) && s.holding(f).armies > 1)
                .then(|| (f, t, s.holding(f).armies - 1))
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

/// The golden cavalier's track (000), or the preset's own table of set values.
#[component]
fn TradeTrack(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let squares = move || {
        with_state(store, |s| {
            let next = s.sets_traded as usize;
            let values: Vec<u32> = match &s.rules.set_values {
                SetValues::Track { values } => values.clone(),
                SetValues::ByDesign {
                    infantry,
                    cavalry,
                    artillery,
                    mixed,
                    ..
                } => vec![*infantry, *cavalry, *artillery, *mixed],
                _ => (0..next.max(6) + 3)
                    .filter_map(|i| s.rules.nth_set_value(i))
                    .collect(),
            };
            let at = match &s.rules.set_values {
                SetValues::Track { values } => next.min(values.len().saturating_sub(1)),
                SetValues::ByDesign { .. } => usize::MAX,
                _ => next,
            };
            let cavalier = matches!(s.rules.set_values, SetValues::Track { .. });
            (values, at, cavalier)
        })
    };
    view! {
        <section class="trade-track" data-testid="trade-track" aria-label=move || tr(lang.get(), "Value of the next set", "Valeur de la prochaine série")>
            <h2>{move || if squares().is_some_and(|s| s.2) { tr(lang.get(), "Golden cavalier", "Cavalier doré") } else { tr(lang.get(), "Set values", "Valeur des séries") }}</h2>
            <ol class="squares">
                {move || squares().map(|(values, at, _)| values.into_iter().enumerate().map(|(i, v)| view! {
                    <li class:current=i == at aria-current=(i == at).then_some("step")>{v}</li>
                }).collect_view())}
            </ol>
        </section>
    }
}

/// A card's design in words.
fn design_name(lang: Lang, design: Option<CardDesign>) -> &'static str {
    match design {
        Some(CardDesign::Infantry) => tr(lang, "infantry", "infanterie"),
        Some(CardDesign::Cavalry) => tr(lang, "cavalry", "cavalerie"),
        Some(CardDesign::Artillery) => tr(lang, "artillery", "artillerie"),
        None => tr(lang, "joker", "joker"),
    }
}

/// The current player's cards (their own view only), with set selection and trading.
#[component]
fn Hand(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let chosen = RwSignal::new(Vec::<Card>::new());
    let hand = move || with_state(store, |s| s.view_for(s.turn.current).hand).unwrap_or_default();
    let preview = move || {
        let cards: Vec<Card> = chosen.get();
        let set: [Card; 3] = cards.try_into().ok()?;
        with_state(store, |s| {
            classify(set, s.board())
                .map(|kind| set_value(&s.rules.set_values, kind, s.sets_traded as usize))
        })
        .flatten()
    };
    // The territory bonus the engine would give for this set, found by trying the trade on a
    // copy of the state (the rule stays the engine's).
    let bonus = move || {
        let set: [Card; 3] = chosen.get().try_into().ok()?;
        with_state(store, |s| {
            let mut trial = s.clone();
            let events = trial.apply(&Action::TradeCards { cards: set }).ok()?;
            events.iter().find_map(|e| match e {
                Event::OccupiedBonus { territory, armies } => Some(format!(
                    "+{armies} {} {}",
                    tr(lang.get(), "on", "sur"),
                    s.board().territory(*territory).name.get(lang.get())
                )),
                _ => None,
            })
        })
        .flatten()
    };
    view! {
        <section class="hand" data-testid="hand" aria-label=move || tr(lang.get(), "Your cards", "Vos cartes")>
            <h2>{move || tr(lang.get(), "Your cards", "Vos cartes")}</h2>
            <ul class="cards">
                {move || hand().into_iter().map(|card| {
                    let name = move || with_state(store, |s| match card {
                        Card::Territory(t) => s.board().territory(t).name.get(lang.get()).to_owned(),
                        Card::Joker(_) => "★".to_owned(),
                    }).unwrap_or_default();
                    let design = move || with_state(store, |s| design_name(lang.get(), card.design(s.board()))).unwrap_or_default();
                    view! {
                        <li>
                            <button class="card" aria-pressed=move || chosen.with(|c| c.contains(&card)).to_string() on:click=move |_| chosen.update(|c| {
                                if let Some(i) = c.iter().position(|x| *x == card) { c.remove(i); } else if c.len() < 3 { c.push(card); }
                            })>
                                <span class="card-name">{name}</span>
                                <span class="card-design">{design}</span>
                            </button>
                        </li>
                    }
                }).collect_view()}
            </ul>
            <Show when=move || preview().is_some()>
                <button class="primary" data-testid="trade" on:click=move |_| {
                    if let Ok(cards) = <[Card; 3]>::try_from(chosen.get_untracked())
                        && store.dispatch(Action::TradeCards { cards }) {
                        chosen.set(Vec::new());
                    }
                }>{move || format!("{} (+{})", tr(lang.get(), "Trade", "Échanger"), preview().unwrap_or(0))}</button>
                <Show when=move || bonus().is_some()>
                    <p class="hint" data-testid="trade-bonus">{bonus}</p>
                </Show>
            </Show>
        </section>
    }
}

/// The current player's mission, face down until they turn it over.
#[component]
fn MissionCard(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let face_up = RwSignal::new(false);
    let missions = move || {
        with_state(store, |s| {
            let view = s.view_for(s.turn.current);
            view.missions
                .iter()
                .map(|m| mission_text(lang.get(), m, s))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    };
    Effect::new(move |_| {
        store.state.with(|s| s.as_ref().map(|s| s.turn.current));
        face_up.set(false);
    });
    view! {
        <Show when=move || !missions().is_empty()>
            <section class="mission" data-testid="mission-card">
                <button on:click=move |_| face_up.update(|f| *f = !*f) aria-pressed=move || face_up.get().to_string()>
                    {move || if face_up.get() { tr(lang.get(), "Hide mission", "Cacher la mission") } else { tr(lang.get(), "Show my mission", "Voir ma mission") }}
                </button>
                <Show when=move || face_up.get()>
                    <p class="mission-text">{move || missions().join(" ")}</p>
                </Show>
            </section>
        </Show>
    }
}

/// The game log in plain sentences.
#[component]
fn Log(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let lines = move || {
        let board = with_state(store, |s| s.board())?;
        let name = |seat: u8| seat_name(store, seat);
        Some(store.events.with(|events| {
            events
                .iter()
                .rev()
                .filter_map(|e| log_line(lang.get(), e, board, &name))
                .take(8)
                .collect::<Vec<_>>()
        }))
    };
    view! {
        <section class="log" data-testid="log" aria-live="polite">
            <ol>{move || lines().unwrap_or_default().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ol>
        </section>
    }
}

/// The victory screen: the winner and what they achieved.
#[component]
fn Victory(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let won = move || {
        with_state(store, |s| {
            s.winner().map(|w| {
                let mission = s
                    .force(w)
                    .missions
                    .iter()
                    .map(|m| mission_text(lang.get(), m, s))
                    .collect::<Vec<_>>()
                    .join(" ");
                (w, mission)
            })
        })
        .flatten()
    };
    view! {
        <Show when=move || won().is_some()>
            <div class="overlay victory" data-testid="victory" role="dialog" aria-modal="true">
                <h2>{move || won().map(|(w, _)| format!("{} {}", seat_name(store, w.0), tr(lang.get(), "wins!", "gagne !")))}</h2>
                <p>{move || won().map(|(_, m)| if m.is_empty() { tr(lang.get(), "Every enemy army is destroyed.", "Toutes les armées ennemies sont détruites.").to_owned() } else { format!("{} {m}", tr(lang.get(), "Mission accomplished:", "Mission accomplie :")) })}</p>
                <button class="primary" on:click=move |_| store.close()>{move || tr(lang.get(), "Back to the start", "Retour au début")}</button>
            </div>
        </Show>
    }
}
