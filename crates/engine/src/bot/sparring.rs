//! The sparring partner (issue 28): a strong heuristic planner to measure Hard against,
//! written from the published ideas of the strongest open-source AI for this game, not from
//! its code. Each turn it costs every goal in armies along the cheapest paths of conquest
//! (taking a continent, breaking one, wiping out a player for their cards, or one territory
//! for the turn's card), places its whole reserve where the best affordable goal starts,
//! carries the goal out, keeps its cards until a set pays for a goal or it must trade, and
//! turns on a runaway leader together with the others. It plays the classic rules; the
//! decisions of other games (missions, allies, independents, the Roman economy) and setup go
//! to a Normal bot inside it. It is not offered in the app.

use std::sync::Arc;

use super::super::action::Action;
use super::super::board::TerritoryId;
use super::super::cards::{Card, classify, set_value};
use super::super::empire::Potion;
use super::super::state::{ForceId, Phase};
use super::super::view::Seen;
use super::style::Level;
use super::survey::Survey;
use super::{Bot, ConquestOdds};

/// An army lost per defender, and the one left behind on each territory taken: the
/// cost of a conquest in the attacker's armies, for planning.
fn conquest_cost(defenders: u32) -> u32 {
    defenders + 1
}

/// A goal for the turn: the territories to take, in an order that keeps each next to the
/// last, from the territory the armies gather on.
#[derive(Clone, Debug, Default)]
struct Goal {
    /// Where the reserve goes and the attacks start.
    source: Option<TerritoryId>,
    /// The territories to take, each adjacent to the source or to one before it.
    targets: Vec<TerritoryId>,
    /// The parent of each target in the tree of conquest (the territory it is attacked from).
    parents: Vec<TerritoryId>,
    /// Its worth, in armies.
    value: f64,
}

/// The sparring partner playing one seat.
pub struct Sparring {
    /// A Normal bot for what the planner does not play itself.
    pub(super) normal: Bot,
    /// The turn's goal.
    goal: Goal,
    /// The turn the goal was made for.
    turn: u32,
    /// Exact conquest odds for the game's dice.
    odds: Option<Arc<ConquestOdds>>,
    /// Playing in an imagined game of Hard's look-ahead: its choice goes unchecked.
    pub(super) imagined: bool,
}

impl Sparring {
    /// A sparring partner whose own choices are seeded with `seed`.
    pub fn new(seed: u64) -> Sparring {
        Sparring {
            normal: Bot::new(Level::Normal, seed),
            goal: Goal::default(),
            turn: u32::MAX,
            odds: None,
            imagined: false,
        }
    }

    /// Decisions refused by the engine (0 unless a rule is misread).
    pub fn fallbacks(&self) -> u32 {
        self.normal.fallbacks
    }

    /// Whether this is a decision of the classic game the planner plays itself.
    fn plays(seen: &Seen) -> bool {
        seen.turn().current == seen.viewer()
            && seen.deciding_seat() == seen.viewer()
            && !seen.plays_empire()
            && !seen.plays_active_independents()
            && !seen.allied_counter()
            && seen.team(seen.viewer()).is_none()
            && seen.missions().is_empty()
            && !seen.plays_ranked_objectives()
            && seen.rules().max_armies_per_territory.is_none()
            && matches!(
                seen.phase(),
                Phase::Reinforce | Phase::Attack | Phase::Occupy { .. }
            )
    }

    /// The seat's action; `None` when the decision is not its own.
    pub fn decide(&mut self, seen: Seen) -> Option<Action> {
        if !Sparring::plays(&seen) {
            return self.normal.decide(seen);
        }
        let odds = self
            .odds
            .get_or_insert_with(|| ConquestOdds::for_dice(seen.rules().dice))
            .clone();
        let survey = Survey::new(seen, &super::style::Style::of(Level::Normal));
        let chosen = match seen.phase() {
            Phase::Reinforce => self.reinforce(&survey),
            Phase::Attack => self.attack(&survey, &odds),
            Phase::Occupy { from, to, min } => Some(self.occupy(&survey, from, to, min)),
            _ => None,
        };
        match chosen {
            Some(action) if self.imagined || seen.check(&action).is_ok() => Some(action),
            _ => self.normal.decide(seen),
        }
    }

