//! Hard's planner (issue 41 item 2): beyond its chains of three conquests, every continent it
//! could take is costed along the cheapest paths of conquest from its largest fronts, and the
//! whole path is valued with the exact odds as its chains are (`Bot::chain_from`: the
//! distribution of surviving armies carried from one conquest to the next, a continent's bonus
//! when the path completes it, a held continent broken once). The reserve goes where the best
//! of these goals or chains starts, and the attacks follow its path while its odds hold.
//! Hard's own turn plans only the continents it can hold from two territories or fewer
//! (`Goals::Holdable`); one of its look-ahead's ways plans every continent (`Goals::Every`).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::super::board::{Board, TerritoryId};
use super::Bot;
use super::conquest::ConquestOdds;
use super::style::Goals;
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

/// Most borders of a continent Hard's own turn plans to take whole (`Goals::Holdable`): the
/// territories with a neighbour outside it, from which it must be held.
const HOLDABLE_BORDERS: usize = 2;

/// How many territories of continent `c` have a neighbour outside it.
fn borders(board: &Board, c: usize) -> usize {
    let outside = |t: TerritoryId| {
        board
            .adjacent(t)
            .any(|n| usize::from(board.territory(n).continent.0) != c)
    };
    let continent = &board.continents[c];
    continent
        .territories
        .iter()
        .filter(|&&t| outside(t))
        .count()
}

/// The territories each continent still needs, for every continent the bot may take (those it
/// could hold from two territories or fewer for `Goals::Holdable`).
fn continents_to_take(survey: &Survey, goals: Goals) -> Vec<Vec<TerritoryId>> {
    let board = survey.board;
    board
        .continents
        .iter()
        .enumerate()
        .filter(|&(c, _)| goals == Goals::Every || borders(board, c) <= HOLDABLE_BORDERS)
        .filter_map(|(_, continent)| {
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
        let goals = continents_to_take(survey, self.style.goals);
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

    #[test]
    fn the_holdable_continents_of_the_world_are_south_america_and_oceania() {
        let board = Board::world();
        let holdable: Vec<&str> = (0..board.continents.len())
            .filter(|&c| borders(board, c) <= HOLDABLE_BORDERS)
            .map(|c| board.continents[c].key.as_str())
            .collect();
        assert_eq!(holdable, ["south-america", "oceania"]);
        let counts: Vec<usize> = (0..board.continents.len())
            .map(|c| borders(board, c))
            .collect();
        assert_eq!(counts, [3, 2, 4, 3, 5, 1], "North America, ..., Oceania");
    }

    #[test]
    fn hard_s_own_turn_plans_only_the_continents_it_can_hold() {
        use crate::bot::{Level, Style};
        use crate::presets::preset;
        use crate::state::{ForceId, GameState};
        let mut state = GameState::new(preset("parker-1993").unwrap(), 3, 1).unwrap();
        let board = state.board();
        let (south_america, africa) = (1, 3);
        let wanted: Vec<TerritoryId> = [south_america, africa]
            .iter()
            .flat_map(|&c| board.continents[c].territories.clone())
            .collect();
        let north_africa = board.find("north-africa").unwrap();
        for (i, holding) in state.territories.iter_mut().enumerate() {
            let t = TerritoryId(i as u8);
            // South America and Africa lightly held; the rest of the world too strong to cross.
            let light = wanted.contains(&t);
            holding.owner = ForceId(if light { 1 } else { 2 });
            holding.armies = if light { 1 } else { 5 };
        }
        state.territories[usize::from(north_africa.0)].owner = ForceId(0);
        state.territories[usize::from(north_africa.0)].armies = 20;
        let hard = Style::of(Level::Hard);
        assert_eq!(hard.goals, Goals::Holdable);
        let survey = Survey::new(state.seen_by(ForceId(0)), &hard);
        let odds = ConquestOdds::for_dice(state.rules.dice);
        let bot = Bot::with_style(Level::Hard, hard.clone(), 1);
        let (_, start, path) = bot.best_goal(&survey, &odds, 5).unwrap();
        assert_eq!(start, north_africa);
        assert_eq!(path.len(), 4, "the whole of South America");
        assert!(path.iter().all(|&t| survey.continent(t) == south_america));
        // Africa (three borders) is a goal only for the look-ahead's way that plans every
        // continent.
        let holdable = continents_to_take(&survey, Goals::Holdable);
        let every = continents_to_take(&survey, Goals::Every);
        assert!(!holdable.iter().any(|g| survey.continent(g[0]) == africa));
        assert!(every.iter().any(|g| survey.continent(g[0]) == africa));
    }

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
