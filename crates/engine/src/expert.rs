//! 001 "Rules variations for RISK experts" that change a turn's flow: at most 12 armies on a
//! territory, the armies that cannot be placed being lost; and the battle paused between the
//! roll and its decision for the re-roll card and the Commander. (The set values +1 and
//! connected fortification are rule fields, see `RuleSet::with_toggles`.)

use super::action::{Event, RuleError};
use super::board::TerritoryId;
use super::cards::Card;
use super::chance::{Chance, Outcome};
use super::state::{GameState, Phase};

impl GameState {
    /// Armies `territory` can still take under the preset's limit (001 experts "Armies per
    /// territory": 12), or `u32::MAX` without one.
    pub fn room(&self, territory: TerritoryId) -> u32 {
        match self.rules.max_armies_per_territory {
            Some(cap) => cap.saturating_sub(self.holding(territory).armies),
            None => u32::MAX,
        }
    }

    /// Adds up to `armies` to `territory` within its room; the rest are lost (001 experts:
    /// "If because of this rule you are unable to place some armies, you lose those armies").
    pub(crate) fn add_within_room(
        &mut self,
        territory: TerritoryId,
        armies: u32,
        events: &mut Vec<Event>,
    ) {
        let placed = armies.min(self.room(territory));
        self.territories[usize::from(territory.0)].armies += placed;
        if placed < armies {
            events.push(Event::ArmiesLost {
                force: self.holding(territory).owner,
                armies: armies - placed,
            });
        }
    }

    /// Ends a reinforcement whose armies have nowhere left to go: every territory of the
    /// player is full, so the reserve is lost and the attack begins (001 experts).
    pub(crate) fn lose_unplaceable_reserve(&mut self, events: &mut Vec<Event>) {
        if self.phase != Phase::Reinforce
            || self.turn.reserve == 0
            || self.rules.max_armies_per_territory.is_none()
            || self.must_trade()
        {
            return;
        }
        // The force whose reserve it is: the player's, or a neutral's or ally's half.
        let me = self.placing_force();
        if self.territories_of(me).any(|t| self.room(t) > 0) {
            return;
        }
        events.push(Event::ArmiesLost {
            force: me,
            armies: self.turn.reserve,
        });
        self.turn.reserve = 0;
        self.turn.capture_trade = false;
        self.turn.placing_for = None;
        self.phase = Phase::Attack;
    }

    /// Cards that may re-roll a die in a battle from `from` at `to`: the card set aside, and
    /// cards in hand, showing either territory (001 experts "Advantage when attacking").
    pub fn reroll_cards(&self, from: TerritoryId, to: TerritoryId) -> Vec<Card> {
        if !self.rules.toggles.reroll_with_card {
            return Vec::new();
        }
        let shows = |c: &Card| c.territory().is_some_and(|t| t == from || t == to);
        self.turn
            .card_aside
            .iter()
            .chain(&self.force(self.turn.current).hand)
            .copied()
            .filter(shows)
            .collect()
    }

    /// Whether the Commander may still turn a die to 6 this turn (001 experts: once a turn).
    pub fn commander_available(&self) -> bool {
        self.rules.toggles.commander && !self.turn.commander_used
    }

    /// Whether the attacker may still change the dice of a battle from `from` at `to`:
    /// the Commander unused this turn, or a re-roll card and no re-roll yet in this battle.
    /// Never for 002's ally ((house): the expert options are the active player's).
    pub(crate) fn battle_options_open(
        &self,
        from: TerritoryId,
        to: TerritoryId,
        rerolled: bool,
    ) -> bool {
        !self.allied_counter()
            && (self.commander_available() || !rerolled && !self.reroll_cards(from, to).is_empty())
    }

    /// Puts the card set aside back in the hand (the attack on its territory is over).
    pub(crate) fn return_card_aside(&mut self) {
        if let Some(card) = self.turn.card_aside.take() {
            self.forces[usize::from(self.turn.current.0)]
                .hand
                .push(card);
        }
    }

