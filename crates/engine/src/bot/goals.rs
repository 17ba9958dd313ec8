//! Hard's planner (issue 41 item 2): beyond its chains of three conquests, every continent it
//! could take is costed along the cheapest paths of conquest from its largest fronts, and the
//! whole path is valued with the exact odds as its chains are (`Bot::chain_from`: the
//! distribution of surviving armies carried from one conquest to the next, a continent's bonus
//! when the path completes it, a held continent broken once). The reserve goes where the best
//! of these goals or chains starts, and the attacks follow its path while its odds hold.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::super::board::TerritoryId;
use super::Bot;
use super::conquest::ConquestOdds;
use super::survey::Survey;

/// Fronts (the largest stacks) a Hard bot considers as a goal's start.
const GOAL_SOURCES: usize = 4;
/// The longest path a goal may take in one turn (a continent's whole conquest).
const GOAL_LENGTH: usize = 9;

/// The cheapest conquests from one stack: each territory's cost in armies (its defenders and
/// the one left behind, summed along the way) and the territory it is attacked from.
struct Routes {
    /// Armies spent to reach each territory (`u32::MAX`: out of reach).
    cost: Vec<u32>,
    /// The territory each is attacked from.
    via: Vec<Option<TerritoryId>>,
}

impl Routes {
    /// Every territory the bot may attack, reached from `source` through such territories.
    fn from(survey: &Survey, source: TerritoryId) -> Routes {
        let n = survey.board.territories.len();
        let mut routes = Routes {
            cost: vec![u32::MAX; n],
            via: vec![None; n],
        };
        let mut queue = BinaryHeap::new();
        routes.cost[usize::from(source.0)] = 0;
        queue.push(Reverse((0u32, source.0)));
        while let Some(Reverse((spent, at))) = queue.pop() {
            if spent > routes.cost[usize::from(at)] {
                continue;
            }
            for next in survey.board.adjacent(TerritoryId(at)) {
                if !survey.attackable(next) {
                    continue;
                }
                let i = usize::from(next.0);
                let through = spent + survey.armies_on(next) + 1;
                if through < routes.cost[i] {
                    routes.cost[i] = through;
                    routes.via[i] = Some(TerritoryId(at));
                    queue.push(Reverse((through, next.0)));
                }
            }
        }
        routes
    }

    /// The conquests reaching every territory of `wanted`, each after the one it is attacked
    /// from (cheapest first); `None` when one is out of reach or the path is too long.
    fn path(&self, source: TerritoryId, wanted: &[TerritoryId]) -> Option<Vec<TerritoryId>> {
        let mut path: Vec<TerritoryId> = Vec::new();
        for &w in wanted {
            let mut at = w;
            while at != source && !path.contains(&at) {
                path.push(at);
                at = self.via[usize::from(at.0)]?;
            }
            if path.len() > GOAL_LENGTH {
                return None;
            }
        }
        path.sort_by_key(|t| self.cost[usize::from(t.0)]);
        Some(path)
    }
}

/// The territories each continent still needs, for every continent the bot may take.
fn continents_to_take(survey: &Survey) -> Vec<Vec<TerritoryId>> {
    survey
        .board
        .continents
        .iter()
        .filter_map(|continent| {
            let missing: Vec<TerritoryId> = continent
                .territories
                .iter()
                .copied()
                .filter(|&t| !survey.mine(t))
                .collect();
            let open = !missing.is_empty() && missing.iter().all(|&t| survey.attackable(t));
            open.then_some(missing)
        })
        .collect()
}

impl Bot {
    /// Hard: the best goal's start, its path and its value once `reserve` armies are placed
    /// there: a continent taken whole from one of its largest fronts.
    pub(super) fn best_goal(
        &self,
        survey: &Survey,
        odds: &ConquestOdds,
        reserve: u32,
    ) -> Option<(f64, TerritoryId, Vec<TerritoryId>)> {
        let goals = continents_to_take(survey);
        if goals.is_empty() {
            return None;
        }
        let mut fronts: Vec<TerritoryId> = survey
            .my_territories()
            .filter(|&t| survey.is_front(t))
            .collect();
        fronts.sort_by_key(|&t| Reverse(survey.armies_on(t)));
        fronts.truncate(GOAL_SOURCES);
        let card = self.card_value(survey);
        let mut best: Option<(f64, TerritoryId, Vec<TerritoryId>)> = None;
        for source in fronts {
            let routes = Routes::from(survey, source);
            let budget = self.spare(survey, source) + reserve;
            for wanted in &goals {
                let Some(path) = routes.path(source, wanted) else {
                    continue;
                };
                // Out of reach even with every die kind: not worth the exact odds.
                let cost: u32 = path.iter().map(|&t| survey.armies_on(t) + 1).sum();
                if cost > budget {
                    continue;
                }
                let value = self.chain_from(survey, odds, source, reserve, &path) + card;
                if best.as_ref().is_none_or(|(b, _, _)| value > *b) {
                    best = Some((value, source, path));
                }
            }
        }
        best.filter(|(value, _, _)| *value > 0.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;

    #[test]
    fn a_path_lists_each_conquest_after_the_one_it_is_attacked_from() {
        let board = Board::world();
        let n = board.territories.len();
        // A line of three: source 0, then 1 (cost 3), then 2 via 1 (cost 5).
        let mut routes = Routes {
            cost: vec![u32::MAX; n],
            via: vec![None; n],
        };
        let (a, b, c) = (TerritoryId(0), TerritoryId(1), TerritoryId(2));
        routes.cost[0] = 0;
        routes.cost[1] = 3;
        routes.via[1] = Some(a);
        routes.cost[2] = 5;
        routes.via[2] = Some(b);
        assert_eq!(routes.path(a, &[c]), Some(vec![b, c]));
        assert_eq!(routes.path(a, &[c, b]), Some(vec![b, c]));
        assert_eq!(routes.path(a, &[TerritoryId(3)]), None, "out of reach");
    }
}
