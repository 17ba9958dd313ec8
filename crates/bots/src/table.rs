//! The bots of the game being played, and the requests that set them up and ask them.

use lamorisse_engine::action::Action;
use lamorisse_engine::bot::{Bot, Budget, Level, OpponentModel, Reflex};
use lamorisse_engine::imported::{self, CarriedBoard};
use lamorisse_engine::state::{GameState, Phase};
use serde::{Deserialize, Serialize};

/// What the page asks (JSON, tagged by `op`).
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Request {
    /// A new or loaded game: the level of each seat's bot (`null` for a person), the game's
    /// seed, and the imported board it is played on, if any (its key and the board as a
    /// record carries it).
    Seats {
        /// One entry a seat, in seating order.
        seats: Vec<Option<Level>>,
        /// The game's seed; each bot is seeded with it plus its seat.
        seed: u64,
        /// An imported board: its key and its packed bytes.
        #[serde(default)]
        board: Option<(String, CarriedBoard)>,
    },
    /// The actions of the bots to move from `state` on, as far as bots alone play (see
    /// [`Table::plays`]).
    Decide {
        /// The game as it stands.
        state: Box<GameState>,
    },
    /// What an Expert bot would do in the place of the seat deciding in `state` (the hint).
    Hint {
        /// The game as it stands.
        state: Box<GameState>,
    },
}

/// What the bots answer.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Answer {
    /// The bots are seated.
    Seated,
    /// The chosen action; `None` when no bot holds the seat or the game is over.
    Action(Option<Action>),
    /// The bots' actions in order, each for the position the one before leaves (empty when
    /// no bot is to move).
    Plays(Vec<Action>),
    /// The request was refused: why.
    Refused(String),
}

/// The most actions one answer carries: the page plays them as one batch when animations
/// are off (one drawing for several actions), one by one otherwise.
pub const MOST_PLAYS: usize = 24;

/// The bots of one game, seat by seat (`None` for a person).
#[derive(Default)]
pub struct Table {
    /// Each seat's bot level (`None`: a person), as seated.
    seats: Vec<Option<Level>>,
    /// Each seat's bot.
    bots: Vec<Option<Bot>>,
    /// Each bot's answers when attacked (the same as the page's).
    reflexes: Vec<Option<Reflex>>,
}

impl Table {
    /// A table with no game yet.
    pub fn new() -> Table {
        Table::default()
    }

    /// Answers one request given as JSON, as JSON.
    pub fn answer_text(&mut self, request: &str) -> String {
        let answer = match serde_json::from_str::<Request>(request) {
            Ok(request) => self.answer(request),
            Err(error) => Answer::Refused(format!("unreadable request: {error}")),
        };
        serde_json::to_string(&answer).unwrap_or_else(|_| r#"{"refused":"unwritable"}"#.into())
    }

    /// Answers one request.
    pub fn answer(&mut self, request: Request) -> Answer {
        match request {
            Request::Seats { seats, seed, board } => {
                if let Some((key, carried)) = board
                    && let Err(reason) = imported::receive(&carried, &key)
                {
                    return Answer::Refused(format!("the board cannot be read: {reason}"));
                }
                self.bots = seated(&seats, seed);
                self.reflexes = reflexes(&seats, seed);
                self.seats = seats;
                Answer::Seated
            }
            Request::Decide { state } => Answer::Plays(self.plays(*state)),
            Request::Hint { state } => Answer::Action(hint(&state, &self.seats)),
        }
    }

    /// The actions of the bots from `state` on, each applied to the bots' own copy of the
    /// game, as the native games play them: a bot defending answers with its [`Reflex`] (the
    /// page's answer too). They stop after [`MOST_PLAYS`], when a person is to move, after an
    /// attack on a person's territory (the page asks them), or when the game ends.
    pub fn plays(&mut self, mut state: GameState) -> Vec<Action> {
        let mut plays = Vec::new();
        while plays.len() < MOST_PLAYS && !matches!(state.phase, Phase::Finished { .. }) {
            let seat = state.deciding_seat();
            let Some(bot) = self
                .bots
                .get_mut(usize::from(seat.0))
                .and_then(Option::as_mut)
            else {
                break;
            };
            let Some(mut action) = bot.decide(state.seen_by(seat)) else {
                break;
            };
            if let Action::Attack {
                from,
                to,
                dice,
                defend,
            } = &mut action
            {
                let defender = state.defending_seat(*to);
                let Some(reflex) = self
                    .reflexes
                    .get(usize::from(defender.0))
                    .copied()
                    .flatten()
                else {
                    plays.push(action);
                    break;
                };
                let seen = state.seen_by(defender);
                match reflex.guard(seen, *from, *to) {
                    Some(potion) => {
                        action = Action::Guard {
                            territory: *to,
                            potion,
                        }
                    }
                    None => *defend = Some(reflex.defend(seen, *to, *dice)),
                }
            }
            let applied = state.apply(&action).is_ok();
            plays.push(action);
            if !applied {
                break;
            }
        }
        plays
    }
}

/// Each seat's answers when attacked, for its bot (`None` for a person): seeded as the bot.
pub fn reflexes(seats: &[Option<Level>], seed: u64) -> Vec<Option<Reflex>> {
    seats
        .iter()
        .enumerate()
        .map(|(i, level)| Some(Reflex::new((*level)?, seed.wrapping_add(i as u64))))
        .collect()
}

/// Imagined games an Expert of the app plays per decision (kept beside the default in the
/// engine, where `lamorisse-cli bench` reads it too).
pub use lamorisse_engine::bot::APP_PLAYOUTS;

/// How a bot imagines each seat: a bot of the app's levels as one of its level, a person
/// both ways.
fn models(seats: &[Option<Level>]) -> Vec<OpponentModel> {
    seats
        .iter()
        .map(|seat| seat.map_or(OpponentModel::Unknown, OpponentModel::of_level))
        .collect()
}

/// The bots of a game's seats, each seeded from the game's seed and its seat. Each bot knows
/// which other seats are bots and of which level (the player strip shows it to everyone), and
/// imagines the people both ways in its look-ahead.
pub fn seated(seats: &[Option<Level>], seed: u64) -> Vec<Option<Bot>> {
    let models = models(seats);
    seats
        .iter()
        .enumerate()
        .map(|(i, level)| {
            let mut bot = Bot::new((*level)?, seed.wrapping_add(i as u64));
            bot.know_opponents(models.clone());
            bot.set_budget(Budget::playouts(APP_PLAYOUTS));
            Some(bot)
        })
        .collect()
}

/// Imagined games the hint's Expert plays: a short budget, since the player waits for it.
pub const HINT_PLAYOUTS: u32 = 16;

/// What an Expert bot thinking [`HINT_PLAYOUTS`] would do in the place of the seat deciding
/// (seeded by the turn, so asking twice gives the same answer), knowing which seats are bots
/// and of which level (`seats`, by seat) as the table's own bots do.
pub fn hint(state: &GameState, seats: &[Option<Level>]) -> Option<Action> {
    let me = state.deciding_seat();
    let seed = u64::from(state.turn.number) ^ 0x4a17;
    let mut bot = Bot::new(Level::Expert, seed);
    bot.know_opponents(models(seats));
    bot.set_budget(Budget::playouts(HINT_PLAYOUTS));
    bot.decide(state.seen_by(me))
}
