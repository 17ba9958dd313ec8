//! Hard: choosing how to play each turn by looking one round ahead. At the start of its turn
//! a Hard bot imagines games it cannot tell from the real one ([`Seen::imagine`]: unseen
//! cards dealt again, fresh dice), plays its turn in each with every candidate way of
//! playing (six styles, and a truce with each opponent in turn), lets the opponents answer
//! (as Normal bots in half the imagined games and as the sparring partner's planner in the
//! other half, so that it does not count on one way of playing), and scores where it stands
//! when its next turn comes (by the fitted chance
//! of winning of [`super::value`] where it applies). After a few imagined games the weaker
//! half of the candidates is set aside; the way of playing with the best total plays the
//! real turn. [`Bot::ponder`] lets the page spread the work over ticks.

use super::super::rules::{RuleSet, WinCondition};
use super::super::state::{ForceId, ForceKind, GameState, Phase};
use super::super::view::Seen;
use super::player::{Player, bot_step};
use super::style::{Goals, Level, OpponentModel, Style};
use super::survey::Survey;
use super::value::win_chance;

/// Most actions one imagined round may take before it is cut short and scored as it stands.
const ROUND_ACTIONS: u32 = 1_500;

/// Imagined games every candidate plays before the weaker half is set aside: the rest of the
/// games (6 of Hard's 10) go to the better half only (successive halving: more imagined
/// games for the likely best for less thinking in all, docs/bots.md "Speed").
pub(super) const GAMES_BEFORE_HALVING: u32 = 4;

/// A candidate set aside: its total is never the best, and it plays no more imagined games.
pub(super) const SET_ASIDE: f64 = f64::NEG_INFINITY;

/// The ways of playing a turn that a Hard bot chooses between: seven styles (Hard's own, which
/// plans the continents it can hold, and one that plans every continent among them), and with two
/// opponents or more (not in team games), Hard as tuned leaving each opponent alone in turn.
pub(super) fn candidates(hard: &Style, seen: Seen) -> Vec<Style> {
    let plain = hard.without_lookahead();
    let normal = Style::of(Level::Normal);
    let mut styles = vec![
        // Hard as tuned: chains, hunts, guards.
        plain.clone(),
        // The same without hunting anyone down.
        Style {
            hunts: 0.0,
            ..plain.clone()
        },
        // Turtle: hardly any attacks but for the card, everything on the borders.
        Style {
            min_win: 0.9,
            card: 8.0,
            caution: 2.0,
            ..normal.clone()
        },
        // Normal's greed, with hunts.
        Style {
            hunts: plain.hunts,
            ..normal.clone()
        },
        // Careful: only the surest attacks, armies kept at home.
        Style {
            min_win: 0.8,
            caution: 1.2,
            ..normal.clone()
        },
        // Bold: long odds taken for territory and kills.
        Style {
            min_win: 0.4,
            kill: 1.2,
            ..plain.clone()
        },
        // Any whole continent's conquest planned along the cheapest paths (issue 41).
        Style {
            goals: Goals::Every,
            ..plain.clone()
        },
    ];
    // A truce: attacking one opponent only softens it for the other to take its cards, so
    // leave one alone this turn and let the others wear each other down. Not in 000 team
    // games, where the opponents are one team: a truce there only let a team shut itself
    // in one fortress territory that nobody attacked for hundreds of rounds.
    if seen.rules().teams {
        return styles;
    }
    let survey = Survey::new(seen, hard);
    let opponents: Vec<ForceId> = seen
        .players_in()
        .filter(|&p| !survey.friendly(p) && seen.kind(p) == ForceKind::Player)
        .collect();
    if opponents.len() >= 2 {
        styles.extend(opponents.into_iter().map(|opponent| Style {
            truce: Some(opponent),
            ..plain.clone()
        }));
    }
    styles
}

/// What holding a headquarters is worth in a capital game, in armies.
const HEADQUARTERS_WORTH: f64 = 10.0;

