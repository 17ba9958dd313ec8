//! 003's magic-potion cards ((house) RULINGS R8: eight kinds, 29 cards): what each does,
//! when it may be played, and the defence cards played in others' turns.

use super::super::action::{Action, Event, RuleError};
use super::super::board::TerritoryId;
use super::super::rules::WinCondition;
use super::super::state::{ForceKind, GameState, Phase};
use super::pieces::{Potion, PotionMoment};

/// Armies a Levy brings.
const LEVY_ARMIES: u32 = 3;
/// Armies Mercenaries bring, for one victory point.
const MERCENARY_ARMIES: u32 = 6;
/// Sesterces a Tribute brings.
const TRIBUTE_SESTERCES: u32 = 2;
/// Armies a Rally adds to the attacked territory.
const RALLY_ARMIES: u32 = 2;

impl GameState {
    /// Takes a potion card from `force`'s hand and puts it under the pile.
    fn spend_potion(&mut self, force: super::super::state::ForceId, potion: Potion) {
        let hand = &mut self.forces[usize::from(force.0)].potions;
        if let Some(at) = hand.iter().position(|&p| p == potion) {
            hand.remove(at);
        }
        if let Some(empire) = self.empire.as_mut() {
            empire.potion_pile.insert(0, potion);
        }
    }

    /// 003 "Achetez des cartes/renforts et utilisez-les": the current player plays one
    /// potion card of their own turn.
    pub(crate) fn play_potion(
        &mut self,
        potion: Potion,
        territory: Option<TerritoryId>,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Some(empire) = self.empire.as_ref().filter(|_| self.plays_empire()) else {
            return Err(RuleError::NotInThisGame);
        };
        let me = self.turn.current;
        if !self.force(me).potions.contains(&potion) {
            return Err(RuleError::PotionNotInHand);
        }
        let own_reserve = self.phase == Phase::Reinforce && self.turn.placing_for.is_none();
        let now = match potion.moment() {
            PotionMoment::Reinforcing => own_reserve,
            PotionMoment::OwnTurn => own_reserve || self.phase == Phase::Attack,
            PotionMoment::Attacked | PotionMoment::WhenDrawn => false,
        };
        if !now {
            return Err(RuleError::PotionNotNow);
        }
        if empire.potion_played {
            return Err(RuleError::OnePotionPerTurn);
        }
        let reserve_before = self.turn.reserve;
        let target = match (potion.takes_territory(), territory) {
            (true, Some(t)) => Some(self.known(t)?),
            (false, None) => None,
            _ => return Err(RuleError::BadPotionTarget),
        };
        match potion {
            Potion::Levy => self.turn.reserve += LEVY_ARMIES,
            Potion::Mercenaries => {
                // (house) Without victory points (003 Conquête) they cost nothing.
                if matches!(self.rules.win, WinCondition::Points { .. }) {
                    let points = &mut self.forces[usize::from(me.0)].victory_points;
                    *points = points.checked_sub(1).ok_or(RuleError::NotEnoughPoints)?;
                }
                self.turn.reserve += MERCENARY_ARMIES;
            }
            Potion::Tribute => self.forces[usize::from(me.0)].sesterces += TRIBUTE_SESTERCES,
            Potion::Fury => {
                if let Some(empire) = self.empire.as_mut() {
                    empire.fury = true;
                }
            }
            Potion::Sabotage => {
                let t = target.ok_or(RuleError::BadPotionTarget)?;
                let holding = self.holding(t);
                if holding.owner == me || !(holding.sword || holding.shield) {
                    return Err(RuleError::BadPotionTarget);
                }
                let holding = &mut self.territories[usize::from(t.0)];
                holding.sword = false;
                holding.shield = false;
            }
            Potion::Palisade | Potion::Rally | Potion::BadBrew => {
                return Err(RuleError::PotionNotNow);
            }
        }
        self.spend_potion(me, potion);
        if let Some(empire) = self.empire.as_mut() {
            empire.potion_played = true;
        }
        events.push(Event::PotionPlayed {
            force: me,
            potion,
            territory: target,
            armies: self.turn.reserve - reserve_before,
        });
        Ok(())
    }

    /// A defence potion played by the holder of `territory` when it is attacked in another
    /// player's turn (003: "vous pouvez aussi l'utiliser lorsque ce n'est pas votre tour");
    /// one per territory per turn, not counted as the holder's potion of the turn.
    pub(crate) fn guard(
        &mut self,
        territory: TerritoryId,
        potion: Potion,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !self.plays_empire() {
            return Err(RuleError::NotInThisGame);
        }
        if self.phase != Phase::Attack {
            return Err(RuleError::WrongPhase);
        }
        let territory = self.known(territory)?;
        let holder = self.holding(territory).owner;
        let is_player = self
            .forces
            .get(usize::from(holder.0))
            .is_some_and(|f| f.kind == ForceKind::Player);
        if !is_player || holder == self.turn.current {
            return Err(RuleError::PotionNotNow);
        }
        if potion.moment() != PotionMoment::Attacked {
            return Err(RuleError::PotionNotNow);
        }
        if !self.force(holder).potions.contains(&potion) {
            return Err(RuleError::PotionNotInHand);
        }
        if self
            .empire
            .as_ref()
            .is_some_and(|e| e.guarded.contains(&territory))
        {
            return Err(RuleError::AlreadyGuarded);
        }
        let armies = if potion == Potion::Rally {
            RALLY_ARMIES
        } else {
            0
        };
        self.territories[usize::from(territory.0)].armies += armies;
        self.spend_potion(holder, potion);
        if let Some(empire) = self.empire.as_mut() {
            empire.guarded.push(territory);
            if potion == Potion::Palisade {
                empire.palisades.push(territory);
            }
        }
        events.push(Event::Guarded {
            force: holder,
            territory,
            potion,
            armies,
        });
        Ok(())
    }

    /// The defence potions `territory`'s holder could play now against an attack on it.
    pub fn guards_available(&self, territory: TerritoryId) -> Vec<Potion> {
        [Potion::Palisade, Potion::Rally]
            .into_iter()
            .filter(|&potion| self.check(&Action::Guard { territory, potion }).is_ok())
            .collect()
    }
}
