//! A phone's side of a table of several devices (issue 38): once joined, it shows the views
//! the host sends, each checked like a hostile save, and sends its player's actions back
//! through the store's one dispatch point.

use std::rc::Rc;

use leptos::prelude::*;

use super::js::Channel;
use crate::engine::link::{FromPhone, PROTOCOL, Refused, ToPhone};
use crate::engine::state::Phase;
use crate::ui::store::{GameStore, Remote, RemoteView};

/// Where a phone stands with its host.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Joining {
    /// Not joined (the joining screen, if any, is the module's).
    Waiting,
    /// Connected: the table is on screen.
    Playing,
    /// The host is gone: a new invitation is needed.
    Lost,
}

/// A phone's link, shared through context.
#[derive(Clone, Copy)]
pub struct LinkPhone {
    /// Where joining stands.
    pub joining: RwSignal<Joining>,
    /// The channel to the host, while joined.
    channel: StoredValue<Option<Channel>, LocalStorage>,
    /// The host's position in its last view: a view of another position ends a question the
    /// host asked (the same view sent again does not).
    seen_at: StoredValue<u64>,
}

impl LinkPhone {
    /// A phone not yet joined.
    pub fn new() -> LinkPhone {
        LinkPhone {
            joining: RwSignal::new(Joining::Waiting),
            channel: StoredValue::new_local(None),
            seen_at: StoredValue::new(0),
        }
    }

    /// The host took this phone's answer: the seat is played here from the host's first view
    /// on (`on_table` is called then).
    pub fn attach(self, store: GameStore, channel: Channel, on_table: Callback<()>) {
        let sender = channel.clone();
        let send: Rc<dyn Fn(String)> = Rc::new(move |text: String| sender.send(&text));
        self.joining.set(Joining::Waiting);
        self.channel.set_value(Some(channel.clone()));
        channel.on_message(move |text| self.receive(store, &text, &send, on_table));
        channel.on_close(move || {
            let finished = store.state.with_untracked(|s| {
                s.as_ref()
                    .is_some_and(|s| matches!(s.phase, Phase::Finished { .. }))
            });
            // (A phone that left on purpose says nothing.)
            if !finished && self.joining.get_untracked() == Joining::Playing {
                self.joining.set(Joining::Lost);
                notice("lost");
            }
        });
        channel.send(&FromPhone::Hello { version: PROTOCOL }.to_text());
    }

    /// One message from the host: a view is checked like a save before it is shown, and
    /// what happened since the last one is replayed for the log and the dice.
    fn receive(
        &self,
        store: GameStore,
        text: &str,
        send: &Rc<dyn Fn(String)>,
        on_table: Callback<()>,
    ) {
        match ToPhone::read(text) {
            Ok(ToPhone::View {
                seat,
                at,
                can_undo,
                game,
                recent,
            }) if usize::from(seat) < game.players.len() => {
                let Ok(state) = game.initial_state() else {
                    leptos::logging::warn!("the host's view does not hold together: ignored");
                    return;
                };
                let events = recent.map(|recent| {
                    let mut events = Vec::new();
                    let _ = recent.replay_with(|_, _, happened| events.extend_from_slice(happened));
                    events
                });
                let view = RemoteView {
                    seat,
                    record: *game,
                    state,
                    events,
                };
                let link = Remote {
                    send: send.clone(),
                    at,
                    can_undo,
                };
                // The game moved on: any question to this defender is over (the host asks
                // again after a rejoin, if it is still open).
                if self.seen_at.get_value() != at {
                    self.seen_at.set_value(at);
                    if store.guard_request.get_untracked().is_some() {
                        store.guard_request.set(None);
                    }
                    if store.dice_question.get_untracked().is_some() {
                        store.dice_question.set(None);
                    }
                }
                store.show_remote(view, link);
                if self.joining.get_untracked() != Joining::Playing {
                    self.joining.set(Joining::Playing);
                    on_table.run(());
                }
            }
            // 003: the host asks whether to play a defence potion on the seat's territory:
            // the same question as at the host, answered here (RULINGS R8).
            Ok(ToPhone::Guard { from, to }) => store.guard_request.set(Some((from, to))),
            // The table lets defenders choose their dice (RULINGS R5): the seat chooses here.
            Ok(ToPhone::Dice { from, to, dice }) => store.dice_question.set(Some((from, to, dice))),
            Ok(ToPhone::Refused(why)) => notice(match why {
                Refused::NotYourMove => "not-your-move",
                Refused::Stale | Refused::Rule => "stale",
                Refused::Version => "version",
                Refused::NoUndo => "no-undo",
                Refused::Unreadable => "unreadable",
            }),
            Ok(ToPhone::View { .. }) | Err(_) => {
                leptos::logging::warn!("a message from the host that is not a view: ignored");
            }
        }
    }
}

impl LinkPhone {
    /// The player leaves the table (Back): the channel closes, so the host waits for this
    /// seat's phone or plays it there, and this device holds nothing of the game any more.
    pub fn leave(&self, store: GameStore) {
        self.joining.set(Joining::Waiting);
        if let Some(channel) = self.channel.try_update_value(Option::take).flatten() {
            channel.close();
        }
        store.leave_table();
    }
}

/// Says `kind` on the phone's screen, in the page's language (the module's `notice`, worded by
/// the catalogs: the host out of reach, with "Join again", or why it refused a message; a
/// rule's refusal the phone says itself before it sends).
fn notice(kind: &str) {
    super::js::run("notice", &[kind.into()]);
}

impl Default for LinkPhone {
    fn default() -> LinkPhone {
        LinkPhone::new()
    }
}
