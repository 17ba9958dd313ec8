//! 001 Capital Risk: secret headquarters chosen after setup, revealed together, captured
//! without eliminating, their cards kept out of sets, and the capital victory. 004 variante
//! c "Capitales risk": the same choice, but each capital stays secret until taken, and its
//! taker takes over its owner.

use super::action::{Event, RuleError};
use super::board::TerritoryId;
use super::cards::Card;
use super::rules::WinCondition;
use super::state::{ForceId, GameState, Holding, Phase};

impl GameState {
    /// Whether this game is won by holding headquarters (001 Capital Risk).
    pub fn plays_capitals(&self) -> bool {
        self.rules.win.chooses_headquarters()
    }

    /// Whether capitals stay secret until taken, and taking one takes over its owner (004
    /// variante c).
    pub fn plays_secret_capitals(&self) -> bool {
        self.rules.win == WinCondition::SecretCapitals
    }

    /// Whether every player has chosen their headquarters or capital (setup is over).
    pub fn headquarters_chosen(&self) -> bool {
        self.plays_capitals()
            && !matches!(
                self.phase,
                Phase::Claim | Phase::PlaceStartingArmies | Phase::ChooseHeadquarters
            )
    }

    /// Whether the headquarters are public: everyone has chosen and turned their card face
    /// up (001 Capital Risk "Setup" 2); 004's capitals never are all at once.
    pub fn headquarters_revealed(&self) -> bool {
        self.headquarters_chosen() && !self.plays_secret_capitals()
    }

    /// Whether everyone may know `force`'s headquarters: once all are revealed (001), or
    /// once taken, its owner then out of the game (004 "le propriétaire de cette Capitale le
    /// fait savoir").
    pub fn headquarters_public(&self, force: ForceId) -> bool {
        self.headquarters_revealed()
            || self.plays_secret_capitals()
                && self
                    .forces
                    .get(usize::from(force.0))
                    .is_some_and(|f| f.eliminated)
    }

    /// The headquarters cards set aside once chosen: they are never drawn nor traded
    /// (001 Capital Risk "Playing": "You may not use a Headquarters card as part of a set";
    /// 004: "Il place la carte Risk de ce territoire devant lui, face cachée").
    pub fn headquarters_cards(&self) -> Vec<Card> {
        if !self.headquarters_chosen() {
            return Vec::new();
        }
        self.forces
            .iter()
            .filter_map(|f| f.headquarters)
            .map(Card::Territory)
            .collect()
    }

    /// Whose headquarters `territory` is, when that is public.
    pub fn headquarters_of(&self, territory: TerritoryId) -> Option<ForceId> {
        self.players()
            .find(|&p| self.force(p).headquarters == Some(territory) && self.headquarters_public(p))
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
        events.push(if self.plays_secret_capitals() {
            Event::CapitalChosen { force: me }
        } else {
            Event::HeadquartersChosen { force: me }
        });
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

    /// 001 Capital Risk "Setup" 2: every headquarters is turned face up (004: kept face
    /// down), its card set aside out of the deck, and the first turn begins.
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
        if !self.plays_secret_capitals() {
            events.push(Event::HeadquartersRevealed { headquarters });
        }
        self.begin_turn(self.turn.first, events);
    }

    /// Notes a conquered headquarters: its card passes to the taker, and its owner plays on
    /// (001 Capital Risk "Playing"); or in 004 a standing player's capital is taken over.
    pub(crate) fn capture_headquarters(&mut self, territory: TerritoryId, events: &mut Vec<Event>) {
        if self.plays_secret_capitals() {
            self.take_over_capital(territory, events);
        } else if let Some(of) = self.headquarters_of(territory) {
            events.push(Event::HeadquartersCaptured {
                territory,
                of,
                by: self.holding(territory).owner,
            });
        }
    }

    /// 004 variante c "Le jeu": a player whose capital is invaded makes it known; each of
    /// their other territories becomes the taker's with one army ((house): new armies, not
    /// ones already on the board, as the book says), so they are out, and their cards pass
    /// to the taker as at any elimination.
    fn take_over_capital(&mut self, territory: TerritoryId, events: &mut Vec<Event>) {
        let by = self.holding(territory).owner;
        let Some(of) = self.players().find(|&p| {
            p != by && !self.force(p).eliminated && self.force(p).headquarters == Some(territory)
        }) else {
            return;
        };
        let theirs: Vec<TerritoryId> = self.territories_of(of).collect();
        let removed = theirs.iter().map(|&t| self.holding(t).armies).sum();
        for &t in &theirs {
            self.territories[usize::from(t.0)] = Holding {
                owner: by,
                armies: 1,
                ..Holding::empty()
            };
        }
        events.push(Event::CapitalTaken {
            territory,
            of,
            by,
            territories: theirs.len() as u32,
            removed,
        });
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
        if !self.headquarters_chosen() {
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
