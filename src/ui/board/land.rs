//! How a territory looks and reads: its fill (the holder's colour, a pattern per colour in
//! colour-blind mode, both teammates' colours in stripes, the continent's faded colour when
//! unclaimed) and its accessible name.

use leptos::prelude::*;

use super::look::{Look, Token};
use crate::engine::board::{Board, TerritoryId};
use crate::engine::i18n::Lang;
use crate::engine::state::Colour;
use crate::engine::text::message::{Arg, ListStyle, Message};
use crate::ui::palette;
use crate::ui::words::{W, word};

/// The board's accessible name.
pub(super) fn board_name(lang: Lang, board: &Board) -> String {
    if board.key == "world" {
        word(lang, W::BOARD_NAME).to_owned()
    } else {
        format!(
            "{} {}",
            word(lang, W::BOARD),
            crate::ui::words::catalogs::board_title(lang, board)
        )
    }
}

/// The SVG id of a pattern filling a colour's land, or two teammates' shared land.
fn pattern_id(a: Colour, b: Option<Colour>) -> String {
    match b {
        Some(b) => {
            let (first, second) = if (a as u8) < (b as u8) {
                (a, b)
            } else {
                (b, a)
            };
            format!("land-{}-{}", palette::key(first), palette::key(second))
        }
        None => format!("land-{}", palette::key(a)),
    }
}

/// The fill of a territory: its holder's colour (or pattern), else its continent's faded
/// colour.
pub(super) fn land_fill(token: Option<Token>, patterns: bool, unclaimed: &str) -> String {
    match token {
        Some(Token {
            colour,
            partner: Some((other, _)),
            ..
        }) if other != colour => format!("url(#{})", pattern_id(colour, Some(other))),
        Some(token) if patterns => format!("url(#{})", pattern_id(token.colour, None)),
        Some(token) => palette::land(token.colour).to_owned(),
        None => unclaimed.to_owned(),
    }
}

/// The patterns the territories' fills use: one per colour (colour-blind mode) and one per
/// pair of teammates' colours.
pub(super) fn land_patterns() -> impl IntoView {
    let single = palette::ALL
        .iter()
        .map(|&c| {
            view! {
                <pattern id=pattern_id(c, None) width="10" height="10" patternUnits="userSpaceOnUse">
                    <rect width="10" height="10" fill=palette::land(c) />
                    <path d=palette::pattern(c) class="hatch" />
                </pattern>
            }
        })
        .collect_view();
    let pairs = palette::ALL
        .iter()
        .enumerate()
        .flat_map(|(i, &a)| palette::ALL[i + 1..].iter().map(move |&b| (a, b)))
        .map(|(a, b)| {
            view! {
                <pattern id=pattern_id(a, Some(b)) width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                    <rect width="6" height="12" fill=palette::land(a) />
                    <rect x="6" width="6" height="12" fill=palette::land(b) />
                </pattern>
            }
        })
        .collect_view();
    view! { {single}{pairs} }
}

/// A territory's accessible name in `lang`: its name, marks and armies.
pub(super) fn territory_label(lang: Lang, board: &Board, id: TerritoryId, look: Look) -> String {
    // The label names no force: its colours are keys.
    let nobody = |_: u8| lamorisse_words::Named::Player(String::new());
    let message = territory_label_message(board, id, look);
    crate::ui::words::catalogs::speak(lang, &message, board, &nobody)
}

/// A territory's accessible name as a message: its parts one list.
pub(super) fn territory_label_message(board: &Board, id: TerritoryId, look: Look) -> Message {
    let place = Arg::Place(id);
    let colour = |c: Colour| Arg::Key(c.key());
    let mut parts = vec![match look.capital {
        Some(c) => Message::new(
            "ui-land-headquarters",
            vec![("territory", place), ("colour", colour(c))],
        ),
        None => Message::new("ui-land-name", vec![("territory", place)]),
    }];
    let (sword, shield) = look.ware;
    for (shown, id) in [
        (board.territory(id).port, "ui-land-port"),
        (sword, "ui-land-sword"),
        (shield, "ui-land-shield"),
    ] {
        if shown {
            parts.push(Message::word(id));
        }
    }
    if let Some(token) = look.token {
        parts.push(Message::new(
            "ui-land-holder",
            vec![("colour", colour(token.colour))],
        ));
        let armies = Arg::Count(token.armies);
        parts.push(Message::new("ui-count-armies", vec![("count", armies)]));
        if let Some((c, share)) = token.partner {
            let share = Arg::Count(share);
            parts.push(Message::new(
                "ui-land-share",
                vec![("share", share), ("colour", colour(c))],
            ));
        }
        if token.contested {
            parts.push(Message::word("ui-land-contested"));
        }
    }
    Message::new(
        "ui-land-label",
        vec![(
            "parts",
            Arg::List {
                items: parts,
                style: ListStyle::Plain,
            },
        )],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::said_check::{records, said};

    /// Every territory of each board, with and without a token, a headquarters, wares, a
    /// teammate's share, is said in every language (until the page read the catalogs, this
    /// test compared each with the Rust it replaced).
    #[test]
    fn every_territory_s_name_is_said_in_every_language() {
        let records = records();
        let mut boards_seen = Vec::new();
        for record in &records {
            let s = record.initial_state().expect("a record's start");
            let board = s.board();
            if boards_seen.contains(&board.key) {
                continue;
            }
            boards_seen.push(board.key.clone());
            for lang in Lang::ALL {
                for k in 0..board.territories.len() {
                    let id = TerritoryId(k as u8);
                    let colour = Colour::ALL[k % 6];
                    let other = Colour::ALL[(k + 1) % 6];
                    let tokens = [
                        None,
                        Some(Token {
                            colour,
                            armies: 1,
                            partner: None,
                            contested: false,
                        }),
                        Some(Token {
                            colour,
                            armies: 5,
                            partner: Some((other, 1)),
                            contested: false,
                        }),
                        Some(Token {
                            colour,
                            armies: 6,
                            partner: Some((other, 3)),
                            contested: true,
                        }),
                    ];
                    for (n, token) in tokens.into_iter().enumerate() {
                        let look = Look {
                            token,
                            selected: false,
                            highlighted: false,
                            capital: (n == 2).then_some(other),
                            ware: (n % 2 == 1, n == 3),
                            patterns: false,
                        };
                        let message = territory_label_message(board, id, look);
                        let words = said(lang, &message, record, &s);
                        let name = crate::ui::words::catalogs::place_name(lang, board, id);
                        assert!(words.starts_with(&name), "{words}");
                        if lang == Lang::En {
                            assert_eq!(territory_label(lang, board, id, look), words);
                        }
                    }
                }
            }
        }
        assert!(boards_seen.len() >= 3, "{boards_seen:?}");
    }
}
