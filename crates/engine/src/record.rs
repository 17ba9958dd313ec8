//! Records: a game as JSON (see docs/record-format.md): the preset, the players, a seed or an
//! explicit start position, then every action with its random outcome. Saves are records.
//! Loading never trusts the file: every field is checked before the engine sees it.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::action::{Action, Event, RuleError};
use super::board::Board;
use super::game::Outcome;
use super::position::validate;
use super::presets::preset;
use super::rules::{ExpertToggles, RuleSet, SetupMethod, WinCondition};
use super::state::{BoardCache, Colour, GameState};

pub use super::position::Position;

/// The `format` field of every record.
pub const FORMAT: &str = "lamorisse-record";
/// The record version this engine writes and reads (1 and 2 are read too:
/// docs/record-format.md "Versions").
pub const VERSION: u32 = 4;

/// A player's seat in a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// The name shown.
    pub name: String,
    /// The bot level playing this seat, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<String>,
    /// The seat's colour; seats without one take the colours in the usual order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colour: Option<Colour>,
    /// An optional 4-digit PIN asked at the pass-and-play hand-off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pin: Option<String>,
}

/// Each seat's colour: its own choice, or the colour of its place in the usual order.
pub fn seat_colours(seats: &[Seat]) -> Vec<Colour> {
    seats
        .iter()
        .zip(Colour::ALL.iter().cycle())
        .map(|(seat, &default)| seat.colour.unwrap_or(default))
        .collect()
}

/// How the game starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Start {
    /// A new game set up from this seed.
    Seed(u64),
    /// An explicit position.
    Position(Box<Position>),
}

/// One action and, if it involved chance, what chance gave.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The action.
    pub action: Action,
    /// Its dice or card, if any.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub outcome: Outcome,
}

/// Whether expert options are all off.
fn is_default(toggles: &ExpertToggles) -> bool {
    *toggles == ExpertToggles::default()
}

/// Whether an outcome carries nothing.
fn is_empty(outcome: &Outcome) -> bool {
    *outcome == Outcome::default()
}

/// A whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// Always [`FORMAT`].
    pub format: String,
    /// The record version.
    pub version: u32,
    /// The preset id (RULINGS R1).
    pub preset: String,
    /// The board id.
    pub board: String,
    /// The seats, in playing order.
    pub players: Vec<Seat>,
    /// A seed or a position.
    pub start: Start,
    /// The setup method, when the players chose another than the book's own (R3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup: Option<SetupMethod>,
    /// Whether defenders choose their dice after a hand-off (RULINGS R5); a table option,
    /// since every attack records the defender's dice anyway.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub defender_chooses: bool,
    /// Whether a capital game is the book's shorter one (001 Capital Risk: 4 players any 2
    /// opposing headquarters, 5 or 6 any 3).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub short_game: bool,
    /// The expert options switched on (001 "Rules variations for RISK experts").
    #[serde(default, skip_serializing_if = "is_default")]
    pub toggles: ExpertToggles,
    /// The board itself when it is one a player imported (issue 40), so the record opens
    /// on a device that never imported it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub carried: Option<super::imported::CarriedBoard>,
    /// Every action, in order.
    pub actions: Vec<Step>,
    /// How the game ended, if it did: checked on replay.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<GameResult>,
}

/// The end of a recorded game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// The winning seat.
    pub winner: u8,
}

/// Why a record could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The file is not a valid record; the text says why (for tools: the app tells players in
    /// their language what kind of failure it is, never this text).
    Invalid(String),
    /// The record was written by a newer version of Lamorisse (its record `version`), which this
    /// one cannot read.
    Newer {
        /// The record's version.
        version: u32,
    },
    /// Action `index` (0-based) was refused.
    Illegal {
        /// Its position in `actions`.
        index: usize,
        /// The rule it breaks.
        error: RuleError,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Invalid(why) => write!(f, "not a valid record: {why}"),
            ReplayError::Newer { version } => write!(
                f,
                "this game was saved by a newer version of Lamorisse (record version {version}; \
                 this one reads versions 1 to {VERSION}): update the app to open it"
            ),
            ReplayError::Illegal { index, error } => {
                write!(f, "action {index} is illegal: {error}")
            }
        }
    }
}

/// Applies one recorded step to `state`: with its recorded outcome where it has one, else
/// by the state's own generator (which the record's earlier steps have put where it was).
pub fn apply_step(state: &mut GameState, step: &Step) -> Result<Vec<Event>, RuleError> {
    if is_empty(&step.outcome) {
        state.apply(&step.action)
    } else {
        state.apply_recorded(&step.action, &step.outcome)
    }
}

