//! The open bot protocol (docs/bot-protocol.md) through the real binary and a pipe: a game
//! played to many moves by asking each seat in turn, and hostile requests answered with clear
//! errors while the process goes on serving.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use lamorisse_engine::action::Action;
use lamorisse_engine::presets::preset;
use lamorisse_engine::record::{Record, Seat, Step};
use lamorisse_engine::state::GameState;
use serde_json::{Value, json};

/// `lamorisse-cli bot`, running, with its pipes.
struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_lamorisse-cli"))
            .arg("bot")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Engine {
            child,
            input,
            output,
        }
    }

    /// Sends one line, reads one reply.
    fn ask(&mut self, line: &str) -> Value {
        self.input.write_all(line.as_bytes()).unwrap();
        self.input.write_all(b"\n").unwrap();
        self.input.flush().unwrap();
        let mut reply = String::new();
        self.output.read_line(&mut reply).unwrap();
        serde_json::from_str(&reply).unwrap_or_else(|e| panic!("{e}: {reply}"))
    }

    /// Ends the input; the process exits on its own.
    fn finish(self) {
        let Engine {
            mut child, input, ..
        } = self;
        drop(input);
        assert!(child.wait().unwrap().success());
    }
}

/// A new record of `id` for `players` seats.
fn record(id: &str, players: usize) -> Record {
    let seats = (0..players)
        .map(|i| Seat {
            name: format!("Seat {}", i + 1),
            bot: None,
            colour: None,
            pin: None,
        })
        .collect();
    Record::new(id, seats, 7)
}

/// The seat deciding first in `record("parker-1993", 3)`.
fn first_seat() -> u8 {
    GameState::new(preset("parker-1993").unwrap(), 3, 7)
        .unwrap()
        .deciding_seat()
        .0
}

#[test]
fn a_game_is_played_by_asking_each_seat_in_turn() {
    for (id, players, level) in [
        ("parker-1993", 3, "normal"),
        ("miro-1975-duel", 2, "easy"),
        ("roman-empire", 3, "hard"),
        ("parker-1993", 3, "expert"),
    ] {
        let mut engine = Engine::start();
        let mut game = record(id, players);
        let mut state = GameState::with_colours(
            preset(id).unwrap(),
            lamorisse_engine::record::seat_colours(&game.players),
            7,
        )
        .unwrap();
        for n in 0..400 {
            if state.winner().is_some() {
                break;
            }
            let seat = state.deciding_seat().0;
            let request = json!({
                "id": n, "game": "g", "record": game, "seat": seat, "level": level, "ms": (level == "hard").then_some(20),
                "playouts": (level == "expert").then_some(4),
            });
            let mut request = request;
            // Expert: a budget in playouts, or in time for one request in three.
            if level == "expert" && n % 3 == 0 {
                request["playouts"] = Value::Null;
                request["budget_ms"] = json!(10);
            }
            let reply = engine.ask(&request.to_string());
            assert_eq!(reply["id"], n, "{reply}");
            let action: Action = serde_json::from_value(reply["action"].clone())
                .unwrap_or_else(|e| panic!("{id} at {n}: {e}: {reply}"));
            state
                .apply(&action)
                .unwrap_or_else(|e| panic!("{id} at {n}: {action:?} refused: {e}"));
            game.actions.push(Step {
                action,
                outcome: Default::default(),
            });
        }
        assert!(
            game.actions.len() >= 100 || state.winner().is_some(),
            "{id}"
        );
        engine.finish();
    }
}

#[test]
fn the_defender_is_asked_for_its_dice() {
    let mut engine = Engine::start();
    let game = Record::from_json(
        &std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../engine/tests/records/valid/parker-1993-3p-seed5.json"
        ))
        .unwrap(),
    )
    .unwrap();
    let mut played = game.clone();
    played.actions.truncate(200);
    played.result = None;
    let state = played.replay().unwrap();
    // Some attack the player to move could make, and its defender.
    let attack = state.legal_actions().into_iter().find_map(|a| match a {
        Action::Attack { from, to, dice, .. } => Some((from, to, dice)),
        _ => None,
    });
    if let Some((from, to, dice)) = attack {
        let seat = state.defending_seat(to).0;
        let request = json!({
            "record": played, "seat": seat,
            "defend": { "from": from, "to": to, "dice": dice },
        });
        let reply = engine.ask(&request.to_string());
        let most = state.max_defence_dice(state.holding(to).armies);
        let defend = reply["defend"].as_u64().expect("dice") as u8;
        assert!((1..=most).contains(&defend), "{reply}");
    }
    engine.finish();
}

