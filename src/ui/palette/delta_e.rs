//! CIEDE2000 colour differences from sRGB, and the test that keeps every board's continent
//! bands apart from the player colours and from their neighbours (docs/ui.md).

use std::f64::consts::PI;

use super::{ALL, faded, fill, land};
use crate::engine::board::Board;
use crate::ui::board::geometry::BoardGeometry;

/// The least difference between a continent band and any player colour (token or land).
const FROM_PLAYERS: f64 = 20.0;
/// The least difference between the land nobody holds yet (a band's colour faded towards the
/// paper) and any player colour.
const FADED_FROM_PLAYERS: f64 = 12.0;
/// The least difference between two continents that share a border.
const FROM_NEIGHBOURS: f64 = 30.0;

/// CIELAB (D65) of a `#rrggbb` colour.
fn lab(hex: &str) -> [f64; 3] {
    let linear = |i: usize| {
        let c = f64::from(u8::from_str_radix(&hex[i..i + 2], 16).expect("hex colour")) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    let (r, g, b) = (linear(1), linear(3), linear(5));
    let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b) / 0.950_47;
    let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * b;
    let z = (0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * b) / 1.088_83;
    let f = |t: f64| {
        if t > 216.0 / 24389.0 {
            t.cbrt()
        } else {
            (24389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// A hue angle in degrees, 0 to 360.
fn hue(b: f64, a: f64) -> f64 {
    if a == 0.0 && b == 0.0 {
        0.0
    } else {
        b.atan2(a).to_degrees().rem_euclid(360.0)
    }
}

/// The mean of two hues and their signed difference, in degrees (Sharma et al. 2005).
fn hue_mean_and_difference(h1: f64, h2: f64, chromatic: bool) -> (f64, f64) {
    if !chromatic {
        return (h1 + h2, 0.0);
    }
    let difference = match h2 - h1 {
        d if d > 180.0 => d - 360.0,
        d if d < -180.0 => d + 360.0,
        d => d,
    };
    let mean = match (h1 + h2, (h1 - h2).abs() > 180.0) {
        (sum, false) => sum / 2.0,
        (sum, true) if sum < 360.0 => (sum + 360.0) / 2.0,
        (sum, true) => (sum - 360.0) / 2.0,
    };
    (mean, difference)
}

/// CIEDE2000 difference between two CIELAB colours (kL = kC = kH = 1).
fn ciede2000([l1, a1, b1]: [f64; 3], [l2, a2, b2]: [f64; 3]) -> f64 {
    let seventh = |c: f64| (c.powi(7) / (c.powi(7) + 25f64.powi(7))).sqrt();
    let g = 0.5 * (1.0 - seventh((a1.hypot(b1) + a2.hypot(b2)) / 2.0));
    let (a1, a2) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1, c2) = (a1.hypot(b1), a2.hypot(b2));
    let (h_mean, dh) = hue_mean_and_difference(hue(b1, a1), hue(b2, a2), c1 * c2 != 0.0);
    let big_dh = 2.0 * (c1 * c2).sqrt() * (dh / 2.0 * PI / 180.0).sin();
    let (l_mean, c_mean) = ((l1 + l2) / 2.0, (c1 + c2) / 2.0);
    let rad = |deg: f64| deg * PI / 180.0;
    let t = 1.0 - 0.17 * rad(h_mean - 30.0).cos()
        + 0.24 * rad(2.0 * h_mean).cos()
        + 0.32 * rad(3.0 * h_mean + 6.0).cos()
        - 0.20 * rad(4.0 * h_mean - 63.0).cos();
    let s_l = 1.0 + 0.015 * (l_mean - 50.0).powi(2) / (20.0 + (l_mean - 50.0).powi(2)).sqrt();
    let (s_c, s_h) = (1.0 + 0.045 * c_mean, 1.0 + 0.015 * c_mean * t);
    let rotation =
        -(rad(60.0 * (-((h_mean - 275.0) / 25.0).powi(2)).exp())).sin() * 2.0 * seventh(c_mean);
    let (dl, dc, dh) = ((l2 - l1) / s_l, (c2 - c1) / s_c, big_dh / s_h);
    (dl * dl + dc * dc + dh * dh + rotation * dc * dh).sqrt()
}

/// CIEDE2000 difference between two `#rrggbb` colours.
fn delta_e(a: &str, b: &str) -> f64 {
    ciede2000(lab(a), lab(b))
}

/// Every board with its geometry.
fn boards() -> [(&'static Board, &'static BoardGeometry); 3] {
    [
        (Board::world(), BoardGeometry::for_board("world")),
        (
            Board::europe_1810(),
            BoardGeometry::for_board("europe-1810"),
        ),
        (
            Board::roman_empire(),
            BoardGeometry::for_board("roman-empire"),
        ),
    ]
}

#[test]
fn matches_the_published_test_pairs() {
    // Sharma, Wu and Dalal (2005), table 1: pairs 1, 3, 7, 17 and 34.
    let pairs = [
        ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
        ([50.0, 2.8361, -74.0200], [50.0, 0.0, -82.7485], 3.4412),
        ([50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669),
        ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
        (
            [22.7233, 20.0904, -46.6940],
            [23.0331, 14.9730, -42.5619],
            2.0373,
        ),
    ];
    for (a, b, expected) in pairs {
        let measured = ciede2000(a, b);
        assert!(
            (measured - expected).abs() < 1e-4,
            "{measured} for {expected}"
        );
    }
}

#[test]
fn continent_bands_differ_from_every_player_colour() {
    let players: Vec<&str> = ALL.iter().flat_map(|&c| [fill(c), land(c)]).collect();
    for (board, geometry) in boards() {
        for continent in &board.continents {
            let band = &geometry.continent_colors[&continent.key];
            let unclaimed = faded(band);
            for player in &players {
                let (to_band, to_unclaimed) = (delta_e(band, player), delta_e(&unclaimed, player));
                assert!(
                    to_band >= FROM_PLAYERS && to_unclaimed >= FADED_FROM_PLAYERS,
                    "{}: {band} is {to_band:.1} from {player}, {unclaimed} {to_unclaimed:.1}",
                    continent.key
                );
            }
        }
    }
}

#[test]
fn neighbouring_continents_differ() {
    for (board, geometry) in boards() {
        for (a, b) in board.borders() {
            let (a, b) = (board.territory(a).continent, board.territory(b).continent);
            let colour = |c: crate::engine::board::ContinentId| {
                let key = &board.continents[usize::from(c.0)].key;
                geometry.continent_colors[key].as_str()
            };
            let difference = delta_e(colour(a), colour(b));
            assert!(
                a == b || difference >= FROM_NEIGHBOURS,
                "{} and {} are {difference:.1} apart on {}",
                colour(a),
                colour(b),
                board.key
            );
        }
    }
}