impl Record {
    /// A record of a game started from `seed`, with no actions yet.
    pub fn new(preset: &str, players: Vec<Seat>, seed: u64) -> Record {
        Record {
            format: FORMAT.into(),
            version: VERSION,
            preset: preset.into(),
            board: preset_board(preset),
            players,
            start: Start::Seed(seed),
            setup: None,
            defender_chooses: false,
            short_game: false,
            toggles: ExpertToggles::default(),
            carried: None,
            actions: Vec::new(),
            result: None,
        }
    }

    /// The record played on `board` (the preset's own or an imported one, which it then
    /// carries).
    pub fn on_board(mut self, board: &str) -> Record {
        self.board = board.to_owned();
        self.carried = super::imported::carried(board);
        self
    }

    /// The record as it leaves the browser (an exported file): every PIN left out, since a
    /// PIN stays in the browser's own storage (docs/record-format.md).
    pub fn for_export(&self) -> Record {
        let mut record = self.clone();
        for seat in &mut record.players {
            seat.pin = None;
        }
        record
    }

    /// Parses a record, refusing anything that is not one.
    pub fn from_json(text: &str) -> Result<Record, ReplayError> {
        let record: Record =
            serde_json::from_str(text).map_err(|e| ReplayError::Invalid(e.to_string()))?;
        if record.format != FORMAT {
            return Err(ReplayError::Invalid(format!("format is not `{FORMAT}`")));
        }
        match record.version {
            // Versions 2 and 3 replay under the rules they were played with (`migrate`).
            VERSION | 2 | 3 => Ok(record),
            1 => v1_to_v2(record),
            newer if newer > VERSION => Err(ReplayError::Newer { version: newer }),
            other => Err(ReplayError::Invalid(format!(
                "version {other} is not supported (this build reads versions 1 to {VERSION})"
            ))),
        }
    }

    /// The position the record starts from.
    pub fn initial_state(&self) -> Result<GameState, ReplayError> {
        let mut rules = preset(&self.preset)
            .ok_or_else(|| ReplayError::Invalid(format!("unknown preset `{}`", self.preset)))?;
        if self.version < 3 {
            rules = super::migrate::rules_before_v3(rules);
        }
        if self.version < 4 {
            rules = super::migrate::rules_before_v4(rules);
        }
        if let Some(setup) = self.setup {
            rules.setup = setup;
        }
        if self.short_game {
            match rules.win {
                WinCondition::Capitals { .. } => rules.win = WinCondition::Capitals { short: true },
                _ => {
                    return Err(ReplayError::Invalid(format!(
                        "preset `{}` has no shorter capital game",
                        self.preset
                    )));
                }
            }
        }
        if let Some(why) = rules.refuses_toggles(self.toggles) {
            return Err(ReplayError::Invalid(why));
        }
        rules = rules.with_toggles(self.toggles);
        if super::imported::is_imported(&self.board) {
            rules = self.rules_on_imported_board(rules)?;
        }
        if rules.board != self.board {
            return Err(ReplayError::Invalid(format!(
                "preset `{}` plays on `{}`, not `{}`",
                self.preset, rules.board, self.board
            )));
        }
        let players = u8::try_from(self.players.len())
            .map_err(|_| ReplayError::Invalid("too many players".into()))?;
        match &self.start {
            Start::Seed(seed) => GameState::with_colours(rules, seat_colours(&self.players), *seed)
                .map_err(|e| ReplayError::Invalid(e.to_string())),
            Start::Position(position) => {
                // Two players bring in the preset's two-player forces, as a seeded game does.
                let rules = rules.seated(players);
                validate(position, players, &rules).map_err(ReplayError::Invalid)?;
                let position = (**position).clone();
                Ok(GameState {
                    rules,
                    forces: position.forces,
                    territories: position.territories,
                    draw_pile: position.draw_pile,
                    discards: position.discards,
                    sets_traded: position.sets_traded,
                    phase: position.phase,
                    turn: position.turn,
                    rng: position.rng,
                    empire: position.empire,
                    board_cache: BoardCache(Board::by_key(&self.board)),
                })
            }
        }
    }

