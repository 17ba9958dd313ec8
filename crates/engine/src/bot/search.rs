//! Expert: every decision weighed by search. Hard's choice and the choices of Hard's other
//! ways of playing (and of a Normal bot) are the candidates, with the step's plain
//! alternatives (stop attacking, move in the fewest or the most, end the turn). Each
//! candidate is played in imagined games the bot cannot tell from the real one
//! ([`Seen::imagine_drawing_missions`]: the unseen cards dealt again, the others' missions
//! drawn from the unseen ones, fresh dice), the same games for every candidate; the game then
//! goes on by a fast policy (everyone as Hard without its look-ahead, but a seat the bot does
//! not know, imagined as the sparring partner's planner in half the games) until the bot's next turn begins, and is scored by the fitted chance of
//! winning (`bot/value.rs`). Halfway through the budget the weaker half of the candidates is
//! set aside; another candidate than Hard's choice plays only when it beat it game by game
//! by a clear margin. The search reads the seat's view alone, so its choice never depends on
//! hidden cards.

use super::super::action::Action;
use super::super::board::TerritoryId;
use super::super::empire::pieces::Potion;
use super::super::state::Phase;
use super::super::view::Seen;
use super::Bot;
use super::budget::{Budget, Searched};
use super::lookahead::{Imagined, Round, candidates as ways};
use super::player::Player;
use super::style::{Level, Style};
use super::thinking::cast;

/// The most candidates one decision weighs (Hard's choice first).
const MOST_CANDIDATES: usize = 6;

/// An imagined game's player for the search: the bots of the app's levels as Hard bots
/// without look-ahead (the search's opponents are Hard or Expert more often than not), but
/// those known to be Easy or Normal as Normal bots (measured: docs/bots.md "Expert imagines
/// each bot as it plays").
fn cast_opponents_as_hard(seat: Imagined, seed: u64) -> Box<dyn Player> {
    match seat {
        Imagined::Normal => {
            let plain = Style::of(Level::Hard).without_lookahead();
            Box::new(Bot::with_style(Level::Hard, plain, seed))
        }
        other => cast(other, seed),
    }
}

/// A player that plays one given action first, then as another player: the candidate under
/// trial, then the fast policy.
struct Scripted {
    /// The candidate, until played.
    first: Option<Action>,
    /// The player after it.
    then: Box<dyn Player>,
}

impl Player for Scripted {
    fn decide(&mut self, seen: Seen) -> Option<Action> {
        self.first.take().or_else(|| self.then.decide(seen))
    }
    fn defend(&mut self, seen: Seen, to: TerritoryId, dice: u8) -> u8 {
        self.then.defend(seen, to, dice)
    }
    fn guard(&mut self, seen: Seen, from: TerritoryId, to: TerritoryId) -> Option<Potion> {
        self.then.guard(seen, from, to)
    }
    fn fallbacks(&self) -> u32 {
        self.then.fallbacks()
    }
    fn imagine(&mut self) {
        self.then.imagine();
    }
}

impl Bot {
    /// Sets how long this bot thinks per decision (an Expert bot; the others ignore it).
    pub fn set_budget(&mut self, budget: Budget) {
        self.budget = budget;
    }

    /// What the bot's searches have done so far.
    pub fn searched(&self) -> Searched {
        self.searched
    }

    /// An Expert decision: Hard's choice `first`, unless another candidate scores better in
    /// the imagined games.
    pub(super) fn expert_choice(&mut self, seen: Seen, first: Action) -> Action {
        let candidates = self.candidates(seen, first);
        if candidates.len() < 2 {
            return candidates.into_iter().next().unwrap_or(Action::EndTurn);
        }
        let best = self.weigh(seen, &candidates);
        if best != 0 {
            // Hard's battle under way is not the one chosen.
            self.battle = None;
            self.searched.changed += 1;
        }
        candidates.into_iter().nth(best).unwrap_or(Action::EndTurn)
    }

    /// A fresh seed from the bot's own generator.
    fn seed64(&mut self) -> u64 {
        u64::from(self.rng.next_u32()) << 32 | u64::from(self.rng.next_u32())
    }

    /// The candidates: `first`, the step's plain alternatives, and what Hard's other ways of
    /// playing and a Normal bot would do; each legal, none twice.
    fn candidates(&mut self, seen: Seen, first: Action) -> Vec<Action> {
        let mut found = vec![first];
        let mut offer = |action: Action| {
            if found.len() < MOST_CANDIDATES
                && !found.contains(&action)
                && seen.check(&action).is_ok()
            {
                found.push(action);
            }
        };
        match seen.phase() {
            Phase::Attack => offer(Action::EndAttack),
            Phase::Fortify => offer(Action::EndTurn),
            Phase::Occupy { .. } | Phase::Rolled => {
                let legal = seen.legal_actions();
                if let (Some(fewest), Some(most)) = (legal.first(), legal.last()) {
                    offer(fewest.clone());
                    offer(most.clone());
                }
            }
            _ => {}
        }
        let seed = self.seed64();
        // The look-ahead's ways of playing, each without looking ahead; the first is Hard's own.
        let others = ways(&self.style, seen).into_iter().skip(1);
        for (k, style) in others.enumerate() {
            let mut bot = Bot::with_style(Level::Hard, style, seed.wrapping_add(k as u64));
            if let Some(action) = bot.decide(seen) {
                offer(action);
            }
        }
        if let Some(action) = Bot::new(Level::Normal, seed).decide(seen) {
            offer(action);
        }
        found
    }

