//! The bot's setup and reinforcement: which territory to claim, when to trade cards and
//! which set, and where new armies go.

use super::super::action::Action;
use super::super::board::TerritoryId;
use super::super::cards::{Card, classify, set_value};
use super::super::missions::Mission;
use super::super::rules::{SetValues, SetupMethod, WinCondition};
use super::super::state::Phase;
use super::Bot;
use super::style::{Goals, Style};
use super::survey::Survey;

impl Bot {
    /// 001 Setup 3: claims the empty territory that best grows a continent the bot can hold.
    pub(super) fn claim(&mut self, survey: &Survey) -> Action {
        let board = survey.board;
        let empty: Vec<TerritoryId> = board
            .ids()
            .filter(|&t| !survey.seen.holding(t).is_claimed())
            .collect();
        if self.blunders() {
            let pick = self.rng.below(empty.len() as u32) as usize;
            return Action::Claim {
                territory: empty[pick],
            };
        }
        let score = |t: TerritoryId| {
            let c = survey.continent(t);
            let continent = &board.continents[c];
            let size = continent.territories.len() as f64;
            let rivals = continent
                .territories
                .iter()
                .filter(|&&o| survey.hostile(o))
                .count() as f64;
            let neighbours = board.adjacent(t).filter(|&n| survey.mine(n)).count() as f64;
            (f64::from(continent.bonus) + 2.0) / size * (1.0 + f64::from(survey.mine_in[c]))
                / (1.0 + rivals)
                + 0.3 * neighbours
        };
        let territory = empty
            .iter()
            .copied()
            .max_by(|&a, &b| score(a).total_cmp(&score(b)))
            .unwrap_or(TerritoryId(0));
        Action::Claim { territory }
    }

    /// 001 RISK for 2 players, setup 3: the neutral territory where a neutral army best
    /// blocks the opponent's advance (beside the opponent's stacks and in the continents
    /// the opponent is taking, rather than where the bot means to attack).
    pub(super) fn neutral_block(
        &mut self,
        survey: &Survey,
        neutral: super::super::state::ForceId,
    ) -> TerritoryId {
        let board = survey.board;
        let held: Vec<TerritoryId> = board
            .ids()
            .filter(|&t| survey.owner[usize::from(t.0)] == neutral)
            .collect();
        if held.is_empty() {
            return TerritoryId(0);
        }
        if self.blunders() {
            return held[self.rng.below(held.len() as u32) as usize];
        }
        let opponent =
            |t: TerritoryId| survey.owner[usize::from(t.0)] != neutral && survey.hostile(t);
        let score = |t: TerritoryId| -> f64 {
            let pressure: u32 = board
                .adjacent(t)
                .filter(|&n| opponent(n))
                .map(|n| survey.armies_on(n) + 1)
                .sum();
            let mine = board.adjacent(t).filter(|&n| survey.mine(n)).count() as f64;
            let c = survey.continent(t);
            let theirs = board.continents[c]
                .territories
                .iter()
                .filter(|&&o| opponent(o))
                .count() as f64
                / board.continents[c].territories.len() as f64;
            f64::from(pressure) + 4.0 * theirs - 0.5 * mine - 0.3 * f64::from(survey.armies_on(t))
        };
        held.iter()
            .copied()
            .max_by(|&a, &b| score(a).total_cmp(&score(b)))
            .unwrap_or(held[0])
    }

    /// 001 Capital Risk "Setup" 1: the safest territory as headquarters: deep behind the
    /// bot's own lines, well garrisoned, little threatened.
    pub(super) fn headquarters_choice(&mut self, survey: &Survey) -> TerritoryId {
        let mine: Vec<TerritoryId> = survey.my_territories().collect();
        if mine.is_empty() {
            return TerritoryId(0);
        }
        if self.blunders() {
            return mine[self.rng.below(mine.len() as u32) as usize];
        }
        let depth = survey.depth_behind_lines();
        let score = |t: TerritoryId| -> f64 {
            let i = usize::from(t.0);
            3.0 * f64::from(depth[i].min(3)) + f64::from(survey.armies_on(t))
                - 0.5 * f64::from(survey.threat[i])
        };
        mine.iter()
            .copied()
            .max_by(|&a, &b| score(a).total_cmp(&score(b)))
            .unwrap_or(mine[0])
    }

