//! Whole games: played by bots for the CLI, the ladder and benchmarks, or by the simple
//! policy of `autoplay.rs` for the property tests.

use serde::Serialize;

use super::action::{Action, Event};
use super::autoplay::choose;
pub use super::bot::player::{Player, SimulationError, bot_step};
use super::bot::sparring::Sparring;
use super::bot::{Bot, Budget, Level, OpponentModel, Searched};
use super::rng::Rng;
use super::rules::RuleSet;
use super::state::{ForceId, GameState};

/// How one simulated game went.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameSummary {
    /// The game's number in the run.
    pub game: u64,
    /// The seed it was played with.
    pub seed: u64,
    /// The winning seat.
    pub winner: u8,
    /// The winner's place in the list of levels given (seats rotate between games).
    pub entrant: u8,
    /// The winner's level (or the sparring partner).
    pub level: Entrant,
    /// Turns played.
    pub turns: u32,
    /// Actions applied.
    pub actions: u64,
    /// Bot decisions refused by the engine (0 unless a bot misreads a rule).
    pub fallbacks: u32,
    /// The winner's leader, in 003 games.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub leader: Option<super::state::Leader>,
}

/// Who plays a seat in simulated games: a bot of one of the app's levels, or the sparring
/// partner that Hard is measured against (`bot/sparring.rs`, never offered in the app).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Entrant {
    /// A bot of this level.
    Bot(Level),
    /// The sparring partner.
    Sparring,
}

impl Entrant {
    /// Its name on the command line and in summaries.
    pub fn name(self) -> &'static str {
        match self {
            Entrant::Bot(level) => level.name(),
            Entrant::Sparring => "sparring",
        }
    }

    /// How a Hard bot imagines this entrant in its look-ahead: the app's levels as the
    /// bots they are, the sparring partner as a planner.
    pub fn model(self) -> OpponentModel {
        match self {
            Entrant::Bot(level) => OpponentModel::of_level(level),
            Entrant::Sparring => OpponentModel::Planner,
        }
    }

    /// A new player for this seat, its choices seeded with `seed`.
    pub fn player(self, seed: u64) -> Contender {
        self.player_knowing(seed, Vec::new())
    }

    /// A new player for this seat, knowing what the others are (`models`, by seat; a bot of
    /// the app's levels reads them, the sparring partner does not).
    pub fn player_knowing(self, seed: u64, models: Vec<OpponentModel>) -> Contender {
        self.player_thinking(seed, models, Budget::default())
    }

    /// [`Entrant::player_knowing`], an Expert bot thinking for `budget` per decision.
    pub fn player_thinking(
        self,
        seed: u64,
        models: Vec<OpponentModel>,
        budget: Budget,
    ) -> Contender {
        match self {
            Entrant::Bot(level) => {
                let mut bot = Bot::new(level, seed);
                bot.set_budget(budget);
                if !models.is_empty() {
                    bot.know_opponents(models);
                }
                Box::new(bot)
            }
            Entrant::Sparring => Box::new(Sparring::new(seed)),
        }
    }
}

impl std::str::FromStr for Entrant {
    type Err = String;

    fn from_str(text: &str) -> Result<Entrant, String> {
        if text.trim().eq_ignore_ascii_case("sparring") {
            return Ok(Entrant::Sparring);
        }
        text.parse().map(Entrant::Bot).map_err(|_| {
            format!("unknown player {text:?} (easy, normal, hard, expert or sparring)")
        })
    }
}

impl Serialize for Entrant {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

/// A seat's player in a simulated game: a bot of the app's levels or the sparring partner.
pub type Contender = Box<dyn Player>;

/// The seed of game `index` in a run seeded with `seed`.
pub fn game_seed(seed: u64, index: u64) -> u64 {
    seed.wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(index)
}

/// Plays one game to its end, calling `inspect` after every action (for property tests).
pub fn play_game(
    rules: &RuleSet,
    players: u8,
    seed: u64,
    mut inspect: impl FnMut(&GameState, &Action, &[Event]),
) -> Result<(GameState, u64), SimulationError> {
    let mut state = GameState::new(rules.clone(), players, seed).map_err(SimulationError::Setup)?;
    let mut policy = Rng::new(seed ^ 0x5851_f42d_4c95_7f2d);
    let mut actions = 0;
    while let Some(action) = choose(&state, &mut policy) {
        let events = state
            .apply(&action)
            .map_err(|e| SimulationError::Refused(action.clone(), e))?;
        actions += 1;
        inspect(&state, &action, &events);
    }
    Ok((state, actions))
}

/// Rounds after which a bots' game is abandoned as a bug.
const ROUND_LIMIT: u32 = 2_000;

/// How a bots' game ended, beyond the final state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BotsPlayed {
    /// Actions applied.
    pub actions: u64,
    /// Decisions where a bot's choice was refused and a legal action stood in.
    pub fallbacks: u32,
}

