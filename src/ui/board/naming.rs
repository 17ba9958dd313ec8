//! Which names the map writes at a view and in what order: every territory's name and
//! shortened form, the chosen territory and the step's choices first, then the most crowded
//! places (they have the fewest free spots), clear of the continents chart and the zoom
//! buttons. Pure arithmetic, tested natively on the three boards.

use super::geometry::BoardGeometry;
use super::labels::{Placed, Rect, Want, place_names};
use super::short_names::derived;
use super::zoom::{Buttons, CONTROLS_PX, ViewBox};
use crate::engine::board::{Board, TerritoryId};
use crate::engine::i18n::Lang;

/// One row of the continents chart, in board units.
pub const CHART_ROW: f64 = 19.0;
/// The scale (CSS pixels per board unit) under which the chart's 10.5-unit text is smaller
/// than 6.5 px on screen, and the chart is not drawn.
pub const CHART_MIN_SCALE: f64 = 0.62;
/// Label points closer than this on screen (CSS pixels) count as crowding each other.
const CROWD_PX: f64 = 70.0;
/// At most this many names left out are tried again ahead of the others (more are a phone's
/// whole board, where names are left to a tap).
const RETRIED: usize = 8;
/// How many times names left out are tried again.
const RETRIES: usize = 3;

/// The continents chart's box on the board: wide enough for the longest name (the
/// Confederation of the Rhine) and its bonus, a row per continent.
pub fn chart_box(board: &Board, geometry: &BoardGeometry) -> Rect {
    let longest = board
        .continents
        .iter()
        .map(|c| c.name.en.chars().count().max(c.name.fr.chars().count()))
        .max()
        .unwrap_or(0);
    let width = (52.0 + 6.0 * longest as f64).max(184.0);
    let height = 32.0 + CHART_ROW * board.continents.len() as f64;
    let (x, y) = (geometry.chart.x, geometry.chart.y);
    [x, y, x + width, y + height]
}

/// The continents chart's box when it is drawn at a view: only where its text is large
/// enough to read and the whole chart is in view, clear of the zoom buttons' strip (never cut
/// at an edge; the controls list the continents otherwise).
pub fn chart_drawn(
    board: &Board,
    geometry: &BoardGeometry,
    view: ViewBox,
    frame: (f64, f64),
    buttons: Buttons,
) -> Option<Rect> {
    let scale = frame.0 / view.w;
    let strip = CONTROLS_PX / scale;
    let (right, bottom) = match buttons {
        Buttons::Right => (view.x + view.w - strip, view.y + view.h),
        Buttons::Bottom => (view.x + view.w, view.y + view.h - strip),
        Buttons::Outside => (view.x + view.w, view.y + view.h),
    };
    let chart = chart_box(board, geometry);
    let inside =
        chart[0] >= view.x && chart[1] >= view.y && chart[2] <= right && chart[3] <= bottom;
    (scale >= CHART_MIN_SCALE && inside && !covers_a_token(geometry, chart)).then_some(chart)
}

/// Whether the chart would hide a territory's token: on an imported board with no empty
/// corner (issue 40), the chart is not drawn and the controls list the continents.
fn covers_a_token(geometry: &BoardGeometry, chart: Rect) -> bool {
    const TOKEN: f64 = 14.0;
    geometry.territories.iter().any(|t| {
        let [x, y] = t.label;
        x + TOKEN > chart[0] && x - TOKEN < chart[2] && y + TOKEN > chart[1] && y - TOKEN < chart[3]
    })
}

