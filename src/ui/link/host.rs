//! The host's side of a table of several devices (issue 38): for each seat played on a
//! phone, the invitation, the channel, the views sent after every change, and the referee's
//! check of every message before the game sees it.

use leptos::prelude::*;

use super::js::Channel;
use crate::engine::action::Action;
use crate::engine::link::{self, FromPhone, Question, Refusal, ToPhone};
use crate::engine::state::ForceId;
use crate::engine::state::GameState;
use crate::ui::storage;
use crate::ui::store::GameStore;

/// Where the seats on phones are remembered, so a reloaded host waits for them.
const PHONES_KEY: &str = "lamorisse.phones";

/// Set by the wizard when the people play on their own phones: the table opens each
/// person's invitation in turn.
#[derive(Clone, Copy)]
pub struct PhonesAtStart(pub RwSignal<bool>);

/// Where a seat's phone stands, as the host shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phone {
    /// The seat is played at this device.
    Here,
    /// The phone is connected and plays the seat.
    Joined,
    /// The phone went away (asleep, off the Wi-Fi, reloaded): the seat waits for it.
    Waiting,
}

/// The host's phones, shared through context while a game is on.
#[derive(Clone, Copy)]
pub struct LinkHost {
    /// Each seat's phone.
    pub phones: RwSignal<Vec<Phone>>,
    /// Whether the Phones dialog is open.
    pub dialog: RwSignal<bool>,
    /// The seat whose invitation is on screen.
    pub inviting: RwSignal<Option<usize>>,
    /// Whether, once a phone joins, the next person's invitation follows (the wizard's "on
    /// their own phones").
    pub chain: RwSignal<bool>,
    /// Messages refused from phones, newest last (a few are kept, for the panel and tests).
    pub refused: RwSignal<Vec<(u8, Refusal)>>,
    /// Each seat's open channel.
    channels: StoredValue<Vec<Option<Channel>>, LocalStorage>,
    /// Each seat's last view: the game's state then and how many actions its record held,
    /// so the next view tells what happened since.
    sent: StoredValue<Vec<Option<(GameState, usize)>>, LocalStorage>,
    /// A phone's attack held while its defender answers a question (003's defence potion, or
    /// the dice when defenders choose), on a phone or at this device: the attacking seat and
    /// its action.
    held: StoredValue<Option<(usize, Action)>, LocalStorage>,
}

impl LinkHost {
    /// The host's phones for the game in `store`, waiting for the seats that had one before
    /// a reload.
    pub fn new(store: GameStore) -> LinkHost {
        let seats = store
            .record
            .with_untracked(|r| r.as_ref().map_or(0, |r| r.players.len()));
        let mut phones = vec![Phone::Here; seats];
        let remembered = storage::read(PHONES_KEY).unwrap_or_default();
        if remembered.split(';').next() == Some(&game_key(store)) {
            for seat in remembered
                .split(';')
                .skip(1)
                .filter_map(|s| s.parse::<usize>().ok())
            {
                if let Some(phone) = phones.get_mut(seat) {
                    *phone = Phone::Waiting;
                }
            }
        }
        let host = LinkHost {
            phones: RwSignal::new(phones),
            dialog: RwSignal::new(false),
            inviting: RwSignal::new(None),
            chain: RwSignal::new(false),
            refused: RwSignal::new(Vec::new()),
            channels: StoredValue::new_local(vec![None; seats]),
            sent: StoredValue::new_local(vec![None; seats]),
            held: StoredValue::new_local(None),
        };
        host.mark_away(store);
        host
    }

    /// Seats with a phone (joined or awaited) are away from this device; remembered for a
    /// reload.
    fn mark_away(&self, store: GameStore) {
        let away: Vec<bool> = self
            .phones
            .get_untracked()
            .iter()
            .map(|p| matches!(p, Phone::Joined | Phone::Waiting))
            .collect();
        let seats: Vec<String> = away
            .iter()
            .enumerate()
            .filter(|(_, a)| **a)
            .map(|(i, _)| i.to_string())
            .collect();
        if seats.is_empty() {
            storage::remove(PHONES_KEY);
        } else {
            storage::write(
                PHONES_KEY,
                &format!("{};{}", game_key(store), seats.join(";")),
            );
        }
        store.away.set(away);
    }