    /// A turn's reinforcement: a set traded when it should be, then the armies placed.
    pub(super) fn reinforce(&mut self, survey: &Survey) -> Action {
        let seen = survey.seen;
        let turn = seen.turn();
        if let Some(cards) = self.best_set(survey) {
            let forced = seen.must_trade();
            let worth = self.style.trades_early && !turn.capture_trade;
            if forced || worth {
                return Action::TradeCards { cards };
            }
        }
        if let Some((territory, need)) = self.objective_need(survey, turn.reserve) {
            return Action::Place {
                territory,
                armies: need.min(turn.reserve).max(1),
            };
        }
        if let Some(territory) = self.rescue_teammate(survey) {
            return Action::Place {
                territory,
                armies: turn.reserve,
            };
        }
        if turn.reserve > 0 {
            let odds = self.odds(&seen);
            if let Some((quarry, start)) = self.plan_hunt(survey, &odds, turn.reserve) {
                self.hunt = Some(quarry);
                return Action::Place {
                    territory: start,
                    armies: turn.reserve,
                };
            }
        }
        let territory = self.reinforcement_target(survey);
        let armies = match self.guard_need(survey) {
            Some((t, need)) if t == territory => need.min(turn.reserve),
            _ => turn.reserve,
        }
        .max(1);
        Action::Place { territory, armies }
    }

    /// The best set in hand: the most armies, then the most pictured territories held
    /// (001 "Occupied territories"), with a held pictured territory first to get the bonus.
    pub(super) fn best_set(&self, survey: &Survey) -> Option<[Card; 3]> {
        let seen = survey.seen;
        let rules = seen.rules();
        if rules.set_values == SetValues::NoTrading {
            return None;
        }
        let hand = seen.hand();
        let board = survey.board;
        let held = |c: &Card| c.territory().is_some_and(|t| survey.mine(t));
        let mut best: Option<(u32, [Card; 3])> = None;
        for i in 0..hand.len() {
            for j in i + 1..hand.len() {
                for k in j + 1..hand.len() {
                    let mut set = [hand[i], hand[j], hand[k]];
                    let Some(kind) = classify(set, board) else {
                        continue;
                    };
                    let pictured = set.iter().filter(|c| held(c)).count() as u32;
                    let jokers = set.iter().filter(|c| c.territory().is_none()).count() as u32;
                    // Keep jokers for later sets when another set is as good.
                    let score = set_value(&rules.set_values, kind, seen.sets_traded() as usize) * 8
                        + pictured * 2
                        + (2 - jokers.min(2));
                    set.sort_by_key(|c| !held(c));
                    if best.is_none_or(|(b, _)| score > b) {
                        best = Some((score, set));
                    }
                }
            }
        }
        best.map(|(_, set)| set)
    }

    /// Armies that would complete an open objective this turn (000 Risk Mission): where,
    /// and how many, when the reserve is enough to top up the territories it counts.
    fn objective_need(&mut self, survey: &Survey, reserve: u32) -> Option<(TerritoryId, u32)> {
        if self.blunders() {
            return None;
        }
        let seen = survey.seen;
        let mut best: Option<(u32, TerritoryId, u32)> = None;
        for mission in seen.open_missions() {
            let (candidates, count, min_armies): (Vec<TerritoryId>, u32, u32) = match mission.goal()
            {
                Mission::InContinent {
                    continent,
                    count,
                    min_armies,
                } => {
                    let Some(c) = survey
                        .board
                        .continents
                        .iter()
                        .position(|c| &c.key == continent)
                    else {
                        continue;
                    };
                    let held = survey.board.continents[c].territories.iter().copied();
                    (
                        held.filter(|&t| survey.mine(t)).collect(),
                        *count,
                        *min_armies,
                    )
                }
                Mission::Territories { count, min_armies } if *min_armies > 1 => {
                    (survey.my_territories().collect(), *count, *min_armies)
                }
                Mission::ArmiesOnOne { armies } => (survey.my_territories().collect(), 1, *armies),
                _ => continue,
            };
            if candidates.len() < count as usize {
                continue;
            }
            let mut stacks = candidates;
            stacks.sort_by_key(|&t| std::cmp::Reverse(survey.armies_on(t)));
            stacks.truncate(count as usize);
            let total: u32 = stacks
                .iter()
                .map(|&t| min_armies.saturating_sub(survey.armies_on(t)))
                .sum();
            let short = stacks
                .iter()
                .copied()
                .find(|&t| survey.armies_on(t) < min_armies);
            if let Some(t) = short
                && total <= reserve
                && best.is_none_or(|(b, _, _)| total < b)
            {
                best = Some((total, t, min_armies - survey.armies_on(t)));
            }
        }
        best.map(|(_, t, need)| (t, need))
    }

