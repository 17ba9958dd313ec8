//! The board drawn in SVG: territories in their continents' colours, dashed sea lanes and the
//! continents chart; a territory is tapped (or focused and Enter pressed) to select it.

use leptos::leptos_dom::helpers::TimeoutHandle;
use leptos::prelude::*;

use super::geometry::BoardGeometry;
use super::zoom::Zoom;
use crate::engine::board::{Board, TerritoryId};
use crate::engine::i18n::Lang;
use crate::engine::state::Colour;
use crate::ui::i18n::{Text, text};
use crate::ui::palette;
use crate::ui::phrases::{colour_name, tr};

/// How long a press lasts before it shows the territory's name, in milliseconds.
const LONG_PRESS_MS: u64 = 500;

/// Radius of the tap target around each label, in board units: 44 px whenever the board is
/// drawn at 0.79 scale or more (the game screen at 1024 px wide); neighbours' label points
/// are at least 56 units apart, so targets do not overlap.
const HIT_RADIUS: f64 = 28.0;

/// A player's army token on a territory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// The owner's colour.
    pub colour: Colour,
    /// Armies on the territory, a teammate's share included.
    pub armies: u32,
    /// A teammate's colour and share of them (000 teams, RULINGS R10).
    pub partner: Option<(Colour, u32)>,
    /// Teammates with equal shares: nobody controls the territory (R10).
    pub contested: bool,
}

/// What the screen around the map wants shown on it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MapMarks {
    /// The selected territory.
    pub selected: Option<TerritoryId>,
    /// Territories to highlight (neighbours, or the legal choices of the current step).
    pub highlighted: Vec<TerritoryId>,
    /// One entry per territory during a game (`None` while unclaimed); empty on the title
    /// screen.
    pub tokens: Vec<Option<Token>>,
    /// Draw each colour's tokens in its own shape too (colour-blind patterns).
    pub patterns: bool,
    /// Headquarters (001 Capital Risk), one entry per territory: the colour of the player
    /// whose headquarters it is; empty when the game has none or they are still secret.
    pub capitals: Vec<Option<Colour>>,
    /// Swords and shields (003), one (sword, shield) entry per territory; empty without.
    pub wares: Vec<(bool, bool)>,
}

/// The board's accessible name.
fn board_name(lang: Lang, board: &Board) -> String {
    if board.key == "world" {
        text(lang, Text::BoardName).to_owned()
    } else {
        format!(
            "{} {}",
            tr(lang, "Board:", "Plateau :"),
            board.name.get(lang)
        )
    }
}

/// A five-pointed star centred on (`x`, `y`): the headquarters badge.
fn star(x: f64, y: f64, r: f64) -> String {
    let corners: Vec<String> = (0..10)
        .map(|i| {
            let a = std::f64::consts::PI / 5.0 * f64::from(i) - std::f64::consts::FRAC_PI_2;
            let k = if i % 2 == 0 { r } else { r * 0.45 };
            format!("{:.1} {:.1}", x + a.cos() * k, y + a.sin() * k)
        })
        .collect();
    format!("M{}Z", corners.join(" "))
}

