//! 000 "Variante — indépendants actifs": the two independents' status track (neutral, ally of
//! one player or of the other), buying them with territory cards, allied reinforcements of
//! one die, attacking and manoeuvring with allies, the status die after an invasion that
//! involves an independent, and inheriting an eliminated independent's cards (RULINGS R9).

use super::action::{Event, RuleError};
use super::board::TerritoryId;
use super::cards::Card;
use super::chance::{Chance, Outcome};
use super::rules::ExtraForces;
use super::state::{ForceId, ForceKind, GameState, Phase};

pub use crate::state::Invasion;

/// Cards an independent may hold at most; with five it can no longer be influenced (000
/// "Influencer les armées indépendantes").
pub const MOST_CARDS_PER_INDEPENDENT: usize = 5;

impl GameState {
    /// Whether this game's independents can ally with players (000 "indépendants actifs").
    pub fn plays_active_independents(&self) -> bool {
        matches!(
            self.rules.extra_forces,
            ExtraForces::Independents { active: true, .. }
        )
    }

    /// Whether `force` is an independent allied to `player`.
    pub fn is_ally_of(&self, force: ForceId, player: ForceId) -> bool {
        self.forces.get(usize::from(force.0)).is_some_and(|f| {
            f.kind == ForceKind::Independent && !f.eliminated && f.controller == Some(player)
        })
    }

    /// The independents allied to `player`, in force order.
    pub fn allies_of(&self, player: ForceId) -> Vec<ForceId> {
        self.force_ids()
            .filter(|&f| self.is_ally_of(f, player))
            .collect()
    }

    /// Whether none of `player`'s territories borders a foe's: all its neighbours are its
    /// own or its allies' (its way forward is then through an ally).
    pub fn walled_in_by_allies(&self, player: ForceId) -> bool {
        let board = self.board();
        let foe = |t: TerritoryId| {
            let owner = self.holding(t).owner;
            self.holding(t).is_claimed() && owner != player && !self.is_ally_of(owner, player)
        };
        !self
            .territories_of(player)
            .any(|t| board.adjacent(t).any(foe))
    }

    /// Whether the current player commands `force`'s armies: their own, or an ally's (000
    /// "Combat": "comme si elles vous appartenaient").
    pub fn commands(&self, force: ForceId) -> bool {
        // 002: in the ally's step, the other player commands only the ally's armies.
        if self.allied_counter() {
            return self.force(force).kind == ForceKind::Allied;
        }
        force == self.turn.current || self.is_ally_of(force, self.turn.current)
    }

    /// Fails unless the current player commands the armies on `territory`.
    pub(crate) fn commanded(&self, territory: TerritoryId) -> Result<TerritoryId, RuleError> {
        let territory = self.known(territory)?;
        if self.holding(territory).armies > 0 && self.commands(self.holding(territory).owner) {
            Ok(territory)
        } else {
            Err(RuleError::NotYourTerritory)
        }
    }

    /// 000 "Influencer les armées indépendantes": at the start of the turn, give a territory
    /// card to an independent (it keeps it face down) and move its cannon one step towards
    /// you: from your opponent's side to neutral, or from neutral to your ally.
    pub(crate) fn influence(
        &mut self,
        force: ForceId,
        card: Card,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !self.plays_active_independents() {
            return Err(RuleError::NoIndependentToInfluence);
        }
        if self.phase != Phase::Reinforce || self.turn.placing_for.is_some() {
            return Err(RuleError::WrongPhase);
        }
        let me = self.turn.current;
        self.check_influence_target(force)?;
        let hand = &mut self.forces[usize::from(me.0)].hand;
        let at = hand
            .iter()
            .position(|&c| c == card)
            .ok_or(RuleError::CardNotInHand)?;
        hand.remove(at);
        self.forces[usize::from(force.0)].hand.push(card);
        events.push(Event::Influenced { force, by: me });
        self.shift_status(force, me, true, events);
        Ok(())
    }

    /// The independents of the game (standing or not), in force order.
    pub fn independents(&self) -> Vec<ForceId> {
        self.force_ids()
            .filter(|&f| self.force(f).kind == ForceKind::Independent)
            .collect()
    }

    /// Why `force` cannot take a card now, if it cannot: not a standing independent, or one
    /// holding 5 cards already.
    pub fn check_influence_target(&self, force: ForceId) -> Result<(), RuleError> {
        let target = self
            .forces
            .get(usize::from(force.0))
            .filter(|f| f.kind == ForceKind::Independent && !f.eliminated)
            .ok_or(RuleError::NoIndependentToInfluence)?;
        if target.hand.len() >= MOST_CARDS_PER_INDEPENDENT {
            return Err(RuleError::IndependentHasFiveCards);
        }
        Ok(())
    }

    /// Moves an independent's cannon one step towards `player` (or away from them).
    fn shift_status(
        &mut self,
        force: ForceId,
        player: ForceId,
        towards: bool,
        events: &mut Vec<Event>,
    ) {
        let opponent = self.players().find(|&p| p != player);
        let before = self.force(force).controller;
        let after = match (before, towards) {
            (Some(p), true) if p != player => None,
            (None, true) => Some(player),
            (Some(p), false) if p == player => None,
            (None, false) => opponent,
            (unchanged, _) => unchanged,
        };
        if after != before {
            self.forces[usize::from(force.0)].controller = after;
            events.push(Event::StatusChanged {
                force,
                ally_of: after,
            });
        }
    }

