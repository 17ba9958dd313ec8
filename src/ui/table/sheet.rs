//! The panel of controls beside the map: a side column on wide screens, and on narrow ones
//! (phones, and tablets held upright) a bottom sheet. The sheet shows the step's own
//! controls (the dice, a move's slider, the hand when a set must be traded) and leaves the
//! rest of the screen to the map; it opens further on demand (the cards, the log, the saves),
//! and the player pulls it up or down by its handle or taps it.

use leptos::html;
use leptos::prelude::*;

use crate::engine::i18n::Lang;
use crate::ui::phrases::tr;
use crate::ui::screen::{phone, window_size};

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
    // A phone (held either way) lowers the sheet to the step's controls (the map takes the
    // rest of the screen); a tablet lowers it to its handle (its map fits beside the panel).
    let lowered = move || {
        if phone() {
            SheetState::Step
        } else {
            SheetState::Peek
        }
    };
    let state = RwSignal::new(if phone() {
        SheetState::Step
    } else {
        SheetState::Open
    });
    let content = NodeRef::<html::Div>::new();
    let aside = NodeRef::<html::Aside>::new();
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
    // Dragging the handle: where the press started, the height then, and whether it moved.
    let drag = StoredValue::new(None::<(f64, f64, bool)>);
    let on_down = move |ev: leptos::ev::PointerEvent| {
        let height = aside
            .get_untracked()
            .map_or(PEEK_PX, |a| f64::from(a.offset_height()));
        drag.set_value(Some((f64::from(ev.client_y()), height, false)));
        if let Some(target) = ev
            .current_target()
            .and_then(|t| leptos::wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        {
            let _ = target.set_pointer_capture(ev.pointer_id());
        }
    };
    let on_move = move |ev: leptos::ev::PointerEvent| {
        let Some((start, height, moved)) = drag.get_value() else {
            return;
        };
        let dy = f64::from(ev.client_y()) - start;
        if !moved && dy.abs() < DRAG_PX {
            return;
        }
        drag.set_value(Some((start, height, true)));
        let room = Some(window_size().1).filter(|&h| h > 0.0).unwrap_or(800.0);
        state.set(SheetState::Pulled((height - dy).clamp(PEEK_PX, room * 0.8)));
    };
    let on_up = move |_| {
        if let Some((_, _, true)) = drag.get_value()
            && let SheetState::Pulled(h) = state.get_untracked()
            && h < PEEK_PX + 30.0
        {
            state.set(SheetState::Peek);
        }
    };
    let on_click = move |_| {
        // A drag that ended is not a tap.
        if let Some((_, _, true)) = drag.get_value() {
            drag.set_value(None);
            return;
        }
        drag.set_value(None);
        // A tap opens the sheet whole, and lowers an open one.
        state.update(|s| {
            *s = if *s == SheetState::Open {
                lowered()
            } else {
                SheetState::Open
            }
        });
    };
    let open = move || matches!(state.get(), SheetState::Open | SheetState::Pulled(_));
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
                    tr(lang.get(), "Lower the controls", "Baisser les commandes")
                } else {
                    tr(lang.get(), "Show all the controls", "Montrer toutes les commandes")
                }
                on:pointerdown=on_down
                on:pointermove=on_move
                on:pointerup=on_up
                on:click=on_click
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
