//! Zoom and pan of the board. The view always has the shape of the map's box, so the whole
//! board fits it at the opening view and a closer view uses the whole box; a one-finger or
//! mouse drag pans at any zoom, a pinch zooms around the fingers, the wheel around the
//! pointer, a double tap zooms in where it lands, and buttons do it all for keyboard users.
//! A drag, a pinch or a double tap never taps a territory.

use std::collections::HashMap;

use leptos::ev::{MouseEvent, PointerEvent, WheelEvent};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Element;

pub use super::lens::{Beyond, Buttons, CONTROLS_PX, Camera, Lens, TARGET_SCALE, ViewBox};
use super::taps::{self, Pick, TOUCH_PX};
use crate::engine::board::TerritoryId;

/// Pointer travel (in CSS pixels) beyond which a press is a drag, not a tap.
const DRAG_THRESHOLD: f64 = 8.0;
/// Two taps closer in time than this (milliseconds) make a double tap.
const DOUBLE_TAP_MS: f64 = 320.0;
/// ... and closer in space than this (CSS pixels): less than two label points at a phone's
/// opening view (22 px), so quick taps on two territories are never taken for one.
const DOUBLE_TAP_DISTANCE: f64 = 16.0;
/// Room kept around the step's territories when the camera follows them (a token and its
/// name), in CSS pixels.
const FOLLOW_MARGIN_PX: f64 = 40.0;
/// Half a token, in CSS pixels: a token this far inside the view shows enough to tap.
const TOKEN_PX: f64 = 11.0;
/// A whole token (at most 16 px across its middle) and a little air, in CSS pixels: a token
/// this far inside the view clear of the buttons is never cut by an edge or a bar over it.
const CLEAR_PX: f64 = 20.0;
/// How much a double tap or the + button zooms in.
pub const ZOOM_STEP: f64 = 1.6;

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
    /// The zoom buttons' strip over the box, in CSS pixels (0 when they stand outside it).
    controls: RwSignal<f64>,
    /// Where the camera looks.
    camera: RwSignal<Camera>,
    /// The view box shown, derived from the camera and the box.
    pub view: Memo<ViewBox>,
    /// CSS pixels per board unit now (tokens and names keep their size on screen).
    pub scale: Memo<f64>,
    /// Whether the opening view was set for the box as first measured.
    homed: StoredValue<bool>,
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
        let controls = RwSignal::new(CONTROLS_PX);
        let lens = Lens {
            board,
            frame: board,
            controls: CONTROLS_PX,
        };
        let camera = RwSignal::new(lens.whole());
        let tracked = move || Lens {
            board,
            frame: frame.get(),
            controls: controls.get(),
        };
        let view = Memo::new(move |_| {
            let lens = tracked();
            lens.view(lens.clamped(camera.get()))
        });
        let scale = Memo::new(move |_| {
            let lens = tracked();
            lens.scale(lens.clamped(camera.get()))
        });
        Zoom {
            board,
            frame,
            controls,
            camera,
            view,
            scale,
            homed: StoredValue::new(false),
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
            controls: self.controls.get_untracked(),
        }
    }

    /// The lens for the box as last measured, read in a reactive scope (which then follows
    /// the box's changes).
    fn lens_tracked(&self) -> Lens {
        Lens {
            board: self.board,
            frame: self.frame.get(),
            controls: self.controls.get(),
        }
    }

    /// The current camera, within bounds.
    fn camera(&self) -> Camera {
        self.lens().clamped(self.camera.get_untracked())
    }

    /// Where the zoom buttons stand: a column at the right of a box wider than the board
    /// (the sea at the opening view is there), else a row at the bottom, or outside the box
    /// (names and the continents chart keep clear of them).
    pub fn buttons(&self) -> Buttons {
        self.lens_tracked().buttons()
    }

    /// Records the map box's size (CSS pixels) and whether the zoom buttons stand outside
    /// it; the camera keeps its centre and zoom, but for the opening view (`opening`: the
    /// game screen still drawn in steps, where a part that comes late, such as the players'
    /// chips, may change the box), which is set again for the new box.
    pub fn set_frame(&self, width: f64, height: f64, buttons_outside: bool, opening: bool) {
        let controls = if buttons_outside { 0.0 } else { CONTROLS_PX };
        if self
            .controls
            .try_get_untracked()
            .is_some_and(|c| c != controls)
        {
            self.controls.try_set(controls);
        }
        // `try_`: the observer may report once more as the map leaves the page.
        if width > 0.0 && height > 0.0 && self.frame.try_get_untracked() != Some((width, height)) {
            self.frame.try_set((width, height));
            // The first measure of the box sets the opening view (and the camera then
            // follows the step's territories, `follow`, for this box).
            if self.homed.try_get_value() == Some(false) || opening {
                self.homed.set_value(true);
                self.camera.set(self.lens().home());
            }
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

    /// Keeps the step's territories (`points`, board units) in view as comfortable targets:
    /// when a token is out of view, or the view is too far out for a 44 px target and a much
    /// closer one frames them all, the camera moves to frame them, no closer than needed. When
    /// they are too spread to frame at the opening view's scale, it moves only if none is in
    /// view, to the window with most of them (a tap magnifies where two are close, and the
    /// button beside the zoom leads to those out of view).
    pub fn follow(&self, points: &[[f64; 2]]) {
        if points.is_empty() {
            return;
        }
        let lens = self.lens();
        let camera = self.camera();
        let now = lens.scale(camera);
        // Further out than the opening view's scale where that still leaves every choice a
        // finger's target of its own (a player's whole empire at a glance).
        let floor = uncrowded(points).min(lens.scale(lens.home()));
        let framed = lens.framing_above(
            points,
            FOLLOW_MARGIN_PX / TARGET_SCALE,
            TARGET_SCALE * 1.35,
            floor,
        );
        // Every token in view whole (clear of the edges, and so of the bars over them, and of
        // the buttons), and no much closer view would frame them: stay.
        let margin = CLEAR_PX / now;
        let in_view = lens.shows(camera, points, margin);
        let closer = now < TARGET_SCALE && lens.scale(framed) > now * 1.25;
        // Too spread to frame at this scale: the player stays where they play, unless this
        // view cuts one at an edge or under the buttons, or another window at this zoom shows
        // more of them whole (the button beside the zoom steps through the rest).
        let spread = !lens.shows(framed, points, TOKEN_PX / lens.scale(framed));
        let level = framed.level;
        if spread && now >= lens.scale(framed) - 1e-9 {
            let all = vec![true; points.len()];
            let shown = points
                .iter()
                .filter(|p| lens.shows(camera, std::slice::from_ref(p), margin))
                .count();
            let cut = lens.half_seen(camera, points, margin);
            if let Some((window, most)) = lens.best_window(points, &all, margin, level)
                && (cut > 0 || most > shown || camera.level > level * 1.25)
            {
                self.camera.set(window);
            }
            return;
        }
        if !in_view || closer {
            self.camera.set(framed);
        }
    }

    /// Shows the next of the few windows at this zoom that together show the step's `points`
    /// whole: the first that shows one of those out of view now (the button beside the zoom
    /// buttons steps through them, a handful of taps for a whole empire); else brings `nearest`
    /// to the middle of the view.
    pub fn next_window(&self, points: &[[f64; 2]], nearest: [f64; 2]) {
        let lens = self.lens();
        let camera = self.camera();
        let margin = CLEAR_PX / lens.scale(camera);
        let out: Vec<bool> = points
            .iter()
            .map(|p| !lens.shows(camera, std::slice::from_ref(p), 0.0))
            .collect();
        let next = lens
            .windows(points, margin, camera.level)
            .into_iter()
            .find(|w| {
                points
                    .iter()
                    .zip(&out)
                    .any(|(p, out)| *out && lens.shows(*w, std::slice::from_ref(p), margin))
            });
        match next {
            Some(window) => self.camera.set(window),
            None => self.centre_on(nearest),
        }
    }

    /// The step's points beyond each side of the view (west, east, north, south).
    pub fn beyond(&self, points: &[[f64; 2]]) -> [Beyond; 4] {
        let lens = self.lens_tracked();
        lens.beyond(lens.clamped(self.camera.get()), points, 0.0)
    }

    /// Brings the board point `at` to the centre of the view, at the same zoom (the button to
    /// the step's choices out of view).
    pub fn centre_on(&self, [x, y]: [f64; 2]) {
        let camera = self.camera();
        self.camera.set(self.lens().clamped(Camera {
            cx: x,
            cy: y,
            ..camera
        }));
    }

    /// Zooms in around the box point `under` until label points `apart` board units apart
    /// are a comfortable distance apart on screen (two territories a finger could not tell
    /// apart become two targets).
    pub fn magnify(&self, under: (f64, f64), apart: f64) {
        let lens = self.lens();
        let camera = self.camera();
        let wanted = (TOUCH_PX * 1.1 / apart.max(1.0)).max(TARGET_SCALE);
        let factor = (wanted / lens.scale(camera)).max(ZOOM_STEP);
        self.zoom_at(factor, under);
    }

    /// What a click on the map picks: by a finger's reach on a touch screen, else the
    /// territory `under` the pointer.
    pub fn pick(
        &self,
        ev: &MouseEvent,
        choices: &[(TerritoryId, [f64; 2])],
        under: Option<TerritoryId>,
    ) -> Pick {
        let touch = ev
            .dyn_ref::<PointerEvent>()
            .is_some_and(|p| p.pointer_type() == "touch");
        match (touch, self.box_point(ev)) {
            (true, Some(point)) => {
                let lens = self.lens();
                let camera = self.camera();
                let (x, y) = lens.board_point(camera, point);
                taps::by_touch(choices, [x, y], lens.scale(camera), under)
            }
            _ => under.map_or(Pick::Nothing, Pick::Territory),
        }
    }

    /// Magnifies the map where a click landed (see [`Zoom::magnify`]).
    pub fn magnify_at(&self, ev: &MouseEvent, apart: f64) {
        if let Some(point) = self.box_point(ev) {
            self.magnify(point, apart);
        }
    }

    /// Where a click landed in the map's box, in CSS pixels.
    fn box_point(&self, ev: &MouseEvent) -> Option<(f64, f64)> {
        let element = element_of(ev)?;
        Some(local(
            &element,
            f64::from(ev.client_x()),
            f64::from(ev.client_y()),
        ))
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

/// The scale (CSS pixels a board unit) at which no two of `points` are closer than a
/// finger's width on screen (0 for a single point).
fn uncrowded(points: &[[f64; 2]]) -> f64 {
    let mut apart = f64::MAX;
    for (i, a) in points.iter().enumerate() {
        for b in &points[i + 1..] {
            apart = apart.min((a[0] - b[0]).hypot(a[1] - b[1]));
        }
    }
    if apart == f64::MAX {
        0.0
    } else {
        TOUCH_PX * 1.05 / apart.max(1.0)
    }
}
