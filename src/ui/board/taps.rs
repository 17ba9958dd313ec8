//! What a tap on the map means. A finger covers more than a small territory, so on a touch
//! screen a tap goes to the step's one choice within a finger's reach of it; where two
//! choices are within reach the map is magnified there instead, so the next tap can tell
//! them apart; where none is, it goes to the territory under the finger. A mouse click goes
//! to the territory under the pointer.

use super::zoom::TOUCH_PX;
use crate::engine::board::TerritoryId;

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

/// The territory a finger at `at` (board units) means, at `scale` CSS pixels a unit: the
/// only one of `choices` (territories and their label points) within half a finger's width,
/// a magnification when two are, else the territory `under` the finger.
pub fn by_touch(
    choices: &[(TerritoryId, [f64; 2])],
    at: [f64; 2],
    scale: f64,
    under: Option<TerritoryId>,
) -> Pick {
    let reach = TOUCH_PX / 2.0 / scale;
    let distance = |p: [f64; 2]| (p[0] - at[0]).hypot(p[1] - at[1]);
    let mut near: Vec<&(TerritoryId, [f64; 2])> = choices
        .iter()
        .filter(|(_, p)| distance(*p) <= reach)
        .collect();
    near.sort_by(|a, b| distance(a.1).total_cmp(&distance(b.1)));
    match near.as_slice() {
        [] => under.map_or(Pick::Nothing, Pick::Territory),
        [(id, _)] => Pick::Territory(*id),
        [(_, a), (_, b), ..] => Pick::Magnify((a[0] - b[0]).hypot(a[1] - b[1])),
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
        assert_eq!(by_touch(&choices, [2.0, 0.0], 0.4, Some(A)), Pick::Magnify(30.0));
        // At 2 px a unit they are 60 px apart: the nearer is taken.
        assert_eq!(by_touch(&choices, [2.0, 0.0], 2.0, Some(B)), Pick::Territory(A));
        // A finger near a lone choice takes it, whatever lies under it.
        assert_eq!(by_touch(&choices[..1], [40.0, 0.0], 0.4, Some(B)), Pick::Territory(A));
        // Far from every choice, the territory under the finger.
        assert_eq!(by_touch(&choices, [400.0, 0.0], 1.0, Some(B)), Pick::Territory(B));
        assert_eq!(by_touch(&choices, [400.0, 0.0], 1.0, None), Pick::Nothing);
    }
}
