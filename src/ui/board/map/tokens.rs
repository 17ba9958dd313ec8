//! The pieces standing on territories: army tokens (a teammate's share on their edge),
//! headquarters' stars, 003's ports, swords and shields. Each keeps its size on screen.

use leptos::prelude::*;

use super::super::pieces::{BASE_RADIUS, digits_size, star, token_shape};
use super::scene::Scene;
use crate::engine::state::Colour;
use crate::ui::palette;
use crate::ui::shown::Shown;

/// Every territory's army token, shown while someone holds it.
pub(super) fn army_tokens(scene: Scene) -> impl IntoView {
    let token = move |id| scene.token(id);
    scene
        .board
        .ids()
        .zip(&scene.geometry.territories)
        .map(|(id, shape)| {
            let key = scene.board.territory(id).key.clone();
            let partner_key = format!("partner-{key}");
            view! {
                <Shown when=move || token(id).is_some()>
                    <g
                        class="token"
                        data-testid=format!("token-{key}")
                        data-colour=move || token(id).map(|t| t.colour.key())
                        transform=scene.anchor(shape.label)
                    >
                        <path
                            d=move || {
                                let colour = token(id).map_or(Colour::Red, |t| t.colour);
                                token_shape(colour, scene.look(id).with(|l| l.patterns))
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
}

/// Headquarters (001 Capital Risk): a star of their holder's colour, once revealed.
pub(super) fn capitals(scene: Scene) -> impl IntoView {
    let capital = move |id| scene.look(id).with(|l| l.capital);
    scene
        .board
        .ids()
        .zip(&scene.geometry.territories)
        .map(|(id, shape)| {
            view! {
                <Shown when=move || capital(id).is_some()>
                    <path
                        class="capital"
                        data-testid=format!("capital-{}", scene.board.territory(id).key)
                        transform=scene.anchor(shape.label)
                        d=star(19.0, -17.0, 11.0)
                        fill=move || capital(id).map(palette::fill).unwrap_or_default()
                    />
                </Shown>
            }
        })
        .collect_view()
}

/// 003 ports, anchors drawn from the board (R2: "ports marked on the Roman board"), and the
/// swords and shields that stand on territories.
pub(super) fn markers(scene: Scene) -> impl IntoView {
    let ware = move |id| scene.look(id).with(|l| l.ware);
    scene
        .board
        .ids()
        .zip(&scene.geometry.territories)
        .map(|(id, shape)| {
            let key = &scene.board.territory(id).key;
            let port = scene.board.territory(id).port.then(|| {
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
                <g transform=scene.anchor(shape.label)>
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
}
