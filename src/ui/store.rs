//! The game in the browser: one store holds the engine's state and its record, and
//! [`GameStore::dispatch`] is the one point where the interface sends actions to the engine.

use leptos::prelude::*;

use crate::engine::action::{Action, Event, RuleError};
use crate::engine::board::TerritoryId;
use crate::engine::bot::Reflex;
use crate::engine::game::Outcome;
use crate::engine::link::FromPhone;
use crate::engine::record::{GameResult, Record, ReplayError, Seat, seat_colours};
use crate::engine::rules::RuleSet;
use crate::engine::setup::SetupError;
use crate::engine::state::{ForceId, GameState, Phase};
use crate::engine::undo::{UndoTrail, may_take_back};

/// The storage key of the autosave (the current game's record).
pub const AUTOSAVE_KEY: &str = "lamorisse.autosave";

/// How many of the latest events are kept: the log shows the last few, and the account of
/// the others' turns at a hand-off reads back to the incoming player's last turn, which a
/// round of battling bots can put a thousand events away.
const LOG_LENGTH: usize = 2_000;

/// A decision asked of the bots: the position it was asked in and, once come, the answer.
pub struct Asked {
    /// Which request this is (an answer to an older one is dropped).
    pub(super) id: u32,
    /// The position the bot decides in.
    pub(super) state: GameState,
    /// The bots' actions once answered, the next first (for the position `state`).
    pub(super) answer: Option<std::collections::VecDeque<Action>>,
}

/// The current game, shared by every component through context.
#[derive(Clone, Copy)]
pub struct GameStore {
    /// The engine's state, if a game is on.
    pub state: RwSignal<Option<GameState>>,
    /// The record of the game so far (the autosave).
    pub record: RwSignal<Option<Record>>,
    /// Each seat's name and bot level, from the record: told only when they change, where
    /// the record changes with every action (the names are read all over the table).
    pub seated: Memo<Vec<(String, Option<String>)>>,
    /// The most recent events, oldest first, for the log and the dice tray.
    pub events: RwSignal<Vec<Event>>,
    /// The last refused action's reason, shown until the next action.
    pub error: RwSignal<Option<RuleError>>,
    /// Whether defenders choose their dice after a hand-off (RULINGS R5), rather than always
    /// defending with the most allowed.
    pub defender_chooses: RwSignal<bool>,
    /// 003: an attack waiting for a human defender's answer with a defence potion, as
    /// (attacking, attacked) territories; bots wait meanwhile.
    pub guard_request: RwSignal<Option<(TerritoryId, TerritoryId)>>,
    /// An attack waiting for the dice of a defender playing on their phone (RULINGS R5,
    /// "defender chooses"; issue 38), as (attacking, attacked) territories and the attack
    /// dice: the host asks the phone; on the phone, the question on screen.
    pub dice_question: RwSignal<Option<(TerritoryId, TerritoryId, u8)>>,
    /// The dice a phone's defender answered, for the attack at this device that waits.
    pub dice_answer: RwSignal<Option<u8>>,
    /// 003: attacked territories whose holder declined to play a defence potion, with the
    /// turn number (they are not asked again that turn).
    pub declined: RwSignal<Vec<(u32, TerritoryId)>>,
    /// Bumped when the bots' thinking answers, so the bots' timer runs again at once.
    pub thinking: RwSignal<u32>,
    /// Whether the bots' thinking has been asked and has not answered yet (the player strip
    /// shows the bot to move thinking).
    pub waiting: RwSignal<bool>,
    /// How the bot of each seat answers when attacked (`None` for a human), rebuilt from the
    /// record's seats; their thinking runs off the page (src/ui/bots.rs).
    pub(super) bots: StoredValue<Vec<Option<Reflex>>>,
    /// The decision asked of the bots' thinking, and its answer once come.
    pub(super) asked: StoredValue<Option<Asked>>,
    /// The positions the deciding player may go back to (issue 10: never past a roll or a
    /// draw).
    undo_trail: StoredValue<UndoTrail>,
    /// Seats played on another device (issue 38): on the host, the seats with a phone; on a
    /// phone, every seat but its own. Nobody here acts for them, and no hand-off is needed.
    pub away: RwSignal<Vec<bool>>,
    /// On a phone: the host, where actions go instead of this device's engine.
    pub(super) remote: StoredValue<Option<Remote>, LocalStorage>,
    /// While a batch of actions is played ([`GameStore::in_one_batch`]): whether one changed
    /// the game, whose readers are then told once, at the batch's end.
    batch: StoredValue<Option<bool>>,
}