#[test]
fn hostile_requests_get_clear_errors_and_the_process_goes_on() {
    let mut engine = Engine::start();
    let game = record("parker-1993", 3);
    let good = json!({ "id": "ok", "record": game, "seat": 0 }).to_string();
    let error = |reply: &Value| reply["error"].as_str().unwrap_or_default().to_owned();
    // Not JSON, not a request, an unknown field.
    assert!(error(&engine.ask("{not json")).starts_with("not a request"));
    assert!(error(&engine.ask("[1, 2, 3]")).starts_with("not a request"));
    let unknown = json!({ "record": game, "seat": 0, "colour": "red" }).to_string();
    assert!(error(&engine.ask(&unknown)).contains("unknown field"));
    // A record that does not replay: an action out of turn.
    let mut illegal = game.clone();
    illegal.actions.push(Step {
        action: Action::EndTurn,
        outcome: Default::default(),
    });
    let reply = engine.ask(&json!({ "id": 7, "record": illegal, "seat": 0 }).to_string());
    assert!(
        error(&reply).starts_with("the record does not replay"),
        "{reply}"
    );
    assert_eq!(reply["id"], 7);
    // A seat that does not decide now, one that does not exist, a level that does not.
    let first = first_seat();
    let other = (first + 1) % 3;
    let reply = engine.ask(&json!({ "record": game, "seat": other }).to_string());
    assert_eq!(
        error(&reply),
        format!("seat {other} does not decide now: seat {first} does")
    );
    let reply = engine.ask(&json!({ "record": game, "seat": 9 }).to_string());
    assert_eq!(error(&reply), "there is no seat 9");
    let reply =
        engine.ask(&json!({ "record": game, "seat": first, "level": "grandmaster" }).to_string());
    assert!(error(&reply).contains("unknown bot level"), "{reply}");
    let reply = engine.ask(&json!({ "record": game, "seat": first, "ms": 10 }).to_string());
    assert_eq!(
        error(&reply),
        "a time limit (ms) is for the hard level only"
    );
    // A huge request: refused by its size, and the next one is served.
    let huge = format!("{{\"record\": \"{}\"}}", "x".repeat(33 << 20));
    assert!(error(&engine.ask(&huge)).starts_with("request longer than"));
    let good = good.replace("\"seat\":0", &format!("\"seat\":{first}"));
    let reply = engine.ask(&good);
    assert_eq!(reply["id"], "ok");
    assert!(reply["action"].is_object(), "{reply}");
    engine.finish();
}

#[test]
fn every_reply_carries_its_requests_id_even_a_refusal() {
    let mut engine = Engine::start();
    let game = record("parker-1993", 3);
    // A number where the seat wants a number is fine; a string where it wants one is not.
    let reply = engine.ask(&json!({ "id": 5, "record": game, "seat": "x" }).to_string());
    assert!(
        reply["error"]
            .as_str()
            .unwrap()
            .starts_with("not a request"),
        "{reply}"
    );
    assert_eq!(reply["id"], 5);
    let reply =
        engine.ask(&json!({ "id": "a", "game": 12, "record": game, "seat": 0 }).to_string());
    assert!(reply["error"].is_string(), "{reply}");
    assert_eq!(reply["id"], "a");
    // A misspelt field, and an `id` of null: echoed as null.
    let reply = engine.ask(&json!({ "id": null, "record": game, "sat": 0 }).to_string());
    assert!(
        reply["error"].as_str().unwrap().contains("unknown field"),
        "{reply}"
    );
    assert!(reply.as_object().unwrap().contains_key("id"), "{reply}");
    assert!(reply["id"].is_null());
    // Any JSON value is an id; a line that is not an object has none to echo.
    let reply = engine.ask(&json!({ "id": [1, { "x": 2 }], "forget": 3 }).to_string());
    assert_eq!(reply["id"], json!([1, { "x": 2 }]), "{reply}");
    let reply = engine.ask("[{\"id\": 4}]");
    assert!(reply.get("id").is_none(), "{reply}");
    engine.finish();
}