/// Plays one game between bots, seat `i` played at `levels[i]`, calling `inspect` after
/// every action. A bot defending picks its own dice.
pub fn play_bots(
    rules: &RuleSet,
    levels: &[Level],
    seed: u64,
    inspect: impl FnMut(&GameState, &Action, &[Event]),
) -> Result<(GameState, BotsPlayed), SimulationError> {
    play_with(
        rules,
        bots_at(levels, seed, Budget::default()),
        seed,
        inspect,
    )
}

/// A bot for each seat at `levels`, seeded from `seed` and its seat, each knowing that the
/// others are bots of the app's levels (as the table tells them).
fn bots_at(levels: &[Level], seed: u64, budget: Budget) -> Vec<Bot> {
    let models: Vec<OpponentModel> = levels.iter().map(|&l| OpponentModel::of_level(l)).collect();
    levels
        .iter()
        .enumerate()
        .map(|(i, &level)| {
            let mut bot = Bot::new(level, seed.wrapping_add(i as u64));
            bot.know_opponents(models.clone());
            bot.set_budget(budget);
            bot
        })
        .collect()
}

/// Plays one game between the given bots, one per seat (see [`play_bots`]).
pub fn play_with<P: Player>(
    rules: &RuleSet,
    mut bots: Vec<P>,
    seed: u64,
    mut inspect: impl FnMut(&GameState, &Action, &[Event]),
) -> Result<(GameState, BotsPlayed), SimulationError> {
    let mut state =
        GameState::new(rules.clone(), bots.len() as u8, seed).map_err(SimulationError::Setup)?;
    let mut played = BotsPlayed::default();
    while state.winner().is_none() {
        if state.turn.round > ROUND_LIMIT {
            return Err(SimulationError::TooLong(state.turn.round));
        }
        let (action, events) = bot_step(&mut state, &mut bots)?;
        played.actions += 1;
        inspect(&state, &action, &events);
    }
    played.fallbacks = bots.iter().map(Player::fallbacks).sum();
    Ok((state, played))
}

/// How long each bot decision took in [`play_bots_pondered`], by the clock it was given.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DecisionTimes {
    /// Each whole decision (its thinking ahead included), in the order they were made.
    pub decisions: Vec<f64>,
    /// The longest single call: one slice of thinking, or the decision and its action.
    pub longest_step: f64,
    /// The longest turn: the decisions of the player whose turn it was, in one turn, added up.
    pub longest_turn: f64,
    /// The time of the decisions of the bots that search (Expert), added up.
    pub searching: f64,
    /// What the searching bots' searches did, added up.
    pub searched: Searched,
}

