//! Several devices at one table (issue 38): the host runs the game and referees; each joined
//! phone plays one seat. This module is the protocol's pure part: the messages, the seat's
//! view a phone receives and the record of what happened since its last one (no other seat's
//! secrets in either), and the host's checks of what a phone sends. The transport (WebRTC,
//! QR codes) lives outside the engine (`crates/link`, `src/ui/link`).

pub mod message;
pub mod recent;
pub mod redact;
pub mod referee;

pub use message::{FromPhone, PROTOCOL, Question, Refusal, Refused, ToPhone};
pub use recent::recent;
pub use redact::{seat_position, seat_view, with_position};
pub use referee::check;
