//! The victory screen: a card over the dimmed table in the winner's colour with who won and
//! how, how long the game lasted, each player's standing (and points, in 003) and lines over
//! the game, whom the dice favoured, and what to do next; it folds away to show the final map.

use leptos::prelude::*;

use crate::ui::shown::Shown;

use super::summary::{Standing, length_message, luck_headline_message, standings};
use crate::engine::i18n::Lang;
use crate::engine::record::Record;
use crate::engine::state::{Colour, ForceId};
use crate::engine::stats::{GameStats, Metric};
use crate::engine::text::message::{Arg, Message};
use crate::ui::charts::{LineChart, line_key};
use crate::ui::palette;
use crate::ui::phrases::say;
use crate::ui::replay_viewer::OpenReplay;
use crate::ui::settings::Settings;
use crate::ui::stats_panel::{MetricChart, StatsPanel, metric_chart_data, metric_name};
use crate::ui::store::GameStore;
use crate::ui::words::catalogs::force_name;
use crate::ui::words::catalogs::{speak_forces, speak_plain};
use crate::ui::words::{W, word};

/// The headline, "Ada wins!", "Ada and Bob win!": the winners one list ("Ada, Bob and Chloé
/// win!").
fn headline_message(winners: &[ForceId]) -> Message {
    let items = winners
        .iter()
        .map(|&w| Message::new("ui-victory-winner", vec![("player", Arg::Force(w.0))]))
        .collect();
    let list = Arg::List {
        items,
        style: crate::engine::text::message::ListStyle::Enumeration,
    };
    Message::new(
        "ui-victory-headline",
        vec![
            ("winners", list),
            ("count", Arg::Count(winners.len() as u32)),
        ],
    )
}

/// "Out on turn 12".
fn out_on_turn_message(turn: u32) -> Message {
    Message::new("ui-out-on-turn", vec![("turn", Arg::Count(turn))])
}

/// A standing's last column: winner, still in, or out on which turn.
fn status(lang: Lang, row: &Standing) -> String {
    match (row.won, row.out, lang) {
        (true, ..) => word(lang, W::WINNER).to_owned(),
        (false, Some(turn), _) => speak_plain(lang, &out_on_turn_message(turn)),
        (false, None, _) => word(lang, W::STILL_IN).to_owned(),
    }
}

