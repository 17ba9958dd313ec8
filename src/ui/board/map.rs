//! The board drawn in SVG: territories in their continents' colours, dashed sea lanes and the
//! continents chart; a territory is tapped (or focused and Enter pressed) to select it.

use leptos::prelude::*;

use super::geometry::BoardGeometry;
use crate::engine::board::{Board, TerritoryId};
use crate::engine::i18n::Lang;
use crate::ui::i18n::{Text, text};

/// Radius of the tap target around each label, in board units (44 px even when the board is drawn at 0.92 scale).
const HIT_RADIUS: f64 = 24.0;

/// The world board: selecting a territory highlights it and its neighbours.
#[component]
pub fn BoardMap(
    /// The language of the names drawn on the board.
    lang: Signal<Lang>,
    /// The selected territory, shared with the surrounding screen.
    selected: RwSignal<Option<TerritoryId>>,
) -> impl IntoView {
    let (board, geometry) = (Board::world(), BoardGeometry::world());
    let is_neighbour = move |id: TerritoryId| {
        selected
            .get()
            .is_some_and(|s| board.territory(s).neighbours.contains(&id))
    };
    let lanes = geometry
        .sea_lanes
        .iter()
        .flat_map(|lane| lane.lines.iter())
        .map(|[a, b]| view! { <line x1=a[0] y1=a[1] x2=b[0] y2=b[1] /> })
        .collect_view();
    let territories = board
        .ids()
        .zip(&geometry.territories)
        .map(|(id, shape)| {
            let territory = board.territory(id);
            let colour = geometry
                .continent_colors
                .get(&board.continents[usize::from(territory.continent.0)].key)
                .cloned()
                .unwrap_or_default();
            let toggle =
                move || selected.update(|s| *s = if *s == Some(id) { None } else { Some(id) });
            view! {
                <g
                    class="territory"
                    class:selected=move || selected.get() == Some(id)
                    class:neighbour=move || is_neighbour(id)
                    data-testid=format!("territory-{}", territory.key)
                    role="button"
                    tabindex="0"
                    aria-label=move || territory.name.get(lang.get()).to_owned()
                    aria-pressed=move || (selected.get() == Some(id)).to_string()
                    on:click=move |_| toggle()
                    on:keydown=move |ev| {
                        if ev.key() == "Enter" || ev.key() == " " {
                            ev.prevent_default();
                            toggle();
                        }
                    }
                >
                    <path d=shape.d.clone() fill=colour />
                    <circle class="hit" cx=shape.label[0] cy=shape.label[1] r=HIT_RADIUS />
                </g>
            }
        })
        .collect_view();
    let labels = board
        .ids()
        .zip(&geometry.territories)
        .map(|(id, shape)| {
            let name = move || board.territory(id).name.get(lang.get()).to_owned();
            view! { <text x=shape.label[0] y=shape.label[1] + 3.0>{name}</text> }
        })
        .collect_view();
    view! {
        <svg
            class="board"
            viewBox=geometry.view_box()
            preserveAspectRatio="xMidYMid meet"
            role="group"
            aria-label=move || text(lang.get(), Text::BoardName)
        >
            <rect class="sea" width=geometry.width height=geometry.height />
            <g class="sea-lanes">{lanes}</g>
            <g class="territories">{territories}</g>
            <g class="labels" aria-hidden="true">{labels}</g>
            <ContinentsChart lang=lang />
        </svg>
    }
}

/// The chart of continent bonuses, drawn in a corner of the board as on the printed board
/// (000 "Plateau de jeu").
#[component]
fn ContinentsChart(lang: Signal<Lang>) -> impl IntoView {
    const ROW: f64 = 19.0;
    let (board, geometry) = (Board::world(), BoardGeometry::world());
    let (x, y) = (geometry.chart.x, geometry.chart.y);
    let rows = board
        .continents
        .iter()
        .enumerate()
        .map(|(i, continent)| {
            let row_y = y + 30.0 + ROW * i as f64;
            let colour = geometry.continent_colors.get(&continent.key).cloned();
            let name = move || continent.name.get(lang.get()).to_owned();
            let bonus = continent.bonus;
            view! {
                <rect class="swatch" x=x + 8.0 y=row_y - 11.0 width="14" height="14" fill=colour />
                <text class="chart-name" x=x + 28.0 y=row_y>{name}</text>
                <text class="chart-bonus" x=x + 172.0 y=row_y>{bonus}</text>
            }
        })
        .collect_view();
    let height = 32.0 + ROW * board.continents.len() as f64;
    view! {
        <g class="continents-chart" data-testid="continents-chart">
            <rect class="chart-card" x=x y=y width="184" height=height rx="6" />
            <text class="chart-title" x=x + 8.0 y=y + 16.0>
                {move || text(lang.get(), Text::ContinentsChart)}
            </text>
            {rows}
        </g>
    }
}
