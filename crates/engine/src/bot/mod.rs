//! Bots at three levels. A bot decides from a [`Seen`] alone (its own cards and missions, the
//! public board, the discards), so it cannot read other hands, other missions or the deck.
//! One entry point, [`Bot::decide`], answers every decision of the player to move, and
//! [`Bot::defend`] picks the dice when the bot's territory is attacked.

mod allied;
mod allies;
mod attack;
mod conquest;
mod empire;
mod hunt;
mod lookahead;
mod manoeuvre;
mod reinforce;
mod rolled;
pub mod sparring;
mod survey;
mod team;
pub mod value;

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::allied::AllyStep;
use super::board::TerritoryId;
use super::rng::Rng;
use super::rules::Fortify;
use super::state::{ForceId, Phase};
use super::view::Seen;
pub use conquest::ConquestOdds;
use survey::Survey;

/// Imagined actions a Hard bot plays ahead per step of [`Bot::ponder`] when the app spreads its
/// thinking over the page's ticks (a fraction of a millisecond each), so its look-ahead never
/// holds the page long, even on a slow tablet; the wasm self-check (crates/selfcheck) thinks
/// in the same steps.
pub const THINKING_STEPS: u32 = 2;

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
}

impl Level {
    /// The three levels, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// The level's name in records and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
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
            .ok_or_else(|| format!("unknown bot level {text:?} (easy, normal or hard)"))
    }
}

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
            },
        }
    }
}

/// How a Hard bot imagines one opponent answering in its look-ahead. Who sits at the table is
/// public (the player strip names each bot's level), so a bot may know which seats are bots
/// of the app's levels; a person, or a program it does not know, is imagined both ways.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpponentModel {
    /// Unknown: as a Normal bot in half the imagined games, as a planner in the other half.
    Unknown,
    /// A bot of the app's levels: as a Normal bot (Hard's own turns are Normal's heuristics
    /// and more).
    Heuristic,
    /// A planner that costs its goals in armies: as the sparring partner (`bot/sparring.rs`).
    Planner,
}

/// A bot playing one seat.
pub struct Bot {
    /// Its level.
    pub level: Level,
    /// Its style of play.
    style: Style,
    /// Its own generator (for mistakes and ties), never the game's.
    rng: Rng,
    /// Exact conquest odds under the game's dice, built on first use.
    odds: Option<Arc<ConquestOdds>>,
    /// The chain of conquests a Hard bot is carrying out this turn.
    plan: Vec<TerritoryId>,
    /// The battle under way: the attacking and the attacked territory.
    battle: Option<(TerritoryId, TerritoryId)>,
    /// The opponent a Hard bot is hunting down this turn.
    hunt: Option<ForceId>,
    /// Whether the bot has ever gone on a hunt (read by the look-ahead of its imagined games).
    hunted: bool,
    /// The way of playing a Hard bot chose by looking ahead, and the turn it was chosen for.
    deputy: Option<(u32, Box<Bot>)>,
    /// The look-ahead under way, when spread over several calls ([`Bot::ponder`]).
    pondering: Option<lookahead::Pondering>,
    /// Decisions where the bot's choice was refused and the first legal action stood in
    /// (always 0 in tests: a bot must know the rules it plays).
    pub fallbacks: u32,
    /// How each seat is imagined in the look-ahead (a seat not listed: unknown).
    opponents: Vec<OpponentModel>,
    /// Playing in an imagined game of a look-ahead: its choice goes unchecked (applying it
    /// checks it anyway, and a refused one ends the imagined round), which spares a copy of
    /// the whole game at every decision.
    imagined: bool,
}

impl Bot {
    /// A bot of `level` whose own choices are seeded with `seed`.
    pub fn new(level: Level, seed: u64) -> Bot {
        Bot::with_style(level, Style::of(level), seed)
    }

    /// A bot with a style of its own (for tuning the levels by simulation).
    pub fn with_style(level: Level, style: Style, seed: u64) -> Bot {
        Bot {
            level,
            style,
            rng: Rng::new(seed ^ 0xb07_b07_b07),
            odds: None,
            plan: Vec::new(),
            battle: None,
            hunt: None,
            hunted: false,
            deputy: None,
            pondering: None,
            fallbacks: 0,
            opponents: Vec::new(),
            imagined: false,
        }
    }

