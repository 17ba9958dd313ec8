//! The victory screen: a card over the dimmed table with who won and how, how long the game
//! lasted, each player's standing and lines over the turns, whom the dice favoured, and what
//! to do next.

use leptos::prelude::*;

use crate::ui::shown::Shown;

use super::summary::{Standing, length_sentence, luck_headline, standings};
use crate::engine::i18n::Lang;
use crate::engine::record::Record;
use crate::engine::state::ForceId;
use crate::engine::stats::{GameStats, Metric, game_stats};
use crate::engine::text::log_export::force_name;
use crate::ui::charts::{LineChart, line_key};
use crate::ui::phrases::{say, tr};
use crate::ui::replay_viewer::OpenReplay;
use crate::ui::stats_panel::{StatsPanel, metric_name, metric_series, turn_axis, turns_played};
use crate::ui::store::GameStore;

/// "Ada wins!", "Ada and Bob win!"
fn headline(lang: Lang, names: &[String]) -> String {
    let verb = match names.len() {
        1 => tr(lang, "wins!", "gagne\u{202f}!"),
        _ => tr(lang, "win!", "gagnent\u{202f}!"),
    };
    format!("{} {verb}", names.join(tr(lang, " and ", " et ")))
}

/// A standing's last column: winner, still in, or out on which turn.
fn status(lang: Lang, row: &Standing) -> String {
    match (row.won, row.out, lang) {
        (true, ..) => tr(lang, "Winner", "Victoire").to_owned(),
        (false, Some(turn), Lang::En) => format!("Out on turn {turn}"),
        (false, Some(turn), Lang::Fr) => format!("Hors jeu au tour {turn}"),
        (false, None, _) => tr(lang, "Still in", "En jeu").to_owned(),
    }
}

/// Every player's final territories, armies and result, winners first.
fn standings_table(lang: Lang, record: &Record, rows: &[Standing]) -> impl IntoView {
    let body = rows
        .iter()
        .map(|row| {
            view! {
                <tr class:won=row.won>
                    <th scope="row"><span class="who">{line_key(row.colour, row.seat)}{force_name(lang, record, row.player)}</span></th>
                    <td>{row.territories}</td>
                    <td>{row.armies}</td>
                    <td>{status(lang, row)}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="standings" data-testid="victory-standings">
            <thead><tr>
                <th scope="col">{tr(lang, "Player", "Joueur")}</th>
                <th scope="col">{metric_name(lang, Metric::Territories)}</th>
                <th scope="col">{metric_name(lang, Metric::Armies)}</th>
                <th scope="col">{tr(lang, "Result", "Résultat")}</th>
            </tr></thead>
            <tbody>{body}</tbody>
        </table>
    }
}

/// A small chart of one figure over the turns, keyed by the standings' lines.
fn small_chart(lang: Lang, record: &Record, stats: &GameStats, metric: Metric) -> impl IntoView {
    let name = metric_name(lang, metric);
    let title = format!("{name}, {}", tr(lang, "by turn", "par tour"));
    let series = metric_series(lang, record, stats, metric);
    view! {
        <section class="victory-chart">
            <h3>{name}</h3>
            <LineChart lang=lang title=title turns=turns_played(stats) series=series axis=turn_axis(lang) legend=false />
        </section>
    }
}

/// The summary under the headline: standings, the luck's headline and the two charts.
fn summary(lang: Lang, record: &Record, stats: &GameStats, winners: &[ForceId]) -> AnyView {
    let rows = standings(stats, winners);
    let luck = luck_headline(lang, &stats.luck, &stats.players, |f| {
        force_name(lang, record, f)
    });
    view! {
        <div class="victory-standing">
            {standings_table(lang, record, &rows)}
            {luck.map(|line| view! { <p data-testid="victory-luck">{line}</p> })}
        </div>
        <div class="victory-charts" data-testid="victory-chart">
            {small_chart(lang, record, stats, Metric::Territories)}
            {small_chart(lang, record, stats, Metric::Armies)}
        </div>
    }
    .into_any()
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

/// The victory card: headline, how, length, summary and the way on. `winners` are the
/// winning seats (teammates included), `how` the sentence of how they won.
#[component]
pub fn VictoryCard(lang: Signal<Lang>, winners: Vec<u8>, how: Signal<String>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let stats_open = RwSignal::new(false);
    let winners: Vec<ForceId> = winners.into_iter().map(ForceId).collect();
    // The game is over: its record and statistics no longer change while the card shows.
    let record = store.record.get_untracked();
    let stats = record.as_ref().and_then(|r| game_stats(r).ok());
    let rounds = store
        .state
        .with_untracked(|s| s.as_ref().map_or(0, |s| s.turn.round));
    let turns = stats
        .as_ref()
        .and_then(|s| s.samples.last())
        .map_or(0, |s| s.turn);
    let (record, stats) = (StoredValue::new(record), StoredValue::new(stats));
    let title = {
        let winners = winners.clone();
        move || {
            record.with_value(|r| {
                let r = r.as_ref()?;
                let names: Vec<String> = winners
                    .iter()
                    .map(|&w| force_name(lang.get(), r, w))
                    .collect();
                Some(headline(lang.get(), &names))
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
        <article class="victory-card">
            <header class="victory-head">
                <h2>{title}</h2>
                <p data-testid="victory-how">{how}</p>
                <p data-testid="victory-length">{move || length_sentence(lang.get(), turns, rounds)}</p>
            </header>
            <div class="victory-body" tabindex="0" role="region" aria-label=say(lang, "Summary", "Résumé")>{body}</div>
            <footer class="victory-buttons">
                // A phone holds no history of its own: the host has the statistics, the
                // replay and the next game (issue 38).
                <Shown when=move || !store.is_remote()>
                <button data-testid="victory-stats" on:click=move |_| stats_open.set(true)>{say(lang, "Statistics", "Statistiques")}</button>
                <button data-testid="victory-replay" on:click=move |_| {
                    if let (Some(record), Some(open)) = (store.record.get_untracked(), use_context::<OpenReplay>()) {
                        open.0.run(record);
                    }
                }>{say(lang, "Watch the replay", "Revoir la partie")}</button>
                <button data-testid="victory-again" on:click=move |_| play_again(store)>
                    {say(lang, "New game, same players", "Rejouer, mêmes joueurs")}
                </button>
                </Shown>
                <button class="primary" data-testid="victory-home" on:click=move |_| go_home()>{say(lang, "Back to the start", "Retour au début")}</button>
            </footer>
        </article>
        <Shown when=move || stats_open.get()>
            {move || store.record.get_untracked().map(|record| view! {
                <StatsPanel lang=lang record=record on_close=Callback::new(move |()| stats_open.set(false)) />
            })}
        </Shown>
    }
}