/// A phone's link to its host: actions are sent there and the host's views come back.
#[derive(Clone)]
pub struct Remote {
    /// Sends one message's text to the host.
    pub send: std::rc::Rc<dyn Fn(String)>,
    /// The host's position the next action is chosen at (its record's length, counting the
    /// actions this phone has sent since the last view).
    pub at: u64,
    /// Whether the host lets this seat take back its last step.
    pub can_undo: bool,
}

/// A host's view of a phone's seat, checked and ready to show.
pub struct RemoteView {
    /// The phone's seat.
    pub seat: u8,
    /// The game from the seat's position.
    pub record: Record,
    /// The position's state.
    pub state: GameState,
    /// The events since the last view (replayed from the host's record of them), or `None`
    /// on a first view, whose log starts empty.
    pub events: Option<Vec<Event>>,
}

/// What one bot step did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotStep {
    /// A bot acted.
    Acted,
    /// The bot to move is thinking (off the page): its answer wakes the bots' timer.
    Waiting,
    /// No bot acted (a human's turn, a human defender to answer, or a refused action).
    Idle,
}

impl BotStep {
    /// `Acted` when the dispatched action was applied, else `Idle`.
    pub(super) fn acted(applied: bool) -> BotStep {
        if applied {
            BotStep::Acted
        } else {
            BotStep::Idle
        }
    }
}

impl GameStore {
    /// An empty store.
    pub fn new() -> GameStore {
        let record = RwSignal::new(None::<Record>);
        let seated = Memo::new(move |_| {
            record.with(|r| {
                r.as_ref().map_or_else(Vec::new, |r| {
                    r.players
                        .iter()
                        .map(|p| (p.name.clone(), p.bot.clone()))
                        .collect()
                })
            })
        });
        GameStore {
            state: RwSignal::new(None),
            record,
            seated,
            events: RwSignal::new(Vec::new()),
            error: RwSignal::new(None),
            defender_chooses: RwSignal::new(false),
            guard_request: RwSignal::new(None),
            dice_question: RwSignal::new(None),
            dice_answer: RwSignal::new(None),
            thinking: RwSignal::new(0),
            waiting: RwSignal::new(false),
            declined: RwSignal::new(Vec::new()),
            bots: StoredValue::new(Vec::new()),
            asked: StoredValue::new(None),
            undo_trail: StoredValue::new(UndoTrail::new()),
            away: RwSignal::new(Vec::new()),
            remote: StoredValue::new_local(None),
            batch: StoredValue::new(None),
        }
    }

    /// Plays `actions` (several dispatches) and tells the readers of the state, the record and
    /// the events once, when it ends, rather than after each action: the page is drawn once
    /// for a bots' batch, and the reactive graph walked once (each walk is dear on a slow
    /// tablet, docs/bots.md "In the browser").
    pub fn in_one_batch<R>(&self, actions: impl FnOnce() -> R) -> R {
        self.batch.set_value(Some(false));
        let result = actions();
        if self.batch.get_value() == Some(true) {
            self.state.notify();
            self.record.notify();
            self.events.notify();
        }
        self.batch.set_value(None);
        result
    }

