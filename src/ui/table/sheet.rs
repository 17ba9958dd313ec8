//! The panel of controls beside the map: a side column on wide screens, and on narrow ones
//! (phones, and tablets held upright) a bottom sheet. The sheet shows the step's own
//! controls (the dice, a move's slider, the hand when a set must be traded) and leaves the
//! rest of the screen to the map; it opens further on demand (the cards, the log, the saves),
//! and the player pulls it up or down by its handle or taps it.

use leptos::html;
use leptos::prelude::*;

use crate::engine::i18n::Lang;
use crate::ui::screen::{phone, window_size};
use crate::ui::words::{W, word};

/// The sheet's height when only its handle shows, in CSS pixels.
const PEEK_PX: f64 = 52.0;
/// Pointer travel (CSS pixels) beyond which a press on the handle drags the sheet.
const DRAG_PX: f64 = 6.0;

/// How the bottom sheet stands (the side column ignores it).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SheetState {
    /// Only the handle shows.
    Peek,
    /// The handle and the step's own controls.
    Step,
    /// Open to fit its content, up to most of the screen.
    Open,
    /// Pulled to this height, in CSS pixels.
    Pulled(f64),
}

/// The sheet's state, and the drag of its handle.
#[derive(Clone, Copy)]
struct Sheet {
    /// How it stands.
    state: RwSignal<SheetState>,
    /// Dragging the handle: where the press started, the height then, and whether it moved.
    drag: StoredValue<Option<(f64, f64, bool)>>,
    /// The panel itself, measured when a drag starts.
    aside: NodeRef<html::Aside>,
}

impl Sheet {
    /// A phone's sheet starts at the step's controls; a tablet's panel open.
    fn new() -> Self {
        Self {
            state: RwSignal::new(if phone() {
                SheetState::Step
            } else {
                SheetState::Open
            }),
            drag: StoredValue::new(None),
            aside: NodeRef::new(),
        }
    }

    /// How a lowered sheet stands: a phone (held either way) lowers it to the step's
    /// controls (the map takes the rest of the screen); a tablet to its handle (its map fits
    /// beside the panel).
    fn lowered() -> SheetState {
        if phone() {
            SheetState::Step
        } else {
            SheetState::Peek
        }
    }

    /// When a step comes that needs its controls (`needed` turns to a new step), a sheet
    /// lowered to its handle rises to show them, and `content` scrolls back to its top.
    fn rise_for_new_steps(self, needed: Signal<Option<u8>>, content: NodeRef<html::Div>) {
        let state = self.state;
        Effect::new(move |was: Option<Option<u8>>| {
            let now = needed.get();
            if now.is_some() && was != Some(now) {
                if untrack(|| state.get()) == SheetState::Peek {
                    state.set(if phone() {
                        SheetState::Step
                    } else {
                        SheetState::Open
                    });
                }
                if let Some(content) = content.get_untracked() {
                    content.set_scroll_top(0);
                }
            }
            now
        });
    }

    /// A press on the handle: it may become a drag.
    fn press(self, ev: leptos::ev::PointerEvent) {
        let height = self
            .aside
            .get_untracked()
            .map_or(PEEK_PX, |a| f64::from(a.offset_height()));
        self.drag
            .set_value(Some((f64::from(ev.client_y()), height, false)));
        if let Some(target) = ev
            .current_target()
            .and_then(|t| leptos::wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        {
            let _ = target.set_pointer_capture(ev.pointer_id());
        }
    }

    /// The pointer moves: past a few pixels, the sheet follows it.
    fn pull(self, ev: leptos::ev::PointerEvent) {
        let Some((start, height, moved)) = self.drag.get_value() else {
            return;
        };
        let dy = f64::from(ev.client_y()) - start;
        if !moved && dy.abs() < DRAG_PX {
            return;
        }
        self.drag.set_value(Some((start, height, true)));
        let room = Some(window_size().1).filter(|&h| h > 0.0).unwrap_or(800.0);
        self.state
            .set(SheetState::Pulled((height - dy).clamp(PEEK_PX, room * 0.8)));
    }

    /// The pointer lifts: a sheet dragged down near its handle lowers to it.
    fn release(self) {
        if let Some((_, _, true)) = self.drag.get_value()
            && let SheetState::Pulled(h) = self.state.get_untracked()
            && h < PEEK_PX + 30.0
        {
            self.state.set(SheetState::Peek);
        }
    }

    /// A tap (not a drag that ended) opens the sheet whole, and lowers an open one.
    fn tap(self) {
        let dragged = matches!(self.drag.get_value(), Some((_, _, true)));
        self.drag.set_value(None);
        if dragged {
            return;
        }
        self.state.update(|s| {
            *s = if *s == SheetState::Open {
                Self::lowered()
            } else {
                SheetState::Open
            }
        });
    }

    /// Whether the sheet shows more than the step's controls.
    fn open(self) -> bool {
        matches!(self.state.get(), SheetState::Open | SheetState::Pulled(_))
    }
}

/// The controls panel. When a step comes that needs its controls (`needed` turns to a new
/// step), a lowered sheet rises to show them and the panel scrolls back to its top where the
/// step's controls are.
#[component]
pub fn ControlPanel(
    lang: Signal<Lang>,
    /// The step that needs the panel's controls in view, by kind, if one does.
    needed: Signal<Option<u8>>,
    /// A one-line summary shown on the handle (the latest event).
    summary: Signal<String>,
    /// The step's own controls, shown whenever the sheet is not lowered.
    #[prop(into)]
    step: ViewFn,
    /// The rest of the panel, shown when the sheet is open.
    children: Children,
) -> impl IntoView {
    let sheet = Sheet::new();
    let (state, aside) = (sheet.state, sheet.aside);
    let content = NodeRef::<html::Div>::new();
    sheet.rise_for_new_steps(needed, content);
    let open = move || sheet.open();
    view! {
        <aside
            node_ref=aside
            class="side-panel"
            class:peek=move || state.get() == SheetState::Peek
            class:step=move || state.get() == SheetState::Step
            class:pulled=move || matches!(state.get(), SheetState::Pulled(_))
            style=move || match state.get() {
                SheetState::Pulled(h) => format!("--sheet-height: {h:.0}px"),
                _ => String::new(),
            }
            data-testid="controls"
        >
            <button
                class="sheet-handle"
                data-testid="sheet-handle"
                aria-expanded=move || open().to_string()
                aria-label=move || if open() {
                    word(lang.get(), W::LOWER_THE_CONTROLS)
                } else {
                    word(lang.get(), W::SHOW_ALL_THE_CONTROLS)
                }
                on:pointerdown=move |ev| sheet.press(ev)
                on:pointermove=move |ev| sheet.pull(ev)
                on:pointerup=move |_| sheet.release()
                on:click=move |_| sheet.tap()
            >
                <span class="grip" aria-hidden="true"></span>
                <span class="sheet-summary" aria-hidden="true">{summary}</span>
            </button>
            <div class="panel-content" node_ref=content>
                <div class="panel-step">{step.run()}</div>
                <div class="panel-rest">{children()}</div>
            </div>
        </aside>
    }
}
