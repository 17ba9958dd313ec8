//! The five boxes for the wizard: the engine's table of editions (`engine::text::editions`),
//! their names and games in the player's language (`editions.ftl`), and each board's
//! thumbnail.

use leptos::prelude::*;

pub use crate::engine::text::editions::{EDITIONS, Edition, edition_of};

use crate::engine::i18n::Lang;
use crate::engine::text::editions::{full_name_message, game_message};
use crate::engine::text::message::Message;
use crate::ui::words::catalogs::{speak_plain, speak_plain_form};

/// A box's name ("Risk, Parker 1993").
pub fn edition_name(lang: Lang, edition: &Edition) -> String {
    speak_plain(lang, &edition_message(edition))
}

/// What makes a box different, in a line.
pub fn edition_line(lang: Lang, edition: &Edition) -> String {
    speak_plain_form(lang, &edition_message(edition), "line")
}

/// A box as a message of `editions.ftl`: `edition-<its first game>`.
fn edition_message(edition: &Edition) -> Message {
    Message::word(format!("edition-{}", edition.presets[0]))
}

/// A game's name within its edition ("Capital Risk").
pub fn game_name(lang: Lang, id: &str) -> String {
    speak_plain(lang, &game_message(id))
}

/// A game's full name: its edition's and its own ("Risk, Parker 1993 · Capital Risk").
pub fn full_name(lang: Lang, id: &str) -> String {
    speak_plain(lang, &full_name_message(id))
}

use crate::ui::board::geometry::BoardGeometry;

/// A small picture of a board: every territory in its continent's colour.
#[component]
pub fn BoardThumbnail(board: String) -> impl IntoView {
    move || thumbnail(&board)
}

/// The board's outlines in its continents' colours, once its drawing is here.
fn thumbnail(board: &str) -> impl IntoView + use<> {
    let ready = crate::ui::board::drawings::ready(board);
    let geometry = BoardGeometry::for_board(board);
    let rules_board = crate::engine::board::Board::by_key(board);
    let paths = geometry
        .territories
        .iter()
        .enumerate()
        .map(|(i, shape)| {
            let colour = rules_board
                .and_then(|b| {
                    let t = b.territories.get(i)?;
                    let key = &b.continents.get(usize::from(t.continent.0))?.key;
                    geometry.continent_colors.get(key).cloned()
                })
                .unwrap_or_else(|| "#b9b9b9".to_owned());
            view! { <path d=shape.d.clone() fill=colour /> }
        })
        .collect_view();
    view! {
        <svg class="board-thumbnail" viewBox=geometry.view_box() preserveAspectRatio="xMidYMid meet" aria-hidden="true">
            <rect width="100%" height="100%" class="thumb-sea" />
            {ready.then_some(paths)}
        </svg>
    }
}