    /// The most dice allowed, always (as Normal defends).
    pub fn defend(&mut self, seen: Seen, to: TerritoryId, dice: u8) -> u8 {
        self.normal.defend(seen, to, dice)
    }

    /// 003's defence potions, as Normal plays them.
    pub fn guard(&mut self, seen: Seen, from: TerritoryId, to: TerritoryId) -> Option<Potion> {
        self.normal.guard(seen, from, to)
    }

    /// A set traded when forced or when its armies pay for a better goal; then the whole
    /// reserve on the best goal's source.
    fn reinforce(&mut self, survey: &Survey) -> Option<Action> {
        let seen = survey.seen;
        let reserve = seen.turn().reserve;
        if let Some((cards, worth)) = self.best_set(survey) {
            let better = || {
                let without = best_goal(survey, reserve);
                let with = best_goal(survey, reserve + worth);
                with.value - without.value >= 3.0 || seen.hand().len() >= 5
            };
            if seen.must_trade() || seen.turn().capture_trade || better() {
                return Some(Action::TradeCards { cards });
            }
        }
        if reserve == 0 {
            return None;
        }
        self.goal = best_goal(survey, reserve);
        self.turn = seen.turn().number;
        let territory = self.goal.source.unwrap_or_else(|| most_threatened(survey));
        Some(Action::Place {
            territory,
            armies: reserve,
        })
    }

    /// The set worth the most armies, with its worth.
    fn best_set(&self, survey: &Survey) -> Option<([Card; 3], u32)> {
        let seen = survey.seen;
        let hand = seen.hand();
        let mut best: Option<([Card; 3], u32)> = None;
        for i in 0..hand.len() {
            for j in i + 1..hand.len() {
                for k in j + 1..hand.len() {
                    let set = [hand[i], hand[j], hand[k]];
                    let Some(kind) = classify(set, survey.board) else {
                        continue;
                    };
                    let worth =
                        set_value(&seen.rules().set_values, kind, seen.sets_traded() as usize);
                    if best.is_none_or(|(_, b)| worth > b) {
                        best = Some((set, worth));
                    }
                }
            }
        }
        best.filter(|(cards, _)| seen.check(&Action::TradeCards { cards: *cards }).is_ok())
    }

    /// The goal's next conquest while the odds hold, then a card if none was earned, then
    /// any near-certain gain; `None` to stop.
    fn attack(&mut self, survey: &Survey, odds: &ConquestOdds) -> Option<Action> {
        if self.turn != survey.seen.turn().number {
            self.goal = best_goal(survey, 0);
            self.turn = survey.seen.turn().number;
        }
        let attack = |from: TerritoryId, to: TerritoryId| {
            let dice =
                (survey.armies_on(from) - 1).min(u32::from(survey.seen.rules().dice.attack_max));
            Action::Attack {
                from,
                to,
                dice: dice.max(1) as u8,
                defend: None,
            }
        };
        // The goal, in order: each target from the strongest neighbour of mine.
        for (i, &to) in self.goal.targets.iter().enumerate() {
            if survey.mine(to) || !survey.attackable(to) {
                continue;
            }
            let parent = self.goal.parents[i];
            let from = if survey.mine(parent) {
                Some(parent)
            } else {
                strongest_neighbour(survey, to)
            };
            let Some(from) = from.filter(|&f| survey.armies_on(f) > 1) else {
                break;
            };
            let ahead: u32 = self.remaining_cost(survey, i);
            let available = survey.armies_on(from) - 1;
            if odds.win(available, survey.armies_on(to)) >= 0.5
                || available >= ahead.saturating_sub(1)
            {
                return Some(attack(from, to));
            }
            break;
        }
        // The turn's card, at good odds.
        if !survey.seen.turn().conquered
            && let Some((from, to, win)) = best_battle(survey, odds)
            && win >= 0.6
        {
            return Some(attack(from, to));
        }
        // Near-certain gains that leave no held continent open.
        best_battle(survey, odds)
            .filter(|&(from, _, win)| {
                win >= 0.9 && survey.holder[survey.continent(from)] != Some(survey.me)
            })
            .map(|(from, to, _)| attack(from, to))
    }

