//! Zoom and pan of the board. The view always has the shape of the map's box, so the whole
//! board fits it at the opening view and a closer view uses the whole box; a one-finger or
//! mouse drag pans at any zoom, a pinch zooms around the fingers, the wheel around the
//! pointer, a double tap zooms in where it lands, and buttons do it all for keyboard users.
//! A drag, a pinch or a double tap never taps a territory.

use std::collections::HashMap;

use leptos::ev::{PointerEvent, WheelEvent};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Element;

/// Pointer travel (in CSS pixels) beyond which a press is a drag, not a tap.
const DRAG_THRESHOLD: f64 = 8.0;
/// The closest zoom is at least this many times the opening view.
const MIN_ZOOM_RANGE: f64 = 4.0;
/// ... and at least this many CSS pixels per board unit, so that on a phone every territory
/// can be brought to a comfortable target (label targets are 59 board units across).
const MIN_CLOSEST_SCALE: f64 = 2.0;
/// Two taps closer in time than this (milliseconds) make a double tap.
const DOUBLE_TAP_MS: f64 = 320.0;
/// ... and closer in space than this (CSS pixels): less than two label points at a phone's
/// opening view (22 px), so quick taps on two territories are never taken for one.
const DOUBLE_TAP_DISTANCE: f64 = 16.0;
/// The strip the zoom buttons take along an edge of the box (44 px buttons, their margin and
/// a little air), which the opening view leaves to the sea so they never cover the board.
pub const CONTROLS_PX: f64 = 54.0;
/// How much a double tap or the + button zooms in.
pub const ZOOM_STEP: f64 = 1.6;

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
}

/// Where the camera looks: the board point at the centre of the box, and how close, as a
/// multiple of the opening view (1 shows the whole board).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    /// Centre, in board units.
    pub cx: f64,
    /// Centre, in board units.
    pub cy: f64,
    /// Zoom, 1 at the opening view.
    pub level: f64,
}

/// The geometry of a camera over a board in a box: pure arithmetic, tested natively.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Lens {
    /// The board's size in board units.
    pub board: (f64, f64),
    /// The box's size in CSS pixels.
    pub frame: (f64, f64),
}

impl Lens {
    /// CSS pixels per board unit at the opening view: the whole board fits the box with a
    /// strip of sea for the zoom buttons, at the right or at the bottom, whichever leaves
    /// the board larger.
    pub fn fit_scale(self) -> f64 {
        let (column, row) = self.fits();
        column.max(row).max(1e-6)
    }

    /// The opening view's scale with the buttons' strip at the right, and at the bottom.
    fn fits(self) -> (f64, f64) {
        let (bw, bh) = self.board;
        let (fw, fh) = self.frame;
        let strip = CONTROLS_PX.min(fw / 4.0).min(fh / 4.0);
        (
            ((fw - strip) / bw).min(fh / bh),
            (fw / bw).min((fh - strip) / bh),
        )
    }

    /// The closest zoom allowed, as a multiple of the opening view.
    pub fn max_level(self) -> f64 {
        MIN_ZOOM_RANGE.max(MIN_CLOSEST_SCALE / self.fit_scale())
    }

    /// CSS pixels per board unit at `camera`.
    pub fn scale(self, camera: Camera) -> f64 {
        self.fit_scale() * camera.level
    }

    /// The camera kept within bounds: zoom between the opening view and the closest, and
    /// the board covering the box wherever it is larger than it; where it is smaller, the
    /// board sits against the top or the left, and the sea left over (where the zoom buttons
    /// are) goes to the bottom or the right.
    pub fn clamped(self, camera: Camera) -> Camera {
        let level = camera.level.clamp(1.0, self.max_level());
        let scale = self.fit_scale() * level;
        let (bw, bh) = self.board;
        let (fw, fh) = self.frame;
        let axis = |c: f64, visible: f64, size: f64| {
            if visible >= size {
                visible / 2.0
            } else {
                c.clamp(visible / 2.0, size - visible / 2.0)
            }
        };
        Camera {
            cx: axis(camera.cx, fw / scale, bw),
            cy: axis(camera.cy, fh / scale, bh),
            level,
        }
    }

    /// The view box of `camera`: the box's shape, in board units.
    pub fn view(self, camera: Camera) -> ViewBox {
        let scale = self.scale(camera);
        let (w, h) = (self.frame.0 / scale, self.frame.1 / scale);
        ViewBox {
            x: camera.cx - w / 2.0,
            y: camera.cy - h / 2.0,
            w,
            h,
        }
    }

    /// The board point under a point of the box (CSS pixels from its top-left corner).
    pub fn board_point(self, camera: Camera, (px, py): (f64, f64)) -> (f64, f64) {
        let scale = self.scale(camera);
        (
            camera.cx + (px - self.frame.0 / 2.0) / scale,
            camera.cy + (py - self.frame.1 / 2.0) / scale,
        )
    }

