//! The bot's attacks: a greedy choice by exact odds and the value of each prize (Easy and
//! Normal), chains of conquests planned with the exact odds (Hard), and the move after a
//! conquest.

use super::super::action::Action;
use super::super::board::TerritoryId;
use super::Bot;
use super::conquest::ConquestOdds;
use super::survey::Survey;

/// Most territories a planned chain of conquests looks ahead.
const CHAIN_DEPTH: usize = 3;
/// Stacks a Hard bot considers as the start of a chain.
const CHAIN_SOURCES: usize = 5;

/// Defending armies expected to die: all of them when the territory falls, about half
/// when the attack fails.
fn expected_kills(defenders: u32, win: f64) -> f64 {
    f64::from(defenders) * (win + (1.0 - win) * 0.5)
}

/// One conquest of a chain, with the exact odds.
struct Hop {
    /// The chance of taking the territory.
    taken: f64,
    /// Armies able to attack on afterwards, as a distribution.
    after: Vec<f64>,
    /// Attacking armies expected to die (the one left behind is not lost).
    losses: f64,
    /// Defending armies expected to die.
    kills: f64,
}

/// Attacks `defenders` with the distribution `armies` of armies able to attack.
fn hop(odds: &ConquestOdds, armies: &[f64], defenders: u32) -> Hop {
    let (taken, after) = odds.step(armies, defenders);
    let mean = |d: &[f64]| -> f64 { d.iter().enumerate().map(|(a, p)| a as f64 * p).sum() };
    Hop {
        losses: mean(armies) - mean(&after) - taken,
        kills: expected_kills(defenders, taken),
        taken,
        after,
    }
}

/// The chance that a chain is still going: the mass of a distribution of armies.
fn reach(armies: &[f64]) -> f64 {
    armies.iter().skip(1).sum::<f64>().min(1.0)
}

/// A planned chain: the targets in order and what the chain is expected to be worth.
struct Chain {
    /// Expected value in armies, net of expected losses.
    value: f64,
    /// The territories to take, in order.
    path: Vec<TerritoryId>,
}

impl Bot {
    /// The next battle, or `None` to stop attacking.
    pub(super) fn attack(&mut self, survey: &Survey, odds: &ConquestOdds) -> Option<Action> {
        if let Some((from, to)) = self.hunt_attack(survey, odds) {
            return Some(self.battle(survey, from, to));
        }
        if self.style.plans
            && let Some(action) = self.follow_plan(survey, odds)
        {
            return Some(action);
        }
        let card = self.card_value(survey);
        let (kill, min_win) = self.appetite(survey);
        // A battle under way goes on while its odds hold: a beginner's slips come only when
        // choosing a new one.
        if let Some((from, to)) = self.battle
            && survey.mine(from)
            && survey.attackable(to)
        {
            let spare = self.spare(survey, from);
            if spare > 0 && odds.win(spare, survey.armies_on(to)) >= min_win {
                return Some(self.battle(survey, from, to));
            }
        }
        if self.blunders() {
            return self.reckless_attack(survey);
        }
        let mut best: Option<(f64, TerritoryId, TerritoryId)> = None;
        for from in survey.my_territories() {
            let spare = self.spare(survey, from);
            if spare == 0 {
                continue;
            }
            for to in survey
                .board
                .adjacent(from)
                .filter(|&n| survey.attackable(n))
            {
                let defenders = survey.armies_on(to);
                let win = odds.win(spare, defenders);
                if win < min_win {
                    continue;
                }
                let losses = odds.expected_losses(spare, defenders);
                let killed = expected_kills(defenders, win);
                let rivalry = survey.rivalry(survey.owner[usize::from(to.0)], &self.style);
                let score =
                    win * (survey.prize(to, &self.style) + card) + kill * rivalry * killed - losses;
                if score > 0.0 && best.is_none_or(|(b, _, _)| score > b) {
                    best = Some((score, from, to));
                }
            }
        }
        let (_, from, to) = best?;
        Some(self.battle(survey, from, to))
    }

    /// What earning this turn's card is worth now, in armies: a third of the next set's
    /// value, so that rising set values draw the bots into battle (0 once earned).
    pub(super) fn card_value(&self, survey: &Survey) -> f64 {
        let seen = survey.seen;
        if seen.turn().conquered {
            return 0.0;
        }
        if !self.style.reads_set_values {
            return self.style.card;
        }
        let next = seen
            .rules()
            .nth_set_value(seen.sets_traded() as usize)
            .unwrap_or(8);
        self.style
            .card
            .max(f64::from(next) / 3.0 * self.style.card / 4.0)
    }

