//! `lamorisse-cli bot`: the open bot protocol (docs/bot-protocol.md), in the spirit of the
//! chess engines' UCI. Requests come one JSON object a line on standard input, replies go one
//! JSON object a line on standard output, until the input ends. A request carries a record (the
//! game so far, from a seed or an explicit position, any preset), the seat to decide for, and
//! a level (or a time limit in milliseconds for Hard); the reply is the action that seat's bot
//! plays now, or its defence dice when asked to defend, or an error. Requests naming the same
//! game keep each seat's bot between them, as the app does; a bot sees only what its seat may
//! see (`GameState::seen_by`).

use std::collections::HashMap;
use std::io::{BufRead, Read, Write};
use std::time::{Duration, Instant};

use lamorisse_engine::action::Action;
use lamorisse_engine::board::TerritoryId;
use lamorisse_engine::bot::{Bot, Level};
use lamorisse_engine::record::{Record, Start};
use lamorisse_engine::state::{ForceId, GameState, Phase};
use serde::Deserialize;
use serde_json::{Value, json};

/// The longest request line read, in bytes (a record of some 300,000 actions); a longer one is
/// answered with an error and skipped.
pub const MAX_REQUEST: usize = 32 << 20;

/// Imagined actions a Hard bot thinks between two looks at the clock, under a time limit.
const STEPS_PER_LOOK: u32 = 32;

/// A request, as read from one line.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Request {
    /// Echoed in the reply, to match replies to requests.
    #[serde(default)]
    id: Value,
    /// Names the game, so that each seat's bot (and its plan for the turn) carries over from
    /// one request to the next; without it every request gets new bots.
    #[serde(default)]
    game: Option<String>,
    /// The game so far.
    record: Value,
    /// The seat to decide for (0 = the first player).
    seat: u8,
    /// `easy`, `normal` or `hard` (`normal` when left out).
    #[serde(default)]
    level: Option<String>,
    /// For Hard: the most milliseconds to think ahead before deciding.
    #[serde(default)]
    ms: Option<u64>,
    /// Asks for the seat's defence against this attack instead of an action.
    #[serde(default)]
    defend: Option<Defend>,
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

/// The bots kept between requests, by game and seat.
#[derive(Default)]
pub struct Session {
    bots: HashMap<(String, u8), (Level, Bot)>,
}

impl Session {
    /// Answers one request line: the reply to write, as one line of JSON.
    pub fn answer(&mut self, line: &str) -> String {
        let request: Request = match serde_json::from_str(line) {
            Ok(request) => request,
            Err(e) => return reply_error(&Value::Null, &format!("not a request: {e}")),
        };
        let id = request.id.clone();
        match self.decide(request) {
            Ok(reply) => {
                let mut reply = reply;
                if !id.is_null() {
                    reply["id"] = id;
                }
                reply.to_string()
            }
            Err(why) => reply_error(&id, &why),
        }
    }

    /// The decision asked for, as the reply's JSON.
    fn decide(&mut self, request: Request) -> Result<Value, String> {
        let level: Level = request.level.as_deref().unwrap_or("normal").parse()?;
        if request.ms.is_some() && level != Level::Hard {
            return Err("a time limit (ms) is for the hard level only".into());
        }
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
        let seed = match record.start {
            Start::Seed(seed) => seed,
            Start::Position(_) => 0,
        };
        let bot = self.bot(request.game, seat, level, seed);
        match request.defend {
            Some(attack) => defend(bot, &state, seat, attack),
            None => act(bot, &state, seat, request.ms),
        }
    }

    /// The seat's bot: the one kept for this game, or a new one.
    fn bot(&mut self, game: Option<String>, seat: ForceId, level: Level, seed: u64) -> &mut Bot {
        let fresh = || Bot::new(level, seed.wrapping_add(u64::from(seat.0)));
        let key = (game.unwrap_or_default(), seat.0);
        let kept = self
            .bots
            .entry(key.clone())
            .or_insert_with(|| (level, fresh()));
        // A request without a game, or with another level, starts over.
        if key.0.is_empty() || kept.0 != level {
            *kept = (level, fresh());
        }
        &mut kept.1
    }
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

/// An error reply.
fn reply_error(id: &Value, why: &str) -> String {
    let mut reply = json!({ "error": why });
    if !id.is_null() {
        reply["id"] = id.clone();
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
            reply_error(
                &Value::Null,
                &format!("request longer than {MAX_REQUEST} bytes"),
            )
        } else {
            match std::str::from_utf8(&line) {
                Ok(text) if text.trim().is_empty() => continue,
                Ok(text) => session.answer(text.trim_end()),
                Err(_) => reply_error(&Value::Null, "a request is UTF-8 text"),
            }
        };
        writeln!(output, "{reply}")?;
        output.flush()?;
    }
}