    /// The camera at `level` that keeps the board point `at` under the box point `under`.
    pub fn pinned(self, level: f64, at: (f64, f64), under: (f64, f64)) -> Camera {
        let level = level.clamp(1.0, self.max_level());
        let scale = self.fit_scale() * level;
        self.clamped(Camera {
            cx: at.0 - (under.0 - self.frame.0 / 2.0) / scale,
            cy: at.1 - (under.1 - self.frame.1 / 2.0) / scale,
            level,
        })
    }

    /// The opening view.
    pub fn whole(self) -> Camera {
        self.clamped(Camera {
            cx: self.board.0 / 2.0,
            cy: self.board.1 / 2.0,
            level: 1.0,
        })
    }

    /// Whether the opening view leaves the buttons' strip of sea at the right rather than
    /// at the bottom.
    pub fn wider_than_board(self) -> bool {
        let (column, row) = self.fits();
        column >= row
    }
}

/// A gesture under way.
#[derive(Clone, Copy, Debug)]
enum Gesture {
    /// One pointer down: where it started, and the camera then.
    Press { x: f64, y: f64, camera: Camera },
    /// Two pointers: the board point under their midpoint and the zoom when the pinch began,
    /// with the fingers' distance then.
    Pinch {
        at: (f64, f64),
        level: f64,
        distance: f64,
    },
}

/// Zoom state and the pointer handlers that drive it.
#[derive(Clone, Copy)]
pub struct Zoom {
    /// The board's size in board units.
    board: (f64, f64),
    /// The map box's size in CSS pixels, measured by a resize observer.
    pub frame: RwSignal<(f64, f64)>,
    /// Where the camera looks.
    camera: RwSignal<Camera>,
    /// The view box shown, derived from the camera and the box.
    pub view: Memo<ViewBox>,
    /// CSS pixels per board unit now (tokens and names keep their size on screen).
    pub scale: Memo<f64>,
    /// Whether the last press was a drag, a pinch or a double tap (its click must not select
    /// anything).
    pub dragged: StoredValue<bool>,
    /// Active pointers: id to (x, y) in CSS pixels.
    pointers: StoredValue<HashMap<i32, (f64, f64)>>,
    /// The gesture under way.
    gesture: StoredValue<Option<Gesture>>,
    /// The last plain tap: when (ms), where (CSS pixels), and whether it landed on one of
    /// the step's choices (then it was an action, and the next tap is one too).
    last_tap: StoredValue<Option<(f64, f64, f64, bool)>>,
}

/// The element an event was heard on.
fn element_of(ev: &web_sys::Event) -> Option<Element> {
    ev.current_target()?.dyn_into::<Element>().ok()
}

/// A client point relative to the element's top-left corner.
fn local(element: &Element, cx: f64, cy: f64) -> (f64, f64) {
    let rect = element.get_bounding_client_rect();
    (cx - rect.left(), cy - rect.top())
}

impl Zoom {
    /// A zoom showing the whole board of `width` x `height`.
    pub fn new(width: f64, height: f64) -> Zoom {
        let board = (width, height);
        let frame = RwSignal::new(board);
        let lens = Lens {
            board,
            frame: board,
        };
        let camera = RwSignal::new(lens.whole());
        let view = Memo::new(move |_| {
            let lens = Lens {
                board,
                frame: frame.get(),
            };
            lens.view(lens.clamped(camera.get()))
        });
        let scale = Memo::new(move |_| {
            let lens = Lens {
                board,
                frame: frame.get(),
            };
            lens.scale(lens.clamped(camera.get()))
        });
        Zoom {
            board,
            frame,
            camera,
            view,
            scale,
            dragged: StoredValue::new(false),
            pointers: StoredValue::new(HashMap::new()),
            gesture: StoredValue::new(None),
            last_tap: StoredValue::new(None),
        }
    }

    /// The lens for the box as last measured.
    fn lens(&self) -> Lens {
        Lens {
            board: self.board,
            frame: self.frame.get_untracked(),
        }
    }

    /// The current camera, within bounds.
    fn camera(&self) -> Camera {
        self.lens().clamped(self.camera.get_untracked())
    }

    /// Whether the box is wider than the board (the sea at the opening view is at the right,
    /// so the zoom buttons stand in a column there; else in a row at the bottom).
    pub fn wide(&self) -> bool {
        Lens {
            board: self.board,
            frame: self.frame.get(),
        }
        .wider_than_board()
    }

