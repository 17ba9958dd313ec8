//! What the game screen's panel holds: the step's own controls (shown on the smallest sheet),
//! the rest (the player's secret pieces, the public boards, the log, the saves), which step
//! opens the sheet by itself, and the line its handle shows.

use leptos::prelude::*;

use crate::engine::i18n::Lang;
use crate::engine::state::Phase;
use crate::ui::in_steps::{Part, drawn};
use crate::ui::saves_panel::SaveControls;
use crate::ui::settings::Settings;
use crate::ui::shown::Shown;
use crate::ui::store::GameStore;

use super::battle::{FortifyPanel, MoveIn};
use super::battlefield::DiceTray;
use super::cards::{Hand, MissionCard};
use super::continents::ContinentsPanel;
use super::empire::{EmpireBoards, PotionHand, Treasury};
use super::guard_prompt::{GuardAsk, GuardQuestion};
use super::headquarters::{CapitalCard, ChooseHeadquarters, HeadquartersList};
use super::hint::{Hint, HintButton};
use super::independents::{AllyReinforcements, StatusTrack};
use super::moment::Moment;
use super::objectives::{ClaimedObjectives, ObjectiveCards};
use super::reads::{log_words, with_state};
use super::rolled::RolledDice;
use super::story::{Log, SinceYourTurn};
use super::taps::Picked;
use super::teams::TeamsPanel;
use super::trade_track::TradeTrack;
use crate::ui::words::{W, word};

/// The step's own controls: the defender's question, the hint, moving in and fortifying, the
/// dice tray, the dice rolled, a headquarters or the ally's armies to place, what the bots did
/// since the player's turn and the hand when a set must be traded.
#[component]
pub(super) fn StepControls(
    lang: Signal<Lang>,
    moment: Moment,
    picked: Picked,
    /// The hint, when asked for.
    hint: RwSignal<Option<Hint>>,
    /// The defender's question.
    guard_ask: GuardAsk,
) -> impl IntoView {
    let settings = expect_context::<RwSignal<Settings>>();
    let Moment {
        phase,
        bot_turn,
        must_trade,
        current,
        covered,
        ..
    } = moment;
    let Picked { from, to } = picked;
    let hint_shown = move || {
        settings.get().hints
            && !bot_turn.get()
            && moment.steps_shown()
            && !matches!(phase.get(), Phase::Finished { .. })
    };
    view! {
        <Shown when=drawn(Part::Controls)>
        <GuardQuestion lang=lang ask=guard_ask />
        <Shown when=hint_shown>
            <section class="hint-panel">
                <HintButton lang=lang hint=hint />
            </section>
        </Shown>
        // A bot moves in and fortifies by itself: its sliders are not a person's to press. A
        // conquest's move-in comes before the roll that won it, so its button is in view on
        // the smallest sheet.
        <Shown when=move || !bot_turn.get()>
            <MoveIn lang=lang />
            <FortifyPanel lang=lang from=from to=to />
        </Shown>
        <DiceTray lang=lang from=from to=to covered=covered />
        <Shown when=move || !bot_turn.get()>
            <RolledDice lang=lang />
        </Shown>
        <Shown when=move || moment.in_private()>
            <ChooseHeadquarters lang=lang from=from />
            <AllyReinforcements lang=lang />
        </Shown>
        <Shown when=move || moment.since_first() && !must_trade.get()>
            <SinceYourTurn lang=lang seat=current />
        </Shown>
        <Shown when=move || must_trade.get() && moment.mine_to_see()>
            <Hand lang=lang />
        </Shown>
        </Shown>
    }
}

/// The rest of the panel, once the screen has drawn it: what the bots did (when a set to trade
/// comes first), the player's own pieces, the public boards and tracks, the log and the saves.
#[component]
pub(super) fn PanelPieces(lang: Signal<Lang>, moment: Moment, picked: Picked) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let Moment {
        must_trade,
        current,
        ..
    } = moment;
    let Picked { from, to } = picked;
    view! {
        <Shown when=drawn(Part::Panel)>
        // A set to trade comes first: what the bots did waits in the open panel.
        <Shown when=move || moment.since_first() && must_trade.get()>
            <SinceYourTurn lang=lang seat=current />
        </Shown>
        // The player's own pieces next, so a set to trade is in view too. The setup is played
        // in the open, so only a lone player sees their secret mission while placing (the book
        // deals it first).
        <Shown when=move || moment.mine_to_see()>
            <Treasury lang=lang from=from />
            <Shown when=move || !must_trade.get()>
                <Hand lang=lang />
            </Shown>
            <MissionCard lang=lang />
            <PotionHand lang=lang to=to />
            <CapitalCard lang=lang />
            <ObjectiveCards lang=lang />
        </Shown>
        <TradeTrack lang=lang />
        <ContinentsPanel lang=lang />
        <EmpireBoards lang=lang />
        <TeamsPanel lang=lang />
        <HeadquartersList lang=lang />
        <ClaimedObjectives lang=lang />
        <StatusTrack lang=lang />
        <Log lang=lang />
        // A phone holds no game: saving, exporting and the statistics are the host's (issue 38).
        <Shown when=move || !store.is_remote()>
            <SaveControls lang=lang />
            <crate::ui::link::dialog::PhonesButton lang=lang />
        </Shown>
        </Shown>
    }
}

/// The step that needs the panel's controls in view, by kind, if one does: the sheet opens by
/// itself for a conquest to move into, the dice rolled, cards to trade (with five cards or
/// more a set must be traded before placing), an attack chosen, or a move to size. Each kind
/// has its own number, so going from one to the next (a roll, then the conquest's move-in)
/// brings the panel back to its top, where the new step's controls are.
pub(super) fn step_needing_the_panel(
    store: GameStore,
    moment: Moment,
    picked: Picked,
    guard_ask: GuardAsk,
) -> Signal<Option<u8>> {
    Signal::derive(move || {
        // A defender's question opens the panel even in a bot's turn (the bots wait on it).
        if guard_ask.shown(store) {
            return Some(6);
        }
        if moment.bot_turn.get() || moment.handoff() {
            return None;
        }
        match moment.phase.get() {
            Phase::Occupy { .. } => Some(1),
            Phase::Rolled => Some(2),
            _ if moment.must_trade.get() => Some(3),
            _ if picked.declared(store, moment.phase) => Some(4),
            Phase::Fortify if picked.from.get().is_some() && picked.to.get().is_some() => Some(5),
            _ => None,
        }
    })
}

/// The line the closed sheet's handle shows: the latest event.
pub(super) fn latest_event(store: GameStore, lang: Signal<Lang>) -> Signal<String> {
    Signal::derive(move || {
        let board = with_state(store, |s| s.board());
        board
            .and_then(|board| {
                store.events.with(|events| {
                    events
                        .iter()
                        .rev()
                        .find_map(|e| log_words(store, lang.get(), e, board))
                })
            })
            .unwrap_or_else(|| word(lang.get(), W::CARDS_LOG_AND_SAVES).to_owned())
    })
}
