//! Several devices at one table (issue 38): the host runs the game and referees; each joined
//! phone plays one seat. This module is the protocol's pure part: the messages, the seat's
//! view a phone receives (no other seat's secrets) and the host's checks of what a phone sends.
//! The transport (WebRTC, QR codes) lives outside the engine (`crates/link`, `src/ui/link`).

pub mod message;
pub mod redact;
pub mod referee;

pub use message::{FromPhone, PROTOCOL, Refusal, ToPhone};
pub use redact::{seat_events, seat_view};
pub use referee::{check, read};
