//! Named save slots in `localStorage`, and export and import of records as `.json` files.
//! Every record is validated by the engine before it is stored or played, so a bad file gets
//! a clear message and nothing already saved is touched.

use serde::{Deserialize, Serialize};

use super::storage;
use crate::engine::record::{Record, ReplayError};

/// The storage key of the slot list.
const INDEX_KEY: &str = "lamorisse.slots";

/// The beginning of every storage key of the saves: the slot list and each slot's record.
pub const SLOT_KEYS: &str = "lamorisse.slot";

/// What the slot list shows of a saved game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SlotInfo {
    /// The slot's number (stable; used in its storage key and test id).
    pub id: u32,
    /// When it was saved, as the browser printed the date.
    pub saved_at: String,
    /// The preset id.
    pub preset: String,
    /// The players' names.
    pub players: Vec<String>,
    /// Actions played so far.
    pub actions: usize,
    /// The turn the game was at.
    #[serde(default)]
    pub turn: u32,
}

/// The storage key of a slot's record.
fn slot_key(id: u32) -> String {
    format!("lamorisse.slot.{id}")
}

/// The saved slots, newest first.
pub fn list() -> Vec<SlotInfo> {
    storage::read(INDEX_KEY)
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

/// Why a save or an import failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The browser refused to store it (full or disabled storage).
    StorageRefused,
    /// The file is not a record the engine accepts, or does not replay.
    Invalid(ReplayError),
}

/// Saves a record, which has reached `turn`, in a new slot; the slot list is written last, so
/// a refused write leaves the existing slots as they were.
pub fn save(record: &Record, turn: u32, saved_at: String) -> Result<SlotInfo, SaveError> {
    let mut slots = list();
    let id = slots.iter().map(|s| s.id).max().unwrap_or(0) + 1;
    let info = SlotInfo {
        id,
        saved_at,
        preset: record.preset.clone(),
        players: record.players.iter().map(|p| p.name.clone()).collect(),
        actions: record.actions.len(),
        turn,
    };
    if !storage::write(&slot_key(id), &record.to_stored()) {
        return Err(SaveError::StorageRefused);
    }
    slots.insert(0, info.clone());
    if !storage::write(
        INDEX_KEY,
        &serde_json::to_string(&slots).unwrap_or_default(),
    ) {
        storage::remove(&slot_key(id));
        return Err(SaveError::StorageRefused);
    }
    Ok(info)
}

/// The record text of a slot.
pub fn load(id: u32) -> Option<String> {
    storage::read(&slot_key(id))
}

/// Deletes a slot.
pub fn delete(id: u32) {
    let slots: Vec<SlotInfo> = list().into_iter().filter(|s| s.id != id).collect();
    if storage::write(
        INDEX_KEY,
        &serde_json::to_string(&slots).unwrap_or_default(),
    ) {
        storage::remove(&slot_key(id));
    }
}

/// Checks an imported file with the engine (it must parse and replay) and saves it in a new
/// slot.
pub fn import(text: &str, saved_at: String) -> Result<SlotInfo, SaveError> {
    let record = Record::from_stored(text).map_err(SaveError::Invalid)?;
    let state = record.replay().map_err(SaveError::Invalid)?;
    save(&record, state.turn.number, saved_at)
}

/// A `data:` URL holding the record, for the export link; no PIN leaves the browser.
pub fn export_url(record: &Record) -> String {
    let text = record.for_export().to_json_lines();
    let mut url = String::from("data:application/json;charset=utf-8,");
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_.~".contains(&byte) {
            url.push(byte as char);
        } else {
            url.push_str(&format!("%{byte:02X}"));
        }
    }
    url
}