    /// Tells the bot how to imagine each seat's player in its look-ahead (seat by seat).
    pub fn know_opponents(&mut self, models: Vec<OpponentModel>) {
        self.opponents = models;
    }

    /// The odds table for this game's dice.
    fn odds(&mut self, seen: &Seen) -> Arc<ConquestOdds> {
        self.odds
            .get_or_insert_with(|| ConquestOdds::for_dice(seen.rules().dice))
            .clone()
    }

    /// Whether this decision is one of an Easy bot's mistakes.
    fn blunders(&mut self) -> bool {
        self.style.blunders > 0 && self.rng.below(self.style.blunders) == 0
    }

    /// The bot's action as the seat to decide; `None` once the game is over or when the
    /// decision is not this bot's. The action is always legal.
    pub fn decide(&mut self, seen: Seen) -> Option<Action> {
        if matches!(seen.phase(), Phase::Finished { .. }) || seen.deciding_seat() != seen.viewer() {
            return None;
        }
        // 002 duel: the other player's step with the allied force.
        if seen.allied_counter() {
            return Some(self.allied_step(seen))
                .filter(|a| seen.check(a).is_ok())
                .or_else(|| {
                    self.fallbacks += 1;
                    seen.legal_actions().into_iter().next()
                });
        }
        // 004 duel: the neutral's half of the opponent's reinforcements, placed to block them.
        if seen.turn().current != seen.viewer() {
            let survey = Survey::new(seen, &self.style);
            let territory = self.neutral_block(&survey, seen.placing_force());
            return Some(Action::Place {
                territory,
                armies: seen.turn().reserve,
            });
        }
        // 000 Risk Mission: every level claims an objective the moment it may, the highest
        // rank first (it is the hardest to meet again).
        if let Some(&mission) = seen.claimable_objectives().last() {
            return Some(Action::ClaimObjective { mission });
        }
        // 003: potions, sesterces and the shop.
        if let Some(action) = self.economy(seen)
            && seen.check(&action).is_ok()
        {
            return Some(action);
        }
        // 000 active independents: buying, the allies' dice and placements, allied attacks.
        if let Some(allied) = self.allied_action(seen)
            && seen.check(&allied).is_ok()
        {
            return Some(allied);
        }
        let mut chosen = within_limit(seen, self.choose(seen));
        if let Some(allied) = self.allied_attack_instead(seen, &chosen)
            && seen.check(&allied).is_ok()
        {
            return Some(allied);
        }
        // An invasion with an independent in it ends (its status die) before any move.
        if matches!(chosen, Action::Fortify { .. }) && seen.turn().invasion.is_some() {
            chosen = Action::EndAttack;
        }
        // 002 duel: the attacks end with the ally's step, before any move or the end.
        if matches!(chosen, Action::Fortify { .. } | Action::EndTurn)
            && seen.turn().ally_step == Some(AllyStep::Opening)
            && seen.standing_ally().is_some()
        {
            chosen = Action::EndAttack;
        }
        // 002 duel: the ally's counter-attack changed the board since the turn's plan was made.
        if seen.turn().ally_step == Some(AllyStep::Resumed) && seen.check(&chosen).is_err() {
            self.plan.clear();
            self.battle = None;
            self.hunt = None;
            self.deputy = None;
            chosen = within_limit(seen, self.choose(seen));
        }
        // End-of-turn objectives are claimed while fortifying, so stop attacking first.
        if chosen == Action::EndTurn
            && seen.phase() == Phase::Attack
            && seen.plays_ranked_objectives()
        {
            chosen = Action::EndAttack;
        }
        if self.imagined || seen.check(&chosen).is_ok() {
            return Some(chosen);
        }
        // A wrong guess must never stall the game: fall back to the first legal action.
        self.fallbacks += 1;
        self.plan.clear();
        seen.legal_actions().into_iter().next()
    }

