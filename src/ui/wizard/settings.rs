//! The wizard's choices as kept between games (`Settings`), their defaults, and how they are
//! kept within the chosen game's range.

use leptos::prelude::*;
use serde::{Deserialize, Serialize};

use super::board::{chosen_rules, fits};
use crate::engine::bot::Level;
use crate::engine::rules::{ExpertToggles, RuleSet, WinCondition};
use crate::engine::state::Colour;
use crate::ui::storage;

/// The storage key of the last wizard settings.
const SETTINGS_KEY: &str = "lamorisse.wizard";

/// The wizard's choices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// The preset id.
    pub preset: String,
    /// Seat names, one per player.
    pub names: Vec<String>,
    /// Deal and auto-place instead of the book's setup.
    pub auto_place: bool,
    /// A fixed seed, or empty for a random one.
    pub seed: String,
    /// Defenders choose their dice after a hand-off (RULINGS R5).
    #[serde(default)]
    pub defender_chooses: bool,
    /// Each seat's colour, in seating order (all six, so a seat added later has one).
    #[serde(default = "all_colours")]
    pub colours: Vec<Colour>,
    /// Who plays each seat: a human (`None`) or a bot of a level (all six seats).
    #[serde(default = "all_human")]
    pub bots: Vec<Option<Level>>,
    /// The shorter capital game (001 Capital Risk: 4 players any 2 headquarters, 5-6 any 3).
    #[serde(default)]
    pub short_game: bool,
    /// The expert options chosen (001 "Rules variations for RISK experts").
    #[serde(default)]
    pub toggles: ExpertToggles,
    /// The people join on their own phones: each one's invitation opens after Start
    /// (issue 38).
    #[serde(default)]
    pub phones: bool,
    /// A board imported on this device to play on, or `None` for the rules' own (issue 40).
    #[serde(default)]
    pub board: Option<String>,
}

/// Six human seats.
fn all_human() -> Vec<Option<Level>> {
    vec![None; 6]
}

/// The six colours in their usual order.
fn all_colours() -> Vec<Colour> {
    Colour::ALL.to_vec()
}

/// The name a seat starts with, until the players type theirs.
pub(super) fn default_name(seat: usize) -> String {
    const NAMES: [&str; 6] = ["Ada", "Bruno", "Chloé", "David", "Elsa", "Farid"];
    NAMES
        .get(seat)
        .map_or_else(|| format!("{}", seat + 1), |n| (*n).to_owned())
}

/// Each seat's optional PIN, kept for this game only (never stored with the settings).
pub(super) type Pins = RwSignal<Vec<String>>;

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            preset: "conquete-2010".into(),
            names: (0..3).map(default_name).collect(),
            auto_place: false,
            seed: String::new(),
            defender_chooses: false,
            colours: all_colours(),
            bots: all_human(),
            short_game: false,
            toggles: ExpertToggles::default(),
            phones: false,
            board: None,
        }
    }
}

impl Settings {
    /// The settings of the last game started on this device, kept within their game's range
    /// (the defaults when none were kept or they cannot be read).
    pub(super) fn remembered() -> Self {
        let mut saved: Settings = storage::read(SETTINGS_KEY)
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default();
        fit_seats(&mut saved);
        if saved.colours.len() != 6 || Colour::ALL.iter().any(|c| !saved.colours.contains(c)) {
            saved.colours = all_colours();
        }
        saved.bots.resize(6, None);
        saved
    }

    /// Keeps these settings for the next game.
    pub(super) fn remember(&self) {
        let _ = storage::write(
            SETTINGS_KEY,
            &serde_json::to_string(self).unwrap_or_default(),
        );
    }
}

/// Whether the shorter capital game changes anything for this table (4 players or more).
pub(super) fn offers_short_game(rules: &RuleSet, players: usize) -> bool {
    matches!(rules.win, WinCondition::Capitals { .. }) && players >= 4
}

/// Keeps the number of seats within the chosen preset's range (on the chosen board); a preset
/// that does not fit the chosen imported board plays on its own.
pub(super) fn fit_seats(settings: &mut Settings) {
    if !fits(&settings.preset, settings.board.as_deref()) {
        settings.board = None;
    }
    let Some(rules) = chosen_rules(&settings.preset, settings.board.as_deref()) else {
        return;
    };
    while settings.names.len() < usize::from(rules.min_players) {
        settings.names.push(default_name(settings.names.len()));
    }
    settings.names.truncate(usize::from(rules.max_players));
}