    /// A border of a held continent that needs armies, and how many (Normal and Hard).
    fn guard_need(&self, survey: &Survey) -> Option<(TerritoryId, u32)> {
        if !self.style.guards {
            return None;
        }
        // Held continents' borders, and the headquarters in a capital game.
        let own_headquarters = survey.seen.headquarters(survey.me);
        survey
            .my_territories()
            .filter(|&t| {
                survey.holder[survey.continent(t)] == Some(survey.me) || Some(t) == own_headquarters
            })
            .filter_map(|t| {
                let wanted =
                    (f64::from(survey.threat[usize::from(t.0)]) * self.style.caution).ceil() as u32;
                let need = wanted.saturating_sub(survey.armies_on(t));
                (need > 0).then_some((t, need))
            })
            .max_by_key(|&(_, need)| need)
    }

    /// Whether the continent planner (`bot/goals.rs`) plays in this turn: Hard's own turn plans
    /// the continents it can hold, save in 001 Capital Risk, a short game won by headquarters
    /// where a continent's bonus comes too late to pay for its conquest (measured: 64.8 ->
    /// 61.0 %, 66.8 -> 63.0 %, 65.2 -> 62.5 % with seeds 1 to 3, docs/bots.md).
    fn plans_goals(&self, survey: &Survey) -> bool {
        match self.style.goals {
            Goals::None => false,
            Goals::Holdable => !matches!(survey.seen.rules().win, WinCondition::Capitals { .. }),
            Goals::Every => true,
        }
    }

    /// Whether a Hard bot's starting armies build on its own continents (each where it best
    /// completes a continent it wants, with no chain and no opponent's continent to break,
    /// which piles them up on that continent's front) rather than go where its best chain
    /// starts, often beside an opponent's continent: after territories were claimed (001
    /// Setup 3), when each player's lie in clusters worth building on, and when every
    /// opponent is known to be a bot of the app's levels, which seldom take a continent in
    /// their first turns. A planner takes one at once and must be answered from the start; a
    /// person or an unknown program may be one; and after a random deal the chains do better
    /// (issue 41, docs/bots.md: parker-1993, Hard's own turn, 2,000 games: building wins 53 %
    /// against two Normals and 12 % against two sparring partners, the chains 35 % and 27 %).
    /// Not in 003's game won by points, where building lost 1.3 points in three seeds.
    fn builds_at_setup(&self, survey: &Survey) -> bool {
        self.style.plans
            && survey.seen.rules().setup == SetupMethod::ClaimInTurn
            && !matches!(survey.seen.rules().win, WinCondition::Points { .. })
            && survey
                .seen
                .players_in()
                .filter(|&p| p != survey.me)
                .all(|p| {
                    self.opponents
                        .get(usize::from(p.0))
                        .is_some_and(|m| m.is_app_bot())
                })
    }

    /// Where new armies go: a threatened border of a held continent first, else the front
    /// with the best conquest in reach.
    pub(super) fn reinforcement_target(&mut self, survey: &Survey) -> TerritoryId {
        let mine: Vec<TerritoryId> = survey.my_territories().collect();
        let fronts: Vec<TerritoryId> = mine
            .iter()
            .copied()
            .filter(|&t| survey.is_front(t))
            .collect();
        let pool = if fronts.is_empty() { &mine } else { &fronts };
        if pool.is_empty() {
            return TerritoryId(0);
        }
        if self.blunders() {
            return pool[self.rng.below(pool.len() as u32) as usize];
        }
        if let Some((t, _)) = self.guard_need(survey) {
            return t;
        }
        let reserve = survey.seen.turn().reserve.max(1);
        let odds = self.odds(&survey.seen);
        let builds =
            survey.seen.phase() == Phase::PlaceStartingArmies && self.builds_at_setup(survey);
        let style = if builds {
            Style {
                breaking: 0.0,
                ..self.style.clone()
            }
        } else {
            self.style.clone()
        };
        let value = |t: TerritoryId| -> f64 {
            let stack = survey.armies_on(t) + reserve - 1;
            survey
                .board
                .adjacent(t)
                .filter(|&n| survey.hostile(n))
                .map(|n| {
                    let win = odds.win(stack, survey.armies_on(n));
                    win * survey.prize(n, &style)
                })
                .fold(0.0, f64::max)
        };
        if self.style.plans && !builds {
            let chain = self.best_chain_start(survey, &odds, reserve);
            // A whole continent's conquest, costed along the cheapest paths (issue 41), when
            // it is worth more than the best chain; once a turn, not for each setup army.
            let goal = (self.plans_goals(survey) && survey.seen.phase() == Phase::Reinforce)
                .then(|| self.best_goal(survey, &odds, reserve))
                .flatten();
            match (chain, goal) {
                (chain, Some((value, start, path)))
                    if chain.is_none_or(|(best, _)| value > best) =>
                {
                    self.plan = path;
                    return start;
                }
                (Some((_, start)), _) => return start,
                _ => {}
            }
        }
        pool.iter()
            .copied()
            .max_by(|&a, &b| value(a).total_cmp(&value(b)))
            .unwrap_or(pool[0])
    }
}
