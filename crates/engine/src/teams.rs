//! 000 "Risk par équipe" (RULINGS R10): two teams seated alternately share their territories.
//! A shared territory holds both teammates' armies: `Holding::armies` counts them all and
//! `Holding::partner` the second teammate's share; the teammate with more armies controls it
//! and a tie means nobody does. These helpers keep every move, loss and count true to that.

use super::action::{Event, RuleError};
use super::board::TerritoryId;
use super::state::{ForceId, GameState, Garrison, Holding};

impl Holding {
    /// The armies `force` has here: the owner's are those not the partner's.
    pub fn share(&self, force: ForceId) -> u32 {
        match self.partner {
            Some(partner) if partner.force == force => partner.armies,
            _ if self.owner == force => self
                .armies
                .saturating_sub(self.partner.map_or(0, |p| p.armies)),
            _ => 0,
        }
    }

    /// Who controls the territory: its owner, unless a teammate has as many armies there
    /// (000 "Recevoir des renforts": "si deux joueurs ont le même nombre de régiments,
    /// PERSONNE ne contrôle le territoire"), or nobody while it is unclaimed.
    pub fn controller(&self) -> Option<ForceId> {
        let tie = self
            .partner
            .is_some_and(|p| u64::from(p.armies) * 2 == u64::from(self.armies));
        (self.is_claimed() && !tie).then_some(self.owner)
    }

    /// Makes the teammate with more armies the owner (an equal share leaves the owner).
    fn settle(&mut self) {
        if let Some(partner) = self.partner {
            let own = self.armies.saturating_sub(partner.armies);
            if own == 0 {
                self.owner = partner.force;
                self.partner = None;
            } else if partner.armies == 0 {
                self.partner = None;
            } else if partner.armies > own {
                let former = std::mem::replace(&mut self.owner, partner.force);
                self.partner = Some(Garrison {
                    force: former,
                    armies: own,
                });
            }
        }
    }
}

impl GameState {
    /// Whether the game is played in teams (000 "Risk par équipe").
    pub fn plays_teams(&self) -> bool {
        self.rules.teams
    }

    /// Whether two forces play in one team.
    pub fn same_team(&self, a: ForceId, b: ForceId) -> bool {
        let team = |f: ForceId| self.forces.get(usize::from(f.0)).and_then(|f| f.team);
        matches!((team(a), team(b)), (Some(x), Some(y)) if x == y)
    }

    /// Whether `force` or a teammate has armies on `territory`: where `force`'s armies may be
    /// placed or moved (outside team games, simply the territories it holds).
    pub fn team_holds(&self, territory: TerritoryId, force: ForceId) -> bool {
        let holding = self.holding(territory);
        holding.is_claimed() && (holding.owner == force || self.same_team(holding.owner, force))
    }

    /// Territories where `force` has armies of its own: those it holds, and in team games
    /// those it shares with a teammate.
    pub fn own_stands(&self, force: ForceId) -> Vec<TerritoryId> {
        self.board()
            .ids()
            .filter(|&t| self.holding(t).share(force) > 0)
            .collect()
    }

    /// Whether `force` still has armies anywhere on the board.
    pub fn present(&self, force: ForceId) -> bool {
        self.territories.iter().any(|h| h.share(force) > 0)
    }

    /// The force whose armies attack or move from `from` for the current player: in team
    /// games always the player's own (a shared territory holds a teammate's too), otherwise
    /// whoever holds it (the player, or an ally in 000 duels).
    pub fn acting_force(&self, from: TerritoryId) -> ForceId {
        if self.plays_teams() {
            self.turn.current
        } else {
            self.holding(from).owner
        }
    }

    /// Adds `armies` of `force` to a territory its team holds; a teammate's armies join as
    /// the partner's share.
    pub(crate) fn add_share(&mut self, territory: TerritoryId, force: ForceId, armies: u32) {
        let holding = &mut self.territories[usize::from(territory.0)];
        if holding.owner != force {
            let before = holding.partner.map_or(0, |p| p.armies);
            holding.partner = Some(Garrison {
                force,
                armies: before + armies,
            });
        }
        holding.armies += armies;
        holding.settle();
    }

