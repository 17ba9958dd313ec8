//! The game screen: the map with army tokens, the phase banner, the dice tray, the hand, the
//! trade track, missions, the hand-off screen, the log and the victory screen. Every rule
//! decision is the engine's: this screen asks it (`check`, `legal_actions`, `view_for`) and
//! sends actions through [`GameStore::dispatch`].

use leptos::prelude::*;

use crate::ui::in_steps::{Drawing, Part, drawn};
use crate::ui::shown::Shown;

mod banner;
mod battle;
mod battlefield;
mod bot_timer;
mod card_art;
mod cards;
mod continents;
pub(crate) mod die;
mod empire;
mod guard_prompt;
mod headquarters;
mod hint;
mod independents;
mod objectives;
mod phone_defence;
mod players;
mod reads;
mod rolled;
mod sheet;
mod steps;
mod story;
mod table_marks;
mod teams;

use battle::{FortifyPanel, MoveIn};
use battlefield::DiceTray;
use bot_timer::drive_bots;
use cards::{Hand, MissionCard, TradeTrack};
use continents::ContinentsPanel;
use empire::{EmpireBoards, PotionHand, Treasury};
use guard_prompt::{GuardAsk, GuardHandOff, GuardQuestion};
use headquarters::{CapitalCard, ChooseHeadquarters, HeadquartersList};
use hint::{Hint, HintButton};
use independents::{AllyReinforcements, StatusTrack};
use objectives::{ClaimedObjectives, ObjectiveCards};
use players::PlayerStrip;
use reads::{seat_name, seat_pin, set_if_changed, with_state};
use rolled::RolledDice;
use sheet::ControlPanel;
use steps::{EndPhase, PerTap, attack_from, fortify_roles, last_attack};
use story::{Log, SinceYourTurn, Victory};
use table_marks::{TableChoices, table_marks};
use teams::TeamsPanel;

use super::board::drawings::DrawingComing;
use super::board::{BoardMap, MapMarks};
use super::phrases::{log_line, say, tr};
use super::saves_panel::SaveControls;
use super::settings::Settings;
use super::store::GameStore;
use crate::engine::action::{Action, RuleError};
use crate::engine::board::{Board, TerritoryId};
use crate::engine::i18n::Lang;
use crate::engine::state::{ForceId, Phase};
use crate::ui::link::dialog::PhoneForSeat;

