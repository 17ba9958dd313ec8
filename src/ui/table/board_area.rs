//! The game screen's board: the preset's map with its marks, drawn once its drawing is here,
//! turned about for an attack across the world's date line.

use leptos::prelude::*;

use crate::engine::board::{Board, TerritoryId};
use crate::engine::i18n::Lang;
use crate::ui::board::drawings::{DrawingComing, ready};
use crate::ui::board::geometry::BoardGeometry;
use crate::ui::board::{BoardMap, MapMarks, choices_cross_seam, crosses_seam};

/// The board beside the panel.
#[component]
pub(super) fn BoardArea<R>(
    lang: Signal<Lang>,
    /// The board's key (004 plays on Europe in 1810).
    board_key: Memo<String>,
    marks: Signal<MapMarks>,
    on_tap: Callback<TerritoryId>,
    /// Whether bots play without a delay.
    rushing: R,
) -> impl IntoView
where
    R: Fn() -> bool + Send + Sync + 'static,
{
    // The world turned about for an attack across its date line, and on a phone already when
    // the territory chosen has a target across it (Kamchatka beside Alaska, no hop to find
    // it). Not while bots play without a delay: their attacks pass faster than the eye, and
    // each turn draws the whole world anew (some 200 ms on a slow tablet).
    let turned = Memo::new(move |_| {
        if rushing() {
            return false;
        }
        let geometry = BoardGeometry::for_board(&board_key.get());
        marks.with(|m| {
            crosses_seam(geometry, m)
                || (choices_cross_seam(geometry, m) && crate::ui::screen::phone())
        })
    });
    view! {
        <div class="board-scroll beside-sheet">
            {move || {
                // The preset's board, drawn anew if a loaded game changes it, once its
                // drawing is here.
                if !ready(&board_key.get()) {
                    return view! { <DrawingComing lang=lang /> }.into_any();
                }
                let board = Board::by_key(&board_key.get()).unwrap_or_else(Board::world);
                // An attack across the world's date line: the world turned about.
                let turned = turned.get();
                view! { <BoardMap lang=lang board=board marks=marks on_tap=on_tap turned=turned /> }.into_any()
            }}
        </div>
    }
}
