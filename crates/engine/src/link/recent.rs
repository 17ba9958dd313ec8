//! What happened since a phone's last view, as a record the phone replays to tell it (its log,
//! the dice of the last battle), with nothing in it the seat may not know: it starts from the
//! seat's position before those actions, where the cards it sees by the end stay where they
//! were, and another seat's drawn card, a card given face down or a secret headquarters chosen
//! are replaced by stand-ins the phone's position holds.

use super::redact::{seat_position, with_position};
use crate::action::{Action, Event};
use crate::cards::Card;
use crate::game::Outcome;
use crate::record::{Record, Step};
use crate::state::{ForceId, GameState};

/// The record of `steps`, played from `before`, as `seat` may replay them; it stops early at
/// a step its position cannot replay (a stand-in that would not fit), which the phone's log
/// then leaves out.
pub fn recent(record: &Record, before: &GameState, steps: &[Step], seat: ForceId) -> Record {
    let mut real = before.clone();
    let mut keep: Vec<Card> = Vec::new();
    let mut happened = Vec::with_capacity(steps.len());
    for step in steps {
        let Ok(events) = real.apply_recorded(&step.action, &step.outcome) else {
            break;
        };
        keep.extend(events.iter().flat_map(|e| shown_cards(e, seat)));
        happened.push(events);
    }
    // Cards the seat sees by the end: its hand (a set taken at an elimination, a teammate's
    // hand passed on), the discards and a card set aside.
    keep.extend(&real.forces[usize::from(seat.0)].hand);
    keep.extend(&real.discards);
    keep.extend(real.turn.card_aside);
    let mut shown = with_position(record, seat_position(before, seat, &keep));
    let Ok(mut replayed) = shown.initial_state() else {
        return shown;
    };
    for (step, events) in steps.iter().zip(&happened) {
        let (action, outcome) = stand_ins(&replayed, step, events, seat, &keep);
        if replayed.apply_recorded(&action, &outcome).is_err() {
            break;
        }
        shown.actions.push(Step { action, outcome });
    }
    shown
}

/// The cards an event shows `seat`: a traded set, a card set aside for a re-roll, its own
/// drawn card.
fn shown_cards(event: &Event, seat: ForceId) -> Vec<Card> {
    match event {
        Event::CardsTraded { cards, .. } => cards.to_vec(),
        Event::Rerolled { card, .. } => vec![*card],
        Event::CardDrawn { force, card } if *force == seat => vec![*card],
        _ => Vec::new(),
    }
}

/// `step` as `seat`'s position can replay it: another seat's drawn card becomes a card of the
/// pile the seat does not see (of the discards when they are about to be reshuffled), a
/// card given face down a card of the giver's hidden hand, a secret headquarters the
/// chooser's first territory.
fn stand_ins(
    replayed: &GameState,
    step: &Step,
    events: &[Event],
    seat: ForceId,
    keep: &[Card],
) -> (Action, Outcome) {
    let mut action = step.action.clone();
    let mut outcome = step.outcome.clone();
    let unseen = |cards: &[Card]| cards.iter().rev().find(|c| !keep.contains(c)).copied();
    let drawn_by_another = events.iter().any(
        |e| matches!(e, Event::CardDrawn { force, card } if *force != seat && !keep.contains(card)),
    );
    if drawn_by_another {
        let pile = if replayed.draw_pile.is_empty() {
            &replayed.discards
        } else {
            &replayed.draw_pile
        };
        outcome.card = unseen(pile).or(outcome.card);
    }
    let actor = replayed.deciding_seat();
    if actor != seat {
        match &mut action {
            Action::Influence { card, .. } if !keep.contains(card) => {
                if let Some(hidden) = unseen(&replayed.force(actor).hand) {
                    *card = hidden;
                }
            }
            Action::ChooseHeadquarters { territory }
                if !events
                    .iter()
                    .any(|e| matches!(e, Event::HeadquartersRevealed { .. })) =>
            {
                if let Some(first) = replayed.territories_of(actor).next() {
                    *territory = first;
                }
            }
            _ => {}
        }
    }
    (action, outcome)
}
