//! Tokens of a crowded map moved apart inside their own countries (issue 50 item 7): a map's
//! label points may stand on top of each other, where our own boards keep every two tokens
//! 56 units apart (`src/ui/board/geometry.rs`); a token too close to another moves to the
//! point of its own country farthest from the others, the nearest to where the map put it
//! among equals.

use crate::trace::Regions;

/// The least distance between two tokens, in board units (1,000 wide), as our boards keep.
pub const GAP_UNITS: f64 = 56.0;

/// The distance between two points.
fn distance(a: (f64, f64), b: (f64, f64)) -> f64 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

/// Each country's pixels (their middles), sampled every `step` pixels each way.
fn sampled(regions: &Regions, countries: usize, step: usize) -> Vec<Vec<(f64, f64)>> {
    let mut pixels = vec![Vec::new(); countries];
    for y in (0..i64::from(regions.height)).step_by(step) {
        for x in (0..i64::from(regions.width)).step_by(step) {
            let number = usize::from(regions.at(x, y));
            if (1..=countries).contains(&number) {
                pixels[number - 1].push((x as f64 + 0.5, y as f64 + 0.5));
            }
        }
    }
    pixels
}

/// Moves each token of `labels` (in pixels) closer than `gap` pixels to another, or standing
/// on another country, to the pixel of its own country farthest from the other tokens (up to
/// `gap`), nearest its own point among equals; a token with no better place stays.
pub fn spread(regions: &Regions, labels: &mut [(f64, f64)], gap: f64) {
    let n = labels.len();
    let area = f64::from(regions.width) * f64::from(regions.height);
    let step = ((area / 400_000.0).sqrt().ceil() as usize).max(1);
    let pixels = sampled(regions, n, step);
    for _ in 0..3 {
        for i in 0..n {
            let others = |p: (f64, f64), labels: &[(f64, f64)]| {
                (0..n)
                    .filter(|&j| j != i)
                    .map(|j| distance(p, labels[j]))
                    .fold(f64::INFINITY, f64::min)
                    .min(gap)
            };
            let own = labels[i];
            // A token standing on another country always moves into its own.
            let under = usize::from(regions.at(own.0 as i64, own.1 as i64));
            let elsewhere = (1..=n).contains(&under) && under != i + 1;
            let room = if elsewhere { -1.0 } else { others(own, labels) };
            if room >= gap {
                continue;
            }
            let score = |p: (f64, f64)| (others(p, labels), -distance(p, own));
            let best = pixels[i].iter().copied().max_by(|&a, &b| {
                let (sa, sb) = (score(a), score(b));
                sa.partial_cmp(&sb).unwrap_or(std::cmp::Ordering::Equal)
            });
            if let Some(p) = best.filter(|&p| others(p, labels) > room) {
                labels[i] = p;
            }
        }
    }
}
