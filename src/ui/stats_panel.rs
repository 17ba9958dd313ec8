//! The statistics and luck report of a game (issue 10): a chart per figure over the turns,
//! and each player's battle losses against the exact odds, as bars and in words.

use leptos::prelude::*;

use crate::ui::shown::Shown;

use super::charts::{LineChart, LuckBar, LuckChart, Series};
use super::phrases::say;
use super::refusals::{NotDone, replay_refusal};
use crate::engine::i18n::Lang;
use crate::engine::luck::Luck;
use crate::engine::record::Record;
use crate::engine::stats::{GameStats, Metric, Sample, game_stats};
use crate::engine::text::message::{Arg, Message, force};
use crate::ui::words::catalogs::force_name;
use crate::ui::words::catalogs::speak_forces;
use crate::ui::words::{W, word};

/// A metric's name.
pub fn metric_name(lang: Lang, metric: Metric) -> &'static str {
    match metric {
        Metric::Territories => word(lang, W::TERRITORIES),
        Metric::Armies => word(lang, W::ARMIES),
        Metric::Reinforcements => word(lang, W::REINFORCEMENTS_RECEIVED),
        Metric::CardsTraded => word(lang, W::CARDS_TRADED),
        Metric::DiceRolled => word(lang, W::DICE_ROLLED),
        Metric::Points => word(lang, W::POINTS),
    }
}

/// A metric's test id.
fn metric_id(metric: Metric) -> &'static str {
    match metric {
        Metric::Territories => "metric-territories",
        Metric::Armies => "metric-armies",
        Metric::Reinforcements => "metric-reinforcements",
        Metric::CardsTraded => "metric-cards",
        Metric::DiceRolled => "metric-dice",
        Metric::Points => "metric-points",
    }
}

/// The name of the charts' turn axis.
pub fn turn_axis(lang: Lang) -> &'static str {
    word(lang, W::TURNS_PLAYED)
}

/// A luck's excess in tenths of an army, as it is written (`{:.1}`).
pub fn tenths(x: f64) -> i64 {
    (x * 10.0).round() as i64
}

/// One player's luck in words: "Bob lost 12.3 more armies than expected: unlucky.", "Bob a
/// perdu 0,6 régiment de plus que prévu : pas de chance."
pub fn luck_message(player: crate::engine::state::ForceId, luck: &Luck) -> Message {
    let excess = luck.excess();
    let lost = Arg::Tenths(tenths(excess.abs()));
    let player = force(player);
    match excess {
        x if x > 0.5 => Message::new("ui-luck-unlucky", vec![("player", player), ("lost", lost)]),
        x if x < -0.5 => Message::new("ui-luck-lucky", vec![("player", player), ("lost", lost)]),
        _ => Message::new("ui-luck-even", vec![("player", player)]),
    }
}

/// Where each sample stands on the turn axis: the turns played before it (a sample is taken
/// as each turn begins), the last one at the end of the game (or now).
pub fn turns_played(stats: &GameStats) -> Vec<u32> {
    let last = stats.samples.len().saturating_sub(1);
    stats
        .samples
        .iter()
        .enumerate()
        .map(|(i, s)| {
            if i == last && i > 0 {
                s.turn
            } else {
                s.turn.saturating_sub(1)
            }
        })
        .collect()
}

/// One metric's chart, ready to draw: its name, where each sample stands, a line per player
/// and the horizontal axis's name.
pub struct MetricChart {
    /// "Armies, by turn", "Points, by round".
    pub title: String,
    /// Each sample's place on the horizontal axis.
    pub turns: Vec<u32>,
    /// One line per player.
    pub series: Vec<Series>,
    /// The horizontal axis's name.
    pub axis: &'static str,
}

/// One metric's chart over the game: the points by round (a round is what a points race
/// is counted in), every other figure by turn.
pub fn metric_chart_data(
    lang: Lang,
    record: &Record,
    stats: &GameStats,
    metric: Metric,
) -> MetricChart {
    let (turns, samples, by, axis): (Vec<u32>, Vec<&Sample>, _, _) = if metric == Metric::Points {
        let rounds = stats.by_round();
        (
            rounds.iter().map(|(at, _)| *at).collect(),
            rounds.into_iter().map(|(_, s)| s).collect(),
            word(lang, W::BY_ROUND),
            word(lang, W::ROUNDS_PLAYED),
        )
    } else {
        (
            turns_played(stats),
            stats.samples.iter().collect(),
            word(lang, W::BY_TURN),
            turn_axis(lang),
        )
    };
    let series = stats
        .players
        .iter()
        .enumerate()
        .map(|(i, &player)| Series {
            name: force_name(lang, record, player),
            colour: stats.colours[usize::from(player.0)],
            values: samples.iter().map(|s| metric.of(&s.tallies[i])).collect(),
        })
        .collect();
    MetricChart {
        title: format!("{}, {by}", metric_name(lang, metric)),
        turns,
        series,
        axis,
    }
}

/// The chart of one metric, a line per player.
fn metric_chart(lang: Lang, record: &Record, stats: &GameStats, metric: Metric) -> AnyView {
    let MetricChart {
        title,
        turns,
        series,
        axis,
    } = metric_chart_data(lang, record, stats, metric);
    view! { <LineChart lang=lang title=title turns=turns series=series axis=axis /> }.into_any()
}

