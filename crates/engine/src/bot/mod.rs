//! Bots at three levels. A bot decides from a [`Seen`] alone (its own cards and missions, the
//! public board, the discards), so it cannot read other hands, other missions or the deck.
//! One entry point, [`Bot::decide`], answers every decision of the player to move, and
//! [`Bot::defend`] picks the dice when the bot's territory is attacked.

mod allied;
mod allies;
mod attack;
mod budget;
mod conquest;
mod empire;
mod goals;
mod hunt;
mod lookahead;
mod manoeuvre;
pub mod player;
mod reflex;
mod reinforce;
mod rolled;
mod search;
pub mod sparring;
mod style;
mod survey;
mod team;
mod thinking;
pub mod value;

use std::sync::Arc;

use super::action::Action;
use super::allied::AllyStep;
use super::board::TerritoryId;
use super::rng::Rng;
use super::rules::Fortify;
use super::state::{ForceId, Phase};
use super::view::Seen;
pub use budget::{APP_PLAYOUTS, Budget, DEFAULT_PLAYOUTS, MOST_PLAYOUTS, Searched};
pub use conquest::ConquestOdds;
pub use reflex::Reflex;
pub use style::{Goals, Level, OpponentModel, Style};
use survey::Survey;

/// Imagined actions a Hard bot plays ahead per step of [`Bot::ponder`] when the app spreads its
/// thinking over the page's ticks (a fraction of a millisecond each), so its look-ahead never
/// holds the page long, even on a slow tablet; the wasm self-check (crates/selfcheck) thinks
/// in the same steps.
pub const THINKING_STEPS: u32 = 2;

/// A bot playing one seat.
pub struct Bot {
    /// Its level.
    pub level: Level,
    /// Its style of play.
    style: Style,
    /// Its own generator (for mistakes and ties), never the game's.
    rng: Rng,
    /// Its answers when attacked, with a generator of their own ([`Reflex`]).
    reflex: Reflex,
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
    /// How long an Expert bot thinks per decision.
    budget: Budget,
    /// What an Expert bot's searches have done so far.
    searched: Searched,
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
            reflex: Reflex::with_blunders(level, style.blunders, seed),
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
            budget: Budget::default(),
            searched: Searched::default(),
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
    /// decision is not this bot's. The action is always legal. An Expert bot weighs Hard's
    /// choice against the others by search (`bot/search.rs`).
    pub fn decide(&mut self, seen: Seen) -> Option<Action> {
        let first = self.heuristic(seen)?;
        if self.level == Level::Expert && !self.imagined && searches_in(seen) {
            return Some(self.expert_choice(seen, first));
        }
        Some(first)
    }

    /// The action of Hard's heuristics (or the level's own), as [`Bot::decide`] describes.
    fn heuristic(&mut self, seen: Seen) -> Option<Action> {
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

    /// Dice to defend `to` with against `dice` attackers ([`Reflex::defend`]).
    pub fn defend(&mut self, seen: Seen, to: TerritoryId, dice: u8) -> u8 {
        self.reflex.defend(seen, to, dice)
    }

    /// The defence potion to answer an attack on `to` with, if any ([`Reflex::guard`]).
    pub fn guard(
        &mut self,
        seen: Seen,
        from: TerritoryId,
        to: TerritoryId,
    ) -> Option<crate::empire::pieces::Potion> {
        self.reflex.guard(seen, from, to)
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

/// Whether Expert searches in this game: on the presets `value.json` names, where its search
/// was measured to pay (elsewhere, measured weaker than Hard's choice: docs/bots.md "Expert").
/// A preset the fitted chance of winning scores was measured only where it scores (three
/// players or more); one scored by the standing (capitals, missions, a duel), at every count.
fn searches_in(seen: Seen) -> bool {
    let rules = seen.rules();
    let fitted_here = lookahead::fitted_for(rules, seen.player_count());
    let fitted_ever = lookahead::fitted_for(rules, usize::from(rules.max_players));
    value::expert_searches(&rules.id) && (fitted_here || !fitted_ever)
}

impl player::Player for Bot {
    fn decide(&mut self, seen: Seen) -> Option<Action> {
        Bot::decide(self, seen)
    }
    fn defend(&mut self, seen: Seen, to: TerritoryId, dice: u8) -> u8 {
        Bot::defend(self, seen, to, dice)
    }
    fn guard(
        &mut self,
        seen: Seen,
        from: TerritoryId,
        to: TerritoryId,
    ) -> Option<crate::empire::pieces::Potion> {
        Bot::guard(self, seen, from, to)
    }
    fn fallbacks(&self) -> u32 {
        self.fallbacks
    }
    fn imagine(&mut self) {
        self.imagined = true;
    }
    fn hunted(&self) -> bool {
        self.hunted
    }
}
