//! Expert, the bot that decides by search (`bot/search.rs`): it plays every playable preset
//! to the end with only legal choices, decides from its own sight alone, searches within its
//! budget, and plays the same game twice from the same seed and budget.

use crate::common;

use common::secrets::scramble_secrets;
use common::{assert_won_with_legal_choices, playable};
use lamorisse_engine::bot::{Bot, Budget, Level, OpponentModel};
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::{game_seed, play_bots_pondered, play_with};
use lamorisse_engine::state::{ForceId, GameState};

/// A small budget, so that the tests play whole games quickly.
const PLAYOUTS: u32 = 4;

/// A bot of `level` for seat `i` of a game seeded `seed`, an Expert thinking `playouts`.
fn seat(level: Level, seed: u64, i: usize, seats: usize) -> Bot {
    let mut bot = Bot::new(level, seed.wrapping_add(i as u64));
    bot.know_opponents(vec![OpponentModel::Heuristic; seats]);
    bot.set_budget(Budget::playouts(PLAYOUTS));
    bot
}

/// The bots of a game: an Expert at seat `expert`, Hard and Normal bots elsewhere.
fn table(seats: usize, expert: usize, seed: u64) -> Vec<Bot> {
    (0..seats)
        .map(|i| {
            let level = match i {
                _ if i == expert => Level::Expert,
                _ if i % 2 == 0 => Level::Hard,
                _ => Level::Normal,
            };
            seat(level, seed, i, seats)
        })
        .collect()
}

#[test]
fn an_expert_finishes_every_playable_preset_with_only_legal_choices() {
    for id in playable() {
        let rules = preset(id).unwrap();
        let seats = usize::from(3u8.clamp(rules.min_players, rules.max_players));
        let seed = game_seed(21, seats as u64);
        let bots = table(seats, 0, seed);
        let (state, played) = play_with(&rules, bots, seed, |state, _, _| {
            assert!(state.turn.round < 1_000, "{id}: the game drags on");
        })
        .unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_won_with_legal_choices(id, &state, &played);
    }
}

#[test]
fn an_expert_decides_the_same_whatever_the_secrets_it_cannot_see() {
    // Presets where Expert searches (one of hidden missions), and one of missions where it
    // plays Hard's choice.
    for id in [
        "parker-1993",
        "conquete-2010",
        "conquete-2010-missions",
        "parker-1993-missions",
    ] {
        let rules = preset(id).unwrap();
        let seats = usize::from(3u8.clamp(rules.min_players, rules.max_players));
        let mut checked = 0;
        let bots = table(seats, 1, 7);
        play_with(&rules, bots, 7, |state: &GameState, _, _| {
            let me = state.deciding_seat();
            if me != ForceId(1) || state.winner().is_some() || checked >= 12 {
                return;
            }
            if !state.turn.number.is_multiple_of(3) {
                return;
            }
            checked += 1;
            let decide = |s: &GameState| {
                let mut bot = seat(Level::Expert, 99, 1, seats);
                let action = bot.decide(s.seen_by(me));
                (action, bot.searched())
            };
            let disguised = scramble_secrets(state, me, u64::from(state.turn.number));
            assert_eq!(
                decide(state),
                decide(&disguised),
                "{id}: a secret changed a choice"
            );
        })
        .unwrap();
        assert!(checked >= 6, "{id}: only {checked} decisions checked");
    }
}

#[test]
fn an_expert_searches_within_its_budget_and_plays_the_same_game_twice() {
    let rules = preset("parker-1993").unwrap();
    let play = || {
        let mut log = Vec::new();
        let (state, _) = play_with(&rules, table(3, 2, 5), 5, |_, action, _| {
            log.push(format!("{action:?}"));
        })
        .unwrap();
        (log, state.winner())
    };
    let first = play();
    assert_eq!(first, play(), "the same seed and budget give the same game");
    // One decision: searched when there is a choice, and never past the budget.
    let mut state = GameState::new(rules.clone(), 3, 9).unwrap();
    let mut bots = table(3, 0, 9);
    let mut searched = None;
    for _ in 0..2_000 {
        let me = state.deciding_seat();
        if me == ForceId(0) {
            let bot = &mut bots[0];
            let before = bot.searched();
            let action = bot.decide(state.seen_by(me)).unwrap();
            let after = bot.searched();
            if after.decisions > before.decisions {
                let playouts = after.playouts - before.playouts;
                searched = Some(playouts);
                assert!(playouts <= u64::from(PLAYOUTS) + 6, "{playouts} playouts");
                break;
            }
            state.apply(&action).unwrap();
        } else {
            lamorisse_engine::bot::player::bot_step(&mut state, &mut bots).unwrap();
        }
    }
    assert!(searched.is_some(), "the Expert never had a choice to weigh");
}

#[test]
fn an_expert_imagines_the_others_missions_among_the_cards_it_has_not_seen() {
    use lamorisse_engine::missions::Mission;
    for id in [
        "parker-1993-missions",
        "miro-1975",
        "napoleon-1999",
        "conquete-2010-missions",
    ] {
        let rules = preset(id).unwrap();
        let state = GameState::new(rules.clone(), 4, 3).unwrap();
        let me = ForceId(0);
        let mut drawn: Vec<Mission> = Vec::new();
        for seed in 0..40 {
            let world = state.seen_by(me).imagine_drawing_missions(seed);
            assert_eq!(world.force(me).missions, state.force(me).missions, "{id}");
            for other in state.players().filter(|&p| p != me) {
                let (real, dreamt) = (&state.force(other).missions, &world.force(other).missions);
                assert_eq!(
                    real.len(),
                    dreamt.len(),
                    "{id}: a hand of missions kept its size"
                );
                for mission in dreamt {
                    assert!(!mission.is_complete(&world, other), "{id}: {mission:?} met");
                    // Only the territory missions come twice (R7's replacement).
                    let mine = state.force(me).missions.contains(mission);
                    assert!(
                        !mine || matches!(mission, Mission::Territories { .. }),
                        "{id}: the viewer's own card {mission:?} dealt to another"
                    );
                    if !drawn.contains(mission) {
                        drawn.push(mission.clone());
                    }
                }
            }
        }
        assert!(
            drawn.len() >= 5,
            "{id}: only {} missions imagined",
            drawn.len()
        );
    }
}

#[test]
fn an_expert_searches_only_where_its_search_was_measured_to_pay() {
    for (id, seats, searches) in [
        ("parker-1993", 3, true),
        ("conquete-2010", 4, true),
        ("parker-1993-duel", 2, false),
        ("parker-1993-missions", 3, false),
        ("parker-1993-capital", 3, true),
        ("conquete-2010-missions", 3, true),
        ("miro-1975-duel", 2, true),
        ("conquete-2010-duel-active", 2, true),
        ("napoleon-1999-duel", 2, false),
        ("napoleon-1999-world", 2, false),
        ("roman-empire", 3, false),
        ("roman-conquest", 3, true),
        ("miro-1975-world", 3, true),
        ("napoleon-1999-world", 3, true),
        ("miro-1975", 3, false),
    ] {
        let rules = preset(id).unwrap();
        let mut levels = vec![Level::Normal; seats];
        levels[0] = Level::Expert;
        let budget = Budget::playouts(PLAYOUTS);
        let (_, times) =
            play_bots_pondered(&rules, &levels, 5, (u32::MAX, budget), || 0.0).unwrap();
        assert_eq!(times.searched.decisions > 0, searches, "{id}");
    }
}
