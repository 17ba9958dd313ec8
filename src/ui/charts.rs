//! Charts drawn by the app: one line per player over the turns, and the luck bars. Lines
//! differ by dash as well as by colour, so they stay apart for colour-blind players. The
//! drawing stretches to its box with strokes of constant width, and the axis labels are page
//! text, so they keep their size on a phone.

use leptos::prelude::*;

use super::palette::fill;
use crate::engine::i18n::Lang;
use crate::engine::state::Colour;
use crate::ui::sentences::messages;
use crate::ui::words::catalogs::speak_plain;

/// The drawing's span in SVG units, both ways: it stretches to the chart's box.
const SPAN: f64 = 1000.0;
/// Dash patterns in screen pixels, one per seat.
pub const DASHES: [&str; 6] = ["", "12 6", "3 5", "14 5 3 5", "6 3", "2 3 8 3"];

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

/// The round step (1, 2 or 5 times a power of ten) that reaches `max` in `most` steps or fewer.
pub fn step(max: u32, most: u32) -> u32 {
    let mut power = 1u32;
    loop {
        for factor in [1, 2, 5] {
            let step = power.saturating_mul(factor);
            if max.div_ceil(step) <= most.max(1) || step == u32::MAX {
                return step;
            }
        }
        power = power.saturating_mul(10);
    }
}

/// A value axis: whole numbers from 0 at a round step, up to the first at or above `max`.
pub fn value_ticks(max: u32, most: u32) -> Vec<u32> {
    let step = step(max.max(1), most);
    let top = max.max(1).div_ceil(step) * step;
    (0..=top / step).map(|i| i * step).collect()
}

/// A turn axis: the multiples of a round step from 0 to `last` (the axis ends at `last`).
pub fn turn_ticks(last: u32, most: u32) -> Vec<u32> {
    let step = step(last.max(1), most);
    (0..=last.max(1) / step).map(|i| i * step).collect()
}

/// A percentage of the way along an axis, for a label's place.
fn along(value: u32, top: u32) -> f64 {
    100.0 * f64::from(value) / f64::from(top.max(1))
}