#[test]
fn hello_tells_the_version_the_presets_and_the_levels() {
    let mut engine = Engine::start();
    let reply = engine.ask(r#"{"hello": true, "id": "h"}"#);
    assert_eq!(reply["protocol"], "1.2");
    assert_eq!(reply["id"], "h");
    assert_eq!(reply["levels"], json!(["easy", "normal", "hard", "expert"]));
    assert_eq!(reply["most_playouts"], 100_000);
    assert_eq!(reply["most_budget_ms"], 60_000);
    let presets: Vec<&str> = reply["presets"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(
        presets.contains(&"parker-1993") && presets.contains(&"roman-empire"),
        "{reply}"
    );
    assert!(presets.iter().all(|id| preset(id).is_some()));
    assert_eq!(reply["games_kept"], 1024);
    let reply = engine.ask(r#"{"hello": 1, "seat": 0}"#);
    assert!(
        reply["error"].as_str().unwrap().contains("unknown field"),
        "{reply}"
    );
    engine.finish();
}

#[test]
fn a_session_keeps_a_bounded_number_of_games_and_forgets_on_request() {
    let mut engine = Engine::start();
    let game = record("parker-1993", 3);
    let first = first_seat();
    let ask = |engine: &mut Engine, name: &str| {
        let reply = engine.ask(&json!({ "game": name, "record": game, "seat": first }).to_string());
        assert!(reply["action"].is_object(), "{reply}");
    };
    // One more game than kept: the one asked about longest ago goes.
    for g in 0..=1024 {
        ask(&mut engine, &format!("g{g}"));
        if g % 100 == 0 {
            // g1 is asked about again and again: it stays.
            ask(&mut engine, "g1");
        }
    }
    let forget = |engine: &mut Engine, name: &str| {
        engine.ask(&json!({ "id": name, "forget": name }).to_string())
    };
    assert_eq!(
        forget(&mut engine, "g0")["seats"],
        0,
        "the oldest was forgotten"
    );
    assert_eq!(forget(&mut engine, "g1")["seats"], 1);
    let reply = forget(&mut engine, "g1024");
    assert_eq!(
        reply,
        json!({ "forgot": "g1024", "seats": 1, "id": "g1024" })
    );
    assert_eq!(
        forget(&mut engine, "g1024")["seats"],
        0,
        "forgotten already"
    );
    engine.finish();
}

#[test]
fn a_client_may_seed_the_bots() {
    let mut engine = Engine::start();
    let game = record("parker-1993", 3);
    let first = first_seat();
    let mut ask = |seed: u64| {
        let request = json!({ "record": game, "seat": first, "level": "easy", "seed": seed });
        engine.ask(&request.to_string())["action"].clone()
    };
    let chosen: Vec<Value> = (0..24).map(&mut ask).collect();
    // The same seed, the same choice; other seeds, other choices (an Easy bot claims its
    // first territory at random).
    assert_eq!(ask(3), chosen[3]);
    let mut distinct = chosen.clone();
    distinct.sort_by_key(Value::to_string);
    distinct.dedup();
    assert!(distinct.len() > 1, "{chosen:?}");
    let reply = engine.ask(&json!({ "record": game, "seat": first, "seed": -1 }).to_string());
    assert!(
        reply["error"]
            .as_str()
            .unwrap()
            .starts_with("not a request"),
        "{reply}"
    );
    engine.finish();
}

#[test]
fn an_expert_budget_out_of_range_or_for_another_level_is_refused_with_its_id() {
    let mut engine = Engine::start();
    let game = record("parker-1993", 3);
    let seat = first_seat();
    let ask = |engine: &mut Engine, id: u32, extra: Value| {
        let mut request = json!({ "id": id, "record": game, "seat": seat });
        for (key, value) in extra.as_object().unwrap() {
            request[key] = value.clone();
        }
        engine.ask(&request.to_string())
    };
    for (id, extra, says) in [
        (
            1,
            json!({ "level": "expert", "playouts": 0 }),
            "playouts must be 1 to",
        ),
        (
            2,
            json!({ "level": "expert", "playouts": 100_001 }),
            "playouts must be 1 to",
        ),
        (
            3,
            json!({ "level": "expert", "budget_ms": 0 }),
            "budget_ms must be 1 to",
        ),
        (
            4,
            json!({ "level": "expert", "budget_ms": 60_001 }),
            "budget_ms must be 1 to",
        ),
        (
            5,
            json!({ "level": "hard", "playouts": 8 }),
            "for the expert level only",
        ),
        (6, json!({ "level": "genius" }), "unknown bot level"),
        (
            7,
            json!({ "level": "expert", "playouts": -3 }),
            "not a request",
        ),
    ] {
        let reply = ask(&mut engine, id, extra);
        assert_eq!(reply["id"], id, "{reply}");
        let error = reply["error"].as_str().unwrap_or_else(|| panic!("{reply}"));
        assert!(error.contains(says), "{id}: {error}");
    }
    // In range, the process still serves.
    let reply = ask(&mut engine, 8, json!({ "level": "expert", "playouts": 2 }));
    assert!(reply.get("action").is_some(), "{reply}");
    engine.finish();
}