/// Plays one game between bots as the table plays it: before each decision the bot to move
/// thinks ahead in slices of `steps` imagined actions ([`Bot::ponder`]), each slice timed by
/// `clock` (in milliseconds). The game is the one [`play_bots`] plays: thinking in slices
/// changes nothing but when the work is done. An Expert thinks for `budget` per decision.
pub fn play_bots_pondered(
    rules: &RuleSet,
    levels: &[Level],
    seed: u64,
    (steps, budget): (u32, Budget),
    mut clock: impl FnMut() -> f64,
) -> Result<(GameState, DecisionTimes), SimulationError> {
    let mut state =
        GameState::new(rules.clone(), levels.len() as u8, seed).map_err(SimulationError::Setup)?;
    let mut bots = bots_at(levels, seed, budget);
    let mut times = DecisionTimes::default();
    let (mut last_turn, mut this_turn) = ((u32::MAX, ForceId(0)), 0.0);
    while state.winner().is_none() {
        if state.turn.round > ROUND_LIMIT {
            return Err(SimulationError::TooLong(state.turn.round));
        }
        let me = state.deciding_seat();
        let mut whole = 0.0;
        loop {
            let started = clock();
            let ready = bots
                .get_mut(usize::from(me.0))
                .ok_or(SimulationError::NoMove)?
                .ponder(state.seen_by(me), steps);
            let step = clock() - started;
            times.longest_step = times.longest_step.max(step);
            whole += step;
            if ready {
                break;
            }
        }
        let started = clock();
        let turn = (state.turn.number, state.turn.current);
        bot_step(&mut state, &mut bots)?;
        let step = clock() - started;
        times.longest_step = times.longest_step.max(step);
        times.decisions.push(whole + step);
        if levels.get(usize::from(me.0)) == Some(&Level::Expert) {
            times.searching += whole + step;
        }
        if me == turn.1 {
            this_turn = if turn == last_turn { this_turn } else { 0.0 } + whole + step;
            last_turn = turn;
            times.longest_turn = times.longest_turn.max(this_turn);
        }
    }
    times.searched = bots
        .iter()
        .map(Bot::searched)
        .fold(Searched::default(), |a, b| a + b);
    Ok((state, times))
}

/// The levels at each seat in game `index`: the list turns one seat per game, so every entry
/// plays every seat in turn.
pub fn rotated<T: Copy>(levels: &[T], index: u64) -> Vec<T> {
    let n = levels.len().max(1);
    (0..levels.len())
        .map(|seat| levels[(seat + n - (index as usize % n)) % n])
        .collect()
}

/// Plays game `index` of a run between bots (seats rotated) and summarises it.
pub fn simulate_one(
    rules: &RuleSet,
    levels: &[Entrant],
    seed: u64,
    index: u64,
) -> Result<GameSummary, SimulationError> {
    simulate_thinking(rules, levels, (seed, index), Budget::default())
}

/// [`simulate_one`], every Expert bot thinking for `budget` per decision.
pub fn simulate_thinking(
    rules: &RuleSet,
    levels: &[Entrant],
    (seed, index): (u64, u64),
    budget: Budget,
) -> Result<GameSummary, SimulationError> {
    let seed = game_seed(seed, index);
    let seats = rotated(levels, index);
    // Who sits where is public at the table: each bot knows the others' kinds.
    let models: Vec<OpponentModel> = seats.iter().map(|e| e.model()).collect();
    let players = seats
        .iter()
        .enumerate()
        .map(|(i, entrant)| {
            entrant.player_thinking(seed.wrapping_add(i as u64), models.clone(), budget)
        })
        .collect();
    let (state, played) = play_with(rules, players, seed, |_, _, _| {})?;
    let winner = state.winner().unwrap_or(ForceId(0)).0;
    let n = levels.len().max(1);
    Ok(GameSummary {
        game: index,
        seed,
        winner,
        entrant: ((usize::from(winner) + n - index as usize % n) % n) as u8,
        level: seats
            .get(usize::from(winner))
            .copied()
            .unwrap_or(Entrant::Bot(Level::Normal)),
        turns: state.turn.number,
        actions: played.actions,
        fallbacks: played.fallbacks,
        leader: state.leader_of(ForceId(winner)),
    })
}

/// Plays one game by the simple policy and keeps it as a record, outcomes included.
pub fn record_game(
    rules: &RuleSet,
    players: u8,
    seed: u64,
) -> Result<super::record::Record, SimulationError> {
    use super::game::Outcome;
    use super::record::{GameResult, Record, Seat};
    let seats = (0..players)
        .map(|i| Seat {
            name: format!("Seat {}", i + 1),
            bot: Some("autoplay".into()),
            colour: None,
            pin: None,
        })
        .collect();
    let mut record = Record::new(&rules.id, seats, seed).on_board(&rules.board);
    // The options played (001 experts, 004 progressive reinforcements) replay with it.
    record.toggles = rules.toggles;
    let (state, _) = play_game(rules, players, seed, |_, action, events| {
        record.push(action.clone(), Outcome::of(events));
    })?;
    record.result = state.winner().map(|w| GameResult { winner: w.0 });
    Ok(record)
}
