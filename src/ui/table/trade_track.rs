//! The trade track (000 "Le cavalier doré"): the golden cavalier on the printed squares, or
//! the preset's own table of what a set is worth.

use leptos::prelude::*;

use super::card_art::{DesignIcon, KNIGHT};
use super::cards::design_name;
use super::reads::with_state;
use crate::engine::board::CardDesign;
use crate::engine::i18n::Lang;
use crate::engine::rules::SetValues;
use crate::engine::state::GameState;
use crate::ui::phrases::say;
use crate::ui::shown::Shown;
use crate::ui::store::GameStore;
use crate::ui::words::{W, word};

/// What the trade track shows: the golden cavalier's squares, or a table of set values.
#[derive(Clone, Debug, PartialEq)]
enum Worth {
    /// 000: the cavalier stands on square `at` of the printed track.
    Track { values: Vec<u32>, at: usize },
    /// Values rising with each trade; `at` is the next set's.
    Rising { values: Vec<u32>, at: usize },
    /// A set's value by its designs (000 missions and teams, 004).
    ByDesign(Vec<(Option<CardDesign>, u32)>),
}

impl Worth {
    /// What the track shows in `s`; `None` where no set is ever traded.
    fn of(s: &GameState) -> Option<Worth> {
        let next = s.sets_traded as usize;
        match &s.rules.set_values {
            SetValues::NoTrading => None,
            SetValues::Track { values } => Some(Worth::Track {
                values: values.clone(),
                at: next.min(values.len().saturating_sub(1)),
            }),
            SetValues::ByDesign {
                infantry,
                cavalry,
                artillery,
                mixed,
                joker_with_pair,
            } => {
                let mut rows = vec![
                    (Some(CardDesign::Artillery), *artillery),
                    (Some(CardDesign::Infantry), *infantry),
                    (Some(CardDesign::Cavalry), *cavalry),
                ];
                rows.sort_by_key(|r| r.1);
                rows.push((None, *mixed));
                if let Some(j) = joker_with_pair {
                    rows.push((None, *j));
                }
                Some(Worth::ByDesign(rows))
            }
            _ => Some(Worth::Rising {
                values: (0..next.max(6) + 3)
                    .filter_map(|i| s.rules.nth_set_value(i))
                    .collect(),
                at: next,
            }),
        }
    }
}

/// The golden cavalier's track (000), or the preset's own table of set values.
#[component]
pub fn TradeTrack(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    // A memo: the track is drawn again only when a trade moves the cavalier, so it hops once.
    let worth = Memo::new(move |_| with_state(store, Worth::of).flatten());
    let heading = move || match worth.get() {
        Some(Worth::Track { .. }) => word(lang.get(), W::GOLDEN_CAVALIER),
        _ => word(lang.get(), W::WHAT_A_SET_IS_WORTH),
    };
    view! {
        <Shown when=move || worth.with(Option::is_some)>
            <section class="trade-track" data-testid="trade-track" aria-label=say(lang, W::VALUE_OF_THE_NEXT_SET)>
                <h2>{heading}</h2>
                {move || match worth.get() {
                    Some(Worth::Track { values, at }) => cavalier_track(lang, values, at).into_any(),
                    Some(Worth::Rising { values, at }) => rising(values, at).into_any(),
                    Some(Worth::ByDesign(rows)) => set_table(lang, rows).into_any(),
                    None => ().into_any(),
                }}
            </section>
        </Shown>
    }
}

/// The printed track's squares, the cavalier on square `at`, those passed marked.
fn cavalier_track(lang: Signal<Lang>, values: Vec<u32>, at: usize) -> impl IntoView {
    let n = values.len().max(1);
    view! {
        <ol class="squares track" style=format!("--squares: {n}")>
            {values.into_iter().enumerate().map(|(i, v)| view! {
                <li class:current=i == at class:passed=i < at aria-current=(i == at).then_some("step")>
                    {(i == at).then(|| view! {
                        <svg class="cavalier" data-testid="cavalier" data-at=at viewBox="0 0 24 24" role="img"
                            aria-label=say(lang, W::THE_GOLDEN_CAVALIER)>
                            <path d=KNIGHT />
                        </svg>
                    })}
                    {v}
                </li>
            }).collect_view()}
        </ol>
    }
}

/// Rising values, the next set's (`at`) marked and those passed.
fn rising(values: Vec<u32>, at: usize) -> impl IntoView {
    view! {
        <ol class="squares">
            {values.into_iter().enumerate().map(|(i, v)| view! {
                <li class:current=i == at class:passed=i < at aria-current=(i == at).then_some("step")>{v}</li>
            }).collect_view()}
        </ol>
    }
}

/// A set's value by its designs: three alike, one of each, a joker and a pair.
fn set_table(lang: Signal<Lang>, rows: Vec<(Option<CardDesign>, u32)>) -> impl IntoView {
    let last = rows.len().saturating_sub(1);
    view! {
        <table class="set-table" data-testid="set-table">
            <tbody>
                {rows.into_iter().enumerate().map(|(i, (design, value))| {
                    // The row after the three designs is one of each; a
                    // further one is a joker with a pair (002).
                    let mixed = design.is_none() && i == 3;
                    let what = move || match (design, mixed) {
                        (Some(d), _) => format!("3 × {}", design_name(lang.get(), Some(d))),
                        (None, true) => word(lang.get(), W::ONE_OF_EACH).to_owned(),
                        (None, false) => word(lang.get(), W::A_JOKER_AND_A_PAIR).to_owned(),
                    };
                    let icons = match (design, mixed) {
                        (Some(d), _) => vec![Some(d); 3],
                        (None, true) => vec![Some(CardDesign::Infantry), Some(CardDesign::Cavalry), Some(CardDesign::Artillery)],
                        (None, false) => vec![None, Some(CardDesign::Infantry), Some(CardDesign::Infantry)],
                    };
                    view! {
                        <tr class:last=i == last>
                            <td class="set-icons">{icons.into_iter().map(|d| view! { <DesignIcon design=d /> }).collect_view()}</td>
                            <td>{what}</td>
                            <td class="set-worth">{value}</td>
                        </tr>
                    }
                }).collect_view()}
            </tbody>
        </table>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::presets::preset;

    /// What the track shows at the start of a game of `id` for three.
    fn at_start(id: &str) -> Option<Worth> {
        Worth::of(&GameState::new(preset(id).unwrap(), 3, 1).unwrap())
    }

    #[test]
    fn the_cavalier_stands_on_the_first_square_of_the_printed_track() {
        let Some(Worth::Track { values, at }) = at_start("conquete-2010") else {
            panic!("conquete-2010 has the golden cavalier's track");
        };
        assert_eq!(at, 0);
        assert!(values.len() > 3 && values.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn rising_values_show_six_sets_and_three_more_from_the_first() {
        let Some(Worth::Rising { values, at }) = at_start("parker-1993") else {
            panic!("parker-1993's sets rise with each trade");
        };
        assert_eq!((at, values.len()), (0, 9));
        assert_eq!(&values[..3], &[4, 6, 8]);
    }
}
