//! The world turned about: a board whose edges meet (the world's date line) drawn with that
//! seam in the middle, the continents of its western third moved east of the rest, so that an
//! attack across the seam (Alaska to Kamchatka) is framed as the short crossing it is.

use std::sync::OnceLock;

use super::geometry::{BoardGeometry, SeaLane, path_data};
use super::look::MapMarks;
use super::pieces::attack_legs;
use crate::engine::board::{Board, TerritoryId};

/// A continent whose every territory lies west of this share of the board's width moves east.
const WEST_SHARE: f64 = 0.35;
/// Sea kept west of the first territory that stays, in board units.
const SEAM_SEA: f64 = 6.0;

/// The turned drawing, made once (only the world's edges meet).
static TURNED: OnceLock<BoardGeometry> = OnceLock::new();

/// Whether the table's marks show an attack across the seam of `geometry`'s board.
pub fn crosses_seam(geometry: &BoardGeometry, marks: &MapMarks) -> bool {
    marks
        .attack
        .is_some_and(|(from, to, _)| across(geometry, from, to))
}

/// Whether the territory chosen (an attack's or a move's source) has a choice across the seam
/// of `geometry`'s board (Alaska's attack on Kamchatka): on a phone the table turns the world
/// then, so that every target is in view beside it.
pub fn choices_cross_seam(geometry: &BoardGeometry, marks: &MapMarks) -> bool {
    marks.selected.is_some_and(|chosen| {
        marks
            .highlighted
            .iter()
            .any(|&choice| across(geometry, chosen, choice))
    })
}

/// Whether the shorter way from `a` to `b` crosses the seam of a board whose edges meet.
fn across(geometry: &BoardGeometry, a: TerritoryId, b: TerritoryId) -> bool {
    let label = |id: TerritoryId| geometry.territories.get(usize::from(id.0)).map(|t| t.label);
    matches!((label(a), label(b), geometry.wrap_width()),
        (Some(a), Some(b), Some(width)) if (a[0] - b[0]).abs() > width / 2.0)
}

impl BoardGeometry {
    /// This board turned so that its edges meet in the middle (`None` on a board that does not
    /// wrap; the world's, the one board whose edges meet): the same width, the seam in the
    /// middle.
    pub fn turned(&self, board: &Board) -> Option<&'static BoardGeometry> {
        if self.board != "world" {
            return None;
        }
        self.wrap_width()?;
        Some(TURNED.get_or_init(|| self.turn(board)))
    }

    /// The turned drawing itself (see [`BoardGeometry::turned`]).
    fn turn(&self, board: &Board) -> BoardGeometry {
        let width = self.width;
        let west: Vec<bool> = board
            .territories
            .iter()
            .map(|t| {
                board.continents[usize::from(t.continent.0)]
                    .territories
                    .iter()
                    .all(|&id| self.territories[usize::from(id.0)].label[0] < WEST_SHARE * width)
            })
            .collect();
        // The seam: a little sea west of the westernmost land that stays.
        let seam = self
            .territories
            .iter()
            .zip(&west)
            .filter(|(_, west)| !**west)
            .flat_map(|(t, _)| t.rings.iter().flatten())
            .map(|&(x, _)| f64::from(x) / 10.0)
            .fold(width, f64::min)
            - SEAM_SEA;
        let shift = |moved: bool| if moved { width - seam } else { -seam };
        let mut turned = self.clone();
        for (shape, &moved) in turned.territories.iter_mut().zip(&west) {
            let by = shift(moved);
            let tenths = (by * 10.0).round() as i32;
            for ring in &mut shape.rings {
                for vertex in ring.iter_mut() {
                    vertex.0 += tenths;
                }
            }
            shape.d = path_data(&shape.rings);
            shape.label[0] += by;
        }
        turned.chart.x += shift(self.chart.x < seam);
        let label = |key: &str| {
            turned
                .territories
                .iter()
                .find(|t| t.id == key)
                .map(|t| t.label)
        };
        turned.sea_lanes = self
            .sea_lanes
            .iter()
            .filter_map(|lane| {
                let (a, b) = (label(&lane.between[0])?, label(&lane.between[1])?);
                Some(SeaLane {
                    between: lane.between.clone(),
                    lines: attack_legs(a, b, Some(width))
                        .into_iter()
                        .map(|(a, b)| [a, b])
                        .collect(),
                })
            })
            .collect();
        turned
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_turned_world_puts_alaska_beside_kamchatka_and_keeps_every_territory_on_the_board() {
        let (board, geometry) = (Board::world(), BoardGeometry::world());
        let turned = geometry.turned(board).expect("the world wraps");
        let at = |key: &str| {
            let i = geometry.territories.iter().position(|t| t.id == key);
            turned.territories[i.expect("a territory")].label
        };
        let (alaska, kamchatka) = (at("alaska"), at("kamchatka"));
        assert!(
            (alaska[0] - kamchatka[0]).abs() < 150.0,
            "{alaska:?} {kamchatka:?}"
        );
        for t in &turned.territories {
            assert!(t.label[0] > 0.0 && t.label[0] < turned.width, "{}", t.id);
        }
        // Still a wrapping board, the seam's lanes now running off the edges.
        assert_eq!(turned.wrap_width(), Some(geometry.width));
        // Alaska chosen with Kamchatka among its targets turns it on a phone; Alberta not.
        let id = |key: &str| {
            let i = geometry.territories.iter().position(|t| t.id == key);
            TerritoryId(i.expect("a territory") as u8)
        };
        let chosen = |targets: Vec<TerritoryId>| MapMarks {
            selected: Some(id("alaska")),
            highlighted: targets,
            ..MapMarks::default()
        };
        assert!(choices_cross_seam(
            geometry,
            &chosen(vec![id("alberta"), id("kamchatka")])
        ));
        assert!(!choices_cross_seam(geometry, &chosen(vec![id("alberta")])));
        assert!(!crosses_seam(geometry, &chosen(vec![id("kamchatka")])));
        // The Europe 1810 and Roman boards do not turn.
        for key in ["europe-1810", "roman-empire"] {
            let board = Board::by_key(key).expect("a board");
            assert!(BoardGeometry::for_board(key).turned(board).is_none());
        }
    }
}
