//! The messages between the host and a phone: short text lines on the data channel, whose
//! records and actions are the JSON of saves and records, so a phone reads them with the
//! readers the app already has (docs/multi-device.md "Messages").

use crate::action::{Action, RuleError};
use crate::board::TerritoryId;
use crate::record::Record;

/// The protocol version both sides speak; a phone of another version is refused.
pub const PROTOCOL: u32 = 1;

/// The largest message a phone may send, in bytes: an action is a few hundred.
pub const MOST_FROM_PHONE: usize = 4 * 1024;

/// The largest message a host may send, in bytes: two views of the largest board with a
/// round's actions are well under this.
pub const MOST_TO_PHONE: usize = 2 * 1024 * 1024;

/// The first word of every host message, with the protocol's version.
const TAG: &str = "lamorisse-link/1";

/// What a phone sends to the host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FromPhone {
    /// The first message on a channel (`hello VERSION`).
    Hello {
        /// [`PROTOCOL`] on the phone.
        version: u32,
    },
    /// An action of the phone's seat (`act AT ACTION-JSON`), chosen at the host's position
    /// `at` (how many actions its record held), so an old or replayed message cannot act
    /// twice.
    Act {
        /// The position the action was chosen at.
        at: u64,
        /// The action.
        action: Action,
    },
    /// Take back the seat's last step (`undo AT`), within the host's undo limits (issue 10).
    Undo {
        /// The position the request was made at.
        at: u64,
    },
    /// 003: no defence potion against the attack the host asked about (`decline AT`); to
    /// play one, the phone sends the `Guard` action (RULINGS R8).
    Decline {
        /// The position the answer was made at.
        at: u64,
    },
    /// The dice the seat defends with against the attack the host asked about (`dice AT N`,
    /// 1 or 2), when the table lets defenders choose (RULINGS R5).
    Dice {
        /// The position the answer was made at.
        at: u64,
        /// How many dice.
        dice: u8,
    },
}

/// A question the host has put to a defender on a phone, about the attack on their
/// territory: only they answer it, and nobody acts until they do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// 003: play a defence potion on the territory, or decline (RULINGS R8).
    Guard(TerritoryId),
    /// How many dice to defend the territory with (RULINGS R5, "defender chooses").
    Dice(TerritoryId),
}

/// What the host sends to a phone.
#[derive(Clone, Debug, PartialEq)]
pub enum ToPhone {
    /// The seat's view, after the channel opens and after every change.
    View {
        /// The phone's seat.
        seat: u8,
        /// The position: how many actions the host's record holds.
        at: u64,
        /// Whether the seat may take back its last step now.
        can_undo: bool,
        /// The game as the seat may see it now: a record starting from the seat's position,
        /// with no actions, no seed and no PIN ([`crate::link::seat_view`]).
        game: Box<Record>,
        /// What happened since the last view, as a record the phone replays for its log and
        /// dice ([`crate::link::recent`]); `None` on a first view.
        recent: Option<Box<Record>>,
    },
    /// The phone's last message was refused, and why.
    Refused(Refused),
    /// 003: the seat's territory `to` is attacked from `from`: play a defence potion on it,
    /// or decline (`guard FROM TO`; RULINGS R8 "defence cards may be played in others'
    /// turns").
    Guard {
        /// The attacking territory.
        from: TerritoryId,
        /// The seat's territory under attack.
        to: TerritoryId,
    },
    /// The seat's territory `to` is attacked from `from` with `dice` dice: how many dice does
    /// it defend with (`dice FROM TO N`; RULINGS R5, "defender chooses")?
    Dice {
        /// The attacking territory.
        from: TerritoryId,
        /// The seat's territory under attack.
        to: TerritoryId,
        /// The attacker's dice.
        dice: u8,
    },
}

/// Why the host refused a phone's message.
#[derive(Clone, Debug, PartialEq, Eq)]
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

/// A refusal as the phone hears it (the rule's reason stays at the host: a phone checks the
/// rules before it sends, so the host refuses on a rule only when the table moved meanwhile).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// [`Refusal::Malformed`] or [`Refusal::TooLarge`].
    Unreadable,
    /// [`Refusal::Version`].
    Version,
    /// [`Refusal::NotYourMove`].
    NotYourMove,
    /// [`Refusal::Stale`].
    Stale,
    /// [`Refusal::NoUndo`].
    NoUndo,
    /// [`Refusal::Rule`].
    Rule,
}

/// The words of [`Refused`] on the wire, in order.
const REFUSED: [(Refused, &str); 6] = [
    (Refused::Unreadable, "unreadable"),
    (Refused::Version, "version"),
    (Refused::NotYourMove, "not-your-move"),
    (Refused::Stale, "stale"),
    (Refused::NoUndo, "no-undo"),
    (Refused::Rule, "rule"),
];

impl Refusal {
    /// What the phone is told.
    pub fn told(&self) -> Refused {
        match self {
            Refusal::Malformed | Refusal::TooLarge => Refused::Unreadable,
            Refusal::Version(_) => Refused::Version,
            Refusal::NotYourMove => Refused::NotYourMove,
            Refusal::Stale => Refused::Stale,
            Refusal::NoUndo => Refused::NoUndo,
            Refusal::Rule(_) => Refused::Rule,
        }
    }
}