/// Every player's final territories, armies and result, winners first.
fn standings_table(lang: Lang, record: &Record, rows: &[Standing]) -> impl IntoView {
    let points = rows.iter().any(|r| r.points.is_some());
    let body = rows
        .iter()
        .map(|row| {
            view! {
                <tr class:won=row.won>
                    <th scope="row"><span class="who">{line_key(row.colour, row.seat)}{force_name(lang, record, row.player)}</span></th>
                    <td>{row.territories}</td>
                    <td>{row.armies}</td>
                    {row.points.map(|points| view! { <td>{points}</td> })}
                    <td>{status(lang, row)}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="standings" data-testid="victory-standings">
            <thead><tr>
                <th scope="col">{word(lang, W::PLAYER)}</th>
                <th scope="col">{metric_name(lang, Metric::Territories)}</th>
                <th scope="col">{metric_name(lang, Metric::Armies)}</th>
                {points.then(|| view! { <th scope="col">{metric_name(lang, Metric::Points)}</th> })}
                <th scope="col">{word(lang, W::RESULT)}</th>
            </tr></thead>
            <tbody>{body}</tbody>
        </table>
    }
}

/// A small chart of one figure over the game (the points by round, the rest by turn),
/// keyed by the standings' lines.
fn small_chart(lang: Lang, record: &Record, stats: &GameStats, metric: Metric) -> impl IntoView {
    let MetricChart {
        title,
        turns,
        series,
        axis,
    } = metric_chart_data(lang, record, stats, metric);
    view! {
        <section class="victory-chart" data-metric=metric_name(Lang::En, metric).to_lowercase()>
            <h3>{metric_name(lang, metric)}</h3>
            <LineChart lang=lang title=title turns=turns series=series axis=axis legend=false />
        </section>
    }
}

/// The summary under the headline: standings, the luck's headline and the two charts.
fn summary(lang: Lang, record: &Record, stats: &GameStats, winners: &[ForceId]) -> AnyView {
    let rows = standings(stats, winners);
    let luck = luck_headline_message(&stats.luck, &stats.players)
        .map(|message| speak_forces(lang, &message, record));
    view! {
        <div class="victory-standing">
            {standings_table(lang, record, &rows)}
            {luck.map(|line| view! { <p data-testid="victory-luck">{line}</p> })}
        </div>
        <div class="victory-charts" data-testid="victory-chart">
            {small_chart(lang, record, stats, Metric::Territories)}
            {small_chart(lang, record, stats, Metric::Armies)}
            {stats.points.then(|| small_chart(lang, record, stats, Metric::Points))}
        </div>
    }
    .into_any()
}

/// The winners' tokens, in their colours (and shapes, in colour-blind mode), as markup to
/// stand before the headline (colours and shapes only, never a name).
fn winner_tokens(colours: &[Colour], patterns: bool) -> String {
    colours
        .iter()
        .map(|&colour| {
            format!(
                "<svg class=\"chip-token winner-token\" viewBox=\"-20 -20 40 40\" aria-hidden=\"true\"><path d=\"{}\" fill=\"{}\"/></svg>",
                crate::ui::board::token_shape(colour, patterns),
                palette::fill(colour)
            )
        })
        .collect()
}

/// Starts a new game with the same seats, rules and options, from a fresh seed.
fn play_again(store: GameStore) {
    let Some(old) = store.record.get_untracked() else {
        return;
    };
    let seed = (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64;
    let mut record = Record::new(&old.preset, old.players, seed).on_board(&old.board);
    record.setup = old.setup;
    record.defender_chooses = old.defender_chooses;
    record.short_game = old.short_game;
    record.toggles = old.toggles;
    let _ = store.resume(&record.to_stored());
}

/// The finished game's record and its statistics, worked out before the card shows.
#[derive(Clone, Default)]
pub struct Summed {
    /// The game's record.
    pub record: Option<Record>,
    /// Its statistics (none if its replay failed).
    pub stats: Option<GameStats>,
}

/// The victory card: headline, how, length, summary and the way on. `winners` are the
/// winning seats (teammates included), `how` the sentence of how they won, `summed` the
/// game's record and statistics.
#[component]
pub fn VictoryCard(
    lang: Signal<Lang>,
    winners: Vec<u8>,
    how: Signal<String>,
    summed: Summed,
) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let stats_open = RwSignal::new(false);
    // The card folded away to a bar, so the final map shows behind it.
    let map_shown = RwSignal::new(false);
    let settings = expect_context::<RwSignal<Settings>>();
    let winners: Vec<ForceId> = winners.into_iter().map(ForceId).collect();
    // The game is over: its record and statistics no longer change while the card shows.
    let Summed { record, stats } = summed;
    let rounds = store
        .state
        .with_untracked(|s| s.as_ref().map_or(0, |s| s.turn.round));
    let turns = stats
        .as_ref()
        .and_then(|s| s.samples.last())
        .map_or(0, |s| s.turn);
    let colours: Vec<Colour> = stats.as_ref().map_or_else(Vec::new, |s| {
        winners
            .iter()
            .filter_map(|w| s.colours.get(usize::from(w.0)).copied())
            .collect()
    });
    // The card's border and the headline's band in the winner's colour (teams: the first's).
    let band = colours
        .first()
        .map(|&c| format!("--winner:{}", palette::fill(c)));
    let (record, stats) = (StoredValue::new(record), StoredValue::new(stats));
    let title = {
        let winners = winners.clone();
        move || {
            record.with_value(|r| {
                let r = r.as_ref()?;
                Some(speak_forces(lang.get(), &headline_message(&winners), r))
            })
        }
    };
    let body = move || {
        record.with_value(|r| {
            stats.with_value(|s| Some(summary(lang.get(), r.as_ref()?, s.as_ref()?, &winners)))
        })
    };
    // A phone lets its host go too.
    let phone = use_context::<crate::ui::link::phone::LinkPhone>();
    let go_home = move || match phone {
        Some(phone) if store.is_remote() => phone.leave(store),
        _ => store.close(),
    };
    view! {
        <article class="victory-card" class:map-shown=move || map_shown.get() style=band>
            <header class="victory-head">
                <h2><span class="winner-tokens" inner_html=move || winner_tokens(&colours, settings.get().patterns) />{title}</h2>
                <p data-testid="victory-how">{how}</p>
                <p data-testid="victory-length">{move || speak_plain(lang.get(), &length_message(turns, rounds))}</p>
            </header>
            <div class="victory-body" tabindex="0" role="region" aria-label=say(lang, W::SUMMARY)>{body}</div>
            <footer class="victory-buttons">
                <button class="map-toggle" data-testid="victory-map" aria-pressed=move || map_shown.get().to_string()
                    on:click=move |_| map_shown.update(|shown| *shown = !*shown)>
                    {move || if map_shown.get() {
                        word(lang.get(), W::BACK_TO_THE_SUMMARY)
                    } else {
                        word(lang.get(), W::SEE_THE_FINAL_MAP)
                    }}
                </button>
                // A phone holds no history of its own: the host has the statistics, the
                // replay and the next game (issue 38).
                <Shown when=move || !store.is_remote()>
                <button data-testid="victory-stats" on:click=move |_| stats_open.set(true)>{say(lang, W::STATISTICS)}</button>
                <button data-testid="victory-replay" on:click=move |_| {
                    if let (Some(record), Some(open)) = (store.record.get_untracked(), use_context::<OpenReplay>()) {
                        open.0.run(record);
                    }
                }>{say(lang, W::WATCH_THE_REPLAY)}</button>
                <button data-testid="victory-again" on:click=move |_| play_again(store)>
                    {say(lang, W::NEW_GAME_SAME_PLAYERS)}
                </button>
                </Shown>
                <button class="primary" data-testid="victory-home" on:click=move |_| go_home()>{say(lang, W::BACK_TO_THE_START)}</button>
            </footer>
        </article>
        <Shown when=move || stats_open.get()>
            {move || store.record.get_untracked().map(|record| view! {
                <StatsPanel lang=lang record=record on_close=Callback::new(move |()| stats_open.set(false)) />
            })}
        </Shown>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::said_check::said_plain;

    #[test]
    fn the_headline_names_every_winner() {
        use crate::ui::said_check::said_by;
        let names = ["Ada", "Bob", "Chloé"];
        let said = |lang, winners: &[u8]| {
            let winners: Vec<ForceId> = winners.iter().map(|&w| ForceId(w)).collect();
            said_by(lang, &headline_message(&winners), &names)
        };
        assert_eq!(said(Lang::En, &[0]), "Ada wins!");
        assert_eq!(said(Lang::En, &[1, 0]), "Bob and Ada win!");
        assert_eq!(
            said(Lang::Fr, &[0, 1, 2]),
            "Ada, Bob et Chloé gagnent\u{202f}!"
        );
        for lang in Lang::ALL {
            for turn in [0, 1, 2, 17, 120] {
                let words = said_plain(lang, &out_on_turn_message(turn));
                assert!(words.contains(&turn.to_string()), "{words}");
            }
        }
    }
}