/// How well `me` stands: nothing when out, everything when the game is won (by its team too,
/// 000 teams), else its share (its team's) of the players' strength (armies, twice the next
/// reinforcement, the cards' worth, and in a capital game the headquarters held).
fn standing(state: &GameState, me: ForceId) -> f64 {
    let ours = |force: ForceId| force == me || state.same_team(force, me);
    if let Some(winner) = state.winner() {
        return if ours(winner) { 1.0 } else { 0.0 };
    }
    if state.force(me).eliminated {
        return 0.0;
    }
    let card = f64::from(
        state
            .rules
            .nth_set_value(state.sets_traded as usize)
            .unwrap_or(8),
    ) / 3.0;
    let strength = |force: ForceId| -> f64 {
        let armies: u32 = state.territories.iter().map(|h| h.share(force)).sum();
        let (territories, continents) = state.reinforcements(force);
        let headquarters = state.headquarters_held(force);
        f64::from(armies)
            + 2.0 * f64::from(territories + continents)
            + card * state.force(force).hand.len() as f64
            + HEADQUARTERS_WORTH * headquarters as f64
    };
    let total: f64 = state
        .players()
        .filter(|&p| !state.force(p).eliminated)
        .map(strength)
        .sum();
    let own: f64 = state
        .players()
        .filter(|&p| ours(p) && !state.force(p).eliminated)
        .map(strength)
        .sum();
    own / total.max(1.0)
}

/// Weight of the standing beside the fitted chance of winning: it decides only when the
/// chances cannot tell the ways of playing apart (a lost position, or a won one).
const STANDING_TIEBREAK: f64 = 0.05;

/// Whether the fitted chance of winning ([`win_chance`]) scores a game of `rules` with
/// `players` seats: one won by the last player standing, with three players or more.
pub(super) fn fitted_for(rules: &RuleSet, players: usize) -> bool {
    rules.win == WinCondition::LastStanding && players >= 3
}

/// How good `world` is for `me`: where [`fitted_for`], the fitted chance of winning
/// ([`win_chance`], docs/bots.md) with its standing as a tiebreak; elsewhere its standing.
fn score(world: &GameState, me: ForceId) -> f64 {
    if fitted_for(&world.rules, world.players().count()) {
        win_chance(world, me) + STANDING_TIEBREAK * standing(world, me)
    } else {
        standing(world, me)
    }
}

/// What a seat of an imagined game is imagined as: the bot itself in a candidate style, a
/// Normal bot, or the sparring partner's planner.
pub(super) enum Imagined {
    /// The bot looking ahead, playing a candidate style as a Hard bot.
    Me(Style),
    /// A Normal bot (Expert's search: Hard without look-ahead).
    Normal,
    /// An Easy or Normal bot, known to be one: a Normal bot for Hard and Expert alike.
    Weak,
    /// The sparring partner.
    Planner,
}

/// Makes an imagined game's player for a seat, seeded with the seed given.
pub(super) type Cast = fn(Imagined, u64) -> Box<dyn Player>;

/// An imagined round under way: the imagined `world` played from `me`'s turn until `me`'s
/// next turn begins (or the game ends), `me` in one candidate style and everyone else as a
/// Normal bot or as the sparring partner's planner. It is played a few actions at a time
/// ([`Round::advance`]), so no call holds the page for long.
pub(super) struct Round {
    /// The imagined game as it stands.
    world: GameState,
    /// Each seat's player in it.
    bots: Vec<Box<dyn Player>>,
    /// The turn number it began at.
    started: u32,
    /// Actions played so far.
    actions: u32,
}

impl Round {
    /// A round of `world` with `me` playing `style`; `seed` seeds each imagined player, and
    /// imagined game number `game` says how each opponent is imagined.
    /// `cast` makes each imagined player (the bots themselves, so that this module need not
    /// name them).
    pub(super) fn new(
        world: GameState,
        (me, style): (ForceId, &Style),
        seed: u64,
        (opponents, game): (&[OpponentModel], u32),
        cast: Cast,
    ) -> Round {
        let bots = world
            .players()
            .map(|p| {
                let seed = seed.wrapping_add(u64::from(p.0));
                let seat = if p == me {
                    Imagined::Me(style.clone())
                } else {
                    imagined_opponent(opponents, p, game)
                };
                let mut player = cast(seat, seed);
                player.imagine();
                player
            })
            .collect();
        Round {
            started: world.turn.number,
            world,
            bots,
            actions: 0,
        }
    }

    /// Plays at most `budget` actions (taking them off it) and returns `me`'s score once the
    /// round is over, or `None` while it goes on.
    pub(super) fn advance(&mut self, me: ForceId, budget: &mut u32) -> Option<f64> {
        loop {
            let world = &self.world;
            let over = world.winner().is_some()
                || self.actions >= ROUND_ACTIONS
                || (world.turn.current == me
                    && world.turn.number != self.started
                    && matches!(world.phase, Phase::Reinforce));
            if over {
                return Some(score(world, me));
            }
            if *budget == 0 {
                return None;
            }
            *budget -= 1;
            self.actions += 1;
            if bot_step(&mut self.world, &mut self.bots).is_err() {
                // A refused imagined action ends the round where it stands.
                self.actions = ROUND_ACTIONS;
            }
        }
    }

