//! Beside the replay's map: the dice of the step, the log up to it, and the players' secrets
//! once the game is over or everyone agreed to see them.

use leptos::prelude::*;

use super::playback::Playback;
use crate::engine::action::Event;
use crate::engine::board::TerritoryId;
use crate::engine::i18n::Lang;
use crate::engine::record::Record;
use crate::engine::replayer::Replayer;
use crate::engine::state::{ForceId, GameState};
use crate::engine::text::empire_message::potion_word;
use crate::engine::text::log_message::log_message;
use crate::engine::text::message::Message;
use crate::engine::text::mission_message::mission_message;
use crate::ui::phrases::say;
use crate::ui::shown::Shown;
use crate::ui::table::die::Die;
use crate::ui::words::catalogs::card_name;
use crate::ui::words::catalogs::force_name;
use crate::ui::words::catalogs::speak;
use crate::ui::words::{W, word};
use lamorisse_words::table::force_named;

/// Log lines shown beside the map.
const LOG_LINES: usize = 10;

/// The battle of a step, if it rolled one: attacking and attacked territories and the dice.
pub(super) fn battle_of(events: &[Event]) -> Option<(TerritoryId, TerritoryId, Vec<u8>, Vec<u8>)> {
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
            let named = |seat: u8| force_named(record, ForceId(seat));
            let said = |message: &Message| speak(lang, message, board, &named);
            parts.extend(
                force
                    .missions
                    .iter()
                    .map(|m| said(&mission_message(m, board))),
            );
            parts.extend(
                force
                    .potions
                    .iter()
                    .map(|&potion| said(&Message::word(potion_word(potion)))),
            );
            if let Some(hq) = force.headquarters {
                parts.push(format!(
                    "{} {}",
                    word(lang, W::HEADQUARTERS),
                    crate::ui::words::catalogs::place_name(lang, board, hq)
                ));
            }
            let text = if parts.is_empty() {
                word(lang, W::NOTHING).to_owned()
            } else {
                parts.join(" · ")
            };
            (force_name(lang, record, p), text)
        })
        .collect()
}

/// The dice the step rolled, attack and defence, or a line saying it rolled none.
pub(super) fn step_dice(
    lang: Signal<Lang>,
    battle: impl Fn() -> Option<(TerritoryId, TerritoryId, Vec<u8>, Vec<u8>)> + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <section class="dice-tray" data-testid="replay-dice" aria-label=say(lang, W::DICE_OF_THIS_STEP)>
            {move || match battle() {
                Some((_, _, attack, defend)) => view! {
                    <div class="pairs">
                        {attack.into_iter().map(|x| view! { <Die value=x attack=true label=format!("{} {x}", word(lang.get(), W::ATTACK_DIE)) /> }).collect_view()}
                        {defend.into_iter().map(|y| view! { <Die value=y attack=false label=format!("{} {y}", word(lang.get(), W::DEFENCE_DIE)) /> }).collect_view()}
                    </div>
                }.into_any(),
                None => view! { <p class="hint">{say(lang, W::NO_DICE_AT_THIS_STEP)}</p> }.into_any(),
            }}
        </section>
    }
}

/// The log's last lines up to the step, the latest first.
pub(super) fn step_log(
    lang: Signal<Lang>,
    replayer: StoredValue<Replayer>,
    p: Playback,
    position: Memo<GameState>,
) -> impl IntoView {
    let log = move || {
        let board = position.with(|s| s.board());
        replayer.with_value(|r| {
            let named = |seat: u8| force_named(r.record(), ForceId(seat));
            let mut lines: Vec<String> = r
                .events_until(p.step.get())
                .filter_map(|e| log_message(e, board))
                .map(|m| speak(lang.get(), &m, board, &named))
                .filter(|line| !line.is_empty())
                .collect();
            let keep = lines.len().saturating_sub(LOG_LINES);
            lines.drain(..keep);
            lines.reverse();
            lines
        })
    };
    view! {
        <section class="log" data-testid="replay-log" aria-live="polite">
            <ol>{move || log().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ol>
        </section>
    }
}

/// The players' secrets at the step: shown when the game is over, else after a "reveal all"
/// confirmation.
pub(super) fn secrets_panel(
    lang: Signal<Lang>,
    replayer: StoredValue<Replayer>,
    position: Memo<GameState>,
    revealed: RwSignal<bool>,
) -> impl IntoView {
    let reveal_asked = RwSignal::new(false);
    view! {
        <section class="secrets" data-testid="replay-secrets-panel">
            <Shown when=move || !revealed.get()>
                <button data-testid="replay-reveal" on:click=move |_| reveal_asked.set(true)>
                    {say(lang, W::REVEAL_ALL_HANDS_AND_MISSIONS)}
                </button>
            </Shown>
            <Shown when=move || reveal_asked.get() && !revealed.get()>
                <div role="alertdialog" aria-modal="true" class="confirm" data-testid="replay-reveal-confirm" aria-label=say(lang, W::REVEAL_ALL_HANDS_AND_MISSIONS_2)>
                    <p>{say(lang, W::EVERYONE_S_CARDS_AND_MISSIONS_WILL)}</p>
                    <button class="primary" data-testid="replay-reveal-yes" on:click=move |_| revealed.set(true)>{say(lang, W::SHOW_THEM)}</button>
                    <button on:click=move |_| reveal_asked.set(false)>{say(lang, W::CANCEL)}</button>
                </div>
            </Shown>
            <Shown when=move || revealed.get()>
                <ul data-testid="replay-secrets">
                    {move || replayer.with_value(|r| position.with(|s| secrets(lang.get(), r.record(), s)))
                        .into_iter()
                        .map(|(who, what)| view! { <li><strong>{who}</strong>{say(lang, W::NAME_COLON)}{what}</li> })
                        .collect_view()}
                </ul>
            </Shown>
        </section>
    }
}
