//! The messages between the host and a phone, as JSON text on the data channel
//! (docs/multi-device.md "Messages").

use serde::{Deserialize, Serialize};

use crate::action::{Action, Event, RuleError};
use crate::record::Record;

/// The protocol version both sides speak; a phone of another version is refused.
pub const PROTOCOL: u32 = 1;

/// The largest message a phone may send, in bytes: an action is a few hundred.
pub const MOST_FROM_PHONE: usize = 4 * 1024;

/// The largest message a host may send, in bytes: a seat's view of the largest board with
/// its latest events is well under this.
pub const MOST_TO_PHONE: usize = 1024 * 1024;

/// What a phone sends to the host.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum FromPhone {
    /// The first message on a channel: the phone's protocol version.
    Hello {
        /// [`PROTOCOL`] on the phone.
        version: u32,
    },
    /// An action of the phone's seat, played at the position the phone saw (`at`: how many
    /// actions the host's record held), so an old or replayed message cannot act twice.
    Act {
        /// The position the action was chosen at.
        at: u64,
        /// The action.
        action: Action,
    },
    /// Take back the seat's last step, as the host's Undo does (issue 10's limits).
    Undo {
        /// The position the request was made at.
        at: u64,
    },
}

/// What the host sends to a phone.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum ToPhone {
    /// The seat's view, after the channel opens and after every change.
    View {
        /// [`PROTOCOL`] on the host.
        version: u32,
        /// The phone's seat.
        seat: u8,
        /// The position: how many actions the host's record holds.
        at: u64,
        /// The game as the seat may see it: a record starting from the seat's position, with
        /// no actions, no seed and no PIN ([`crate::link::seat_view`]).
        game: Box<Record>,
        /// The events since the last view as the seat may see them, oldest first.
        events: Vec<Event>,
        /// Whether `events` are the latest ones, to replace the phone's log (a first view,
        /// or after an undo or a load) rather than follow it.
        replace_events: bool,
        /// Whether the seat may take back its last step now.
        can_undo: bool,
    },
    /// The phone's last message was refused, and why.
    Refused {
        /// The host's position when it was refused.
        at: u64,
        /// Why.
        why: Refusal,
    },
}

/// Why the host refused a phone's message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Refusal {
    /// Not a message of this protocol.
    Malformed,
    /// Longer than [`MOST_FROM_PHONE`].
    TooLarge,
    /// Another protocol version: the host's.
    Version(u32),
    /// The seat is not the one to decide now.
    NotYourMove,
    /// Chosen at another position than the host's (an old or replayed message).
    Stale,
    /// Nothing to take back.
    NoUndo,
    /// The rules refuse the action.
    Rule(RuleError),
}

impl FromPhone {
    /// The message as the text sent on the channel.
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

impl ToPhone {
    /// The message as the text sent on the channel.
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a host's message, refusing one too large or malformed; the view inside is
    /// checked further by the phone like a save ([`Record::initial_state`]).
    pub fn read(text: &str) -> Result<ToPhone, Refusal> {
        if text.len() > MOST_TO_PHONE {
            return Err(Refusal::TooLarge);
        }
        serde_json::from_str(text).map_err(|_| Refusal::Malformed)
    }
}
