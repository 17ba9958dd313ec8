//! How a territory looks and reads: its fill (the holder's colour, a pattern per colour in
//! colour-blind mode, both teammates' colours in stripes, the continent's faded colour when
//! unclaimed) and its accessible name.

use leptos::prelude::*;

use super::look::{Look, Token};
use crate::engine::board::{Board, TerritoryId};
use crate::engine::i18n::{Gender, Lang};
use crate::engine::state::Colour;
use crate::ui::palette;
use crate::ui::phrases::{armies, colour_adjective, colour_name};
use crate::ui::words::{W, word};

/// The board's accessible name.
pub(super) fn board_name(lang: Lang, board: &Board) -> String {
    if board.key == "world" {
        word(lang, W::BOARD_NAME).to_owned()
    } else {
        format!("{} {}", word(lang, W::BOARD), board.name.get(lang))
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

/// A territory's accessible name: its name, marks and armies.
pub(super) fn territory_label(lang: Lang, board: &Board, id: TerritoryId, look: Look) -> String {
    let territory = board.territory(id);
    let mut name = territory.name.get(lang).to_owned();
    if let Some(colour) = look.capital {
        let whose = colour_adjective(lang, colour, Gender::Masculine, false);
        name = match lang {
            Lang::En => format!("{name} ({whose} headquarters)"),
            Lang::Fr => format!("{name} (quartier général {whose})"),
        };
    }
    if territory.port {
        name += word(lang, W::PORT);
    }
    let (sword, shield) = look.ware;
    if sword {
        name += word(lang, W::SWORD);
    }
    if shield {
        name += word(lang, W::SHIELD);
    }
    let Some(token) = look.token else {
        return name;
    };
    let holder = colour_name(lang, token.colour);
    let mut label = format!("{name}, {holder}, {}", armies(lang, token.armies));
    if let Some((colour, share)) = token.partner {
        // The share's regiments, in French agreeing in number with it ("dont 2 bleus").
        let plural = crate::engine::text::numbers::is_plural(lang, f64::from(share));
        let whose = colour_adjective(lang, colour, Gender::Masculine, plural);
        label += &match lang {
            Lang::En => format!(", {share} of them {whose}"),
            Lang::Fr => format!(", dont {share} {whose}"),
        };
    }
    if token.contested {
        label += word(lang, W::CONTROLLED_BY_NOBODY);
    }
    label
}