    /// Armies still needed for the goal's targets from index `i` on.
    fn remaining_cost(&self, survey: &Survey, i: usize) -> u32 {
        self.goal.targets[i..]
            .iter()
            .filter(|&&t| !survey.mine(t))
            .map(|&t| conquest_cost(survey.armies_on(t)))
            .sum()
    }

    /// Armies moved in: shared between the goal's conquests still to come from the new
    /// territory and from the old one; all when only the new one goes on; the fewest when
    /// the goal is done and the old territory guards a front.
    fn occupy(&mut self, survey: &Survey, from: TerritoryId, to: TerritoryId, min: u32) -> Action {
        let movable = survey.armies_on(from).saturating_sub(1).max(min);
        let needs = |base: TerritoryId| -> u32 {
            let mut count = 0;
            let mut frontier = vec![base];
            while let Some(t) = frontier.pop() {
                for (i, &target) in self.goal.targets.iter().enumerate() {
                    if self.goal.parents[i] == t && target != to && !survey.mine(target) {
                        count += conquest_cost(survey.armies_on(target));
                        frontier.push(target);
                    }
                }
            }
            count
        };
        let (ahead, behind) = (needs(to), needs(from));
        let armies = if ahead == 0 && behind == 0 {
            // The goal is done: the armies go where the threat is.
            let threat = |t: TerritoryId| f64::from(survey.threat[usize::from(t.0)]);
            if !survey.is_front(from) {
                movable
            } else {
                let share = threat(to) / (threat(to) + threat(from)).max(1.0);
                (f64::from(movable) * share).round() as u32
            }
        } else if behind == 0 {
            movable
        } else {
            (f64::from(movable) * f64::from(ahead) / f64::from(ahead + behind)).round() as u32
        };
        Action::Occupy {
            armies: armies.clamp(min, movable),
        }
    }
}

/// The territory of mine, beside `to`, with the most armies.
fn strongest_neighbour(survey: &Survey, to: TerritoryId) -> Option<TerritoryId> {
    survey
        .board
        .adjacent(to)
        .filter(|&n| survey.mine(n))
        .max_by_key(|&n| survey.armies_on(n))
}

/// The best single battle: from a stack of mine to a neighbour it may attack, by the chance
/// of taking it.
fn best_battle(survey: &Survey, odds: &ConquestOdds) -> Option<(TerritoryId, TerritoryId, f64)> {
    let mut best: Option<(TerritoryId, TerritoryId, f64)> = None;
    for from in survey.my_territories().filter(|&t| survey.armies_on(t) > 1) {
        for to in survey
            .board
            .adjacent(from)
            .filter(|&n| survey.attackable(n))
        {
            let win = odds.win(survey.armies_on(from) - 1, survey.armies_on(to));
            if best.is_none_or(|(_, _, w)| win > w) {
                best = Some((from, to, win));
            }
        }
    }
    best
}

/// My front territory with the most hostile armies against it for its own.
fn most_threatened(survey: &Survey) -> TerritoryId {
    survey
        .my_territories()
        .max_by_key(|&t| {
            let threat = survey.threat[usize::from(t.0)];
            let held = survey.holder[survey.continent(t)] == Some(survey.me);
            (
                u32::from(held && threat > 0),
                threat.saturating_sub(survey.armies_on(t)),
                threat,
            )
        })
        .or_else(|| survey.board.ids().next())
        .unwrap_or(TerritoryId(0))
}

/// Each force's weight in the game: armies on the board and three times its income.
fn power(survey: &Survey, force: ForceId) -> f64 {
    let (territories, continents) = survey.seen.reinforcements(force);
    f64::from(survey.strength[usize::from(force.0)]) + 3.0 * f64::from(territories + continents)
}

