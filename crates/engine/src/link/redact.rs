//! A seat's view for its phone: the game as a record starting from the position that seat
//! may see. Whatever the seat may not see is replaced by what it could work out anyway, so a
//! view depends only on what the seat is allowed to know (docs/multi-device.md "The seat's
//! view"): the hidden cards (others' hands and the draw pile, a set the seat can work out
//! from the face-up cards) are dealt back in a fixed order; others' unclaimed missions and
//! potions, the piles of 003 and the generator are replaced by fixed stand-ins.

use crate::cards::Card;
use crate::empire::Potion;
use crate::missions::Mission;
use crate::record::{Position, Record, Seat, Start};
use crate::rng::Rng;
use crate::state::{ForceId, GameState, Phase};

/// The record a phone playing `seat` receives: the host's players (without PINs) and rules,
/// starting from the seat's position, with no actions. A finished game hides nothing but the
/// generator.
pub fn seat_view(record: &Record, state: &GameState, seat: ForceId) -> Record {
    with_position(record, seat_position(state, seat, &[]))
}

/// The position `seat` may see (see the module's text); the cards in `keep`, which the seat
/// will see anyway by the end of what it is sent, stay where they are.
pub fn seat_position(state: &GameState, seat: ForceId, keep: &[Card]) -> Position {
    let mut position = Position::from(state);
    if !matches!(state.phase, Phase::Finished { .. }) {
        hide_cards(&mut position, state, seat, keep);
        hide_missions_and_potions(&mut position, seat);
    }
    position.rng = Rng::new(0);
    position
}

/// A record of the host's game starting from `position`, with no actions and no PIN.
pub fn with_position(record: &Record, position: Position) -> Record {
    Record {
        format: record.format.clone(),
        version: record.version,
        preset: record.preset.clone(),
        board: record.board.clone(),
        players: record.players.iter().map(without_pin).collect(),
        start: Start::Position(Box::new(position)),
        setup: record.setup,
        defender_chooses: record.defender_chooses,
        short_game: record.short_game,
        toggles: record.toggles,
        carried: record.carried.clone(),
        actions: Vec::new(),
        result: record.result.clone(),
    }
}

/// The stand-in for a mission the seat may not read: one nobody can meet (more territories
/// than any board has), so a phone's position never ends a game the host's goes on with.
fn hidden_mission() -> Mission {
    Mission::Territories {
        count: u32::from(u16::MAX),
        min_armies: u32::MAX,
    }
}

/// The stand-in for a potion card the seat may not read (003).
const HIDDEN_POTION: Potion = Potion::Levy;

/// A seat without its PIN: exports and views never carry one.
fn without_pin(seat: &Seat) -> Seat {
    Seat {
        pin: None,
        ..seat.clone()
    }
}

/// Others' hands and the draw pile, dealt back in the cards' own order (each hand keeps its
/// size); a secret headquarters (004 variante c, or 001's before the reveal) is forgotten, its
/// card, set aside once chosen, going back among the hidden ones.
fn hide_cards(position: &mut Position, state: &GameState, seat: ForceId, keep: &[Card]) {
    let mut hidden = std::mem::take(&mut position.draw_pile);
    let set_aside = !matches!(
        position.phase,
        Phase::Claim | Phase::PlaceStartingArmies | Phase::ChooseHeadquarters
    );
    let mut hands = Vec::with_capacity(position.forces.len());
    for (index, force) in position.forces.iter_mut().enumerate() {
        let id = ForceId(index as u8);
        if id == seat {
            hands.push(None);
            continue;
        }
        hands.push(Some(std::mem::take(&mut force.hand)));
        if !state.headquarters_public(id)
            && let Some(headquarters) = force.headquarters.take()
            && set_aside
        {
            hidden.push(Card::Territory(headquarters));
        }
    }
    // The cards not kept, in their own order, take the places of the cards not kept.
    let mut loose: Vec<Card> = hands
        .iter()
        .flatten()
        .flatten()
        .chain(&hidden)
        .filter(|c| !keep.contains(c))
        .copied()
        .collect();
    loose.sort_unstable();
    let mut loose = loose.into_iter();
    let mut deal = |cards: Vec<Card>| -> Vec<Card> {
        cards
            .into_iter()
            .map(|c| {
                if keep.contains(&c) {
                    c
                } else {
                    loose.next().unwrap_or(c)
                }
            })
            .collect()
    };
    let hands: Vec<Option<Vec<Card>>> = hands.into_iter().map(|h| h.map(&mut deal)).collect();
    for (force, hand) in position.forces.iter_mut().zip(hands) {
        if let Some(hand) = hand {
            force.hand = hand;
        }
    }
    position.draw_pile = deal(hidden);
}

/// Others' missions not yet claimed or scored, and their potions, become stand-ins of the
/// same number; the 003 piles (missions, potions, purses) keep only their sizes.
fn hide_missions_and_potions(position: &mut Position, seat: ForceId) {
    for (index, force) in position.forces.iter_mut().enumerate() {
        if ForceId(index as u8) == seat {
            continue;
        }
        for (number, mission) in force.missions.iter_mut().enumerate() {
            if !force.claimed.contains(&(number as u8)) {
                *mission = hidden_mission();
            }
        }
        force.potions.fill(HIDDEN_POTION);
    }
    if let Some(empire) = position.empire.as_mut() {
        empire.potion_pile.fill(HIDDEN_POTION);
        empire.mission_pile.fill_with(hidden_mission);
        empire.purse_pile.fill(1);
    }
}
