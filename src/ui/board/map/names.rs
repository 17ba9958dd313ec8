//! The territories' names: where each is written for the view shown (`naming.rs` places
//! them), and the layer that writes them.

use leptos::prelude::*;

use super::super::labels::Placed;
use super::super::naming::{names_at, wants};
use super::scene::Scene;
use crate::engine::board::TerritoryId;

/// Each name's place in the view shown (`None`: not written).
pub(super) fn placed_names(scene: Scene) -> Memo<Vec<Option<Placed>>> {
    let Scene {
        board,
        geometry,
        lang,
        marks,
        zoom,
        ..
    } = scene;
    // What the names' places depend on in the marks: which territories hold a token, the
    // ones named first and the step's choices. An army count alone moves no name, so a bots'
    // batch does not place the names again.
    let naming = Memo::new(move |_| {
        marks.with(|m| {
            let held: Vec<bool> = board.ids().map(|id| m.token(id).is_some()).collect();
            let attack = m.attack.filter(|_| !m.names_still);
            let ends = attack.into_iter().flat_map(|(f, t, _)| [f, t]);
            let first: Vec<TerritoryId> = m.selected.into_iter().chain(ends).collect();
            (held, first, m.highlighted.clone())
        })
    });
    Memo::new(move |_| {
        let view = zoom.view.get();
        let frame = zoom.frame.get();
        naming.with(|(held, first, highlighted)| {
            let holds = |id: TerritoryId| held.get(usize::from(id.0)).copied().unwrap_or(false);
            let wants = wants(board, geometry, lang.get(), holds);
            names_at(
                board,
                geometry,
                &wants,
                first,
                highlighted,
                view,
                frame,
                zoom.buttons(),
            )
        })
    })
}

/// Every name at its place. Each follows its own place, so a name that did not move is not
/// written again (rewriting all of them was a good part of a bots' batch on a tablet).
pub(super) fn names(scene: Scene, placed: Memo<Vec<Option<Placed>>>) -> impl IntoView {
    scene
        .board
        .territories
        .iter()
        .enumerate()
        .map(|(i, territory)| {
            let key = territory.key.clone();
            let here = Memo::new(move |_| placed.with(|p| p.get(i).cloned().flatten()));
            move || here.get().map(|p| name_label(&key, p))
        })
        .collect_view()
}

/// A territory's name at its place: its lines, and the leader line to its token when the name
/// was moved away from it.
fn name_label(key: &str, p: Placed) -> impl IntoView + use<> {
    let x = p.x;
    let lines = p
        .lines
        .into_iter()
        .enumerate()
        .map(|(i, line)| {
            let dy = if i == 0 { "0" } else { "1.2em" };
            view! { <tspan x=x dy=dy>{line}</tspan> }
        })
        .collect_view();
    let leader = p
        .leader
        .map(|[x1, y1, x2, y2]| view! { <line class="leader" x1=x1 y1=y1 x2=x2 y2=y2 /> });
    view! { {leader}<text x=x y=p.y class:short=p.short data-territory=key.to_owned()>{lines}</text> }
}
