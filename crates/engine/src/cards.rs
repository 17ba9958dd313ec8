//! Territory cards: identities, sets, and what a set is worth (RULINGS R4).

use serde::{Deserialize, Serialize};

use super::board::{Board, CardDesign, TerritoryId};

/// One card of the deck: a territory card or a joker ("wild" in 001).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Card {
    /// The card of a territory, showing its design.
    Territory(TerritoryId),
    /// A joker, numbered to tell the two apart.
    Joker(u8),
}

impl Card {
    /// The design shown, or `None` for a joker.
    pub fn design(self, board: &Board) -> Option<CardDesign> {
        match self {
            Card::Territory(id) => board.territory(id).card,
            Card::Joker(_) => None,
        }
    }

    /// The territory pictured, if any.
    pub fn territory(self) -> Option<TerritoryId> {
        match self {
            Card::Territory(id) => Some(id),
            Card::Joker(_) => None,
        }
    }
}

/// The whole deck of a board: one card per territory with a design, plus its jokers.
pub fn full_deck(board: &Board) -> Vec<Card> {
    board
        .ids()
        .filter(|&id| board.territory(id).card.is_some())
        .map(Card::Territory)
        .chain((0..board.jokers).map(|j| Card::Joker(j as u8)))
        .collect()
}

/// What a traded set is worth (RULINGS R4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetValues {
    /// Counted over all players: the listed values, then `then_add` more each time (001).
    Escalating {
        /// Values of the first sets traded in the game.
        values: Vec<u32>,
        /// Increase for each set after the listed ones.
        then_add: u32,
    },
    /// The golden cavalier's track (000): it moves one step per trade and stays on the last
    /// value once there ((house) R4).
    Track {
        /// The values printed on the track.
        values: Vec<u32>,
    },
    /// Fixed by the set's designs (000 missions and teams, 004).
    ByDesign {
        /// Three infantry.
        infantry: u32,
        /// Three cavalry.
        cavalry: u32,
        /// Three artillery.
        artillery: u32,
        /// One of each design.
        mixed: u32,
        /// A joker with two identical cards (002 only); `None` values it as its design.
        joker_with_pair: Option<u32>,
    },
    /// 001 expert option: 4, 5, 6, ... (+1 each).
    PlusOne {
        /// Value of the first set.
        first: u32,
    },
    /// Cards are not traded for armies (003: territory cards serve only at setup, R2).
    NoTrading,
}

/// The kind of a valid set, which decides its value under [`SetValues::ByDesign`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetKind {
    /// Three of one design (jokers standing in).
    Same(CardDesign),
    /// One of each design (jokers standing in).
    Mixed,
    /// A joker with two identical cards (valued apart only in 002).
    JokerWithPair(CardDesign),
}

/// Classifies three cards as a set, or `None` when they do not form one (001 "Risk cards":
/// three of a design, one of each, or any two plus a wild card).
pub fn classify(cards: [Card; 3], board: &Board) -> Option<SetKind> {
    let designs: Vec<CardDesign> = cards.iter().filter_map(|c| c.design(board)).collect();
    let jokers = 3 - designs.len();
    match (jokers, designs.as_slice()) {
        (0, [a, b, c]) if a == b && b == c => Some(SetKind::Same(*a)),
        (0, [a, b, c]) if a != b && b != c && a != c => Some(SetKind::Mixed),
        (0, _) => None,
        (1, [a, b]) if a == b => Some(SetKind::JokerWithPair(*a)),
        (1, _) => Some(SetKind::Mixed),
        (_, [a]) => Some(SetKind::Same(*a)),
        _ => Some(SetKind::Mixed),
    }
}

