//! What a tap on the map means. A finger covers more than a small territory, so on a touch
//! screen a tap goes to the step's choice within a finger's reach of it when that choice is a
//! whole finger's target (no other choice as close as a finger's width); where another choice
//! is that close, the map is magnified there instead, until the two are targets of their own;
//! where no choice is within reach, the tap goes to the territory under the finger. A mouse
//! click goes to the territory under the pointer.

use crate::engine::board::TerritoryId;

/// A finger's target on screen, in CSS pixels: two label points closer than this cannot be
/// told apart by a tap.
pub const TOUCH_PX: f64 = 44.0;

/// What a tap does.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Pick {
    /// Taps this territory.
    Territory(TerritoryId),
    /// Magnifies the map where the tap landed, until choices this many board units apart
    /// are two targets.
    Magnify(f64),
    /// Nothing (the sea, far from any choice).
    Nothing,
}

/// Two choices whose tokens are closer than this on screen (CSS pixels) are not targets of a
/// finger's width each (44 px, less a pixel for rounding).
pub const APART_PX: f64 = 43.0;

/// The territory a finger at `at` (board units) means, at `scale` CSS pixels a unit: the
/// nearest of `choices` (territories and their label points) within half a finger's width if
/// no other choice is within a finger's width of it, a magnification if one is, else the
/// territory `under` the finger.
pub fn by_touch(
    choices: &[(TerritoryId, [f64; 2])],
    at: [f64; 2],
    scale: f64,
    under: Option<TerritoryId>,
) -> Pick {
    let between = |a: [f64; 2], b: [f64; 2]| (a[0] - b[0]).hypot(a[1] - b[1]);
    let nearest = choices
        .iter()
        .filter(|(_, p)| between(*p, at) * scale <= TOUCH_PX / 2.0)
        .min_by(|a, b| between(a.1, at).total_cmp(&between(b.1, at)));
    let Some(&(id, point)) = nearest else {
        return under.map_or(Pick::Nothing, Pick::Territory);
    };
    let closest = choices
        .iter()
        .filter(|(other, _)| *other != id)
        .map(|(_, p)| between(*p, point))
        .fold(f64::MAX, f64::min);
    if closest * scale < APART_PX {
        Pick::Magnify(closest)
    } else {
        Pick::Territory(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: TerritoryId = TerritoryId(1);
    const B: TerritoryId = TerritoryId(2);

    #[test]
    fn a_tap_between_two_close_choices_magnifies_and_a_lone_one_is_taken() {
        let choices = [(A, [0.0, 0.0]), (B, [30.0, 0.0])];
        // At 0.4 px a unit the two are 12 px apart: a finger cannot tell them apart.
        assert_eq!(
            by_touch(&choices, [2.0, 0.0], 0.4, Some(A)),
            Pick::Magnify(30.0)
        );
        // At 1.2 px a unit they are 36 px apart: still not a finger's width each.
        assert_eq!(
            by_touch(&choices, [0.0, 0.0], 1.2, Some(A)),
            Pick::Magnify(30.0)
        );
        // At 2 px a unit they are 60 px apart: the nearer is taken.
        assert_eq!(
            by_touch(&choices, [2.0, 0.0], 2.0, Some(B)),
            Pick::Territory(A)
        );
        // A finger near a lone choice takes it, whatever lies under it.
        assert_eq!(
            by_touch(&choices[..1], [40.0, 0.0], 0.4, Some(B)),
            Pick::Territory(A)
        );
        // Far from every choice, the territory under the finger.
        assert_eq!(
            by_touch(&choices, [400.0, 0.0], 1.0, Some(B)),
            Pick::Territory(B)
        );
        assert_eq!(by_touch(&choices, [400.0, 0.0], 1.0, None), Pick::Nothing);
    }
}