/// How much hurting `force` is worth: more against a runaway leader (a third or more of
/// all the power on the board, and ahead of me), less against the others then.
fn rivalry(survey: &Survey, force: ForceId) -> f64 {
    let players: Vec<ForceId> = survey.seen.players_in().collect();
    let total: f64 = players.iter().map(|&p| power(survey, p)).sum();
    let leader = players
        .iter()
        .copied()
        .filter(|&p| p != survey.me)
        .max_by(|&a, &b| power(survey, a).total_cmp(&power(survey, b)));
    let runaway = leader.filter(|&l| {
        let share = power(survey, l) / total.max(1.0);
        share > 1.2 / players.len() as f64 && power(survey, l) > power(survey, survey.me)
    });
    match runaway {
        Some(l) if l == force => 2.0,
        Some(_) => 0.6,
        None => 1.0,
    }
}

/// The cheapest conquest paths from one source: for each territory, the armies it costs to
/// get there through hostile ones, and the territory before it.
struct Paths {
    cost: Vec<u32>,
    parent: Vec<Option<TerritoryId>>,
}

impl Paths {
    /// Dijkstra over the board from `source`, through territories the bot may attack.
    fn from(survey: &Survey, source: TerritoryId) -> Paths {
        let n = survey.board.territories.len();
        let mut cost = vec![u32::MAX; n];
        let mut parent = vec![None; n];
        let mut done = vec![false; n];
        cost[usize::from(source.0)] = 0;
        while let Some(at) = (0..n)
            .filter(|&i| !done[i] && cost[i] != u32::MAX)
            .min_by_key(|&i| cost[i])
        {
            done[at] = true;
            let here = TerritoryId(at as u8);
            if at != usize::from(source.0) && !survey.attackable(here) {
                continue;
            }
            for next in survey.board.adjacent(here) {
                let i = usize::from(next.0);
                if done[i] || !survey.attackable(next) {
                    continue;
                }
                let through = cost[at] + conquest_cost(survey.armies_on(next));
                if through < cost[i] {
                    cost[i] = through;
                    parent[i] = Some(here);
                }
            }
        }
        Paths { cost, parent }
    }

    /// The tree of conquest reaching every territory of `wanted`: its targets parents
    /// first, their parents and its cost; `None` when one cannot be reached.
    fn tree(
        &self,
        survey: &Survey,
        source: TerritoryId,
        wanted: &[TerritoryId],
    ) -> Option<(Vec<TerritoryId>, Vec<TerritoryId>, u32)> {
        let mut marked = vec![false; self.cost.len()];
        for &w in wanted {
            if self.cost[usize::from(w.0)] == u32::MAX {
                return None;
            }
            let mut at = w;
            while at != source && !marked[usize::from(at.0)] {
                marked[usize::from(at.0)] = true;
                at = self.parent[usize::from(at.0)]?;
            }
        }
        let mut order: Vec<usize> = (0..marked.len()).filter(|&i| marked[i]).collect();
        order.sort_by_key(|&i| self.cost[i]);
        let targets: Vec<TerritoryId> = order.iter().map(|&i| TerritoryId(i as u8)).collect();
        let parents = order
            .iter()
            .map(|&i| self.parent[i].unwrap_or(source))
            .collect();
        let cost = targets
            .iter()
            .map(|&t| conquest_cost(survey.armies_on(t)))
            .sum();
        Some((targets, parents, cost))
    }
}

