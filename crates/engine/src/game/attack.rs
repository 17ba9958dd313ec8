//! A turn's attacks: dice, battles, conquests, moving in and eliminations (RULINGS R5).

use crate::action::{Event, RuleError};
use crate::board::TerritoryId;
use crate::cards::find_set;
use crate::chance::{Chance, Outcome};
use crate::missions::{Mission, TWENTY_FOUR_TERRITORIES};
use crate::rules::{CapturedCards, MoveIn, WinCondition};
use crate::state::{ForceId, ForceKind, GameState, Phase, Rolled};

impl GameState {
    /// Fails unless the current player is free to attack.
    pub(super) fn expect_attack_phase(&self) -> Result<(), RuleError> {
        match self.phase {
            Phase::Attack => Ok(()),
            Phase::Reinforce => Err(RuleError::ReserveNotPlaced),
            _ => Err(RuleError::WrongPhase),
        }
    }

    /// The most dice a defender with `armies` may roll (001 "Attacking").
    pub fn max_defence_dice(&self, armies: u32) -> u8 {
        if armies >= self.rules.dice.defend_two_needs {
            self.rules.dice.defend_max
        } else {
            1
        }
    }

    /// 001 "Attacking" and "To decide a battle": one roll of the dice.
    pub(super) fn attack(
        &mut self,
        from: TerritoryId,
        to: TerritoryId,
        dice: u8,
        defend: Option<u8>,
        chance: &Chance,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.expect_attack_phase()?;
        // 000 active independents: an ally's armies attack as if they were yours; 000 teams:
        // the player's own armies attack, from a territory shared with a teammate too.
        let from = if self.plays_teams() {
            self.team_territory(from, self.turn.current)?
        } else {
            self.commanded(from)?
        };
        let to = self.known(to)?;
        let attacker = self.acting_force(from);
        let defender = self.holding(to).owner;
        // 000: allied armies attack the opponent or another independent, not their master;
        // 002: the ally's armies attack the active player, never the one commanding them.
        if defender == attacker
            || defender == self.deciding_seat()
            || self.same_team(attacker, defender)
        {
            return Err(RuleError::AttackOwnTerritory);
        }
        if !self.board().are_adjacent(from, to) {
            return Err(RuleError::NotAdjacent);
        }
        let attacking = self.holding(from).share(attacker);
        if attacking < 2 {
            return Err(RuleError::NotEnoughArmies);
        }
        if dice == 0 || dice > self.rules.dice.attack_max || u32::from(dice) >= attacking {
            return Err(RuleError::TooManyAttackDice);
        }
        let defending = self.holding(to).armies;
        let most = self.max_defence_dice(defending);
        // RULINGS R8: 003's neutral always defends with the most dice.
        let defend = defend.filter(|_| !self.defends_with_most(to));
        let defence = defend.unwrap_or(most);
        if defence == 0 || defence > most {
            return Err(RuleError::BadDefenceDice);
        }
        if self.shielded_from_elimination(to) {
            return Err(RuleError::EliminationTooEarly);
        }
        if !self.begin_invasion(from, to, chance, events)? {
            // The invasion just over cost the ally that was to attack: no battle.
            return Ok(());
        }
        self.return_card_aside_unless(from, to);
        self.note_invasion(to);
        let (attack, defend) = self.roll(dice, defence, chance)?;
        // 002: captured cards not traded before the next battle wait for a reinforcement.
        if self.rules.captured_cards == CapturedCards::MayTradeAtOnce {
            self.turn.capture_trade = false;
        }
        if self.battle_options_open(from, to, false) {
            // 001 experts: the attacker may change the dice before the battle is decided.
            events.push(Event::Rolled {
                from,
                to,
                attack: attack.clone(),
                defend: defend.clone(),
            });
            self.turn.rolled = Some(Rolled {
                from,
                to,
                dice,
                attack,
                defend,
                rerolled: false,
            });
            self.phase = Phase::Rolled;
            return Ok(());
        }
        self.decide_battle(from, to, dice, attack, defend, events);
        Ok(())
    }

