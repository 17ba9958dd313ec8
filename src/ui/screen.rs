//! The window's shape as the style sheet's media queries read it: a phone held upright or
//! sideways, where the table lays itself out otherwise (the sheet, the zoom buttons).

use leptos::prelude::window;

/// The widest window taken for a phone (as in the style sheet's media queries).
const PHONE_WIDTH_PX: f64 = 600.0;
/// The shortest window held sideways taken for a phone (as in the style sheet).
const PHONE_SHORT_PX: f64 = 500.0;

/// The window's inner size in CSS pixels (0 where the browser does not say).
pub fn window_size() -> (f64, f64) {
    let size = |v: Result<wasm_bindgen::JsValue, _>| v.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    let window = window();
    (size(window.inner_width()), size(window.inner_height()))
}

/// Whether the window is a phone: held upright (narrow and taller than wide) or sideways
/// (short and wider than tall), as in the style sheet's media queries.
pub fn phone() -> bool {
    let (width, height) = window_size();
    (width <= PHONE_WIDTH_PX && height > width) || (height <= PHONE_SHORT_PX && width > height)
}

/// Whether the window is a phone held upright, as the style sheet's query
/// `(orientation: portrait) and (max-width: 600px)` says it (a square counts as portrait).
pub fn upright_phone() -> bool {
    let (width, height) = window_size();
    width > 0.0 && width <= PHONE_WIDTH_PX && height >= width
}