impl FromPhone {
    /// The message as the text sent on the channel.
    pub fn to_text(&self) -> String {
        match self {
            FromPhone::Hello { version } => format!("hello {version}"),
            FromPhone::Act { at, action } => {
                format!(
                    "act {at} {}",
                    serde_json::to_string(action).unwrap_or_default()
                )
            }
            FromPhone::Undo { at } => format!("undo {at}"),
            FromPhone::Decline { at } => format!("decline {at}"),
            FromPhone::Dice { at, dice } => format!("dice {at} {dice}"),
        }
    }

    /// Reads a phone's message: at most [`MOST_FROM_PHONE`] bytes of one known message.
    pub fn read(text: &str) -> Result<FromPhone, Refusal> {
        if text.len() > MOST_FROM_PHONE {
            return Err(Refusal::TooLarge);
        }
        let number = |word: &str| word.parse::<u64>().map_err(|_| Refusal::Malformed);
        let mut words = text.splitn(3, ' ');
        let message = match (words.next(), words.next(), words.next()) {
            (Some("hello"), Some(version), None) => FromPhone::Hello {
                version: u32::try_from(number(version)?).map_err(|_| Refusal::Malformed)?,
            },
            (Some("act"), Some(at), Some(action)) => FromPhone::Act {
                at: number(at)?,
                action: serde_json::from_str(action).map_err(|_| Refusal::Malformed)?,
            },
            (Some("undo"), Some(at), None) => FromPhone::Undo { at: number(at)? },
            (Some("decline"), Some(at), None) => FromPhone::Decline { at: number(at)? },
            (Some("dice"), Some(at), Some(dice)) => FromPhone::Dice {
                at: number(at)?,
                dice: match dice {
                    "1" => 1,
                    "2" => 2,
                    _ => return Err(Refusal::Malformed),
                },
            },
            _ => return Err(Refusal::Malformed),
        };
        Ok(message)
    }
}

impl ToPhone {
    /// The message as the text sent on the channel: a first line of words, then each record's
    /// JSON on a line of its own.
    pub fn to_text(&self) -> String {
        match self {
            ToPhone::View {
                seat,
                at,
                can_undo,
                game,
                recent,
            } => {
                let json = |r: &Record| serde_json::to_string(r).unwrap_or_default();
                format!(
                    "{TAG} view {seat} {at} {}\n{}\n{}",
                    u8::from(*can_undo),
                    json(game),
                    recent.as_deref().map(json).unwrap_or_default()
                )
            }
            ToPhone::Refused(why) => {
                let word = REFUSED
                    .iter()
                    .find(|(r, _)| r == why)
                    .map_or("rule", |(_, w)| w);
                format!("{TAG} refused {word}")
            }
            ToPhone::Guard { from, to } => format!("{TAG} guard {} {}", from.0, to.0),
            ToPhone::Dice { from, to, dice } => {
                format!("{TAG} dice {} {} {dice}", from.0, to.0)
            }
        }
    }

    /// Reads a host's message, refusing one too large, of another version or malformed; the
    /// records inside are checked further by the phone like saves
    /// ([`Record::initial_state`]).
    pub fn read(text: &str) -> Result<ToPhone, Refusal> {
        if text.len() > MOST_TO_PHONE {
            return Err(Refusal::TooLarge);
        }
        let (head, rest) = text.split_once('\n').unwrap_or((text, ""));
        let words: Vec<&str> = head.split(' ').collect();
        let number = |word: &str| word.parse::<u64>().map_err(|_| Refusal::Malformed);
        let record = |json: &str| {
            Record::from_json(json)
                .map(Box::new)
                .map_err(|_| Refusal::Malformed)
        };
        let territory = |word: &str| {
            u8::try_from(number(word)?)
                .map(TerritoryId)
                .map_err(|_| Refusal::Malformed)
        };
        match words.as_slice() {
            [TAG, "view", seat, at, undo] => {
                let (game, recent) = rest.split_once('\n').unwrap_or((rest, ""));
                Ok(ToPhone::View {
                    seat: u8::try_from(number(seat)?).map_err(|_| Refusal::Malformed)?,
                    at: number(at)?,
                    can_undo: *undo == "1",
                    game: record(game)?,
                    recent: if recent.is_empty() {
                        None
                    } else {
                        Some(record(recent)?)
                    },
                })
            }
            [TAG, "guard", from, to] => Ok(ToPhone::Guard {
                from: territory(from)?,
                to: territory(to)?,
            }),
            [TAG, "dice", from, to, dice] => Ok(ToPhone::Dice {
                from: territory(from)?,
                to: territory(to)?,
                dice: u8::try_from(number(dice)?).map_err(|_| Refusal::Malformed)?,
            }),
            [TAG, "refused", word] => REFUSED
                .iter()
                .find(|(_, w)| w == word)
                .map(|(r, _)| ToPhone::Refused(*r))
                .ok_or(Refusal::Malformed),
            [tag, ..] if tag.starts_with("lamorisse-link/") => Err(Refusal::Version(PROTOCOL)),
            _ => Err(Refusal::Malformed),
        }
    }
}
