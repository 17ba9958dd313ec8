//! `lamorisse-cli`: battle odds, simulated games and record checks from the command line, and
//! the open bot protocol (`bot`, docs/bot-protocol.md).

mod bench;
mod boards;
mod kept;
mod meter;
mod protocol;
mod thinking;

use std::process::ExitCode;
use std::time::Instant;

use lamorisse_engine::bot::Budget;
use lamorisse_engine::bot::Level;
use lamorisse_engine::odds::battle_odds;
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::{
    Entrant, GameSummary, SimulationError, record_game, simulate_thinking,
};

/// How to call the tool.
const USAGE: &str = "usage:
  lamorisse-cli odds A D [--json]
  lamorisse-cli simulate --preset ID --players N|LEVELS --games G --seed S [--json]
      [--board FILE.board.json]   (an imported board, written by `board import`)
      [--playouts P] [--budget-ms MS]  (an Expert's thinking per decision)
  lamorisse-cli ladder [--preset ID] [--games G] [--seed S] [--matchups L1;L2...]
      [--playouts P] [--budget-ms MS]
      (LEVELS: bot levels per seat, e.g. expert,hard,hard, or sparring for the sparring
       partner the bots are measured against; seats rotate between games; N alone means N
       normal bots)
  lamorisse-cli check RECORD.json
  lamorisse-cli log RECORD.json [--lang fr]
  lamorisse-cli luck RECORD.json [--json]
  lamorisse-cli stats RECORD.json [--json]
  lamorisse-cli upgrade RECORD.json
  lamorisse-cli record --preset ID --players N --seed S [--board FILE.board.json]
  lamorisse-cli board import FILE.map|FILE.zip [--out DIR]
                         (a Domination-format map to board and drawing JSON; docs/boards.md)
  lamorisse-cli board sample DIR   (writes the tests' sample map)
  lamorisse-cli bench
  lamorisse-cli bot      (the bot protocol: JSON requests on stdin, replies on stdout;
                          docs/bot-protocol.md)";

/// Counts allocations while `bench` meters an Expert's memory (off otherwise).
#[global_allocator]
static ALLOCATOR: meter::Counting = meter::Counting;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("odds") => odds(&args[1..]),
        Some("simulate") => simulate(&args[1..]),
        Some("ladder") => ladder(&args[1..]),
        Some("check") => lamorisse_engine::record::check_command(&args[1..]),
        Some("record") => record(&args[1..]),
        Some("log") => log(&args[1..]),
        Some("luck") => luck(&args[1..]),
        Some("stats") => stats(&args[1..]),
        Some("upgrade") => upgrade(&args[1..]),
        Some("bench") => bench::bench(),
        Some("board") => boards::board(&args[1..]),
        Some("bot") => {
            let stdin = std::io::stdin().lock();
            protocol::serve(stdin, std::io::stdout().lock()).map_err(|e| e.to_string())
        }
        _ => Err(USAGE.to_owned()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

/// Reads a record file named by the first argument.
fn read_record(args: &[String]) -> Result<lamorisse_engine::record::Record, String> {
    let path = args.first().ok_or(USAGE)?;
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    lamorisse_engine::record::Record::from_stored(&text).map_err(|e| format!("{path}: {e}"))
}

/// `log RECORD.json [--lang fr]`: the game's log as text, one event a line, in the words of
/// the language's catalog (`public/locales/`, issue 52).
fn log(args: &[String]) -> Result<(), String> {
    let record = read_record(args)?;
    let asked = flag(args, "--lang").map_or("en", String::as_str);
    // A regional code (`fr-CA`) takes its language's catalog; an unknown one is refused,
    // naming those there are.
    let code = lamorisse_words::sources::negotiate(asked).unwrap_or(asked);
    let catalog = lamorisse_words::Catalog::builtin(code).map_err(|e| e.problem)?;
    let text = lamorisse_words::log_text::log_text(&record, &catalog).map_err(|e| e.to_string())?;
    print!("{text}");
    Ok(())
}

/// `upgrade RECORD.json`: a record of any earlier version, in the current one.
fn upgrade(args: &[String]) -> Result<(), String> {
    let record = read_record(args)?;
    record.replay().map_err(|e| e.to_string())?;
    print!("{}", record.to_json_lines());
    Ok(())
}

/// A force's name in a record: its seat's, or "force N" beyond the seats.
fn seat_name(
    record: &lamorisse_engine::record::Record,
    force: lamorisse_engine::state::ForceId,
) -> String {
    record
        .players
        .get(usize::from(force.0))
        .map_or_else(|| format!("force {}", force.0), |p| p.name.clone())
}

/// Prints `value` as one line of JSON.
fn print_json(value: &impl serde::Serialize) -> Result<(), String> {
    println!(
        "{}",
        serde_json::to_string(value).map_err(|e| e.to_string())?
    );
    Ok(())
}

/// `stats RECORD.json [--json]`: each player's figures at the end (JSON: every turn's).
fn stats(args: &[String]) -> Result<(), String> {
    let record = read_record(args)?;
    let stats = lamorisse_engine::stats::game_stats(&record).map_err(|e| e.to_string())?;
    if args.iter().any(|a| a == "--json") {
        return print_json(&stats);
    }
    let Some(last) = stats.samples.last() else {
        return Ok(());
    };
    println!("{} samples, to turn {}", stats.samples.len(), last.turn);
    for (tally, player) in last.tallies.iter().zip(&stats.players) {
        let name = seat_name(&record, *player);
        println!(
            "{name}: {} territories, {} armies, {} armies received, {} cards traded, {} dice rolled",
            tally.territories,
            tally.armies,
            tally.reinforcements,
            tally.cards_traded,
            tally.dice_rolled
        );
    }
    Ok(())
}

/// `luck RECORD.json [--json]`: each force's battle losses against the exact odds.
fn luck(args: &[String]) -> Result<(), String> {
    let record = read_record(args)?;
    let report = lamorisse_engine::luck::luck_report(&record).map_err(|e| e.to_string())?;
    if args.iter().any(|a| a == "--json") {
        return print_json(&report);
    }
    for line in &report {
        let name = seat_name(&record, line.force);
        let verdict = match line.excess() {
            x if x > 0.5 => "unlucky",
            x if x < -0.5 => "lucky",
            _ => "as expected",
        };
        println!(
            "{name}: {} rolls, lost {} armies, {:.1} expected ({:+.1}: {verdict})",
            line.rolls,
            line.lost,
            line.expected,
            line.excess()
        );
    }
    Ok(())
}

/// Parses a number argument, naming it in the error.
fn number<T: std::str::FromStr>(text: Option<&String>, name: &str) -> Result<T, String> {
    text.and_then(|t| t.parse().ok())
        .ok_or_else(|| format!("{name} must be a whole number\n{USAGE}"))
}

/// `odds A D [--json]`: the exact chance that A attacking armies take D defenders.
fn odds(args: &[String]) -> Result<(), String> {
    let attackers: u32 = number(args.first(), "A")?;
    let defenders: u32 = number(args.get(1), "D")?;
    if attackers == 0 || defenders == 0 || attackers > 10_000 || defenders > 10_000 {
        return Err("A and D must be between 1 and 10000".into());
    }
    let odds = battle_odds(attackers, defenders);
    println!("{:.9}", odds.win);
    if args.iter().any(|a| a == "--json") {
        print_json(&odds)?;
    }
    Ok(())
}

/// The value after `--name` in `args`.
fn flag<'a>(args: &'a [String], name: &str) -> Option<&'a String> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
}

/// An Expert's budget from `--playouts` and `--budget-ms`.
fn budget_flags(args: &[String]) -> Result<Budget, String> {
    let playouts = flag(args, "--playouts")
        .map(|t| number(Some(t), "--playouts"))
        .transpose()?;
    let ms = flag(args, "--budget-ms")
        .map(|t| number(Some(t), "--budget-ms"))
        .transpose()?;
    thinking::budget(playouts, ms)
}

/// The bot levels of `--players`: a list such as `hard,normal,normal`, or a count of
/// Normal bots.
fn levels(text: Option<&String>) -> Result<Vec<Entrant>, String> {
    let text = text.ok_or_else(|| format!("--players is required\n{USAGE}"))?;
    let levels: Vec<Entrant> = match text.parse::<usize>() {
        Ok(n) => vec![Entrant::Bot(Level::Normal); n],
        Err(_) => text
            .split(',')
            .map(str::parse)
            .collect::<Result<_, String>>()?,
    };
    if levels.is_empty() || levels.len() > 6 {
        return Err("--players takes 1 to 6 seats".into());
    }
    Ok(levels)
}

/// Plays `games` games between `levels` (seats rotated), spread over the machine's cores;
/// the summaries come back in game order, so a run is the same on any machine.
fn play_many(
    rules: &lamorisse_engine::rules::RuleSet,
    levels: &[Entrant],
    (seed, games): (u64, u64),
    (threads, budget): (usize, Budget),
) -> Result<Vec<GameSummary>, String> {
    let threads = threads.clamp(1, 16) as u64;
    let chunks: Vec<Result<Vec<GameSummary>, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (0..games)
                        .filter(|g| g % threads == t)
                        .filter_map(|g| {
                            finished(
                                simulate_thinking(rules, levels, (seed, g), budget),
                                (seed, g),
                            )
                            .transpose()
                        })
                        .collect::<Result<Vec<_>, _>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|_| Err("a worker panicked".into())))
            .collect()
    });
    let mut all = Vec::new();
    for chunk in chunks {
        all.extend(chunk?);
    }
    all.sort_by_key(|s| s.game);
    Ok(all)
}