/// What the map wants named: each territory's point, its name in `lang` (with its shortened
/// form: written by hand on our boards, derived from the name on an imported one) and whether
/// a token stands there (`holds`).
pub fn wants(
    board: &Board,
    geometry: &BoardGeometry,
    lang: Lang,
    holds: impl Fn(TerritoryId) -> bool,
) -> Vec<Want> {
    let imported = crate::engine::imported::is_imported(&board.key);
    let mut wants: Vec<Want> = board
        .ids()
        .zip(&geometry.territories)
        .map(|(id, shape)| {
            let name = crate::ui::words::catalogs::place_name(lang, board, id);
            Want {
                at: shape.label,
                short: match imported {
                    true => derived(&name, 0),
                    // A language whose catalog shortens none (German, Polish…) has the map shorten
                    // its long names itself, as on an imported board.
                    false => crate::ui::words::catalogs::place_short(lang, board, id)
                        .or_else(|| derived(&name, 0)),
                },
                name,
                token: holds(id),
            }
        })
        .collect();
    // Two derived forms that read alike are cut further on, until they differ.
    for depth in 1..4 {
        let alike: Vec<usize> = (0..wants.len())
            .filter(|&i| {
                let short = &wants[i].short;
                short.is_some() && wants.iter().filter(|w| &w.short == short).count() > 1
            })
            .collect();
        for &i in &alike {
            wants[i].short = derived(&wants[i].name, depth);
        }
    }
    wants
}

/// The order in which names are placed: the `first` territories (the chosen one, the
/// attack's ends), then the `next` ones (the step's choices), then the rest; within each,
/// the most crowded at `scale` first.
pub fn name_order(
    wants: &[Want],
    first: &[TerritoryId],
    next: &[TerritoryId],
    scale: f64,
) -> Vec<usize> {
    let near = CROWD_PX / scale;
    let crowd = |i: usize| {
        let [x, y] = wants[i].at;
        wants
            .iter()
            .filter(|w| (w.at[0] - x).hypot(w.at[1] - y) < near)
            .count()
    };
    let rank = |i: usize| {
        let id = TerritoryId(i as u8);
        if first.contains(&id) {
            0
        } else if next.contains(&id) {
            1
        } else {
            2
        }
    };
    let mut order: Vec<usize> = (0..wants.len()).collect();
    order.sort_by_key(|&i| (rank(i), std::cmp::Reverse(crowd(i)), i));
    order
}

/// The areas of the view names keep clear of: the zoom buttons in the map's corner (a
/// column at the right or a row at the bottom, nothing when they stand outside the map;
/// `frame` is the map's box in CSS pixels) and the continents chart when it is drawn.
pub fn blocked(
    view: ViewBox,
    frame: (f64, f64),
    buttons: Buttons,
    chart: Option<Rect>,
) -> Vec<Rect> {
    let scale = frame.0 / view.w;
    let (long, short) = (3.0 * 48.0 + 6.0, CONTROLS_PX);
    let (w, h) = match buttons {
        Buttons::Right => (short, long),
        Buttons::Bottom => (long, short),
        Buttons::Outside => return chart.into_iter().collect(),
    };
    let corner = [
        view.x + view.w - w / scale,
        view.y + view.h - h / scale,
        view.x + view.w,
        view.y + view.h,
    ];
    std::iter::once(corner).chain(chart).collect()
}

/// The names written at a view: `scale` CSS pixels per board unit over `view`, in a box of
/// `frame` CSS pixels.
#[allow(clippy::too_many_arguments)]
pub fn names_at(
    board: &Board,
    geometry: &BoardGeometry,
    wants: &[Want],
    first: &[TerritoryId],
    next: &[TerritoryId],
    view: ViewBox,
    frame: (f64, f64),
    buttons: Buttons,
) -> Vec<Option<Placed>> {
    let scale = frame.0 / view.w;
    let chart = chart_drawn(board, geometry, view, frame, buttons);
    let within = [view.x, view.y, view.x + view.w, view.y + view.h];
    let blocked = blocked(view, frame, buttons, chart);
    let order = name_order(wants, first, next, scale);
    let mut best = place_names(wants, &order, scale, within, &blocked);
    // A few names left out (a crowded imported map): tried again ahead of the others they
    // lost their room to, with those that then lose theirs, the layout that names most kept.
    let chosen = order
        .iter()
        .take_while(|&&i| first.contains(&TerritoryId(i as u8)))
        .count();
    let named = |p: &[Option<Placed>]| p.iter().flatten().count();
    let mut hard: Vec<usize> = Vec::new();
    let mut placed = best.clone();
    for _ in 0..RETRIES {
        let left = order
            .iter()
            .filter(|&&i| placed[i].is_none() && inside(wants[i].at, within));
        hard.extend(left.filter(|i| !hard.contains(i)).collect::<Vec<_>>());
        if hard.is_empty() || hard.len() > RETRIED || named(&best) == named_in_view(wants, within) {
            break;
        }
        let again: Vec<usize> = order[..chosen]
            .iter()
            .chain(order[chosen..].iter().filter(|i| hard.contains(i)))
            .chain(order[chosen..].iter().filter(|i| !hard.contains(i)))
            .copied()
            .collect();
        placed = place_names(wants, &again, scale, within, &blocked);
        if named(&placed) > named(&best) {
            best = placed.clone();
        }
    }
    best
}