/// The game screen.
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
    let from = RwSignal::new(None::<TerritoryId>);
    let to = RwSignal::new(None::<TerritoryId>);
    // Set while another player holds the tablet mid-turn (a defender choosing dice).
    let covered = RwSignal::new(false);
    let per_tap = RwSignal::new(1u32);
    // The Expert bot's suggestion, when asked for (settings: hints).
    let hint = RwSignal::new(None::<Hint>);
    let revealed = RwSignal::new(None::<ForceId>);
    let pin_entry = RwSignal::new(String::new());
    let pin_wrong = RwSignal::new(false);
    let humans = move || store.human_count();
    // Issue 38: a table held here sends each phone its seat's view after every change.
    if !store.is_remote() {
        crate::ui::link::table::hold_table(store, lang);
    }
    phone_defence::draw_questions(store, lang);
    // The seat holding the tablet: the player to move, or their opponent while placing the
    // 004 neutral's reinforcements.
    let current =
        Memo::new(move |_| with_state(store, |s| s.deciding_seat()).unwrap_or(ForceId(0)));
    let bot_turn = Memo::new(move |_| store.bot_to_move());
    // The bots' turns, played by their timer (bot_timer.rs).
    let skipping = drive_bots(store, settings, bot_turn);
    let phase = Memo::new(move |_| with_state(store, |s| s.phase).unwrap_or(Phase::Claim));
    // A new player or a new step clears the selection (a roll waiting for the attacker's
    // choice keeps it); after moving into a conquest the attack goes on from there when it
    // can: the conquered territory is chosen.
    Effect::new(move |before: Option<(ForceId, Phase)>| {
        let now = (current.get(), phase.get());
        if let Some((seat, was)) = before
            && (seat, was) != now
        {
            let keep = seat == now.0
                && matches!(
                    (was, now.1),
                    (Phase::Attack, Phase::Rolled) | (Phase::Rolled, Phase::Attack)
                );
            if let (Phase::Occupy { to: taken, .. }, Phase::Attack) = (was, now.1) {
                let onwards = with_state(store, |s| {
                    s.legal_actions()
                        .iter()
                        .any(|a| matches!(a, Action::Attack { from, .. } if *from == taken))
                })
                .unwrap_or(false);
                set_if_changed(from, onwards.then_some(taken));
                set_if_changed(to, None);
            } else if !keep {
                set_if_changed(from, None);
                set_if_changed(to, None);
            }
        }
        now
    });
    // Setup is played in the open, claim after claim: no hand-off, and no secrets shown.
    let setting_up = move || matches!(phase.get(), Phase::Claim | Phase::PlaceStartingArmies);
    let handoff = move || {
        humans() >= 2
            && !bot_turn.get()
            && revealed.get() != Some(current.get())
            && !setting_up()
            && !matches!(phase.get(), Phase::Finished { .. })
    };
    // An attack declared (attacking and attacked territories chosen) and not yet rolled: a
    // choice on screen, which Undo withdraws.
    let declared = move || {
        phase.get() == Phase::Attack
            && to.get().is_some_and(|t| {
                with_state(store, |s| !s.team_holds(t, s.turn.current)).unwrap_or(false)
            })
    };
    let tap = Callback::new(move |t: TerritoryId| {
        // A defender's question waits on its answer: the map only shows its battle.
        if handoff() || bot_turn.get_untracked() || store.guard_request.get_untracked().is_some() {
            return;
        }
        let me = current.get_untracked();
        let Some((mine, reserve, room)) = with_state(store, |s| {
            (
                // Armies of the player's own stand here (000 teams: in a shared one too).
                s.holding(t).share(me) > 0,
                s.turn.reserve,
                s.room(t),
            )
        }) else {
            return;
        };
        match phase.get_untracked() {
            Phase::Claim => {
                store.dispatch(Action::Claim { territory: t });
            }
            Phase::PlaceStartingArmies => {
                // 002: each places their whole remainder, several armies a tap if they wish.
                let left = with_state(store, |s| s.force(s.starting_army_force()).setup_armies)
                    .unwrap_or(1);
                for _ in 0..per_tap.get_untracked().min(left).max(1) {
                    if !store.dispatch(Action::PlaceStartingArmy { territory: t }) {
                        break;
                    }
                }
            }
            Phase::Reinforce => {
                let armies = per_tap.get_untracked().min(reserve).min(room).max(1);
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
                    // Only a territory that can attack is chosen; another says why not.
                    match with_state(store, |s| attack_from(s, t)) {
                        Some(Ok(())) => {
                            from.set(Some(t));
                            to.set(None);
                        }
                        Some(Err(why)) => store.error.set(Some(why)),
                        None => {}
                    }
                } else if let Some(f) = from.get_untracked() {
                    // Only a neighbour can be attacked: a tap elsewhere chooses nothing.
                    let borders = with_state(store, |s| s.board().are_adjacent(f, t));
                    if borders == Some(true) {
                        to.set(Some(t));
                    }
                }
            }
            Phase::ChooseHeadquarters => {
                // Chosen in secret: a tap selects, the panel's button confirms.
                from.set((mine && from.get_untracked() != Some(t)).then_some(t));
            }
            Phase::Fortify => {
                // A move's source is one the rules let move; another tap of the player's own
                // says why it cannot.
                let chosen = from.get_untracked();
                let (source, target) =
                    with_state(store, |s| fortify_roles(s, chosen, t)).unwrap_or_default();
                if chosen == Some(t) {
                    from.set(None);
                    to.set(None);
                } else if target {
                    to.set(Some(t));
                } else if source {
                    from.set(Some(t));
                    to.set(None);
                } else if mine {
                    store.error.set(Some(RuleError::BadFortify));
                }
            }
            _ => {}
        }
    });
    let board_key =
        Memo::new(move |_| with_state(store, |s| s.rules.board.clone()).unwrap_or_default());
    // The armies-per-tap stepper goes back to 1 when another player takes the tablet, and at
    // each new turn.
    let stepper_owner = StoredValue::new(None::<(ForceId, u32)>);
    let turn_number = Memo::new(move |_| with_state(store, |s| s.turn.number).unwrap_or(0));
    Effect::new(move |_| {
        let owner = (current.get(), turn_number.get());
        if !bot_turn.get() && stepper_owner.get_value() != Some(owner) {
            stepper_owner.set_value(Some(owner));
            per_tap.set(1);
        }
    });
    // A bot this device plays is to move (not a seat on a phone, and nobody on a phone: the
    // host plays the bots); without a delay (animations off, or "skip to my turn") the map
    // follows it more quietly.
    let local_bot = move || store.local_bot_to_move();
    let rushing = move || {
        local_bot() && (skipping.get() || settings.with(|s| s.animation.bot_step_ms() == 0))
    };
    let marks: Signal<MapMarks> = Memo::new(move |_| {
        store.state.with(|state| {
            let Some(state) = state else {
                return MapMarks::default();
            };
            let choices = TableChoices {
                from: from.get(),
                to: to.get(),
                declared: declared(),
                bot_turn: bot_turn.get(),
                bot_attack: bot_turn
                    .get()
                    .then(|| store.events.with(|events| last_attack(events, state.phase)))
                    .flatten(),
                rushing: rushing(),
                asked: store
                    .guard_request
                    .get()
                    .or_else(|| store.dice_question.get().map(|(from, to, _)| (from, to))),
                hint: Hint::current(hint, store).and_then(|h| h.mark()),
                patterns: settings.get().patterns,
            };
            table_marks(state, &choices)
        })
    })
    .into();
    // The world turned about for an attack across its date line, and on a phone already when
    // the territory chosen has a target across it (Kamchatka beside Alaska, no hop to find it).
    // Not while bots play without a delay: their attacks pass faster than the eye, and each
    // turn draws the whole world anew (some 200 ms on a slow tablet).
    let turned = Memo::new(move |_| {
        if rushing() {
            return false;
        }
        let geometry = crate::ui::board::geometry::BoardGeometry::for_board(&board_key.get());
        marks.with(|m| {
            crate::ui::board::crosses_seam(geometry, m)
                || (crate::ui::board::choices_cross_seam(geometry, m) && crate::ui::screen::phone())
        })
    });
    // The sheet opens by itself when a step needs its controls: a conquest to move into, the
    // dice rolled, cards to trade, an attack chosen, or a move to size. Each kind of step has
    // its own number, so going from one to the next (a roll, then the conquest's move-in)
    // brings the panel back to its top, where the new step's controls are.
    // With five cards or more, a set must be traded before placing: the hand is the step's
    // control.
    let must_trade =
        Memo::new(move |_| with_state(store, |s| s.must_trade_before_placing()).unwrap_or(false));
    let guard_ask = GuardAsk::new(Signal::derive(humans));
    let needed = Signal::derive(move || {
        // A defender's question opens the panel even in a bot's turn (the bots wait on it).
        if guard_ask.shown(store) {
            return Some(6);
        }
        if bot_turn.get() || handoff() {
            return None;
        }
        match phase.get() {
            Phase::Occupy { .. } => Some(1),
            Phase::Rolled => Some(2),
            _ if must_trade.get() => Some(3),
            _ if declared() => Some(4),
            Phase::Fortify if from.get().is_some() && to.get().is_some() => Some(5),
            _ => None,
        }
    });
    // The handle of the closed sheet tells the latest event.
    let summary = Signal::derive(move || {
        let name = |seat: u8| seat_name(store, lang.get(), seat);
        let board = with_state(store, |s| s.board());
        board
            .and_then(|board| {
                store.events.with(|events| {
                    events
                        .iter()
                        .rev()
                        .find_map(|e| log_line(lang.get(), e, board, &name))
                })
            })
            .unwrap_or_else(|| {
                tr(
                    lang.get(),
                    "Cards, log and saves",
                    "Cartes, journal et sauvegardes",
                )
                .to_owned()
            })
    });
    let steps_shown = move || !handoff() && !covered.get();
    // Alone against bots, the turn begins with what they did meanwhile (a pass-and-play game
    // says it on the hand-off screen).
    let since_first = move || humans() == 1 && !bot_turn.get() && phase.get() == Phase::Reinforce;
    // The player's own secret pieces show only to them (setup is played in the open, so only
    // a lone player sees theirs then).
    // A phone shows its own seat's secrets at every moment (issue 38: nobody else looks).
    let mine_to_see = move || {
        store.is_remote()
            || !handoff() && !covered.get() && (!setting_up() || humans() == 1) && !bot_turn.get()
    };
    // The refusal's message goes after four seconds (a timer: the outside world), unless a
    // newer one came meanwhile.
    let refusals = StoredValue::new(0u32);
    Effect::new(move |_| {
        if store.error.with(Option::is_some) {
            refusals.update_value(|n| *n = n.wrapping_add(1));
            let this = refusals.get_value();
            set_timeout(
                move || {
                    if refusals.try_get_value() == Some(this) {
                        store.error.set(None);
                    }
                },
                std::time::Duration::from_secs(4),
            );
        }
    });
    view! {
        <div class="table-screen" data-drawn=move || drawing.done().then_some("all")>
            <div class="game-bar">
                {lead.run()}
                <h1 class="visually-hidden">"Lamorisse"</h1>
                <p class="phase" class:bot=move || bot_turn.get() data-testid="phase" role="status">
                    {move || with_state(store, |s| banner::banner(store, lang.get(), s, bot_turn.get(), (from.get(), to.get())))}
                </p>
                <Shown when=steps_shown>
                    <PerTap lang=lang per_tap=per_tap phase=phase />
                    <Shown when=move || !bot_turn.get() && (declared() || store.can_undo())>
                        <button data-testid="undo" on:click=move |_| {
                            // An attack declared but not rolled is withdrawn first (issue 10).
                            if declared() {
                                from.set(None);
                                to.set(None);
                            } else {
                                store.undo();
                            }
                        }>
                            {say(lang, "Undo", "Annuler")}
                        </button>
                    </Shown>
                    <Shown when=move || !bot_turn.get()>
                        <EndPhase lang=lang phase=phase />
                    </Shown>
                </Shown>
                // Only a bot this device plays can be hurried (not a phone's player; on a phone,
                // nobody: the host plays the bots).
                <Shown when=local_bot>
                    <button class="primary" data-testid="skip-bots" disabled=move || skipping.get() on:click=move |_| skipping.set(true)>
                        {say(lang, "Skip to my turn", "Passer à mon tour")}
                    </button>
                </Shown>
                {trail.run()}
            </div>
            <PlayerStrip lang=lang />
            <div class="table-main">
                // A refusal floats over the player strip, so the layout never jumps and the
                // map's names stay in view, and fades after a few seconds (it lets taps
                // through).
                <Shown when=move || store.error.get().is_some()>
                    <p class="notice toast" role="alert">
                        {move || store.error.get().map(|e| crate::ui::refusals::refusal(lang.get(), &e))}
                    </p>
                </Shown>
                <div class="table-body" class:asking=move || store.asks_dice_here() style=move || {
                    // The bottom sheet leaves the board the height it needs to fit the width.
                    crate::ui::board::drawings::ready(&board_key.get());
                    let geometry = crate::ui::board::geometry::BoardGeometry::for_board(&board_key.get());
                    format!("--board-ratio: {:.4}", geometry.height / geometry.width)
                }>
                    <div class="board-scroll beside-sheet">
                        {move || {
                            // The preset's board (004 plays on Europe in 1810), drawn anew if a
                            // loaded game changes it, once its drawing is here.
                            if !crate::ui::board::drawings::ready(&board_key.get()) {
                                return view! { <DrawingComing lang=lang /> }.into_any();
                            }
                            let board = Board::by_key(&board_key.get()).unwrap_or_else(Board::world);
                            // An attack across the world's date line: the world turned about.
                            let turned = turned.get();
                            view! { <BoardMap lang=lang board=board marks=marks on_tap=tap turned=turned /> }.into_any()
                        }}
                    </div>
                    <ControlPanel lang=lang needed=needed summary=summary step=move || view! {
                        <Shown when=drawn(Part::Controls)>
                        <GuardQuestion lang=lang ask=guard_ask />
                        <Shown when=move || settings.get().hints && !bot_turn.get() && !handoff() && !covered.get() && !matches!(phase.get(), Phase::Finished { .. })>
                            <section class="hint-panel">
                                <HintButton lang=lang hint=hint />
                            </section>
                        </Shown>
                        // A bot moves in and fortifies by itself: its sliders are not a
                        // person's to press. A conquest's move-in comes before the roll that
                        // won it, so its button is in view on the smallest sheet.
                        <Shown when=move || !bot_turn.get()>
                            <MoveIn lang=lang />
                            <FortifyPanel lang=lang from=from to=to />
                        </Shown>
                        <DiceTray lang=lang from=from to=to covered=covered />
                        <Shown when=move || !bot_turn.get()>
                            <RolledDice lang=lang />
                        </Shown>
                        <Shown when=move || !handoff() && !covered.get() && (!setting_up() || humans() == 1) && !bot_turn.get()>
                            <ChooseHeadquarters lang=lang from=from />
                            <AllyReinforcements lang=lang />
                        </Shown>
                        <Shown when=move || since_first() && !must_trade.get()>
                            <SinceYourTurn lang=lang seat=current />
                        </Shown>
                        <Shown when=move || must_trade.get() && mine_to_see()>
                            <Hand lang=lang />
                        </Shown>
                        </Shown>
                    }>
                        <Shown when=drawn(Part::Panel)>
                        // A set to trade comes first: what the bots did waits in the open panel.
                        <Shown when=move || since_first() && must_trade.get()>
                            <SinceYourTurn lang=lang seat=current />
                        </Shown>
                        // The player's own pieces next, so a set to trade is in view too. The
                        // setup is played in the open, so only a lone player sees their secret
                        // mission while placing (the book deals it first).
                        <Shown when=mine_to_see>
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
                        // A phone holds no game: saving, exporting and the statistics are the
                        // host's (issue 38).
                        <Shown when=move || !store.is_remote()>
                            <SaveControls lang=lang />
                            <crate::ui::link::dialog::PhonesButton lang=lang />
                        </Shown>
                        </Shown>
                    </ControlPanel>
                </div>
                <Shown when=handoff>
                    <div class="overlay" data-testid="handoff" role="dialog" aria-modal="true" aria-label=say(lang, "Pass the tablet", "Passer la tablette")>
                        <p class="handoff-text">
                            {move || format!("{} {}", tr(lang.get(), "Pass the tablet to", "Passez la tablette à"), seat_name(store, lang.get(), current.get().0))}
                        </p>
                        <SinceYourTurn lang=lang seat=current />
                        <Shown when=move || seat_pin(store, current.get().0).is_some()>
                            <input
                                class="pin"
                                type="password"
                                inputmode="numeric"
                                maxlength="4"
                                data-testid="handoff-pin"
                                aria-label=say(lang, "Your PIN", "Votre PIN")
                                placeholder=say(lang, "Your PIN", "Votre PIN")
                                prop:value=move || pin_entry.get()
                                on:input=move |ev| pin_entry.set(event_target_value(&ev))
                            />
                        </Shown>
                        <Shown when=move || pin_wrong.get()>
                            <p role="alert">{move || if pin_entry.get().is_empty() {
                                tr(lang.get(), "Type your PIN first.", "Tapez d’abord votre PIN.")
                            } else {
                                tr(lang.get(), "That PIN is not right.", "Ce PIN n’est pas le bon.")
                            }}</p>
                        </Shown>
                        <PhoneForSeat lang=lang seat=Signal::derive(move || current.get()) />
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
                            {move || format!("{} {}", tr(lang.get(), "I am", "Je suis"), seat_name(store, lang.get(), current.get().0))}
                        </button>
                    </div>
                </Shown>
                <GuardHandOff lang=lang ask=guard_ask />
                <Victory lang=lang />
            </div>
        </div>
    }
}