    /// Opens the invitation of the first person's seat after `after` still played here, if
    /// any; else the list of seats.
    pub fn invite_next(self, store: GameStore, after: Option<usize>) {
        let next = store.record.with_untracked(|r| {
            r.as_ref().and_then(|r| {
                r.players
                    .iter()
                    .enumerate()
                    .skip(after.map_or(0, |a| a + 1))
                    .find(|(i, p)| {
                        p.bot.is_none()
                            && self
                                .phones
                                .with_untracked(|ph| ph.get(*i) == Some(&Phone::Here))
                    })
                    .map(|(i, _)| i)
            })
        });
        if next.is_none() {
            self.chain.set(false);
        }
        self.inviting.set(next);
        self.dialog.set(true);
    }

    /// Plays `seat` at this device again (its phone, if any, is let go).
    pub fn play_here(&self, store: GameStore, seat: usize) {
        if let Some(channel) = self
            .channels
            .with_value(|all| all.get(seat).cloned().flatten())
        {
            channel.close();
        }
        self.channels.update_value(|all| set(all, seat, None));
        self.set_phone(seat, Phone::Here);
        self.mark_away(store);
    }

    /// `seat`'s phone is connected: it plays the seat from now on; the next person's
    /// invitation follows when the wizard asked for phones.
    pub fn attach(self, store: GameStore, seat: usize, channel: Channel) {
        channel.on_message(move |text| self.receive(store, seat, &text));
        channel.on_close(move || {
            self.channels.update_value(|all| set(all, seat, None));
            if self
                .phones
                .with_untracked(|p| p.get(seat) == Some(&Phone::Joined))
            {
                self.set_phone(seat, Phone::Waiting);
            }
        });
        self.channels
            .update_value(|all| set(all, seat, Some(channel)));
        self.set_phone(seat, Phone::Joined);
        self.mark_away(store);
        self.send_view(store, seat, true);
        if self.chain.get_untracked() {
            self.invite_next(store, Some(seat));
        } else {
            self.inviting.set(None);
        }
    }

    /// One message from `seat`'s phone: refused and logged unless it is a hello or a move
    /// the referee lets through, which then goes to the engine like a tap at this device.
    fn receive(&self, store: GameStore, seat: usize, text: &str) {
        let at = store
            .record
            .with_untracked(|r| r.as_ref().map_or(0, |r| r.actions.len() as u64));
        let asked = open_question(store);
        let verdict = FromPhone::read(text).and_then(|message| {
            store
                .state
                .with_untracked(|s| match s {
                    Some(state) => link::check(state, at, ForceId(seat as u8), &message, asked),
                    None => Err(Refusal::Malformed),
                })
                .map(|()| message)
        });
        let result = match verdict {
            Ok(FromPhone::Hello { .. }) => {
                self.send_view(store, seat, true);
                self.ask(store);
                return;
            }
            Ok(FromPhone::Decline { .. }) => {
                store.answer_guard(None);
                Ok(())
            }
            Ok(FromPhone::Dice { dice, .. }) => {
                self.dice_answered(store, dice);
                Ok(())
            }
            Ok(FromPhone::Act { action, .. }) if asked.is_some() => {
                // The defender's potion (the referee let only that through).
                let played = store.dispatch(action);
                if played {
                    store.guard_request.set(None);
                }
                rule_result(store, played)
            }
            Ok(FromPhone::Act { action, .. }) => {
                match self.attack_from_phone(store, seat, action) {
                    Some(result) => result,
                    None => return,
                }
            }
            Ok(FromPhone::Undo { .. }) if untrack(|| store.can_undo()) => {
                store.undo();
                Ok(())
            }
            Ok(FromPhone::Undo { .. }) => Err(Refusal::NoUndo),
            Err(why) => Err(why),
        };
        self.answered(store, seat, result);
    }

