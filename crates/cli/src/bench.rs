//! `lamorisse-cli bench`: the engine's speed (odds, actions, autosave, simulated games) and
//! Expert's cost (docs/bots.md "Cost"): its searches at the default budget, the memory a
//! decision holds, and four Experts playing a game through the bot protocol at 50 ms a
//! decision. Figures are printed, never asserted.

use std::io::{BufRead, BufReader, Write};
use std::ops::RangeInclusive;
use std::process::{Command, Stdio};
use std::time::Instant;

use lamorisse_engine::action::Action;
use lamorisse_engine::bot::{
    APP_PLAYOUTS, Bot, Budget, DEFAULT_PLAYOUTS, Level, OpponentModel, Searched, THINKING_STEPS,
};
use lamorisse_engine::odds::battle_odds;
use lamorisse_engine::presets::preset;
use lamorisse_engine::record::{Record, Seat, Step, seat_colours};
use lamorisse_engine::rules::RuleSet;
use lamorisse_engine::simulate::{Entrant, play_bots, play_bots_pondered, record_game};
use lamorisse_engine::state::GameState;
use serde_json::{Value, json};

use crate::{meter, thinking};

/// Games of one Expert against two Hards for the cost figures at the default budget.
const EXPERT_GAMES: u64 = 3;

/// The protocol's budget for the four-Experts game, in milliseconds a decision.
const PROTOCOL_MS: u64 = 50;

/// Every figure, in order.
pub fn bench() -> Result<(), String> {
    let rules = preset("parker-1993").ok_or("parker-1993 is missing")?;
    engine(&rules)?;
    expert_cost(&rules, DEFAULT_PLAYOUTS, 1..=EXPERT_GAMES)?;
    // The game e2e/specs/bots.test.mjs plays in the wasm, at the app's budget.
    expert_cost(&rules, APP_PLAYOUTS, 1..=1)?;
    expert_memory(&rules)?;
    four_experts_through_the_protocol()
}

/// Odds latency, engine actions per second, the autosave, and simulated games per second.
fn engine(rules: &RuleSet) -> Result<(), String> {
    let runs = 1000;
    let started = Instant::now();
    let mut total = 0.0;
    for _ in 0..runs {
        total += battle_odds(100, 100).win;
    }
    let odds_us = started.elapsed().as_secs_f64() * 1e6 / f64::from(runs);
    println!(
        "odds 100 v 100: {odds_us:.1} us per query (p = {:.6})",
        total / f64::from(runs)
    );

    let record = record_game(rules, 4, 1).map_err(|e| e.to_string())?;
    let replays = 50;
    let started = Instant::now();
    for _ in 0..replays {
        record.replay().map_err(|e| e.to_string())?;
    }
    let seconds = started.elapsed().as_secs_f64();
    let actions = (record.actions.len() * replays) as f64;
    println!(
        "engine: {:.0} actions per second (replaying a recorded 4-player game)",
        actions / seconds
    );

    let saves = 50;
    let started = Instant::now();
    let stored: usize = (0..saves).map(|_| record.to_stored().len()).sum();
    println!(
        "autosave: {:.1} ms to store a finished {}-action game ({} characters)",
        started.elapsed().as_secs_f64() * 1e3 / f64::from(saves),
        record.actions.len(),
        stored / saves as usize
    );

    let games = 200;
    let started = Instant::now();
    crate::play_many(
        rules,
        &[Entrant::Bot(Level::Normal); 4],
        (1, games),
        (1, Budget::default()),
    )?;
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "simulation: {:.0} four-player parker-1993 games per second between Normal bots (one core)",
        games as f64 / seconds
    );
    Ok(())
}

/// Expert thinking `playouts` a decision: searched decisions a game, imagined games a second,
/// the time of a searched decision and the longest turn, one core, one Expert against two
/// Hards in the games of `seeds`.
fn expert_cost(rules: &RuleSet, playouts: u32, seeds: RangeInclusive<u64>) -> Result<(), String> {
    let levels = [Level::Expert, Level::Hard, Level::Hard];
    let (mut searched, mut searching, mut longest_turn) = (Searched::default(), 0.0, 0.0f64);
    let games = seeds.clone().count() as f64;
    for seed in seeds {
        let budget = (THINKING_STEPS, Budget::playouts(playouts));
        let (_, times) = play_bots_pondered(rules, &levels, seed, budget, thinking::now_ms)
            .map_err(|e| e.to_string())?;
        searched = searched + times.searched;
        searching += times.searching;
        longest_turn = longest_turn.max(times.longest_turn);
    }
    println!(
        "expert: {playouts} imagined games a decision, one Expert against two Hards, {games} parker-1993 game{}: {:.0} searched decisions a game (Hard's choice changed in {:.0}), {:.0} imagined games a second of its thinking, {:.1} ms of one core a searched decision (Hard's look-ahead included), {:.2} s of one core a game, longest turn {:.0} ms",
        if games == 1.0 { "" } else { "s" },
        searched.decisions as f64 / games,
        searched.changed as f64 / games,
        searched.playouts as f64 / (searching / 1e3),
        searching / searched.decisions.max(1) as f64,
        searching / 1e3 / games,
        longest_turn,
    );
    Ok(())
}

