//! The game screen: the map with army tokens, the phase banner, the dice tray, the hand, the
//! trade track, missions, the hand-off screen, the log and the victory screen. Every rule
//! decision is the engine's: this screen asks it (`check`, `legal_actions`, `view_for`) and
//! sends actions through [`GameStore::dispatch`].

use leptos::prelude::*;

use crate::ui::in_steps::Drawing;

mod banner;
// The banner as a message of the catalogs, which `banner` says.
mod banner_message;
mod battle;
mod battlefield;
mod board_area;
mod bot_timer;
mod card_art;
mod cards;
mod continents;
pub(crate) mod die;
mod empire;
mod game_bar;
mod guard_prompt;
mod handoff;
mod headquarters;
mod hint;
mod independents;
mod moment;
mod objectives;
mod panel;
mod passing;
mod phone_defence;
mod players;
mod reads;
mod rolled;
mod sheet;
mod steps;
mod story;
mod table_marks;
mod taps;
mod teams;
mod toast;
mod trade_track;

use board_area::BoardArea;
use bot_timer::drive_bots;
use game_bar::GameBar;
use guard_prompt::{GuardAsk, GuardHandOff};
use handoff::HandOff;
use hint::Hint;
use moment::Moment;
use panel::{PanelPieces, StepControls, latest_event, step_needing_the_panel};
use players::PlayerStrip;
use reads::with_state;
use sheet::ControlPanel;
use story::Victory;
use table_marks::map_marks;
use taps::{Picked, clear_on_new_step};
use toast::RefusalToast;

use super::settings::Settings;
use super::shown::Shown;
use super::store::GameStore;
use crate::engine::board::TerritoryId;
use crate::engine::i18n::Lang;
use crate::engine::state::ForceId;

/// The game screen: its state and derived signals first, then one effect per thing it keeps
/// in step, then the view, made of the parts above.
#[component]
pub fn Table(
    lang: Signal<Lang>,
    /// The game bar's leading control (back to the title).
    #[prop(into)]
    lead: ViewFn,
    /// The game bar's trailing controls (the language switch).
    #[prop(into)]
    trail: ViewFn,
) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let settings = expect_context::<RwSignal<Settings>>();
    // The screen comes in steps, the land first (`in_steps.rs`).
    let drawing = Drawing::begin();
    let moment = Moment::new(store);
    let picked = Picked::new();
    let per_tap = RwSignal::new(1u32);
    // The Expert bot's suggestion, when asked for (settings: hints).
    let hint = RwSignal::new(None::<Hint>);
    // Issue 38: a table held here sends each phone its seat's view after every change.
    if !store.is_remote() {
        crate::ui::link::table::hold_table(store, lang);
    }
    phone_defence::draw_questions(store, lang);
    // The bots' turns, played by their timer (bot_timer.rs).
    let skipping = drive_bots(store, settings, moment.bot_turn);
    clear_on_new_step(store, moment, picked);
    let tap = Callback::new(move |t: TerritoryId| {
        taps::tap(store, moment, picked, per_tap.get_untracked(), t);
    });
    let board_key =
        Memo::new(move |_| with_state(store, |s| s.rules.board.clone()).unwrap_or_default());
    reset_per_tap(moment, per_tap);
    // A bot this device plays is to move (not a seat on a phone, and nobody on a phone: the
    // host plays the bots); without a delay (animations off, or "skip to my turn") the map
    // follows it more quietly.
    let rushing = move || {
        store.local_bot_to_move()
            && (skipping.get() || settings.with(|s| s.animation.bot_step_ms() == 0))
    };
    let marks = map_marks(store, (moment, picked), hint, rushing);
    let guard_ask = GuardAsk::new(Signal::derive(move || moment.humans()));
    let needed = step_needing_the_panel(store, moment, picked, guard_ask);
    let summary = latest_event(store, lang);
    // The bottom sheet leaves the board the height it needs to fit the width.
    let board_ratio = move || {
        crate::ui::board::drawings::ready(&board_key.get());
        let geometry = crate::ui::board::geometry::BoardGeometry::for_board(&board_key.get());
        format!("--board-ratio: {:.4}", geometry.height / geometry.width)
    };
    view! {
        <div class="table-screen" data-drawn=move || drawing.done().then_some("all")>
            <GameBar lang=lang moment=moment picked=picked per_tap=per_tap skipping=skipping lead=lead trail=trail />
            <PlayerStrip lang=lang />
            <div class="table-main">
                <RefusalToast lang=lang />
                <div class="table-body" class:asking=move || store.asks_dice_here() style=board_ratio>
                    <BoardArea lang=lang board_key=board_key marks=marks on_tap=tap rushing=rushing />
                    <ControlPanel lang=lang needed=needed summary=summary step=move || view! {
                        <StepControls lang=lang moment=moment picked=picked hint=hint guard_ask=guard_ask />
                    }>
                        <PanelPieces lang=lang moment=moment picked=picked />
                    </ControlPanel>
                </div>
                <Shown when=move || moment.handoff()>
                    <HandOff lang=lang moment=moment />
                </Shown>
                <GuardHandOff lang=lang ask=guard_ask />
                <Victory lang=lang />
            </div>
        </div>
    }
}

/// The armies-per-tap stepper goes back to 1 when another player takes the tablet, and at
/// each new turn.
fn reset_per_tap(moment: Moment, per_tap: RwSignal<u32>) {
    let store = expect_context::<GameStore>();
    let owner = StoredValue::new(None::<(ForceId, u32)>);
    let turn_number = Memo::new(move |_| with_state(store, |s| s.turn.number).unwrap_or(0));
    Effect::new(move |_| {
        let now = (moment.current.get(), turn_number.get());
        if !moment.bot_turn.get() && owner.get_value() != Some(now) {
            owner.set_value(Some(now));
            per_tap.set(1);
        }
    });
}
