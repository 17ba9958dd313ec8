//! The game log as plain text, for export: every public event of a recorded game in one
//! language, a line each, with the seats' names (drawn cards stay unnamed, as on screen).

use super::phrases::{log_line, tr};
use crate::engine::action::Event;
use crate::engine::i18n::Lang;
use crate::engine::record::{Record, ReplayError};
use crate::engine::state::Phase;

/// The whole log of `record` in `lang`, one line per event, ending with a newline.
pub fn log_text(record: &Record, lang: Lang) -> Result<String, ReplayError> {
    let start = record.initial_state()?;
    let board = start.board();
    let names: Vec<String> = record.players.iter().map(|p| p.name.clone()).collect();
    // Forces beyond the seats are the neutral, independent or allied armies.
    let name = |seat: u8| {
        names
            .get(usize::from(seat))
            .cloned()
            .unwrap_or_else(|| tr(lang, "Neutral", "Neutre").to_owned())
    };
    let mut lines = vec![format!(
        "Lamorisse — {} — {}",
        record.preset,
        names.join(", ")
    )];
    // A game dealt and placed at once starts in its first turn, announced before any action.
    if start.phase == Phase::Reinforce {
        let force = start.turn.current;
        let (from_territories, from_continents) = start.reinforcements(force);
        let first = Event::TurnStarted {
            force,
            round: start.turn.round,
            from_territories,
            from_continents,
        };
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
