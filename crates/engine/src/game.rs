//! Applying actions: the rules of a turn, from setup to victory. Every action is checked
//! before anything changes, so a refused action leaves the state as it was.

use serde::{Deserialize, Serialize};

use super::action::{Action, Event, RuleError};
use super::board::TerritoryId;
use super::cards::{Card, classify, find_set, set_value};
use super::missions::{Mission, TWENTY_FOUR_TERRITORIES};
use super::rules::{
    CapturedCards, Fortify, MoveIn, OccupiedBonus, Reinforcement, SetValues, TradedCards,
    WinCondition,
};
use super::state::{ForceId, ForceKind, GameState, Phase, Rolled};

/// The random outcome of an action, as kept in a record so that it replays without the
/// generator.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The attacker's and the defender's dice, highest first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dice: Option<(Vec<u8>, Vec<u8>)>,
    /// The card drawn at the end of the turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<Card>,
    /// The seat that won the roll for the first turn (000).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first: Option<u8>,
    /// The new value of a die re-rolled with a card (001 experts).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reroll: Option<u8>,
    /// An ally's reinforcement die (000 active independents).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ally_die: Option<u8>,
    /// The status dice of the independents involved in an invasion just over (000).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub status: Vec<u8>,
}

impl Outcome {
    /// The random outcome carried by `events`, if any.
    pub fn of(events: &[Event]) -> Outcome {
        let mut outcome = Outcome::default();
        for event in events {
            match event {
                // A battle paused for the experts' options records its dice as first rolled.
                Event::Rolled { attack, defend, .. } => {
                    outcome.dice = Some((attack.clone(), defend.clone()));
                }
                Event::Battle { attack, defend, .. } if outcome.dice.is_none() => {
                    outcome.dice = Some((attack.clone(), defend.clone()));
                }
                Event::Rerolled { value, .. } => outcome.reroll = Some(*value),
                Event::CardDrawn { card, .. } => outcome.card = Some(*card),
                Event::FirstTurnRolled { force } => outcome.first = Some(force.0),
                Event::AllyReinforced { armies, .. } => outcome.ally_die = Some(*armies as u8),
                Event::StatusRolled { die, .. } => outcome.status.push(*die),
                _ => {}
            }
        }
        outcome
    }
}

/// Where random outcomes come from: the game's generator, or a record.
pub(crate) enum Chance<'a> {
    /// Roll and shuffle with `GameState::rng`.
    Generator,
    /// Use the recorded outcome.
    Recorded(&'a Outcome),
}

impl GameState {
    /// Applies `action` for the player whose turn it is, returning what happened, or the
    /// rule it breaks (and then nothing changes).
    pub fn apply(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        self.apply_with(action, Chance::Generator)
    }

    /// Applies `action` with its recorded random outcome instead of the generator.
    pub fn apply_recorded(
        &mut self,
        action: &Action,
        outcome: &Outcome,
    ) -> Result<Vec<Event>, RuleError> {
        self.apply_with(action, Chance::Recorded(outcome))
    }

