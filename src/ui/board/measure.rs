//! The map box's size, watched for the zoom: a resize observer on the board's SVG element
//! tells [`Zoom::set_frame`] the box and where the zoom buttons stand, and while the game
//! screen is still drawn in steps, that the opening view is to be set again.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::Element;

use super::zoom::Zoom;
use crate::ui::in_steps::{LAST, drawn};

/// Whether the zoom buttons stand outside the map `svg`, in the bottom sheet's top row: on a
/// phone held upright, over the table's map (a `.beside-sheet` box), where every pixel of the
/// map counts. The style sheet moves them there under the same conditions.
fn buttons_outside(svg: &Element) -> bool {
    crate::ui::screen::upright_phone() && svg.closest(".beside-sheet").ok().flatten().is_some()
}

/// Keeps the zoom told of the map box's size, with a resize observer on the SVG element
/// (the box changes with the window, the side column and the bottom sheet).
pub(super) fn watch_size(svg: NodeRef<leptos::svg::Svg>, zoom: Zoom) {
    let observer = StoredValue::new_local(None::<web_sys::ResizeObserver>);
    // The opening lasts while the game screen is drawn in steps, and two frames more: the
    // box's last change from a late part (the players' chips) is reported in the frame after
    // it is drawn, however the steps and the frames fell.
    let drawn = drawn(LAST);
    let opening = StoredValue::new(true);
    Effect::new(move |_| {
        if drawn() && opening.get_value() {
            request_animation_frame(move || {
                request_animation_frame(move || {
                    opening.try_set_value(false);
                });
            });
        }
    });
    Effect::new(move |_| {
        let Some(element) = svg.get() else { return };
        let element: web_sys::Element = element.unchecked_into();
        let measured = element.clone();
        let measure = move || {
            zoom.set_frame(
                f64::from(measured.client_width()),
                f64::from(measured.client_height()),
                buttons_outside(&measured),
                opening.try_get_value().unwrap_or(false),
            )
        };
        // The observer tells the first size too, once the frame has laid the board out:
        // measuring here would lay the new screen out in the task that draws it.
        let callback = Closure::<dyn FnMut()>::new(measure.clone());
        match web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()) {
            Ok(watcher) => {
                watcher.observe(&element);
                observer.set_value(Some(watcher));
            }
            Err(_) => measure(),
        }
        callback.forget();
    });
    on_cleanup(move || {
        observer.try_with_value(|o| {
            if let Some(o) = o {
                o.disconnect();
            }
        });
    });
}
