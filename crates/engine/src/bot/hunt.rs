//! Hard: hunting an opponent down within one turn. With three players, the first to
//! eliminate an opponent takes their cards and usually the game (docs/bots.md), so at each
//! placement a Hard bot plays every possible hunt out many times with sampled dice, from its
//! own sight and with its own generator, and goes all in when an elimination is likely. The
//! same greedy rules then choose the real attacks and moves.

use std::cmp::Reverse;

use super::super::board::TerritoryId;
use super::super::cards::SetValues;
use super::super::rng::Rng;
use super::super::state::{ForceId, ForceKind};
use super::Bot;
use super::conquest::ConquestOdds;
use super::survey::{MAX_TERRITORIES, Survey};

/// Hunts played out per possible start.
const TRIALS: u32 = 24;
/// Starts tried per opponent: the bot's largest stacks on the opponent's borders.
const STARTS: usize = 3;
/// Most territories an opponent may hold to be worth a hunt this turn.
const MOST_TERRITORIES: u32 = 16;
/// Least chance of an elimination a Hard bot hunts for where the loser has no territory
/// cards to give (003, RULINGS R8): measured on roman-empire, Hard's own turn against two
/// Normals, 3,000 games: 48.5 % hunting at 0.5, 55.6 % at 0.8 (seed 2); 48.6 -> 56.6 % (seed 3).
const SURE_HUNT: f64 = 0.8;
/// Least chance of the next attack for a hunt under way to go on.
const PRESS_ON: f64 = 0.15;

/// Whose a territory is, as a hunt sees it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    /// The hunter's.
    Mine,
    /// The quarry's.
    Quarry,
    /// Anyone else's.
    Other,
}

/// The board reduced to what a hunt needs: sides and armies, played on in the trials.
#[derive(Clone)]
struct Field {
    /// Each territory's side.
    side: [Side; MAX_TERRITORIES],
    /// Armies on each territory.
    armies: [u32; MAX_TERRITORIES],
    /// The quarry's territories left.
    left: u32,
}

impl Field {
    /// The field of a hunt of `quarry` as the bot surveys it.
    fn new(survey: &Survey, quarry: ForceId) -> Field {
        let mut side = [Side::Other; MAX_TERRITORIES];
        let mut left = 0;
        for t in survey.board.ids() {
            let i = usize::from(t.0);
            if survey.owner[i] == quarry {
                side[i] = Side::Quarry;
                left += 1;
            } else if survey.mine(t) {
                side[i] = Side::Mine;
            }
        }
        Field {
            side,
            armies: survey.armies,
            left,
        }
    }

    /// Whether `t` borders a territory the quarry still holds.
    fn borders_quarry(&self, survey: &Survey, t: TerritoryId) -> bool {
        survey
            .board
            .adjacent(t)
            .any(|n| self.side[usize::from(n.0)] == Side::Quarry)
    }

    /// Every attack a hunt from this field could ever make, in board order then each
    /// territory's neighbours' order: from the hunter's or the quarry's territories (a
    /// territory taken becomes the hunter's) onto the quarry's.
    fn strikes(&self, survey: &Survey) -> Vec<(TerritoryId, TerritoryId)> {
        survey
            .board
            .ids()
            .filter(|t| self.side[usize::from(t.0)] != Side::Other)
            .flat_map(|from| {
                survey
                    .board
                    .adjacent(from)
                    .filter(|to| self.side[usize::from(to.0)] == Side::Quarry)
                    .map(move |to| (from, to))
            })
            .collect()
    }

    /// The next attack of the hunt among `strikes` (from [`Field::strikes`] of this field or
    /// an earlier state of it): the one with the best odds, from a stack of the hunter's
    /// onto a territory of the quarry's, with its chance.
    fn next_strike(
        &self,
        strikes: &[(TerritoryId, TerritoryId)],
        odds: &ConquestOdds,
    ) -> Option<(TerritoryId, TerritoryId, f64)> {
        let mut best: Option<(TerritoryId, TerritoryId, f64)> = None;
        for &(from, to) in strikes {
            let (f, t) = (usize::from(from.0), usize::from(to.0));
            if self.side[f] != Side::Mine || self.armies[f] < 2 || self.side[t] != Side::Quarry {
                continue;
            }
            let win = odds.win(self.armies[f] - 1, self.armies[t]);
            if best.is_none_or(|(_, _, b)| win > b) {
                best = Some((from, to, win));
            }
        }
        best
    }

    /// Armies to move into `to` out of `available`: all of them when the hunt goes on from
    /// there, else the fewest allowed.
    fn move_in(&self, survey: &Survey, to: TerritoryId, available: u32, min: u32) -> u32 {
        if self.borders_quarry(survey, to) {
            available
        } else {
            min.min(available)
        }
    }

    /// Plays the rest of the hunt out once with sampled dice: whether the quarry falls.
    fn play_out(
        &mut self,
        survey: &Survey,
        strikes: &[(TerritoryId, TerritoryId)],
        odds: &ConquestOdds,
        rng: &mut Rng,
    ) -> bool {
        let dice = u32::from(survey.seen.rules().dice.attack_max.max(1));
        while self.left > 0 {
            let Some((from, to, win)) = self.next_strike(strikes, odds) else {
                return false;
            };
            if win < PRESS_ON {
                return false;
            }
            let (f, t) = (usize::from(from.0), usize::from(to.0));
            match odds.sample(self.armies[f] - 1, self.armies[t], rng) {
                Some(available) => {
                    let moved = self.move_in(survey, to, available, dice);
                    self.armies[t] = moved;
                    self.armies[f] = 1 + available - moved;
                    self.side[t] = Side::Mine;
                    self.left -= 1;
                }
                None => self.armies[f] = 1,
            }
        }
        true
    }
}

