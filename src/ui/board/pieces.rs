//! The shapes drawn on the map beside the territories: army tokens (one outline per colour in
//! colour-blind mode), the headquarters star and the attack arrow. Tokens and badges are
//! drawn around the origin at [`BASE_RADIUS`] and scaled to keep their size on screen.

use crate::engine::state::Colour;

/// A token's radius in its own drawing; the map scales it to [`super::labels::token_radius_px`].
pub const BASE_RADIUS: f64 = 16.0;

/// Path data of a token centred on the origin: a circle, or in colour-blind mode one shape
/// per colour (circle, square, triangle, diamond, hexagon, star).
pub fn token_shape(colour: Colour, patterns: bool) -> String {
    let r = BASE_RADIUS;
    let points: Vec<(f64, f64)> = match colour {
        _ if !patterns => return circle(r),
        Colour::Red => return circle(r),
        Colour::Blue => vec![(-0.9, -0.9), (0.9, -0.9), (0.9, 0.9), (-0.9, 0.9)],
        Colour::Yellow => vec![(0.0, -1.2), (1.15, 0.9), (-1.15, 0.9)],
        Colour::Green => vec![(0.0, -1.2), (1.2, 0.0), (0.0, 1.2), (-1.2, 0.0)],
        Colour::Black => (0..6)
            .map(|i| {
                let a = std::f64::consts::PI / 3.0 * f64::from(i);
                (a.cos() * 1.05, a.sin() * 1.05)
            })
            .collect(),
        Colour::Pink => (0..10)
            .map(|i| {
                let a = std::f64::consts::PI / 5.0 * f64::from(i) - std::f64::consts::FRAC_PI_2;
                let k = if i % 2 == 0 { 1.25 } else { 0.72 };
                (a.cos() * k, a.sin() * k)
            })
            .collect(),
    };
    polygon(points.iter().map(|(x, y)| (x * r, y * r)))
}

/// A closed polygon's path data.
fn polygon(points: impl Iterator<Item = (f64, f64)>) -> String {
    let corners: Vec<String> = points.map(|(x, y)| format!("{x:.1} {y:.1}")).collect();
    format!("M{}Z", corners.join(" "))
}

/// A circle of radius `r` centred on the origin, as path data.
fn circle(r: f64) -> String {
    format!(
        "M{} 0a{r} {r} 0 1 0 {} 0a{r} {r} 0 1 0 -{} 0Z",
        -r,
        2.0 * r,
        2.0 * r
    )
}

/// A five-pointed star of radius `r` centred on (`x`, `y`): the headquarters badge.
pub fn star(x: f64, y: f64, r: f64) -> String {
    polygon((0..10).map(|i| {
        let a = std::f64::consts::PI / 5.0 * f64::from(i) - std::f64::consts::FRAC_PI_2;
        let k = if i % 2 == 0 { r } else { r * 0.45 };
        (x + a.cos() * k, y + a.sin() * k)
    }))
}

/// The digits' size in a token's own drawing: smaller for long numbers, so they fit.
pub fn digits_size(armies: u32) -> f64 {
    match armies {
        0..=99 => BASE_RADIUS,
        100..=999 => BASE_RADIUS * 0.8,
        _ => BASE_RADIUS * 0.62,
    }
}

/// Path data of an arrow from `a` to `b` (board units) that starts and stops `gap` short of
/// the two points, with a shaft `width` wide and a head `head` long. An arrow that is
/// shorter than its head is drawn as a head alone.
pub fn arrow(a: [f64; 2], b: [f64; 2], gap: f64, width: f64, head: f64) -> String {
    let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
    let length = dx.hypot(dy);
    if length <= 2.0 * gap + 1e-6 {
        return String::new();
    }
    let (ux, uy) = (dx / length, dy / length);
    let (nx, ny) = (-uy, ux);
    let start = (a[0] + ux * gap, a[1] + uy * gap);
    let tip = (b[0] - ux * gap, b[1] - uy * gap);
    let neck_at = (length - 2.0 * gap - head).max(0.0);
    let neck = (start.0 + ux * neck_at, start.1 + uy * neck_at);
    let (w, hw) = (width / 2.0, head * 0.55);
    polygon(
        [
            (start.0 + nx * w, start.1 + ny * w),
            (neck.0 + nx * w, neck.1 + ny * w),
            (neck.0 + nx * hw, neck.1 + ny * hw),
            tip,
            (neck.0 - nx * hw, neck.1 - ny * hw),
            (neck.0 - nx * w, neck.1 - ny * w),
            (start.0 - nx * w, start.1 - ny * w),
        ]
        .into_iter(),
    )
}