    /// 000 "Renforts alliés": roll one die for an ally of yours, once a turn, before the
    /// combat; that many armies are then placed on its territories (with `place`).
    pub(crate) fn reinforce_ally(
        &mut self,
        force: ForceId,
        chance: &Chance,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.phase != Phase::Attack || self.turn.battled {
            return Err(RuleError::AlliesReinforceBeforeCombat);
        }
        if !self.is_ally_of(force, self.turn.current) {
            return Err(RuleError::NotYourAlly);
        }
        if self.turn.allies_reinforced.contains(&force) {
            return Err(RuleError::AllyAlreadyReinforced);
        }
        let rolled = self.rng.die();
        let armies = match chance {
            Chance::Generator => rolled,
            Chance::Recorded(Outcome {
                ally_die: Some(die),
                ..
            }) if (1..=6).contains(die) => *die,
            Chance::Recorded(_) => return Err(RuleError::RecordMismatch),
        };
        self.turn.allies_reinforced.push(force);
        self.turn.placing_for = Some(force);
        self.turn.reserve = u32::from(armies);
        self.phase = Phase::Reinforce;
        events.push(Event::AllyReinforced {
            force,
            armies: u32::from(armies),
        });
        Ok(())
    }

    /// Notes the start of a battle from `from` into `to`: the invasion under way goes on while
    /// it attacks the same territory, from wherever (000 "vous pouvez changer le territoire
    /// d'où part l'offensive et ainsi continuer d'attaquer un même territoire", RULINGS R5; an
    /// ally joining it rolls its die with the rest when it ends); otherwise the previous one
    /// ends (and its independents roll) and a new one begins. Records of version 2 and before
    /// ended it when the attacking territory changed (`RuleSet::invasion_per_attack_pair`).
    /// Returns whether the attack may still go ahead (an ally may have left you).
    pub(crate) fn begin_invasion(
        &mut self,
        from: TerritoryId,
        to: TerritoryId,
        chance: &Chance,
        events: &mut Vec<Event>,
    ) -> Result<bool, RuleError> {
        if !self.plays_active_independents() {
            return Ok(true);
        }
        self.turn.battled = true;
        let per_pair = self.rules.invasion_per_attack_pair;
        let attacker = self.holding(from).owner;
        let joins = (self.force(attacker).kind == ForceKind::Independent).then_some(attacker);
        if let Some(invasion) = self.turn.invasion.as_mut()
            && invasion.to == to
            && (invasion.from == from || !per_pair)
        {
            invasion.from = from;
            if let Some(ally) = joins.filter(|a| !invasion.independents.contains(a)) {
                invasion.independents.push(ally);
            }
            return Ok(true);
        }
        self.end_invasion(chance, events)?;
        if self.commanded(from).is_err() {
            return Ok(false);
        }
        // The invaded independent's die first, then the attacking ally's.
        let independents: Vec<ForceId> = [self.holding(to).owner, self.holding(from).owner]
            .into_iter()
            .filter(|&f| self.force(f).kind == ForceKind::Independent)
            .collect();
        if !independents.is_empty() {
            self.turn.invasion = Some(Invasion {
                from,
                to,
                independents,
            });
        }
        Ok(true)
    }

    /// 000 "Combat": once an invasion involving an independent is over, roll one die for each
    /// independent involved: 1-4 moves its cannon one step away from you, 5-6 keeps it.
    pub(crate) fn end_invasion(
        &mut self,
        chance: &Chance,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Some(invasion) = self.turn.invasion.take() else {
            return Ok(());
        };
        let involved: Vec<ForceId> = invasion
            .independents
            .into_iter()
            .filter(|&f| !self.force(f).eliminated)
            .collect();
        let rolled: Vec<u8> = involved.iter().map(|_| self.rng.die()).collect();
        let dice = match chance {
            Chance::Generator => rolled,
            Chance::Recorded(outcome)
                if outcome.status.len() == involved.len()
                    && outcome.status.iter().all(|d| (1..=6).contains(d)) =>
            {
                outcome.status.clone()
            }
            Chance::Recorded(_) => return Err(RuleError::RecordMismatch),
        };
        let me = self.turn.current;
        for (force, die) in involved.into_iter().zip(dice) {
            events.push(Event::StatusRolled { force, die });
            if die <= 4 {
                self.shift_status(force, me, false, events);
            }
        }
        Ok(())
    }

    /// The force whose reserve is being placed: an ally after its reinforcement die, else
    /// the current player.
    pub fn placing_force(&self) -> ForceId {
        self.turn.placing_for.unwrap_or(self.turn.current)
    }

    /// Who takes an eliminated force's cards: the victor, or the player whose ally it was
    /// (000 "Si vous éliminez une armée indépendante ... avec vos propres régiments ou ceux
    /// d'une armée qui vous est alliée, vous récupérez toutes les cartes").
    pub(crate) fn card_taker(&self, victor: ForceId) -> ForceId {
        if self.force(victor).kind == ForceKind::Player {
            victor
        } else {
            // The player commanding the winning armies (000's master, 002's other player).
            self.deciding_seat()
        }
    }

    /// Whether `force` may still make its free move this turn (the player's own, then one
    /// for each ally: 000 "Manœuvre stratégique des alliés").
    pub fn may_still_move(&self, force: ForceId) -> bool {
        !self.turn.moved.contains(&force)
    }
}