    /// Replaces seat `p`'s player by what `wrap` makes of it (Expert's candidate under
    /// trial, played first).
    pub(super) fn replace(
        &mut self,
        p: ForceId,
        wrap: impl FnOnce(Box<dyn Player>) -> Box<dyn Player>,
    ) {
        let i = usize::from(p.0);
        if i < self.bots.len() {
            let player = self.bots.remove(i);
            self.bots.insert(i, wrap(player));
        }
    }

    /// Actions played so far in this round.
    pub(super) fn actions(&self) -> u32 {
        self.actions
    }

    /// Whether `me` went on a hunt in this round (a player other than a bot of the app's
    /// levels counts as having hunted).
    pub(super) fn hunted(&self, me: ForceId) -> bool {
        self.bots.get(usize::from(me.0)).is_none_or(|p| p.hunted())
    }
}

/// Whether `style` is `plain` without its hunts. A Hard-style bot rolls its own generator
/// only for its hunts (it never blunders), so when `plain` went on no hunt in an imagined
/// game, `style` would have played that round action for action the same: its score is
/// `plain`'s, with no round to play.
pub(super) fn plays_as_plain_unhunting(style: &Style, plain: &Style) -> bool {
    let unhunting = Style {
        hunts: 0.0,
        ..plain.clone()
    };
    style.blunders == 0 && *style == unhunting
}

/// What opponent `p` plays as in imagined game number `game` (numbered from 1): a planner as
/// the planner, an Easy or Normal bot as a Normal bot ([`Imagined::Weak`]), a Hard or Expert
/// bot as a Normal bot, and a player the bot does not know as the planner in every other game.
fn imagined_opponent(opponents: &[OpponentModel], p: ForceId, game: u32) -> Imagined {
    match opponents.get(usize::from(p.0)) {
        Some(OpponentModel::Planner) => Imagined::Planner,
        Some(OpponentModel::Weak) => Imagined::Weak,
        Some(OpponentModel::Heuristic) => Imagined::Normal,
        Some(OpponentModel::Unknown) | None if game.is_multiple_of(2) => Imagined::Planner,
        Some(OpponentModel::Unknown) | None => Imagined::Normal,
    }
}

/// A look-ahead under way, so that it can be spread over several calls (the page's ticks).
pub(super) struct Pondering {
    /// The turn it is for.
    pub(super) turn: u32,
    /// The candidate ways of playing.
    pub(super) styles: Vec<Style>,
    /// Each candidate's total score so far ([`SET_ASIDE`] once set aside).
    pub(super) totals: Vec<f64>,
    /// Each candidate's total over the imagined games finished so far (every candidate still
    /// in play tried in each), for a decision cut short ([`Bot::settle`]).
    pub(super) finished: Vec<f64>,
    /// Imagined games begun so far.
    pub(super) games: u32,
    /// The imagined game being played: where it starts, its seed, the candidate being tried
    /// in it, and that candidate's round under way (`None` before its first action).
    pub(super) world: Option<(GameState, u64, usize, Option<Round>)>,
    /// In the imagined game being played, the first candidate's score once its round is
    /// over, and whether it went on a hunt ([`plays_as_plain_unhunting`]).
    pub(super) plain: Option<(f64, bool)>,
}

/// Sets aside the weaker half of the candidates (the better half rounded up stays; ties to
/// the earlier candidate, as in [`Bot::choose_deputy`]).
pub(super) fn set_aside_weaker_half(totals: &mut [f64]) {
    let mut order: Vec<usize> = (0..totals.len()).collect();
    order.sort_by(|&a, &b| totals[b].total_cmp(&totals[a]).then(a.cmp(&b)));
    for &weaker in &order[totals.len().div_ceil(2)..] {
        totals[weaker] = SET_ASIDE;
    }
}