/// Each player's luck: a bar and a sentence.
fn luck_rows(lang: Lang, record: &Record, stats: &GameStats) -> Vec<(LuckBar, String)> {
    stats
        .luck
        .iter()
        .map(|l| {
            let name = force_name(lang, record, l.force);
            let sentence = speak_forces(lang, &luck_message(l.force, l), record);
            let colour = stats.colours[usize::from(l.force.0)];
            (
                LuckBar {
                    colour,
                    excess: l.excess(),
                    name,
                },
                sentence,
            )
        })
        .collect()
}

/// The luck report: bars, a note on how to read them, and a sentence per player.
fn luck_report(
    lang: Signal<Lang>,
    rows: impl Fn() -> Vec<(LuckBar, String)> + Copy + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <section class="stats-luck" tabindex="0" aria-label=say(lang, W::LUCK_AT_THE_DICE)>
            <h3>{say(lang, W::LUCK_AT_THE_DICE)}</h3>
            <p class="hint">{say(lang, W::ARMIES_LOST_IN_BATTLE_BEYOND_WHAT)}</p>
            {move || {
                let bars = rows().into_iter().map(|(bar, _)| bar).collect();
                let title = word(lang.get(), W::LUCK_AT_THE_DICE).to_owned();
                view! { <LuckChart lang=lang.get() title=title bars=bars /> }
            }}
            <Shown when=move || rows().is_empty()>
                <p class="hint" data-testid="no-battles">{say(lang, W::NO_BATTLE_YET)}</p>
            </Shown>
            <ul class="luck-lines" data-testid="luck-lines">
                {move || rows().into_iter().map(|(_, line)| view! { <li>{line}</li> }).collect_view()}
            </ul>
        </section>
    }
}

/// The metric buttons, the chart and the luck report of a game's statistics.
fn stats_view(lang: Signal<Lang>, record: StoredValue<Record>, stats: GameStats) -> AnyView {
    let metric = RwSignal::new(Metric::Territories);
    let buttons = stats
        .metrics()
        .into_iter()
        .map(|m| {
            view! {
                <button data-testid=metric_id(m) aria-pressed=move || (metric.get() == m).to_string()
                    on:click=move |_| metric.set(m)>
                    {move || metric_name(lang.get(), m)}
                </button>
            }
        })
        .collect_view();
    let stats = StoredValue::new(stats);
    let chart = move || {
        record.with_value(|r| stats.with_value(|s| metric_chart(lang.get(), r, s, metric.get())))
    };
    let rows = move || record.with_value(|r| stats.with_value(|s| luck_rows(lang.get(), r, s)));
    view! {
        <div class="metric-choice" role="group" aria-label=say(lang, W::FIGURE_SHOWN)>
            {buttons}
        </div>
        <div class="stats-main" tabindex="0" role="region" aria-label=say(lang, W::FIGURES)>
            <div class="stats-figure" data-testid="stats-chart">{chart}</div>
            {luck_report(lang, rows)}
        </div>
    }
    .into_any()
}

/// The statistics dialog over a game's record (the game so far, or a whole replay).
#[component]
pub fn StatsPanel(lang: Signal<Lang>, record: Record, on_close: Callback<()>) -> impl IntoView {
    let stats = game_stats(&record);
    let record = StoredValue::new(record);
    let body = match stats {
        Err(error) => view! {
            <p role="alert">
                {move || replay_refusal(lang.get(), NotDone::StatisticsNotDrawn, &error)}
            </p>
        }
        .into_any(),
        Ok(stats) => stats_view(lang, record, stats),
    };
    view! {
        <div class="overlay stats" data-testid="stats-dialog" role="dialog" aria-modal="true"
            aria-label=say(lang, W::STATISTICS)>
            <div class="stats-body">
                <header class="stats-head">
                    <h2>{say(lang, W::STATISTICS)}</h2>
                    <button class="primary" data-testid="stats-close" on:click=move |_| on_close.run(())>
                        {say(lang, W::CLOSE)}
                    </button>
                </header>
                {body}
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::state::ForceId;

    fn luck(lost: u32, expected: f64) -> Luck {
        Luck {
            force: ForceId(0),
            rolls: 1,
            lost,
            expected,
        }
    }

    #[test]
    fn luck_in_french_counts_regiments_with_a_decimal_comma() {
        use crate::ui::said_check::said_by;
        assert_eq!(
            said_by(Lang::Fr, &luck_message(ForceId(0), &luck(3, 1.6)), &["Ada"]),
            "Ada a perdu 1,4\u{a0}régiment de plus que prévu\u{202f}: pas de chance."
        );
        assert_eq!(
            said_by(Lang::Fr, &luck_message(ForceId(0), &luck(1, 3.4)), &["Bob"]),
            "Bob a perdu 2,4\u{a0}régiments de moins que prévu\u{202f}: de la chance."
        );
        assert_eq!(
            said_by(Lang::En, &luck_message(ForceId(0), &luck(1, 3.4)), &["Bob"]),
            "Bob lost 2.4 fewer armies than expected: lucky."
        );
    }
}
