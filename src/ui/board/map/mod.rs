//! The board drawn in SVG. Territories are filled with their holder's colour (a pattern per
//! player in colour-blind mode, both colours when teammates share one); continents read by
//! their outline and the bonus chart; army tokens and names keep their size on screen at
//! any zoom. A territory is tapped (or focused and Enter pressed) to select it.
//!
//! [`BoardMap`] holds the camera and lays the layers in their order; each layer is drawn by
//! its own module from the [`Scene`](scene::Scene) they share.

mod arrows;
mod controls;
mod names;
mod press;
mod scene;
mod shapes;
mod tokens;

use leptos::prelude::*;

use crate::ui::shown::Shown;
use leptos::wasm_bindgen::JsCast;

use super::chart::ContinentsChart;
use super::geometry::BoardGeometry;
use super::labels::{Placed, name_font_units};
use super::land::{board_name, land_patterns};
use super::look::MapMarks;
use super::measure::watch_size;
use super::naming::chart_drawn;
use super::taps::Pick;
use super::zoom::Zoom;
use crate::engine::board::{Board, TerritoryId};
use crate::engine::i18n::Lang;
use crate::ui::in_steps::{Part, drawn};
use controls::{Picture, zoom_controls};
use press::NameBubble;
use scene::Scene;

/// A board (the world's unless another is given): shows the marks it is given and reports
/// taps.
#[component]
pub fn BoardMap(
    /// The language of the names drawn on the board.
    lang: Signal<Lang>,
    /// The board to draw (the world board by default).
    #[prop(optional)]
    board: Option<&'static Board>,
    /// Selection, highlights and tokens to draw.
    marks: Signal<MapMarks>,
    /// Called with the territory tapped, clicked or chosen with Enter.
    on_tap: Callback<TerritoryId>,
    /// Whether a board whose edges meet is drawn with that seam in the middle (`turned.rs`).
    #[prop(optional)]
    turned: bool,
) -> impl IntoView {
    let board = board.unwrap_or_else(Board::world);
    let geometry = BoardGeometry::for_board(&board.key);
    let geometry = geometry
        .turned(board)
        .filter(|_| turned)
        .unwrap_or(geometry);
    let zoom = Zoom::new(geometry.width, geometry.height);
    let svg = NodeRef::<leptos::svg::Svg>::new();
    watch_size(svg, zoom);
    let bubble = NameBubble::new();
    let scene = Scene::new(board, geometry, lang, marks, zoom);
    let placed = names::placed_names(scene);
    let focus = follow_focus(scene);
    let lanes = geometry
        .sea_lanes
        .iter()
        .flat_map(|lane| lane.lines.iter())
        .map(|[a, b]| view! { <line x1=a[0] y1=a[1] x2=b[0] y2=b[1] /> })
        .collect_view();
    let board_clip = format!("board-{}", board.key);
    let picture = Picture::of(scene);
    let with_picture = picture.shown;
    view! {
        {zoom_controls(scene, focus, &picture)}
        <svg
            node_ref=svg
            class="board"
            class:with-picture=move || with_picture.get()
            data-board=board.key.clone()
            viewBox=move || zoom.view.get().attribute()
            preserveAspectRatio="xMidYMid meet"
            role="group"
            aria-label=move || board_name(lang.get(), board)
            on:click=move |ev| on_board_click(&ev, scene, bubble, placed, on_tap)
            on:wheel=move |ev| zoom.on_wheel(ev)
            on:pointerdown=move |ev| zoom.on_down(&ev)
            on:pointermove=move |ev| zoom.on_move(&ev)
            on:pointerup=move |ev| zoom.on_up(&ev)
            on:pointercancel=move |ev| zoom.on_up(&ev)
            on:pointerleave=move |ev| zoom.on_up(&ev)
        >
            <defs>
                {land_patterns()}
                <clipPath id=board_clip.clone()>
                    <rect width=geometry.width height=geometry.height />
                </clipPath>
            </defs>
            <rect class="sea" width=geometry.width height=geometry.height />
            {picture.image(scene)}
            <g class="sea-lanes">{lanes}</g>
            <g class="territories"><Shown when=drawn(Part::Land)>{shapes::territories(scene, bubble, on_tap)}</Shown></g>
            <g class="continent-edges" aria-hidden="true"><Shown when=drawn(Part::Edges)>{shapes::continent_edges(scene)}</Shown></g>
            <g class="halos" aria-hidden="true">{shapes::halos(scene)}</g>
            // The attack and the hint run under the names and tokens, so no name is covered.
            <g class="attack" aria-hidden="true" clip-path=format!("url(#{board_clip})")>{arrows::attack_arrow(scene)}{arrows::hint_mark(scene)}</g>
            <g class="labels" aria-hidden="true"
                font-size=move || name_font_units(zoom.scale.get())
                stroke-width=move || 3.0 / zoom.scale.get()>
                <Shown when=drawn(Part::Names)>{names::names(scene, placed)}</Shown>
            </g>
            // Drawn in steps on the game screen (`in_steps.rs`): the land first.
            <g class="tokens" aria-hidden="true"><Shown when=drawn(Part::Tokens)>{tokens::army_tokens(scene)}</Shown></g>
            <Shown when=drawn(Part::Pieces)>
                <g class="capitals" aria-hidden="true">{tokens::capitals(scene)}</g>
                <g class="markers" aria-hidden="true">{tokens::markers(scene)}</g>
            </Shown>
            {bubble.view(scene)}
            // Too small to read (a phone showing the whole board) or cut by the view's edge, the
            // chart gives way to the controls panel's list of continents.
            <g class="chart-frame" class:unreadable=move || {
                chart_drawn(board, geometry, zoom.view.get(), zoom.frame.get(), zoom.buttons()).is_none()
            }>
                <Shown when=drawn(Part::Pieces)>
                    <ContinentsChart lang=lang board=board geometry=geometry />
                </Shown>
            </g>
        </svg>
    }
}

