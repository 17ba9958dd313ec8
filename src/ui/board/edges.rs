//! The button that leads to the step's choices out of view (a phone held upright shows part
//! of the board at a time): it stands with the zoom buttons, clear of the board, says how
//! many choices lie out of view, points towards the nearest, and a tap shows the next of a few
//! windows that together show them all (`windows.rs`).

use leptos::prelude::*;

use super::zoom::Zoom;
use crate::engine::i18n::Lang;
use crate::engine::text::message::{Arg, Message};
use crate::ui::shown::Shown;

/// Each side of the view: its arrow, and its key in the catalogs' `ui-next-choice`.
const SIDES: [(&str, &str); 4] = [("◀", "west"), ("▶", "east"), ("▲", "north"), ("▼", "south")];

/// The button's accessible name: "Show the nearest of the 3 choices out of view, to the west".
fn label(lang: Lang, count: usize, side: usize) -> String {
    crate::ui::words::catalogs::speak_plain(lang, &label_message(count, side))
}

/// The button's accessible name as a message.
fn label_message(count: usize, side: usize) -> Message {
    Message::new(
        "ui-next-choice",
        vec![
            ("count", Arg::Count(count as u32)),
            ("side", Arg::Key(SIDES[side].1)),
        ],
    )
}

/// The button towards the step's `points` (board units) out of view; nothing when all show.
#[component]
pub fn NextChoice(lang: Signal<Lang>, zoom: Zoom, points: Memo<Vec<[f64; 2]>>) -> impl IntoView {
    // How many lie out of view, and the side and place of the nearest.
    let out = Memo::new(move |_| {
        let sides = points.with(|p| zoom.beyond(p));
        let count: usize = sides.iter().map(|s| s.count).sum();
        let nearest = sides
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.nearest.map(|(point, far)| (i, point, far)))
            .min_by(|a, b| a.2.total_cmp(&b.2));
        nearest.map(|(side, point, _)| (count, side, point))
    });
    view! {
        <Shown when=move || out.with(Option::is_some)>
            <button
                class="next-choice"
                data-testid="next-choice"
                aria-label=move || out.get().map(|(n, side, _)| label(lang.get(), n, side))
                on:click=move |_| {
                    if let Some((_, _, point)) = out.get_untracked() {
                        points.with_untracked(|p| zoom.next_window(p, point));
                    }
                }
            >
                {move || out.get().map(|(n, side, _)| format!("{} {n}", SIDES[side].0))}
            </button>
        </Shown>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::said_check::said_plain;

    #[test]
    fn the_button_s_name_is_said_in_every_language() {
        for lang in Lang::ALL {
            for count in [1, 2, 7] {
                for side in 0..SIDES.len() {
                    let said = said_plain(lang, &label_message(count, side));
                    assert!(count == 1 || said.contains(&count.to_string()), "{said}");
                }
            }
        }
        assert_eq!(
            label(Lang::Fr, 3, 0),
            "Montrer le plus proche des 3 choix hors de vue, à l’ouest"
        );
    }
}
