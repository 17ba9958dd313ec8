//! The board drawn in SVG. Territories are filled with their holder's colour (a pattern per
//! player in colour-blind mode, both colours when teammates share one); continents read by
//! their outline and the bonus chart; army tokens and names keep their size on screen at
//! any zoom. A territory is tapped (or focused and Enter pressed) to select it.

use leptos::leptos_dom::helpers::TimeoutHandle;
use leptos::prelude::*;

use crate::ui::shown::Shown;
use leptos::wasm_bindgen::JsCast;

use super::chart::ContinentsChart;
use super::edges::NextChoice;
use super::geometry::BoardGeometry;
use super::labels::{Placed, name_font_units, token_radius_px};
use super::land::{board_name, land_fill, land_patterns, territory_label};
use super::look::{Look, MapMarks};
use super::measure::watch_size;
use super::naming::{chart_drawn, names_at, wants};
use super::outline::continent_outlines;
use super::pieces::{BASE_RADIUS, arrow, attack_legs, digits_size, star, token_shape};
use super::taps::Pick;
use super::zoom::{Buttons, ZOOM_STEP, Zoom};
use crate::engine::board::{Board, TerritoryId};
use crate::engine::i18n::Lang;
use crate::engine::state::Colour;
use crate::ui::i18n::{Text, text};
use crate::ui::in_steps::{Part, drawn};
use crate::ui::palette;
use crate::ui::phrases::{colour_name, tr};

/// How long a press lasts before it shows the territory's name, in milliseconds.
const LONG_PRESS_MS: u64 = 500;
/// How long a tapped territory's name shows when the map could not write it whole.
const TOLD_MS: u64 = 1800;

