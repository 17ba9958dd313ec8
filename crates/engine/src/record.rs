//! Records: a game as JSON (see docs/record-format.md): the preset, the players, a seed or an
//! explicit start position, then every action with its random outcome. Saves are records.
//! Loading never trusts the file: every field is checked before the engine sees it.

use std::collections::HashSet;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::action::{Action, Event, RuleError};
use super::board::Board;
use super::cards::{Card, full_deck};
use super::game::Outcome;
use super::presets::preset;
use super::rng::Rng;
use super::rules::{ExpertToggles, SetupMethod, WinCondition};
use super::state::{BoardCache, Colour, Force, ForceKind, GameState, Holding, Phase, Turn};

/// The `format` field of every record.
pub const FORMAT: &str = "lamorisse-record";
/// The record version this engine writes and reads (1 and 2 are read too:
/// docs/record-format.md "Versions").
pub const VERSION: u32 = 3;
/// Largest army count, reserve or round a record may hold, so sums cannot overflow.
const LIMIT: u32 = 1_000_000;

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

/// An explicit position: the state of the game without its rule set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    /// Every force, players first.
    pub forces: Vec<Force>,
    /// Every territory, in board order.
    pub territories: Vec<Holding>,
    /// The draw pile, top card last.
    pub draw_pile: Vec<Card>,
    /// The traded cards.
    pub discards: Vec<Card>,
    /// Sets traded so far (the golden cavalier's position).
    pub sets_traded: u32,
    /// The phase.
    pub phase: Phase,
    /// The current turn.
    pub turn: Turn,
    /// The generator's state, for whatever the record does not say.
    pub rng: Rng,
    /// 003's piles and the turn's economy, in the Roman presets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub empire: Option<crate::empire::Empire>,
}

impl From<&GameState> for Position {
    /// The position of a game at this moment, to start a record from it.
    fn from(state: &GameState) -> Position {
        Position {
            forces: state.forces.clone(),
            territories: state.territories.clone(),
            draw_pile: state.draw_pile.clone(),
            discards: state.discards.clone(),
            sets_traded: state.sets_traded,
            phase: state.phase,
            turn: state.turn.clone(),
            rng: state.rng.clone(),
            empire: state.empire.clone(),
        }
    }
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
            actions: Vec::new(),
            result: None,
        }
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
            // Version 2 replays under the rules it was played with (`migrate::rules_before_v3`).
            VERSION | 2 => Ok(record),
            1 => super::migrate::v1_to_v2(record),
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
                validate(position, players, &rules)?;
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

/// The board a preset plays on, or an empty name for an unknown preset.
fn preset_board(id: &str) -> String {
    preset(id).map(|r| r.board).unwrap_or_default()
}