    /// How much an army killed is worth against one lost, and the least chance of taking a
    /// territory worth trying for: bolder in a duel and as a long game drags on.
    fn appetite(&self, survey: &Survey) -> (f64, f64) {
        let alive = survey.seen.players_in().count();
        let drag = f64::from(survey.seen.turn().round.saturating_sub(20)) * 0.01;
        let kill = if alive <= 2 { 1.2 } else { 1.0 } * self.style.kill + drag * 2.0;
        let mut min_win = (self.style.min_win - drag).max(0.35);
        // 001 experts, 12 armies a territory at most: full stacks cannot grow, so waiting
        // for better odds gains nothing; even battles are worth fighting.
        if survey.seen.rules().max_armies_per_territory.is_some() {
            min_win = min_win.min(0.45);
            // With less room left than a turn's reinforcements, armies lost in battle come
            // back for nothing: even long odds are worth a try, or full stacks stare at each
            // other for ever.
            let room: u32 = survey.my_territories().map(|t| survey.seen.room(t)).sum();
            let income = (survey.my_territories().count() as u32 / 3).max(3);
            if room < income {
                min_win = min_win.min(0.15);
            }
        }
        (kill, min_win)
    }

    /// Armies a territory can attack with: all but one, less what guards a held continent.
    pub(super) fn spare(&self, survey: &Survey, from: TerritoryId) -> u32 {
        let armies = survey.armies_on(from);
        let guard = if self.style.guards && survey.holder[survey.continent(from)] == Some(survey.me)
        {
            (f64::from(survey.threat[usize::from(from.0)]) * self.style.caution * 0.5) as u32
        } else {
            0
        };
        armies.saturating_sub(1 + guard.min(armies / 2))
    }

    /// One roll from `from` at `to` with the most dice allowed; the battle is remembered.
    fn battle(&mut self, survey: &Survey, from: TerritoryId, to: TerritoryId) -> Action {
        self.battle = Some((from, to));
        let dice = (survey.armies_on(from) - 1).min(u32::from(survey.seen.rules().dice.attack_max));
        Action::Attack {
            from,
            to,
            dice: dice.max(1) as u8,
            defend: None,
        }
    }

    /// An Easy bot's mistake: any attack it can make, whatever the odds (or none).
    fn reckless_attack(&mut self, survey: &Survey) -> Option<Action> {
        let pairs: Vec<(TerritoryId, TerritoryId)> = survey
            .my_territories()
            .filter(|&t| survey.armies_on(t) >= 2)
            .flat_map(|from| {
                survey
                    .board
                    .adjacent(from)
                    .filter(|&n| survey.attackable(n))
                    .map(move |to| (from, to))
            })
            .collect();
        if pairs.is_empty() || self.rng.below(2) == 0 {
            return None;
        }
        let (from, to) = pairs[self.rng.below(pairs.len() as u32) as usize];
        Some(self.battle(survey, from, to))
    }

    /// Hard: carries on with the planned chain while its odds hold, or plans a new one.
    fn follow_plan(&mut self, survey: &Survey, odds: &ConquestOdds) -> Option<Action> {
        self.plan.retain(|&t| !survey.mine(t));
        if self.plan.is_empty() {
            let chain = self.plan_chain(survey, odds, 0, None)?;
            self.plan = chain.path;
        }
        let target = self.plan[0];
        if !survey.attackable(target) {
            self.plan.clear();
            return None;
        }
        let from = survey
            .board
            .adjacent(target)
            .filter(|&n| survey.mine(n))
            .max_by_key(|&n| survey.armies_on(n))?;
        let still = self.chain_from(survey, odds, from, 0, &self.plan);
        let first_win = odds.win(self.spare(survey, from), survey.armies_on(target));
        if still <= 0.0 || first_win < 0.3 || self.spare(survey, from) == 0 {
            self.plan.clear();
            return None;
        }
        Some(self.battle(survey, from, target))
    }

    /// The best chain of conquests from the bot's largest stacks, given `extra` armies still
    /// to place on the start (`only`: consider this start alone).
    fn plan_chain(
        &self,
        survey: &Survey,
        odds: &ConquestOdds,
        extra: u32,
        only: Option<TerritoryId>,
    ) -> Option<Chain> {
        let mut sources: Vec<TerritoryId> = match only {
            Some(t) => vec![t],
            None => survey
                .my_territories()
                .filter(|&t| survey.is_front(t))
                .collect(),
        };
        sources.sort_by_key(|&t| std::cmp::Reverse(survey.armies_on(t)));
        sources.truncate(CHAIN_SOURCES);
        let mut best: Option<Chain> = None;
        for from in sources {
            let spare = self.spare(survey, from) + extra;
            if spare == 0 {
                continue;
            }
            let mut start = vec![0.0; spare as usize + 1];
            start[spare as usize] = 1.0;
            let mut path = Vec::new();
            self.search(survey, odds, from, &start, 0.0, &mut path, &mut best);
        }
        best.filter(|c| c.value > 0.0)
    }

