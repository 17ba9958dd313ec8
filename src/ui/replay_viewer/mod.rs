//! The replay viewer (issue 10): a finished or saved game watched step by step, scrubbed or
//! played at speed, with the map, the dice and the log in step. Hands and missions show only
//! once the game is over, or after a "reveal all" confirmation.
//!
//! The moving through steps is in `playback.rs`; what stands beside the map (dice, log,
//! secrets) in `step_panel.rs`.

mod playback;
mod step_panel;

use leptos::prelude::*;

use crate::ui::shown::Shown;

use super::board::drawings::DrawingComing;
use super::board::{BoardMap, MapMarks};
use super::phrases::say;
use super::refusals::{NotDone, replay_refusal};
use super::settings::Settings;
use super::stats_panel::StatsPanel;
use crate::engine::board::Board;
use crate::engine::i18n::Lang;
use crate::engine::record::Record;
use crate::engine::replayer::Replayer;
use crate::engine::state::Phase;
use crate::ui::words::W;
use playback::{Playback, controls};
use step_panel::{battle_of, secrets_panel, step_dice, step_log};

/// How the app opens the viewer on a record (from a slot, a file or the victory screen).
#[derive(Clone, Copy)]
pub struct OpenReplay(pub Callback<Record>);

/// The viewer over one record.
#[component]
pub fn ReplayViewer(lang: Signal<Lang>, record: Record) -> impl IntoView {
    match Replayer::new(record) {
        Ok(replayer) => view! { <Viewer lang=lang replayer=replayer /> }.into_any(),
        Err(error) => view! {
            <p class="notice" role="alert" data-testid="replay-error">
                {move || replay_refusal(lang.get(), NotDone::GameNotReplayable, &error)}
            </p>
        }
        .into_any(),
    }
}

/// The viewer's controls, map, dice, log and secrets.
#[component]
fn Viewer(lang: Signal<Lang>, replayer: Replayer) -> impl IntoView {
    let settings = expect_context::<RwSignal<Settings>>();
    let finished = replayer.record().result.is_some();
    let board_key = replayer.record().board.clone();
    let playback = Playback::new(replayer.len());
    let (step, last) = (playback.step, playback.last);
    let replayer = StoredValue::new(replayer);
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
    let status = move || {
        position.with(|s| {
            let over = matches!(s.phase, Phase::Finished { .. });
            let turn = (!over).then_some((s.turn.number, s.turn.current));
            let message = crate::ui::sentences::messages::replay_status(step.get(), last, turn);
            replayer.with_value(|r| {
                let named = |seat: u8| {
                    lamorisse_words::table::force_named(
                        r.record(),
                        crate::engine::state::ForceId(seat),
                    )
                };
                crate::ui::words::catalogs::speak(lang.get(), &message, s.board(), &named)
            })
        })
    };
    view! {
        <section class="replay" data-testid="replay" aria-label=say(lang, W::REPLAY)>
            {controls(lang, playback, stats_open)}
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
                    {step_dice(lang, battle)}
                    {step_log(lang, replayer, playback, position)}
                    {secrets_panel(lang, replayer, position, revealed)}
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
