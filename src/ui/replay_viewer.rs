//! The replay viewer (issue 10): a finished or saved game watched step by step, scrubbed or
//! played at speed, with the map, the dice and the log in step. Hands and missions show only
//! once the game is over, or after a "reveal all" confirmation.

use leptos::prelude::*;

use crate::ui::shown::Shown;

use super::board::drawings::DrawingComing;
use super::board::{BoardMap, MapMarks};
use super::phrases::{card_name, log_line, say, tr};
use super::refusals::replay_refusal;
use super::settings::Settings;
use super::stats_panel::StatsPanel;
use super::table::die::Die;
use crate::engine::action::Event;
use crate::engine::board::{Board, TerritoryId};
use crate::engine::i18n::Lang;
use crate::engine::record::Record;
use crate::engine::replayer::Replayer;
use crate::engine::state::{ForceId, GameState, Phase};
use crate::engine::text::empire_text::potion_name;
use crate::engine::text::log_export::force_name;
use crate::engine::text::mission_text::mission_text;

/// How the app opens the viewer on a record (from a slot, a file or the victory screen).
#[derive(Clone, Copy)]
pub struct OpenReplay(pub Callback<Record>);

/// Log lines shown beside the map.
const LOG_LINES: usize = 10;

/// Playing speeds, in steps per second.
const SPEEDS: [u32; 4] = [1, 4, 12, 40];

/// The battle of a step, if it rolled one: attacking and attacked territories and the dice.
fn battle_of(events: &[Event]) -> Option<(TerritoryId, TerritoryId, Vec<u8>, Vec<u8>)> {
    events.iter().rev().find_map(|e| match e {
        Event::Battle {
            from,
            to,
            attack,
            defend,
            ..
        } => Some((*from, *to, attack.clone(), defend.clone())),
        _ => None,
    })
}

/// Each player's secrets at a position: cards, missions, potions and a secret headquarters.
fn secrets(lang: Lang, record: &Record, state: &GameState) -> Vec<(String, String)> {
    let board = state.board();
    state
        .players()
        .map(|p| {
            let force = state.force(p);
            let mut parts: Vec<String> = force
                .hand
                .iter()
                .map(|&card| card_name(lang, card, board))
                .collect();
            parts.extend(force.missions.iter().map(|m| mission_text(lang, m, board)));
            parts.extend(
                force
                    .potions
                    .iter()
                    .map(|&potion| potion_name(lang, potion).to_owned()),
            );
            if let Some(hq) = force.headquarters {
                parts.push(format!(
                    "{} {}",
                    tr(lang, "Headquarters:", "Quartier général :"),
                    board.territory(hq).name.get(lang)
                ));
            }
            let text = if parts.is_empty() {
                tr(lang, "nothing", "rien").to_owned()
            } else {
                parts.join(" · ")
            };
            (force_name(lang, record, p), text)
        })
        .collect()
}

/// The viewer over one record.
#[component]
pub fn ReplayViewer(lang: Signal<Lang>, record: Record) -> impl IntoView {
    match Replayer::new(record) {
        Ok(replayer) => view! { <Viewer lang=lang replayer=replayer /> }.into_any(),
        Err(error) => view! {
            <p class="notice" role="alert" data-testid="replay-error">
                {move || replay_refusal(lang.get(), "This game cannot be replayed:", "Cette partie ne peut pas être rejouée :", &error)}
            </p>
        }
        .into_any(),
    }
}

