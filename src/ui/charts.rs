//! Charts drawn as SVG by the app: one line per player over the turns, and the luck bars.
//! Lines differ by dash as well as by colour, so they stay apart for colour-blind players.

use leptos::prelude::*;

use super::palette::fill;
use crate::engine::i18n::Lang;
use crate::engine::state::Colour;
use crate::engine::text::numbers::{labelled, signed};

/// The drawing's size in SVG units (it scales to the panel's width).
const WIDTH: f64 = 640.0;
/// The drawing's height.
const HEIGHT: f64 = 280.0;
/// Room for the axis labels on the left.
const LEFT: f64 = 48.0;
/// Room for the axis labels at the bottom.
const BOTTOM: f64 = 28.0;
/// Room above the highest value.
const TOP: f64 = 12.0;
/// Room on the right.
const RIGHT: f64 = 12.0;
/// Dash patterns, one per seat.
const DASHES: [&str; 6] = ["", "12 6", "3 5", "14 5 3 5", "6 3", "2 3 8 3"];

/// One player's line.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    /// The player's name.
    pub name: String,
    /// The player's colour.
    pub colour: Colour,
    /// One value per sample.
    pub values: Vec<u32>,
}

/// A round top for the vertical axis: 1, 2 or 5 times a power of ten, at least `max`.
fn nice_top(max: u32) -> u32 {
    let mut step = 1;
    loop {
        for factor in [1, 2, 5] {
            if step * factor >= max.max(1) {
                return step * factor;
            }
        }
        step *= 10;
    }
}