    /// The index of the candidate chosen by the imagined games: Hard's choice (0), unless
    /// another did better by a clear margin ([`clearly_better`]).
    fn weigh(&mut self, seen: Seen, candidates: &[Action]) -> usize {
        let me = seen.viewer();
        let plain = self.style.without_lookahead();
        // Each candidate's score in each imagined game (`None` once set aside).
        let mut scores: Vec<Option<Vec<f64>>> = vec![Some(Vec::new()); candidates.len()];
        let mut played = 0u32;
        let mut halved = false;
        let mut game = 0u32;
        self.searched.decisions += 1;
        let started = self.budget.time.map(|(clock, _)| clock());
        loop {
            game += 1;
            let seed = self.seed64();
            let world = seen.imagine_drawing_missions(seed);
            for (k, candidate) in candidates.iter().enumerate() {
                let Some(games) = scores[k].as_mut() else {
                    continue;
                };
                let mut round = Round::new(
                    world.clone(),
                    (me, &plain),
                    seed,
                    (&self.opponents, game),
                    cast_opponents_as_hard,
                );
                round.replace(me, |then| {
                    Box::new(Scripted {
                        first: Some(candidate.clone()),
                        then,
                    })
                });
                let mut steps = u32::MAX;
                games.push(round.advance(me, &mut steps).unwrap_or(0.0));
                played += 1;
                self.searched.playouts += 1;
                self.searched.actions += u64::from(round.actions());
            }
            let budget = self.budget.playouts;
            if !halved && played >= budget / 2 && candidates.len() > 2 {
                set_aside_weaker_half(&mut scores);
                halved = true;
            }
            let out_of_time = match (self.budget.time, started) {
                (Some((clock, most)), Some(started)) => clock() - started >= most,
                _ => false,
            };
            if played >= budget || out_of_time {
                break;
            }
        }
        best_of(&scores)
    }
}

/// How many standard errors a candidate's mean gain over Hard's choice must reach before it
/// is played instead: the dice of one imagined round swing its score far more than one
/// decision does, so a gain within the noise is no gain (measured: playing the best mean
/// alone lost to Hard, docs/bots.md "Expert").
const MARGIN: f64 = 2.0;

/// Whether `other`'s scores beat `first`'s, game by game (the same imagined games), by more
/// than [`MARGIN`] standard errors of their mean difference.
fn clearly_better(first: &[f64], other: &[f64]) -> Option<f64> {
    let gains: Vec<f64> = first.iter().zip(other).map(|(a, b)| b - a).collect();
    let n = gains.len() as f64;
    if n < 2.0 {
        return None;
    }
    let mean = gains.iter().sum::<f64>() / n;
    let spread = gains.iter().map(|g| (g - mean).powi(2)).sum::<f64>() / (n - 1.0);
    let error = (spread / n).sqrt();
    (mean > 0.0 && mean > MARGIN * error).then_some(mean)
}

/// The candidate to play: the one clearly better than Hard's choice by the largest mean gain,
/// else Hard's choice (index 0).
fn best_of(scores: &[Option<Vec<f64>>]) -> usize {
    let Some(Some(first)) = scores.first() else {
        return 0;
    };
    let mut best = (0, 0.0);
    for (k, games) in scores.iter().enumerate().skip(1) {
        if let Some(gain) = games.as_ref().and_then(|g| clearly_better(first, g))
            && gain > best.1
        {
            best = (k, gain);
        }
    }
    best.0
}

/// Sets aside the weaker half of the candidates by their total (rounded up, ties to the
/// earlier), never Hard's choice (index 0), which the others are measured against.
fn set_aside_weaker_half(scores: &mut [Option<Vec<f64>>]) {
    let total = |k: usize| {
        scores[k]
            .as_ref()
            .map_or(f64::NEG_INFINITY, |g| g.iter().sum())
    };
    let mut order: Vec<usize> = (1..scores.len()).collect();
    order.sort_by(|&a, &b| total(b).total_cmp(&total(a)).then(a.cmp(&b)));
    let keep = (scores.len() - 1).div_ceil(2);
    for &weaker in &order[keep..] {
        scores[weaker] = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn another_candidate_plays_only_when_clearly_better_than_hards_choice() {
        let hard = vec![0.5, 0.4, 0.6, 0.5];
        // Better on average, but within the noise.
        let noisy = vec![0.9, 0.1, 0.9, 0.3];
        // Better in every game.
        let sure = vec![0.6, 0.5, 0.7, 0.6];
        assert_eq!(clearly_better(&hard, &noisy), None);
        assert!(clearly_better(&hard, &sure).is_some());
        assert_eq!(best_of(&[Some(hard.clone()), Some(noisy.clone())]), 0);
        assert_eq!(best_of(&[Some(hard.clone()), Some(noisy), Some(sure)]), 2);
        assert_eq!(best_of(&[Some(hard), None]), 0);
    }

    #[test]
    fn halving_never_sets_hards_choice_aside() {
        let mut scores = vec![
            Some(vec![0.0]),
            Some(vec![0.9]),
            Some(vec![0.8]),
            Some(vec![0.1]),
        ];
        set_aside_weaker_half(&mut scores);
        assert!(scores[0].is_some() && scores[1].is_some());
        assert!(scores[2].is_some() && scores[3].is_none());
    }
}