/// The outline of a token in colour-blind mode: one shape per colour, centred on (`x`, `y`).
fn token_shape(colour: Colour, x: f64, y: f64) -> String {
    let r = 11.5;
    let points: Vec<(f64, f64)> = match colour {
        Colour::Red => {
            return format!(
                "M{} {y}a{r} {r} 0 1 0 {} 0a{r} {r} 0 1 0 -{} 0Z",
                x - r,
                2.0 * r,
                2.0 * r
            );
        }
        Colour::Blue => vec![(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)],
        Colour::Yellow => vec![(0.0, -1.25), (1.2, 0.95), (-1.2, 0.95)],
        Colour::Green => vec![(0.0, -1.3), (1.3, 0.0), (0.0, 1.3), (-1.3, 0.0)],
        Colour::Black => (0..6)
            .map(|i| {
                let a = std::f64::consts::PI / 3.0 * f64::from(i);
                (a.cos() * 1.15, a.sin() * 1.15)
            })
            .collect(),
        Colour::Pink => (0..10)
            .map(|i| {
                let a = std::f64::consts::PI / 5.0 * f64::from(i) - std::f64::consts::FRAC_PI_2;
                let k = if i % 2 == 0 { 1.35 } else { 0.75 };
                (a.cos() * k, a.sin() * k)
            })
            .collect(),
    };
    let corners: Vec<String> = points
        .iter()
        .map(|(dx, dy)| format!("{:.1} {:.1}", x + dx * r, y + dy * r))
        .collect();
    format!("M{}Z", corners.join(" "))
}

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
) -> impl IntoView {
    let board = board.unwrap_or_else(Board::world);
    let geometry = BoardGeometry::for_board(&board.key);
    let zoom = Zoom::new(geometry.width, geometry.height);
    // A drag or pinch that just ended must not select the territory under it.
    let tap = move |id: TerritoryId| {
        if !zoom.dragged.get_value() {
            on_tap.run(id);
        }
        zoom.dragged.set_value(false);
    };
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
    let highlighted = move |id: TerritoryId| marks.with(|m| m.highlighted.contains(&id));
    let capital =
        move |id: TerritoryId| marks.with(|m| m.capitals.get(usize::from(id.0)).copied().flatten());
    let capitals = board
        .ids()
        .zip(&geometry.territories)
        .map(|(id, shape)| {
            let [x, y] = shape.label;
            view! {
                <Show when=move || capital(id).is_some()>
                    <path
                        class="capital"
                        data-testid=format!("capital-{}", board.territory(id).key)
                        d=star(x + 14.0, y - 12.0, 8.0)
                        fill=move || capital(id).map(palette::fill).unwrap_or_default()
                    />
                </Show>
            }
        })
        .collect_view();
    let ware = move |id: TerritoryId| {
        marks.with(|m| m.wares.get(usize::from(id.0)).copied().unwrap_or_default())
    };
    // 003 ports, anchors drawn from the board (R2: "ports marked on the Roman board"), and
    // the swords and shields that stand on territories.
    let markers = board
        .ids()
        .zip(&geometry.territories)
        .map(|(id, shape)| {
            let [x, y] = shape.label;
            let key = &board.territory(id).key;
            let port = board.territory(id).port.then(|| {
                view! {
                    <path class="port" data-testid=format!("port-{key}")
                        transform=format!("translate({} {})", x - 19.0, y + 3.0)
                        d="M0 -6 a2 2 0 1 0 0.1 0 M0 -4 V6 M-5 1 Q0 9 5 1 M-3 -2 H3" />
                }
            });
            view! {
                {port}
                <Show when=move || ware(id).0>
                    <path class="sword" data-testid=format!("sword-{key}")
                        transform=format!("translate({} {})", x + 16.0, y - 4.0)
                        d="M-4 6 L5 -5 M-6 2 L-2 6 M-5 5 L-7 7" />
                </Show>
                <Show when=move || ware(id).1>
                    <path class="shield" data-testid=format!("shield-{key}")
                        transform=format!("translate({} {})", x + 16.0, y + 9.0)
                        d="M-5 -5 H5 V0 Q5 5 0 7 Q-5 5 -5 0 Z" />
                </Show>
            }
        })
        .collect_view();
    let selected = move |id: TerritoryId| marks.with(|m| m.selected == Some(id));
    let lanes = geometry
        .sea_lanes
        .iter()
        .flat_map(|lane| lane.lines.iter())
        .map(|[a, b]| view! { <line x1=a[0] y1=a[1] x2=b[0] y2=b[1] /> })
        .collect_view();
    let territories = board
        .ids()
        .zip(&geometry.territories)
        .map(|(id, shape)| {
            let territory = board.territory(id);
            let colour = geometry
                .continent_colors
                .get(&board.continents[usize::from(territory.continent.0)].key)
                .cloned()
                .unwrap_or_default();
            let label = move || {
                let mut name = territory.name.get(lang.get()).to_owned();
                if let Some(colour) = capital(id) {
                    let whose = tr(lang.get(), "headquarters of", "quartier général de");
                    name = format!("{name} ({whose} {})", colour_name(lang.get(), colour));
                }
                if territory.port {
                    name += tr(lang.get(), ", port", ", port");
                }
                let (sword, shield) = ware(id);
                if sword {
                    name += tr(lang.get(), ", sword", ", épée");
                }
                if shield {
                    name += tr(lang.get(), ", shield", ", bouclier");
                }
                match marks.with(|m| m.tokens.get(usize::from(id.0)).copied().flatten()) {
                    Some(token) => {
                        let armies = text(lang.get(), Text::BonusArmies);
                        let mut label = format!("{name}, {} {armies}", token.armies);
                        if let Some((colour, share)) = token.partner {
                            let whose = colour_name(lang.get(), colour);
                            label += &match lang.get() {
                                Lang::En => format!(", {share} of them {whose}"),
                                Lang::Fr => format!(", dont {share} {whose}"),
                            };
                        }
                        if token.contested {
                            label += tr(
                                lang.get(),
                                ", controlled by nobody",
                                ", contrôlé par personne",
                            );
                        }
                        label
                    }
                    None => name,
                }
            };
            view! {
                <g
                    class="territory"
                    class:selected=move || selected(id)
                    class:neighbour=move || highlighted(id)
                    data-testid=format!("territory-{}", territory.key)
                    role="button"
                    tabindex="0"
                    aria-label=label
                    aria-pressed=move || selected(id).to_string()
                    on:click=move |_| tap(id)
                    on:pointerdown=move |_| start_press(id)
                    on:pointerup=move |_| end_press()
                    on:pointerleave=move |_| end_press()
                    on:pointercancel=move |_| end_press()
                    on:keydown=move |ev| {
                        if ev.key() == "Enter" || ev.key() == " " {
                            ev.prevent_default();
                            on_tap.run(id);
                        }
                    }
                >
                    <title>{label}</title>
                    <path d=shape.d.clone() fill=colour />
                    <circle class="hit" cx=shape.label[0] cy=shape.label[1] r=HIT_RADIUS />
                </g>
            }
        })
        .collect_view();
    let tokens = board
        .ids()
        .zip(&geometry.territories)
        .map(|(id, shape)| {
            let token = move || marks.with(|m| m.tokens.get(usize::from(id.0)).copied().flatten());
            let [x, y] = shape.label;
            view! {
                <Show when=move || token().is_some()>
                    <g
                        class="token"
                        data-testid=format!("token-{}", board.territory(id).key)
                        data-colour=move || token().map(|t| colour_name(Lang::En, t.colour))
                    >
                        <path
                            d=move || {
                                let colour = token().map_or(Colour::Red, |t| t.colour);
                                if marks.with(|m| m.patterns) {
                                    token_shape(colour, x, y)
                                } else {
                                    token_shape(Colour::Red, x, y)
                                }
                            }
                            fill=move || token().map(|t| palette::fill(t.colour)).unwrap_or_default()
                        />
                        <text
                            x=x
                            y=y + 3.6
                            fill=move || token().map(|t| palette::ink(t.colour)).unwrap_or_default()
                        >
                            {move || token().map(|t| t.armies).unwrap_or_default()}
                        </text>
                        {move || token().and_then(|t| t.partner).map(|(colour, share)| view! {
                            <g class="partner" class:contested=token().is_some_and(|t| t.contested)
                                data-testid=format!("partner-{}", board.territory(id).key)>
                                <circle cx=x + 13.0 cy=y + 10.0 r="7.5" fill=palette::fill(colour) />
                                <text x=x + 13.0 y=y + 13.0 fill=palette::ink(colour)>{share}</text>
                            </g>
                        })}
                    </g>
                </Show>
            }
        })
        .collect_view();
    let labels = board
        .ids()
        .zip(&geometry.territories)
        .map(|(id, shape)| {
            let name = move || board.territory(id).name.get(lang.get()).to_owned();
            let y = move || {
                if marks.with(|m| m.tokens.is_empty()) {
                    shape.label[1] + 3.0
                } else {
                    shape.label[1] - 13.0
                }
            };
            view! { <text x=shape.label[0] y=y>{name}</text> }
        })
        .collect_view();
    view! {
        <div class="zoom-controls" role="group" aria-label=move || text(lang.get(), Text::Zoom)>
            <button aria-label=move || text(lang.get(), Text::ZoomIn) data-testid="zoom-in" on:click=move |_| zoom.step(1.0 / 1.4)>"+"</button>
            <button aria-label=move || text(lang.get(), Text::ZoomOut) data-testid="zoom-out" on:click=move |_| zoom.step(1.4)>"−"</button>
            <button aria-label=move || text(lang.get(), Text::ZoomReset) data-testid="zoom-reset" on:click=move |_| zoom.reset()>"⤢"</button>
        </div>
        <svg
            class="board"
            viewBox=move || zoom.view.get().attribute()
            preserveAspectRatio="xMidYMid meet"
            role="group"
            aria-label=move || board_name(lang.get(), board)
            on:wheel=move |ev| zoom.on_wheel(ev)
            on:pointerdown=move |ev| zoom.on_down(&ev)
            on:pointermove=move |ev| zoom.on_move(&ev)
            on:pointerup=move |ev| zoom.on_up(&ev)
            on:pointercancel=move |ev| zoom.on_up(&ev)
            on:pointerleave=move |ev| zoom.on_up(&ev)
        >
            <rect class="sea" width=geometry.width height=geometry.height />
            <g class="sea-lanes">{lanes}</g>
            <g class="territories">{territories}</g>
            <g class="labels" aria-hidden="true">{labels}</g>
            <g class="tokens" aria-hidden="true">{tokens}</g>
            <g class="capitals" aria-hidden="true">{capitals}</g>
            <g class="markers" aria-hidden="true">{markers}</g>
            {move || pressed.get().map(|id| {
                let [x, y] = geometry.territories[usize::from(id.0)].label;
                let name = board.territory(id).name.get(lang.get()).to_owned();
                let width = 16.0 + 7.0 * name.chars().count() as f64;
                view! {
                    <g class="name-bubble" data-testid="name-bubble">
                        <rect x=x - width / 2.0 y=y - 52.0 width=width height="24" rx="6" />
                        <text x=x y=y - 35.0>{name}</text>
                    </g>
                }
            })}
            <ContinentsChart lang=lang board=board />
        </svg>
    }
}