    /// Puts the card set aside back unless it shows one of the territories of this battle:
    /// "once you stop attacking the territory in question, put the card back".
    pub(crate) fn return_card_aside_unless(&mut self, from: TerritoryId, to: TerritoryId) {
        let involved = self
            .turn
            .card_aside
            .and_then(Card::territory)
            .is_some_and(|t| t == from || t == to);
        if !involved {
            self.return_card_aside();
        }
    }

    /// The rolled battle's attack die at place `die`, checked.
    fn rolled_die(&self, die: u8) -> Result<usize, RuleError> {
        let rolled = self
            .turn
            .rolled
            .as_ref()
            .filter(|_| self.phase == Phase::Rolled);
        let rolled = rolled.ok_or(RuleError::WrongPhase)?;
        let at = usize::from(die);
        if at < rolled.attack.len() {
            Ok(at)
        } else {
            Err(RuleError::NoSuchDie)
        }
    }

    /// 001 experts "Advantage when attacking": re-rolls one attack die with a card showing
    /// either territory; the card is set aside until the attack on it is over.
    pub(crate) fn reroll(
        &mut self,
        die: u8,
        card: Card,
        chance: &Chance,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let at = self.rolled_die(die)?;
        let Some(rolled) = self.turn.rolled.clone() else {
            return Err(RuleError::WrongPhase);
        };
        if rolled.rerolled || !self.reroll_cards(rolled.from, rolled.to).contains(&card) {
            return Err(RuleError::NoRerollCard);
        }
        // The generator rolls either way, so a replay keeps it in step.
        let fresh = self.rng.die();
        let value = match chance {
            Chance::Generator => fresh,
            Chance::Recorded(Outcome {
                reroll: Some(v), ..
            }) if (1..=6).contains(v) => *v,
            Chance::Recorded(_) => return Err(RuleError::RecordMismatch),
        };
        if self.turn.card_aside != Some(card) {
            self.return_card_aside();
            let hand = &mut self.forces[usize::from(self.turn.current.0)].hand;
            hand.retain(|c| *c != card);
            self.turn.card_aside = Some(card);
        }
        events.push(Event::Rerolled { die, value, card });
        let mut rolled = rolled;
        rolled.attack[at] = value;
        rolled.attack.sort_unstable_by(|a, b| b.cmp(a));
        rolled.rerolled = true;
        self.turn.rolled = Some(rolled);
        self.resolve_if_nothing_left(events);
        Ok(())
    }

    /// 001 experts "Commanders": once per turn, one attack die just rolled becomes a 6.
    pub(crate) fn commander(&mut self, die: u8, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let at = self.rolled_die(die)?;
        if !self.commander_available() {
            return Err(RuleError::CommanderUsed);
        }
        self.turn.commander_used = true;
        events.push(Event::Commanded { die });
        if let Some(rolled) = self.turn.rolled.as_mut() {
            rolled.attack[at] = 6;
            rolled.attack.sort_unstable_by(|a, b| b.cmp(a));
        }
        self.resolve_if_nothing_left(events);
        Ok(())
    }

    /// Decides the battle rolled with its dice as they stand.
    pub(crate) fn resolve(&mut self, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if self.phase != Phase::Rolled {
            return Err(RuleError::WrongPhase);
        }
        let Some(rolled) = self.turn.rolled.take() else {
            return Err(RuleError::WrongPhase);
        };
        self.phase = Phase::Attack;
        self.decide_battle(
            rolled.from,
            rolled.to,
            rolled.dice,
            rolled.attack,
            rolled.defend,
            events,
        );
        Ok(())
    }

    /// Decides the battle at once when no option is left to the attacker.
    fn resolve_if_nothing_left(&mut self, events: &mut Vec<Event>) {
        let open = self
            .turn
            .rolled
            .as_ref()
            .is_some_and(|r| self.battle_options_open(r.from, r.to, r.rerolled));
        if !open {
            let _ = self.resolve(events);
        }
    }
}
