//! Imagined games for bots that look ahead: a whole game the viewer cannot tell from the real
//! one, every secret dealt again from what the viewer has not seen.

use crate::missions::{Mission, Rank, TWENTY_FOUR_TERRITORIES};
use crate::rng::Rng;
use crate::rules::MissionDeck;
use crate::state::{Colour, ForceId, GameState};

use super::Seen;

impl Seen<'_> {
    /// A whole game the viewer cannot tell from this one, for bots that look ahead: the
    /// cards it cannot see dealt again at random (hand sizes kept), other players' missions
    /// replaced by the public 24-territory mission, and a fresh generator from `seed`.
    /// Nothing hidden survives into it.
    pub fn imagine(&self, seed: u64) -> GameState {
        self.imagined(seed, false)
    }

    /// As [`Seen::imagine`], but the other players' hidden missions drawn from the mission
    /// cards the viewer has not seen (its own and the public ones taken out of the deck), as
    /// dealt (RULINGS R7's replacements), and never one its holder would already have met:
    /// what Expert's search imagines (issue 51).
    pub fn imagine_drawing_missions(&self, seed: u64) -> GameState {
        self.imagined(seed, true)
    }

    /// The imagined game, its hidden missions drawn when `draw_missions`.
    fn imagined(&self, seed: u64, draw_missions: bool) -> GameState {
        let mut world = self.state.clone();
        let mut rng = Rng::new(seed);
        let viewer = usize::from(self.viewer.0);
        let mut unseen = std::mem::take(&mut world.draw_pile);
        for (i, force) in world.forces.iter_mut().enumerate() {
            if i != viewer {
                unseen.append(&mut force.hand);
            }
        }
        // A canonical order first, so that the deal depends on `seed` alone.
        unseen.sort_unstable();
        rng.shuffle(&mut unseen);
        for (i, force) in world.forces.iter_mut().enumerate() {
            if i != viewer {
                let n = self.state.forces[i].hand.len();
                force.hand = unseen.split_off(unseen.len() - n);
                // Claimed objectives and a revealed last one are public and stay (003's
                // missions are dealt again with the pile, below).
                let public = self.state.force_missions_public(ForceId(i as u8));
                for (mission, shown) in force.missions.iter_mut().zip(public) {
                    if !shown {
                        *mission = TWENTY_FOUR_TERRITORIES;
                    }
                }
                if !self.state.headquarters_public(ForceId(i as u8)) {
                    force.headquarters = None;
                }
            }
        }
        world.draw_pile = unseen;
        self.imagine_empire(&mut world, &mut rng);
        if draw_missions {
            self.draw_missions(&mut world, &mut rng);
        }
        world.rng = Rng::new(seed ^ 0x1ee7_5eed);
        world
    }

    /// 003's hidden things dealt again: the others' potions and missions and the piles.
    fn imagine_empire(&self, world: &mut GameState, rng: &mut Rng) {
        let Some(mut empire) = world.empire.take() else {
            return;
        };
        let viewer = usize::from(self.viewer.0);
        let mut potions = std::mem::take(&mut empire.potion_pile);
        let mut missions = std::mem::take(&mut empire.mission_pile);
        for (i, force) in world.forces.iter_mut().enumerate() {
            if i != viewer {
                potions.append(&mut force.potions);
                missions.append(&mut self.state.forces[i].missions.clone());
                force.missions.clear();
            }
        }
        potions.sort_unstable();
        rng.shuffle(&mut potions);
        missions.sort_by_key(|m| format!("{m:?}"));
        rng.shuffle(&mut missions);
        for (i, force) in world.forces.iter_mut().enumerate() {
            if i != viewer {
                let n = self.state.forces[i].potions.len();
                force.potions = potions.split_off(potions.len() - n.min(potions.len()));
                let n = self.state.forces[i].missions.len();
                force.missions = missions.split_off(missions.len() - n.min(missions.len()));
            }
        }
        empire.potion_pile = potions;
        empire.mission_pile = missions;
        empire.purse_pile.sort_unstable();
        rng.shuffle(&mut empire.purse_pile);
        world.empire = Some(empire);
    }

    /// Deals the other players' hidden missions again from the unseen ones (not 003's, dealt
    /// again with its piles). A slot no unseen card fits keeps the 24 territories.
    fn draw_missions(&self, world: &mut GameState, rng: &mut Rng) {
        let Some(deck) = self.state.rules.missions else {
            return;
        };
        if deck == MissionDeck::RomanEmpire {
            return;
        }
        let mut pool = self.unseen_missions(deck);
        rng.shuffle(&mut pool);
        // A met mission may wait for its holder's turn to be claimed (000, 004); elsewhere
        // the holder would have won already.
        let met_may_wait = deck.is_ranked() || deck.claimed_on_own_turn();
        let others: Vec<ForceId> = self.state.players().filter(|&p| p != self.viewer).collect();
        for other in others
            .into_iter()
            .filter(|&p| !self.state.force(p).eliminated)
        {
            let public = self.state.force_missions_public(other);
            for (slot, shown) in public.into_iter().enumerate() {
                if shown {
                    continue;
                }
                // 000 deals a card of each rank in order, so a slot's rank is public.
                let rank = deck
                    .is_ranked()
                    .then(|| Rank::ALL.get(slot).copied())
                    .flatten();
                let fits = |m: &Mission| {
                    m.rank() == rank
                        && (met_may_wait
                            || !self
                                .as_dealt(deck, m.clone(), other)
                                .is_complete(world, other))
                };
                if let Some(k) = pool.iter().position(fits) {
                    let drawn = self.as_dealt(deck, pool.remove(k), other);
                    world.forces[usize::from(other.0)].missions[slot] = drawn;
                }
            }
        }
    }

    /// The deck's cards the viewer has not seen: the deck as dealt at the start (001 step 2
    /// takes out absent colours), less the viewer's own missions and everyone's public ones.
    fn unseen_missions(&self, deck: MissionDeck) -> Vec<Mission> {
        let board = self.state.board();
        let colours: Vec<Colour> = self.state.forces.iter().map(|f| f.colour).collect();
        let mut pool = deck.cards(board);
        if deck.removes_absent_colours() {
            pool.retain(|m| !matches!(m, Mission::Destroy { colour } if !colours.contains(colour)));
        }
        for holder in self.state.players() {
            let public = self.state.force_missions_public(holder);
            let missions = &self.state.force(holder).missions;
            for (mission, shown) in missions.iter().zip(public) {
                if !(shown || holder == self.viewer) {
                    continue;
                }
                let own = Mission::Destroy {
                    colour: self.state.force(holder).colour,
                };
                let card = if pool.contains(mission) {
                    mission
                } else {
                    &own
                };
                if let Some(k) = pool.iter().position(|m| m == card) {
                    pool.remove(k);
                }
            }
        }
        pool
    }

    /// A mission card as its holder would hold it (RULINGS R7): a card naming the holder's
    /// own colour, a colour nobody plays or (002) a colour someone else destroyed becomes
    /// the deck's replacement.
    fn as_dealt(&self, deck: MissionDeck, card: Mission, holder: ForceId) -> Mission {
        let Mission::Destroy { colour } = card else {
            return card;
        };
        let target = self.state.forces.iter().find(|f| f.colour == colour);
        let own = colour == self.state.force(holder).colour;
        match target {
            Some(f) if f.eliminated && deck.destroyed_by_another_becomes_24() => {
                TWENTY_FOUR_TERRITORIES
            }
            Some(_) if !own => card,
            _ => deck.own_colour_replacement(self.state.board()),
        }
    }
}
