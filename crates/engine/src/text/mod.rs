//! What the game says, as messages of the catalogs (`public/locales/`, issue 52), with no
//! sentence and no web dependency: each event's log line, missions, "since your last turn",
//! refusals, editions and 003's pieces as an id and arguments (`message.rs`), which
//! `lamorisse-words` and the page say in the player's language.

pub mod editions;
pub mod empire_message;
pub mod log_export;
pub mod log_message;
pub mod message;
pub mod mission_message;
pub mod refusal_message;
pub mod since;
pub mod since_message;