    /// Changes the game's `signal` by `edit`: its readers are told now, or at the end of the
    /// batch under way.
    fn change<T: Send + Sync + 'static>(&self, signal: RwSignal<T>, edit: impl FnOnce(&mut T)) {
        if self.batch.get_value().is_some() {
            signal.update_untracked(edit);
            self.batch.set_value(Some(true));
        } else {
            signal.update(edit);
        }
    }

    /// Forgets the other devices: a new or loaded game starts at this device alone.
    fn leave_links(&self) {
        self.remote.set_value(None);
        self.away.set(Vec::new());
    }

    /// On a phone that leaves its host's table: the seat's view and the link are forgotten.
    pub fn leave_table(&self) {
        if !self.is_remote() {
            return;
        }
        self.guard_request.set(None);
        self.dice_question.set(None);
        self.events.set(Vec::new());
        self.close();
    }

    /// Whether this device is a phone playing one seat of a game held by another device.
    pub fn is_remote(&self) -> bool {
        self.remote.with_value(Option::is_some)
    }

    /// The seat whose secrets (cards, missions, potions) this device shows: on a phone its
    /// own seat, always (issue 38); else the seat deciding, who holds the tablet.
    pub fn secrets_seat(&self, s: &GameState) -> ForceId {
        let own = self.is_remote().then(|| {
            self.away
                .with_untracked(|away| away.iter().position(|a| !a))
        });
        own.flatten()
            .map_or_else(|| s.deciding_seat(), |i| ForceId(i as u8))
    }

    /// Whether `seat` is played on another device (tracks [`GameStore::away`]).
    pub fn is_away(&self, seat: ForceId) -> bool {
        self.away
            .with(|away| away.get(usize::from(seat.0)).copied().unwrap_or(false))
    }

    /// On a phone: shows the host's view of the seat (already checked like a save), with the
    /// host's position and the latest events as the seat may see them.
    pub fn show_remote(&self, view: RemoteView, link: Remote) {
        let seat = usize::from(view.seat);
        let seats = view.record.players.len();
        self.bots.set_value((0..seats).map(|_| None).collect());
        self.away
            .set((0..seats).map(|other| other != seat).collect());
        self.remote.set_value(Some(link));
        match view.events {
            None => self.events.set(Vec::new()),
            Some(events) => self.events.update(|log| {
                log.extend(events);
                let excess = log.len().saturating_sub(LOG_LENGTH);
                log.drain(..excess);
            }),
        }
        self.defender_chooses.set(view.record.defender_chooses);
        self.state.set(Some(view.state));
        self.record.set(Some(view.record));
    }

    /// Sends a phone's message to its host; `false` when this device is not a phone. The
    /// host's position moves on by the action or undo sent.
    fn send_remote(&self, message: impl FnOnce(u64) -> FromPhone) -> bool {
        if !self.tell_host(message) {
            return false;
        }
        self.remote
            .update_value(|link| link.iter_mut().for_each(|l| l.at += 1));
        true
    }

    /// Sends a phone's message to its host, at the host's position, which the message does
    /// not move (a declined defence potion); `false` when this device is not a phone.
    pub fn tell_host(&self, message: impl FnOnce(u64) -> FromPhone) -> bool {
        let Some(link) = self.remote.get_value() else {
            return false;
        };
        (link.send)(message(link.at).to_text());
        self.error.set(None);
        true
    }

    /// Starts a new game.
    pub fn start(
        &self,
        rules: RuleSet,
        seats: Vec<Seat>,
        seed: u64,
        defender_chooses: bool,
    ) -> Result<(), SetupError> {
        let id = rules.id.clone();
        let chosen_setup = rules.setup;
        let state = GameState::with_colours(rules, seat_colours(&seats), seed)?;
        self.seat_bots(&seats, seed, &state.rules.board);
        let mut record = Record::new(&id, seats, seed).on_board(&state.rules.board);
        let book_setup = crate::engine::presets::preset(&id).map(|r| r.setup);
        record.setup = (book_setup != Some(chosen_setup)).then_some(chosen_setup);
        record.defender_chooses = defender_chooses;
        // The options chosen (001 experts, 004 progressive reinforcements) replay with the
        // record: an undo, an autosave and a saved slot keep them.
        record.toggles = state.rules.toggles;
        record.short_game =
            state.rules.win == (crate::engine::rules::WinCondition::Capitals { short: true });
        self.defender_chooses.set(defender_chooses);
        self.undo_trail.update_value(UndoTrail::clear);
        self.leave_links();
        self.events.set(Vec::new());
        self.error.set(None);
        self.state.set(Some(state));
        self.record.set(Some(record));
        Ok(())
    }

    /// Resumes a game from a stored record (an autosave, a slot or an imported file; compact
    /// or plain JSON).
    pub fn resume(&self, text: &str) -> Result<(), ReplayError> {
        let record = Record::from_stored(text)?;
        // Undo survives a reload: the trail is rebuilt with the position.
        // The log comes back too: the latest events of the replay (issue 23).
        let mut log = std::collections::VecDeque::new();
        let (state, trail) = UndoTrail::replay_with(&record, |events| {
            log.extend(events.iter().cloned());
            while log.len() > LOG_LENGTH {
                log.pop_front();
            }
        })?;
        let seed = match record.start {
            crate::engine::record::Start::Seed(seed) => seed,
            crate::engine::record::Start::Position(_) => 0,
        };
        self.seat_bots(&record.players, seed, &state.rules.board);
        self.defender_chooses.set(record.defender_chooses);
        self.undo_trail.set_value(trail);
        self.leave_links();
        self.events.set(log.into());
        self.error.set(None);
        self.state.set(Some(state));
        self.record.set(Some(record));
        Ok(())
    }

    /// Sends one action to the engine: applied and recorded, or refused with its reason. On a
    /// phone it goes to the host, which answers with the new view or its refusal.
    pub fn dispatch(&self, action: Action) -> bool {
        if self.is_remote() {
            // The phone checks the rules on its own position first, so a refusal is said at
            // once and in its player's language; the host checks again.
            let checked = self
                .state
                .with_untracked(|s| s.as_ref().map(|s| s.check(&action)));
            if let Some(Err(error)) = checked {
                self.error.set(Some(error));
                return false;
            }
            return self.send_remote(|at| FromPhone::Act { at, action });
        }
        let mut result = Err(RuleError::GameOver);
        let mut before = None;
        self.change(self.state, |state| {
            if let Some(state) = state {
                before = may_take_back(&action).then(|| state.clone());
                result = state.apply(&action);
                if let Ok(events) = &result {
                    self.undo_trail
                        .update_value(|trail| trail.note(before.take(), &action, events, state));
                }
            }
        });
        match result {
            Ok(events) => {
                let winner = self
                    .state
                    .with_untracked(|s| s.as_ref().and_then(|s| s.winner()));
                self.change(self.record, |record| {
                    if let Some(record) = record {
                        record.push(action, Outcome::of(&events));
                        record.result = winner.map(|w| GameResult { winner: w.0 });
                    }
                });
                self.change(self.events, |log| {
                    log.extend(events);
                    let excess = log.len().saturating_sub(LOG_LENGTH);
                    log.drain(..excess);
                });
                if self.error.with_untracked(Option::is_some) {
                    self.error.set(None);
                }
                true
            }
            Err(error) => {
                self.error.set(Some(error));
                false
            }
        }
    }

    /// Whether a seat is played by a bot.
    /// On a phone the host plays the bots: the record says which seats they are.
    pub fn is_bot(&self, seat: ForceId) -> bool {
        let index = usize::from(seat.0);
        self.bots
            .with_value(|bots| matches!(bots.get(index), Some(Some(_))))
            || self.is_remote()
                && self.record.with_untracked(|r| {
                    r.as_ref()
                        .and_then(|r| r.players.get(index))
                        .is_some_and(|p| p.bot.is_some())
                })
    }

    /// How many seats humans play at this device (tracks the seats and the seats away).
    pub fn human_count(&self) -> usize {
        let away = self.away.get();
        self.seated.with(|seats| {
            seats
                .iter()
                .enumerate()
                .filter(|(i, (_, bot))| bot.is_none() && !away.get(*i).copied().unwrap_or(false))
                .count()
        })
    }

    /// Whether a bot, or a seat played on another device, is to move in a game still on
    /// (tracks the state): nobody at this device acts.
    pub fn bot_to_move(&self) -> bool {
        self.seat_to_move()
            .is_some_and(|seat| self.is_bot(seat) || self.is_away(seat))
    }

    /// The seat deciding now, in a game still on (tracks the state).
    fn seat_to_move(&self) -> Option<ForceId> {
        self.state.with(|s| {
            s.as_ref()
                .filter(|s| !matches!(s.phase, Phase::Finished { .. }))
                .map(|s| s.deciding_seat())
        })
    }

    /// Whether a bot this device plays is to move in a game still on (tracks the state): not a
    /// seat played on another device, and never on a phone (the host plays the bots).
    pub fn local_bot_to_move(&self) -> bool {
        !self.is_remote()
            && self
                .seat_to_move()
                .is_some_and(|seat| self.is_bot(seat) && !self.is_away(seat))
    }

    /// Whether the player deciding now, a human, may take back their last step: a
    /// placement, a move-in, a fortification or the end of the attacks, back to the last
    /// roll, draw or hand-over and never further (tracks the record).
    pub fn can_undo(&self) -> bool {
        self.record.track();
        if let Some(link) = self.remote.get_value() {
            return link.can_undo;
        }
        let seat = self.state.with(|s| s.as_ref().map(|s| s.deciding_seat()));
        seat.is_some_and(|seat| {
            !self.is_bot(seat) && self.undo_trail.with_value(|trail| trail.can_undo(seat))
        })
    }

    /// Takes back the last step (see [`GameStore::can_undo`]): the position before it
    /// returns, with its generator, and the step leaves the record and the log.
    pub fn undo(&self) {
        if self.send_remote(|at| FromPhone::Undo { at }) {
            return;
        }
        if !self.can_undo() {
            return;
        }
        let Some(mut record) = self.record.get_untracked() else {
            return;
        };
        let Some((state, events)) = self
            .undo_trail
            .try_update_value(|t| t.undo(&mut record))
            .flatten()
        else {
            return;
        };
        self.events
            .update(|log| log.truncate(log.len().saturating_sub(events)));
        self.state.set(Some(state));
        self.record.set(Some(record));
        self.error.set(None);
    }

    /// Ends the game on screen (the autosave stays for Continue); a phone leaves its host.
    pub fn close(&self) {
        self.remote.set_value(None);
        self.away.set(Vec::new());
        self.state.set(None);
        self.record.set(None);
    }
}

impl Default for GameStore {
    fn default() -> GameStore {
        GameStore::new()
    }
}
