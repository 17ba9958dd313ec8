//! How a recorded game's forces are named in a sentence: its seats by their names, the forces
//! beyond them (the preset's neutral, independents or ally) by kind and number.

use crate::forms::Named;
use lamorisse_engine::record::Record;
use lamorisse_engine::state::ForceId;
use lamorisse_engine::text::log_export::extra_force;

/// A force of `record` as a sentence names it.
pub fn force_named(record: &Record, force: ForceId) -> Named {
    match extra_force(record, force) {
        Some((kind, number)) => Named::Extra { kind, number },
        None => Named::Player(record.players[usize::from(force.0)].name.clone()),
    }
}
