//! The five boxes for the wizard: the engine's table of editions (`engine::text::editions`)
//! and each board's thumbnail.

use leptos::prelude::*;

pub use crate::engine::text::editions::*;

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
