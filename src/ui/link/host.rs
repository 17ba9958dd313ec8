//! The host's side of a table of several devices (issue 38): for each seat played on a
//! phone, the invitation, the channel, the views sent after every change, and the referee's
//! check of every message before the game sees it.

use leptos::prelude::*;

use super::js::Channel;
use crate::engine::action::Action;
use crate::engine::link::{self, FromPhone, Refusal, ToPhone};
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
        let verdict = FromPhone::read(text).and_then(|message| {
            store
                .state
                .with_untracked(|s| match s {
                    Some(state) => link::check(state, at, ForceId(seat as u8), &message),
                    None => Err(Refusal::Malformed),
                })
                .map(|()| message)
        });
        let result = match verdict {
            Ok(FromPhone::Hello { .. }) => {
                self.send_view(store, seat, true);
                return;
            }
            Ok(FromPhone::Act { mut action, .. }) => {
                // A bot defending may first play a defence potion, then picks its dice, as
                // against a player at this device.
                if let Action::Attack {
                    from,
                    to,
                    dice,
                    defend,
                } = &mut action
                {
                    if let Some(guard) = store.bot_guard(*from, *to) {
                        store.dispatch(guard);
                    }
                    if defend.is_none() {
                        *defend = store.bot_defence(*to, *dice);
                    }
                }
                if store.dispatch(action) {
                    Ok(())
                } else {
                    Err(Refusal::Rule(
                        store
                            .error
                            .get_untracked()
                            .unwrap_or(crate::engine::action::RuleError::WrongPhase),
                    ))
                }
            }
            Ok(FromPhone::Undo { .. }) if untrack(|| store.can_undo()) => {
                store.undo();
                Ok(())
            }
            Ok(FromPhone::Undo { .. }) => Err(Refusal::NoUndo),
            Err(why) => Err(why),
        };
        // The host's own screen does not show a phone's refusal: the phone does.
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