    /// Records the map box's size (CSS pixels); the camera keeps its centre and zoom.
    pub fn set_frame(&self, width: f64, height: f64) {
        // `try_`: the observer may report once more as the map leaves the page.
        if width > 0.0 && height > 0.0 && self.frame.try_get_untracked() != Some((width, height)) {
            self.frame.try_set((width, height));
        }
    }

    /// Zooms by `factor` (> 1 zooms in) around the centre of the box (the buttons).
    pub fn step(&self, factor: f64) {
        let camera = self.camera();
        self.camera.set(self.lens().clamped(Camera {
            level: camera.level * factor,
            ..camera
        }));
    }

    /// Shows the whole board again.
    pub fn reset(&self) {
        self.camera.set(self.lens().whole());
    }

    /// Brings a board point into view if it is outside it (a territory reached with Tab).
    pub fn reveal(&self, x: f64, y: f64) {
        let view = self.view.get_untracked();
        let margin = 30.0;
        if x < view.x + margin
            || x > view.x + view.w - margin
            || y < view.y + margin
            || y > view.y + view.h - margin
        {
            let camera = self.camera();
            self.camera.set(self.lens().clamped(Camera {
                cx: x,
                cy: y,
                ..camera
            }));
        }
    }

    /// Zooms by `factor` keeping the board point under the box point `under` in place.
    fn zoom_at(&self, factor: f64, under: (f64, f64)) {
        let lens = self.lens();
        let camera = self.camera();
        let at = lens.board_point(camera, under);
        self.camera
            .set(lens.pinned(camera.level * factor, at, under));
    }

    /// The wheel zooms around the pointer.
    pub fn on_wheel(&self, ev: WheelEvent) {
        ev.prevent_default();
        let Some(element) = element_of(&ev) else {
            return;
        };
        let under = local(&element, f64::from(ev.client_x()), f64::from(ev.client_y()));
        let factor = if ev.delta_y() > 0.0 { 1.0 / 1.15 } else { 1.15 };
        self.zoom_at(factor, under);
    }

    /// A press starts a possible drag, pinch or tap.
    pub fn on_down(&self, ev: &PointerEvent) {
        let Some(element) = element_of(ev) else {
            return;
        };
        let point = local(&element, f64::from(ev.client_x()), f64::from(ev.client_y()));
        self.pointers.update_value(|p| {
            p.insert(ev.pointer_id(), point);
        });
        let pointers = self
            .pointers
            .with_value(|p| p.values().copied().collect::<Vec<_>>());
        match pointers.as_slice() {
            [_] => {
                self.dragged.set_value(false);
                self.gesture.set_value(Some(Gesture::Press {
                    x: point.0,
                    y: point.1,
                    camera: self.camera(),
                }));
            }
            [a, b, ..] => {
                let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
                let camera = self.camera();
                self.dragged.set_value(true);
                self.gesture.set_value(Some(Gesture::Pinch {
                    at: self.lens().board_point(camera, mid),
                    level: camera.level,
                    distance: (a.0 - b.0).hypot(a.1 - b.1).max(1.0),
                }));
            }
            [] => {}
        }
    }

    /// Moving one pointer pans; moving two pinches around their midpoint.
    pub fn on_move(&self, ev: &PointerEvent) {
        let id = ev.pointer_id();
        if !self.pointers.with_value(|p| p.contains_key(&id)) {
            return;
        }
        let Some(element) = element_of(ev) else {
            return;
        };
        let point = local(&element, f64::from(ev.client_x()), f64::from(ev.client_y()));
        self.pointers.update_value(|p| {
            p.insert(id, point);
        });
        let lens = self.lens();
        match self.gesture.get_value() {
            Some(Gesture::Press { x, y, camera }) => {
                if (point.0 - x).hypot(point.1 - y) < DRAG_THRESHOLD && !self.dragged.get_value() {
                    return;
                }
                self.dragged.set_value(true);
                let scale = lens.scale(camera);
                self.camera.set(lens.clamped(Camera {
                    cx: camera.cx - (point.0 - x) / scale,
                    cy: camera.cy - (point.1 - y) / scale,
                    ..camera
                }));
            }
            Some(Gesture::Pinch {
                at,
                level,
                distance,
            }) => {
                let pointers = self
                    .pointers
                    .with_value(|p| p.values().copied().collect::<Vec<_>>());
                if let [a, b, ..] = pointers.as_slice() {
                    let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
                    let now = (a.0 - b.0).hypot(a.1 - b.1).max(1.0);
                    self.camera
                        .set(lens.pinned(level * now / distance, at, mid));
                }
            }
            None => {}
        }
    }

