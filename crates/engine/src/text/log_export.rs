//! What the exported log (`lamorisse_words::log_text`) reads from a record besides its events:
//! the forces beyond the seats, and the event that opens a game dealt and placed at once.

use crate::action::Event;
use crate::record::Record;
use crate::state::{ForceId, ForceKind, GameState, Phase};

/// A force beyond the record's seats (the preset's neutral, independents or ally): its kind
/// and its number among the forces of that kind, from 1; `None` for a seat.
pub fn extra_force(record: &Record, force: ForceId) -> Option<(ForceKind, usize)> {
    if usize::from(force.0) < record.players.len() {
        return None;
    }
    let seats = record.players.len();
    let kinds = crate::presets::preset(&record.preset)
        .map(|rules| rules.seated(seats as u8).extra_forces.kinds())
        .unwrap_or_default();
    let index = usize::from(force.0).saturating_sub(seats);
    let kind = kinds.get(index).copied().unwrap_or(ForceKind::Neutral);
    let number = kinds[..index.min(kinds.len())]
        .iter()
        .filter(|&&k| k == kind)
        .count()
        + 1;
    Some((kind, number))
}

/// A game dealt and placed at once starts in its first turn: the event that announces it
/// before any action, for the log's first line after its title.
pub fn first_turn(start: &GameState) -> Option<Event> {
    (start.phase == Phase::Reinforce).then(|| {
        let force = start.turn.current;
        let (from_territories, from_continents) = start.reinforcements(force);
        Event::TurnStarted {
            force,
            round: start.turn.round,
            from_territories,
            from_continents,
        }
    })
}