    /// Says a refusal to `seat`'s phone and logs it (the host's own screen does not show a
    /// phone's refusal: the phone does).
    fn answered(&self, store: GameStore, seat: usize, result: Result<(), Refusal>) {
        store.error.set(None);
        if let Err(why) = result {
            leptos::logging::warn!("refused from seat {seat}: {why:?}");
            self.refused.update(|log| {
                log.push((seat as u8, why.clone()));
                let excess = log.len().saturating_sub(20);
                log.drain(..excess);
            });
            self.send(seat, &ToPhone::Refused(why.told()).to_text());
            self.send_view(store, seat, false);
        }
    }

    /// Plays a phone's action; an attack first waits for its defender's answers, when the
    /// defender has one to give on their phone or at this device (a defence potion, 003; the
    /// dice, when defenders choose): `None` while it waits.
    fn attack_from_phone(
        &self,
        store: GameStore,
        seat: usize,
        action: Action,
    ) -> Option<Result<(), Refusal>> {
        if let Action::Attack {
            from,
            to,
            dice,
            defend: None,
        } = action
        {
            if store.asks_for_guard(to) {
                self.held.set_value(Some((seat, action)));
                store.guard_request.set(Some((from, to)));
                return None;
            }
            if store.asks_for_dice(to) {
                self.held.set_value(Some((seat, action)));
                store.dice_question.set(Some((from, to, dice)));
                return None;
            }
        }
        Some(rule_result(store, attack_as_at_this_device(store, action)))
    }

    /// Puts the open question to a defender (a defence potion, 003; the dice, RULINGS R5) to
    /// the phone holding the attacked territory; once no question is open, plays the phone's
    /// attack that waited for the answers.
    pub fn ask(&self, store: GameStore) {
        let holder = |to| {
            store
                .state
                .with_untracked(|s| s.as_ref().map(|s| usize::from(s.holding(to).owner.0)))
        };
        if let Some((from, to)) = store.guard_request.get_untracked() {
            if let Some(holder) = holder(to) {
                self.send(holder, &ToPhone::Guard { from, to }.to_text());
            }
        } else if let Some((from, to, dice)) = store.dice_question.get_untracked() {
            if let Some(holder) = holder(to) {
                self.send(holder, &ToPhone::Dice { from, to, dice }.to_text());
            }
        } else if let Some((seat, action)) = self.held.get_value() {
            self.held.set_value(None);
            if let Some(result) = self.attack_from_phone(store, seat, action) {
                self.answered(store, seat, result);
            }
        }
    }

    /// The dice a defender on a phone chose (or the most, when their phone is gone and the
    /// table goes on): the attack that waited for them rolls.
    pub fn dice_answered(&self, store: GameStore, dice: u8) {
        let Some((_, to, _)) = store.dice_question.get_untracked() else {
            return;
        };
        let most = store.state.with_untracked(|s| {
            s.as_ref()
                .map_or(1, |s| s.max_defence_dice(s.holding(to).armies))
        });
        let dice = dice.clamp(1, most);
        match self.held.get_value() {
            Some((seat, mut action)) => {
                self.held.set_value(None);
                if let Action::Attack { defend, .. } = &mut action {
                    *defend = Some(dice);
                }
                store.dice_question.set(None);
                let result = rule_result(store, attack_as_at_this_device(store, action));
                self.answered(store, seat, result);
            }
            None => {
                store.dice_question.set(None);
                store.dice_answer.set(Some(dice));
            }
        }
    }

    /// Whether `seat`'s phone is connected now.
    pub fn is_joined(&self, seat: usize) -> bool {
        self.phones.with(|p| p.get(seat) == Some(&Phone::Joined))
    }

