//! `lamorisse-cli bot`: the open bot protocol (docs/bot-protocol.md), in the spirit of the
//! chess engines' UCI. Requests come one JSON object a line on standard input, replies go one
//! JSON object a line on standard output, until the input ends. A request carries a record (the
//! game so far, from a seed or an explicit position, any preset), the seat to decide for, and
//! a level (with a time limit in milliseconds for Hard, a budget for Expert); the reply is the
//! action that seat's bot plays now, or its defence dice when asked to defend, or an error.
//! Requests naming the same game keep each seat's bot between them, as the app does (at most
//! [`MOST_GAMES`] games, and `forget` drops one); a bot sees only what its seat may see (`GameState::seen_by`). Version
//! 1.1 adds `hello`, `forget`, `seed`, and the `id` echoed in every reply; 1.2 the `expert`
//! level and its `playouts` or `budget_ms`.

use std::io::{BufRead, Read, Write};
use std::time::{Duration, Instant};

use lamorisse_engine::action::Action;
use lamorisse_engine::board::TerritoryId;
use lamorisse_engine::bot::{Bot, Budget, Level, MOST_PLAYOUTS};
use lamorisse_engine::presets::{PRESET_IDS, preset};
use lamorisse_engine::record::{Record, Start};
use lamorisse_engine::state::{ForceId, GameState, Phase};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::kept::{KeptBots, MOST_GAMES};
use crate::thinking;

/// The protocol's version, told by `hello` (1.1: every reply with its request's `id`,
/// `forget`, `seed`, `hello`; 1.2: the `expert` level, `playouts`, `budget_ms`;
/// docs/bot-protocol.md).
pub const VERSION: &str = "1.2";

/// The longest request line read, in bytes (a record of some 300,000 actions); a longer one is
/// answered with an error and skipped.
pub const MAX_REQUEST: usize = 32 << 20;

/// Imagined actions a Hard bot thinks between two looks at the clock, under a time limit.
const STEPS_PER_LOOK: u32 = 32;

/// A request for a decision, as read from one line.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Request {
    /// Names the game, so that each seat's bot (and its plan for the turn) carries over from
    /// one request to the next; without it every request gets new bots.
    #[serde(default)]
    game: Option<String>,
    /// The game so far.
    record: Value,
    /// The seat to decide for (0 = the first player).
    seat: u8,
    /// `easy`, `normal`, `hard` or `expert` (`normal` when left out).
    #[serde(default)]
    level: Option<String>,
    /// For Hard: the most milliseconds to think ahead before deciding.
    #[serde(default)]
    ms: Option<u64>,
    /// For Expert: imagined games per decision (1 to `MOST_PLAYOUTS`).
    #[serde(default)]
    playouts: Option<u64>,
    /// For Expert: the most milliseconds per decision (1 to 60,000).
    #[serde(default)]
    budget_ms: Option<u64>,
    /// Asks for the seat's defence against this attack instead of an action.
    #[serde(default)]
    defend: Option<Defend>,
    /// Seeds the seat's new bot (`seed + seat`); else the record's seed, or 0 for a record
    /// from a position.
    #[serde(default)]
    seed: Option<u64>,
}

/// `{"forget": "<game>"}`: drop a game's bots.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Forget {
    /// The game's name.
    forget: String,
}

/// An attack the seat is to defend against.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Defend {
    /// The attacking territory.
    from: TerritoryId,
    /// The attacked territory (the seat's to defend).
    to: TerritoryId,
    /// The attacker's dice.
    dice: u8,
}

/// A session: the bots kept between requests.
#[derive(Default)]
pub struct Session {
    bots: KeptBots,
}

impl Session {
    /// Answers one request line: the reply to write, as one line of JSON, with the request's
    /// `id` whenever the line is a JSON object holding one (any value, `null` included), even
    /// when the rest of the request is refused.
    pub fn answer(&mut self, line: &str) -> String {
        let mut value: Value = match serde_json::from_str(line) {
            Ok(value) => value,
            Err(e) => return reply(Err(format!("not a request: {e}")), None),
        };
        // The `id` is read first and set aside: it is echoed whatever the rest holds.
        let id = value.as_object_mut().and_then(|fields| fields.remove("id"));
        let answer = match value.as_object() {
            Some(fields) if fields.contains_key("hello") => hello(&value),
            Some(fields) if fields.contains_key("forget") => self.forget(value),
            Some(_) => serde_json::from_value(value)
                .map_err(|e| format!("not a request: {e}"))
                .and_then(|request| self.decide(request)),
            None => Err("not a request: a request is a JSON object".into()),
        };
        reply(answer, id)
    }

    /// `forget`: the game's bots dropped, and how many seats had one.
    fn forget(&mut self, value: Value) -> Result<Value, String> {
        let request: Forget =
            serde_json::from_value(value).map_err(|e| format!("not a request: {e}"))?;
        let seats = self.bots.forget(&request.forget);
        Ok(json!({ "forgot": request.forget, "seats": seats }))
    }

    /// The decision asked for, as the reply's JSON.
    fn decide(&mut self, request: Request) -> Result<Value, String> {
        let level: Level = request.level.as_deref().unwrap_or("normal").parse()?;
        let (budget, ms) = thinking_of(&request, level)?;
        let record: Record = Record::from_json(&request.record.to_string())
            .map_err(|e| format!("the record cannot be read: {e}"))?;
        let state = record
            .replay()
            .map_err(|e| format!("the record does not replay: {e}"))?;
        if matches!(state.phase, Phase::Finished { .. }) {
            return Err("the game is over".into());
        }
        let seat = ForceId(request.seat);
        if usize::from(request.seat) >= record.players.len() {
            return Err(format!("there is no seat {}", request.seat));
        }
        let seed = request.seed.unwrap_or(match record.start {
            Start::Seed(seed) => seed,
            Start::Position(_) => 0,
        });
        let fresh = || Bot::new(level, seed.wrapping_add(u64::from(seat.0)));
        let mut bot = self.bots.bot(request.game.clone(), (seat.0, level), fresh);
        bot.set_budget(budget);
        let answer = match request.defend {
            Some(attack) => defend(&mut bot, &state, seat, attack),
            None => act(&mut bot, &state, seat, ms),
        };
        self.bots.keep(request.game, (seat.0, level), bot);
        answer
    }
}