    /// `rules` on the record's imported board: known on this device, or made known from the
    /// board the record carries.
    fn rules_on_imported_board(&self, rules: RuleSet) -> Result<RuleSet, ReplayError> {
        let board = match (Board::by_key(&self.board), &self.carried) {
            (Some(board), _) => board,
            (None, Some(carried)) => super::imported::receive(carried, &self.board)
                .map_err(|e| ReplayError::Invalid(format!("the record's board: {e}")))?,
            (None, None) => {
                return Err(ReplayError::Invalid(format!(
                    "the board `{}` is not on this device",
                    self.board
                )));
            }
        };
        let id = rules.id.clone();
        super::imported::on_board(rules, board).ok_or_else(|| {
            ReplayError::Invalid(format!(
                "preset `{id}` cannot be played on `{}`",
                self.board
            ))
        })
    }

    /// Replays every action, with its recorded outcome where there is one.
    pub fn replay(&self) -> Result<GameState, ReplayError> {
        self.replay_with(|_, _, _| {})
    }

    /// Replays every action like [`Record::replay`], calling `seen` with the state after
    /// each action, the action and its events (for the log, statistics and the luck report).
    pub fn replay_with(
        &self,
        mut seen: impl FnMut(&GameState, &Action, &[Event]),
    ) -> Result<GameState, ReplayError> {
        let mut state = self.initial_state()?;
        for (index, step) in self.actions.iter().enumerate() {
            let events = apply_step(&mut state, step)
                .map_err(|error| ReplayError::Illegal { index, error })?;
            seen(&state, &step.action, &events);
        }
        if let Some(result) = &self.result
            && state.winner().map(|w| w.0) != Some(result.winner)
        {
            return Err(ReplayError::Invalid(format!(
                "the record says seat {} won, but the replay ends otherwise",
                result.winner
            )));
        }
        Ok(state)
    }

    /// The record as JSON with one action per line, for readable diffs of golden files.
    pub fn to_json_lines(&self) -> String {
        let header = Record {
            actions: Vec::new(),
            ..self.clone()
        };
        let mut text = serde_json::to_string(&header).unwrap_or_default();
        let steps: Vec<String> = self
            .actions
            .iter()
            .map(|step| serde_json::to_string(step).unwrap_or_default())
            .collect();
        let body = if steps.is_empty() {
            "[]".to_owned()
        } else {
            format!("[\n  {}\n]", steps.join(",\n  "))
        };
        text = text.replacen("\"actions\":[]", &format!("\"actions\":{body}"), 1);
        text.push('\n');
        text
    }

    /// Appends an action and the random outcome it had.
    pub fn push(&mut self, action: Action, outcome: Outcome) {
        self.actions.push(Step { action, outcome });
    }
}

/// Upgrades a version-1 record to version 2. Version 1 ended the turn inside the
/// fortification that made the turn's last move, and kept the card drawn on that move;
/// version 2 waits for `EndTurn` so that the move may be taken back (issue 10). Each such
/// move is followed by an `EndTurn` carrying the move's recorded outcome.
pub fn v1_to_v2(mut record: Record) -> Result<Record, ReplayError> {
    let steps = std::mem::take(&mut record.actions);
    let mut state = record.initial_state()?;
    let mut upgraded = Vec::with_capacity(steps.len() + steps.len() / 8);
    for (index, step) in steps.into_iter().enumerate() {
        let illegal = |error| ReplayError::Illegal { index, error };
        if !matches!(step.action, Action::Fortify { .. }) {
            apply_step(&mut state, &step).map_err(illegal)?;
            upgraded.push(step);
            continue;
        }
        let moved = Step {
            action: step.action,
            outcome: Outcome::default(),
        };
        apply_step(&mut state, &moved).map_err(illegal)?;
        upgraded.push(moved);
        if state.moves_done() {
            let end = Step {
                action: Action::EndTurn,
                outcome: step.outcome,
            };
            apply_step(&mut state, &end).map_err(illegal)?;
            upgraded.push(end);
        }
    }
    record.actions = upgraded;
    record.version = 2;
    Ok(record)
}

/// The board a preset plays on, or an empty name for an unknown preset.
fn preset_board(id: &str) -> String {
    preset(id).map(|r| r.board).unwrap_or_default()
}

/// The `check` subcommand of `lamorisse-cli`: replays a record and prints the final
/// position, or says which action is illegal and why.
pub fn check_command(args: &[String]) -> Result<(), String> {
    let path = args
        .first()
        .ok_or("usage: lamorisse-cli check RECORD.json")?;
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let text = std::str::from_utf8(&bytes)
        .map_err(|_| format!("{path} is not a valid record: it is not UTF-8 text"))?;
    let record = Record::from_json(text).map_err(|e| format!("{path}: {e}"))?;
    let state = record.replay().map_err(|e| format!("{path}: {e}"))?;
    let json = serde_json::to_string_pretty(&state).map_err(|e| e.to_string())?;
    println!("{json}");
    Ok(())
}
