//! Hard: choosing how to play each turn by looking one round ahead. At the start of its turn
//! a Hard bot imagines games it cannot tell from the real one ([`Seen::imagine`]: unseen
//! cards dealt again, fresh dice), plays its turn in each with every candidate way of
//! playing, lets the opponents answer as Normal bots, and scores where it stands when its
//! next turn comes. The way of playing with the best average plays the real turn.

use super::super::simulate::bot_step;
use super::super::state::{ForceId, GameState, Phase};
use super::super::view::Seen;
use super::{Bot, Level, Style};

/// Most actions one imagined round may take before it is cut short and scored as it stands.
const ROUND_ACTIONS: u32 = 1_500;

/// The ways of playing a turn that a Hard bot chooses between.
fn candidates(hard: &Style) -> Vec<Style> {
    let plain = Style {
        lookahead: 0,
        ..hard.clone()
    };
    let normal = Style::of(Level::Normal);
    vec![
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
            ..plain
        },
    ]
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

/// Plays the imagined `world` from `me`'s turn until `me`'s next turn begins (or the game
/// ends), `me` playing in `style` and everyone else as a Normal bot; returns `me`'s standing.
fn play_round(mut world: GameState, me: ForceId, style: &Style, seed: u64) -> f64 {
    let mut bots: Vec<Bot> = world
        .players()
        .map(|p| {
            let seed = seed.wrapping_add(u64::from(p.0));
            if p == me {
                Bot::with_style(Level::Hard, style.clone(), seed)
            } else {
                Bot::new(Level::Normal, seed)
            }
        })
        .collect();
    let started = world.turn.number;
    for _ in 0..ROUND_ACTIONS {
        let current = world.turn.current;
        if world.winner().is_some()
            || (current == me
                && world.turn.number != started
                && matches!(world.phase, Phase::Reinforce))
        {
            break;
        }
        if bot_step(&mut world, &mut bots).is_err() {
            break;
        }
    }
    standing(&world, me)
}

impl Bot {
    /// The bot that will play this turn: one per candidate way of playing, each tried in
    /// the same imagined games, the best average kept.
    pub(super) fn deputy_for_turn(&mut self, seen: Seen) -> Bot {
        let styles = candidates(&self.style);
        let mut totals = vec![0.0; styles.len()];
        for _ in 0..self.style.lookahead {
            let seed = u64::from(self.rng.next_u32()) << 32 | u64::from(self.rng.next_u32());
            let world = seen.imagine(seed);
            for (style, total) in styles.iter().zip(&mut totals) {
                *total += play_round(world.clone(), seen.viewer(), style, seed);
            }
        }
        // Ties go to the earlier candidate.
        let best =
            (0..styles.len()).fold(0, |best, k| if totals[k] > totals[best] { k } else { best });
        let seed = u64::from(self.rng.next_u32());
        Bot::with_style(self.level, styles[best].clone(), seed)
    }
}