    /// Sends every joined phone its view (after each change of the game).
    pub fn send_views(&self, store: GameStore) {
        let seats = self.phones.with_untracked(Vec::len);
        for seat in 0..seats {
            if self.phones.with_untracked(|p| p[seat] == Phone::Joined) {
                self.send_view(store, seat, false);
            }
        }
    }

    /// Sends `seat`'s phone its view, with what happened since its last one (nothing when
    /// `fresh`, or after an undo or a load: its log starts anew).
    fn send_view(&self, store: GameStore, seat: usize, fresh: bool) {
        let id = ForceId(seat as u8);
        let can_undo = untrack(|| {
            store
                .state
                .with(|s| s.as_ref().is_some_and(|s| s.deciding_seat() == id))
                && store.can_undo()
        });
        let last = if fresh {
            None
        } else {
            self.sent.with_value(|s| s.get(seat).cloned().flatten())
        };
        let sent = store.record.with_untracked(|record| {
            store.state.with_untracked(|state| {
                let (Some(record), Some(state)) = (record, state) else {
                    return None;
                };
                let at = record.actions.len();
                let recent = last.filter(|(_, then)| *then <= at).map(|(before, then)| {
                    Box::new(link::recent(record, &before, &record.actions[then..], id))
                });
                let message = ToPhone::View {
                    seat: seat as u8,
                    at: at as u64,
                    can_undo,
                    game: Box::new(link::seat_view(record, state, id)),
                    recent,
                };
                Some((message.to_text(), state.clone(), at))
            })
        });
        if let Some((text, state, at)) = sent {
            self.send(seat, &text);
            self.sent.update_value(|s| set(s, seat, Some((state, at))));
        }
    }

    /// Sends a text to `seat`'s phone, if it is connected.
    fn send(&self, seat: usize, text: &str) {
        if let Some(channel) = self
            .channels
            .with_value(|all| all.get(seat).cloned().flatten())
        {
            channel.send(text);
        }
    }

    /// Sets `seat`'s phone state.
    fn set_phone(&self, seat: usize, phone: Phone) {
        self.phones.update(|all| set(all, seat, phone));
    }

    /// Lets every phone go (the game left the screen).
    pub fn close_all(&self) {
        self.channels.update_value(|all| {
            for channel in all.iter_mut().filter_map(Option::take) {
                channel.close();
            }
        });
    }
}

/// The question the host has open for a defender, if any.
fn open_question(store: GameStore) -> Option<Question> {
    let guard = store.guard_request.get_untracked();
    let dice = store.dice_question.get_untracked();
    guard
        .map(|(_, to)| Question::Guard(to))
        .or(dice.map(|(_, to, _)| Question::Dice(to)))
}

/// Plays a phone's action as a tap at this device would: before an attack, a bot defending
/// may play a defence potion, then picks its dice.
fn attack_as_at_this_device(store: GameStore, mut action: Action) -> bool {
    store.answer_for_bot_defender(&mut action);
    store.dispatch(action)
}

/// The referee's word on an action the engine took (`played`) or refused.
fn rule_result(store: GameStore, played: bool) -> Result<(), Refusal> {
    if played {
        return Ok(());
    }
    let error = store.error.get_untracked();
    Err(Refusal::Rule(
        error.unwrap_or(crate::engine::action::RuleError::WrongPhase),
    ))
}

/// Sets `all[index]`, if there is such an index.
fn set<T>(all: &mut [T], index: usize, value: T) {
    if let Some(slot) = all.get_mut(index) {
        *slot = value;
    }
}

/// Which game the remembered phones belong to: its players and seed.
fn game_key(store: GameStore) -> String {
    store.record.with_untracked(|r| {
        r.as_ref().map_or_else(String::new, |r| {
            let names: Vec<&str> = r.players.iter().map(|p| p.name.as_str()).collect();
            let seed = match &r.start {
                crate::engine::record::Start::Seed(seed) => seed.to_string(),
                crate::engine::record::Start::Position(_) => "position".into(),
            };
            format!("{}|{}", seed, names.join(",")).replace(';', ",")
        })
    })
}
