//! The players: how many, and each seat's colour, player (a person or a bot's level), name
//! and optional PIN.

use leptos::prelude::*;

use super::choices::Choices;
use super::settings::{Pins, default_name};
use super::words::player_kind;
use crate::engine::bot::Level;
use crate::engine::state::Colour;
use crate::ui::palette;
use crate::ui::phrases::say;
use crate::ui::shown::Shown;
use crate::ui::words::{W, word};

/// A colour's name in `lang`.
fn colour_name(lang: crate::engine::i18n::Lang, colour: Colour) -> String {
    let message = crate::ui::sentences::messages::colour_name(colour);
    crate::ui::words::catalogs::speak_plain(lang, &message)
}

/// The number of players, within the game's range, and a row per seat.
pub(super) fn seats(c: Choices, pins: Pins) -> impl IntoView {
    let Choices {
        lang,
        settings,
        seat_count,
        ..
    } = c;
    view! {
        <label class="field">
            {say(lang, W::PLAYERS)}
            <select data-testid="players" on:change=move |ev| {
                let n: usize = event_target_value(&ev).parse().unwrap_or(3);
                settings.update(|s| {
                    while s.names.len() < n { let k = s.names.len(); s.names.push(default_name(k)); }
                    s.names.truncate(n);
                });
            }>
                {move || { let r = c.rules(); (r.min_players..=r.max_players).map(|n| view! {
                    <option value=n.to_string() selected=move || seat_count.get() == usize::from(n)>{n}</option>
                }).collect_view() }}
            </select>
        </label>
        <ol class="seats">
            {move || (0..seat_count.get()).map(|i| seat(c, pins, i)).collect_view()}
        </ol>
    }
}

/// Seat `i`: its colour (taking another seat's swaps the two), who plays it, the name and,
/// for a person, a PIN.
fn seat(c: Choices, pins: Pins, i: usize) -> impl IntoView {
    let Choices { lang, settings, .. } = c;
    let seat_colour = move |i: usize| c.seat_colour(i);
    view! {
        <li>
            <span class="swatch-dot" style=move || format!("background:{}", palette::fill(seat_colour(i)))></span>
            <select
                data-testid=format!("seat-colour-{i}")
                aria-label=move || format!("{} {}", word(lang.get(), W::COLOUR_OF_PLAYER), i + 1)
                on:change=move |ev| {
                    let Ok(pick) = event_target_value(&ev).parse::<usize>() else { return };
                    let Some(&colour) = Colour::ALL.get(pick) else { return };
                    // Taking another seat's colour swaps the two.
                    settings.update(|s| {
                        if let Some(j) = s.colours.iter().position(|&c| c == colour) {
                            s.colours.swap(i, j);
                        }
                    });
                }
            >
                {Colour::ALL.into_iter().enumerate().map(|(k, colour)| view! {
                    <option value=k.to_string() selected=move || seat_colour(i) == colour>
                        {move || colour_name(lang.get(), colour)}
                    </option>
                }).collect_view()}
            </select>
            <select
                class="seat-kind"
                data-testid=format!("seat-kind-{i}")
                aria-label=move || format!("{} {}", word(lang.get(), W::WHO_PLAYS_SEAT), i + 1)
                on:change=move |ev| {
                    let pick: Option<Level> = event_target_value(&ev).parse().ok();
                    settings.update(|s| if let Some(slot) = s.bots.get_mut(i) { *slot = pick; });
                }
            >
                {[None, Some(Level::Easy), Some(Level::Normal), Some(Level::Hard), Some(Level::Expert)].into_iter().map(|kind| view! {
                    <option value=kind.map_or("human", |l| l.name()) selected=move || settings.with(|s| s.bots.get(i).copied().flatten() == kind)>
                        {move || player_kind(lang.get(), kind)}
                    </option>
                }).collect_view()}
            </select>
            <input
                data-testid=format!("seat-name-{i}")
                aria-label=move || format!("{} {} ({})", word(lang.get(), W::NAME_OF_PLAYER), i + 1, colour_name(lang.get(), seat_colour(i)))
                prop:value=move || settings.with(|s| s.names.get(i).cloned().unwrap_or_default())
                on:change=move |ev| { let v = event_target_value(&ev); settings.update(|s| if let Some(n) = s.names.get_mut(i) { *n = v; }); }
            />
            <Shown when=move || settings.with(|s| s.bots.get(i).copied().flatten().is_none())>
            <input
                class="pin"
                type="password"
                inputmode="numeric"
                maxlength="4"
                data-testid=format!("seat-pin-{i}")
                placeholder=say(lang, W::PIN)
                aria-label=move || format!("{} {}", word(lang.get(), W::OPTIONAL_4_DIGIT_PIN_OF_PLAYER), i + 1)
                on:change=move |ev| { let v = event_target_value(&ev); pins.update(|p| if let Some(slot) = p.get_mut(i) { *slot = v; }); }
            />
            </Shown>
        </li>
    }
}