/// The memory an Expert decision holds beyond the game, measured by the counting allocator on
/// positions of a game, at the default budget and at ten times it.
fn expert_memory(rules: &RuleSet) -> Result<(), String> {
    meter::start();
    let (mut state_bytes, mut peaks) = (0usize, [0usize; 2]);
    let budgets = [DEFAULT_PLAYOUTS, DEFAULT_PLAYOUTS * 10];
    let mut step = 0u32;
    play_bots(rules, &[Level::Normal; 3], 5, |state: &GameState, _, _| {
        step += 1;
        if !step.is_multiple_of(60) || state.winner().is_some() {
            return;
        }
        let before = meter::held();
        let copy = state.clone();
        state_bytes = state_bytes.max(meter::held().saturating_sub(before));
        drop(copy);
        let me = state.deciding_seat();
        for (peak, &playouts) in peaks.iter_mut().zip(&budgets) {
            let mut bot = Bot::new(Level::Expert, u64::from(step));
            bot.know_opponents(vec![OpponentModel::Heuristic; 3]);
            bot.set_budget(Budget::playouts(playouts));
            let base = meter::reset_peak();
            bot.decide(state.seen_by(me));
            *peak = (*peak).max(meter::peak().saturating_sub(base));
        }
    })
    .map_err(|e| e.to_string())?;
    let kb = |bytes: usize| bytes as f64 / 1024.0;
    println!(
        "expert memory: a parker-1993 game state holds {:.1} KB; a decision holds at most {:.0} KB more at {} imagined games and {:.0} KB at {} (one imagined world and one round at a time; only the scores grow with the budget, 8 bytes an imagined game)",
        kb(state_bytes),
        kb(peaks[0]),
        budgets[0],
        kb(peaks[1]),
        budgets[1],
    );
    Ok(())
}

/// Four Experts play one parker-1993 game through `lamorisse-cli bot` at the protocol's 50 ms
/// a decision, as an outside program would drive them.
fn four_experts_through_the_protocol() -> Result<(), String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut child = Command::new(exe)
        .arg("bot")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut input = child.stdin.take().ok_or("no input pipe")?;
    let mut output = BufReader::new(child.stdout.take().ok_or("no output pipe")?);
    let seats = (0..4)
        .map(|i| Seat {
            name: format!("Expert {}", i + 1),
            bot: None,
            colour: None,
            pin: None,
        })
        .collect();
    let mut game = Record::new("parker-1993", seats, 1);
    let rules = preset("parker-1993").ok_or("parker-1993 is missing")?;
    let mut state = GameState::with_colours(rules, seat_colours(&game.players), 1)
        .map_err(|e| e.to_string())?;
    let (started, mut longest, mut decisions) = (Instant::now(), 0.0f64, 0u32);
    while state.winner().is_none() && state.turn.round <= 200 {
        let request = json!({
            "game": "bench", "record": game, "seat": state.deciding_seat().0,
            "level": "expert", "budget_ms": PROTOCOL_MS,
        });
        let asked = Instant::now();
        writeln!(input, "{request}").map_err(|e| e.to_string())?;
        let mut line = String::new();
        output.read_line(&mut line).map_err(|e| e.to_string())?;
        longest = longest.max(asked.elapsed().as_secs_f64() * 1e3);
        let reply: Value = serde_json::from_str(&line).map_err(|e| format!("{e}: {line}"))?;
        let action: Action =
            serde_json::from_value(reply["action"].clone()).map_err(|e| format!("{e}: {reply}"))?;
        state.apply(&action).map_err(|e| e.to_string())?;
        game.actions.push(Step {
            action,
            outcome: Default::default(),
        });
        decisions += 1;
    }
    drop(input);
    child.wait().map_err(|e| e.to_string())?;
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "four experts through the bot protocol at budget_ms {PROTOCOL_MS}: one parker-1993 game of {decisions} decisions ({}), {seconds:.0} s, {:.1} ms a decision on average, the longest reply {longest:.0} ms",
        if state.winner().is_some() {
            "won"
        } else {
            "stopped at round 200"
        },
        seconds * 1e3 / f64::from(decisions.max(1)),
    );
    Ok(())
}
