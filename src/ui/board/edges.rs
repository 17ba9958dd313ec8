//! Arrows at the map's edges towards the step's choices out of view (a phone held upright
//! shows part of the board at a time): each says how many lie that way, and a tap brings the
//! nearest into the middle of the view.

use leptos::prelude::*;

use super::zoom::Zoom;
use crate::engine::i18n::Lang;
use crate::ui::shown::Shown;

/// Each side: its key (class and test id), its arrow, and the way in English and French.
const SIDES: [(&str, &str, &str, &str); 4] = [
    ("west", "◀", "west", "à l'ouest"),
    ("east", "▶", "east", "à l'est"),
    ("north", "▲", "north", "au nord"),
    ("south", "▼", "south", "au sud"),
];

/// The arrow's accessible name: "Show the 3 choices further west".
fn arrow_label(lang: Lang, count: usize, way_en: &str, way_fr: &str) -> String {
    match (lang, count) {
        (Lang::En, 1) => format!("Show the choice further {way_en}"),
        (Lang::En, n) => format!("Show the {n} choices further {way_en}"),
        (Lang::Fr, 1) => format!("Montrer le choix plus {way_fr}"),
        (Lang::Fr, n) => format!("Montrer les {n} choix plus {way_fr}"),
    }
}

/// The arrows over the map towards the step's `points` (board units) out of view.
#[component]
pub fn EdgeArrows(lang: Signal<Lang>, zoom: Zoom, points: Memo<Vec<[f64; 2]>>) -> impl IntoView {
    let sides = Memo::new(move |_| points.with(|p| zoom.beyond(p)));
    SIDES
        .iter()
        .enumerate()
        .map(|(i, &(key, arrow, en, fr))| {
            let count = move || sides.with(|s| s[i].count);
            view! {
                <Shown when=move || { count() > 0 }>
                    <button
                        class=format!("edge-arrow {key}")
                        data-testid=format!("edge-{key}")
                        aria-label=move || arrow_label(lang.get(), count(), en, fr)
                        on:click=move |_| {
                            if let Some((point, _)) = sides.get_untracked()[i].nearest {
                                zoom.centre_on(point);
                            }
                        }
                    >
                        {arrow}" "{count}
                    </button>
                </Shown>
            }
        })
        .collect_view()
}
