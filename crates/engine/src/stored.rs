//! The compact form a record takes in browser storage: its JSON, deflated and base64-encoded,
//! behind a `lz1:` tag. Plain JSON (exports, older saves) is read as well.

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;

use super::game::Outcome;
use super::record::{Record, ReplayError, Start};

/// The tag in front of a compact record.
const TAG: &str = "lz1:";

/// Largest inflated record accepted, so a hostile save cannot exhaust memory.
const MAX_INFLATED: usize = 64 * 1024 * 1024;

impl Record {
    /// The record for storage: outcomes dropped when a seed reproduces them (the generator in
    /// the state rolls the same dice and draws the same cards), then deflated and
    /// base64-encoded.
    pub fn to_stored(&self) -> String {
        let mut lean = self.clone();
        if matches!(lean.start, Start::Seed(_)) {
            for step in &mut lean.actions {
                step.outcome = Outcome::default();
            }
        }
        let json = serde_json::to_vec(&lean).unwrap_or_default();
        let deflated = miniz_oxide::deflate::compress_to_vec(&json, 9);
        format!("{TAG}{}", STANDARD.encode(deflated))
    }

    /// Reads a stored record: the compact form or plain JSON.
    pub fn from_stored(text: &str) -> Result<Record, ReplayError> {
        let Some(encoded) = text.strip_prefix(TAG) else {
            return Record::from_json(text);
        };
        let invalid = |why: &str| ReplayError::Invalid(why.to_owned());
        let deflated = STANDARD
            .decode(encoded.trim())
            .map_err(|_| invalid("the saved game is damaged (bad base64)"))?;
        let json = miniz_oxide::inflate::decompress_to_vec_with_limit(&deflated, MAX_INFLATED)
            .map_err(|_| invalid("the saved game is damaged (bad compression)"))?;
        let json = String::from_utf8(json).map_err(|_| invalid("the saved game is not text"))?;
        Record::from_json(&json)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presets::preset;
    use crate::simulate::record_game;

    #[test]
    fn stored_records_replay_to_the_same_game_and_are_small() {
        let rules = preset("parker-1993").unwrap();
        let record = record_game(&rules, 4, 3).unwrap();
        let stored = record.to_stored();
        let back = Record::from_stored(&stored).unwrap();
        assert_eq!(
            back.replay().unwrap().fingerprint(),
            record.replay().unwrap().fingerprint()
        );
        let plain = record.to_json_lines();
        assert!(
            stored.len() * 8 < plain.len(),
            "{} vs {}",
            stored.len(),
            plain.len()
        );
        assert_eq!(Record::from_stored(&plain).unwrap(), record);
    }

    #[test]
    fn damaged_stored_records_are_refused() {
        for text in ["lz1:@@@", "lz1:AAAA", "lz1:", "not json"] {
            assert!(Record::from_stored(text).is_err(), "{text}");
        }
    }
}