/// The chart of continent (or region) bonuses, drawn in a corner of the board as on the
/// printed boards (000 "Plateau de jeu", 004 "Le plateau de jeu").
#[component]
fn ContinentsChart(lang: Signal<Lang>, board: &'static Board) -> impl IntoView {
    const ROW: f64 = 19.0;
    let geometry = BoardGeometry::for_board(&board.key);
    let (x, y) = (geometry.chart.x, geometry.chart.y);
    let height = 32.0 + ROW * board.continents.len() as f64;
    // Wide enough for the longest name (the Confederation of the Rhine) and its bonus.
    let longest = board
        .continents
        .iter()
        .map(|c| c.name.en.chars().count().max(c.name.fr.chars().count()))
        .max()
        .unwrap_or(0);
    let width = (52.0 + 6.0 * longest as f64).max(184.0);
    let rows = board
        .continents
        .iter()
        .enumerate()
        .map(|(i, continent)| {
            let row_y = y + 30.0 + ROW * i as f64;
            let colour = geometry.continent_colors.get(&continent.key).cloned();
            let name = move || continent.name.get(lang.get()).to_owned();
            let bonus = continent.bonus;
            view! {
                <rect class="swatch" x=x + 8.0 y=row_y - 11.0 width="14" height="14" fill=colour />
                <text class="chart-name" x=x + 28.0 y=row_y>{name}</text>
                <text class="chart-bonus" x=x + width - 12.0 y=row_y>{bonus}</text>
            }
        })
        .collect_view();
    view! {
        <g class="continents-chart" data-testid="continents-chart">
            <rect class="chart-card" x=x y=y width=width height=height rx="6" />
            <text class="chart-title" x=x + 8.0 y=y + 16.0>
                {move || if board.key == "world" {
                    text(lang.get(), Text::ContinentsChart)
                } else {
                    // 004 calls its continents regions.
                    tr(lang.get(), "Region bonuses", "Bonus des régions")
                }}
            </text>
            {rows}
        </g>
    }
}
