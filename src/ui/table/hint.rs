//! "What would the bot do?" (issue 27): for a human player who switched it on in the settings,
//! the Expert bot's next step on a short budget (issue 51), shown on the map and in words
//! without being played. The bot
//! decides through the player's own view, as every bot does, so the hint knows nothing the
//! player does not.

use leptos::prelude::*;

use crate::ui::shown::Shown;

use super::reads::{seat_named, with_state};
use crate::engine::action::Action;
use crate::engine::board::TerritoryId;
use crate::engine::i18n::Lang;
use crate::engine::text::message::{Arg, Message};
use crate::ui::phrases::say;
use crate::ui::store::GameStore;
use crate::ui::words::W;
use crate::ui::words::catalogs::speak;
use lamorisse_bots::{Answer, Request};

/// The bot's suggestion, and the moment it is for (the record's length).
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// Actions in the record when it was asked.
    pub step: usize,
    /// What the Expert bot would play.
    pub action: Action,
}

impl Hint {
    /// The suggestion in `hint` while it is still for the game's present moment (it lasts
    /// until the next action).
    pub fn current(hint: RwSignal<Option<Hint>>, store: GameStore) -> Option<Hint> {
        hint.get().filter(|h| h.step == played(store))
    }

    /// The territory it concerns, and where armies would go from it, for the map.
    pub fn mark(&self) -> Option<(TerritoryId, Option<TerritoryId>)> {
        match self.action {
            Action::Claim { territory }
            | Action::PlaceStartingArmy { territory }
            | Action::ChooseHeadquarters { territory }
            | Action::Place { territory, .. } => Some((territory, None)),
            Action::Attack { from, to, .. } | Action::Fortify { from, to, .. } => {
                Some((from, Some(to)))
            }
            _ => None,
        }
    }
}

/// Actions in the game's record so far: the moment a suggestion is for.
fn played(store: GameStore) -> usize {
    store
        .record
        .with(|r| r.as_ref().map_or(0, |r| r.actions.len()))
}

/// The suggestion as a message of the catalogs (issue 52): a whole sentence an action.
fn sentence_message(action: &Action) -> Message {
    let place = |t: &TerritoryId| Arg::Place(*t);
    let count = |n: &u32| Arg::Count(*n);
    match action {
        Action::Claim { territory } => {
            Message::new("ui-hint-claim", vec![("territory", place(territory))])
        }
        Action::PlaceStartingArmy { territory } => Message::new(
            "ui-hint-starting-army",
            vec![("territory", place(territory))],
        ),
        Action::ChooseHeadquarters { territory } => Message::new(
            "ui-hint-headquarters",
            vec![("territory", place(territory))],
        ),
        Action::Place { territory, armies } => Message::new(
            "ui-hint-place",
            vec![("armies", count(armies)), ("territory", place(territory))],
        ),
        Action::Attack { from, to, dice, .. } => Message::new(
            "ui-hint-attack",
            vec![
                ("to", place(to)),
                ("from", place(from)),
                ("dice", Arg::Count(u32::from(*dice))),
            ],
        ),
        Action::Fortify { from, to, armies } => Message::new(
            "ui-hint-fortify",
            vec![
                ("armies", count(armies)),
                ("from", place(from)),
                ("to", place(to)),
            ],
        ),
        Action::Occupy { armies } => {
            Message::new("ui-hint-occupy", vec![("armies", count(armies))])
        }
        Action::TradeCards { .. } => Message::word("ui-hint-trade"),
        Action::EndAttack => Message::word("ui-hint-end-attack"),
        Action::EndTurn => Message::word("ui-hint-end-turn"),
        _ => Message::word("ui-hint-other"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::said_check::{records, said};

    /// Every action of the recorded games, as a suggestion, is said in every language (until
    /// the page read the catalogs, this test compared each with the Rust it replaced).
    #[test]
    fn every_suggestion_is_said_in_every_language() {
        for record in records() {
            record
                .replay_with(|s, action, _| {
                    for lang in Lang::ALL {
                        let words = said(lang, &sentence_message(action), &record, s);
                        assert!(words.ends_with('.'), "{action:?}: {words}");
                    }
                })
                .expect("a record that replays");
        }
    }
}

/// The button, and the suggestion once asked for.
#[component]
pub fn HintButton(lang: Signal<Lang>, hint: RwSignal<Option<Hint>>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let current = move || Hint::current(hint, store);
    // The bots think off the page (src/ui/bots.rs): the suggestion comes a moment later, for
    // the step it was asked at.
    let ask = move |_| {
        let Some(state) = store.state.get_untracked() else {
            return;
        };
        let step = played(store);
        let request = Request::Hint {
            state: Box::new(state),
        };
        crate::ui::bots::ask(&request, move |answer| {
            if let Answer::Action(Some(action)) = answer {
                hint.set(Some(Hint { step, action }));
            }
        });
    };
    let words = move || {
        let h = current()?;
        let named = |seat: u8| seat_named(store, seat);
        with_state(store, |s| {
            speak(lang.get(), &sentence_message(&h.action), s.board(), &named)
        })
    };
    view! {
        <button data-testid="hint" on:click=ask>{say(lang, W::WHAT_WOULD_THE_BOT_DO)}</button>
        <Shown when=move || current().is_some()>
            <p class="notice hint-note" role="status" data-testid="hint-text">{words}</p>
        </Shown>
    }
}