/// Radius of the tap target around each label, in board units: 44 px whenever the board is
/// drawn at 0.75 px a unit or more (the opening view of a tablet either way up).
const HIT_RADIUS: f64 = 29.5;

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
    // A long press shows the territory's name in a bubble (touch screens have no hover); the
    // click that ends it selects nothing.
    let pressed = RwSignal::new(None::<TerritoryId>);
    let press_timer = StoredValue::new(None::<TimeoutHandle>);
    let start_press = move |id: TerritoryId| {
        if let Some(timer) = press_timer.get_value() {
            timer.clear();
        }
        let handle = set_timeout_with_handle(
            move || {
                if !zoom.dragged.get_value() {
                    pressed.set(Some(id));
                    zoom.dragged.set_value(true);
                }
            },
            std::time::Duration::from_millis(LONG_PRESS_MS),
        );
        press_timer.set_value(handle.ok());
    };
    let end_press = move || {
        if let Some(timer) = press_timer.get_value() {
            timer.clear();
        }
        pressed.set(None);
    };
    // A tap on a territory whose name the map could not write whole shows it for a moment.
    let told = RwSignal::new(None::<TerritoryId>);
    let tell = move |id: TerritoryId, placed: Memo<Vec<Option<Placed>>>| {
        let written = placed.with_untracked(|p| {
            p.get(usize::from(id.0))
                .is_some_and(|p| p.as_ref().is_some_and(|p| !p.short))
        });
        if !written {
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
    };
    // Tokens, badges and names keep their size on screen: `anchor` places a piece drawn
    // around the origin at a label point, scaled from its own units.
    let piece_scale = Memo::new(move |_| {
        let scale = zoom.scale.get();
        token_radius_px(scale) / scale / BASE_RADIUS
    });
    let anchor = move |[x, y]: [f64; 2]| {
        move || format!("translate({x} {y}) scale({:.4})", piece_scale.get())
    };
    let looks = StoredValue::new(
        board
            .ids()
            .map(|id| Memo::new(move |_| marks.with(|m| Look::of(m, id))))
            .collect::<Vec<_>>(),
    );
    let look = move |id: TerritoryId| looks.with_value(|looks| looks[usize::from(id.0)]);
    let token = move |id: TerritoryId| look(id).with(|l| l.token);
    let unclaimed: Vec<String> = board
        .territories
        .iter()
        .map(|t| {
            let key = &board.continents[usize::from(t.continent.0)].key;
            palette::faded(geometry.continent_colors.get(key).map_or("#cccccc", |c| c))
        })
        .collect();
    let territories = move || {
        board
            .ids()
            .zip(&geometry.territories)
            .zip(unclaimed.clone())
            .map(|((id, shape), unclaimed)| {
                let key = &board.territory(id).key;
                let this = look(id);
                let label = move || territory_label(lang.get(), board, id, this.get());
                let [x, y] = shape.label;
                view! {
                    <g
                        class="territory"
                        class:selected=move || this.with(|l| l.selected)
                        class:neighbour=move || this.with(|l| l.highlighted)
                        data-testid=format!("territory-{key}")
                        data-holder=move || token(id).map(|t| palette::key(t.colour))
                        role="button"
                        tabindex="0"
                        aria-label=label
                        aria-pressed=move || this.with(|l| l.selected).to_string()
                        on:pointerdown=move |_| start_press(id)
                        on:pointerup=move |_| end_press()
                        on:pointerleave=move |_| end_press()
                        on:pointercancel=move |_| end_press()
                        on:focus=move |_| zoom.reveal(x, y)
                        on:keydown=move |ev| {
                            if ev.key() == "Enter" || ev.key() == " " {
                                ev.prevent_default();
                                on_tap.run(id);
                            }
                        }
                    >
                        <title>{label}</title>
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
    };
    // Continents read by their outline: a band of the continent's colour inside its edge.
    let outlines = move || {
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
    };
    // The step's choices and the chosen territory, outlined above the land.
    let halos = move || {
        marks.with(|m| {
            let chosen = m.selected.into_iter().map(|id| (id, "chosen"));
            let choices = m.highlighted.iter().map(|&id| (id, "choice"));
            choices
                .chain(chosen)
                .filter_map(|(id, class)| {
                    let shape = geometry.territories.get(usize::from(id.0))?;
                    Some(view! { <path class=class d=shape.d.clone() /> })
                })
                .collect_view()
        })
    };
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
    let placed = Memo::new(move |_| {
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
    });
    // The camera keeps the step's territories in view as comfortable targets.
    let focus = Memo::new(move |_| {
        marks.with(|m| {
            m.focus
                .iter()
                .map(|id| geometry.territories[usize::from(id.0)].label)
                .collect::<Vec<[f64; 2]>>()
        })
    });
    Effect::new(move |_| {
        zoom.frame.track();
        focus.with(|points| zoom.follow(points));
    });
    // Each territory's name follows its own place, so a name that did not move is not
    // written again (rewriting all of them was a good part of a bots' batch on a tablet).
    let labels = move || {
        board
            .territories
            .iter()
            .enumerate()
            .map(|(i, territory)| {
                let key = territory.key.clone();
                let here = Memo::new(move |_| placed.with(|p| p.get(i).cloned().flatten()));
                move || here.get().map(|p| name_label(&key, p))
            })
            .collect_view()
    };
    let tokens = move || {
        board
            .ids()
            .zip(&geometry.territories)
            .map(|(id, shape)| {
                let key = board.territory(id).key.clone();
                let partner_key = format!("partner-{key}");
                view! {
                    <Shown when=move || token(id).is_some()>
                        <g
                            class="token"
                            data-testid=format!("token-{key}")
                            data-colour=move || token(id).map(|t| colour_name(Lang::En, t.colour))
                            transform=anchor(shape.label)
                        >
                            <path
                                d=move || {
                                    let colour = token(id).map_or(Colour::Red, |t| t.colour);
                                    token_shape(colour, look(id).with(|l| l.patterns))
                                }
                                fill=move || token(id).map(|t| palette::fill(t.colour)).unwrap_or_default()
                            />
                            <text
                                y=move || token(id).map_or(0.0, |t| digits_size(t.armies) * 0.36)
                                font-size=move || token(id).map_or(BASE_RADIUS, |t| digits_size(t.armies))
                                fill=move || token(id).map(|t| palette::ink(t.colour)).unwrap_or_default()
                            >
                                {move || token(id).map(|t| t.armies).unwrap_or_default()}
                            </text>
                            {
                                let partner_key = partner_key.clone();
                                move || token(id).and_then(|t| t.partner).map(|(colour, share)| view! {
                                    <g class="partner" class:contested=token(id).is_some_and(|t| t.contested)
                                        data-testid=partner_key.clone()>
                                        <circle cx="18" cy="14" r="10" fill=palette::fill(colour) />
                                        <text x="18" y="18" fill=palette::ink(colour)>{share}</text>
                                    </g>
                                })
                            }
                        </g>
                    </Shown>
                }
            })
            .collect_view()
    };
    let capital = move |id: TerritoryId| look(id).with(|l| l.capital);
    let capitals = move || {
        board
            .ids()
            .zip(&geometry.territories)
            .map(|(id, shape)| {
                view! {
                    <Shown when=move || capital(id).is_some()>
                        <path
                            class="capital"
                            data-testid=format!("capital-{}", board.territory(id).key)
                            transform=anchor(shape.label)
                            d=star(19.0, -17.0, 11.0)
                            fill=move || capital(id).map(palette::fill).unwrap_or_default()
                        />
                    </Shown>
                }
            })
            .collect_view()
    };
    let ware = move |id: TerritoryId| look(id).with(|l| l.ware);
    // 003 ports, anchors drawn from the board (R2: "ports marked on the Roman board"), and
    // the swords and shields that stand on territories.
    let markers = move || {
        board
            .ids()
            .zip(&geometry.territories)
            .map(|(id, shape)| {
                let key = &board.territory(id).key;
                let port = board.territory(id).port.then(|| {
                    // A badge on the token's lower-left edge, so it stays with its own token
                    // where the board is crowded (a phone's opening view).
                    view! {
                        <g class="port" data-testid=format!("port-{key}") transform="translate(-17 12)">
                            <circle r="8.5" />
                            <path d="M0 -6 a2 2 0 1 0 0.1 0 M0 -4 V6 M-5 1 Q0 9 5 1 M-3 -2 H3"
                                transform="scale(0.85)" />
                        </g>
                    }
                });
                view! {
                    <g transform=anchor(shape.label)>
                        {port}
                        <Shown when=move || ware(id).0>
                            <path class="sword" data-testid=format!("sword-{key}")
                                transform="translate(23 -6) scale(1.3)"
                                d="M-4 6 L5 -5 M-6 2 L-2 6 M-5 5 L-7 7" />
                        </Shown>
                        <Shown when=move || ware(id).1>
                            <path class="shield" data-testid=format!("shield-{key}")
                                transform="translate(23 12) scale(1.3)"
                                d="M-5 -5 H5 V0 Q5 5 0 7 Q-5 5 -5 0 Z" />
                        </Shown>
                    </g>
                }
            })
            .collect_view()
    };
    // The attack under way: an arrow from the attacking token to the attacked one.
    let attack_arrow = move || {
        let (from, to, colour) = marks.with(|m| m.attack)?;
        let scale = zoom.scale.get();
        let (a, b) = (
            geometry.territories.get(usize::from(from.0))?.label,
            geometry.territories.get(usize::from(to.0))?.label,
        );
        let gap = token_radius_px(scale) / scale + 2.0 / scale;
        let d: String = attack_legs(a, b, geometry.wrap_width())
            .into_iter()
            .map(|(a, b)| arrow(a, b, gap, 6.0 / scale, 18.0 / scale))
            .collect();
        Some(view! {
            <path class="attack-arrow" data-testid="attack-arrow" d=d fill=palette::fill(colour) />
        })
    };
    // The bot's suggestion: a dashed ring on its territory, and a dashed arrow to its target.
    let hint_mark = move || {
        let (at, to) = marks.with(|m| m.hint)?;
        let scale = zoom.scale.get();
        let a = geometry.territories.get(usize::from(at.0))?.label;
        let radius = token_radius_px(scale) / scale + 6.0 / scale;
        let arrow_d = to
            .and_then(|to| geometry.territories.get(usize::from(to.0)))
            .map(|b| {
                let gap = token_radius_px(scale) / scale + 2.0 / scale;
                attack_legs(a, b.label, geometry.wrap_width())
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
    };
    let lanes = geometry
        .sea_lanes
        .iter()
        .flat_map(|lane| lane.lines.iter())
        .map(|[a, b]| view! { <line x1=a[0] y1=a[1] x2=b[0] y2=b[1] /> })
        .collect_view();
    let bubble = move || {
        pressed.get().or(told.get()).map(|id| {
            let [x, y] = geometry.territories[usize::from(id.0)].label;
            let name = board.territory(id).name.get(lang.get()).to_owned();
            let width = 20.0 + 9.0 * name.chars().count() as f64;
            view! {
                <g class="name-bubble" data-testid="name-bubble" transform=anchor([x, y])>
                    <rect x=-width / 2.0 y="-56" width=width height="30" rx="8" />
                    <text y="-35">{name}</text>
                </g>
            }
        })
    };
    let board_clip = format!("board-{}", board.key);
    // An imported board's own picture, which the player may show under the land (issue 40).
    let picture = use_context::<crate::ui::boards::ImportedBoards>()
        .and_then(|boards| boards.picture(&board.key));
    let with_picture = RwSignal::new(false);
    let picture_toggle = picture.is_some().then(|| {
        view! {
            <button data-testid="board-picture" aria-pressed=move || with_picture.get().to_string()
                aria-label=move || tr(lang.get(), "Show the map’s picture", "Montrer l’image de la carte")
                title=move || tr(lang.get(), "Show the map’s picture", "Montrer l’image de la carte")
                on:click=move |_| with_picture.update(|on| *on = !*on)>"▧"</button>
        }
    });
    let picture_image = picture.map(|href| {
        view! {
            <Shown when=move || with_picture.get()>
                <image class="board-picture" href=href.clone() width=geometry.width height=geometry.height preserveAspectRatio="none" />
            </Shown>
        }
    });
    view! {
        <div class="zoom-controls" class:column=move || zoom.buttons() == Buttons::Right role="group" aria-label=move || text(lang.get(), Text::Zoom)>
            <NextChoice lang=lang zoom=zoom points=focus />
            <button aria-label=move || text(lang.get(), Text::ZoomIn) title=move || text(lang.get(), Text::ZoomIn) data-testid="zoom-in" on:click=move |_| zoom.step(ZOOM_STEP)>"+"</button>
            <button aria-label=move || text(lang.get(), Text::ZoomOut) title=move || text(lang.get(), Text::ZoomOut) data-testid="zoom-out" on:click=move |_| zoom.step(1.0 / ZOOM_STEP)>"−"</button>
            <button aria-label=move || text(lang.get(), Text::ZoomReset) title=move || text(lang.get(), Text::ZoomReset) data-testid="zoom-reset" on:click=move |_| zoom.reset()>"⤢"</button>
            {picture_toggle}
        </div>
        <svg
            node_ref=svg
            class="board"
            class:with-picture=move || with_picture.get()
            data-board=board.key.clone()
            viewBox=move || zoom.view.get().attribute()
            preserveAspectRatio="xMidYMid meet"
            role="group"
            aria-label=move || board_name(lang.get(), board)
            on:click=move |ev| {
                // A drag, a pinch, a double tap or a long press that just ended selects nothing.
                if zoom.dragged.get_value() {
                    zoom.dragged.set_value(false);
                    return;
                }
                let choices: Vec<(TerritoryId, [f64; 2])> = marks.with_untracked(|m| {
                    m.selected
                        .iter()
                        .chain(&m.highlighted)
                        .map(|&id| (id, geometry.territories[usize::from(id.0)].label))
                        .collect()
                });
                match zoom.pick(&ev, &choices, territory_under(&ev, board)) {
                    Pick::Territory(id) => {
                        on_tap.run(id);
                        tell(id, placed);
                    }
                    Pick::Magnify(apart) => zoom.magnify_at(&ev, apart),
                    Pick::Nothing => {}
                }
            }
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
            {picture_image}
            <g class="sea-lanes">{lanes}</g>
            <g class="territories"><Shown when=drawn(Part::Land)>{territories()}</Shown></g>
            <g class="continent-edges" aria-hidden="true"><Shown when=drawn(Part::Edges)>{outlines()}</Shown></g>
            <g class="halos" aria-hidden="true">{halos}</g>
            // The attack and the hint run under the names and tokens, so no name is covered.
            <g class="attack" aria-hidden="true" clip-path=format!("url(#{board_clip})")>{attack_arrow}{hint_mark}</g>
            <g class="labels" aria-hidden="true"
                font-size=move || name_font_units(zoom.scale.get())
                stroke-width=move || 3.0 / zoom.scale.get()>
                <Shown when=drawn(Part::Names)>{labels()}</Shown>
            </g>
            // Drawn in steps on the game screen (`in_steps.rs`): the land first.
            <g class="tokens" aria-hidden="true"><Shown when=drawn(Part::Tokens)>{tokens()}</Shown></g>
            <Shown when=drawn(Part::Pieces)>
                <g class="capitals" aria-hidden="true">{capitals()}</g>
                <g class="markers" aria-hidden="true">{markers()}</g>
            </Shown>
            {bubble}
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

/// The territory under the pointer of a click, if any.
fn territory_under(ev: &leptos::ev::MouseEvent, board: &Board) -> Option<TerritoryId> {
    let target: web_sys::Element = ev.target()?.dyn_into().ok()?;
    let territory = target.closest(".territory").ok()??;
    let key = territory.get_attribute("data-testid")?;
    board.find(key.strip_prefix("territory-")?)
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
