//! The font primer: every size and weight of the game screen's words, laid out unseen once
//! the title is drawn. On Linux, Chromium asks its browser process how to draw each new size
//! of a font, a call that waits, up to 150 ms when that process is busy; asked here, in an
//! idle moment, those calls no longer land in the game's first frames or its victory card
//! (docs/performance.md "The map's fonts"). `e2e/specs/fonts.test.mjs` checks that the game
//! screen uses no font the primer and the wizard have not already laid out.

use leptos::prelude::{document, request_animation_frame, set_timeout};

/// A font the game screen uses: its size in hundredths of a CSS pixel, weight, and italic.
type Font = (u16, u16, bool);

/// The interface's fonts (HTML text), at every size the tests' four screens use.
const PAGE_FONTS: &[Font] = &[
    (992, 400, false),
    (1100, 400, false),
    (1104, 400, false),
    (1156, 400, false),
    (1200, 400, false),
    (1280, 400, false),
    (1360, 400, false),
    (1440, 400, false),
    (1600, 400, false),
    (1152, 600, false),
    (1280, 600, false),
    (1360, 600, false),
    (1600, 600, false),
    (1760, 600, false),
    (1920, 600, false),
    (1360, 600, true),
    (1600, 600, true),
    // A card's long name in the hand (`.card-name.long`, 0.58rem): a fresh-clone run's bots'
    // game showed one while the fonts test looked (2026-12-08).
    (928, 700, false),
    (1088, 700, false),
    (1200, 700, false),
    (1280, 700, false),
    (1360, 700, false),
    (1520, 700, false),
    (1600, 700, false),
    (2080, 700, false),
    (2160, 700, false),
    (2400, 700, false),
    (2560, 700, false),
    (2880, 700, false),
    (3200, 700, false),
    (1360, 800, false),
    (1440, 800, false),
    (1600, 800, false),
    (2000, 800, false),
];

/// The map's fonts (drawn at their own size and scaled: tokens' digits, the continents chart,
/// a name's bubble). The names' own size follows the zoom (`labels::name_font_units`).
const MAP_FONTS: &[Font] = &[
    (1050, 400, false),
    (1100, 700, false),
    (1600, 700, false),
    (992, 800, false),
    (1200, 800, false),
    (1280, 800, false),
    (1600, 800, false),
];

/// The CSS of one font's size, weight and style.
fn css(&(centi_px, weight, italic): &Font) -> String {
    let style = if italic { "italic" } else { "normal" };
    let (whole, hundredths) = (centi_px / 100, centi_px % 100);
    format!("font-style:{style};font-weight:{weight};font-size:{whole}.{hundredths:02}px")
}

/// Appends to `parent` an element `tag` of `namespace` for each of `fonts`, with a few letters
/// in that font.
fn lay_out(parent: &web_sys::Element, namespace: &str, tag: &str, fonts: &[Font]) {
    let document = document();
    for font in fonts {
        let Ok(element) = document.create_element_ns(Some(namespace), tag) else {
            return;
        };
        element.set_text_content(Some("Aa0"));
        let _ = element.set_attribute("style", &css(font));
        let _ = parent.append_child(&element);
    }
}

/// Lays out a few letters in each of the game screen's fonts, unseen, once the title's first
/// frame is drawn, and keeps them in the page so that the browser keeps those fonts at hand.
/// Built with the DOM's own calls: as a component it cost the first load 0.7 KB more.
pub fn prime_fonts() {
    request_animation_frame(|| {
        set_timeout(
            || {
                let document = document();
                let (Ok(primer), Ok(svg), Some(body)) = (
                    document.create_element("div"),
                    document.create_element_ns(Some(SVG), "svg"),
                    document.body(),
                ) else {
                    return;
                };
                let _ = primer.set_attribute("class", "font-primer");
                let _ = primer.set_attribute("aria-hidden", "true");
                lay_out(&primer, HTML, "span", PAGE_FONTS);
                lay_out(&svg, SVG, "text", MAP_FONTS);
                let _ = primer.append_child(&svg);
                let _ = body.append_child(&primer);
            },
            std::time::Duration::ZERO,
        );
    });
}

/// The HTML namespace.
const HTML: &str = "http://www.w3.org/1999/xhtml";
/// The SVG namespace.
const SVG: &str = "http://www.w3.org/2000/svg";