/// The armies a set of `kind` is worth when it is the `index`-th set traded in the game.
pub fn set_value(values: &SetValues, kind: SetKind, index: usize) -> u32 {
    match values {
        SetValues::Escalating { values, then_add } => match values.get(index) {
            Some(&v) => v,
            None => {
                let last = values.last().copied().unwrap_or(0);
                let beyond = (index + 1 - values.len()) as u32;
                last.saturating_add(then_add.saturating_mul(beyond))
            }
        },
        SetValues::Track { values } => values.get(index).or(values.last()).copied().unwrap_or(0),
        SetValues::PlusOne { first } => first.saturating_add(index as u32),
        SetValues::ByDesign {
            infantry,
            cavalry,
            artillery,
            mixed,
            joker_with_pair,
        } => {
            let by_design = |design| match design {
                CardDesign::Infantry => *infantry,
                CardDesign::Cavalry => *cavalry,
                CardDesign::Artillery => *artillery,
            };
            match kind {
                SetKind::Same(design) => by_design(design),
                SetKind::Mixed => *mixed,
                // 002: a joker with two identical cards is worth 12 (R4); elsewhere it
                // completes three of that design.
                SetKind::JokerWithPair(design) => joker_with_pair.unwrap_or(by_design(design)),
            }
        }
        SetValues::NoTrading => 0,
    }
}

/// Whether some three of `hand` form a set.
pub fn has_set(hand: &[Card], board: &Board) -> bool {
    find_set(hand, board).is_some()
}

/// The first set found in `hand`, in hand order.
pub fn find_set(hand: &[Card], board: &Board) -> Option<[Card; 3]> {
    let n = hand.len();
    for i in 0..n {
        for j in i + 1..n {
            for k in j + 1..n {
                let set = [hand[i], hand[j], hand[k]];
                if classify(set, board).is_some() {
                    return Some(set);
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(key: &str) -> Card {
        Card::Territory(Board::world().find(key).unwrap())
    }

    #[test]
    fn sets_are_three_alike_one_of_each_or_two_with_a_joker() {
        // 001 "Risk cards": the three combinations.
        let board = Board::world();
        // Alaska, Alberta, Western US: infantry (RULINGS R2).
        let infantry = [card("alaska"), card("alberta"), card("western-us")];
        assert_eq!(
            classify(infantry, board),
            Some(SetKind::Same(CardDesign::Infantry))
        );
        // Alaska (infantry), Greenland (cavalry), Quebec (artillery).
        let mixed = [card("alaska"), card("greenland"), card("quebec")];
        assert_eq!(classify(mixed, board), Some(SetKind::Mixed));
        let two_and_joker = [card("alaska"), card("greenland"), Card::Joker(0)];
        assert_eq!(classify(two_and_joker, board), Some(SetKind::Mixed));
        let pair_and_joker = [card("alaska"), card("alberta"), Card::Joker(1)];
        assert_eq!(
            classify(pair_and_joker, board),
            Some(SetKind::JokerWithPair(CardDesign::Infantry))
        );
        let not_a_set = [card("alaska"), card("alberta"), card("greenland")];
        assert_eq!(classify(not_a_set, board), None);
    }

    #[test]
    fn five_cards_always_hold_a_set() {
        // Why 001's forced trade at five cards can always be made.
        let board = Board::world();
        let deck = full_deck(board);
        assert_eq!(deck.len(), 44);
        for start in 0..deck.len() - 5 {
            assert!(has_set(&deck[start..start + 5], board));
        }
        let two_pairs = [
            card("alaska"),
            card("alberta"),
            card("greenland"),
            card("ontario"),
        ];
        assert!(!has_set(&two_pairs, board));
    }

    #[test]
    fn by_design_values_follow_the_004_and_002_tables() {
        // RULINGS R4: 004's table; 002's joker with a pair is 12.
        let napoleon = SetValues::ByDesign {
            infantry: 4,
            cavalry: 6,
            artillery: 8,
            mixed: 10,
            joker_with_pair: None,
        };
        let pair = SetKind::JokerWithPair(CardDesign::Cavalry);
        assert_eq!(set_value(&napoleon, pair, 0), 6);
        assert_eq!(set_value(&napoleon, SetKind::Mixed, 9), 10);
        let miro = SetValues::ByDesign {
            infantry: 6,
            cavalry: 8,
            artillery: 4,
            mixed: 10,
            joker_with_pair: Some(12),
        };
        assert_eq!(set_value(&miro, pair, 0), 12);
        assert_eq!(set_value(&miro, SetKind::Same(CardDesign::Artillery), 0), 4);
    }
}
