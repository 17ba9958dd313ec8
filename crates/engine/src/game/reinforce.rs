//! A turn's first step: its start (missions met, the reserve), reinforcements, trading a set
//! and placing armies (RULINGS R4).

use crate::action::{Event, RuleError};
use crate::board::TerritoryId;
use crate::cards::{Card, classify, set_value};
use crate::rules::{CapturedCards, OccupiedBonus, Reinforcement, SetValues, TradedCards};
use crate::state::{ForceId, GameState, Phase};

impl GameState {
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
    pub(super) fn skip_empty_reinforcement(&mut self) {
        if self.turn.reserve > 0 || self.must_trade() {
            return;
        }
        let board = self.board();
        let hand = &self.force(self.turn.current).hand;
        self.turn.capture_trade = self.rules.captured_cards == CapturedCards::MayTradeAtOnce
            && crate::cards::has_set(hand, board);
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
            .filter(|(i, _)| self.holds_continent(force, crate::board::ContinentId(*i as u8)))
            .map(|(_, c)| c.bonus)
            .sum();
        (from_territories, from_continents)
    }

    /// Whether the current player is trading captured cards down to 4 or fewer (001
    /// "Eliminating an opponent").
    pub(super) fn trading_down_captured_cards(&self) -> bool {
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
    pub(super) fn trade(
        &mut self,
        cards: [Card; 3],
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
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
    pub(super) fn occupied_bonus(&mut self, cards: [Card; 3], events: &mut Vec<Event>) {
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
            // RULINGS R9: the allied force gets half of these +2 as well (not in records of
            // version 3 and before: `migrate::rules_before_v4`).
            if self.rules.extra_forces.halves_occupied_bonus()
                && !self.rules.ally_without_occupied_bonus
            {
                self.note_received(2);
            }
        }
    }

    /// Whether the player to move must trade a set before placing any army: the refusal
    /// [`RuleError::MustTradeCards`] that a placement would get now, without playing one.
    pub fn must_trade_before_placing(&self) -> bool {
        self.phase == Phase::Reinforce
            && self.placing_force() == self.turn.current
            && self.must_trade()
    }

    /// Whether `armies` of the reserve may be placed on `territory` now (the territory
    /// checked), and if not, why: all that [`GameState::place`] checks, changing nothing.
    pub(crate) fn placement(
        &self,
        territory: TerritoryId,
        armies: u32,
    ) -> Result<TerritoryId, RuleError> {
        if self.phase != Phase::Reinforce {
            return Err(RuleError::WrongPhase);
        }
        if self.must_trade_before_placing() {
            return Err(RuleError::MustTradeCards);
        }
        // 000 "Renforts alliés": an ally's die is placed on its own territories; 000 teams:
        // "les joueurs peuvent déplacer des régiments dans des territoires alliés".
        let territory = self.team_territory(territory, self.placing_force())?;
        if armies == 0 || armies > self.turn.reserve {
            return Err(RuleError::BadArmyCount);
        }
        self.check_cap(territory, armies)?;
        Ok(territory)
    }

    /// Places armies from the reserve; once it is empty the attack may begin.
    pub(super) fn place(
        &mut self,
        territory: TerritoryId,
        armies: u32,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let territory = self.placement(territory, armies)?;
        let force = self.placing_force();
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
}
