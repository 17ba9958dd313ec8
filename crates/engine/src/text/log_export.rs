//! The game log as plain text, for export: every public event of a recorded game in one
//! language, a line each, with the seats' names (drawn cards stay unnamed, as on screen).

use super::phrases::log_line;
use crate::action::Event;
use crate::i18n::Lang;
use crate::record::{Record, ReplayError};
use crate::state::{ForceId, ForceKind, GameState, Phase};

/// A force's name from the record's seats; forces beyond them are the neutral, independent
/// or allied armies. The exported log, the statistics and the replay name forces this way.
pub fn force_name(lang: Lang, record: &Record, force: ForceId) -> String {
    match extra_force(record, force) {
        None => record.players[usize::from(force.0)].name.clone(),
        Some((kind, number)) => super::phrases::extra_force_name(lang, kind, number),
    }
}

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

/// The whole log of `record` in `lang`, one line per event, ending with a newline.
pub fn log_text(record: &Record, lang: Lang) -> Result<String, ReplayError> {
    let start = record.initial_state()?;
    let board = start.board();
    let name = |seat: u8| force_name(lang, record, ForceId(seat));
    let names: Vec<&str> = record.players.iter().map(|p| p.name.as_str()).collect();
    let mut lines = vec![format!(
        "Lamorisse — {} — {}",
        super::editions::full_name(lang, &record.preset),
        names.join(", ")
    )];
    if let Some(first) = first_turn(&start) {
        lines.extend(log_line(lang, &first, board, &name));
    }
    record.replay_with(|_, _, events| {
        lines.extend(
            events
                .iter()
                .filter_map(|e| log_line(lang, e, board, &name)),
        );
    })?;
    Ok(lines.join("\n") + "\n")
}