/// How long the seat's bot thinks: an Expert's budget, and the milliseconds of look-ahead
/// (Hard's `ms`; under an Expert's `budget_ms`, half of it for Hard's look-ahead at the start
/// of its turn and the other half for the search). Out of range, or for another level: refused.
fn thinking_of(request: &Request, level: Level) -> Result<(Budget, Option<u64>), String> {
    if request.ms.is_some() && level != Level::Hard {
        return Err("a time limit (ms) is for the hard level only".into());
    }
    if (request.playouts.is_some() || request.budget_ms.is_some()) && level != Level::Expert {
        return Err("playouts and budget_ms are for the expert level only".into());
    }
    let mut budget = thinking::budget(request.playouts, request.budget_ms)?;
    if let Some((clock, ms)) = budget.time {
        budget.time = Some((clock, ms / 2.0));
    }
    let ms = match request.budget_ms {
        Some(ms) => Some(ms.div_ceil(2)),
        None => request.ms,
    };
    Ok((budget, ms))
}

/// `hello`: the protocol's version, the presets it plays, the levels and the most games kept.
fn hello(value: &Value) -> Result<Value, String> {
    if let Some(other) = value
        .as_object()
        .and_then(|fields| fields.keys().find(|k| *k != "hello"))
    {
        return Err(format!(
            "not a request: unknown field `{other}` beside `hello`"
        ));
    }
    let presets: Vec<&str> = PRESET_IDS
        .into_iter()
        .filter(|id| preset(id).is_some_and(|r| r.implemented))
        .collect();
    Ok(json!({
        "protocol": VERSION,
        "presets": presets,
        "levels": ["easy", "normal", "hard", "expert"],
        "most_playouts": MOST_PLAYOUTS,
        "most_budget_ms": thinking::MOST_MS,
        "games_kept": MOST_GAMES,
    }))
}

/// The seat's action now, thinking for at most `ms` milliseconds when given.
fn act(bot: &mut Bot, state: &GameState, seat: ForceId, ms: Option<u64>) -> Result<Value, String> {
    let deciding = state.deciding_seat();
    if deciding != seat {
        return Err(format!(
            "seat {} does not decide now: seat {} does",
            seat.0, deciding.0
        ));
    }
    let seen = state.seen_by(seat);
    if let Some(ms) = ms {
        let deadline = Instant::now() + Duration::from_millis(ms);
        while !bot.ponder(seen, STEPS_PER_LOOK) {
            if Instant::now() >= deadline {
                bot.settle(seen);
                break;
            }
        }
    }
    let action = bot.decide(seen).ok_or("the bot found no move")?;
    Ok(json!({ "action": action }))
}

/// The seat's answer to an attack on it: a defence potion (003), or its dice.
fn defend(
    bot: &mut Bot,
    state: &GameState,
    seat: ForceId,
    attack: Defend,
) -> Result<Value, String> {
    let board = state.board();
    let on_board = |t: TerritoryId| usize::from(t.0) < board.territories.len();
    if !on_board(attack.from) || !on_board(attack.to) || !board.are_adjacent(attack.from, attack.to)
    {
        return Err("the attack names territories that are not neighbours on this board".into());
    }
    if state.defending_seat(attack.to) != seat {
        return Err(format!("seat {} does not defend that territory", seat.0));
    }
    let seen = state.seen_by(seat);
    if let Some(potion) = bot.guard(seen, attack.from, attack.to) {
        let action = Action::Guard {
            territory: attack.to,
            potion,
        };
        return Ok(json!({ "action": action }));
    }
    Ok(json!({ "defend": bot.defend(seen, attack.to, attack.dice) }))
}

/// The reply line: the answer or `{"error": ...}`, with the request's `id` when it had one.
fn reply(answer: Result<Value, String>, id: Option<Value>) -> String {
    let mut reply = answer.unwrap_or_else(|why| json!({ "error": why }));
    if let Some(id) = id {
        reply["id"] = id;
    }
    reply.to_string()
}

/// Serves requests from `input` until it ends, a reply a line to `output`.
pub fn serve(input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
    let mut session = Session::default();
    let mut input = input;
    let mut line = Vec::new();
    loop {
        line.clear();
        let read = Read::take(&mut input, MAX_REQUEST as u64 + 1).read_until(b'\n', &mut line)?;
        if read == 0 {
            return Ok(());
        }
        let reply = if line.len() > MAX_REQUEST {
            // Skip the rest of the oversized line.
            let mut rest = Vec::new();
            while !line.ends_with(b"\n") && !rest.ends_with(b"\n") {
                rest.clear();
                if Read::take(&mut input, 1 << 20).read_until(b'\n', &mut rest)? == 0 {
                    break;
                }
            }
            reply(
                Err(format!("request longer than {MAX_REQUEST} bytes")),
                None,
            )
        } else {
            match std::str::from_utf8(&line) {
                Ok(text) if text.trim().is_empty() => continue,
                Ok(text) => session.answer(text.trim_end()),
                Err(_) => reply(Err("a request is UTF-8 text".into()), None),
            }
        };
        writeln!(output, "{reply}")?;
        output.flush()?;
    }
}
