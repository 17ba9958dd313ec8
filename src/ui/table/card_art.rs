//! The pictures on the box's cards, drawn in SVG: the three designs (infantry, cavalry,
//! artillery), the joker's star, the golden cavalier, and a territory's silhouette taken from
//! the board's own outline.

use leptos::prelude::*;

use crate::engine::board::CardDesign;
use crate::ui::board::geometry::{BoardGeometry, Vertex};

/// A horse's head and neck, as a chess knight: the cavalry design and the golden cavalier.
pub const KNIGHT: &str = "M6 21h12v-2.2c0-2.6-.8-4.9-2.3-6.9 1.4-.8 2.3-2.2 2.3-3.9 0-1.4-.7-2.6-1.8-3.3L15.5 3l-1.3 1.6c-3.1.1-5.9 2.2-7 5.2L5 13l1.6 1.5 2.6-1.3c.3 1.5-.2 3-1.2 4.3L6 19z";

/// A standing soldier with a musket: the infantry design.
const SOLDIER: &str = "M11 2.5a2.3 2.3 0 1 1 0 4.6 2.3 2.3 0 0 1 0-4.6zM8.2 8.5h5.6l1.2 6.5h-1.8l-.6 6.5h-1.7l-.5-5.2-.5 5.2H8.2l-.6-6.5H5.8zM16.2 2.5h1.3v13h-1.3z";

/// A field gun on its wheel: the artillery design.
const CANNON: &str = "M3 9.6l13.8-4.1.8 2.7-13.8 4.1zM9.5 12a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2.2a2.3 2.3 0 1 0 0 4.6 2.3 2.3 0 0 0 0-4.6zM13 17.5h8v2h-8z";

/// The joker's five-pointed star.
const STAR: &str = "M12 2.5l2.8 6.2 6.7.6-5.1 4.5 1.5 6.6L12 17l-5.9 3.4 1.5-6.6-5.1-4.5 6.7-.6z";

/// The picture of a card's design, or the star of a joker (`None`).
#[component]
pub fn DesignIcon(design: Option<CardDesign>) -> impl IntoView {
    let (path, class) = match design {
        Some(CardDesign::Infantry) => (SOLDIER, "infantry"),
        Some(CardDesign::Cavalry) => (KNIGHT, "cavalry"),
        Some(CardDesign::Artillery) => (CANNON, "artillery"),
        None => (STAR, "joker"),
    };
    view! {
        <svg class=format!("design-icon {class}") viewBox="0 0 24 24" aria-hidden="true">
            <path d=path />
        </svg>
    }
}

/// The smallest box around an outline's points, as an SVG view box with a little margin.
fn outline_box(rings: &[Vec<Vertex>]) -> Option<String> {
    let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for &(x, y) in rings.iter().flatten() {
        let (x, y) = (f64::from(x) / 10.0, f64::from(y) / 10.0);
        x0 = x0.min(x);
        x1 = x1.max(x);
        y0 = y0.min(y);
        y1 = y1.max(y);
    }
    (x1 > x0 && y1 > y0).then(|| {
        let margin = (x1 - x0).max(y1 - y0) * 0.06;
        format!(
            "{:.1} {:.1} {:.1} {:.1}",
            x0 - margin,
            y0 - margin,
            x1 - x0 + 2.0 * margin,
            y1 - y0 + 2.0 * margin
        )
    })
}

/// A territory's silhouette, drawn from the board's outline of it.
#[component]
pub fn Silhouette(board_key: String, territory: usize) -> impl IntoView {
    let geometry = BoardGeometry::for_board(&board_key);
    let shape = geometry.territories.get(territory);
    shape.and_then(|shape| {
        let view_box = outline_box(&shape.rings)?;
        Some(view! {
            <svg class="silhouette" viewBox=view_box preserveAspectRatio="xMidYMid meet" aria-hidden="true">
                <path d=shape.d.clone() />
            </svg>
        })
    })
}

#[cfg(test)]
mod tests {
    use super::outline_box;

    #[test]
    fn an_outline_box_holds_every_point_with_a_margin() {
        assert_eq!(
            outline_box(&[vec![(100, 200), (300, 200), (300, 600)]]).as_deref(),
            Some("7.6 17.6 24.8 44.8")
        );
        assert_eq!(outline_box(&[vec![(10, 10)]]), None);
    }
}
