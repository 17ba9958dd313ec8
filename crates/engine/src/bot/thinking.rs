//! Hard's thinking ahead, as the bot does it: [`Bot::ponder`] plays the imagined games of
//! [`super::lookahead`] a few actions at a time, [`Bot::settle`] cuts it short, and the best
//! candidate plays the turn. The imagined players are made here ([`cast`]), so the
//! look-ahead itself does not name the bots that play its games.

use super::super::view::Seen;
use super::Bot;
use super::lookahead::{
    GAMES_BEFORE_HALVING, Imagined, Pondering, Round, SET_ASIDE, candidates, in_turn,
    plays_as_plain_unhunting, set_aside_weaker_half,
};
use super::player::Player;
use super::sparring::Sparring;
use super::style::{Level, Style};

/// An imagined game's player: the bot itself as a Hard bot of a candidate style, a Normal
/// bot, or the sparring partner.
pub(super) fn cast(seat: Imagined, seed: u64) -> Box<dyn Player> {
    match seat {
        Imagined::Me(style) => Box::new(Bot::with_style(Level::Hard, style, seed)),
        Imagined::Normal | Imagined::Weak => Box::new(Bot::new(Level::Normal, seed)),
        Imagined::Planner => Box::new(Sparring::new(seed)),
    }
}

impl Bot {
    /// Whether the bot is a Hard bot still to choose how to play this turn.
    fn must_look_ahead(&self, seen: Seen) -> bool {
        let turn = seen.turn().number;
        self.style.lookahead > 0
            && in_turn(seen)
            && seen.turn().current == seen.viewer()
            && self.deputy.as_ref().is_none_or(|(t, _)| *t != turn)
    }

    /// Thinks ahead for at most `steps` imagined actions and returns whether the bot is ready
    /// to decide at once. A Hard bot choosing how to play its turn is not ready until it has
    /// tried every candidate in the first [`GAMES_BEFORE_HALVING`] imagined games and the
    /// better half in the rest, each candidate for one imagined round; the result is the
    /// same however the actions are spread over calls, and a call of a few actions is short
    /// enough for the page to stay responsive on a slow tablet.
    /// [`Bot::decide`] finishes any thinking left.
    pub fn ponder(&mut self, seen: Seen, steps: u32) -> bool {
        if !self.must_look_ahead(seen) {
            return true;
        }
        let turn = seen.turn().number;
        let mut pondering = match self.pondering.take() {
            Some(p) if p.turn == turn => p,
            _ => {
                let styles = candidates(&self.style, seen);
                Pondering {
                    turn,
                    totals: vec![0.0; styles.len()],
                    finished: vec![0.0; styles.len()],
                    styles,
                    games: 0,
                    world: None,
                    plain: None,
                }
            }
        };
        let me = seen.viewer();
        let mut budget = steps;
        loop {
            let (world, seed, candidate, round) = match pondering.world.take() {
                Some(game) => game,
                None if pondering.games < self.style.lookahead => {
                    pondering.games += 1;
                    let seed =
                        u64::from(self.rng.next_u32()) << 32 | u64::from(self.rng.next_u32());
                    let first = pondering.totals.iter().position(|&t| t != SET_ASIDE);
                    pondering.plain = None;
                    (seen.imagine(seed), seed, first.unwrap_or(0), None)
                }
                None => break,
            };
            if budget == 0 {
                pondering.world = Some((world, seed, candidate, round));
                break;
            }
            let styles = &pondering.styles;
            let reused = match pondering.plain {
                Some((score, false))
                    if round.is_none()
                        && candidate > 0
                        && plays_as_plain_unhunting(&styles[candidate], &styles[0]) =>
                {
                    Some(score)
                }
                _ => None,
            };
            let (outcome, round) = match reused {
                Some(score) => (Some(score), None),
                None => {
                    let mut round = round.unwrap_or_else(|| {
                        Round::new(
                            world.clone(),
                            (me, &styles[candidate]),
                            seed,
                            (&self.opponents, pondering.games),
                            cast,
                        )
                    });
                    (round.advance(me, &mut budget), Some(round))
                }
            };
            match outcome {
                None => pondering.world = Some((world, seed, candidate, round)),
                Some(score) => {
                    if candidate == 0 {
                        let hunted = round.as_ref().is_none_or(|r| r.hunted(me));
                        pondering.plain = Some((score, hunted));
                    }
                    pondering.totals[candidate] += score;
                    let totals = &pondering.totals;
                    if let Some(next) =
                        (candidate + 1..totals.len()).find(|&k| totals[k] != SET_ASIDE)
                    {
                        pondering.world = Some((world, seed, next, None));
                    } else {
                        if pondering.games == GAMES_BEFORE_HALVING {
                            set_aside_weaker_half(&mut pondering.totals);
                        }
                        pondering.finished.clone_from(&pondering.totals);
                    }
                }
            }
        }
        if pondering.world.is_some() || pondering.games < self.style.lookahead {
            self.pondering = Some(pondering);
            return false;
        }
        self.choose_deputy(turn, pondering.styles, &pondering.totals);
        true
    }

    /// Stops thinking ahead and chooses how to play this turn from the imagined games finished
    /// so far (as tuned when none is): a Hard bot under a time limit (the bot protocol's `ms`,
    /// docs/bot-protocol.md). Nothing to do for a bot that need not look ahead.
    pub fn settle(&mut self, seen: Seen) {
        if !self.must_look_ahead(seen) {
            return;
        }
        let turn = seen.turn().number;
        match self.pondering.take() {
            Some(p) if p.turn == turn => self.choose_deputy(turn, p.styles, &p.finished),
            _ => {
                let style = self.style.clone();
                self.choose_deputy(turn, vec![style], &[0.0]);
            }
        }
    }

    /// Plays the rest of `turn` as the candidate with the best total (ties to the earlier).
    fn choose_deputy(&mut self, turn: u32, mut styles: Vec<Style>, totals: &[f64]) {
        let best =
            (0..totals.len()).fold(0, |best, k| if totals[k] > totals[best] { k } else { best });
        let seed = u64::from(self.rng.next_u32());
        let deputy = Bot::with_style(self.level, styles.swap_remove(best), seed);
        self.deputy = Some((turn, Box::new(deputy)));
    }
}
