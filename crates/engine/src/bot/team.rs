//! 000 "Risk par équipe": the first team to eliminate one opponent wins, so a bot that sees
//! a teammate about to fall places its reserve on the teammate's most threatened territory
//! (armies may be placed there, RULINGS R10) rather than on its own fronts; a bot left with
//! no territory of its own reinforces its team's.

use super::super::board::TerritoryId;
use super::Bot;
use super::survey::Survey;

/// A teammate with this many armies or fewer on the board is in danger.
const FEW_ARMIES: u32 = 10;

impl Bot {
    /// The teammate's territory to shore up this turn, if a teammate is in danger: the one
    /// most threatened for the armies on it.
    pub(super) fn rescue_teammate(&mut self, survey: &Survey) -> Option<TerritoryId> {
        let seen = survey.seen;
        let me = survey.me;
        if !seen.rules().teams {
            return None;
        }
        let gap = |t: &TerritoryId| {
            let i = usize::from(t.0);
            i64::from(survey.threat[i]) - i64::from(survey.armies[i])
        };
        if survey.my_territories().next().is_none() {
            // All the bot's armies stand in its teammates' territories (a teammate placed
            // more beside them): it can only reinforce the team.
            let team = survey.board.ids().filter(|&t| seen.team_holds(t, me));
            return team.max_by_key(gap);
        }
        if !self.style.guards || self.blunders() {
            return None;
        }
        let teammates = seen.players_in().filter(|&p| p != me && survey.friendly(p));
        let in_danger = |p: super::super::state::ForceId| {
            let strength = survey.strength[usize::from(p.0)];
            let threatened = survey
                .board
                .ids()
                .filter(|&t| survey.owner[usize::from(t.0)] == p)
                .map(|t| survey.threat[usize::from(t.0)])
                .max()
                .unwrap_or(0);
            strength <= FEW_ARMIES && threatened >= strength
        };
        let teammate = teammates
            .filter(|&p| in_danger(p))
            .min_by_key(|&p| survey.strength[usize::from(p.0)])?;
        survey
            .board
            .ids()
            .filter(|&t| survey.owner[usize::from(t.0)] == teammate)
            .max_by_key(gap)
    }
}