/// The points of one line, in SVG units.
fn polyline(values: &[u32], top: u32) -> String {
    let span = (values.len().max(2) - 1) as f64;
    values
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            let x = LEFT + (WIDTH - LEFT - RIGHT) * i as f64 / span;
            let y = TOP + (HEIGHT - TOP - BOTTOM) * (1.0 - f64::from(v) / f64::from(top));
            format!("{x:.1},{y:.1}")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A line chart over the turns: `turns` labels the samples, each series is a player.
#[component]
pub fn LineChart(
    /// The chart's accessible name.
    title: String,
    /// The turn of each sample.
    turns: Vec<u32>,
    /// One line per player.
    series: Vec<Series>,
    /// The language of the values read aloud.
    #[prop(optional)]
    lang: Lang,
) -> impl IntoView {
    let max = series
        .iter()
        .flat_map(|s| s.values.iter().copied())
        .max()
        .unwrap_or(0);
    let top = nice_top(max);
    let plot_bottom = HEIGHT - BOTTOM;
    let grid = (0..=4)
        .map(|i| {
            let value = top * i / 4;
            let y = TOP + (plot_bottom - TOP) * (1.0 - f64::from(i) / 4.0);
            view! {
                <g class="grid">
                    <line x1=LEFT x2=WIDTH - RIGHT y1=y y2=y />
                    <text x=LEFT - 6.0 y=y + 4.0 text-anchor="end">{value}</text>
                </g>
            }
        })
        .collect_view();
    // The turn under each fifth of the horizontal axis.
    let span = (turns.len().max(2) - 1) as f64;
    let mut places: Vec<usize> = (0..=4)
        .map(|i| (span * f64::from(i) / 4.0).round() as usize)
        .collect();
    places.dedup();
    let turn_marks = places
        .into_iter()
        .filter_map(|at| {
            let turn = *turns.get(at)?;
            let x = LEFT + (WIDTH - LEFT - RIGHT) * at as f64 / span;
            let anchor = if at == 0 {
                "start"
            } else if at + 1 >= turns.len() {
                "end"
            } else {
                "middle"
            };
            Some(view! { <text class="axis" x=x y=HEIGHT - 6.0 text-anchor=anchor>{turn}</text> })
        })
        .collect_view();
    // The values at the end, read aloud in place of the drawing.
    let summary = series
        .iter()
        .map(|s| {
            labelled(
                lang,
                &s.name,
                &s.values.last().copied().unwrap_or(0).to_string(),
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    let lines = series
        .iter()
        .enumerate()
        .map(|(i, s)| {
            view! {
                <polyline
                    class="series"
                    points=polyline(&s.values, top)
                    stroke=fill(s.colour)
                    stroke-dasharray=DASHES[i % DASHES.len()]
                />
            }
        })
        .collect_view();
    let legend = series
        .iter()
        .enumerate()
        .map(|(i, s)| {
            view! {
                <li>
                    <svg class="swatch" viewBox="0 0 36 8" aria-hidden="true">
                        <line x1="0" x2="36" y1="4" y2="4" stroke=fill(s.colour) stroke-dasharray=DASHES[i % DASHES.len()] />
                    </svg>
                    {s.name.clone()}
                </li>
            }
        })
        .collect_view();
    view! {
        <figure class="chart">
            <svg
                viewBox=format!("0 0 {WIDTH} {HEIGHT}")
                role="img"
                aria-label=format!("{title}. {summary}")
            >
                {grid}
                {turn_marks}
                {lines}
            </svg>
            <ul class="legend">{legend}</ul>
        </figure>
    }
}

/// One player's bar in the luck chart.
#[derive(Clone, Debug, PartialEq)]
pub struct LuckBar {
    /// The player's name.
    pub name: String,
    /// The player's colour.
    pub colour: Colour,
    /// Armies lost beyond the odds' expectation (above 0: unlucky).
    pub excess: f64,
}

/// Bars around zero: to the right, armies lost beyond the odds (unlucky); to the left, fewer
/// lost than expected (lucky).
#[component]
pub fn LuckChart(
    /// The chart's accessible name.
    title: String,
    /// One bar per player.
    bars: Vec<LuckBar>,
    /// The language of the numbers.
    #[prop(optional)]
    lang: Lang,
) -> impl IntoView {
    let row = 34.0;
    let height = row * bars.len().max(1) as f64 + 8.0;
    let widest = bars.iter().map(|b| b.excess.abs()).fold(1.0f64, f64::max);
    let middle = WIDTH / 2.0;
    let half = WIDTH / 2.0 - 120.0;
    let drawn = bars
        .iter()
        .enumerate()
        .map(|(i, bar)| {
            let y = 4.0 + row * i as f64;
            let length = half * bar.excess.abs() / widest;
            let x = if bar.excess < 0.0 {
                middle - length
            } else {
                middle
            };
            let label_x = if bar.excess < 0.0 {
                x - 6.0
            } else {
                x + length + 6.0
            };
            let anchor = if bar.excess < 0.0 { "end" } else { "start" };
            view! {
                <g class="luck-bar">
                    <rect x=x y=y width=length.max(1.0) height=row - 10.0 fill=fill(bar.colour) />
                    <text x=label_x y=y + row / 2.0 text-anchor=anchor>
                        {format!("{} {}", bar.name, signed(lang, bar.excess))}
                    </text>
                </g>
            }
        })
        .collect_view();
    view! {
        <figure class="chart luck-chart">
            <svg viewBox=format!("0 0 {WIDTH} {height}") role="img" aria-label=title>
                <line class="zero" x1=middle x2=middle y1="0" y2=height />
                {drawn}
            </svg>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_axis_tops_are_round() {
        assert_eq!(nice_top(0), 1);
        assert_eq!(nice_top(7), 10);
        assert_eq!(nice_top(42), 50);
        assert_eq!(nice_top(120), 200);
    }

    #[test]
    fn a_line_runs_from_the_left_axis_to_the_right_edge() {
        let points = polyline(&[0, 10], 10);
        assert_eq!(
            points,
            format!(
                "{LEFT:.1},{:.1} {:.1},{TOP:.1}",
                HEIGHT - BOTTOM,
                WIDTH - RIGHT
            )
        );
    }
}
