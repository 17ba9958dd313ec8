//! Forces that are not players (RULINGS R3, R9): the 001 duel's neutral and the 000 duel's
//! independents — how they are added and dealt their territories, how their starting armies
//! are placed by the players in turn, and who rolls their defence.

use super::board::TerritoryId;
use super::cards::{Card, full_deck};
use super::rules::{ExtraForces, StartingPlacement};
use super::state::{Colour, Force, ForceId, ForceKind, GameState, Holding};

impl ExtraForces {
    /// The kinds of the forces added, in seat order after the players.
    pub fn kinds(self) -> Vec<ForceKind> {
        self.forces().into_iter().map(|(kind, _)| kind).collect()
    }

    /// The forces to add, as (kind, starting armies) each.
    pub(crate) fn forces(self) -> Vec<(ForceKind, u32)> {
        match self {
            ExtraForces::None => Vec::new(),
            // 001 RISK for 2 players: one neutral army of 40.
            ExtraForces::Neutral { armies, .. } => vec![(ForceKind::Neutral, armies)],
            // 000 "2 joueurs": two independent armies ((house) 24 each, R3).
            ExtraForces::Independents { armies, .. } => vec![(ForceKind::Independent, armies); 2],
            ExtraForces::Allied { armies } => vec![(ForceKind::Allied, armies)],
            // 003 2 joueurs: 13 territories with 2 neutral armies each.
            ExtraForces::NeutralDrawn {
                territories,
                armies_each,
            } => vec![(ForceKind::Neutral, territories * armies_each)],
        }
    }

    /// Territory cards dealt to each extra force, when the book fixes it (000: 9 to each
    /// independent); otherwise the cards are dealt evenly with the players (001: 14 each).
    fn pile(self) -> Option<usize> {
        match self {
            ExtraForces::Independents { .. } => Some(9),
            _ => None,
        }
    }

    /// A player's own starting armies in each setup turn before one goes on each extra
    /// force: 001 RISK for 2 players setup 3 (2), 000 "Mise en place" 2 joueurs (3).
    pub fn own_armies_per_setup_turn(self) -> u8 {
        match self {
            ExtraForces::Independents { .. } => 3,
            _ => 2,
        }
    }
}

impl GameState {
    /// 003 "Mise en place" 8, 2 joueurs: "tirez 13 cartes territoire et placez deux armées
    /// neutres sur chacun de ces territoires", before the players claim the others.
    pub(crate) fn draw_neutral_territories(&mut self) {
        let ExtraForces::NeutralDrawn {
            territories,
            armies_each,
        } = self.rules.extra_forces
        else {
            return;
        };
        let mut deck: Vec<Card> = full_deck(self.board())
            .into_iter()
            .filter(|c| c.territory().is_some())
            .collect();
        self.rng.shuffle(&mut deck);
        let neutrals: Vec<ForceId> = self
            .force_ids()
            .filter(|&f| self.force(f).kind == ForceKind::Neutral)
            .collect();
        for neutral in neutrals {
            for card in deck.drain(..(territories as usize).min(deck.len())) {
                let Some(territory) = card.territory() else {
                    continue;
                };
                self.territories[usize::from(territory.0)] = Holding {
                    owner: neutral,
                    armies: armies_each,
                    ..Holding::empty()
                };
                let force = &mut self.forces[usize::from(neutral.0)];
                force.setup_armies = force.setup_armies.saturating_sub(armies_each);
            }
        }
    }

    /// Adds the preset's extra forces, each in a colour no player uses.
    pub(crate) fn add_extra_forces(&mut self) {
        for (kind, armies) in self.rules.extra_forces.forces() {
            let used: Vec<Colour> = self.forces.iter().map(|f| f.colour).collect();
            let colour = Colour::ALL
                .into_iter()
                .find(|c| !used.contains(c))
                .unwrap_or(Colour::Black);
            self.forces.push(Force {
                setup_armies: armies,
                ..Force::new(kind, colour)
            });
        }
    }