    /// Depth-first search of chains from `at`, carrying the distribution of armies able to
    /// attack on; every prefix is a candidate.
    #[allow(clippy::too_many_arguments)]
    fn search(
        &self,
        survey: &Survey,
        odds: &ConquestOdds,
        at: TerritoryId,
        armies: &[f64],
        value: f64,
        path: &mut Vec<TerritoryId>,
        best: &mut Option<Chain>,
    ) {
        if path.len() == CHAIN_DEPTH {
            return;
        }
        let card = if path.is_empty() {
            self.card_value(survey)
        } else {
            0.0
        };
        let (kill, _) = self.appetite(survey);
        for next in survey.board.adjacent(at) {
            if !survey.attackable(next) || path.contains(&next) {
                continue;
            }
            let step = hop(odds, armies, survey.armies_on(next));
            if step.taken < 0.2 {
                continue;
            }
            let prize = self.chain_prize(survey, next, path) + card;
            let total = value + step.taken * prize + kill * step.kills * reach(armies)
                - step.losses.max(0.0);
            path.push(next);
            if best.as_ref().is_none_or(|b| total > b.value) {
                *best = Some(Chain {
                    value: total,
                    path: path.clone(),
                });
            }
            self.search(survey, odds, next, &step.after, total, path, best);
            path.pop();
        }
    }

    /// A territory's prize within a chain: completing a continent counts the territories
    /// taken earlier in the chain, and a continent is broken only once.
    fn chain_prize(&self, survey: &Survey, next: TerritoryId, path: &[TerritoryId]) -> f64 {
        let c = survey.continent(next);
        let continent = &survey.board.continents[c];
        let earlier = path.iter().filter(|&&t| survey.continent(t) == c).count() as u32;
        let mut prize = survey.prize(next, &self.style);
        if earlier > 0 && survey.mine_in[c] + earlier + 1 == continent.territories.len() as u32 {
            prize += f64::from(continent.bonus) * self.style.completion;
        }
        if earlier > 0 && survey.holder[c].is_some_and(|h| !survey.friendly(h)) {
            prize -= f64::from(continent.bonus) * self.style.breaking;
        }
        prize
    }

    /// The value of carrying out `path` from `from` now.
    pub(super) fn chain_from(
        &self,
        survey: &Survey,
        odds: &ConquestOdds,
        from: TerritoryId,
        extra: u32,
        path: &[TerritoryId],
    ) -> f64 {
        let spare = self.spare(survey, from) + extra;
        let mut armies = vec![0.0; spare as usize + 1];
        armies[spare as usize] = 1.0;
        let (kill, _) = self.appetite(survey);
        let mut value = 0.0;
        for (k, &next) in path.iter().enumerate() {
            let step = hop(odds, &armies, survey.armies_on(next));
            value += step.taken * self.chain_prize(survey, next, &path[..k])
                + kill * step.kills * reach(&armies)
                - step.losses;
            armies = step.after;
        }
        value
    }

    /// Hard: the front from which the best chain starts once the reserve is placed there,
    /// with the chain's value.
    pub(super) fn best_chain_start(
        &self,
        survey: &Survey,
        odds: &ConquestOdds,
        reserve: u32,
    ) -> Option<(f64, TerritoryId)> {
        let fronts: Vec<TerritoryId> = survey
            .my_territories()
            .filter(|&t| survey.is_front(t))
            .collect();
        let mut best: Option<(f64, TerritoryId)> = None;
        for from in fronts {
            if let Some(chain) = self.plan_chain(survey, odds, reserve, Some(from))
                && best.is_none_or(|(b, _)| chain.value > b)
            {
                best = Some((chain.value, from));
            }
        }
        best
    }

    /// Armies to move into a conquered territory: all when the old one is safe or a chain
    /// goes on from the new one, else shared by the threats each faces.
    pub(super) fn occupy(
        &mut self,
        survey: &Survey,
        from: TerritoryId,
        to: TerritoryId,
        min: u32,
    ) -> Action {
        let movable = survey.armies_on(from).saturating_sub(1).max(min);
        if self.blunders() {
            return Action::Occupy { armies: min };
        }
        if let Some(armies) = self.hunt_move_in(survey, to, movable, min) {
            return Action::Occupy {
                armies: armies.clamp(min, movable),
            };
        }
        let keep = survey.keep.saturating_sub(1);
        let behind = f64::from(survey.threat[usize::from(from.0)]);
        let ahead = f64::from(survey.threat[usize::from(to.0)]);
        let ahead_of = |at: TerritoryId| {
            self.plan
                .iter()
                .any(|&t| t != to && !survey.mine(t) && survey.board.are_adjacent(at, t))
        };
        let chain_goes_on = ahead_of(to);
        // A goal's branch still to be attacked from the old territory (issue 41).
        let branch_behind = self.plan.iter().any(|&t| {
            t != to
                && !survey.mine(t)
                && survey.board.are_adjacent(from, t)
                && !survey.board.are_adjacent(to, t)
        });
        let armies = if !survey.is_front(from) {
            movable.saturating_sub(keep)
        } else if (!survey.is_front(to) || branch_behind) && !chain_goes_on {
            min
        } else {
            let share = if chain_goes_on && branch_behind {
                0.55
            } else if chain_goes_on {
                0.85
            } else {
                ahead / (ahead + behind).max(1.0)
            };
            ((f64::from(movable) * share).round() as u32).min(movable.saturating_sub(keep))
        };
        Action::Occupy {
            armies: armies.clamp(min, movable),
        }
    }
}
