//! The statistics and luck report of a game (issue 10): a chart per figure over the turns,
//! and each player's battle losses against the exact odds, as bars and in words.

use leptos::prelude::*;

use crate::ui::shown::Shown;

use super::charts::{LineChart, LuckBar, LuckChart, Series};
use super::log_export::force_name;
use super::phrases::{quantity, say, tr};
use super::refusals::replay_refusal;
use crate::engine::i18n::Lang;
use crate::engine::luck::Luck;
use crate::engine::record::Record;
use crate::engine::stats::{GameStats, Metric, game_stats};

/// A metric's name.
fn metric_name(lang: Lang, metric: Metric) -> &'static str {
    match metric {
        Metric::Territories => tr(lang, "Territories", "Territoires"),
        Metric::Armies => tr(lang, "Armies", "Régiments"),
        Metric::Reinforcements => tr(lang, "Reinforcements received", "Renforts reçus"),
        Metric::CardsTraded => tr(lang, "Cards traded", "Cartes échangées"),
        Metric::DiceRolled => tr(lang, "Dice rolled", "Dés lancés"),
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
    }
}

/// One player's luck in words: "Bob lost 12.3 more armies than expected: unlucky.", "Bob a
/// perdu 0,6 régiment de plus que prévu : pas de chance."
pub fn luck_sentence(lang: Lang, name: &str, luck: &Luck) -> String {
    let excess = luck.excess();
    let amount = quantity(
        lang,
        excess.abs(),
        ("army", "armies"),
        ("régiment", "régiments"),
    );
    let (number, noun) = amount.split_once(' ').unwrap_or((&amount, ""));
    match (lang, excess) {
        (Lang::En, x) if x > 0.5 => {
            format!("{name} lost {number} more {noun} than expected: unlucky.")
        }
        (Lang::En, x) if x < -0.5 => {
            format!("{name} lost {number} fewer {noun} than expected: lucky.")
        }
        (Lang::En, _) => format!("{name} lost about as many armies as expected."),
        (Lang::Fr, x) if x > 0.5 => {
            format!("{name} a perdu {amount} de plus que prévu\u{202f}: pas de chance.")
        }
        (Lang::Fr, x) if x < -0.5 => {
            format!("{name} a perdu {amount} de moins que prévu\u{202f}: de la chance.")
        }
        (Lang::Fr, _) => format!("{name} a perdu à peu près autant de régiments que prévu."),
    }
}

/// The chart of one metric, a line per player.
fn metric_chart(lang: Lang, record: &Record, stats: &GameStats, metric: Metric) -> AnyView {
    let turns = stats.samples.iter().map(|s| s.turn).collect();
    let series = stats
        .players
        .iter()
        .enumerate()
        .map(|(i, &player)| Series {
            name: force_name(lang, record, player),
            colour: stats.colours[usize::from(player.0)],
            values: stats
                .samples
                .iter()
                .map(|s| metric.of(&s.tallies[i]))
                .collect(),
        })
        .collect();
    let title = format!(
        "{}, {}",
        metric_name(lang, metric),
        tr(lang, "by turn", "par tour")
    );
    view! { <LineChart title=title turns=turns series=series lang=lang /> }.into_any()
}

/// The statistics dialog over a game's record (the game so far, or a whole replay).
#[component]
pub fn StatsPanel(lang: Signal<Lang>, record: Record, on_close: Callback<()>) -> impl IntoView {
    let metric = RwSignal::new(Metric::Territories);
    let stats = game_stats(&record);
    let record = StoredValue::new(record);
    let body = match stats {
        Err(error) => view! {
            <p role="alert">
                {move || replay_refusal(lang.get(), "The statistics cannot be drawn:", "Les statistiques ne peuvent pas être tracées :", &error)}
            </p>
        }
        .into_any(),
        Ok(stats) => {
            let stats = StoredValue::new(stats);
            let buttons = Metric::ALL
                .into_iter()
                .map(|m| {
                    view! {
                        <button
                            data-testid=metric_id(m)
                            aria-pressed=move || (metric.get() == m).to_string()
                            on:click=move |_| metric.set(m)
                        >
                            {move || metric_name(lang.get(), m)}
                        </button>
                    }
                })
                .collect_view();
            let chart = move || {
                record.with_value(|r| {
                    stats.with_value(|s| metric_chart(lang.get(), r, s, metric.get()))
                })
            };
            let luck = move || {
                record.with_value(|r| {
                    stats.with_value(|s| {
                        s.luck
                            .iter()
                            .map(|l| {
                                let name = force_name(lang.get(), r, l.force);
                                (
                                    LuckBar {
                                        colour: s.colours[usize::from(l.force.0)],
                                        excess: l.excess(),
                                        name: name.clone(),
                                    },
                                    luck_sentence(lang.get(), &name, l),
                                )
                            })
                            .collect::<Vec<_>>()
                    })
                })
            };
            view! {
                <div class="metric-choice" role="group" aria-label=say(lang, "Figure shown", "Chiffre montré")>
                    {buttons}
                </div>
                <div data-testid="stats-chart">{chart}</div>
                <h3>{say(lang, "Luck at the dice", "La chance aux dés")}</h3>
                <p class="hint">{say(lang, "Armies lost in battle beyond what the exact odds expected: to the right unlucky, to the left lucky.", "Régiments perdus au combat au-delà de ce que les probabilités exactes prévoyaient : à droite la malchance, à gauche la chance.")}</p>
                {move || {
                    let bars = luck().into_iter().map(|(bar, _)| bar).collect();
                    let title = tr(lang.get(), "Luck at the dice", "La chance aux dés").to_owned();
                    view! { <LuckChart title=title bars=bars lang=lang.get() /> }
                }}
                <Shown when=move || luck().is_empty()>
                    <p class="hint" data-testid="no-battles">{say(lang, "No battle yet.", "Pas encore de bataille.")}</p>
                </Shown>
                <ul data-testid="luck-lines">
                    {move || luck().into_iter().map(|(_, line)| view! { <li>{line}</li> }).collect_view()}
                </ul>
            }
            .into_any()
        }
    };
    view! {
        <div class="overlay stats" data-testid="stats-dialog" role="dialog" aria-modal="true"
            aria-label=say(lang, "Statistics", "Statistiques")>
            <div class="stats-body">
                <h2>{say(lang, "Statistics", "Statistiques")}</h2>
                {body}
                <button class="primary" data-testid="stats-close" on:click=move |_| on_close.run(())>
                    {say(lang, "Close", "Fermer")}
                </button>
            </div>
        </div>
    }
}
