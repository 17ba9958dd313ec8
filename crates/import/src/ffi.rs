//! The wasm's plain exports, for `public/boards/boards.js`: the page writes the picked files
//! in the one exchange buffer ([`buffer`]), calls [`import_map`], and reads the board back
//! from the buffer. A call returns the output's length, or minus the length of the refusal
//! written in its place: its catalog message as JSON (`{"id", "args"}`, a said message's
//! argument itself a message), which the page says in the player's language.

use std::sync::Mutex;

use lamorisse_engine::board::Board;
use lamorisse_engine::imported::presets_for;
use lamorisse_engine::text::message::{Arg, Message};
use serde_json::{Value, json};

use crate::{ImportError, Imported, import};

/// The one buffer the page and the module exchange bytes through.
static BUFFER: Mutex<Vec<u8>> = Mutex::new(Vec::new());
/// The most files one import may give.
const MOST_FILES: usize = 64;

/// Makes the exchange buffer `length` bytes long and returns where it starts.
#[unsafe(no_mangle)]
pub extern "C" fn buffer(length: usize) -> *mut u8 {
    let mut buffer = BUFFER.lock().unwrap_or_else(|p| p.into_inner());
    buffer.resize(length, 0);
    buffer.as_mut_ptr()
}

/// Imports the files framed in the buffer (each: name length and name, bytes length and
/// bytes, lengths as 4 little-endian bytes).
#[unsafe(no_mangle)]
pub extern "C" fn import_map() -> isize {
    let mut buffer = BUFFER.lock().unwrap_or_else(|p| p.into_inner());
    let result = unframe(&buffer)
        .ok_or(ImportError::NoMapFile)
        .and_then(import)
        .map(|imported| framed(&imported));
    let (output, sign) = match result {
        Ok(output) => (output, 1),
        Err(refused) => (said_json(&refused.said()).to_string().into_bytes(), -1),
    };
    *buffer = output;
    sign * buffer.len() as isize
}

/// A message as the page's `say` takes it: its id and its arguments by name (a count a
/// number, a said message a message).
fn said_json(message: &Message) -> Value {
    let args: serde_json::Map<String, Value> = message
        .args
        .iter()
        .map(|(name, arg)| {
            let value = match arg {
                Arg::Count(n) => json!(n),
                Arg::Key(key) => json!(key),
                Arg::Text(text) => json!(text),
                Arg::Said(inner) => said_json(inner),
                // A refusal names no force, place, card or list.
                _ => Value::Null,
            };
            ((*name).to_owned(), value)
        })
        .collect();
    json!({ "id": message.id, "args": args })
}

/// The files framed in `bytes`, or `None` if the framing is broken.
fn unframe(bytes: &[u8]) -> Option<crate::Files> {
    let mut files = Vec::new();
    let mut at = 0;
    let take = |at: &mut usize| -> Option<&[u8]> {
        let length = u32::from_le_bytes(bytes.get(*at..*at + 4)?.try_into().ok()?) as usize;
        let part = bytes.get(*at + 4..(*at + 4).checked_add(length)?)?;
        *at += 4 + length;
        Some(part)
    };
    while at < bytes.len() && files.len() < MOST_FILES {
        let name = String::from_utf8_lossy(take(&mut at)?).into_owned();
        files.push((name, take(&mut at)?.to_vec()));
    }
    Some(files)
}

/// The import framed for the page: a JSON summary, the packed board, the packed drawing and
/// the picture, each after its length.
fn framed(imported: &Imported) -> Vec<u8> {
    let board = Board::from_packed(&imported.packed_board).ok();
    let presets: Vec<String> = board
        .map(|b| presets_for(&b).into_iter().map(|r| r.id).collect())
        .unwrap_or_default();
    let summary = json!({
        "key": imported.key,
        "name": imported.board["name"]["en"],
        "territories": imported.board["territories"].as_array().map_or(0, Vec::len),
        "continents": imported.board["continents"].as_array().map_or(0, Vec::len),
        "missions": imported.missions.len(),
        "picture": imported.picture.as_ref().map(|p| p.mime),
        "preview": crate::preview::preview_svg(&imported.board, &imported.geometry),
        "presets": presets,
    });
    let picture = imported.picture.as_ref().map_or(&[][..], |p| &p.bytes[..]);
    let mut out = Vec::new();
    for part in [
        summary.to_string().as_bytes(),
        &imported.packed_board,
        &imported.packed_geometry,
        picture,
    ] {
        out.extend_from_slice(&(part.len() as u32).to_le_bytes());
        out.extend_from_slice(part);
    }
    out
}
