//! The bot's fortification: idle armies walk towards the fronts, and (Normal, Hard) a safe
//! front lends armies to a threatened one.

use super::super::action::Action;
use super::super::board::TerritoryId;
use super::super::rules::Fortify;
use super::super::state::Phase;
use super::Bot;
use super::survey::Survey;

impl Bot {
    /// A fortifying move, or `None` to end the turn without one.
    pub(super) fn fortify(&mut self, survey: &Survey) -> Option<Action> {
        if self.blunders() {
            return None;
        }
        let distance = front_distance(survey);
        let paths = !matches!(
            survey.seen.rules().fortify,
            Fortify::OneAdjacentMove | Fortify::TeamPath
        );
        let keep = survey.keep.max(1);
        // Idle armies first: the biggest stack with no hostile neighbour.
        let idle = survey
            .my_territories()
            .filter(|&t| distance[usize::from(t.0)] > 0 && survey.armies_on(t) > keep)
            .max_by_key(|&t| survey.armies_on(t));
        if let Some(from) = idle {
            let armies = survey.armies_on(from) - keep;
            let to = if paths {
                // Straight to the most threatened front joined by own territories.
                reachable(survey, from)
                    .into_iter()
                    .filter(|&t| distance[usize::from(t.0)] == 0)
                    .max_by_key(|&t| survey.threat[usize::from(t.0)])
            } else {
                survey
                    .board
                    .adjacent(from)
                    .filter(|&n| survey.mine(n))
                    .min_by_key(|&n| (distance[usize::from(n.0)], u32::MAX - survey.armies_on(n)))
                    .filter(|&n| distance[usize::from(n.0)] < distance[usize::from(from.0)])
            };
            if let Some(to) = to {
                return Some(Action::Fortify { from, to, armies });
            }
        }
        // Repeated moves (001 expert) only ever bring idle armies forward, so they end.
        if !self.style.rebalances || survey.seen.phase() == Phase::Fortify && paths {
            return None;
        }
        self.rebalance(survey, paths)
    }

    /// Moves armies from a front that has more than it needs to a neighbour front under
    /// greater threat, most of all on a held continent's border.
    fn rebalance(&self, survey: &Survey, paths: bool) -> Option<Action> {
        let pressure = |t: TerritoryId| {
            let threat = f64::from(survey.threat[usize::from(t.0)]);
            let held = survey.holder[survey.continent(t)] == Some(survey.me);
            threat * if held { 1.5 } else { 1.0 } - f64::from(survey.armies_on(t))
        };
        let mut best: Option<(f64, TerritoryId, TerritoryId, u32)> = None;
        for from in survey.my_territories() {
            let spare = survey
                .armies_on(from)
                .saturating_sub((f64::from(survey.threat[usize::from(from.0)]) * 0.7) as u32 + 1);
            if spare < 2 {
                continue;
            }
            let targets: Vec<TerritoryId> = if paths {
                reachable(survey, from)
            } else {
                survey
                    .board
                    .adjacent(from)
                    .filter(|&n| survey.mine(n))
                    .collect()
            };
            for to in targets {
                let gain = pressure(to) - pressure(from).max(0.0);
                if to != from && gain > 3.0 && best.is_none_or(|(b, ..)| gain > b) {
                    best = Some((gain, from, to, spare));
                }
            }
        }
        best.map(|(_, from, to, armies)| Action::Fortify { from, to, armies })
    }
}

/// Steps from each of my territories to the nearest one bordering a hostile territory,
/// through my own territories (0 on a front; `u32::MAX` when cut off).
fn front_distance(survey: &Survey) -> Vec<u32> {
    let n = survey.board.territories.len();
    let mut distance = vec![u32::MAX; n];
    let mut queue = std::collections::VecDeque::new();
    for t in survey.my_territories() {
        if survey.is_front(t) {
            distance[usize::from(t.0)] = 0;
            queue.push_back(t);
        }
    }
    while let Some(t) = queue.pop_front() {
        let next = distance[usize::from(t.0)] + 1;
        for n in survey.board.adjacent(t) {
            if survey.mine(n) && distance[usize::from(n.0)] == u32::MAX {
                distance[usize::from(n.0)] = next;
                queue.push_back(n);
            }
        }
    }
    distance
}

/// My territories joined to `from` by a path of my own territories (`from` excluded).
fn reachable(survey: &Survey, from: TerritoryId) -> Vec<TerritoryId> {
    let mut seen = vec![false; survey.board.territories.len()];
    seen[usize::from(from.0)] = true;
    let mut stack = vec![from];
    let mut out = Vec::new();
    while let Some(t) = stack.pop() {
        for n in survey.board.adjacent(t) {
            if survey.mine(n) && !std::mem::replace(&mut seen[usize::from(n.0)], true) {
                out.push(n);
                stack.push(n);
            }
        }
    }
    out
}
