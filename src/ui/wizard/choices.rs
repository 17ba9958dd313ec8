//! The wizard's choices as the form reads them: the settings, and what each part follows
//! apart from the rest.

use leptos::prelude::*;

use super::board;
use super::settings::Settings;
use crate::engine::i18n::Lang;
use crate::engine::presets::preset;
use crate::engine::rules::RuleSet;
use crate::engine::state::Colour;

/// The wizard's choices and what is read from them apart (each part of the form follows
/// only what it shows).
#[derive(Clone, Copy)]
pub(super) struct Choices {
    /// The wizard's language.
    pub(super) lang: Signal<Lang>,
    /// Every choice, kept between games.
    pub(super) settings: RwSignal<Settings>,
    /// The game chosen.
    pub(super) chosen_preset: Memo<String>,
    /// The imported board chosen, if any.
    pub(super) chosen_board: Memo<Option<String>>,
    /// The number of seats.
    pub(super) seat_count: Memo<usize>,
    /// The game a board choice had to change, the game it became and the board, said once.
    pub(super) rules_note: RwSignal<Option<(String, String, String)>>,
}

impl Choices {
    /// The choices of `settings`, read apart: a change of one option (the seed, a name)
    /// works out and draws again only what follows from it, not the seats, the games' list
    /// and the rules (each option's change was one long task on a slow tablet).
    pub(super) fn new(lang: Signal<Lang>, settings: RwSignal<Settings>) -> Self {
        Self {
            lang,
            settings,
            chosen_preset: Memo::new(move |_| settings.with(|s| s.preset.clone())),
            chosen_board: Memo::new(move |_| settings.with(|s| s.board.clone())),
            seat_count: Memo::new(move |_| settings.with(|s| s.names.len())),
            rules_note: RwSignal::new(None),
        }
    }

    /// The chosen game's rules on the chosen board.
    pub(super) fn rules(self) -> RuleSet {
        let board = self.chosen_board.get();
        self.chosen_preset
            .with(|id| board::chosen_rules(id, board.as_deref()))
            .unwrap_or_else(|| preset("conquete-2010").expect("built in"))
    }

    /// Seat `i`'s colour.
    pub(super) fn seat_colour(self, i: usize) -> Colour {
        self.settings
            .with(|s| s.colours.get(i).copied().unwrap_or(Colour::Red))
    }
}
