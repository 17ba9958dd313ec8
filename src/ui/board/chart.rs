//! The chart of continent (or region) bonuses drawn on the board, as on the printed boards.

use leptos::prelude::*;

use super::geometry::BoardGeometry;
use super::naming::{CHART_ROW, chart_box};
use crate::engine::board::Board;
use crate::engine::i18n::Lang;
use crate::ui::palette;
use crate::ui::words::{W, word};

/// The chart of continent (or region) bonuses, drawn in a corner of the board as on the
/// printed boards (000 "Plateau de jeu", 004 "Le plateau de jeu").
#[component]
pub(super) fn ContinentsChart(
    lang: Signal<Lang>,
    board: &'static Board,
    geometry: &'static BoardGeometry,
) -> impl IntoView {
    let [x, y, right, bottom] = chart_box(board, geometry);
    let (width, height) = (right - x, bottom - y);
    let rows = board
        .continents
        .iter()
        .enumerate()
        .map(|(i, continent)| {
            let row_y = y + 30.0 + CHART_ROW * i as f64;
            let colour = geometry
                .continent_colors
                .get(&continent.key)
                .cloned()
                .unwrap_or_default();
            let name = move || {
                crate::ui::words::catalogs::continent_name(lang.get(), board, &continent.key)
            };
            let bonus = continent.bonus;
            view! {
                <rect class="swatch" x=x + 8.0 y=row_y - 11.0 width="14" height="14"
                    fill=palette::faded(&colour) style=format!("stroke:{colour}") />
                <text class="chart-name" x=x + 28.0 y=row_y>{name}</text>
                <text class="chart-bonus" x=x + width - 12.0 y=row_y>{bonus}</text>
            }
        })
        .collect_view();
    view! {
        <g class="continents-chart" data-testid="continents-chart">
            <rect class="chart-card" x=x y=y width=width height=height rx="6" />
            <text class="chart-title" x=x + 8.0 y=y + 16.0>
                {move || if board.key == "world" || crate::engine::imported::is_imported(&board.key) {
                    word(lang.get(), W::CONTINENTS_CHART)
                } else {
                    // 004 calls its continents regions (and 003 its provinces); Domination's
                    // maps call them continents.
                    word(lang.get(), W::REGION_BONUSES)
                }}
            </text>
            {rows}
        </g>
    }
}
