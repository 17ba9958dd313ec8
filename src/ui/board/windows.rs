//! Windows over the step's points: the views at one zoom that show most of them whole, clear of
//! the zoom buttons' strip and of the map's edges (a token never half under a bar), and a few
//! such windows that together show them all (a phone upright steps through a player's empire).
//! Pure arithmetic on [`Lens`], tested natively.

use super::lens::{Camera, Lens};

/// A token's half-width on screen at most (CSS pixels): a token whose centre is this close
/// outside the view still shows in part.
const TOKEN_REACH_PX: f64 = 16.0;

impl Lens {
    /// How many of `points` show only in part at `camera`: on screen (a token reaching into
    /// the view) but not `margin` board units inside the view clear of the zoom buttons.
    pub fn half_seen(self, camera: Camera, points: &[[f64; 2]], margin: f64) -> usize {
        let view = self.view(camera);
        let reach = TOKEN_REACH_PX / self.scale(camera);
        points
            .iter()
            .filter(|&&[x, y]| {
                let seen = x + reach > view.x
                    && x - reach < view.x + view.w
                    && y + reach > view.y
                    && y - reach < view.y + view.h;
                seen && !self.shows(camera, &[[x, y]], margin)
            })
            .count()
    }

    /// Cameras at `level` worth trying for `points`: each point at the middle of the clear
    /// view, or `margin` inside one of its edges, kept on the board.
    fn candidates(self, points: &[[f64; 2]], margin: f64, level: f64) -> Vec<Camera> {
        let at = |cx, cy| self.clamped(Camera { cx, cy, level });
        // The clear view of a camera at the origin: its offsets from the centre.
        let v = self.clear_view(Camera {
            cx: 0.0,
            cy: 0.0,
            level,
        });
        let mut out = Vec::with_capacity(points.len() * 9);
        for &[x, y] in points {
            let xs = [
                x - v.x - v.w / 2.0,
                x - margin - v.x,
                x + margin - v.x - v.w,
            ];
            let ys = [
                y - v.y - v.h / 2.0,
                y - margin - v.y,
                y + margin - v.y - v.h,
            ];
            for cx in xs {
                for cy in ys {
                    out.push(at(cx, cy));
                }
            }
        }
        out
    }

    /// The camera at `level` that shows the most of the `wanted` points whole (each `margin`
    /// board units inside the clear view), with as few of all `points` cut by an edge or under
    /// the buttons as it can; `None` when none of the wanted ones can be shown.
    pub fn best_window(
        self,
        points: &[[f64; 2]],
        wanted: &[bool],
        margin: f64,
        level: f64,
    ) -> Option<(Camera, usize)> {
        let score = |camera: Camera| {
            let shown = points
                .iter()
                .zip(wanted)
                .filter(|(p, w)| **w && self.shows(camera, std::slice::from_ref(p), margin))
                .count();
            let cut = self.half_seen(camera, points, margin);
            (shown, 2 * shown as i64 - 3 * cut as i64)
        };
        self.candidates(points, margin, level)
            .into_iter()
            .map(|camera| (camera, score(camera)))
            .filter(|(_, (shown, _))| *shown > 0)
            .max_by_key(|(_, (_, value))| *value)
            .map(|(camera, (shown, _))| (camera, shown))
    }

    /// A few windows at `level` that together show every one of `points` whole, in order
    /// along the board's longer way beyond the view (west to east on a phone held upright): each
    /// shows the first point not yet shown, with as many of the rest as it can.
    pub fn windows(self, points: &[[f64; 2]], margin: f64, level: f64) -> Vec<Camera> {
        let v = self.clear_view(Camera {
            cx: 0.0,
            cy: 0.0,
            level,
        });
        let axis = usize::from(v.w / self.board.0 > v.h / self.board.1);
        let mut order: Vec<usize> = (0..points.len()).collect();
        order.sort_by(|&a, &b| points[a][axis].total_cmp(&points[b][axis]));
        let mut wanted = vec![true; points.len()];
        let mut out = Vec::new();
        while let Some(&first) = order.iter().find(|&&i| wanted[i]) {
            // The first point must show: it alone is wanted twice over.
            let mut weights: Vec<bool> = wanted.clone();
            let shows_first = |c: Camera| self.shows(c, &points[first..=first], margin);
            weights[first] = true;
            let camera = self
                .candidates(&points[first..=first], margin, level)
                .into_iter()
                .filter(|&c| shows_first(c))
                .max_by_key(|&c| {
                    let shown = points
                        .iter()
                        .zip(&weights)
                        .filter(|(p, w)| **w && self.shows(c, std::slice::from_ref(p), margin))
                        .count();
                    2 * shown as i64 - 3 * self.half_seen(c, points, margin) as i64
                });
            let Some(camera) = camera else {
                wanted[first] = false;
                continue;
            };
            for (p, w) in points.iter().zip(wanted.iter_mut()) {
                if self.shows(camera, std::slice::from_ref(p), margin) {
                    *w = false;
                }
            }
            wanted[first] = false;
            out.push(camera);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A phone held upright over the world board (the map's box under the bars).
    fn upright() -> Lens {
        Lens {
            board: (1000.0, 642.0),
            frame: (390.0, 630.0),
            controls: super::super::lens::CONTROLS_PX,
        }
    }

    #[test]
    fn a_few_windows_show_an_empire_spread_over_the_world() {
        let lens = upright();
        let level = lens.home().level;
        // Fourteen territories from Alaska to Australia.
        let points = [
            [38.0, 87.0],
            [111.8, 143.3],
            [137.0, 231.9],
            [240.9, 462.0],
            [304.4, 458.0],
            [421.7, 220.9],
            [431.6, 336.0],
            [510.9, 430.0],
            [530.7, 512.1],
            [610.0, 292.0],
            [718.0, 331.6],
            [804.0, 200.0],
            [839.0, 520.7],
            [903.2, 524.9],
        ];
        let margin = 20.0 / lens.scale(lens.home());
        assert!(lens.windows(&points, margin, level).len() <= 4);
        // Further out, where every token is still a 44 px target: two windows.
        let level = super::super::lens::TARGET_SCALE / lens.fit_scale();
        let margin = 20.0 / super::super::lens::TARGET_SCALE;
        let windows = lens.windows(&points, margin, level);
        assert!(windows.len() <= 2, "{} windows", windows.len());
        for p in &points {
            assert!(
                windows
                    .iter()
                    .any(|&c| lens.shows(c, std::slice::from_ref(p), margin)),
                "{p:?} in no window"
            );
        }
        // West to east: the first window shows Alaska.
        assert!(lens.shows(windows[0], &points[..1], margin));
    }

    #[test]
    fn a_token_in_the_buttons_strip_or_at_an_edge_is_half_seen() {
        let lens = upright();
        let camera = lens.home();
        let view = lens.view(camera);
        let scale = lens.scale(camera);
        let bottom = [view.x + view.w / 2.0, view.y + view.h - 20.0 / scale];
        let top = [view.x + view.w / 2.0, view.y + 3.0 / scale];
        let middle = [view.x + view.w / 2.0, view.y + view.h / 2.0];
        let far = [view.x + view.w + 100.0 / scale, middle[1]];
        let margin = 20.0 / scale;
        assert_eq!(
            lens.half_seen(camera, &[bottom, top, middle, far], margin),
            2
        );
    }
}