/// The points of one line, in SVG units, over turns `0..=last` and values `0..=top`.
fn polyline(turns: &[u32], values: &[u32], last: u32, top: u32) -> String {
    turns
        .iter()
        .zip(values)
        .map(|(&t, &v)| {
            let x = SPAN * along(t, last) / 100.0;
            let y = SPAN - SPAN * along(v, top) / 100.0;
            format!("{x:.1},{y:.1}")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The small line that stands for a player's line: their colour and dash.
pub fn line_key(colour: Colour, seat: usize) -> impl IntoView {
    view! {
        <svg class="swatch" viewBox="0 0 36 8" aria-hidden="true">
            <line x1="0" x2="36" y1="4" y2="4" stroke=fill(colour) stroke-dasharray=DASHES[seat % DASHES.len()] />
        </svg>
    }
}

/// The drawing's markup (numbers and colours only, never a name): the grid at each value
/// tick, then one line per series.
fn drawing(turns: &[u32], series: &[Series], values: &[u32]) -> String {
    let top = values.last().copied().unwrap_or(1);
    let last = turns.last().copied().unwrap_or(0).max(1);
    let mut out = String::from("<g class=\"grid\">");
    for &v in values {
        let y = SPAN - SPAN * along(v, top) / 100.0;
        out += &format!("<line x1=\"0\" x2=\"{SPAN}\" y1=\"{y:.1}\" y2=\"{y:.1}\"/>");
    }
    out += "</g>";
    for (i, s) in series.iter().enumerate() {
        out += &format!(
            "<polyline class=\"series\" points=\"{}\" stroke=\"{}\" stroke-dasharray=\"{}\"/>",
            polyline(turns, &s.values, last, top),
            fill(s.colour),
            DASHES[i % DASHES.len()]
        );
    }
    out
}

/// Tick labels along an axis (`side` is "bottom" or "left"), as markup: each number at its
/// place in percent.
fn tick_labels(ticks: &[u32], top: u32, side: &str) -> String {
    ticks
        .iter()
        .map(|&t| format!("<span style=\"{side}:{:.2}%\">{t}</span>", along(t, top)))
        .collect()
}

/// A line chart over the turns played: each series is a player, `turns` places each sample.
#[component]
pub fn LineChart(
    /// The language of the labels.
    lang: Lang,
    /// The chart's accessible name.
    title: String,
    /// The turns played at each sample.
    turns: Vec<u32>,
    /// One line per player.
    series: Vec<Series>,
    /// The horizontal axis's name.
    axis: &'static str,
    /// Whether to name the lines under the chart.
    #[prop(default = true)]
    legend: bool,
) -> impl IntoView {
    let max = series.iter().flat_map(|s| s.values.iter().copied()).max();
    let values = value_ticks(max.unwrap_or(0), 5);
    let top = values.last().copied().unwrap_or(1);
    let last = turns.last().copied().unwrap_or(0).max(1);
    // The values at the end, read aloud in place of the drawing.
    let summary = series
        .iter()
        .map(|s| {
            let value = s.values.last().copied().unwrap_or(0).to_string();
            speak_plain(lang, &messages::labelled(&s.name, &value))
        })
        .collect::<Vec<_>>()
        .join(", ");
    let legend = legend.then(|| {
        let names = series
            .iter()
            .enumerate()
            .map(|(i, s)| view! { <li>{line_key(s.colour, i)}{s.name.clone()}</li> })
            .collect_view();
        view! { <ul class="legend">{names}</ul> }
    });
    view! {
        <figure class="chart">
            <div class="plot">
                <div class="ticks values" style=format!("width:{}ch", top.to_string().len() + 1)
                    aria-hidden="true" inner_html=tick_labels(&values, top, "bottom") />
                <svg viewBox=format!("0 0 {SPAN} {SPAN}") preserveAspectRatio="none" role="img"
                    aria-label=format!("{title}. {summary}") inner_html=drawing(&turns, &series, &values) />
                <div class="ticks turns" aria-hidden="true"
                    inner_html=tick_labels(&turn_ticks(last, 6), last, "left") />
            </div>
            <p class="axis-name">{axis}</p>
            {legend}
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
/// lost than expected (lucky). Each row names the player and writes the figure.
#[component]
pub fn LuckChart(
    /// The language of the figures.
    lang: Lang,
    /// The chart's accessible name.
    title: String,
    /// One bar per player.
    bars: Vec<LuckBar>,
) -> impl IntoView {
    let widest = bars.iter().map(|b| b.excess.abs()).fold(1.0f64, f64::max);
    let summary = bars
        .iter()
        .map(|b| {
            format!(
                "{} {}",
                b.name,
                speak_plain(lang, &messages::signed(b.excess))
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    let rows = bars
        .into_iter()
        .map(|bar| {
            let length = 50.0 * bar.excess.abs() / widest;
            let x = if bar.excess < 0.0 { 50.0 - length } else { 50.0 };
            let drawn = format!(
                "<rect x=\"{x:.1}\" y=\"1\" width=\"{:.1}\" height=\"8\" fill=\"{}\"/><line class=\"zero\" x1=\"50\" x2=\"50\" y1=\"0\" y2=\"10\"/>",
                length.max(0.5),
                fill(bar.colour)
            );
            view! {
                <div>
                    <span class="luck-name">{bar.name}</span>
                    <svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" inner_html=drawn />
                    <span class="luck-figure">{speak_plain(lang, &messages::signed(bar.excess))}</span>
                </div>
            }
        })
        .collect_view();
    view! {
        <div class="luck-chart" role="img" aria-label=format!("{title}. {summary}")>{rows}</div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whole numbers, rising, at one step of 1, 2 or 5 times a power of ten.
    fn evenly_round(ticks: &[u32]) {
        let step = ticks[1] - ticks[0];
        let round = |s: u32| {
            let mut s = s;
            while s.is_multiple_of(10) {
                s /= 10;
            }
            matches!(s, 1 | 2 | 5)
        };
        assert!(round(step), "{ticks:?}");
        assert!(ticks.windows(2).all(|w| w[1] - w[0] == step), "{ticks:?}");
        assert_eq!(ticks[0], 0);
    }

    #[test]
    fn value_axes_are_round_and_reach_the_top() {
        assert_eq!(value_ticks(0, 5), [0, 1]);
        assert_eq!(value_ticks(7, 5), [0, 2, 4, 6, 8]);
        assert_eq!(value_ticks(42, 5), [0, 10, 20, 30, 40, 50]);
        assert_eq!(value_ticks(120, 5), [0, 50, 100, 150]);
        for max in 0..3000 {
            let ticks = value_ticks(max, 5);
            evenly_round(&ticks);
            assert!(
                *ticks.last().unwrap() >= max && ticks.len() <= 6,
                "{max}: {ticks:?}"
            );
        }
    }

    #[test]
    fn turn_axes_are_round_whole_numbers_within_the_game() {
        // The screen once read "1, 3, 4, 6, 6" for a game of six turns.
        assert_eq!(turn_ticks(6, 6), [0, 1, 2, 3, 4, 5, 6]);
        assert_eq!(turn_ticks(7, 6), [0, 2, 4, 6]);
        assert_eq!(turn_ticks(23, 6), [0, 5, 10, 15, 20]);
        assert_eq!(turn_ticks(0, 6), [0, 1]);
        for last in 1..2000 {
            let ticks = turn_ticks(last, 6);
            evenly_round(&ticks);
            assert!(
                *ticks.last().unwrap() <= last && ticks.len() <= 7,
                "{last}: {ticks:?}"
            );
            assert!(ticks.len() >= 3 || last < 3, "{last}: {ticks:?}");
        }
    }

    #[test]
    fn a_line_runs_from_the_bottom_left_to_the_top_right() {
        assert_eq!(polyline(&[0, 4], &[0, 10], 4, 10), "0.0,1000.0 1000.0,0.0");
        let series = [Series {
            name: "<b>".into(),
            colour: Colour::Red,
            values: vec![0, 10],
        }];
        let drawn = drawing(&[0, 4], &series, &[0, 5, 10]);
        assert!(drawn.ends_with("<polyline class=\"series\" points=\"0.0,1000.0 1000.0,0.0\" stroke=\"#d1242a\" stroke-dasharray=\"\"/>"));
        assert!(!drawn.contains("<b>"), "names never go into the markup");
        assert_eq!(
            tick_labels(&[0, 5], 10, "left"),
            "<span style=\"left:0.00%\">0</span><span style=\"left:50.00%\">5</span>"
        );
    }
}
