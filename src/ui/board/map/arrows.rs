//! The arrows over the land: the attack under way, and the bot's suggestion.

use leptos::prelude::*;

use super::super::labels::token_radius_px;
use super::super::pieces::{arrow, attack_legs};
use super::scene::Scene;
use crate::engine::board::TerritoryId;
use crate::ui::palette;

/// The attack under way: an arrow from the attacking token to the attacked one.
pub(super) fn attack_arrow(scene: Scene) -> impl IntoView {
    move || {
        let (from, to, colour) = scene.marks.with(|m| m.attack)?;
        let scale = scene.zoom.scale.get();
        let (a, b) = (label(scene, from)?, label(scene, to)?);
        let gap = token_radius_px(scale) / scale + 2.0 / scale;
        let d: String = attack_legs(a, b, scene.geometry.wrap_width())
            .into_iter()
            .map(|(a, b)| arrow(a, b, gap, 6.0 / scale, 18.0 / scale))
            .collect();
        Some(view! {
            <path class="attack-arrow" data-testid="attack-arrow" d=d fill=palette::fill(colour) />
        })
    }
}

/// The bot's suggestion: a dashed ring on its territory, and a dashed arrow to its target.
pub(super) fn hint_mark(scene: Scene) -> impl IntoView {
    move || {
        let (at, to) = scene.marks.with(|m| m.hint)?;
        let scale = scene.zoom.scale.get();
        let a = label(scene, at)?;
        let radius = token_radius_px(scale) / scale + 6.0 / scale;
        let arrow_d = to.and_then(|to| label(scene, to)).map(|b| {
            let gap = token_radius_px(scale) / scale + 2.0 / scale;
            attack_legs(a, b, scene.geometry.wrap_width())
                .into_iter()
                .map(|(a, b)| arrow(a, b, gap, 5.0 / scale, 15.0 / scale))
                .collect::<String>()
        });
        Some(view! {
            <g class="hint-mark" data-testid="hint-mark">
                <circle cx=a[0] cy=a[1] r=radius stroke-width=3.0 / scale stroke-dasharray=format!("{} {}", 6.0 / scale, 4.0 / scale) />
                {arrow_d.map(|d| view! { <path d=d /> })}
            </g>
        })
    }
}

/// A territory's label point, if the drawing has the territory.
fn label(scene: Scene, id: TerritoryId) -> Option<[f64; 2]> {
    Some(scene.geometry.territories.get(usize::from(id.0))?.label)
}
