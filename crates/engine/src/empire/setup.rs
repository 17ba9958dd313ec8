//! Setting up 003's pieces: a leader each, the potion, mission and purse piles, two missions
//! each and the starting bonuses by seat (003 "Mise en place" 3, 5, 6, 9, 10).

use super::super::state::{ForceId, GameState, Leader};
use super::missions::roman_empire_deck;
use super::pieces::{Empire, Potion};

/// Purse markers of 1 sesterce in the bag ((house) R8: 2 in 3 hold 1).
const ONE_SESTERCE_PURSES: usize = 50;
/// Purse markers of 2 sesterces in the bag.
const TWO_SESTERCE_PURSES: usize = 25;
/// Missions dealt to each player (003 "Mise en place" 9).
const MISSIONS_DEALT: usize = 2;

/// The 75 purse markers of the box, unshuffled (003 "Contenu du jeu").
pub(super) fn purse_bag() -> Vec<u8> {
    let mut bag = vec![1; ONE_SESTERCE_PURSES];
    bag.extend(std::iter::repeat_n(2, TWO_SESTERCE_PURSES));
    bag
}

/// The starting bonus of the player `seat` places after the first, as (sesterces, potion
/// cards) (003 "Mise en place" 10 "Prime de départ": with 2 players the second gets 1
/// sesterce; with 3 to 5 the third 1 sesterce, the fourth and fifth 2 sesterces and a
/// potion card).
pub fn starting_bonus(players: usize, seat: usize) -> (u32, usize) {
    match (players, seat) {
        (2, 1) => (1, 0),
        (3.., 2) => (1, 0),
        (4.., 3..) => (2, 1),
        _ => (0, 0),
    }
}

impl GameState {
    /// Deals 003's leaders, piles, missions and starting bonuses, in games that play them (the
    /// Conquest has neither leaders nor starting bonus, RULINGS R8).
    pub(crate) fn set_up_empire(&mut self) {
        let Some(economy) = self.rules.empire.clone() else {
            return;
        };
        let players: Vec<ForceId> = self.players().collect();
        // 003 "Mise en place" 3: each player draws a leader card.
        if economy.leaders {
            let mut leaders = Leader::ALL.to_vec();
            self.rng.shuffle(&mut leaders);
            for (&player, leader) in players.iter().zip(leaders) {
                self.forces[usize::from(player.0)].leader = Some(leader);
            }
        }
        let mut potions = Potion::deck();
        self.rng.shuffle(&mut potions);
        let mut purses = purse_bag();
        self.rng.shuffle(&mut purses);
        let mut missions = if self.rules.missions.is_some() {
            roman_empire_deck()
        } else {
            Vec::new()
        };
        self.rng.shuffle(&mut missions);
        for &player in &players {
            let take = MISSIONS_DEALT.min(missions.len());
            let dealt = missions.split_off(missions.len() - take);
            self.forces[usize::from(player.0)].missions = dealt;
        }
        let first = players
            .iter()
            .position(|&p| p == self.turn.first)
            .unwrap_or(0);
        // 003 "Mise en place" 10: the starting bonus by seat.
        if economy.starting_bonus {
            for (i, &player) in players.iter().enumerate() {
                let seat = (i + players.len() - first) % players.len();
                let (sesterces, cards) = starting_bonus(players.len(), seat);
                let force = &mut self.forces[usize::from(player.0)];
                force.sesterces += sesterces;
                for _ in 0..cards {
                    // A spoiled brew is no bonus: the next good card from the top is given.
                    if let Some(at) = potions.iter().rposition(|&p| p != Potion::BadBrew) {
                        force.potions.push(potions.remove(at));
                    }
                }
            }
        }
        self.empire = Some(Empire {
            potion_pile: potions,
            mission_pile: missions,
            purse_pile: purses,
            ..Empire::default()
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bag_holds_75_purses_two_in_three_of_one_sesterce() {
        let bag = purse_bag();
        assert_eq!(bag.len(), 75);
        assert_eq!(bag.iter().filter(|&&p| p == 1).count(), 50);
    }

    #[test]
    fn starting_bonuses_follow_the_seats() {
        assert_eq!(starting_bonus(2, 0), (0, 0));
        assert_eq!(starting_bonus(2, 1), (1, 0));
        assert_eq!(starting_bonus(3, 1), (0, 0));
        assert_eq!(starting_bonus(3, 2), (1, 0));
        assert_eq!(starting_bonus(5, 3), (2, 1));
        assert_eq!(starting_bonus(5, 4), (2, 1));
    }
}