impl Bot {
    /// The opponent to hunt down this turn and the stack to place `reserve` on, when an
    /// elimination is likely enough for the bot's style.
    pub(super) fn plan_hunt(
        &mut self,
        survey: &Survey,
        odds: &ConquestOdds,
        reserve: u32,
    ) -> Option<(ForceId, TerritoryId)> {
        let seen = survey.seen;
        let too_early = seen
            .rules()
            .no_elimination_before_round
            .is_some_and(|round| seen.turn().round <= round);
        if self.style.hunts <= 0.0 || too_early {
            return None;
        }
        let mut best: Option<(f64, ForceId, TerritoryId)> = None;
        // Each start's trials roll their own dice, drawn from one seed of the bot's: a start
        // given up early (below) leaves the other starts' dice as they were.
        let seed = u64::from(self.rng.next_u32());
        // The fewest trials won that make a chance the style hunts for (counted as below).
        let hunts = self.hunt_threshold(survey);
        let needed = (0..=TRIALS)
            .find(|&won| f64::from(won) / f64::from(TRIALS) >= hunts)
            .unwrap_or(TRIALS + 1);
        let quarries: Vec<ForceId> = survey
            .seen
            .players_in()
            .filter(|&p| !survey.friendly(p) && survey.seen.kind(p) == ForceKind::Player)
            .filter(|&p| survey.truce != Some(p))
            .filter(|&p| survey.held[usize::from(p.0)] <= MOST_TERRITORIES)
            .collect();
        for quarry in quarries {
            let field = Field::new(survey, quarry);
            let mut starts: Vec<TerritoryId> = survey
                .my_territories()
                .filter(|&t| field.borders_quarry(survey, t))
                .collect();
            starts.sort_by_key(|&t| Reverse(survey.armies_on(t)));
            starts.truncate(STARTS);
            let cards = survey.seen.card_count(quarry) as f64;
            let strikes = field.strikes(survey);
            for start in starts {
                let mut rng = Rng::new(seed ^ u64::from(quarry.0) << 40 ^ u64::from(start.0) << 32);
                let mut won = 0;
                for played in 0..TRIALS {
                    // Give up once even winning every trial left would fall short.
                    if won + (TRIALS - played) < needed {
                        break;
                    }
                    let mut trial = field.clone();
                    trial.armies[usize::from(start.0)] += reserve;
                    if trial.play_out(survey, &strikes, odds, &mut rng) {
                        won += 1;
                    }
                }
                let chance = f64::from(won) / f64::from(TRIALS);
                let worth = chance * (1.0 + 0.1 * cards);
                if chance >= hunts && best.is_none_or(|(b, _, _)| worth > b) {
                    best = Some((worth, quarry, start));
                }
            }
        }
        self.hunted |= best.is_some();
        best.map(|(_, quarry, start)| (quarry, start))
    }

    /// The least chance of an elimination this turn worth going all in for: the style's, or
    /// [`SURE_HUNT`] in a game without territory cards (003: the loser's potions and purses
    /// alone are the spoils).
    fn hunt_threshold(&self, survey: &Survey) -> f64 {
        if survey.seen.rules().set_values == SetValues::NoTrading {
            self.style.hunts.max(SURE_HUNT)
        } else {
            self.style.hunts
        }
    }

    /// The next attack of the hunt under way, or `None` once it is over or hopeless.
    pub(super) fn hunt_attack(
        &mut self,
        survey: &Survey,
        odds: &ConquestOdds,
    ) -> Option<(TerritoryId, TerritoryId)> {
        let quarry = self.hunt?;
        let mut field = Field::new(survey, quarry);
        if field.left == 0 {
            // The quarry is out: hunt the next one straight away when it is likely to fall.
            self.hunt = None;
            let (next, _) = self.plan_hunt(survey, odds, 0)?;
            self.hunt = Some(next);
            field = Field::new(survey, next);
        }
        match field.next_strike(&field.strikes(survey), odds) {
            Some((from, to, win)) if field.left > 0 && win >= PRESS_ON => Some((from, to)),
            _ => {
                self.hunt = None;
                None
            }
        }
    }

    /// Armies to move in during a hunt, or `None` when no hunt is under way.
    pub(super) fn hunt_move_in(
        &self,
        survey: &Survey,
        to: TerritoryId,
        available: u32,
        min: u32,
    ) -> Option<u32> {
        let quarry = self.hunt?;
        let field = Field::new(survey, quarry);
        (field.left > 0).then(|| field.move_in(survey, to, available, min))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::{Bot, Level};
    use crate::presets::preset;
    use crate::state::GameState;

    #[test]
    fn hard_hunts_only_for_a_sure_elimination_where_the_loser_has_no_cards() {
        let threshold = |id: &str, level: Level| {
            let state = GameState::new(preset(id).unwrap(), 3, 1).unwrap();
            let bot = Bot::new(level, 1);
            let survey = Survey::new(state.seen_by(ForceId(0)), &bot.style);
            bot.hunt_threshold(&survey)
        };
        assert_eq!(threshold("parker-1993", Level::Hard), 0.5);
        assert_eq!(threshold("roman-empire", Level::Hard), SURE_HUNT);
        assert_eq!(threshold("roman-conquest", Level::Hard), SURE_HUNT);
        // Normal never hunts (`plan_hunt` reads a style's 0 as never, whatever the game).
        assert_eq!(threshold("parker-1993", Level::Normal), 0.0);
    }
}