    /// Deals the territory cards, one army on each: jokers out unless the preset deals them
    /// (002), extra forces with a fixed pile first (000: 9 to each independent), the rest in
    /// turn to the players and the other extra forces (001 Secret Mission step 4-5; 001 RISK
    /// for 2 players step 1-2: three equal piles, the third one neutral).
    pub(crate) fn deal_territories(&mut self) {
        let board = self.board();
        let mut deck = full_deck(board);
        if !self.rules.deal_jokers {
            deck.retain(|c| c.territory().is_some());
        }
        // 003's neutral already stands on its drawn territories: the rest go to the players.
        let drawn_first = matches!(self.rules.extra_forces, ExtraForces::NeutralDrawn { .. });
        deck.retain(|c| c.territory().is_none_or(|t| !self.holding(t).is_claimed()));
        self.rng.shuffle(&mut deck);
        let extras: Vec<ForceId> = self
            .force_ids()
            .filter(|&f| self.force(f).kind != ForceKind::Player && !drawn_first)
            .collect();
        let mut order: Vec<ForceId> = Vec::new();
        let mut rest: Vec<ForceId> = self.players().collect();
        match self.rules.extra_forces.pile() {
            Some(pile) => {
                for _ in 0..pile {
                    order.extend(&extras);
                }
            }
            None => rest.extend(&extras),
        }
        let start = usize::from(self.turn.first.0);
        let fixed = order.len().min(deck.len());
        let dealt: Vec<(ForceId, Card)> = deck
            .into_iter()
            .enumerate()
            .map(|(i, card)| match i.checked_sub(fixed) {
                None => (order[i], card),
                Some(j) => (rest[(start + j) % rest.len()], card),
            })
            .collect();
        for (force, card) in dealt {
            let Some(territory) = card.territory() else {
                continue;
            };
            self.territories[usize::from(territory.0)] = Holding {
                owner: force,
                armies: 1,
                ..Holding::empty()
            };
            let f = &mut self.forces[usize::from(force.0)];
            f.setup_armies = f.setup_armies.saturating_sub(1);
        }
    }

    /// Whether an extra force still has starting armies to be placed.
    pub fn setup_extra_left(&self) -> bool {
        self.forces
            .iter()
            .any(|f| f.kind != ForceKind::Player && f.setup_armies > 0)
    }

    /// The extra force to get a starting army at setup step `step` of a player's setup turn
    /// (past the player's own armies), skipping those with none left.
    fn setup_extra_at(&self, step: u8) -> Option<ForceId> {
        let own = self.rules.extra_forces.own_armies_per_setup_turn();
        self.force_ids()
            .filter(|&f| self.force(f).kind != ForceKind::Player)
            .enumerate()
            .skip(usize::from(step.saturating_sub(own)))
            .find(|&(_, f)| self.force(f).setup_armies > 0)
            .map(|(_, f)| f)
    }

    /// Whose army the next starting army is: the player's own, or, once the player has
    /// placed their share, each extra force's in turn (001 RISK for 2 players setup 3: 2 own
    /// then 1 neutral; 000 2 joueurs: 3 own then 1 on each independent).
    pub fn starting_army_force(&self) -> ForceId {
        let me = self.turn.current;
        let own = self.rules.extra_forces.own_armies_per_setup_turn();
        if !self.setup_extra_left() || self.turn.setup_step < own && self.force(me).setup_armies > 0
        {
            return me;
        }
        self.setup_extra_at(self.turn.setup_step.max(own))
            .unwrap_or(me)
    }

    /// Counts the starting army just placed for `force` in the setup turn; whether the same
    /// player places again (an own army or an extra force's) rather than passing on.
    pub(crate) fn setup_turn_goes_on(&mut self, force: ForceId) -> bool {
        // 002 "Occupations des territoires": each player places their whole remainder at will,
        // one player after another (RULINGS R3).
        if self.rules.starting_placement == StartingPlacement::WholeRemainder
            && force == self.turn.current
        {
            return self.force(force).setup_armies > 0;
        }
        if !self.setup_extra_left() && self.turn.setup_step == 0 {
            return false;
        }
        let own = self.rules.extra_forces.own_armies_per_setup_turn();
        if force == self.turn.current {
            self.turn.setup_step = self.turn.setup_step.saturating_add(1);
            if self.turn.setup_step < own && self.force(force).setup_armies > 0 {
                return true;
            }
            self.turn.setup_step = own;
        } else {
            let index = self
                .force_ids()
                .filter(|&f| self.force(f).kind != ForceKind::Player)
                .position(|f| f == force)
                .unwrap_or(0);
            self.turn.setup_step = own.saturating_add(index as u8).saturating_add(1);
        }
        self.setup_extra_at(self.turn.setup_step).is_some()
    }

    /// Whether `territory`'s defender always rolls the most dice: 003's neutral (RULINGS R8,
    /// 003 "Le combat est lancé": "en lançant toujours le nombre maximal de dés").
    pub fn defends_with_most(&self, territory: TerritoryId) -> bool {
        matches!(self.rules.extra_forces, ExtraForces::NeutralDrawn { .. })
            && self
                .forces
                .get(usize::from(self.holding(territory).owner.0))
                .is_some_and(|f| f.kind == ForceKind::Neutral)
    }

    /// The seat that rolls the defence of `territory`: its owner, or for a neutral or an
    /// independent territory the attacker's opponent (001 RISK for 2 players "Attacking",
    /// 000 "Indépendants passifs", RULINGS R9).
    pub fn defending_seat(&self, territory: TerritoryId) -> ForceId {
        let owner = self.holding(territory).owner;
        let Some(force) = self.forces.get(usize::from(owner.0)) else {
            return owner;
        };
        if force.kind == ForceKind::Player {
            return owner;
        }
        force.controller.unwrap_or_else(|| {
            self.players()
                .find(|&p| p != self.turn.current && !self.force(p).eliminated)
                .unwrap_or(owner)
        })
    }
}
