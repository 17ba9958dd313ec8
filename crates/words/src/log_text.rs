//! A recorded game's log as plain text from the catalogs, for `lamorisse-cli log --lang`:
//! every public event in one language, a line each, with the seats' names (drawn cards stay
//! unnamed, as on screen).

use crate::catalog::{Catalog, Table};
use crate::table::force_named;
use lamorisse_engine::record::{Record, ReplayError};
use lamorisse_engine::state::ForceId;
use lamorisse_engine::text::editions::full_name_message;
use lamorisse_engine::text::log_export::first_turn;
use lamorisse_engine::text::log_message::log_message;
use lamorisse_engine::text::message::{Arg, ListStyle, Message};

/// The log's first line: the game's full name and the players.
fn header(record: &Record) -> Message {
    let players = (0..record.players.len())
        .map(|seat| Message::new("log-header-player", vec![("force", Arg::Force(seat as u8))]))
        .collect();
    Message::new(
        "log-header",
        vec![
            (
                "game",
                Arg::Said(Box::new(full_name_message(&record.preset))),
            ),
            (
                "players",
                Arg::List {
                    items: players,
                    style: ListStyle::Plain,
                },
            ),
        ],
    )
}

/// The whole log of `record` in the catalog's language, one line per event, ending with a
/// newline; a message the catalog lacks is left out.
pub fn log_text(record: &Record, catalog: &Catalog) -> Result<String, ReplayError> {
    let start = record.initial_state()?;
    let board = start.board();
    let named = |force: u8| force_named(record, ForceId(force));
    let table = Table {
        board,
        force: &named,
    };
    let mut lines: Vec<String> = catalog
        .format(&header(record), &table)
        .into_iter()
        .collect();
    if let Some(first) = first_turn(&start) {
        lines.extend(log_message(&first, board).and_then(|m| catalog.format(&m, &table)));
    }
    record.replay_with(|_, _, events| {
        lines.extend(
            events
                .iter()
                .filter_map(|e| log_message(e, board))
                .filter_map(|m| catalog.format(&m, &table)),
        );
    })?;
    Ok(lines.join("\n") + "\n")
}