    /// Compares the dice, highest against highest with ties to the defender (001 "To decide
    /// a battle"), removes the losses, and conquers the territory if it is emptied.
    pub(crate) fn decide_battle(
        &mut self,
        from: TerritoryId,
        to: TerritoryId,
        dice: u8,
        attack: Vec<u8>,
        defend: Vec<u8>,
        events: &mut Vec<Event>,
    ) {
        let (mut attacker_losses, mut defender_losses) = (0, 0);
        // 003 "Épée", "Bouclier": +1 on the best die, results above 6 allowed.
        let bonus = self.dice_bonus(from, to);
        let best = |dice: &[u8], plus: u8, i: usize| dice[i] + if i == 0 { plus } else { 0 };
        for i in 0..attack.len().min(defend.len()) {
            let (a, d) = (
                best(&attack, bonus.attack, i),
                best(&defend, bonus.defend, i),
            );
            if a > d {
                defender_losses += 1;
            } else {
                attacker_losses += 1;
            }
        }
        let attacker = self.acting_force(from);
        let defenders = self.forces_on(to);
        self.remove_share(from, attacker, attacker_losses);
        self.take_losses(to, defender_losses);
        events.push(Event::Battle {
            from,
            to,
            attack,
            defend,
            attacker_losses,
            defender_losses,
            bonus,
        });
        if self.holding(to).armies == 0 {
            self.conquer(from, to, dice, attacker_losses, &defenders, events);
        } else if self.eliminate_absent(&defenders, attacker, events) {
            // 000 teams: a teammate's last armies fell in a territory the other still holds.
            self.finish(attacker, events);
        }
    }

    /// The dice of one battle, sorted highest first.
    pub(super) fn roll(
        &mut self,
        dice: u8,
        defence: u8,
        chance: &Chance,
    ) -> Result<(Vec<u8>, Vec<u8>), RuleError> {
        // The generator rolls either way, so a replay with recorded dice keeps it in step with
        // the game that was recorded.
        let rolled: (Vec<u8>, Vec<u8>) = (
            (0..dice).map(|_| self.rng.die()).collect(),
            (0..defence).map(|_| self.rng.die()).collect(),
        );
        let (mut attack, mut defend) = match chance {
            Chance::Generator => rolled,
            Chance::Recorded(Outcome {
                dice: Some((a, d)), ..
            }) if a.len() == usize::from(dice)
                && d.len() == usize::from(defence)
                && a.iter().chain(d).all(|v| (1..=6).contains(v)) =>
            {
                (a.clone(), d.clone())
            }
            Chance::Recorded(_) => return Err(RuleError::RecordMismatch),
        };
        attack.sort_unstable_by(|a, b| b.cmp(a));
        defend.sort_unstable_by(|a, b| b.cmp(a));
        Ok((attack, defend))
    }

    /// Whether attacking `territory` is refused because it is a player's last one and nobody
    /// may be eliminated yet (002 "Fin d'un combattant", RULINGS R5: not before the end of
    /// the fourth round).
    pub fn shielded_from_elimination(&self, territory: TerritoryId) -> bool {
        let owner = self.holding(territory).owner;
        self.rules
            .no_elimination_before_round
            .is_some_and(|round| self.turn.round <= round)
            && self
                .forces
                .get(usize::from(owner.0))
                .is_some_and(|f| f.kind == ForceKind::Player)
            && self.territory_count(owner) == 1
    }

    /// 001 "Capturing territories": the territory changes hands and armies must move in.
    pub(super) fn conquer(
        &mut self,
        from: TerritoryId,
        to: TerritoryId,
        dice: u8,
        attacker_losses: u32,
        defenders: &[ForceId],
        events: &mut Vec<Event>,
    ) {
        let attacker = self.acting_force(from);
        let defender = self.holding(to).owner;
        self.territories[usize::from(to.0)].owner = attacker;
        // 000 "Piocher une carte": no card for a territory an ally invades.
        if attacker == self.turn.current {
            self.turn.conquered = true;
            self.turn.conquests += 1;
        }
        events.push(Event::Conquered {
            force: attacker,
            from_force: defender,
            territory: to,
        });
        self.carry_sword(from, to);
        self.plunder(attacker, from, to, events);
        let wanted = match self.rules.move_in {
            MoveIn::AtLeastDiceRolled => u32::from(dice),
            // 000 "Réussir une offensive": the winners of the last battle move in.
            MoveIn::SurvivingAttackers => u32::from(dice) - attacker_losses,
        };
        let min = wanted
            .min(self.holding(from).share(attacker).saturating_sub(1))
            .max(1);
        self.capture_headquarters(to, events);
        // 000 teams "Gagner la partie": the first elimination wins for the other team.
        let team_won = self.eliminate_absent(defenders, attacker, events) && self.plays_teams();
        let by_capitals = || self.holds_enough_headquarters(attacker).then_some(attacker);
        let by_team = team_won.then_some(attacker);
        if let Some(winner) = by_team
            .or_else(|| self.winner_by_elimination())
            .or_else(by_capitals)
        {
            // Nothing is left to decide: the minimum moves in and the game ends.
            self.move_armies(from, to, min);
            self.finish(winner, events);
        } else {
            self.phase = Phase::Occupy { from, to, min };
        }
    }