/// The best goal affordable with the stack on its source and `reserve` more armies.
fn best_goal(survey: &Survey, reserve: u32) -> Goal {
    let seen = survey.seen;
    let board = survey.board;
    // Read once per force: every goal against a force weighs it the same.
    let rivalries: Vec<f64> = (0..seen.force_count())
        .map(|i| rivalry(survey, ForceId(i as u8)))
        .collect();
    let rivalry_of = |force: ForceId| rivalries[usize::from(force.0)];
    let card = f64::from(
        seen.rules()
            .nth_set_value(seen.sets_traded() as usize)
            .unwrap_or(8),
    ) / 3.0;
    // What each goal asks: the territories, and its worth.
    let mut wishes: Vec<(Vec<TerritoryId>, f64)> = Vec::new();
    for (c, continent) in board.continents.iter().enumerate() {
        let missing: Vec<TerritoryId> = continent
            .territories
            .iter()
            .copied()
            .filter(|&t| !survey.mine(t))
            .collect();
        if missing.is_empty() || missing.iter().any(|&t| !survey.attackable(t)) {
            continue;
        }
        let bonus = f64::from(continent.bonus);
        // Taking it: three turns of its bonus, less for a big continent hard to hold.
        let size = continent.territories.len() as f64;
        let mut worth = bonus * 3.0 * (4.0 / size).clamp(0.5, 1.0);
        if let Some(holder) = survey.holder[c] {
            worth += bonus * 2.0 * rivalry_of(holder);
            // Breaking it costs only one territory.
            let cheapest = missing.iter().copied().min_by_key(|&t| survey.armies_on(t));
            if let Some(t) = cheapest {
                wishes.push((vec![t], bonus * 2.0 * rivalry_of(holder) + card));
            }
        }
        wishes.push((missing, worth + card));
    }
    for force in seen
        .players_in()
        .filter(|&p| p != survey.me && !survey.friendly(p))
    {
        let all: Vec<TerritoryId> = board
            .ids()
            .filter(|&t| survey.owner[usize::from(t.0)] == force)
            .collect();
        if all.len() > 12 || all.iter().any(|&t| !survey.attackable(t)) {
            continue;
        }
        let cards = seen.card_count(force) as f64;
        let worth =
            6.0 + cards * card * 1.2 + f64::from(survey.strength[usize::from(force.0)]) * 0.2;
        wishes.push((all, worth * rivalry_of(force)));
    }
    let mut best = Goal::default();
    let sources: Vec<TerritoryId> = survey
        .my_territories()
        .filter(|&t| survey.is_front(t))
        .collect();
    for &source in &sources {
        let paths = Paths::from(survey, source);
        let budget = reserve + survey.armies_on(source).saturating_sub(1);
        // The turn's card alone: the cheapest neighbour.
        if let Some(t) = board
            .adjacent(source)
            .filter(|&t| survey.attackable(t))
            .min_by_key(|&t| survey.armies_on(t))
        {
            consider(&mut best, source, &paths, survey, &[t], card, budget);
        }
        for (wanted, worth) in &wishes {
            consider(&mut best, source, &paths, survey, wanted, *worth, budget);
        }
    }
    best
}

/// Keeps the goal of reaching `wanted` from `source` when it is affordable and better.
fn consider(
    best: &mut Goal,
    source: TerritoryId,
    paths: &Paths,
    survey: &Survey,
    wanted: &[TerritoryId],
    worth: f64,
    budget: u32,
) {
    let Some((targets, parents, cost)) = paths.tree(survey, source, wanted) else {
        return;
    };
    // Affordable with a margin for bad dice; the armies left over count a little.
    if f64::from(cost) > f64::from(budget) * 0.9 {
        return;
    }
    let value = worth + 0.1 * f64::from(budget - cost) - 0.05 * f64::from(cost);
    if best.source.is_none() || value > best.value {
        *best = Goal {
            source: Some(source),
            targets,
            parents,
            value,
        };
    }
}

impl super::player::Player for Sparring {
    fn decide(&mut self, seen: Seen) -> Option<Action> {
        Sparring::decide(self, seen)
    }
    fn defend(&mut self, seen: Seen, to: TerritoryId, dice: u8) -> u8 {
        Sparring::defend(self, seen, to, dice)
    }
    fn guard(&mut self, seen: Seen, from: TerritoryId, to: TerritoryId) -> Option<Potion> {
        Sparring::guard(self, seen, from, to)
    }
    fn fallbacks(&self) -> u32 {
        Sparring::fallbacks(self)
    }
    fn imagine(&mut self) {
        self.imagined = true;
        self.normal.imagined = true;
    }
}