    /// The action for the current phase.
    fn choose(&mut self, seen: Seen) -> Action {
        if self.style.lookahead > 0 {
            self.ponder(seen, u32::MAX);
            if let Some((_, deputy)) = self.deputy.as_mut().filter(|_| lookahead::in_turn(seen)) {
                return deputy.choose(seen);
            }
        }
        let survey = Survey::new(seen, &self.style);
        match seen.phase() {
            Phase::Claim => self.claim(&survey),
            Phase::PlaceStartingArmies if seen.starting_army_force() != seen.viewer() => {
                Action::PlaceStartingArmy {
                    territory: self.neutral_block(&survey, seen.starting_army_force()),
                }
            }
            Phase::PlaceStartingArmies => Action::PlaceStartingArmy {
                territory: self.reinforcement_target(&survey),
            },
            Phase::ChooseHeadquarters => Action::ChooseHeadquarters {
                territory: self.headquarters_choice(&survey),
            },
            Phase::Reinforce => {
                // A new turn (not a trade forced by an elimination): last turn's plan,
                // battle and hunt are stale.
                if !seen.turn().capture_trade {
                    self.plan.clear();
                    self.battle = None;
                    self.hunt = None;
                }
                self.reinforce(&survey)
            }
            Phase::Attack => {
                // 002: captured cards traded at once are armies at once.
                if seen.may_trade_captured_cards()
                    && let Some(cards) = self.best_set(&survey)
                {
                    return Action::TradeCards { cards };
                }
                let odds = self.odds(&seen);
                self.attack(&survey, &odds)
                    .or_else(|| self.fortify(&survey))
                    .unwrap_or(Action::EndAttack)
            }
            Phase::Rolled => self.rolled_choice(seen),
            Phase::Occupy { from, to, min } => self.occupy(&survey, from, to, min),
            // Record version 2: the last move made, the turn waits for its end.
            Phase::Fortify if seen.moves_done() => Action::EndTurn,
            // With connected fortification (001 experts) a bot makes its one move from the
            // attack phase and then ends the turn, so it never shuffles armies back and forth.
            Phase::Fortify if seen.rules().fortify == Fortify::ManyConnectedMoves => {
                Action::EndTurn
            }
            Phase::Fortify => self.fortify(&survey).unwrap_or(Action::EndTurn),
            Phase::Finished { .. } => Action::EndTurn,
        }
    }

    /// Dice to defend `to` with against `dice` attackers: the most allowed, which is the
    /// better choice in every case of 001's dice (an Easy bot sometimes rolls one).
    pub fn defend(&mut self, seen: Seen, to: TerritoryId, dice: u8) -> u8 {
        let most = seen.max_defence_dice(seen.holding(to).armies);
        if most > 1 && dice > 0 && self.blunders() {
            return 1;
        }
        most
    }
}

/// `action` fitted to the limit of armies per territory (001 experts: 12): placements and
/// moves cut to the room left, a placement on a full territory moved to the one of the same
/// owner with the most room.
fn within_limit(seen: Seen, action: Action) -> Action {
    if seen.rules().max_armies_per_territory.is_none() {
        return action;
    }
    let roomiest = |owner: ForceId| {
        seen.board()
            .ids()
            .filter(|&t| seen.holding(t).owner == owner && seen.holding(t).armies > 0)
            .max_by_key(|&t| seen.room(t))
    };
    match action {
        Action::Place { territory, armies } if seen.room(territory) == 0 => {
            let territory = roomiest(seen.viewer()).unwrap_or(territory);
            Action::Place {
                territory,
                armies: armies.min(seen.room(territory)).max(1),
            }
        }
        Action::Place { territory, armies } => Action::Place {
            territory,
            armies: armies.min(seen.room(territory)),
        },
        Action::PlaceStartingArmy { territory } if seen.room(territory) == 0 => {
            let owner = seen.holding(territory).owner;
            Action::PlaceStartingArmy {
                territory: roomiest(owner).unwrap_or(territory),
            }
        }
        Action::Occupy { armies } => match seen.phase() {
            Phase::Occupy { to, min, .. } => Action::Occupy {
                armies: armies.min(seen.room(to)).max(min),
            },
            _ => Action::Occupy { armies },
        },
        Action::Fortify { to, .. } if seen.room(to) == 0 => match seen.phase() {
            Phase::Attack => Action::EndAttack,
            _ => Action::EndTurn,
        },
        Action::Fortify { from, to, armies } => Action::Fortify {
            from,
            to,
            armies: armies.min(seen.room(to)),
        },
        other => other,
    }
}
