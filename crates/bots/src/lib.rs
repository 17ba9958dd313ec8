//! The bots' thinking for the browser (issue 51 item 2): the page sends JSON requests (a new
//! game's seats, "decide for the seat to move", "what would the bot do") and reads JSON
//! answers, through the plain exports of [`ffi`]. public/bots/ runs it in a Web Worker, or on
//! the page when no worker can start; either way the page's own wasm holds no bot code. Every
//! request is read as hostile input: one that cannot be read is refused with a reason.

#[cfg(feature = "exports")]
pub mod ffi;
pub mod table;

pub use table::{Answer, Request, Table};