/// The legs of an attack: on a board `wrap` wide whose left and right edges meet (the world's
/// Alaska and Kamchatka), one arrow or two running off the nearer edges; on any other board
/// (`wrap` is `None`) always the direct way.
pub fn attack_legs(a: [f64; 2], b: [f64; 2], wrap: Option<f64>) -> Vec<([f64; 2], [f64; 2])> {
    let dx = b[0] - a[0];
    let Some(width) = wrap.filter(|w| dx.abs() > w / 2.0) else {
        return vec![(a, b)];
    };
    let shift = if dx > 0.0 { -width } else { width };
    vec![(a, [b[0] + shift, b[1]]), ([a[0] - shift, a[1]], b)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_colour_has_its_own_shape_in_colour_blind_mode() {
        let colours = crate::ui::palette::ALL;
        let mut shapes: Vec<String> = colours.iter().map(|&c| token_shape(c, true)).collect();
        shapes.dedup();
        assert_eq!(shapes.len(), 6);
        assert!(
            colours
                .iter()
                .all(|&c| token_shape(c, false) == circle(BASE_RADIUS))
        );
    }

    #[test]
    fn an_arrow_across_the_date_line_runs_off_both_edges() {
        let legs = attack_legs([38.0, 87.0], [950.0, 90.0], Some(1000.0));
        assert_eq!(legs.len(), 2);
        assert!(legs[0].1[0] < 0.0 && legs[1].0[0] > 1000.0);
        assert_eq!(
            attack_legs([100.0, 0.0], [200.0, 0.0], Some(1000.0)).len(),
            1
        );
    }

    #[test]
    fn an_arrow_on_a_board_that_does_not_wrap_takes_the_direct_way() {
        let legs = attack_legs([950.0, 90.0], [38.0, 87.0], None);
        assert_eq!(legs, vec![([950.0, 90.0], [38.0, 87.0])]);
    }

    /// Every board's longest crossing: an arrow leaves by an edge only on the world board,
    /// across its date line; on the others it joins the two tokens directly (issue 50).
    #[test]
    fn only_the_world_board_wraps_its_longest_crossing() {
        use crate::ui::board::geometry::BoardGeometry;
        for (key, wraps) in [
            ("world", true),
            ("europe-1810", false),
            ("roman-empire", false),
        ] {
            let geometry = BoardGeometry::for_board(key);
            assert_eq!(geometry.wrap_width().is_some(), wraps, "{key}");
            let labels = geometry.territories.iter().map(|t| t.label);
            let west = labels.clone().min_by(|a, b| a[0].total_cmp(&b[0])).unwrap();
            let east = labels.max_by(|a, b| a[0].total_cmp(&b[0])).unwrap();
            let legs = attack_legs(east, west, geometry.wrap_width());
            assert_eq!(legs.len(), if wraps { 2 } else { 1 }, "{key}");
            for (a, b) in legs.iter().filter(|_| !wraps) {
                assert_eq!((*a, *b), (east, west), "{key}: the direct way");
            }
        }
    }

    #[test]
    fn an_arrow_stops_short_of_both_tokens() {
        assert!(arrow([0.0, 0.0], [10.0, 0.0], 6.0, 2.0, 4.0).is_empty());
        let d = arrow([0.0, 0.0], [100.0, 0.0], 10.0, 4.0, 12.0);
        assert!(d.contains("90.0 0.0"), "{d}");
    }
}
