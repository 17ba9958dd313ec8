//! The buttons over the map (the next choice, zoom in and out, the whole board) and an
//! imported board's own picture, which the player may show under the land (issue 40).

use leptos::prelude::*;

use super::super::edges::NextChoice;
use super::super::zoom::{Buttons, ZOOM_STEP};
use super::scene::Scene;
use crate::ui::shown::Shown;
use crate::ui::words::{W, word};

/// An imported board's picture, and whether it shows.
#[derive(Clone)]
pub(super) struct Picture {
    /// The picture's address; `None` for a board that came without one.
    href: Option<String>,
    /// Whether the player chose to show it.
    pub(super) shown: RwSignal<bool>,
}

impl Picture {
    /// The picture of the scene's board, if it was imported with one; hidden at first.
    pub(super) fn of(scene: Scene) -> Self {
        let href = use_context::<crate::ui::boards::ImportedBoards>()
            .and_then(|boards| boards.picture(&scene.board.key));
        Self {
            href,
            shown: RwSignal::new(false),
        }
    }

    /// The picture under the land, while shown.
    pub(super) fn image(&self, scene: Scene) -> impl IntoView + use<> {
        let shown = self.shown;
        let (width, height) = (scene.geometry.width, scene.geometry.height);
        self.href.clone().map(|href| {
            view! {
                <Shown when=move || shown.get()>
                    <image class="board-picture" href=href.clone() width=width height=height preserveAspectRatio="none" />
                </Shown>
            }
        })
    }
}

/// The strip of buttons over the map: beside the board's choices or along its right edge.
pub(super) fn zoom_controls(
    scene: Scene,
    focus: Memo<Vec<[f64; 2]>>,
    picture: &Picture,
) -> impl IntoView + use<> {
    let Scene { lang, zoom, .. } = scene;
    let shown = picture.shown;
    let picture_toggle = picture.href.is_some().then(|| {
        view! {
            <button data-testid="board-picture" aria-pressed=move || shown.get().to_string()
                aria-label=move || word(lang.get(), W::SHOW_THE_MAP_S_PICTURE)
                title=move || word(lang.get(), W::SHOW_THE_MAP_S_PICTURE)
                on:click=move |_| shown.update(|on| *on = !*on)>"▧"</button>
        }
    });
    view! {
        <div class="zoom-controls" class:column=move || zoom.buttons() == Buttons::Right role="group" aria-label=move || word(lang.get(), W::ZOOM)>
            <NextChoice lang=lang zoom=zoom points=focus />
            <button aria-label=move || word(lang.get(), W::ZOOM_IN) title=move || word(lang.get(), W::ZOOM_IN) data-testid="zoom-in" on:click=move |_| zoom.step(ZOOM_STEP)>"+"</button>
            <button aria-label=move || word(lang.get(), W::ZOOM_OUT) title=move || word(lang.get(), W::ZOOM_OUT) data-testid="zoom-out" on:click=move |_| zoom.step(1.0 / ZOOM_STEP)>"−"</button>
            <button aria-label=move || word(lang.get(), W::ZOOM_RESET) title=move || word(lang.get(), W::ZOOM_RESET) data-testid="zoom-reset" on:click=move |_| zoom.reset()>"⤢"</button>
            {picture_toggle}
        </div>
    }
}