    /// Takes `armies` of `force`'s own off a territory (the caller checked it has them).
    pub(crate) fn remove_share(&mut self, territory: TerritoryId, force: ForceId, armies: u32) {
        let holding = &mut self.territories[usize::from(territory.0)];
        if let Some(partner) = holding.partner.as_mut().filter(|p| p.force == force) {
            partner.armies -= armies;
        }
        holding.armies -= armies;
        holding.settle();
    }

    /// Removes a defender's losses; in a shared territory each one comes from the larger
    /// share, the owner's on a tie ((house) R10: the book does not say whose armies fall).
    pub(crate) fn take_losses(&mut self, territory: TerritoryId, losses: u32) {
        for _ in 0..losses {
            let owner = self.holding(territory).owner;
            self.remove_share(territory, owner, 1);
        }
    }

    /// Whether a path of territories held by `force`'s team joins `from` to `to` (000
    /// "Manœuvre stratégique": teammates' territories, shared ones too, count as friendly).
    pub(crate) fn team_connected(
        &self,
        from: TerritoryId,
        to: TerritoryId,
        force: ForceId,
    ) -> bool {
        self.path_through(from, to, |t| self.team_holds(t, force))
    }

    /// The teammate who plays after `force`, who receives the team's hand at the end of its
    /// turn (000 "Piocher une carte territoire").
    pub fn next_teammate(&self, force: ForceId) -> Option<ForceId> {
        let players: Vec<ForceId> = self.players().collect();
        let at = players.iter().position(|&p| p == force)?;
        (1..players.len())
            .map(|step| players[(at + step) % players.len()])
            .find(|&p| self.same_team(p, force) && !self.force(p).eliminated)
    }

    /// Fails unless `force` or its team holds `territory` (a place to reinforce, to attack
    /// from or to manoeuvre to).
    pub(crate) fn team_territory(
        &self,
        territory: TerritoryId,
        force: ForceId,
    ) -> Result<TerritoryId, RuleError> {
        let territory = self.known(territory)?;
        if self.team_holds(territory, force) {
            Ok(territory)
        } else {
            Err(RuleError::NotYourTerritory)
        }
    }

    /// The forces with armies on `territory`: its owner, and a teammate sharing it.
    pub(crate) fn forces_on(&self, territory: TerritoryId) -> Vec<ForceId> {
        let holding = self.holding(territory);
        std::iter::once(holding.owner)
            .chain(holding.partner.map(|p| p.force))
            .collect()
    }

    /// Eliminates those of `forces` left with no armies on the board; whether any was.
    pub(crate) fn eliminate_absent(
        &mut self,
        forces: &[ForceId],
        victor: ForceId,
        events: &mut Vec<Event>,
    ) -> bool {
        let mut any = false;
        for &force in forces {
            let known = usize::from(force.0) < self.forces.len();
            if known && !self.force(force).eliminated && !self.present(force) {
                self.eliminate(force, victor, events);
                any = true;
            }
        }
        any
    }

    /// 000 "Piocher une carte territoire": "À la fin de votre tour, passez les cartes de
    /// l'équipe au membre de votre équipe qui sera le prochain à jouer."
    pub(crate) fn pass_team_hand(&mut self, force: ForceId, events: &mut Vec<Event>) {
        if !self.plays_teams() {
            return;
        }
        let Some(next) = self.next_teammate(force) else {
            return;
        };
        let cards = std::mem::take(&mut self.forces[usize::from(force.0)].hand);
        let count = cards.len() as u32;
        self.forces[usize::from(next.0)].hand.extend(cards);
        events.push(Event::TeamHandPassed {
            from: force,
            to: next,
            cards: count,
        });
    }
}