/// The viewer's controls, map, dice, log and secrets.
#[component]
fn Viewer(lang: Signal<Lang>, replayer: Replayer) -> impl IntoView {
    let settings = expect_context::<RwSignal<Settings>>();
    let last = replayer.len();
    let finished = replayer.record().result.is_some();
    let board_key = replayer.record().board.clone();
    let replayer = StoredValue::new(replayer);
    let step = RwSignal::new(0usize);
    let playing = RwSignal::new(false);
    let speed = RwSignal::new(1usize);
    let reveal_asked = RwSignal::new(false);
    let revealed = RwSignal::new(finished);
    let stats_open = RwSignal::new(false);
    let position = Memo::new(move |_| replayer.with_value(|r| r.position(step.get())));
    let battle = move || replayer.with_value(|r| battle_of(r.events_of(step.get())));
    let marks: Signal<MapMarks> = Memo::new(move |_| {
        let mut marks = position.with(|s| MapMarks::of_state(s, settings.get().patterns));
        if let Some((from, to, _, _)) = battle() {
            marks.selected = Some(from);
            marks.highlighted = vec![to];
        }
        marks
    })
    .into();
    // Playing: one step per tick at the chosen speed, stopping at the end.
    Effect::new(move |_| {
        if !playing.get() {
            return;
        }
        let now = step.get();
        if now >= last {
            playing.set(false);
            return;
        }
        let delay = 1000 / u64::from(SPEEDS[speed.get()]);
        set_timeout(
            move || {
                if playing.get_untracked() && step.get_untracked() == now {
                    step.set(now + 1);
                }
            },
            std::time::Duration::from_millis(delay),
        );
    });
    let name =
        move |seat: u8| replayer.with_value(|r| force_name(lang.get(), r.record(), ForceId(seat)));
    let log = move || {
        let board = position.with(|s| s.board());
        replayer.with_value(|r| {
            let mut lines: Vec<String> = r
                .events_until(step.get())
                .filter_map(|e| log_line(lang.get(), e, board, &name))
                .collect();
            let keep = lines.len().saturating_sub(LOG_LINES);
            lines.drain(..keep);
            lines.reverse();
            lines
        })
    };
    let status = move || {
        position.with(|s| {
            let whose = name(s.turn.current.0);
            let over = matches!(s.phase, Phase::Finished { .. });
            match lang.get() {
                Lang::En if over => format!("Step {} of {last} · the game is over", step.get()),
                Lang::Fr if over => {
                    format!("Étape {} sur {last} · la partie est finie", step.get())
                }
                Lang::En => format!(
                    "Step {} of {last} · turn {} · {whose}",
                    step.get(),
                    s.turn.number
                ),
                Lang::Fr => format!(
                    "Étape {} sur {last} · tour {} · {whose}",
                    step.get(),
                    s.turn.number
                ),
            }
        })
    };
    let go = move |to: usize| {
        playing.set(false);
        step.set(to.min(last));
    };
    view! {
        <section class="replay" data-testid="replay" aria-label=say(lang, "Replay", "Revoir la partie")>
            <div class="replay-controls" role="group" aria-label=say(lang, "Replay controls", "Commandes du replay")>
                <button class="step" data-testid="replay-first" aria-label=say(lang, "To the start", "Au début") on:click=move |_| go(0)>"«"</button>
                <button class="step" data-testid="replay-back" aria-label=say(lang, "One step back", "Une étape en arrière") on:click=move |_| go(step.get_untracked().saturating_sub(1))>"‹"</button>
                <button class="primary" data-testid="replay-play"
                    aria-label=move || if playing.get() { tr(lang.get(), "Pause", "Pause") } else { tr(lang.get(), "Play", "Lecture") }
                    on:click=move |_| playing.update(|p| *p = !*p)>
                    {move || if playing.get() { "❚❚" } else { "▶" }}
                </button>
                <button class="step" data-testid="replay-forward" aria-label=say(lang, "One step forward", "Une étape en avant") on:click=move |_| go(step.get_untracked() + 1)>"›"</button>
                <button class="step" data-testid="replay-last" aria-label=say(lang, "To the end", "À la fin") on:click=move |_| go(last)>"»"</button>
                <label class="speed">
                    {say(lang, "Speed", "Vitesse")}
                    <select data-testid="replay-speed" on:change=move |ev| speed.set(event_target_value(&ev).parse().unwrap_or(1))>
                        {SPEEDS.iter().enumerate().map(|(i, s)| view! { <option value=i.to_string() selected=i == 1>{format!("{s}/s")}</option> }).collect_view()}
                    </select>
                </label>
                <button data-testid="replay-stats" on:click=move |_| stats_open.set(true)>{say(lang, "Statistics", "Statistiques")}</button>
            </div>
            <input class="scrub" type="range" min="0" max=last.to_string() data-testid="replay-scrub"
                aria-label=say(lang, "Step", "Étape")
                prop:value=move || step.get().to_string()
                on:input=move |ev| go(event_target_value(&ev).parse().unwrap_or(0)) />
            <p class="replay-status" data-testid="replay-status" role="status">{status}</p>
            <div class="table-body">
                <div class="board-scroll">
                    {
                        let board_key = board_key.clone();
                        move || {
                            if !crate::ui::board::drawings::ready(&board_key) {
                                return view! { <DrawingComing lang=lang /> }.into_any();
                            }
                            let board = Board::by_key(&board_key).unwrap_or_else(Board::world);
                            view! { <BoardMap lang=lang board=board marks=marks on_tap=Callback::new(|_| {}) /> }.into_any()
                        }
                    }
                </div>
                <aside class="side-panel">
                    <div class="panel-content">
                    <section class="dice-tray" data-testid="replay-dice" aria-label=say(lang, "Dice of this step", "Dés de cette étape")>
                        {move || match battle() {
                            Some((_, _, attack, defend)) => view! {
                                <div class="pairs">
                                    {attack.into_iter().map(|x| view! { <Die value=x attack=true label=format!("{} {x}", tr(lang.get(), "Attack die", "Dé d’attaque")) /> }).collect_view()}
                                    {defend.into_iter().map(|y| view! { <Die value=y attack=false label=format!("{} {y}", tr(lang.get(), "Defence die", "Dé de défense")) /> }).collect_view()}
                                </div>
                            }.into_any(),
                            None => view! { <p class="hint">{say(lang, "No dice at this step.", "Pas de dés à cette étape.")}</p> }.into_any(),
                        }}
                    </section>
                    <section class="log" data-testid="replay-log" aria-live="polite">
                        <ol>{move || log().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ol>
                    </section>
                    <section class="secrets" data-testid="replay-secrets-panel">
                        <Shown when=move || !revealed.get()>
                            <button data-testid="replay-reveal" on:click=move |_| reveal_asked.set(true)>
                                {say(lang, "Reveal all hands and missions", "Révéler toutes les mains et missions")}
                            </button>
                        </Shown>
                        <Shown when=move || reveal_asked.get() && !revealed.get()>
                            <div role="alertdialog" aria-modal="true" class="confirm" data-testid="replay-reveal-confirm" aria-label=say(lang, "Reveal all hands and missions?", "Révéler toutes les mains et missions ?")>
                                <p>{say(lang, "Everyone's cards and missions will show. Is everyone at the table happy to see them?", "Les cartes et missions de tous vont s’afficher. Tout le monde à la table est-il d’accord ?")}</p>
                                <button class="primary" data-testid="replay-reveal-yes" on:click=move |_| revealed.set(true)>{say(lang, "Show them", "Les montrer")}</button>
                                <button on:click=move |_| reveal_asked.set(false)>{say(lang, "Cancel", "Annuler")}</button>
                            </div>
                        </Shown>
                        <Shown when=move || revealed.get()>
                            <ul data-testid="replay-secrets">
                                {move || replayer.with_value(|r| position.with(|s| secrets(lang.get(), r.record(), s)))
                                    .into_iter()
                                    .map(|(who, what)| view! { <li><strong>{who}</strong>": " {what}</li> })
                                    .collect_view()}
                            </ul>
                        </Shown>
                    </section>
                    </div>
                </aside>
            </div>
            <Shown when=move || stats_open.get()>
                {move || {
                    let record = replayer.with_value(|r| r.record().clone());
                    view! { <StatsPanel lang=lang record=record on_close=Callback::new(move |()| stats_open.set(false)) /> }
                }}
            </Shown>
        </section>
    }
}