    /// A force lost its last territory: the victor takes its cards (001 "Eliminating").
    pub(crate) fn eliminate(&mut self, loser: ForceId, victor: ForceId, events: &mut Vec<Event>) {
        let cards = std::mem::take(&mut self.forces[usize::from(loser.0)].hand);
        self.forces[usize::from(loser.0)].eliminated = true;
        let cards_taken = cards.len() as u32;
        let taker = self.card_taker(victor);
        self.forces[usize::from(taker.0)].hand.extend(cards);
        events.push(Event::Eliminated {
            force: loser,
            by: victor,
            cards_taken,
        });
        self.hand_over_treasury(loser, victor, events);
        // 002 (RULINGS R7): another player's card to destroy this colour becomes 24 territories.
        if self
            .rules
            .missions
            .is_some_and(|deck| deck.destroyed_by_another_becomes_24())
        {
            let target = Mission::Destroy {
                colour: self.force(loser).colour,
            };
            for (i, force) in self.forces.iter_mut().enumerate() {
                if i != usize::from(victor.0) {
                    for mission in force.missions.iter_mut().filter(|m| **m == target) {
                        *mission = TWENTY_FOUR_TERRITORIES;
                    }
                }
            }
        }
        self.turn.capture_trade = match self.rules.captured_cards {
            // 001: 6 or more cards must be traded at once, down to 4 or fewer.
            CapturedCards::TradeDownAtSix => self.force(taker).hand.len() >= 6,
            // 002 "Fin d'un combattant": the cards may be traded at once, the armies placed.
            CapturedCards::MayTradeAtOnce => {
                find_set(&self.force(taker).hand, self.board()).is_some()
            }
            CapturedCards::NextReinforcement => false,
        };
    }

    /// Whether the current player may trade captured cards now, in the middle of the attack
    /// (002 "Fin d'un combattant"), rather than only at a reinforcement.
    pub fn may_trade_captured_cards(&self) -> bool {
        self.phase == Phase::Attack
            && self.turn.capture_trade
            && self.rules.captured_cards == CapturedCards::MayTradeAtOnce
    }

    /// The last player standing, if only one is left (neutral forces do not count).
    pub(super) fn winner_by_elimination(&self) -> Option<ForceId> {
        if !matches!(
            self.rules.win,
            WinCondition::LastStanding
                | WinCondition::Mission
                | WinCondition::RankedObjectives
                | WinCondition::Capitals { .. }
                | WinCondition::SecretCapitals
                | WinCondition::Points { .. }
        ) {
            return None;
        }
        let mut alive = self.players().filter(|&p| !self.force(p).eliminated);
        match (alive.next(), alive.next()) {
            (Some(last), None) => Some(last),
            _ => None,
        }
    }

    /// Ends the game.
    pub(crate) fn finish(&mut self, winner: ForceId, events: &mut Vec<Event>) {
        self.phase = Phase::Finished { winner };
        events.push(Event::Won { force: winner });
    }

    /// Moves the acting force's armies between two territories (in team games, into a
    /// teammate's territory too).
    pub(super) fn move_armies(&mut self, from: TerritoryId, to: TerritoryId, armies: u32) {
        let mover = self.acting_force(from);
        self.remove_share(from, mover, armies);
        self.add_share(to, mover, armies);
    }

    /// Moves armies into the conquered territory, leaving at least one behind.
    pub(super) fn occupy(
        &mut self,
        armies: u32,
        chance: &Chance,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Phase::Occupy { from, to, min } = self.phase else {
            return Err(RuleError::WrongPhase);
        };
        if armies < min || armies >= self.holding(from).share(self.acting_force(from)) {
            return Err(RuleError::BadMoveCount);
        }
        self.check_cap(to, armies)?;
        self.move_armies(from, to, armies);
        events.push(Event::Occupied { from, to, armies });
        // A territory taken ends its invasion (000 active independents: the status die).
        self.end_invasion(chance, events)?;
        self.phase = if self.trading_down_captured_cards() {
            Phase::Reinforce
        } else {
            Phase::Attack
        };
        Ok(())
    }

    // ----- end of turn ----------------------------------------------------------------------
}
