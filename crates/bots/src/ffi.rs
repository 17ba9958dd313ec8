//! The wasm's plain exports, for public/bots/thinker.js: the host writes a JSON request in the
//! one exchange buffer ([`bots_buffer`]), calls [`bots_ask`], and reads the JSON answer of the
//! returned length from the buffer. (Named apart from crates/import's `buffer`: a native test
//! binary may link both crates.)

use std::sync::Mutex;

use super::table::Table;

/// The one buffer the host and the module exchange bytes through: the request, then the answer.
static BUFFER: Mutex<Vec<u8>> = Mutex::new(Vec::new());

/// The bots of the game being played.
static TABLE: Mutex<Option<Table>> = Mutex::new(None);

/// Makes the exchange buffer `length` bytes long and returns where it starts.
#[unsafe(no_mangle)]
pub extern "C" fn bots_buffer(length: usize) -> *mut u8 {
    let mut buffer = BUFFER
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    buffer.resize(length, 0);
    buffer.as_mut_ptr()
}

/// Answers the buffer's request ([`Table::answer_text`]) in the buffer; returns its length.
#[unsafe(no_mangle)]
pub extern "C" fn bots_ask() -> usize {
    let mut buffer = BUFFER
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let mut table = TABLE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let answer = match std::str::from_utf8(&buffer) {
        Ok(request) => table.get_or_insert_with(Table::new).answer_text(request),
        Err(_) => r#"{"refused":"the request is not UTF-8"}"#.to_owned(),
    };
    *buffer = answer.into_bytes();
    buffer.len()
}
