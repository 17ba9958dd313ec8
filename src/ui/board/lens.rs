//! The camera's arithmetic: which part of the board a box shows at a zoom, the opening view,
//! the bounds a camera is kept within, and the view that frames a set of points. Pure
//! arithmetic, tested natively; `zoom.rs` drives it from gestures and buttons.

/// The closest zoom is at least this many times the opening view.
const MIN_ZOOM_RANGE: f64 = 4.0;
/// ... and at least this many CSS pixels per board unit, so that on a phone every territory
/// can be brought to a comfortable target (label targets are 59 board units across).
const MIN_CLOSEST_SCALE: f64 = 2.0;
/// The strip the zoom buttons take along an edge of the box (44 px buttons, their margin and
/// a little air), which the opening view leaves to the sea so they never cover the board.
pub const CONTROLS_PX: f64 = 54.0;
/// CSS pixels per board unit at which a territory's tap target (59 board units across) is
/// 44 px on screen.
pub const TARGET_SCALE: f64 = 44.5 / 59.0;
/// Where the whole board would fill less than this share of a box taller than wide (a phone
/// held upright), the opening view shows the board's whole height instead, panned sideways.
const TALL_BOX_SHARE: f64 = 0.7;

/// Where the zoom buttons stand, which names and the continents chart keep clear of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Buttons {
    /// A column over the box's right edge (a box wider than the board).
    Right,
    /// A row over the box's bottom edge.
    Bottom,
    /// Outside the box (a phone held upright: in the sheet's top row).
    Outside,
}

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
    /// The widest strip the zoom buttons take over the box, in CSS pixels: [`CONTROLS_PX`],
    /// or 0 where they stand outside it (a phone held upright: in the sheet's top row).
    pub controls: f64,
}

/// The step's points beyond one side of the view: how many, and the nearest (with its
/// distance from the view's centre).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Beyond {
    /// How many points lie beyond this side.
    pub count: usize,
    /// The nearest of them, and how far it is from the view's centre (board units).
    pub nearest: Option<([f64; 2], f64)>,
}

