//! What Expert's search does in games against two Hards: decisions weighed, playouts, and how
//! often it plays another candidate than Hard's choice (docs/bots.md "Expert").
//! `cargo run --profile native --example expert_stats -- GAMES PLAYOUTS`

use lamorisse_engine::bot::player::bot_step;
use lamorisse_engine::bot::{Bot, Budget, Level, OpponentModel};
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::game_seed;
use lamorisse_engine::state::{ForceId, GameState};

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let games = args.first().copied().unwrap_or(20);
    let playouts = args.get(1).copied().unwrap_or(24) as u32;
    let rules = preset("parker-1993").expect("parker-1993");
    let (mut wins, mut decisions, mut changed, mut runs, mut actions) = (0, 0, 0, 0, 0);
    for game in 0..games {
        let seed = game_seed(1, game);
        let expert = (game % 3) as usize;
        let mut bots: Vec<Bot> = (0..3)
            .map(|i| {
                let level = if i == expert {
                    Level::Expert
                } else {
                    Level::Hard
                };
                let mut bot = Bot::new(level, seed.wrapping_add(i as u64));
                bot.know_opponents(vec![OpponentModel::Heuristic; 3]);
                bot.set_budget(Budget::playouts(playouts));
                bot
            })
            .collect();
        let mut state = GameState::new(rules.clone(), 3, seed).expect("a game");
        while state.winner().is_none() && state.turn.round < 500 {
            bot_step(&mut state, &mut bots).expect("a legal step");
        }
        wins += u32::from(state.winner() == Some(ForceId(expert as u8)));
        let searched = bots[expert].searched();
        decisions += searched.decisions;
        changed += searched.changed;
        runs += searched.playouts;
        actions += searched.actions;
    }
    println!(
        "{games} games, {playouts} playouts: Expert won {wins}; {decisions} decisions searched, {changed} changed, {runs} imagined games, {:.1} imagined actions each",
        actions as f64 / runs.max(1) as f64
    );
}