/// The camera keeps the step's territories in view as comfortable targets: their points,
/// followed whenever they or the map box change.
fn follow_focus(scene: Scene) -> Memo<Vec<[f64; 2]>> {
    let focus = Memo::new(move |_| {
        scene.marks.with(|m| {
            m.focus
                .iter()
                .map(|&id| scene.label_at(id))
                .collect::<Vec<_>>()
        })
    });
    Effect::new(move |_| {
        scene.zoom.frame.track();
        focus.with(|points| scene.zoom.follow(points));
    });
    focus
}

/// A click on the board: a territory chosen (the nearest of the step's choices when the
/// finger fell between them), a crowded place magnified, or nothing after a gesture.
fn on_board_click(
    ev: &leptos::ev::MouseEvent,
    scene: Scene,
    bubble: NameBubble,
    placed: Memo<Vec<Option<Placed>>>,
    on_tap: Callback<TerritoryId>,
) {
    let zoom = scene.zoom;
    // A drag, a pinch, a double tap or a long press that just ended selects nothing.
    if zoom.dragged.get_value() {
        zoom.dragged.set_value(false);
        return;
    }
    let choices: Vec<(TerritoryId, [f64; 2])> = scene.marks.with_untracked(|m| {
        m.selected
            .iter()
            .chain(&m.highlighted)
            .map(|&id| (id, scene.label_at(id)))
            .collect()
    });
    match zoom.pick(ev, &choices, territory_under(ev, scene.board)) {
        Pick::Territory(id) => {
            on_tap.run(id);
            bubble.tell(id, placed);
        }
        Pick::Magnify(apart) => zoom.magnify_at(ev, apart),
        Pick::Nothing => {}
    }
}

/// The territory under the pointer of a click, if any.
fn territory_under(ev: &leptos::ev::MouseEvent, board: &Board) -> Option<TerritoryId> {
    let target: web_sys::Element = ev.target()?.dyn_into().ok()?;
    let territory = target.closest(".territory").ok()??;
    let key = territory.get_attribute("data-testid")?;
    board.find(key.strip_prefix("territory-")?)
}