/// The box around `points` with `margin` board units around each: left, top, right, bottom.
fn bounds(points: &[[f64; 2]], margin: f64) -> (f64, f64, f64, f64) {
    let (mut left, mut top, mut right, mut bottom) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for &[x, y] in points {
        (left, top) = (left.min(x - margin), top.min(y - margin));
        (right, bottom) = (right.max(x + margin), bottom.max(y + margin));
    }
    (left, top, right, bottom)
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
        let strip = self.strip();
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
    /// board is centred in the room the zoom buttons' strip of sea leaves (at the bottom or
    /// the right).
    pub fn clamped(self, camera: Camera) -> Camera {
        let level = camera.level.clamp(1.0, self.max_level());
        let scale = self.fit_scale() * level;
        let (bw, bh) = self.board;
        let (fw, fh) = self.frame;
        let strip = self.strip() / scale;
        let wide = self.wider_than_board();
        let axis = |c: f64, visible: f64, size: f64, buttons: bool| {
            if visible >= size {
                let room = if buttons { visible - strip } else { visible };
                let before = ((room - size) / 2.0).max(0.0);
                visible / 2.0 - before
            } else {
                c.clamp(visible / 2.0, size - visible / 2.0)
            }
        };
        Camera {
            cx: axis(camera.cx, fw / scale, bw, wide),
            cy: axis(camera.cy, fh / scale, bh, !wide),
            level,
        }
    }

    /// A camera that shows the points of `points` (board units) with `margin` board units
    /// around them, as close as `closest` CSS pixels a unit at most and no further out than
    /// the opening view; where they cannot all be shown that close, the window at the
    /// opening view's scale that holds the most of them.
    pub fn framing(self, points: &[[f64; 2]], margin: f64, closest: f64) -> Camera {
        self.framing_above(points, margin, closest, self.scale(self.home()))
    }

    /// As [`Lens::framing`], never further out than `floor` CSS pixels a unit (and never
    /// further out than the whole board).
    pub fn framing_above(
        self,
        points: &[[f64; 2]],
        margin: f64,
        closest: f64,
        floor: f64,
    ) -> Camera {
        let (left, top, right, bottom) = bounds(points, margin);
        let (fw, fh) = self.frame;
        let (sw, sh) = if self.wider_than_board() {
            (self.strip(), 0.0)
        } else {
            (0.0, self.strip())
        };
        let fit = ((fw - sw) / (right - left)).min((fh - sh) / (bottom - top));
        let floor = floor.max(self.fit_scale());
        let scale = fit.min(closest.max(floor)).max(floor);
        let (cx, cy) = if fit >= floor {
            // The points' middle at the middle of the part clear of the buttons.
            (
                (left + right + sw / scale) / 2.0,
                (top + bottom + sh / scale) / 2.0,
            )
        } else {
            self.busiest(points, margin, scale)
        };
        self.clamped(Camera {
            cx,
            cy,
            level: scale / self.fit_scale(),
        })
    }

    /// The centre of the view at `scale` that holds the most of `points` (with `margin`),
    /// cutting as few as it can at an edge or under the buttons (`windows.rs`).
    fn busiest(self, points: &[[f64; 2]], margin: f64, scale: f64) -> (f64, f64) {
        let wanted = vec![true; points.len()];
        self.best_window(points, &wanted, margin, scale / self.fit_scale())
            .map_or((self.board.0 / 2.0, self.board.1 / 2.0), |(c, _)| {
                (c.cx, c.cy)
            })
    }

    /// The opening view: the whole board, or, in a box so much taller than the board's shape
    /// that the whole board would leave most of it empty and its territories too small to tap
    /// (a phone held upright), the board's whole height above the zoom buttons' strip, panned
    /// sideways (the whole board is then a tap away); in a box so much wider (a phone held
    /// sideways), the board's whole width beside the strip, panned up and down.
    pub fn home(self) -> Camera {
        let (bw, bh) = self.board;
        let (fw, fh) = self.frame;
        let fit = self.fit_scale();
        let level = if fh > fw && fit < TARGET_SCALE && bh * fit < TALL_BOX_SHARE * fh {
            ((fh - self.strip()) / bh).max(TARGET_SCALE) / fit
        } else if fw > fh && fit < TARGET_SCALE && bw * fit < TALL_BOX_SHARE * fw {
            ((fw - self.strip()) / bw).max(TARGET_SCALE) / fit
        } else {
            1.0
        };
        self.clamped(Camera {
            cx: self.board.0 / 2.0,
            cy: self.board.1 / 2.0,
            level,
        })
    }

    /// Where each point of `points` lies out of `camera`'s view (less than `margin` board
    /// units inside it), by side: how many to the west, east, north and south, and the
    /// nearest on each side.
    pub fn beyond(self, camera: Camera, points: &[[f64; 2]], margin: f64) -> [Beyond; 4] {
        let view = self.clear_view(camera);
        let (cx, cy) = (view.x + view.w / 2.0, view.y + view.h / 2.0);
        let mut sides = [Beyond::default(); 4];
        for &[x, y] in points {
            let out = [
                view.x + margin - x,
                x + margin - (view.x + view.w),
                view.y + margin - y,
                y + margin - (view.y + view.h),
            ];
            let (side, &most) = out
                .iter()
                .enumerate()
                .max_by(|a, b| a.1.total_cmp(b.1))
                .unwrap_or((0, &0.0));
            if most <= 0.0 {
                continue;
            }
            let distance = (x - cx).hypot(y - cy);
            let entry = &mut sides[side];
            entry.count += 1;
            if entry
                .nearest
                .is_none_or(|([nx, ny], _)| distance < (nx - cx).hypot(ny - cy))
            {
                entry.nearest = Some(([x, y], distance));
            }
        }
        sides
    }

    /// The part of `camera`'s view clear of the zoom buttons' strip (at the right or the
    /// bottom): where a territory can be tapped.
    pub fn clear_view(self, camera: Camera) -> ViewBox {
        let view = self.view(camera);
        let strip = self.strip() / self.scale(camera);
        if self.wider_than_board() {
            ViewBox {
                w: view.w - strip,
                ..view
            }
        } else {
            ViewBox {
                h: view.h - strip,
                ..view
            }
        }
    }

    /// Where the zoom buttons stand over the box.
    pub fn buttons(self) -> Buttons {
        if self.controls <= 0.0 {
            Buttons::Outside
        } else if self.wider_than_board() {
            Buttons::Right
        } else {
            Buttons::Bottom
        }
    }

    /// The width of the zoom buttons' strip, in CSS pixels.
    fn strip(self) -> f64 {
        self.controls
            .min(self.frame.0 / 4.0)
            .min(self.frame.1 / 4.0)
    }

    /// Whether every point of `points` is at least `margin` board units inside `camera`'s
    /// view, clear of the zoom buttons.
    pub fn shows(self, camera: Camera, points: &[[f64; 2]], margin: f64) -> bool {
        let view = self.clear_view(camera);
        points.iter().all(|&[x, y]| {
            x - margin >= view.x
                && x + margin <= view.x + view.w
                && y - margin >= view.y
                && y + margin <= view.y + view.h
        })
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

#[cfg(test)]
mod tests {
    use super::*;

    fn lens(frame: (f64, f64)) -> Lens {
        Lens {
            board: (1000.0, 642.0),
            frame,
            controls: CONTROLS_PX,
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
    fn a_phone_held_upright_opens_on_the_boards_whole_height() {
        let phone = lens((390.0, 600.0));
        let home = phone.view(phone.home());
        assert!((home.h - 642.0 * 600.0 / 546.0).abs() < 1e-6, "{home:?}");
        assert!(home.w < 1000.0 / 2.0, "only part of the width: {home:?}");
        // A tablet opens on the whole board.
        let tablet = lens((768.0, 671.0));
        assert_eq!(tablet.home(), tablet.whole());
    }

    #[test]
    fn zoom_buttons_outside_the_box_leave_the_board_the_whole_of_it() {
        let over = lens((390.0, 600.0));
        let outside = Lens {
            controls: 0.0,
            ..over
        };
        assert_eq!(over.buttons(), Buttons::Bottom);
        assert_eq!(outside.buttons(), Buttons::Outside);
        assert_eq!(lens((1024.0, 600.0)).buttons(), Buttons::Right);
        // The opening view is the board's whole height in the whole box, not above a strip.
        let home = outside.view(outside.home());
        assert!((home.h - 642.0).abs() < 1e-6, "{home:?}");
        // Every point of the box can be tapped.
        let camera = outside.home();
        assert_eq!(outside.clear_view(camera), outside.view(camera));
        assert!(over.clear_view(over.home()).h < over.view(over.home()).h);
    }

    #[test]
    fn a_phone_held_sideways_opens_on_the_boards_whole_width_as_targets() {
        let phone = lens((800.0, 296.0));
        let home = phone.home();
        let view = phone.clear_view(home);
        assert!(phone.scale(home) >= TARGET_SCALE - 1e-9, "{home:?}");
        assert!(view.x <= 1e-9 && view.x + view.w >= 985.0, "{view:?}");
        assert!(view.h < 642.0 * 0.7, "only part of the height: {view:?}");
    }

    #[test]
    fn framing_above_a_floor_shows_spread_points_further_out_than_the_opening_view() {
        let phone = lens((800.0, 296.0));
        let points = [[100.0, 60.0], [900.0, 600.0], [500.0, 300.0]];
        assert!(!phone.shows(phone.framing(&points, 20.0, 1.0), &points, 20.0));
        let camera = phone.framing_above(&points, 20.0, 1.0, 0.3);
        assert!(phone.shows(camera, &points, 20.0), "{camera:?}");
        assert!(phone.scale(camera) < phone.scale(phone.home()));
    }

    #[test]
    fn framing_points_close_together_zooms_to_them_and_spread_ones_take_the_busiest_window() {
        let side = lens((544.0, 307.0));
        let near = [[500.0, 300.0], [540.0, 320.0]];
        let camera = side.framing(&near, 40.0, 1.0);
        assert!((side.scale(camera) - 1.0).abs() < 1e-9);
        assert!(side.shows(camera, &near, 40.0));
        // Spread over the board: the whole board shows them all.
        let spread = [[0.0, 0.0], [1000.0, 642.0]];
        assert_eq!(side.framing(&spread, 0.0, 1.0), side.whole());
        // Upright, the opening view's scale is the floor: the window with most of them.
        let upright = lens((390.0, 600.0));
        let points = [[100.0, 300.0], [150.0, 320.0], [900.0, 300.0]];
        let camera = upright.framing(&points, 20.0, 1.0);
        assert!(upright.shows(camera, &points[..2], 20.0));
        assert!(!upright.shows(camera, &points[2..], 20.0));
        let [west, east, ..] = upright.beyond(camera, &points, 20.0);
        assert_eq!((west.count, east.count), (0, 1));
        assert_eq!(east.nearest.map(|(p, _)| p), Some([900.0, 300.0]));
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