/// Refuses a position that breaks the engine's invariants.
fn validate(
    position: &Position,
    players: u8,
    rules: &super::rules::RuleSet,
) -> Result<(), ReplayError> {
    let bad = |why: &str| Err(ReplayError::Invalid(why.to_owned()));
    let board = Board::by_key(&rules.board).unwrap_or_else(Board::world);
    let forces = position.forces.len();
    let seats = usize::from(players);
    // The players, then the preset's neutral, independent or allied forces (RULINGS R3, R9).
    let extras = rules.extra_forces.kinds();
    let kinds_fit = forces == seats + extras.len()
        && position.forces[..seats.min(forces)]
            .iter()
            .all(|f| f.kind == ForceKind::Player)
        && position
            .forces
            .iter()
            .skip(seats)
            .map(|f| f.kind)
            .eq(extras.iter().copied());
    if !kinds_fit {
        return bad(
            "one force per player, then the preset's neutral, independent or allied forces",
        );
    }
    let mut colours: Vec<_> = position.forces.iter().map(|f| f.colour).collect();
    colours.sort_by_key(|c| *c as u8);
    colours.dedup();
    if colours.len() != forces {
        return bad("each force has a colour of its own");
    }
    let is = |f: super::state::ForceId, kind: ForceKind| {
        position
            .forces
            .get(usize::from(f.0))
            .is_some_and(|force| force.kind == kind)
    };
    let active = matches!(
        rules.extra_forces,
        super::rules::ExtraForces::Independents { active: true, .. }
    );
    for force in &position.forces {
        let player = force.kind == ForceKind::Player;
        // Only an active independent has a master: a player (000 "indépendants actifs").
        let master_ok = match force.controller {
            None => true,
            Some(master) => {
                force.kind == ForceKind::Independent && active && is(master, ForceKind::Player)
            }
        };
        // Cards: an independent's hand (at most five, bought with cards), a player's.
        let hand_ok = player
            || force.hand.is_empty()
            || force.kind == ForceKind::Independent
                && force.hand.len() <= super::allies::MOST_CARDS_PER_INDEPENDENT;
        let extra_ok = player
            || force.missions.is_empty()
                && force.claimed.is_empty()
                && force.headquarters.is_none()
                && force.leader.is_none()
                && force.potions.is_empty()
                && force.sesterces == 0
                && force.victory_points == 0;
        if !master_ok || !hand_ok || !extra_ok {
            return bad("a neutral, independent or allied force holds what only players hold");
        }
    }
    if position.territories.len() != board.territories.len() {
        return bad("one holding per territory of the board");
    }
    let on_board = |t: super::board::TerritoryId| usize::from(t.0) < board.territories.len();
    let setup = matches!(position.phase, Phase::Claim);
    let waiting = match position.phase {
        Phase::Occupy { to, .. } => Some(to),
        _ => None,
    };
    for (index, holding) in position.territories.iter().enumerate() {
        let owned = usize::from(holding.owner.0) < forces;
        let empty_allowed = setup || waiting.is_some_and(|to| usize::from(to.0) == index);
        let armies_ok =
            (1..=LIMIT).contains(&holding.armies) || empty_allowed && holding.armies == 0;
        if !(owned || setup && holding.armies == 0) || !armies_ok {
            return bad("every territory has an owner and 1 to 1000000 armies");
        }
        if let Some(partner) = holding.partner {
            // 000 teams (R10): a teammate's share, never more than the owner's own.
            let team = |f: super::state::ForceId| position.forces.get(usize::from(f.0))?.team;
            let teammates =
                team(partner.force).is_some() && team(partner.force) == team(holding.owner);
            if !teammates
                || partner.force == holding.owner
                || partner.armies == 0
                || u64::from(partner.armies) * 2 > u64::from(holding.armies)
            {
                return bad("a territory is shared only by teammates, the owner with the most");
            }
        }
    }
    let teams_ok = position.forces.iter().enumerate().all(|(seat, force)| {
        let player = force.kind == ForceKind::Player;
        force.team == (rules.teams && player).then_some(seat as u8 % 2)
    });
    if !teams_ok {
        return bad("teams are seats 1 and 3 against 2 and 4, in team games only");
    }
    let mut seen = HashSet::new();
    let deck: HashSet<Card> = full_deck(board).into_iter().collect();
    let capitals = rules.win.chooses_headquarters();
    let headquarters: Vec<_> = position
        .forces
        .iter()
        .filter_map(|f| f.headquarters)
        .collect();
    if headquarters.iter().any(|&t| !on_board(t)) || !capitals && !headquarters.is_empty() {
        return bad("a headquarters is off the board or in a game without them");
    }
    // 001 Capital Risk: once revealed, the headquarters cards are set aside.
    let set_aside: Vec<Card> = match position.phase {
        Phase::Claim | Phase::PlaceStartingArmies | Phase::ChooseHeadquarters => Vec::new(),
        _ => headquarters.iter().map(|&t| Card::Territory(t)).collect(),
    };
    let cards = position
        .draw_pile
        .iter()
        .chain(&position.discards)
        .chain(position.forces.iter().flat_map(|f| &f.hand))
        .chain(&set_aside)
        .chain(&position.turn.card_aside);
    for card in cards {
        if !deck.contains(card) || !seen.insert(*card) {
            return bad("a card is unknown or appears twice");
        }
    }
    if seen.len() != deck.len() {
        return bad("every card of the deck must be in the pile, the discards or a hand");
    }
    let turn = &position.turn;
    let valid = |f: super::state::ForceId| is(f, ForceKind::Player);
    if !valid(turn.current) || !valid(turn.first) || turn.reserve > LIMIT || turn.round > LIMIT {
        return bad("the turn names an unknown player or a number out of range");
    }
    // Every force the turn names exists and is of the kind its role needs.
    let independent = |f: &super::state::ForceId| is(*f, ForceKind::Independent);
    let placing_ok = turn
        .placing_for
        .is_none_or(|f| usize::from(f.0) < forces && !is(f, ForceKind::Player));
    let invasion_ok = turn.invasion.as_ref().is_none_or(|i| {
        on_board(i.from) && on_board(i.to) && i.independents.iter().all(independent)
    });
    let allies_ok = turn.allies_reinforced.iter().all(independent)
        && turn.moved.iter().all(|&f| usize::from(f.0) < forces);
    if !placing_ok || !invasion_ok || !allies_ok || turn.received > LIMIT {
        return bad("the turn names a force that cannot play that part");
    }
    // 002's ally step belongs to games with the allied force.
    let allied = matches!(rules.extra_forces, super::rules::ExtraForces::Allied { .. });
    if turn.ally_step.is_some() && !allied {
        return bad("the allied force's step in a game without it");
    }
    let counter = turn.ally_step == Some(super::allied::AllyStep::Counter);
    // Who may be acting in a conquest or a roll: the player, a force they command, or in
    // 002's ally step the ally.
    let acts_for_current = |t: super::board::TerritoryId| {
        let owner = position.territories[usize::from(t.0)].owner;
        owner == turn.current && !counter
            || counter && is(owner, ForceKind::Allied)
            || position
                .forces
                .get(usize::from(owner.0))
                .is_some_and(|f| f.controller == Some(turn.current))
    };
    if position.forces.iter().any(|f| f.setup_armies > LIMIT) || position.sets_traded > LIMIT {
        return bad("a number is out of range");
    }
    // 000 Risk Mission: claims name distinct objectives of the player's own.
    let claims_fit = |claimed: &[u8], missions: usize| {
        let mut distinct = claimed.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        distinct.len() == claimed.len() && claimed.iter().all(|&i| usize::from(i) < missions)
    };
    let current_missions = position.forces[usize::from(turn.current.0)].missions.len();
    if !position
        .forces
        .iter()
        .all(|f| claims_fit(&f.claimed, f.missions.len()))
        || !claims_fit(&turn.objectives_met_at_start, current_missions)
    {
        return bad("a claimed objective is not one of the player's");
    }
    match position.phase {
        Phase::Occupy { from, to, min } => {
            let ok = on_board(from)
                && on_board(to)
                && acts_for_current(from)
                && position.territories[usize::from(to.0)].owner
                    == position.territories[usize::from(from.0)].owner
                && position.territories[usize::from(to.0)].armies == 0
                && min >= 1
                && min < position.territories[usize::from(from.0)].armies;
            if !ok {
                return bad("the conquest waiting to be occupied does not fit the board");
            }
        }
        Phase::Finished { winner } if !valid(winner) => return bad("unknown winner"),
        Phase::Rolled => {
            let ok = position.turn.rolled.as_ref().is_some_and(|r| {
                on_board(r.from)
                    && on_board(r.to)
                    && r.attack.len() == usize::from(r.dice)
                    && (1..=3).contains(&r.dice)
                    && (1..=2).contains(&r.defend.len())
                    && r.attack
                        .iter()
                        .chain(&r.defend)
                        .all(|v| (1..=6).contains(v))
                    && acts_for_current(r.from)
                    && position.territories[usize::from(r.from.0)].armies > u32::from(r.dice)
                    && position.territories[usize::from(r.to.0)].owner
                        != position.territories[usize::from(r.from.0)].owner
                    && position.territories[usize::from(r.to.0)].armies >= r.defend.len() as u32
            });
            if !ok {
                return bad("the battle waiting to be decided does not fit the board");
            }
        }
        _ => {}
    }
    Ok(())
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
