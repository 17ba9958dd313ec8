//! However many players, every chip stays in view whole: the strip squeezes its chips a step
//! at a time until none is cut, and scrolls back to the player to move when the turn passes.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::chip::WidthKey;
use crate::engine::i18n::Lang;
use crate::ui::settings::Settings;

/// The strip's ways of squeezing its chips, tried in turn (`data-fit` on the bar; the CSS
/// says what each does): as they come; names over their bot level and leader with the counts
/// two a row; as on a phone (an initial for the name, except the player to move's, the counts
/// stacked); the player to move's initial too; the chips on two rows.
const FITS: [&str; 5] = ["0", "1", "2", "3", "4"];

/// Squeezes the chips of `strip` (in `bar`) by the first of [`FITS`] that leaves none cut.
fn fit(bar: &web_sys::Element, strip: &web_sys::Element) {
    for level in FITS {
        let _ = bar.set_attribute("data-fit", level);
        // Reading the widths lays the strip out at this level.
        if strip.scroll_width() <= strip.client_width() {
            break;
        }
    }
}

/// The strip's bar and list, with what changes the chips' widths.
pub(super) struct Fitting {
    /// The bar, which carries the fit level.
    pub(super) bar: NodeRef<leptos::html::Div>,
    /// The list of chips.
    pub(super) strip: NodeRef<leptos::html::Ol>,
    /// What of the chips sets their widths.
    pub(super) widths: Memo<Vec<WidthKey>>,
    /// Whether the chips are drawn yet (`in_steps.rs`).
    pub(super) drawn: Memo<bool>,
}

/// Squeezes the chips to fit whenever they, the language or the window's width change.
pub(super) fn keep_fitted(f: Fitting, lang: Signal<Lang>) {
    let Fitting {
        bar,
        strip,
        widths,
        drawn,
    } = f;
    let settings = expect_context::<RwSignal<Settings>>();
    // (A frame later the strip may be gone with its screen: then there is nothing to fit.)
    let refit = move || {
        if let (Some(Some(bar)), Some(Some(strip))) =
            (bar.try_get_untracked(), strip.try_get_untracked())
        {
            fit(bar.unchecked_ref(), strip.unchecked_ref());
        }
    };
    // A fit waits for the frame, which lays the page out anyway (before it is painted, so no
    // frame shows the old fit): measuring at once would lay the page out in the task that
    // changed it (a bots' batch, at the start of each turn), a second time.
    Effect::new(move |_| {
        widths.track();
        lang.track();
        settings.track();
        if drawn.get() && bar.get().is_some() && strip.get().is_some() {
            request_animation_frame(refit);
        }
    });
    let resize = window_event_listener(leptos::ev::resize, move |_| refit());
    on_cleanup(move || resize.remove());
}

/// When the turn passes, the strip scrolls back to its start, where the player to move is,
/// if a player swiped it away: in the next frame, and only then, since reading or setting the
/// scroll lays the page out in the task that asks (a bots' batch: a profile of a three-Hard
/// game at CPU 4x found 312 ms of its 4.5 s spent so, issue 51 item 2). Not when the strip is
/// first drawn: it starts there.
pub(super) fn scroll_back_on_turn(strip: NodeRef<leptos::html::Ol>, turn: Memo<Option<u8>>) {
    Effect::new(move |drawn: Option<bool>| {
        turn.track();
        let present = strip.get().is_some();
        if drawn == Some(true) && present {
            request_animation_frame(move || {
                if let Some(Some(strip)) = strip.try_get_untracked()
                    && strip.scroll_left() != 0
                {
                    strip.set_scroll_left(0);
                }
            });
        }
        present
    });
}
