//! The game's words, in English and French, with no web dependency: the log's sentences, the
//! missions' texts, the names of games, editions, colours, leaders and potions. The app shows
//! them; the command-line tool writes a game's log with them.

pub mod editions;
pub mod empire_message;
pub mod empire_phrases;
pub mod empire_text;
pub mod log_export;
pub mod log_message;
pub mod message;
pub mod mission_message;
pub mod mission_text;
pub mod numbers;
pub mod phrases;
pub mod refusal_message;
pub mod since;
pub mod since_message;
pub mod words;
