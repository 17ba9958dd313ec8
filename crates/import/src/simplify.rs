//! Traced loops simplified without opening gaps between neighbours: each loop is cut where
//! three regions meet (or two meet corner to corner), and each piece is simplified the same
//! way whichever side traces it, so two countries keep exactly the same shared border.

use crate::trace::{Corner, Regions};

/// A loop simplified: its corners within `tolerance` pixels of the traced border.
pub fn simplify_loop(regions: &Regions, corners: &[Corner], tolerance: f64) -> Vec<Corner> {
    let junctions: Vec<usize> = (0..corners.len())
        .filter(|&i| regions.is_junction(corners[i]))
        .collect();
    let simplified = if junctions.is_empty() {
        closed(corners, tolerance)
    } else {
        let n = corners.len();
        let mut out = Vec::new();
        for (k, &from) in junctions.iter().enumerate() {
            let to = junctions.get(k + 1).copied().unwrap_or(junctions[0] + n);
            let piece: Vec<Corner> = (from..=to).map(|i| corners[i % n]).collect();
            let kept = canonical(&piece, tolerance);
            out.extend_from_slice(&kept[..kept.len() - 1]);
        }
        out
    };
    if simplified.len() < 3 {
        return straight_runs_joined(corners);
    }
    simplified
}

/// The piece simplified in the direction both its sides agree on, returned in its own.
fn canonical(piece: &[Corner], tolerance: f64) -> Vec<Corner> {
    let n = piece.len();
    let forward = (piece[0], piece[n - 1], piece[1], piece[n - 2]);
    let backward = (piece[n - 1], piece[0], piece[n - 2], piece[1]);
    if backward < forward {
        let mut reversed = piece.to_vec();
        reversed.reverse();
        let mut kept = open(&reversed, tolerance);
        kept.reverse();
        kept
    } else {
        open(piece, tolerance)
    }
}

/// A loop with no junction (an island, or a country inside another): started at its least
/// corner and run in the direction both sides agree on, then split at its farthest corner.
fn closed(corners: &[Corner], tolerance: f64) -> Vec<Corner> {
    let n = corners.len();
    let least = (0..n).min_by_key(|&i| corners[i]).unwrap_or(0);
    let mut ring: Vec<Corner> = (0..n).map(|i| corners[(least + i) % n]).collect();
    let reversed = ring[n - 1] < ring[1];
    if reversed {
        ring[1..].reverse();
    }
    let far = (0..n)
        .max_by_key(|&i| squared(ring[i], ring[0]))
        .unwrap_or(0);
    let mut first = open(&ring[..=far], tolerance);
    let mut back: Vec<Corner> = ring[far..].to_vec();
    back.push(ring[0]);
    let second = open(&back, tolerance);
    first.pop();
    first.extend_from_slice(&second[..second.len() - 1]);
    if reversed {
        first[1..].reverse();
    }
    first
}

/// Douglas-Peucker on an open piece: its ends kept, and each corner farther than `tolerance`
/// from the line through the corners kept around it.
fn open(piece: &[Corner], tolerance: f64) -> Vec<Corner> {
    let n = piece.len();
    if n <= 2 {
        return piece.to_vec();
    }
    let mut keep = vec![false; n];
    keep[0] = true;
    keep[n - 1] = true;
    let mut stack = vec![(0, n - 1)];
    while let Some((a, b)) = stack.pop() {
        let mut farthest = (0.0, a);
        for i in a + 1..b {
            let d = distance(piece[i], piece[a], piece[b]);
            if d > farthest.0 {
                farthest = (d, i);
            }
        }
        if farthest.0 > tolerance {
            keep[farthest.1] = true;
            stack.push((a, farthest.1));
            stack.push((farthest.1, b));
        }
    }
    (0..n).filter(|&i| keep[i]).map(|i| piece[i]).collect()
}

/// The loop with the corners inside straight runs dropped (for loops too small to simplify).
fn straight_runs_joined(corners: &[Corner]) -> Vec<Corner> {
    let n = corners.len();
    (0..n)
        .filter(|&i| {
            let (p, c, q) = (corners[(i + n - 1) % n], corners[i], corners[(i + 1) % n]);
            cross(p, c, q) != 0
        })
        .map(|i| corners[i])
        .collect()
}

/// The squared distance between two corners.
fn squared(a: Corner, b: Corner) -> i64 {
    let (dx, dy) = (
        i64::from(a.0) - i64::from(b.0),
        i64::from(a.1) - i64::from(b.1),
    );
    dx * dx + dy * dy
}

/// The cross product of `a→b` and `b→c` (0 when the three are in line).
fn cross(a: Corner, b: Corner, c: Corner) -> i64 {
    let (abx, aby) = (
        i64::from(b.0) - i64::from(a.0),
        i64::from(b.1) - i64::from(a.1),
    );
    let (bcx, bcy) = (
        i64::from(c.0) - i64::from(b.0),
        i64::from(c.1) - i64::from(b.1),
    );
    abx * bcy - aby * bcx
}

/// The distance from `p` to the segment `a`-`b`.
fn distance(p: Corner, a: Corner, b: Corner) -> f64 {
    let length = (squared(a, b) as f64).sqrt();
    if length == 0.0 {
        return (squared(p, a) as f64).sqrt();
    }
    (cross(a, b, p) as f64).abs() / length
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::index_image::IndexImage;
    use crate::trace::trace;

    /// Regions from rows of digits (0 the sea).
    fn regions(rows: &[&str]) -> Regions {
        let pixels = rows
            .iter()
            .flat_map(|row| row.bytes().map(|b| b - b'0'))
            .collect();
        let image = IndexImage {
            width: rows[0].len() as u32,
            height: rows.len() as u32,
            pixels,
        };
        Regions::new(&image, 9)
    }

    #[test]
    fn a_square_keeps_its_four_corners() {
        let r = regions(&["0000", "0110", "0110", "0000"]);
        let traced = trace(&r, 1);
        let kept = simplify_loop(&r, &traced.loops[0][0], 1.0);
        assert_eq!(kept.len(), 4);
    }

    #[test]
    fn two_neighbours_share_the_same_corners() {
        let r = regions(&[
            "11111222222",
            "11112222222",
            "11111122222",
            "11112222222",
            "11111112222",
            "11111222222",
        ]);
        let traced = trace(&r, 2);
        let one = simplify_loop(&r, &traced.loops[0][0], 1.5);
        let two = simplify_loop(&r, &traced.loops[1][0], 1.5);
        let inner = |ring: &[Corner]| -> Vec<Corner> {
            ring.iter()
                .copied()
                .filter(|c| c.0 > 0 && c.0 < 11 && c.1 > 0 && c.1 < 6)
                .collect()
        };
        let mut a = inner(&one);
        let mut b = inner(&two);
        a.sort_unstable();
        b.sort_unstable();
        assert_eq!(a, b);
    }
}
