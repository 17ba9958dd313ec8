//! Zoom and pan of the board: the wheel and a pinch zoom around the pointer, a drag pans, and
//! buttons do both for keyboard users. The view is the SVG `viewBox`; a drag never taps.

use std::collections::HashMap;

use leptos::ev::{PointerEvent, WheelEvent};
use leptos::prelude::*;
use web_sys::Element;

/// Pointer travel (in CSS pixels) beyond which a press is a drag, not a tap.
const DRAG_THRESHOLD: f64 = 6.0;
/// The closest zoom, as a fraction of the whole board's width.
const MAX_ZOOM: f64 = 4.0;

/// The visible part of the board, in board units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ViewBox {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

impl ViewBox {
    /// The SVG attribute.
    pub fn attribute(self) -> String {
        format!("{:.2} {:.2} {:.2} {:.2}", self.x, self.y, self.w, self.h)
    }

    /// Zooms by `factor` (< 1 zooms in) keeping the board point (`px`, `py`) in place, within
    /// the board of size `width` x `height`.
    pub fn zoom(self, factor: f64, px: f64, py: f64, width: f64, height: f64) -> ViewBox {
        let w = (self.w * factor).clamp(width / MAX_ZOOM, width);
        let h = w * height / width;
        let x = px - (px - self.x) * (w / self.w);
        let y = py - (py - self.y) * (h / self.h);
        ViewBox { x, y, w, h }.clamped(width, height)
    }

    /// Keeps the view inside the board.
    pub fn clamped(self, width: f64, height: f64) -> ViewBox {
        ViewBox {
            x: self.x.clamp(0.0, (width - self.w).max(0.0)),
            y: self.y.clamp(0.0, (height - self.h).max(0.0)),
            ..self
        }
    }
}

/// Zoom state and the pointer handlers that drive it.
#[derive(Clone, Copy)]
pub struct Zoom {
    /// The current view.
    pub view: RwSignal<ViewBox>,
    /// Whether the last press was a drag (its click must not select anything).
    pub dragged: StoredValue<bool>,
    /// Active pointers: id to (x, y) in CSS pixels.
    pointers: StoredValue<HashMap<i32, (f64, f64)>>,
    /// Where the press started, and the view then.
    start: StoredValue<Option<(f64, f64, ViewBox)>>,
    /// The board's size in board units.
    size: (f64, f64),
}

impl Zoom {
    /// A zoom showing the whole board of `width` x `height`.
    pub fn new(width: f64, height: f64) -> Zoom {
        Zoom {
            view: RwSignal::new(ViewBox {
                x: 0.0,
                y: 0.0,
                w: width,
                h: height,
            }),
            dragged: StoredValue::new(false),
            pointers: StoredValue::new(HashMap::new()),
            start: StoredValue::new(None),
            size: (width, height),
        }
    }

    /// Board units per CSS pixel, and the drawing's offset inside the element (letterboxing).
    fn scale(&self, element: &Element) -> (f64, f64, f64) {
        let rect = element.get_bounding_client_rect();
        let view = self.view.get_untracked();
        let scale = (rect.width() / view.w)
            .min(rect.height() / view.h)
            .max(1e-6);
        let left = rect.left() + (rect.width() - view.w * scale) / 2.0;
        let top = rect.top() + (rect.height() - view.h * scale) / 2.0;
        (scale, left, top)
    }

    /// The board point under the client position.
    fn board_point(&self, element: &Element, cx: f64, cy: f64) -> (f64, f64) {
        let (scale, left, top) = self.scale(element);
        let view = self.view.get_untracked();
        (view.x + (cx - left) / scale, view.y + (cy - top) / scale)
    }

    /// Zooms by `factor` around the board's centre (the buttons).
    pub fn step(&self, factor: f64) {
        let (width, height) = self.size;
        self.view.update(|v| {
            let (cx, cy) = (v.x + v.w / 2.0, v.y + v.h / 2.0);
            *v = v.zoom(factor, cx, cy, width, height);
        });
    }

    /// Shows the whole board again.
    pub fn reset(&self) {
        let (width, height) = self.size;
        self.view.set(ViewBox {
            x: 0.0,
            y: 0.0,
            w: width,
            h: height,
        });
    }

    /// The wheel zooms around the pointer.
    pub fn on_wheel(&self, ev: WheelEvent) {
        ev.prevent_default();
        let Some(element) = ev
            .current_target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<Element>(t).ok())
        else {
            return;
        };
        let (px, py) =
            self.board_point(&element, f64::from(ev.client_x()), f64::from(ev.client_y()));
        let factor = if ev.delta_y() > 0.0 { 1.15 } else { 1.0 / 1.15 };
        let (width, height) = self.size;
        self.view
            .update(|v| *v = v.zoom(factor, px, py, width, height));
    }

    /// A press starts a possible drag or pinch.
    pub fn on_down(&self, ev: &PointerEvent) {
        let (x, y) = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        self.pointers.update_value(|p| {
            p.insert(ev.pointer_id(), (x, y));
        });
        self.dragged.set_value(false);
        self.start
            .set_value(Some((x, y, self.view.get_untracked())));
    }

    /// Moving one pointer pans; moving two pinches.
    pub fn on_move(&self, ev: &PointerEvent) {
        let id = ev.pointer_id();
        let (x, y) = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        let Some(element) = ev
            .current_target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<Element>(t).ok())
        else {
            return;
        };
        let before = self.pointers.with_value(|p| p.clone());
        if !before.contains_key(&id) {
            return;
        }
        self.pointers.update_value(|p| {
            p.insert(id, (x, y));
        });
        let (width, height) = self.size;
        if before.len() >= 2 {
            let others: Vec<(f64, f64)> = before
                .iter()
                .filter(|(k, _)| **k != id)
                .map(|(_, v)| *v)
                .collect();
            let (ox, oy) = others[0];
            let (bx, by) = before[&id];
            let (old, new) = ((bx - ox).hypot(by - oy), (x - ox).hypot(y - oy));
            if old > 0.0 && new > 0.0 {
                let (px, py) = self.board_point(&element, (x + ox) / 2.0, (y + oy) / 2.0);
                self.view
                    .update(|v| *v = v.zoom(old / new, px, py, width, height));
                self.dragged.set_value(true);
            }
            return;
        }
        let Some((sx, sy, view)) = self.start.get_value() else {
            return;
        };
        if (x - sx).hypot(y - sy) < DRAG_THRESHOLD && !self.dragged.get_value() {
            return;
        }
        self.dragged.set_value(true);
        let (scale, _, _) = self.scale(&element);
        let moved = ViewBox {
            x: view.x - (x - sx) / scale,
            y: view.y - (y - sy) / scale,
            ..view
        };
        self.view.set(moved.clamped(width, height));
    }

    /// A pointer lifted or lost.
    pub fn on_up(&self, ev: &PointerEvent) {
        self.pointers.update_value(|p| {
            p.remove(&ev.pointer_id());
        });
        if self.pointers.with_value(|p| p.is_empty()) {
            self.start.set_value(None);
        }
    }
}