/// Whether the game is in the phases of a turn that a look-ahead chooses how to play.
pub(super) fn in_turn(seen: Seen) -> bool {
    matches!(
        seen.phase(),
        Phase::Reinforce | Phase::Attack | Phase::Occupy { .. } | Phase::Fortify
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presets::preset;

    #[test]
    fn each_opponent_is_imagined_as_what_the_table_says_it_is() {
        use OpponentModel::{Heuristic, Planner, Unknown, Weak};
        let seats = [Heuristic, Planner, Unknown, Weak];
        let as_planner = |seats: &[OpponentModel], p: u8, game: u32| {
            matches!(
                imagined_opponent(seats, ForceId(p), game),
                Imagined::Planner
            )
        };
        for game in 1..=8 {
            let normal = imagined_opponent(&seats, ForceId(0), game);
            assert!(matches!(normal, Imagined::Normal));
            assert!(as_planner(&seats, 1, game));
            let weak = imagined_opponent(&seats, ForceId(3), game);
            assert!(matches!(weak, Imagined::Weak));
        }
        // A person (or a seat not listed) both ways, half the imagined games each.
        let planned = (1..=8).filter(|&g| as_planner(&seats, 2, g));
        assert_eq!(planned.count(), 4);
        let unlisted = (1..=8).filter(|&g| as_planner(&[], 4, g));
        assert_eq!(unlisted.count(), 4);
    }

    #[test]
    fn a_bot_known_to_be_easy_or_normal_is_imagined_as_a_normal_bot() {
        use std::cell::RefCell;
        thread_local! {
            static CAST: RefCell<Vec<&'static str>> = const { RefCell::new(Vec::new()) };
        }
        fn recording(seat: Imagined, seed: u64) -> Box<dyn Player> {
            let name = match seat {
                Imagined::Me(_) => "me",
                Imagined::Normal => "normal",
                Imagined::Weak => "weak",
                Imagined::Planner => "planner",
            };
            CAST.with(|cast| cast.borrow_mut().push(name));
            super::super::thinking::cast(Imagined::Normal, seed)
        }
        let world = GameState::new(preset("parker-1993").unwrap(), 4, 3).unwrap();
        let models = [
            OpponentModel::Heuristic,
            OpponentModel::Heuristic,
            OpponentModel::of_level(Level::Normal),
            OpponentModel::of_level(Level::Easy),
        ];
        let style = Style::of(Level::Hard);
        Round::new(world, (ForceId(0), &style), 1, (&models, 1), recording);
        let cast = CAST.with(|cast| cast.take());
        assert_eq!(cast, ["me", "normal", "weak", "weak"]);
        assert_eq!(
            OpponentModel::of_level(Level::Expert),
            OpponentModel::Heuristic
        );
    }

    #[test]
    fn only_the_candidate_without_hunts_may_take_the_plain_candidates_score() {
        let hard = Style::of(Level::Hard);
        let three = GameState::new(preset("parker-1993").unwrap(), 3, 1).unwrap();
        let styles = candidates(&hard, three.seen_by(ForceId(0)));
        let mirrors: Vec<usize> = (1..styles.len())
            .filter(|&k| plays_as_plain_unhunting(&styles[k], &styles[0]))
            .collect();
        assert_eq!(mirrors, [1]);
    }

    #[test]
    fn halving_keeps_the_better_half_rounded_up_and_ties_to_the_earlier() {
        let mut totals = [1.0, 3.0, 2.0, 3.0, 0.5];
        set_aside_weaker_half(&mut totals);
        assert_eq!(totals, [SET_ASIDE, 3.0, 2.0, 3.0, SET_ASIDE]);
        let mut tied = [1.0, 1.0, 1.0, 1.0];
        set_aside_weaker_half(&mut tied);
        assert_eq!(tied, [1.0, 1.0, SET_ASIDE, SET_ASIDE]);
    }

    #[test]
    fn with_two_opponents_each_is_left_alone_in_one_candidate_but_not_in_team_games() {
        let hard = Style::of(Level::Hard);
        let three = GameState::new(preset("parker-1993").unwrap(), 3, 1).unwrap();
        let styles = candidates(&hard, three.seen_by(ForceId(0)));
        let truces: Vec<_> = styles.iter().filter_map(|s| s.truce).collect();
        assert_eq!(truces, [ForceId(1), ForceId(2)]);
        assert_eq!(styles.len(), 9);
        assert_eq!(
            styles.iter().filter(|s| s.goals == Goals::Every).count(),
            1,
            "one plans every continent"
        );
        // Against one opponent (and the 001 neutral) a truce would be no attack at all.
        let duel = GameState::new(preset("parker-1993-duel").unwrap(), 2, 1).unwrap();
        let styles = candidates(&hard, duel.seen_by(ForceId(0)));
        assert!(styles.iter().all(|s| s.truce.is_none()));
        assert!(styles.iter().all(|s| s.lookahead == 0));
        // Nor in team games.
        let teams = GameState::new(preset("conquete-2010-teams").unwrap(), 4, 1).unwrap();
        let styles = candidates(&hard, teams.seen_by(ForceId(0)));
        assert!(styles.iter().all(|s| s.truce.is_none()));
    }
}
