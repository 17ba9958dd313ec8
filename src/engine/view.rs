//! The one place secrets leave the engine: what a given player may see of the game.

use serde::{Deserialize, Serialize};

use super::cards::Card;
use super::missions::Mission;
use super::state::{Colour, ForceId, ForceKind, GameState, Holding, Phase};

/// What everyone may see of a force.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicForce {
    /// Its id.
    pub id: ForceId,
    /// Its kind.
    pub kind: ForceKind,
    /// Its colour.
    pub colour: Colour,
    /// Whether it is out of the game.
    pub eliminated: bool,
    /// How many cards it holds (not which).
    pub cards: usize,
    /// How many missions it holds (not which).
    pub missions: usize,
    /// Territories held.
    pub territories: usize,
    /// Armies on the board.
    pub armies: u32,
    /// Victory points (public in 003).
    pub victory_points: u32,
}

/// The game as one player may see it: the public board plus that player's own secrets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Whose view this is.
    pub viewer: ForceId,
    /// The preset id.
    pub preset: String,
    /// Every territory (public).
    pub territories: Vec<Holding>,
    /// Every force's public facts.
    pub forces: Vec<PublicForce>,
    /// The viewer's own cards.
    pub hand: Vec<Card>,
    /// The viewer's own missions.
    pub missions: Vec<Mission>,
    /// Cards left in the draw pile (not their order).
    pub draw_pile: usize,
    /// The traded cards, face up.
    pub discards: Vec<Card>,
    /// Sets traded so far.
    pub sets_traded: u32,
    /// The phase.
    pub phase: Phase,
    /// Whose turn it is.
    pub current: ForceId,
    /// The round.
    pub round: u32,
    /// Armies still to place this turn.
    pub reserve: u32,
}

impl GameState {
    /// What `viewer` may see: others' cards and missions and the deck order stay hidden.
    pub fn view_for(&self, viewer: ForceId) -> PlayerView {
        let forces = self
            .force_ids()
            .map(|id| {
                let force = self.force(id);
                PublicForce {
                    id,
                    kind: force.kind,
                    colour: force.colour,
                    eliminated: force.eliminated,
                    cards: force.hand.len(),
                    missions: force.missions.len(),
                    territories: self.territory_count(id),
                    armies: self
                        .territories
                        .iter()
                        .filter(|h| h.owner == id)
                        .map(|h| h.armies)
                        .sum(),
                    victory_points: force.victory_points,
                }
            })
            .collect();
        let own = self.forces.get(usize::from(viewer.0));
        PlayerView {
            viewer,
            preset: self.rules.id.clone(),
            territories: self.territories.clone(),
            forces,
            hand: own.map(|f| f.hand.clone()).unwrap_or_default(),
            missions: own.map(|f| f.missions.clone()).unwrap_or_default(),
            draw_pile: self.draw_pile.len(),
            discards: self.discards.clone(),
            sets_traded: self.sets_traded,
            phase: self.phase,
            current: self.turn.current,
            round: self.turn.round,
            reserve: self.turn.reserve,
        }
    }
}
