//! A territory's name in a bubble: shown by a long press (touch screens have no hover), or for
//! a moment by a tap on a territory whose name the map could not write whole.

use leptos::leptos_dom::helpers::TimeoutHandle;
use leptos::prelude::*;

use super::super::labels::Placed;
use super::scene::Scene;
use crate::engine::board::TerritoryId;

/// How long a press lasts before it shows the territory's name, in milliseconds.
const LONG_PRESS_MS: u64 = 500;
/// How long a tapped territory's name shows when the map could not write it whole.
const TOLD_MS: u64 = 1800;

/// The bubble's state: the territory pressed long, the one told after a tap.
#[derive(Clone, Copy)]
pub(super) struct NameBubble {
    /// The territory held down long enough; the click that ends the press selects nothing.
    pressed: RwSignal<Option<TerritoryId>>,
    /// The running long-press timer.
    timer: StoredValue<Option<TimeoutHandle>>,
    /// The territory tapped whose name was not written whole.
    told: RwSignal<Option<TerritoryId>>,
}

impl NameBubble {
    /// No bubble yet.
    pub(super) fn new() -> Self {
        Self {
            pressed: RwSignal::new(None),
            timer: StoredValue::new(None),
            told: RwSignal::new(None),
        }
    }

    /// A press on `id` begins: its name shows if it lasts and no drag began.
    pub(super) fn start(self, id: TerritoryId, scene: Scene) {
        self.stop_timer();
        let zoom = scene.zoom;
        let pressed = self.pressed;
        let handle = set_timeout_with_handle(
            move || {
                if !zoom.dragged.get_value() {
                    pressed.set(Some(id));
                    zoom.dragged.set_value(true);
                }
            },
            std::time::Duration::from_millis(LONG_PRESS_MS),
        );
        self.timer.set_value(handle.ok());
    }

    /// The press ends (lifted, left or cancelled): the bubble goes.
    pub(super) fn end(self) {
        self.stop_timer();
        self.pressed.set(None);
    }

    /// Clears the long-press timer, if one runs.
    fn stop_timer(self) {
        if let Some(timer) = self.timer.get_value() {
            timer.clear();
        }
    }

    /// After a tap on `id`: its name shows for a moment unless the map wrote it whole.
    pub(super) fn tell(self, id: TerritoryId, placed: Memo<Vec<Option<Placed>>>) {
        let written = placed.with_untracked(|p| {
            p.get(usize::from(id.0))
                .is_some_and(|p| p.as_ref().is_some_and(|p| !p.short))
        });
        if !written {
            let told = self.told;
            told.set(Some(id));
            set_timeout(
                move || {
                    if told.try_get_untracked() == Some(Some(id)) {
                        told.try_set(None);
                    }
                },
                std::time::Duration::from_millis(TOLD_MS),
            );
        }
    }

    /// The bubble over the territory pressed or told, if any.
    pub(super) fn view(self, scene: Scene) -> impl IntoView {
        move || {
            self.pressed.get().or(self.told.get()).map(|id| {
                let name = crate::ui::words::catalogs::place_name(scene.lang.get(), scene.board, id);
                let width = 20.0 + 9.0 * name.chars().count() as f64;
                view! {
                    <g class="name-bubble" data-testid="name-bubble" transform=scene.anchor(scene.label_at(id))>
                        <rect x=-width / 2.0 y="-56" width=width height="30" rx="8" />
                        <text y="-35">{name}</text>
                    </g>
                }
            })
        }
    }
}
