//! Starting the game the wizard's choices describe: the rules with the options chosen, the
//! seed, the seats with their bots and PINs.

use leptos::prelude::*;

use super::settings::{Settings, offers_short_game};
use crate::engine::record::Seat;
use crate::engine::rules::{RuleSet, SetupMethod, WinCondition};
use crate::engine::setup::SetupError;
use crate::ui::store::GameStore;

/// Starts the game `chosen` describes on `base`, the chosen game's rules, with each seat's
/// `pins`; the settings are kept for the next game first.
pub(super) fn start_game(
    store: GameStore,
    chosen: &Settings,
    base: RuleSet,
    pins: &[String],
) -> Result<(), SetupError> {
    let rules = with_options(chosen, base);
    let seed = chosen
        .seed
        .trim()
        .parse::<u64>()
        .unwrap_or_else(|_| random_seed());
    let seats = seats(chosen, pins);
    chosen.remember();
    store.start(rules, seats, seed, chosen.defender_chooses)
}

/// The chosen game's rules with the table's options: auto-placing, the shorter capital game
/// and the expert options the rules allow.
fn with_options(chosen: &Settings, base: RuleSet) -> RuleSet {
    let mut rules = if chosen.auto_place {
        RuleSet {
            setup: SetupMethod::AutoPlace,
            ..base
        }
    } else {
        base
    };
    if chosen.short_game && offers_short_game(&rules, chosen.names.len()) {
        rules.win = WinCondition::Capitals { short: true };
    }
    let toggles = rules.playable_toggles(chosen.toggles);
    rules.with_toggles(toggles)
}

/// The seats: a name each (its number when left empty), its bot, its colour and its PIN when
/// four digits were typed.
fn seats(chosen: &Settings, pins: &[String]) -> Vec<Seat> {
    chosen
        .names
        .iter()
        .enumerate()
        .map(|(i, n)| Seat {
            name: if n.trim().is_empty() {
                format!("{}", i + 1)
            } else {
                n.trim().to_owned()
            },
            bot: chosen
                .bots
                .get(i)
                .copied()
                .flatten()
                .map(|l| l.name().to_owned()),
            colour: chosen.colours.get(i).copied(),
            pin: pins
                .get(i)
                .filter(|p| p.len() == 4 && p.chars().all(|c| c.is_ascii_digit()))
                .cloned(),
        })
        .collect()
}

/// A random seed from the browser.
fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        return js_sys_now();
    }
    u64::from_le_bytes(bytes)
}

/// A fallback seed: the page's clock.
fn js_sys_now() -> u64 {
    window()
        .performance()
        .map_or(0, |p| (p.now() * 1000.0) as u64)
}
