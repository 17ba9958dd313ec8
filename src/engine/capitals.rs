//! 001 Capital Risk: secret headquarters chosen after setup, revealed together, captured
//! without eliminating, their cards kept out of sets, and the capital victory.

use super::action::{Event, RuleError};
use super::board::TerritoryId;
use super::cards::Card;
use super::rules::WinCondition;
use super::state::{ForceId, GameState, Phase};

impl GameState {
    /// Whether this game is won by holding headquarters (001 Capital Risk).
    pub fn plays_capitals(&self) -> bool {
        matches!(self.rules.win, WinCondition::Capitals { .. })
    }

    /// Whether the headquarters are public: everyone has chosen and turned their card face
    /// up (001 Capital Risk "Setup" 2).
    pub fn headquarters_revealed(&self) -> bool {
        self.plays_capitals()
            && !matches!(
                self.phase,
                Phase::Claim | Phase::PlaceStartingArmies | Phase::ChooseHeadquarters
            )
    }

    /// The headquarters cards set aside once revealed: they are never drawn nor traded
    /// (001 Capital Risk "Playing": "You may not use a Headquarters card as part of a set").
    pub fn headquarters_cards(&self) -> Vec<Card> {
        if !self.headquarters_revealed() {
            return Vec::new();
        }
        self.forces
            .iter()
            .filter_map(|f| f.headquarters)
            .map(Card::Territory)
            .collect()
    }

    /// Whose headquarters `territory` is, once the headquarters are public.
    pub fn headquarters_of(&self, territory: TerritoryId) -> Option<ForceId> {
        if !self.headquarters_revealed() {
            return None;
        }
        self.players()
            .find(|&p| self.force(p).headquarters == Some(territory))
    }

    /// Ends setup: capital games first choose headquarters, in turn from the first player;
    /// other games begin the first turn.
    pub(crate) fn end_setup(&mut self, events: &mut Vec<Event>) {
        if self.plays_capitals() {
            // 001 Capital Risk "Setup" 1: "after deploying your armies ... select one of
            // the territories you've claimed".
            self.phase = Phase::ChooseHeadquarters;
            self.turn.current = self.turn.first;
        } else {
            self.begin_turn(self.turn.first, events);
        }
    }

    /// 001 Capital Risk "Setup" 1: the current player picks a headquarters in secret; once
    /// everyone has, all are revealed and the first turn begins.
    pub(crate) fn choose_headquarters(
        &mut self,
        territory: TerritoryId,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.phase != Phase::ChooseHeadquarters {
            return Err(RuleError::WrongPhase);
        }
        let territory = self.held_by(territory, self.turn.current)?;
        let me = self.turn.current;
        self.forces[usize::from(me.0)].headquarters = Some(territory);
        events.push(Event::HeadquartersChosen { force: me });
        let players: Vec<ForceId> = self.players().collect();
        let at = players.iter().position(|&p| p == me).unwrap_or(0);
        let waiting = (1..players.len())
            .map(|step| players[(at + step) % players.len()])
            .find(|&p| self.force(p).headquarters.is_none());
        match waiting {
            Some(next) => self.turn.current = next,
            None => self.reveal_headquarters(events),
        }
        Ok(())
    }

    /// 001 Capital Risk "Setup" 2: every headquarters is turned face up, its card set aside
    /// out of the deck, and the first turn begins.
    fn reveal_headquarters(&mut self, events: &mut Vec<Event>) {
        let headquarters: Vec<(ForceId, TerritoryId)> = self
            .players()
            .filter_map(|p| self.force(p).headquarters.map(|t| (p, t)))
            .collect();
        let cards: Vec<Card> = headquarters
            .iter()
            .map(|&(_, t)| Card::Territory(t))
            .collect();
        self.draw_pile.retain(|c| !cards.contains(c));
        self.discards.retain(|c| !cards.contains(c));
        for force in &mut self.forces {
            force.hand.retain(|c| !cards.contains(c));
        }
        events.push(Event::HeadquartersRevealed { headquarters });
        self.begin_turn(self.turn.first, events);
    }

    /// Notes a conquered headquarters: its card passes to the taker, and its owner plays on
    /// (001 Capital Risk "Playing").
    pub(crate) fn capture_headquarters(&self, territory: TerritoryId, events: &mut Vec<Event>) {
        if let Some(of) = self.headquarters_of(territory) {
            events.push(Event::HeadquartersCaptured {
                territory,
                of,
                by: self.holding(territory).owner,
            });
        }
    }

    /// Headquarters `force` holds, its own included.
    pub fn headquarters_held(&self, force: ForceId) -> usize {
        self.players()
            .filter_map(|p| self.force(p).headquarters)
            .filter(|&t| self.holding(t).owner == force)
            .count()
    }

    /// Opposing headquarters `force` holds.
    pub fn headquarters_taken(&self, force: ForceId) -> usize {
        let own = self
            .force(force)
            .headquarters
            .is_some_and(|t| self.holding(t).owner == force);
        self.headquarters_held(force) - usize::from(own)
    }

    /// Whether `force` has won a capital game: it holds its own headquarters and enough
    /// opposing ones (001 Capital Risk "Object of the game", RULINGS R1).
    pub fn holds_enough_headquarters(&self, force: ForceId) -> bool {
        if !self.headquarters_revealed() {
            return false;
        }
        let Some(own) = self.force(force).headquarters else {
            return false;
        };
        let players = self.players().count();
        self.holding(own).owner == force
            && self.headquarters_taken(force) >= self.rules.headquarters_to_take(players)
    }
}
