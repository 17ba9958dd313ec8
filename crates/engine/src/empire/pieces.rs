//! 003's pieces as data (RULINGS R8): the magic potions, the wares of the shop, the piles and
//! the turn's economy (`Empire`) and the dice bonus of a battle — below the state that holds
//! them; the rules that play them are the other files of `empire/`.

use serde::{Deserialize, Serialize};

use crate::board::TerritoryId;
use crate::mission_card::Mission;

/// One magic-potion card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Potion {
    /// Deployment: 3 more armies to place now.
    Levy,
    /// Deployment: 2 sesterces from the bank.
    Tribute,
    /// Deployment, at a price: lose 1 victory point, place 6 more armies.
    Mercenaries,
    /// Attack: +1 on the best attack die in every battle for the rest of the turn.
    Fury,
    /// Attack: take the sword and the shield off an opponent's territory.
    Sabotage,
    /// Defence, when attacked: +1 on the best defence die there for the rest of the turn.
    Palisade,
    /// Defence, when attacked: 2 more armies on the attacked territory.
    Rally,
    /// A spoiled brew: shown when drawn, it costs 1 victory point and goes under the pile.
    BadBrew,
}

/// When a potion may be played (003 "Cartes potion magique": one per turn, "à moins que
/// vous ne tiriez une carte de défense", which may be played in others' turns).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PotionMoment {
    /// While placing the turn's reinforcements.
    Reinforcing,
    /// In your own turn, before the manoeuvre.
    OwnTurn,
    /// When one of your territories is attacked, in another player's turn.
    Attacked,
    /// Never: it acts the moment it is drawn.
    WhenDrawn,
}

/// The 29 cards: (kind, copies).
pub const POTION_DECK: [(Potion, usize); 8] = [
    (Potion::Levy, 5),
    (Potion::Tribute, 4),
    (Potion::Mercenaries, 3),
    (Potion::Fury, 4),
    (Potion::Sabotage, 3),
    (Potion::Palisade, 4),
    (Potion::Rally, 3),
    (Potion::BadBrew, 3),
];

impl Potion {
    /// Every kind, in deck order.
    pub const ALL: [Potion; 8] = [
        Potion::Levy,
        Potion::Tribute,
        Potion::Mercenaries,
        Potion::Fury,
        Potion::Sabotage,
        Potion::Palisade,
        Potion::Rally,
        Potion::BadBrew,
    ];

    /// When the card may be played.
    pub fn moment(self) -> PotionMoment {
        match self {
            Potion::Levy | Potion::Mercenaries => PotionMoment::Reinforcing,
            Potion::Tribute | Potion::Fury | Potion::Sabotage => PotionMoment::OwnTurn,
            Potion::Palisade | Potion::Rally => PotionMoment::Attacked,
            Potion::BadBrew => PotionMoment::WhenDrawn,
        }
    }

    /// Whether the card names a territory when played (Sabotage's target).
    pub fn takes_territory(self) -> bool {
        self == Potion::Sabotage
    }

    /// The whole shuffled-to-be deck of 29.
    pub fn deck() -> Vec<Potion> {
        POTION_DECK
            .iter()
            .flat_map(|&(kind, copies)| std::iter::repeat_n(kind, copies))
            .collect()
    }
}

/// What the shop sells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ware {
    /// +1 on the best attack die from this territory; follows a conquest.
    Sword,
    /// +1 on the best defence die of this territory; lost with it.
    Shield,
}

/// What 003 adds to a game in progress: its three piles and the turn's bookkeeping.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Empire {
    /// The magic-potion pile; the last card is on top, played cards go under (003 "Cartes
    /// potion magique": "replacez-la sous la pile").
    pub potion_pile: Vec<Potion>,
    /// The secret-mission pile; the last card is on top, swapped and completed ones go under.
    pub mission_pile: Vec<Mission>,
    /// The purse markers still in the bank, 1 or 2 sesterces each; the last is drawn next.
    pub purse_pile: Vec<u8>,
    /// Whether sesterces were cashed for armies this turn (once per reinforcement).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cashed: bool,
    /// Whether the turn's one potion (other than a defence card) was played.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub potion_played: bool,
    /// Whether the first invasion of the turn was launched (the shop closes then).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub invaded: bool,
    /// Whether the Fury potion adds 1 to the best attack die for the rest of the turn.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fury: bool,
    /// Territories whose holder played a defence potion this turn (one each).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub guarded: Vec<TerritoryId>,
    /// Territories behind a Palisade this turn (+1 on the best defence die).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub palisades: Vec<TerritoryId>,
    /// The Gauls' first target this turn, attacked with +1 on the best die.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_target: Option<TerritoryId>,
    /// The Romans' first territory attacked this turn, defended with +1 on the best die.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub testudo: Option<TerritoryId>,
    /// Whether the Vikings' plunder of the turn was taken.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub plundered: bool,
}

/// The public facts of 003's turn, for bots and the interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EmpireTurn {
    /// Sesterces were cashed this turn.
    pub cashed: bool,
    /// The turn's potion was played.
    pub potion_played: bool,
    /// The first invasion was launched (the shop is closed).
    pub invaded: bool,
    /// Fury is in force.
    pub fury: bool,
}

impl Empire {
    /// The turn's public facts.
    pub fn turn_facts(&self) -> EmpireTurn {
        EmpireTurn {
            cashed: self.cashed,
            potion_played: self.potion_played,
            invaded: self.invaded,
            fury: self.fury,
        }
    }

    /// Clears the turn's bookkeeping at the start of a turn (the piles stay).
    pub(crate) fn new_turn(&mut self) {
        *self = Empire {
            potion_pile: std::mem::take(&mut self.potion_pile),
            mission_pile: std::mem::take(&mut self.mission_pile),
            purse_pile: std::mem::take(&mut self.purse_pile),
            ..Empire::default()
        };
    }
}

/// The extra armies on the best dice of one battle, from swords, shields, potions and
/// leaders (003 "Épée", "Bouclier").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceBonus {
    /// Added to the best attack die.
    pub attack: u8,
    /// Added to the best defence die.
    pub defend: u8,
}

impl DiceBonus {
    /// Whether neither side gets a bonus.
    pub fn is_none(&self) -> bool {
        self.attack == 0 && self.defend == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_holds_29_cards_of_eight_kinds() {
        assert_eq!(Potion::deck().len(), 29);
        assert_eq!(POTION_DECK.len(), 8);
        assert_eq!(Potion::ALL.len(), 8);
    }

    #[test]
    fn a_new_turn_keeps_the_piles_and_clears_the_rest() {
        let mut empire = Empire {
            potion_pile: vec![Potion::Levy],
            purse_pile: vec![1, 2],
            fury: true,
            cashed: true,
            guarded: vec![TerritoryId(3)],
            ..Empire::default()
        };
        empire.new_turn();
        assert_eq!(empire.potion_pile, vec![Potion::Levy]);
        assert_eq!(empire.purse_pile, vec![1, 2]);
        assert!(!empire.fury && !empire.cashed && empire.guarded.is_empty());
    }
}
