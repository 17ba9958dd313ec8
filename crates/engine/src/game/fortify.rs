//! A turn's free move: fortifying along the board's borders or a path of one's own (RULINGS
//! R6).

use crate::action::{Event, RuleError};
use crate::board::TerritoryId;
use crate::rules::Fortify;
use crate::state::{ForceId, GameState, Phase};

impl GameState {
    /// 001 "Fortifying your position": one move between bordering territories of yours.
    pub(super) fn fortify(
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
    pub(super) fn fortify_ends(
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
    pub(super) fn connected(&self, from: TerritoryId, to: TerritoryId, force: ForceId) -> bool {
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
}