/// A game's summary; `None` for a game still going at the round limit, reported on stderr and
/// counted as nobody's win (one such game stopped whole runs before); other errors stop the
/// run.
fn finished(
    result: Result<GameSummary, SimulationError>,
    (seed, game): (u64, u64),
) -> Result<Option<GameSummary>, String> {
    match result {
        Ok(summary) => Ok(Some(summary)),
        Err(SimulationError::TooLong(rounds)) => {
            eprintln!(
                "game {game} of seed {seed}: no winner after {rounds} rounds, counted as nobody's win"
            );
            Ok(None)
        }
        Err(error) => Err(error.to_string()),
    }
}

/// `simulate ...`: complete games between bots on one core, with a summary.
fn simulate(args: &[String]) -> Result<(), String> {
    let id = flag(args, "--preset").ok_or(USAGE)?;
    let rules = preset(id).ok_or_else(|| format!("unknown preset `{id}`"))?;
    let rules = boards::on_board_flag(args, rules)?;
    let levels = levels(flag(args, "--players"))?;
    let players = levels.len() as u8;
    if !(rules.min_players..=rules.max_players).contains(&players) {
        return Err(format!(
            "{id} takes {} to {} players",
            rules.min_players, rules.max_players
        ));
    }
    let games: u64 = number(flag(args, "--games"), "--games")?;
    let seed: u64 = number(flag(args, "--seed"), "--seed")?;
    let json = args.iter().any(|a| a == "--json");
    let started = Instant::now();
    let summaries = play_many(&rules, &levels, (seed, games), (1, budget_flags(args)?))?;
    let seconds = started.elapsed().as_secs_f64();
    let mut wins = vec![0u64; levels.len()];
    let (mut turns, mut actions, mut fallbacks) = (0u64, 0u64, 0u64);
    for summary in &summaries {
        wins[usize::from(summary.entrant)] += 1;
        turns += u64::from(summary.turns);
        actions += summary.actions;
        fallbacks += u64::from(summary.fallbacks);
        if json {
            print_json(summary)?;
        }
    }
    let average = |total: u64| total as f64 / games.max(1) as f64;
    let names: Vec<&str> = levels.iter().map(|l| l.name()).collect();
    if json {
        let summary = serde_json::json!({
            "summary": { "preset": id, "players": names, "games": games, "seed": seed,
                "wins": wins, "average_turns": average(turns),
                "average_actions": average(actions), "fallbacks": fallbacks }
        });
        println!("{summary}");
    } else {
        println!("preset {id}, {} games, seed {seed}, seats rotated", games);
        for (entrant, count) in wins.iter().enumerate() {
            println!("entrant {entrant} ({}): {count} wins", names[entrant]);
        }
        if rules.teams {
            // 000 teams: seats alternate, so entrants 0 and 2 always play 1 and 3.
            for team in 0..2 {
                let count: u64 = wins.iter().skip(team).step_by(2).sum();
                println!("team of entrants {team} and {}: {count} wins", team + 2);
            }
        }
        print_leader_wins(&summaries);
        println!("average turns: {:.1}", average(turns));
        println!("average actions: {:.1}", average(actions));
        println!("refused bot choices: {fallbacks}");
    }
    eprintln!(
        "timing: {:.3} s, {:.0} games per second, {:.0} actions per second (one core)",
        seconds,
        games as f64 / seconds,
        actions as f64 / seconds
    );
    Ok(())
}