    /// A pointer lifted: the end of a gesture, or a tap. Two quick taps zoom in where they
    /// land, unless either lands on a territory the current step offers or the chosen one:
    /// there each tap counts (two quick taps place two armies).
    pub fn on_up(&self, ev: &PointerEvent) {
        let removed = self
            .pointers
            .try_update_value(|p| p.remove(&ev.pointer_id()))
            .flatten();
        let Some(point) = removed else {
            return;
        };
        let remaining = self
            .pointers
            .with_value(|p| p.values().copied().collect::<Vec<_>>());
        if let [rest] = remaining.as_slice() {
            // A pinch becomes a drag with the finger left down.
            self.gesture.set_value(Some(Gesture::Press {
                x: rest.0,
                y: rest.1,
                camera: self.camera(),
            }));
            return;
        }
        if !remaining.is_empty() {
            return;
        }
        self.gesture.set_value(None);
        if self.dragged.get_value() || ev.type_() != "pointerup" {
            self.last_tap.set_value(None);
            return;
        }
        let now = ev.time_stamp();
        let on_choice = ev
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|e| {
                e.closest(".territory.neighbour, .territory.selected")
                    .ok()
                    .flatten()
            })
            .is_some();
        let double = self
            .last_tap
            .get_value()
            .is_some_and(|(t, x, y, first_on_choice)| {
                !first_on_choice
                    && now - t < DOUBLE_TAP_MS
                    && (point.0 - x).hypot(point.1 - y) < DOUBLE_TAP_DISTANCE
            });
        if double && !on_choice {
            self.last_tap.set_value(None);
            self.dragged.set_value(true);
            self.zoom_at(ZOOM_STEP, point);
        } else {
            self.last_tap
                .set_value(Some((now, point.0, point.1, on_choice)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lens(frame: (f64, f64)) -> Lens {
        Lens {
            board: (1000.0, 642.0),
            frame,
        }
    }

    #[test]
    fn the_opening_view_shows_the_whole_board_in_any_box() {
        for frame in [
            (390.0, 500.0),
            (844.0, 250.0),
            (1024.0, 600.0),
            (768.0, 900.0),
        ] {
            let lens = lens(frame);
            let view = lens.view(lens.whole());
            assert!(view.x <= 0.0 && view.y <= 0.0, "{frame:?}: {view:?}");
            assert!(view.x + view.w >= 1000.0 - 1e-9, "{frame:?}: {view:?}");
            assert!(view.y + view.h >= 642.0 - 1e-9, "{frame:?}: {view:?}");
            // The view has the box's shape: no letterboxing, the box is used whole.
            assert!((view.w / view.h - frame.0 / frame.1).abs() < 1e-9);
        }
    }

    #[test]
    fn a_phone_can_zoom_until_every_target_is_comfortable() {
        let lens = lens((390.0, 500.0));
        let closest = lens.scale(lens.clamped(Camera {
            level: 100.0,
            ..lens.whole()
        }));
        assert!(closest * 59.0 >= 88.0, "closest scale {closest}");
    }

    #[test]
    fn a_zoomed_view_stays_on_the_board_and_pinning_keeps_the_point_under_the_finger() {
        let lens = lens((390.0, 500.0));
        let camera = lens.clamped(Camera {
            cx: -500.0,
            cy: 9000.0,
            level: 3.0,
        });
        let view = lens.view(camera);
        assert!(
            view.x >= -1e-9 && view.x + view.w <= 1000.0 + 1e-9,
            "{view:?}"
        );
        assert!(
            view.y >= -1e-9 && view.y + view.h <= 642.0 + 1e-9,
            "{view:?}"
        );
        let at = (600.0, 300.0);
        let pinned = lens.pinned(3.0, at, (100.0, 200.0));
        let back = lens.board_point(pinned, (100.0, 200.0));
        assert!(
            (back.0 - at.0).abs() < 1e-6 && (back.1 - at.1).abs() < 1e-6,
            "{back:?}"
        );
    }

    #[test]
    fn the_opening_view_leaves_the_zoom_buttons_a_strip_of_sea() {
        for frame in [
            (390.0, 500.0),
            (844.0, 250.0),
            (768.0, 600.0),
            (1024.0, 600.0),
            (768.0, 494.0),
        ] {
            let lens = lens(frame);
            let scale = lens.fit_scale();
            let (right, bottom) = (frame.0 - 1000.0 * scale, frame.1 - 642.0 * scale);
            let free = if lens.wider_than_board() {
                right
            } else {
                bottom
            };
            assert!(free >= CONTROLS_PX - 1e-9, "{frame:?}: {right} {bottom}");
        }
    }

    #[test]
    fn zoom_never_goes_out_past_the_whole_board() {
        let lens = lens((1024.0, 600.0));
        let camera = lens.clamped(Camera {
            level: 0.2,
            ..lens.whole()
        });
        assert_eq!(camera, lens.whole());
    }
}
