//! What the game screen's map marks beyond the position's public tokens: the selection, the
//! step's choices, the battle under way and what the camera keeps in view, as a pure
//! function of the position and the table's own choices (tested natively).

use leptos::prelude::*;

use crate::engine::board::TerritoryId;
use crate::engine::state::{GameState, Phase};
use crate::ui::board::MapMarks;
use crate::ui::settings::Settings;
use crate::ui::store::GameStore;

use super::hint::Hint;
use super::moment::Moment;
use super::steps::{highlights, last_attack};
use super::taps::Picked;

/// The table's choices and questions the marks read, beside the position itself.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct TableChoices {
    /// The territory chosen first (attacking, moving from).
    pub from: Option<TerritoryId>,
    /// The territory chosen second (attacked, moving to).
    pub to: Option<TerritoryId>,
    /// Whether `from` and `to` make an attack declared and not yet rolled.
    pub declared: bool,
    /// Whether a bot plays this step (nothing to choose, the camera is the player's).
    pub bot_turn: bool,
    /// The last battle of a bot's turn, drawn while it plays.
    pub bot_attack: Option<(TerritoryId, TerritoryId)>,
    /// Whether bots play without a delay (animations off, or "skip to my turn").
    pub rushing: bool,
    /// An attack waiting on its defender's answer (a defence potion, the dice): the battle
    /// the question is about, drawn and framed until it is answered (issue 50).
    pub asked: Option<(TerritoryId, TerritoryId)>,
    /// The hint's mark, when it is shown.
    pub hint: Option<(TerritoryId, Option<TerritoryId>)>,
    /// Colour-blind patterns.
    pub patterns: bool,
}

/// The marks of `state` with the table's `choices`.
pub(super) fn table_marks(state: &GameState, choices: &TableChoices) -> MapMarks {
    let c = choices;
    // Nothing to choose while a bot plays: skip the legal-actions query, which would
    // otherwise run after every bot action.
    // The battle asked about rings its attacked territory.
    let highlighted = match c.asked {
        Some((_, to)) => vec![to],
        None if c.bot_turn => Vec::new(),
        None => highlights(state, c.from, c.to),
    };
    let attack = if let Some(asked) = c.asked {
        Some(asked)
    } else if c.bot_turn {
        c.bot_attack
    } else if let Phase::Occupy { from, to, .. } = state.phase {
        Some((from, to))
    } else {
        c.from.zip(c.to).filter(|_| c.declared)
    };
    // The camera follows what the step is about: the battle a defender is asked about, a
    // conquest's ends, the attack or move chosen and its targets, else the step's choices.
    let focus = match (state.phase, c.from) {
        _ if c.asked.is_some() => c.asked.map(|(f, t)| vec![f, t]).unwrap_or_default(),
        _ if c.bot_turn => Vec::new(),
        (Phase::Occupy { from, to, .. }, _) => vec![from, to],
        (_, Some(chosen)) => std::iter::once(chosen)
            .chain(c.to)
            .chain(highlighted.iter().copied())
            .collect(),
        _ => highlighted.clone(),
    };
    let attacker = state.force(state.turn.current).colour;
    MapMarks {
        selected: c.asked.map(|(from, _)| from).or(c.from),
        highlighted,
        focus,
        attack: attack.map(|(f, t)| (f, t, attacker)),
        hint: c.hint.filter(|_| !c.bot_turn && c.asked.is_none()),
        names_still: c.bot_turn && c.rushing,
        ..MapMarks::of_state(state, c.patterns)
    }
}

/// The map's marks as the game, the table's choices and the questions asked change;
/// `rushing` says whether bots play without a delay.
pub(super) fn map_marks(
    store: GameStore,
    (moment, picked): (Moment, Picked),
    hint: RwSignal<Option<Hint>>,
    rushing: impl Fn() -> bool + Send + Sync + 'static,
) -> Signal<MapMarks> {
    let settings = expect_context::<RwSignal<Settings>>();
    let bot_turn = moment.bot_turn;
    Memo::new(move |_| {
        store.state.with(|state| {
            let Some(state) = state else {
                return MapMarks::default();
            };
            let choices = TableChoices {
                from: picked.from.get(),
                to: picked.to.get(),
                declared: picked.declared(store, moment.phase),
                bot_turn: bot_turn.get(),
                bot_attack: bot_turn
                    .get()
                    .then(|| store.events.with(|events| last_attack(events, state.phase)))
                    .flatten(),
                rushing: rushing(),
                asked: store
                    .guard_request
                    .get()
                    .or_else(|| store.dice_question.get().map(|(from, to, _)| (from, to))),
                hint: Hint::current(hint, store).and_then(|h| h.mark()),
                patterns: settings.get().patterns,
            };
            table_marks(state, &choices)
        })
    })
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::presets::preset;

    fn key(state: &GameState, key: &str) -> TerritoryId {
        state.board().find(key).expect("a territory of the board")
    }

    /// Issue 50: a defender asked about a bot's attack sees that battle, not the one before,
    /// and the camera frames both of its territories.
    #[test]
    fn a_defenders_question_draws_and_frames_its_own_battle() {
        let state = GameState::new(preset("roman-empire").unwrap(), 3, 5).unwrap();
        let (britannia, caledonia) = (key(&state, "britannia"), key(&state, "caledonia"));
        let (from, to) = (
            key(&state, "mauretania-occidentalis"),
            key(&state, "tarraconensis"),
        );
        let choices = TableChoices {
            bot_turn: true,
            bot_attack: Some((britannia, caledonia)),
            asked: Some((from, to)),
            ..TableChoices::default()
        };
        let marks = table_marks(&state, &choices);
        assert_eq!(marks.attack.map(|(f, t, _)| (f, t)), Some((from, to)));
        assert_eq!(marks.focus, vec![from, to]);
        assert_eq!((marks.selected, marks.highlighted), (Some(from), vec![to]));
        // Answered: the bot's last battle again, and the camera is the player's.
        let answered = table_marks(
            &state,
            &TableChoices {
                asked: None,
                ..choices
            },
        );
        assert_eq!(
            answered.attack.map(|(f, t, _)| (f, t)),
            Some((britannia, caledonia))
        );
        assert!(answered.focus.is_empty());
    }

    /// Bots playing without a delay keep the names where they are; played one step at a
    /// time, or by a person, an attack's names come to the front.
    #[test]
    fn names_keep_their_places_only_while_bots_rush() {
        let state = GameState::new(preset("parker-1993").unwrap(), 3, 5).unwrap();
        let attack = Some((key(&state, "alaska"), key(&state, "kamchatka")));
        let watched = TableChoices {
            bot_turn: true,
            bot_attack: attack,
            ..TableChoices::default()
        };
        assert!(!table_marks(&state, &watched).names_still);
        let rushing = TableChoices {
            rushing: true,
            ..watched.clone()
        };
        let marks = table_marks(&state, &rushing);
        assert!(marks.names_still);
        assert_eq!(
            marks.attack.map(|(f, t, _)| (f, t)),
            attack,
            "the arrow stays"
        );
        let person = TableChoices {
            bot_turn: false,
            ..rushing
        };
        assert!(!table_marks(&state, &person).names_still);
    }
}