/// 003: wins by the winner's leader, with 95% intervals (RULINGS R8's balance target).
fn print_leader_wins(summaries: &[lamorisse_engine::simulate::GameSummary]) {
    use lamorisse_engine::state::Leader;
    let games = summaries.len() as u64;
    if summaries.iter().all(|s| s.leader.is_none()) {
        return;
    }
    for leader in Leader::ALL {
        let wins = summaries
            .iter()
            .filter(|s| s.leader == Some(leader))
            .count() as u64;
        let (low, high) = wilson(wins, games);
        println!(
            "leader {leader:?}: {wins} wins, {:.1}% (95% CI {:.1}-{:.1}%)",
            100.0 * wins as f64 / games.max(1) as f64,
            100.0 * low,
            100.0 * high
        );
    }
}

/// The 95% Wilson score interval of `wins` out of `games`.
fn wilson(wins: u64, games: u64) -> (f64, f64) {
    if games == 0 {
        return (0.0, 1.0);
    }
    let (n, p, z) = (games as f64, wins as f64 / games as f64, 1.959_964);
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z / (1.0 + z * z / n) * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// `ladder ...`: win rates by level with 95% confidence intervals, for each matchup.
fn ladder(args: &[String]) -> Result<(), String> {
    let id = flag(args, "--preset").map_or("parker-1993", String::as_str);
    let rules = preset(id).ok_or_else(|| format!("unknown preset `{id}`"))?;
    let games: u64 = flag(args, "--games").map_or(Ok(500), |t| number(Some(t), "--games"))?;
    let seed: u64 = flag(args, "--seed").map_or(Ok(1), |t| number(Some(t), "--seed"))?;
    let matchups = flag(args, "--matchups").map_or(
        "hard,normal,normal;normal,easy,easy;hard,easy,easy",
        String::as_str,
    );
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let budget = budget_flags(args)?;
    println!("ladder: {id}, {games} games per matchup, seed {seed}, seats rotated");
    for matchup in matchups.split(';') {
        let levels = levels(Some(&matchup.to_owned()))?;
        let started = Instant::now();
        let summaries = play_many(&rules, &levels, (seed, games), (threads, budget))?;
        let seconds = started.elapsed().as_secs_f64();
        println!("{matchup}  ({:.1} s)", seconds);
        let mut seen = Vec::new();
        for &level in &levels {
            if seen.contains(&level) {
                continue;
            }
            seen.push(level);
            let seats = levels.iter().filter(|&&l| l == level).count() as u64;
            let wins = summaries.iter().filter(|s| s.level == level).count() as u64;
            let (low, high) = wilson(wins, games);
            println!(
                "  {:<7} {} seat(s): wins {:5.1}% of games  (95% CI {:.1}-{:.1}%)  baseline {:.1}%",
                level.name(),
                seats,
                wins as f64 * 100.0 / games.max(1) as f64,
                low * 100.0,
                high * 100.0,
                seats as f64 * 100.0 / levels.len() as f64
            );
        }
    }
    Ok(())
}

/// `record ...`: one game by the simple policy, printed as a record.
fn record(args: &[String]) -> Result<(), String> {
    let id = flag(args, "--preset").ok_or(USAGE)?;
    let rules = preset(id).ok_or_else(|| format!("unknown preset `{id}`"))?;
    let rules = boards::on_board_flag(args, rules)?;
    let players: u8 = number(flag(args, "--players"), "--players")?;
    let seed: u64 = number(flag(args, "--seed"), "--seed")?;
    let record = record_game(&rules, players, seed).map_err(|e| e.to_string())?;
    print!("{}", record.to_json_lines());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_at_the_round_limit_is_nobodys_win_and_other_errors_stop_the_run() {
        assert_eq!(
            finished(Err(SimulationError::TooLong(2_000)), (1, 7)),
            Ok(None)
        );
        assert!(finished(Err(SimulationError::NoMove), (1, 7)).is_err());
    }
}
