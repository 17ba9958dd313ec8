//! The land: each territory's shape filled with its holder's colour (the tap target), the
//! continents' edges, and the halos of the step's choices.

use leptos::prelude::*;

use super::super::land::{land_fill, territory_label};
use super::super::outline::continent_outlines;
use super::press::NameBubble;
use super::scene::Scene;
use crate::engine::board::TerritoryId;
use crate::ui::palette;

/// Radius of the tap target around each label, in board units: 44 px whenever the board is
/// drawn at 0.75 px a unit or more (the opening view of a tablet either way up).
const HIT_RADIUS: f64 = 29.5;

/// Every territory's shape, a button: pressed long it shows its name, with Enter or Space it
/// is chosen (a tap is read by the board's own click, `mod.rs`).
pub(super) fn territories(
    scene: Scene,
    bubble: NameBubble,
    on_tap: Callback<TerritoryId>,
) -> impl IntoView {
    let Scene {
        board,
        geometry,
        lang,
        zoom,
        ..
    } = scene;
    let unclaimed = board.territories.iter().map(|t| {
        let key = &board.continents[usize::from(t.continent.0)].key;
        palette::faded(geometry.continent_colors.get(key).map_or("#cccccc", |c| c))
    });
    board
        .ids()
        .zip(&geometry.territories)
        .zip(unclaimed)
        .map(|((id, shape), unclaimed)| {
            let key = &board.territory(id).key;
            let this = scene.look(id);
            // Said once for the aria-label and the tooltip (twice, it was a tenth of a bots'
            // batch's drawing at CPU 4x: issue 51 item 2).
            let label = Memo::new(move |_| territory_label(lang.get(), board, id, this.get()));
            let [x, y] = shape.label;
            view! {
                <g
                    class="territory"
                    class:selected=move || this.with(|l| l.selected)
                    class:neighbour=move || this.with(|l| l.highlighted)
                    data-testid=format!("territory-{key}")
                    data-holder=move || scene.token(id).map(|t| palette::key(t.colour))
                    role="button"
                    tabindex="0"
                    aria-label=move || label.get()
                    aria-pressed=move || this.with(|l| l.selected).to_string()
                    on:pointerdown=move |_| bubble.start(id, scene)
                    on:pointerup=move |_| bubble.end()
                    on:pointerleave=move |_| bubble.end()
                    on:pointercancel=move |_| bubble.end()
                    on:focus=move |_| zoom.reveal(x, y)
                    on:keydown=move |ev| {
                        if ev.key() == "Enter" || ev.key() == " " {
                            ev.prevent_default();
                            on_tap.run(id);
                        }
                    }
                >
                    <title>{move || label.get()}</title>
                    <path
                        class="land"
                        d=shape.d.clone()
                        fill=move || this.with(|l| land_fill(l.token, l.patterns, &unclaimed))
                    />
                    <circle class="hit" cx=x cy=y r=HIT_RADIUS />
                </g>
            }
        })
        .collect_view()
}

/// Continents read by their outline: a band of the continent's colour inside its edge.
pub(super) fn continent_edges(scene: Scene) -> impl IntoView {
    let Scene {
        board, geometry, ..
    } = scene;
    continent_outlines(board, geometry)
        .into_iter()
        .zip(&board.continents)
        .enumerate()
        .map(|(i, (outline, continent))| {
            let colour = geometry.continent_colors.get(&continent.key).cloned();
            let clip = format!("continent-{}-{i}", board.key);
            // One path for the whole continent (its territories' outlines one after the
            // other): a clip of one shape is a path the browser clips by, where a clip of many
            // shapes is painted as a mask, some 100 ms of the first drawing on a slow tablet
            // (docs/performance.md).
            let shapes = continent
                .territories
                .iter()
                .map(|t| geometry.territories[usize::from(t.0)].d.as_str())
                .collect::<Vec<_>>()
                .join(" ");
            view! {
                <clipPath id=clip.clone()><path d=shapes /></clipPath>
                <path class="continent-edge" d=outline stroke=colour clip-path=format!("url(#{clip})") />
            }
        })
        .collect_view()
}

/// The step's choices and the chosen territory, outlined above the land.
pub(super) fn halos(scene: Scene) -> impl IntoView {
    move || {
        scene.marks.with(|m| {
            let chosen = m.selected.into_iter().map(|id| (id, "chosen"));
            let choices = m.highlighted.iter().map(|&id| (id, "choice"));
            choices
                .chain(chosen)
                .filter_map(|(id, class)| {
                    let shape = scene.geometry.territories.get(usize::from(id.0))?;
                    Some(view! { <path class=class d=shape.d.clone() /> })
                })
                .collect_view()
        })
    }
}
