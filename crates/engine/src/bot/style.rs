//! How a bot plays: its level, the style of play a level stands for, and how a Hard bot imagines
//! each opponent in its look-ahead — the data every part of a bot reads, below the bot itself.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::force::ForceId;

/// How well a bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Legal, sensible moves with a beginner's mistakes.
    Easy,
    /// Heuristics: continents, borders, card timing, exact odds.
    Normal,
    /// Plans chains of attacks, breaks continents, hunts eliminations, guards borders.
    Hard,
    /// Hard's play, each decision then weighed by search: every candidate tried in imagined
    /// games the bot cannot tell from the real one and scored where it leaves the bot
    /// (`bot/search.rs`).
    Expert,
}

impl Level {
    /// The four levels, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Normal, Level::Hard, Level::Expert];

    /// The level's name in records and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// Whether the level plays Hard's heuristics (Hard, and Expert whose search starts from
    /// them).
    pub fn plays_hard(self) -> bool {
        matches!(self, Level::Hard | Level::Expert)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(text: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == text.trim().to_ascii_lowercase())
            .ok_or_else(|| format!("unknown bot level {text:?} (easy, normal, hard or expert)"))
    }
}

/// Imagined games an Expert bot's look-ahead plays at the start of its turn (Hard: 10).
pub const EXPERT_LOOKAHEAD: u32 = 10;

/// A level's play as numbers, so the levels share one code path.
#[derive(Clone, Debug, PartialEq)]
pub struct Style {
    /// Least chance of taking a territory before attacking it.
    pub min_win: f64,
    /// What a card earned this turn is worth, in armies (at least; it grows with set values).
    pub card: f64,
    /// What an enemy army destroyed is worth against one of its own lost.
    pub kill: f64,
    /// How strongly the bot turns on the strongest rival (0: it does not look).
    pub leader_focus: f64,
    /// Weight of continents in the choice of targets.
    pub continent_focus: f64,
    /// Bonus multiple for completing a continent.
    pub completion: f64,
    /// Bonus multiple for breaking an opponent's continent.
    pub breaking: f64,
    /// Weight of an elimination and the loser's cards.
    pub elimination: f64,
    /// One decision in this many is a beginner's mistake (0: never).
    pub blunders: u32,
    /// Plans chains of conquests with the exact odds (Hard).
    pub plans: bool,
    /// Keeps armies where they are threatened when moving in and placing.
    pub guards: bool,
    /// Moves armies from a quiet front to a threatened border when fortifying (Hard).
    pub rebalances: bool,
    /// Values a card by what the next set is worth, so rising sets draw it into battle.
    pub reads_set_values: bool,
    /// Trades cards as soon as a set is worth it, rather than only when forced.
    pub trades_early: bool,
    /// Armies the bot keeps back, per threatening army, on its held continents' borders.
    pub caution: f64,
    /// Least chance of eliminating an opponent this turn worth going all in for (0: never).
    pub hunts: f64,
    /// Imagined games tried at the start of each turn: every candidate way of playing in the
    /// first four, the better half of them in the rest (0: the bot plays its own style
    /// without looking ahead).
    pub lookahead: u32,
    /// Which whole continents the bot costs along the cheapest paths of conquest beside its
    /// chains, placing for the best of them (Hard, `bot/goals.rs`).
    pub goals: Goals,
    /// An opponent the bot leaves alone this turn (never attacked nor hunted), so that the
    /// others wear each other down: one of Hard's candidate ways of playing a turn.
    pub truce: Option<ForceId>,
}

impl Style {
    /// The style of a level.
    pub fn of(level: Level) -> Style {
        match level {
            Level::Easy => Style {
                min_win: 0.35,
                card: 1.0,
                kill: 0.6,
                leader_focus: 0.0,
                continent_focus: 0.3,
                completion: 1.0,
                breaking: 0.0,
                elimination: 0.2,
                blunders: 3,
                plans: false,
                guards: false,
                rebalances: false,
                reads_set_values: false,
                trades_early: false,
                caution: 0.0,
                hunts: 0.0,
                lookahead: 0,
                truce: None,
                goals: Goals::None,
            },
            Level::Normal => Style {
                min_win: 0.6,
                card: 4.0,
                kill: 1.0,
                leader_focus: 0.0,
                continent_focus: 1.0,
                completion: 2.0,
                breaking: 0.0,
                elimination: 0.3,
                blunders: 0,
                plans: false,
                guards: true,
                rebalances: false,
                reads_set_values: false,
                trades_early: true,
                caution: 0.5,
                hunts: 0.0,
                lookahead: 0,
                truce: None,
                goals: Goals::None,
            },
            // Expert: Hard's play, looking further ahead at the start of its turn.
            Level::Expert => Style {
                lookahead: EXPERT_LOOKAHEAD,
                ..Style::of(Level::Hard)
            },
            // Tuned by simulation against two Normals (docs/bots.md).
            Level::Hard => Style {
                min_win: 0.45,
                card: 5.0,
                kill: 0.6,
                leader_focus: 2.0,
                continent_focus: 0.7,
                completion: 5.0,
                breaking: 0.5,
                elimination: 1.0,
                blunders: 0,
                plans: true,
                guards: true,
                rebalances: true,
                reads_set_values: false,
                trades_early: true,
                caution: 0.8,
                hunts: 0.5,
                lookahead: 10,
                truce: None,
                goals: Goals::Holdable,
            },
        }
    }
}

impl Style {
    /// The same style playing without looking ahead (the imagined games' players, and the
    /// ways of playing a look-ahead weighs).
    pub fn without_lookahead(&self) -> Style {
        Style {
            lookahead: 0,
            ..self.clone()
        }
    }
}

/// The continents a bot's planner (`bot/goals.rs`) considers taking whole in a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goals {
    /// None: the chains alone (Easy, Normal).
    None,
    /// Those that can be held from two territories or fewer (Hard's own turn): the
    /// continents the strongest heuristic players go for first.
    Holdable,
    /// Every continent (one of the ways Hard's look-ahead weighs).
    Every,
}

/// How a Hard bot imagines one opponent answering in its look-ahead. Who sits at the table is
/// public (the player strip names each bot's level), so a bot may know which seats are bots
/// of the app's levels; a person, or a program it does not know, is imagined both ways.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpponentModel {
    /// Unknown: as a Normal bot in half the imagined games, as a planner in the other half.
    Unknown,
    /// A bot of the app's levels: as a Normal bot (Hard's own turns are Normal's heuristics
    /// and more); Expert's search imagines it as Hard without look-ahead.
    Heuristic,
    /// An Easy or Normal bot: as a Normal bot, by Hard's look-ahead and Expert's search alike
    /// (imagined as a Hard bot, a weaker player is judged to answer as it never does).
    Weak,
    /// A planner that costs its goals in armies: as the sparring partner (`bot/sparring.rs`).
    Planner,
}

impl OpponentModel {
    /// A model of a bot of the app's levels, by its level: Easy and Normal bots are [`Weak`](
    /// OpponentModel::Weak), the others [`Heuristic`](OpponentModel::Heuristic).
    pub fn of_level(level: Level) -> OpponentModel {
        match level {
            Level::Easy | Level::Normal => OpponentModel::Weak,
            Level::Hard | Level::Expert => OpponentModel::Heuristic,
        }
    }

    /// Whether it is a bot of the app's levels.
    pub fn is_app_bot(self) -> bool {
        matches!(self, OpponentModel::Heuristic | OpponentModel::Weak)
    }
}
