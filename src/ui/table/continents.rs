//! The continents (or regions) in the controls panel: each one's bonus and who holds it whole,
//! in text a phone can read where the chart drawn on the board is too small (issue 23).

use leptos::prelude::*;

use super::reads::{seat_name, with_state};
use crate::engine::board::{Board, ContinentId};
use crate::engine::i18n::Lang;
use crate::engine::state::Colour;
use crate::ui::board::geometry::BoardGeometry;
use crate::ui::palette;
use crate::ui::sentences::messages::counted;
use crate::ui::settings::Settings;
use crate::ui::store::GameStore;
use crate::ui::words::{W, word};

/// One continent's line: its colour on the board, name, bonus, and whoever holds it whole.
#[derive(Clone, PartialEq)]
struct Line {
    /// The continent's colour on the board.
    colour: String,
    /// Its name.
    name: String,
    /// Armies it gives each turn.
    bonus: u32,
    /// Who holds every territory of it: seat and colour.
    holder: Option<(u8, Colour)>,
    /// Territories in it.
    size: usize,
}

/// The continents panel.
#[component]
pub fn ContinentsPanel(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let settings = expect_context::<RwSignal<Settings>>();
    let lines = Memo::new(move |_| {
        with_state(store, |s| {
            let board: &Board = s.board();
            let geometry = BoardGeometry::for_board(&board.key);
            let lines = board
                .continents
                .iter()
                .enumerate()
                .map(|(i, continent)| {
                    let id = ContinentId(i as u8);
                    let holder = s
                        .players()
                        .find(|&p| s.holds_continent(p, id))
                        .map(|p| (p.0, s.force(p).colour));
                    Line {
                        colour: geometry
                            .continent_colors
                            .get(&continent.key)
                            .cloned()
                            .unwrap_or_default(),
                        name: crate::ui::words::catalogs::continent_name(
                            lang.get(),
                            board,
                            &continent.key,
                        ),
                        bonus: continent.bonus,
                        holder,
                        size: continent.territories.len(),
                    }
                })
                .collect::<Vec<_>>();
            // Domination's maps (issue 40) call theirs continents, as the world does.
            let continents =
                board.key == "world" || crate::engine::imported::is_imported(&board.key);
            (continents, lines)
        })
        .unwrap_or_default()
    });
    let title = move || {
        if lines.with(|(world, _)| *world) {
            word(lang.get(), W::CONTINENTS_CHART)
        } else {
            // 004 calls its continents regions.
            word(lang.get(), W::REGION_BONUSES)
        }
    };
    let row = move |line: Line| {
        let lang = lang.get();
        let holder = line.holder.map(|(seat, colour)| {
            let shape = crate::ui::board::token_shape(colour, settings.get().patterns);
            view! {
                <span class="continent-holder">
                    <svg class="chip-token small" viewBox="-20 -20 40 40" aria-hidden="true">
                        <path d=shape fill=palette::fill(colour) />
                    </svg>
                    {seat_name(store, lang, seat)}
                </span>
            }
        });
        let message = counted("ui-count-territories", line.size as u32);
        let territories = crate::ui::words::catalogs::speak_plain(lang, &message);
        let bonus = format!("+{}", line.bonus);
        view! {
            <li>
                <span class="swatch" aria-hidden="true"
                    style=format!("background:{};border-color:{}", palette::faded(&line.colour), line.colour)></span>
                <span class="continent-name">{line.name}<small>" · "{territories}</small></span>
                <span class="continent-bonus">{bonus}</span>
                {holder}
            </li>
        }
    };
    view! {
        <section class="continents-panel" data-testid="continents-panel">
            <h2>{title}</h2>
            <ul>{move || lines.get().1.into_iter().map(row).collect_view()}</ul>
        </section>
    }
}
