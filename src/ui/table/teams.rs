//! 000 "Risk par équipe" at the table: the two teams, what each teammate controls, and who
//! holds the team's shared hand of cards (RULINGS R10).

use leptos::prelude::*;

use crate::ui::shown::Shown;

use super::reads::with_state;
use crate::engine::i18n::Lang;
use crate::ui::phrases::say;
use crate::ui::store::GameStore;
use crate::ui::words::{W, word};

/// One teammate's line: name, territories controlled, armies, and the team hand if held.
#[derive(Clone, PartialEq)]
struct Teammate {
    /// The seat.
    seat: u8,
    /// Territories the teammate controls (a tie counts for nobody).
    controlled: usize,
    /// The teammate's armies on the board, shares included.
    armies: u32,
    /// Cards in the team hand, when this teammate holds it.
    hand: Option<usize>,
    /// Out of the game.
    eliminated: bool,
}

/// The teams panel, shown in team games only.
#[component]
pub fn TeamsPanel(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let teams = move || {
        with_state(store, |s| {
            if !s.plays_teams() {
                return Vec::new();
            }
            (0..2u8)
                .map(|team| {
                    s.players()
                        .filter(|&p| s.force(p).team == Some(team))
                        .map(|p| {
                            let hand = s.force(p).hand.len();
                            Teammate {
                                seat: p.0,
                                controlled: s.territory_count(p),
                                armies: s.territories.iter().map(|h| h.share(p)).sum(),
                                hand: (hand > 0).then_some(hand),
                                eliminated: s.force(p).eliminated,
                            }
                        })
                        .collect::<Vec<_>>()
                })
                .collect()
        })
        .unwrap_or_default()
    };
    let line = move |mate: Teammate| {
        let held = (mate.controlled as u32, mate.armies);
        let hand = mate.hand.map(|cards| cards as u32);
        let who = crate::engine::state::ForceId(mate.seat);
        let message =
            crate::ui::sentences::messages::teammate_line(who, held, hand, mate.eliminated);
        super::reads::table_says(
            store,
            lang.get(),
            &message,
            crate::engine::board::Board::world(),
        )
    };
    view! {
        <Shown when=move || !teams().is_empty()>
            <section class="teams" data-testid="teams" aria-label=say(lang, W::TEAMS)>
                {move || teams().into_iter().enumerate().map(|(i, mates)| view! {
                    <div class="team" data-testid=format!("team-{}", i + 1)>
                        <h3>{move || format!("{} {}", word(lang.get(), W::TEAM), i + 1)}</h3>
                        <ul>{mates.into_iter().map(|m| {
                            let m2 = m.clone();
                            view! { <li>{move || line(m2.clone())}</li> }
                        }).collect_view()}</ul>
                    </div>
                }).collect_view()}
                <p class="hint">{move || word(lang.get(), W::PLACE_AND_MANOEUVRE_INTO_YOUR_TEAMMATE)}</p>
            </section>
        </Shown>
    }
}