    /// Whether `action` is legal now, and if not, why.
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        self.clone().apply(action).map(|_| ())
    }

    /// Checks then applies an action.
    fn apply_with(&mut self, action: &Action, chance: Chance) -> Result<Vec<Event>, RuleError> {
        if matches!(self.phase, Phase::Finished { .. }) {
            return Err(RuleError::GameOver);
        }
        let mut events = Vec::new();
        match *action {
            Action::Claim { territory } => self.claim(territory, &chance, &mut events)?,
            Action::PlaceStartingArmy { territory } => {
                self.place_starting_army(territory, &chance, &mut events)?
            }
            Action::ChooseHeadquarters { territory } => {
                self.choose_headquarters(territory, &mut events)?
            }
            Action::TradeCards { cards } => self.trade(cards, &mut events)?,
            Action::Place { territory, armies } => self.place(territory, armies, &mut events)?,
            Action::Attack {
                from,
                to,
                dice,
                defend,
            } => self.attack(from, to, dice, defend, &chance, &mut events)?,
            Action::Reroll { die, card } => self.reroll(die, card, &chance, &mut events)?,
            Action::Commander { die } => self.commander(die, &mut events)?,
            Action::Resolve => self.resolve(&mut events)?,
            Action::Occupy { armies } => self.occupy(armies, &chance, &mut events)?,
            Action::ClaimObjective { mission } => self.claim_objective(mission, &mut events)?,
            Action::Influence { force, card } => self.influence(force, card, &mut events)?,
            Action::ReinforceAlly { force } => self.reinforce_ally(force, &chance, &mut events)?,
            Action::EndAttack => {
                self.expect_attack_phase()?;
                self.end_invasion(&chance, &mut events)?;
                // 002 with the allied force: the ally's step comes between (RULINGS R9).
                if !self.next_ally_step(&mut events) {
                    self.phase = Phase::Fortify;
                }
            }
            Action::Fortify { from, to, armies } => self.fortify(from, to, armies, &mut events)?,
            Action::EndTurn => {
                if !matches!(self.phase, Phase::Attack | Phase::Fortify) {
                    return Err(RuleError::WrongPhase);
                }
                self.ally_step_done()?;
                self.end_invasion(&chance, &mut events)?;
                self.end_turn(&chance, &mut events)?;
            }
            Action::CashSesterces { sesterces } => self.cash_sesterces(sesterces, &mut events)?,
            Action::BuyWare { ware, territory } => self.buy_ware(ware, territory, &mut events)?,
            Action::BuyMission => self.buy_mission(&mut events)?,
            Action::SwapMission { mission } => self.swap_mission(mission, &mut events)?,
            Action::PlayPotion { potion, territory } => {
                self.play_potion(potion, territory, &mut events)?
            }
            Action::Guard { territory, potion } => self.guard(territory, potion, &mut events)?,
        }
        self.lose_unplaceable_reserve(&mut events);
        if !matches!(
            self.phase,
            Phase::Attack | Phase::Rolled | Phase::Occupy { .. }
        ) {
            self.return_card_aside();
        }
        self.check_missions(&mut events);
        Ok(events)
    }

    /// A territory id checked against the board.
    pub(crate) fn known(&self, territory: TerritoryId) -> Result<TerritoryId, RuleError> {
        if usize::from(territory.0) < self.territories.len() {
            Ok(territory)
        } else {
            Err(RuleError::UnknownTerritory)
        }
    }

    /// Fails unless `force` holds `territory`.
    pub(crate) fn held_by(
        &self,
        territory: TerritoryId,
        force: ForceId,
    ) -> Result<TerritoryId, RuleError> {
        let territory = self.known(territory)?;
        if self.holding(territory).owner == force && self.holding(territory).armies > 0 {
            Ok(territory)
        } else {
            Err(RuleError::NotYourTerritory)
        }
    }

    /// Fails if a territory would hold more armies than the preset allows.
    fn check_cap(&self, territory: TerritoryId, adding: u32) -> Result<(), RuleError> {
        match self.rules.max_armies_per_territory {
            Some(cap) if self.holding(territory).armies.saturating_add(adding) > cap => {
                Err(RuleError::TerritoryFull)
            }
            _ => Ok(()),
        }
    }

    // ----- setup --------------------------------------------------------------------------

    /// 001 Setup 2-3, 000 "Revendication des Territoires": claim an empty territory.
    fn claim(
        &mut self,
        territory: TerritoryId,
        chance: &Chance,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.phase != Phase::Claim {
            return Err(RuleError::WrongPhase);
        }
        let territory = self.known(territory)?;
        if self.holding(territory).is_claimed() {
            return Err(RuleError::AlreadyClaimed);
        }
        let force = self.turn.current;
        if self.force(force).setup_armies == 0 {
            return Err(RuleError::NoArmiesLeft);
        }
        let holding = &mut self.territories[usize::from(territory.0)];
        holding.owner = force;
        holding.armies = 1;
        self.forces[usize::from(force.0)].setup_armies -= 1;
        events.push(Event::Claimed { force, territory });
        if self.territories.iter().all(|h| h.is_claimed()) {
            self.phase = Phase::PlaceStartingArmies;
        }
        self.next_setup_player(chance, events)
    }

    /// 001 Setup 4: place one more army on a territory you hold, in turn.
    fn place_starting_army(
        &mut self,
        territory: TerritoryId,
        chance: &Chance,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.phase == Phase::Claim {
            return Err(RuleError::UnclaimedTerritoriesRemain);
        }
        if self.phase != Phase::PlaceStartingArmies {
            return Err(RuleError::WrongPhase);
        }
        let territory = self.known(territory)?;
        let force = self.starting_army_force();
        if self.holding(territory).owner != force {
            return Err(if force == self.turn.current {
                RuleError::NotYourTerritory
            } else {
                RuleError::NotNeutralTerritory
            });
        }
        if self.force(force).setup_armies == 0 {
            return Err(RuleError::NoArmiesLeft);
        }
        self.check_cap(territory, 1)?;
        self.territories[usize::from(territory.0)].armies += 1;
        self.forces[usize::from(force.0)].setup_armies -= 1;
        events.push(Event::Placed {
            force,
            territory,
            armies: 1,
        });
        if self.setup_turn_goes_on(force) {
            return Ok(());
        }
        self.turn.setup_step = 0;
        self.next_setup_player(chance, events)
    }

    /// Passes setup to the next player with armies left, or starts the first turn.
    fn next_setup_player(
        &mut self,
        chance: &Chance,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let players: Vec<ForceId> = self.players().collect();
        let at = players
            .iter()
            .position(|&p| p == self.turn.current)
            .unwrap_or(0);
        for step in 1..=players.len() {
            let next = players[(at + step) % players.len()];
            if self.force(next).setup_armies > 0 {
                self.turn.current = next;
                return Ok(());
            }
        }
        events.push(Event::SetupDone);
        if self.rules.first_turn_rolled_again {
            // 000: everyone rolls again for the first turn; a uniform pick is the same chance.
            let rolled = players[self.rng.below(players.len() as u32) as usize];
            let first = match chance {
                Chance::Generator => rolled,
                Chance::Recorded(Outcome {
                    first: Some(seat), ..
                }) if players.contains(&ForceId(*seat)) => ForceId(*seat),
                Chance::Recorded(_) => return Err(RuleError::RecordMismatch),
            };
            self.turn.first = first;
            events.push(Event::FirstTurnRolled { force: first });
        }
        // 001 Setup 6: otherwise whoever placed the first army takes the first turn.
        self.end_setup(events);
        Ok(())
    }

    // ----- reinforcement --------------------------------------------------------------------

    /// Starts `force`'s turn and counts its reinforcements (001 "Getting and placing").
    pub(crate) fn begin_turn(&mut self, force: ForceId, events: &mut Vec<Event>) {
        self.turn.current = force;
        self.turn.conquered = false;
        self.turn.occupied_bonus_given = false;
        self.turn.capture_trade = false;
        self.turn.commander_used = false;
        self.turn.conquests = 0;
        self.turn.objective_claimed = false;
        self.turn.traded = false;
        self.turn.ally_step = self.first_ally_step();
        self.turn.battled = false;
        self.turn.placing_for = None;
        self.turn.allies_reinforced.clear();
        self.turn.moved.clear();
        self.turn.invasion = None;
        self.turn.number += 1;
        let (from_territories, from_continents) = self.reinforcements(force);
        self.turn.reserve = from_territories + from_continents;
        self.turn.received = 0;
        self.note_received(self.turn.reserve);
        self.phase = Phase::Reinforce;
        self.note_objectives_at_turn_start();
        events.push(Event::TurnStarted {
            force,
            round: self.turn.round,
            from_territories,
            from_continents,
        });
        if let Some(empire) = self.empire.as_mut() {
            empire.new_turn();
        }
        self.harvest(force, events);
        self.skip_empty_reinforcement();
    }

    /// 002 "Forces armées": with no minimum, a player holding two territories or fewer (and no
    /// continent) may receive nothing; with nothing to place and no set they must trade, the
    /// turn goes on to the attack, and a set may still be traded before the first battle
    /// (the window 002 opens for captured cards, `may_trade_captured_cards`).
    fn skip_empty_reinforcement(&mut self) {
        if self.turn.reserve > 0 || self.must_trade() {
            return;
        }
        let board = self.board();
        let hand = &self.force(self.turn.current).hand;
        self.turn.capture_trade = self.rules.captured_cards == CapturedCards::MayTradeAtOnce
            && super::cards::has_set(hand, board);
        self.phase = Phase::Attack;
    }

    /// Armies for territories (÷ 3, at least 3 but in 002, RULINGS R3) and for whole
    /// continents held.
    pub fn reinforcements(&self, force: ForceId) -> (u32, u32) {
        let board = self.board();
        let mut counted = self.territory_count(force) as u32;
        if self.rules.reinforcement == Reinforcement::TerritoriesAndPortsByThree {
            // RULINGS R8: (territories + ports) / 3.
            counted += self
                .territories_of(force)
                .filter(|&t| board.territory(t).port)
                .count() as u32;
        }
        let from_territories = (counted / 3).max(self.rules.least_reinforcement);
        let from_continents = board
            .continents
            .iter()
            .enumerate()
            .filter(|(i, _)| self.holds_continent(force, super::board::ContinentId(*i as u8)))
            .map(|(_, c)| c.bonus)
            .sum();
        (from_territories, from_continents)
    }

    /// Whether the current player is trading captured cards down to 4 or fewer (001
    /// "Eliminating an opponent").
    fn trading_down_captured_cards(&self) -> bool {
        self.turn.capture_trade && self.rules.captured_cards == CapturedCards::TradeDownAtSix
    }

    /// Whether the current player must trade before placing: 5 or more cards at the start of
    /// a turn (001, 000), or more than 4 while trading captured cards (001). One set meets the
    /// obligation: once it is traded nothing more is forced that turn, even with 5 cards or
    /// more left (RULINGS R4; 000 "vous DEVEZ échanger une série", 001 "at least one set").
    pub fn must_trade(&self) -> bool {
        let hand = self.force(self.turn.current).hand.len();
        if self.trading_down_captured_cards() {
            hand > 4
        } else {
            !self.turn.traded
                && self.rules.set_values != SetValues::NoTrading
                && hand >= self.rules.forced_trade_at
        }
    }

    /// 001 "Trading in cards for armies": three cards for the next set's value.
    fn trade(&mut self, cards: [Card; 3], events: &mut Vec<Event>) -> Result<(), RuleError> {
        let captured_now = self.may_trade_captured_cards();
        // An ally's die is being placed: its armies are not the player's (000).
        let own_reserve = self.turn.placing_for.is_none();
        if !(self.phase == Phase::Reinforce && own_reserve || captured_now)
            || self.rules.set_values == SetValues::NoTrading
        {
            return Err(RuleError::NoTradeNow);
        }
        // 001 "Eliminating an opponent": once down to 4 or fewer, stop trading.
        if self.trading_down_captured_cards() && !self.must_trade() {
            return Err(RuleError::NoTradeNow);
        }
        let force = self.turn.current;
        let hand = &self.force(force).hand;
        let distinct = cards[0] != cards[1] && cards[1] != cards[2] && cards[0] != cards[2];
        if !distinct || !cards.iter().all(|c| hand.contains(c)) {
            return Err(RuleError::CardNotInHand);
        }
        let board = self.board();
        let kind = classify(cards, board).ok_or(RuleError::NotASet)?;
        let armies = set_value(&self.rules.set_values, kind, self.sets_traded as usize);
        let hand = &mut self.forces[usize::from(force.0)].hand;
        hand.retain(|c| !cards.contains(c));
        match self.rules.traded_cards {
            TradedCards::Discarded => self.discards.extend(cards),
            // 004: under the pile at once (the pile's top is its last card).
            TradedCards::UnderDrawPile => {
                self.draw_pile.splice(0..0, cards);
            }
        }
        self.sets_traded += 1;
        self.turn.traded = true;
        self.turn.reserve += armies;
        self.note_received(armies);
        events.push(Event::CardsTraded {
            force,
            cards,
            armies,
        });
        if let Some(next) = self.rules.nth_set_value(self.sets_traded as usize) {
            events.push(Event::NextSetValue { armies: next });
        }
        self.occupied_bonus(cards, events);
        if captured_now {
            // The armies are placed at once, before the attack goes on.
            self.phase = Phase::Reinforce;
        }
        Ok(())
    }

    /// 001 "Occupied territories": 2 armies on a pictured territory you hold, at most once a
    /// turn; the first such card of the set decides where.
    fn occupied_bonus(&mut self, cards: [Card; 3], events: &mut Vec<Event>) {
        let once = match self.rules.occupied_bonus {
            OccupiedBonus::None => return,
            OccupiedBonus::TwoOncePerTurn => true,
            OccupiedBonus::TwoPerSet | OccupiedBonus::TwoPerCard => false,
        };
        if once && self.turn.occupied_bonus_given {
            return;
        }
        let force = self.turn.current;
        let held: Vec<TerritoryId> = cards
            .iter()
            .filter_map(|c| c.territory())
            .filter(|&t| self.holding(t).owner == force)
            .collect();
        let places = if self.rules.occupied_bonus == OccupiedBonus::TwoPerCard {
            held
        } else {
            held.into_iter().take(1).collect()
        };
        for territory in places {
            self.turn.occupied_bonus_given = true;
            events.push(Event::OccupiedBonus {
                territory,
                armies: 2,
            });
            self.add_within_room(territory, 2, events);
        }
    }

    /// Places armies from the reserve; once it is empty the attack may begin.
    fn place(
        &mut self,
        territory: TerritoryId,
        armies: u32,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.phase != Phase::Reinforce {
            return Err(RuleError::WrongPhase);
        }
        let force = self.placing_force();
        if force == self.turn.current && self.must_trade() {
            return Err(RuleError::MustTradeCards);
        }
        // 000 "Renforts alliés": an ally's die is placed on its own territories; 000 teams:
        // "les joueurs peuvent déplacer des régiments dans des territoires alliés".
        let territory = self.team_territory(territory, force)?;
        if armies == 0 || armies > self.turn.reserve {
            return Err(RuleError::BadArmyCount);
        }
        self.check_cap(territory, armies)?;
        self.add_share(territory, force, armies);
        self.turn.reserve -= armies;
        events.push(Event::Placed {
            force,
            territory,
            armies,
        });
        if self.turn.reserve == 0 && !self.reinforce_neutral(events) {
            self.turn.capture_trade = false;
            self.turn.placing_for = None;
            self.phase = Phase::Attack;
        }
        Ok(())
    }

    // ----- battle ---------------------------------------------------------------------------

    /// Fails unless the current player is free to attack.
    fn expect_attack_phase(&self) -> Result<(), RuleError> {
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
    fn attack(
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
    fn roll(
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
    fn conquer(
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
    fn winner_by_elimination(&self) -> Option<ForceId> {
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
    fn move_armies(&mut self, from: TerritoryId, to: TerritoryId, armies: u32) {
        let mover = self.acting_force(from);
        self.remove_share(from, mover, armies);
        self.add_share(to, mover, armies);
    }

    /// Moves armies into the conquered territory, leaving at least one behind.
    fn occupy(
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

    /// 001 "Fortifying your position": one move between bordering territories of yours.
    fn fortify(
        &mut self,
        from: TerritoryId,
        to: TerritoryId,
        armies: u32,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.ally_step_done()?;
        if !matches!(self.phase, Phase::Attack | Phase::Fortify) {
            return Err(if self.phase == Phase::Reinforce {
                RuleError::ReserveNotPlaced
            } else {
                RuleError::WrongPhase
            });
        }
        if self.turn.invasion.is_some() {
            return Err(RuleError::EndTheAttackFirst);
        }
        let (from, to, mover) = self.fortify_ends(from, to)?;
        if !self.may_still_move(mover) {
            return Err(RuleError::BadFortify);
        }
        let connected = match self.rules.fortify {
            Fortify::OneAdjacentMove => self.board().are_adjacent(from, to),
            Fortify::OneConnectedMove | Fortify::ManyConnectedMoves => {
                self.connected(from, to, mover)
            }
            // 000 teams "Manœuvre stratégique": through teammates' territories too.
            Fortify::TeamPath => self.team_connected(from, to, mover),
        };
        let available = self.holding(from).share(mover);
        if from == to || !connected || armies == 0 || armies >= available {
            return Err(RuleError::BadFortify);
        }
        self.check_cap(to, armies)?;
        self.move_armies(from, to, armies);
        events.push(Event::Fortified { from, to, armies });
        self.phase = Phase::Fortify;
        let me = self.turn.current;
        if self.rules.fortify == Fortify::ManyConnectedMoves && mover == me {
            return Ok(());
        }
        self.turn.moved.push(mover);
        // Record version 2: once the last move is made the turn waits for `EndTurn`, so the
        // move may still be taken back (issue 10); version 1 ended the turn here.
        Ok(())
    }

    /// Whether every move this turn allows is made (the player's and, 000, each ally's), so
    /// only the end of the turn is left. Many connected moves (001 experts) are never done.
    pub fn moves_done(&self) -> bool {
        let me = self.turn.current;
        self.phase == Phase::Fortify
            && !self.may_still_move(me)
            && !self
                .allies_of(me)
                .into_iter()
                .any(|a| self.may_still_move(a))
    }

    /// The two ends of a fortification and whose armies move: the player's own, to their
    /// own territory or (000 teams) a teammate's, or an ally's between its own (000 "Manœuvre
    /// stratégique des alliés": each ally makes one free move too).
    fn fortify_ends(
        &self,
        from: TerritoryId,
        to: TerritoryId,
    ) -> Result<(TerritoryId, TerritoryId, ForceId), RuleError> {
        let me = self.turn.current;
        if self.plays_teams() {
            let from = self
                .team_territory(from, me)
                .map_err(|_| RuleError::BadFortify)?;
            let to = self
                .team_territory(to, me)
                .map_err(|_| RuleError::BadFortify)?;
            if self.holding(from).share(me) == 0 {
                return Err(RuleError::BadFortify);
            }
            return Ok((from, to, me));
        }
        let from = self.commanded(from).map_err(|_| RuleError::BadFortify)?;
        let to = self.commanded(to).map_err(|_| RuleError::BadFortify)?;
        let mover = self.holding(from).owner;
        if self.holding(to).owner != mover {
            return Err(RuleError::BadFortify);
        }
        Ok((from, to, mover))
    }

    /// Whether a path of `force`'s territories joins `from` to `to`.
    fn connected(&self, from: TerritoryId, to: TerritoryId, force: ForceId) -> bool {
        self.path_through(from, to, |t| self.holding(t).owner == force)
    }

    /// Whether a path of bordering territories joins `from` to `to`, stepping only on
    /// territories `passable` accepts.
    pub(crate) fn path_through(
        &self,
        from: TerritoryId,
        to: TerritoryId,
        passable: impl Fn(TerritoryId) -> bool,
    ) -> bool {
        let board = self.board();
        let mut seen = vec![false; self.territories.len()];
        let mut stack = vec![from];
        while let Some(at) = stack.pop() {
            if at == to {
                return true;
            }
            if std::mem::replace(&mut seen[usize::from(at.0)], true) {
                continue;
            }
            stack.extend(board.adjacent(at).filter(|&n| passable(n)));
        }
        false
    }

    /// Draws the turn's card if a territory was conquered, then passes to the next player.
    fn end_turn(&mut self, chance: &Chance, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let force = self.turn.current;
        if self.plays_empire() {
            // 003 steps 5-6: a mission scored, a potion and a purse; the territory cards
            // served only at setup (RULINGS R2).
            if self.end_empire_turn(force, events) {
                return Ok(());
            }
        } else if self.turn.conquered {
            self.draw_card(force, chance, events)?;
        }
        self.pass_team_hand(force, events);
        events.push(Event::TurnEnded { force });
        let next = self.next_player(force);
        self.begin_turn(next, events);
        Ok(())
    }

    /// 001 "Ending your attack": the top card; an empty pile takes the shuffled discards.
    fn draw_card(
        &mut self,
        force: ForceId,
        chance: &Chance,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.draw_pile.is_empty() {
            if self.discards.is_empty() {
                return Ok(());
            }
            self.draw_pile = std::mem::take(&mut self.discards);
            self.rng.shuffle(&mut self.draw_pile);
            events.push(Event::DeckReshuffled);
        }
        let card = match chance {
            Chance::Generator => self.draw_pile.pop(),
            Chance::Recorded(Outcome {
                card: Some(card), ..
            }) => {
                let at = self
                    .draw_pile
                    .iter()
                    .position(|c| c == card)
                    .ok_or(RuleError::RecordMismatch)?;
                Some(self.draw_pile.remove(at))
            }
            Chance::Recorded(_) => return Err(RuleError::RecordMismatch),
        };
        if let Some(card) = card {
            self.forces[usize::from(force.0)].hand.push(card);
            events.push(Event::CardDrawn { force, card });
        }
        Ok(())
    }

    /// The next player still in the game, counting rounds.
    fn next_player(&mut self, after: ForceId) -> ForceId {
        let players: Vec<ForceId> = self.players().collect();
        let n = players.len();
        let position = |f: ForceId| players.iter().position(|&p| p == f).unwrap_or(0);
        let first = position(self.turn.first);
        let relative = |f: ForceId| (position(f) + n - first) % n;
        let at = position(after);
        for step in 1..=n {
            let next = players[(at + step) % n];
            if !self.force(next).eliminated {
                if relative(next) <= relative(after) {
                    self.turn.round += 1;
                }
                return next;
            }
        }
        after
    }

    /// 001 Secret Mission "Winning": the first mission completed wins, checked for the
    /// current player first, then the others in turn order.
    fn check_missions(&mut self, events: &mut Vec<Event>) {
        if self.rules.win != WinCondition::Mission || matches!(self.phase, Phase::Finished { .. }) {
            return;
        }
        // Missions are checked between actions, never with a conquest waiting to be occupied.
        if matches!(
            self.phase,
            Phase::Claim | Phase::PlaceStartingArmies | Phase::Occupy { .. }
        ) {
            return;
        }
        let players: Vec<ForceId> = self.players().collect();
        let at = players
            .iter()
            .position(|&p| p == self.turn.current)
            .unwrap_or(0);
        // 004: only the player whose turn it is may claim a victory.
        let own_turn_only = self.rules.missions.is_some_and(|d| d.claimed_on_own_turn());
        let checked = if own_turn_only { 1 } else { players.len() };
        for step in 0..checked {
            let force = players[(at + step) % players.len()];
            if self.force(force).eliminated {
                continue;
            }
            let done = self
                .force(force)
                .missions
                .iter()
                .any(|m| m.is_complete(self, force));
            if done {
                self.finish(force, events);
                return;
            }
        }
    }
}