/// How many territories of `wants` stand inside `within` (each may be named).
fn named_in_view(wants: &[Want], within: Rect) -> usize {
    wants.iter().filter(|w| inside(w.at, within)).count()
}

/// Whether the point `at` is inside the box `within`.
fn inside(at: [f64; 2], within: Rect) -> bool {
    (within[0]..=within[2]).contains(&at[0]) && (within[1]..=within[3]).contains(&at[1])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::board::zoom::Lens;

    /// The map's box at the two tablet sizes (measured in the browser at 1024×768 and
    /// 768×1024, with the game bar, the player strip and the controls).
    const TABLET_FRAMES: [(f64, f64); 3] = [(768.0, 671.0), (768.0, 549.0), (768.0, 603.0)];

    /// Names not placed whole or shortened at the opening view of `frame` on `board`.
    fn unnamed(board: &Board, frame: (f64, f64), lang: Lang) -> Vec<String> {
        let geometry = BoardGeometry::for_board(&board.key);
        let lens = Lens {
            board: (geometry.width, geometry.height),
            frame,
            controls: CONTROLS_PX,
        };
        let view = lens.view(lens.whole());
        let wants = wants(board, geometry, lang, |_| true);
        let placed = names_at(
            board,
            geometry,
            &wants,
            &[],
            &[],
            view,
            frame,
            lens.buttons(),
        );
        wants
            .iter()
            .zip(&placed)
            .filter(|(_, p)| p.is_none())
            .map(|(w, _)| w.name.clone())
            .collect()
    }

    #[test]
    fn every_territory_is_named_at_a_tablets_opening_view_on_every_board() {
        for board in [Board::world(), Board::europe_1810(), Board::roman_empire()] {
            for frame in TABLET_FRAMES {
                for lang in Lang::ALL {
                    let missing = unnamed(board, frame, lang);
                    assert!(
                        missing.is_empty(),
                        "{} {frame:?} {lang:?}: {missing:?}",
                        board.key
                    );
                }
            }
        }
    }

    #[test]
    fn every_territory_of_a_crowded_imported_map_is_named_at_a_tablets_opening_view() {
        let imported = lamorisse_import::import(lamorisse_import::crowded::files())
            .unwrap_or_else(|e| panic!("{e}"));
        let board = crate::engine::imported::register_packed(
            &imported.packed_board,
            &imported.packed_geometry,
        )
        .expect("the crowded map registers");
        for frame in TABLET_FRAMES {
            for lang in Lang::ALL {
                let missing = unnamed(board, frame, lang);
                assert!(missing.is_empty(), "{frame:?} {lang:?}: {missing:?}");
            }
        }
    }

    #[test]
    fn the_built_in_charts_hide_no_token_and_a_chart_over_a_token_steps_aside() {
        for board in [Board::world(), Board::europe_1810(), Board::roman_empire()] {
            let geometry = BoardGeometry::for_board(&board.key);
            assert!(
                !covers_a_token(geometry, chart_box(board, geometry)),
                "{}",
                board.key
            );
            let [x, y] = geometry.territories[0].label;
            assert!(covers_a_token(
                geometry,
                [x - 50.0, y - 20.0, x + 50.0, y + 20.0]
            ));
        }
    }
}
