//! The bots: they finish every playable preset at every level without a refused choice,
//! decide from their own sight only, and play sensibly in set positions.

use crate::common;

use common::secrets::scramble_secrets;
use common::{assert_won_with_legal_choices, playable, position, t};
use lamorisse_engine::action::Action;
use lamorisse_engine::bot::{Bot, Level, OpponentModel};
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::{game_seed, play_bots, rotated};
use lamorisse_engine::state::{ForceId, GameState, Phase};

#[test]
fn every_level_finishes_every_playable_preset_with_only_legal_choices() {
    for id in playable() {
        let rules = preset(id).unwrap();
        for players in [rules.min_players, rules.max_players] {
            for game in 0..3u64 {
                let levels: Vec<Level> = (0..players)
                    .map(|seat| Level::ALL[(usize::from(seat) + game as usize) % 3])
                    .collect();
                let seed = game_seed(11, game);
                let (state, played) = play_bots(&rules, &levels, seed, |state, _, _| {
                    assert!(state.turn.round < 1_000, "{id}: the game drags on");
                })
                .unwrap_or_else(|e| panic!("{id} {players}p game {game}: {e}"));
                assert_won_with_legal_choices(id, &state, &played);
            }
        }
    }
}

#[test]
fn every_level_plays_the_expert_rules_to_the_end() {
    // 001 "Rules variations for RISK experts", all five: bots keep to the limit of 12, use
    // their re-roll cards and Commander, and games still end.
    let toggles = lamorisse_engine::rules::ExpertToggles {
        plus_one_sets: true,
        connected_fortification: true,
        twelve_per_territory: true,
        reroll_with_card: true,
        commander: true,
        progressive_reinforcements: false,
    };
    for id in ["parker-1993", "parker-1993-duel", "parker-1993-capital"] {
        let rules = preset(id).unwrap().with_toggles(toggles);
        for game in 0..6u64 {
            let players = rules.min_players.max(3).min(rules.max_players);
            let levels: Vec<Level> = (0..players)
                .map(|seat| Level::ALL[(usize::from(seat) + game as usize) % 3])
                .collect();
            let seed = game_seed(12, game);
            let (state, played) = play_bots(&rules, &levels, seed, |state, _, _| {
                assert!(state.territories.iter().all(|h| h.armies <= 12));
                assert!(state.turn.round < 1_000, "{id}: the game drags on");
            })
            .unwrap_or_else(|e| panic!("{id} game {game}: {e}"));
            assert_won_with_legal_choices(id, &state, &played);
        }
    }
}

#[test]
fn a_bot_decides_the_same_whatever_the_secrets_it_cannot_see() {
    for id in playable() {
        let rules = preset(id).unwrap();
        let mut checked = 0;
        let seats = usize::from(3u8.clamp(rules.min_players, rules.max_players));
        let levels = &[Level::Hard, Level::Normal, Level::Easy, Level::Normal][..seats];
        play_bots(&rules, levels, 5, |state, _, _| {
            let me = state.turn.current;
            if state.winner().is_some() || checked > 300 {
                return;
            }
            checked += 1;
            let level = levels[usize::from(me.0)];
            let decide = |s: &GameState| Bot::new(level, 99).decide(s.seen_by(me));
            let disguised = scramble_secrets(state, me, u64::from(state.turn.number));
            assert_eq!(
                decide(state),
                decide(&disguised),
                "{id}: a secret changed a choice"
            );
        })
        .unwrap();
        assert!(checked > 100);
    }
}

#[test]
fn the_games_a_hard_bot_imagines_hold_no_secret_and_keep_everything_public() {
    for id in playable() {
        let rules = preset(id).unwrap();
        let mut checked = 0;
        let seats = usize::from(3u8.clamp(rules.min_players, rules.max_players));
        play_bots(&rules, &[Level::Normal; 4][..seats], 8, |state, _, _| {
            if state.winner().is_some() || checked > 200 {
                return;
            }
            checked += 1;
            let me = state.turn.current;
            let imagined = state.seen_by(me).imagine(11);
            let disguised = scramble_secrets(state, me, u64::from(state.turn.number));
            assert_eq!(imagined, disguised.seen_by(me).imagine(11), "{id}");
            let drawn = state.seen_by(me).imagine_drawing_missions(11);
            let drawn_disguised = disguised.seen_by(me).imagine_drawing_missions(11);
            assert_eq!(drawn, drawn_disguised, "{id}: the missions drawn");
            assert_eq!(drawn.force(me).missions, state.force(me).missions);
            assert_eq!(imagined.territories, state.territories);
            assert_eq!(imagined.discards, state.discards);
            assert_eq!(imagined.draw_pile.len(), state.draw_pile.len());
            for (real, dreamt) in state.forces.iter().zip(&imagined.forces) {
                assert_eq!(real.hand.len(), dreamt.hand.len());
            }
            assert_eq!(imagined.force(me).hand, state.force(me).hand);
            assert_eq!(imagined.force(me).missions, state.force(me).missions);
        })
        .unwrap();
        assert!(checked > 100);
    }
}

#[test]
fn a_bot_takes_a_continent_it_can_complete() {
    // Seat 0 holds all of Oceania but Western Australia, with a big stack beside it.
    let mut state = position(
        "parker-1993",
        3,
        &[
            ("indonesia", 12),
            ("new-guinea", 2),
            ("eastern-australia", 2),
        ],
        &[("western-australia", 1)],
        Phase::Attack,
    );
    state.turn.conquered = true;
    // The levels' own heuristics: Hard's look-ahead weighs the whole position, and in this
    // lost one (four territories against thirty-seven) every way of playing scores alike.
    for level in [Level::Normal, Level::Hard] {
        let style = lamorisse_engine::bot::Style {
            lookahead: 0,
            ..lamorisse_engine::bot::Style::of(level)
        };
        let action = Bot::with_style(level, style, 1).decide(state.seen_by(ForceId(0)));
        assert!(
            matches!(action, Some(Action::Attack { to, .. }) if to == t("western-australia")),
            "{level}: {action:?}"
        );
    }
}

/// A revealed capital game, seat 0 to attack: headquarters Alaska (seat 0), Brazil (seat 1)
/// and Kamchatka (seat 2, who holds every territory not listed).
fn capital_position(mine: &[(&str, u32)], theirs: &[(&str, u32)], phase: Phase) -> GameState {
    let mut state = position("parker-1993-capital", 3, mine, theirs, phase);
    for (force, key) in ["alaska", "brazil", "kamchatka"].into_iter().enumerate() {
        state.forces[force].headquarters = Some(t(key));
        let hq = lamorisse_engine::cards::Card::Territory(t(key));
        state.draw_pile.retain(|c| *c != hq);
    }
    state
}

#[test]
fn a_bot_goes_for_the_headquarters_that_wins_a_capital_game() {
    // 001 Capital Risk: holding Alaska and Brazil, Kamchatka wins; Ontario is a mere prize.
    let state = capital_position(
        &[("alaska", 12), ("brazil", 3), ("northwest-territory", 9)],
        &[("peru", 2)],
        Phase::Attack,
    );
    for level in [Level::Normal, Level::Hard] {
        let action = Bot::new(level, 1).decide(state.seen_by(ForceId(0)));
        assert!(
            matches!(action, Some(Action::Attack { to, .. }) if to == t("kamchatka")),
            "{level}: {action:?}"
        );
    }
}

#[test]
fn a_bot_guards_its_threatened_headquarters_first() {
    // Seat 1 masses 15 armies beside Alaska, seat 0's headquarters.
    let mut state = capital_position(
        &[("alaska", 2), ("greenland", 3), ("quebec", 3)],
        &[("brazil", 1), ("northwest-territory", 15)],
        Phase::Reinforce,
    );
    state.turn.reserve = 6;
    for level in [Level::Normal, Level::Hard] {
        let action = Bot::new(level, 1).decide(state.seen_by(ForceId(0)));
        assert!(
            matches!(action, Some(Action::Place { territory, .. }) if territory == t("alaska")),
            "{level}: {action:?}"
        );
    }
}

#[test]
fn a_bot_hides_its_headquarters_behind_its_own_lines() {
    // Seat 0 holds all of South America; only Peru and Argentina border nobody else.
    let state = position(
        "parker-1993-capital",
        3,
        &[
            ("venezuela", 3),
            ("peru", 3),
            ("brazil", 3),
            ("argentina", 1),
        ],
        &[],
        Phase::ChooseHeadquarters,
    );
    for level in [Level::Normal, Level::Hard] {
        let action = Bot::new(level, 1).decide(state.seen_by(ForceId(0)));
        assert!(
            matches!(action, Some(Action::ChooseHeadquarters { territory })
                if [t("peru"), t("argentina")].contains(&territory)),
            "{level}: {action:?}"
        );
    }
}

#[test]
fn a_hard_bot_hunts_down_a_weak_opponent_holding_cards() {
    // Seat 1 is down to two weak territories behind Siam and holds four cards.
    let mut state = position(
        "parker-1993",
        3,
        &[("siam", 3), ("china", 3)],
        &[("indonesia", 2), ("new-guinea", 1)],
        Phase::Reinforce,
    );
    state.turn.reserve = 10;
    for holding in state
        .territories
        .iter_mut()
        .filter(|h| h.owner == ForceId(2))
    {
        holding.armies = 6;
    }
    for key in ["alaska", "peru", "egypt", "ural"] {
        let card = common::card(key);
        state.draw_pile.retain(|&c| c != card);
        state.forces[1].hand.push(card);
    }
    let mut hard = Bot::new(Level::Hard, 3);
    // The other seats are bots of the app's levels, as the table tells every bot.
    hard.know_opponents(vec![lamorisse_engine::bot::OpponentModel::Heuristic; 3]);
    let place = hard.decide(state.seen_by(ForceId(0)));
    assert_eq!(
        place,
        Some(Action::Place {
            territory: t("siam"),
            armies: 10
        }),
        "the whole reserve goes where the hunt starts"
    );
    let mut normal = Bot::new(Level::Normal, 4);
    let mut action = place;
    while let Some(mut next) = action {
        if let Action::Attack {
            to, dice, defend, ..
        } = &mut next
        {
            let owner = state.holding(*to).owner;
            *defend = Some(normal.defend(state.seen_by(owner), *to, *dice));
        }
        state.apply(&next).unwrap();
        if state.turn.current != ForceId(0) {
            break;
        }
        action = hard.decide(state.seen_by(ForceId(0)));
    }
    assert!(
        state.force(ForceId(1)).eliminated,
        "seat 1 survived the hunt"
    );
    assert!(hard.fallbacks == 0);
}

#[test]
fn a_bot_refuses_a_hopeless_attack() {
    let state = position(
        "parker-1993",
        3,
        &[("indonesia", 2)],
        &[("siam", 30)],
        Phase::Attack,
    );
    for level in [Level::Normal, Level::Hard] {
        let action = Bot::new(level, 1).decide(state.seen_by(ForceId(0)));
        assert!(
            !matches!(action, Some(Action::Attack { to, .. }) if to == t("siam")),
            "{level}: {action:?}"
        );
    }
}

#[test]
fn a_bot_defends_with_the_most_dice_and_waits_its_turn() {
    let state = position(
        "parker-1993",
        3,
        &[("indonesia", 9)],
        &[("siam", 5)],
        Phase::Attack,
    );
    let mut defender = Bot::new(Level::Normal, 1);
    assert_eq!(defender.defend(state.seen_by(ForceId(1)), t("siam"), 3), 2);
    assert_eq!(defender.decide(state.seen_by(ForceId(1))), None);
}

#[test]
fn seats_rotate_so_each_level_plays_each_seat() {
    let levels = [Level::Hard, Level::Normal, Level::Easy];
    assert_eq!(rotated(&levels, 0), levels);
    assert_eq!(
        rotated(&levels, 1),
        [Level::Easy, Level::Hard, Level::Normal]
    );
    for seat in 0..3 {
        let hard_seats: Vec<usize> = (0..3)
            .map(|g| {
                rotated(&levels, g)
                    .iter()
                    .position(|&l| l == Level::Hard)
                    .unwrap()
            })
            .collect();
        assert!(hard_seats.contains(&seat));
    }
}

#[test]
fn levels_parse_from_their_names() {
    assert_eq!("hard".parse::<Level>(), Ok(Level::Hard));
    assert_eq!(" Easy ".parse::<Level>(), Ok(Level::Easy));
    assert_eq!("Expert".parse::<Level>(), Ok(Level::Expert));
    assert!("grandmaster".parse::<Level>().is_err());
}

#[test]
fn a_bot_in_a_truce_never_attacks_the_opponent_it_leaves_alone() {
    use lamorisse_engine::bot::Style;
    use lamorisse_engine::simulate::play_with;
    let rules = preset("parker-1993").unwrap();
    let mut attacks_on_seat_2 = 0;
    for game in 0..4 {
        let truce = Style {
            lookahead: 0,
            truce: Some(ForceId(1)),
            ..Style::of(Level::Hard)
        };
        let bots = vec![
            Bot::with_style(Level::Hard, truce, game),
            Bot::new(Level::Normal, game + 1),
            Bot::new(Level::Normal, game + 2),
        ];
        let mut owners: Vec<ForceId> = Vec::new();
        play_with(&rules, bots, game_seed(5, game), |state, action, _| {
            if let Action::Attack { to, .. } = action
                && state.turn.current == ForceId(0)
            {
                let owner = owners[usize::from(to.0)];
                assert_ne!(owner, ForceId(1), "game {game}: attacked the truce");
                attacks_on_seat_2 += u32::from(owner == ForceId(2));
            }
            owners = state.territories.iter().map(|h| h.owner).collect();
        })
        .unwrap();
    }
    assert!(
        attacks_on_seat_2 > 0,
        "the bot still attacked the other opponent"
    );
}

#[test]
fn the_fitted_win_chance_follows_the_armies() {
    use lamorisse_engine::bot::value::win_chance;
    let mut state = position(
        "parker-1993",
        3,
        &[("siam", 3), ("china", 3), ("india", 3), ("ural", 3)],
        &[
            ("peru", 3),
            ("brazil", 3),
            ("argentina", 3),
            ("venezuela", 3),
        ],
        Phase::Reinforce,
    );
    let chances =
        |state: &GameState| -> Vec<f64> { (0..3).map(|p| win_chance(state, ForceId(p))).collect() };
    let before = chances(&state);
    assert!(before.iter().all(|&c| c > 0.0 && c < 1.0), "{before:?}");
    // Seat 2 holds everything else: it is the favourite.
    assert!(before[2] > before[0] && before[2] > before[1], "{before:?}");
    state.territories[usize::from(t("siam").0)].armies += 20;
    let after = chances(&state);
    assert!(after[0] > before[0], "{before:?} -> {after:?}");
    assert!(after[2] < before[2], "{before:?} -> {after:?}");
    state.forces[1].eliminated = true;
    assert_eq!(win_chance(&state, ForceId(1)), 0.0);
}

#[test]
fn a_look_ahead_spread_over_many_calls_decides_as_one_call_does() {
    let rules = preset("parker-1993").unwrap();
    let mut state = GameState::new(rules, 3, 8).unwrap();
    let seat_bots =
        |offset: u64| -> Vec<Bot> { (0..3).map(|i| Bot::new(Level::Hard, offset + i)).collect() };
    let (mut whole, mut sliced) = (seat_bots(40), seat_bots(40));
    let mut slices = 0;
    for _ in 0..400 {
        let seat = usize::from(state.deciding_seat().0);
        let seen = state.seen_by(state.deciding_seat());
        let expected = whole[seat].decide(seen);
        while !sliced[seat].ponder(seen, 1) {
            slices += 1;
        }
        assert_eq!(sliced[seat].decide(seen), expected);
        let Some(action) = expected else { break };
        state.apply(&action).unwrap();
    }
    assert!(slices > 20, "the look-ahead ran in slices ({slices})");
}

/// Plays the setup of a three-player game of Hard bots that imagine every opponent as
/// `model`, and returns each player's largest stack once the setup is over.
fn largest_stacks_after_setup(id: &str, seed: u64, model: OpponentModel) -> Vec<u32> {
    let rules = preset(id).unwrap();
    let mut state = GameState::new(rules, 3, seed).unwrap();
    let mut bots: Vec<Bot> = (0..3)
        .map(|i| {
            let mut bot = Bot::new(Level::Hard, seed + i);
            bot.know_opponents(vec![model; 3]);
            bot
        })
        .collect();
    while matches!(state.phase, Phase::Claim | Phase::PlaceStartingArmies) {
        let seat = state.deciding_seat();
        let action = bots[usize::from(seat.0)]
            .decide(state.seen_by(seat))
            .unwrap();
        state.apply(&action).unwrap();
    }
    (0..3u8)
        .map(|p| {
            let owned = state.territories.iter().filter(|h| h.owner == ForceId(p));
            owned.map(|h| h.armies).max().unwrap_or(0)
        })
        .collect()
}

#[test]
fn hard_builds_on_its_claimed_continents_against_app_bots_and_chases_chains_against_a_planner() {
    // Issue 41 (docs/bots.md): after claims, facing bots of the app's levels, Hard's starting
    // armies pile up on the front of the continent they best complete; facing a planner they
    // go where the best chain starts (often beside an opponent's continent), which moves.
    let (mut built, mut chased) = (0, 0);
    for seed in 1..=6 {
        built += largest_stacks_after_setup("parker-1993", seed, OpponentModel::Heuristic)
            .iter()
            .sum::<u32>();
        chased += largest_stacks_after_setup("parker-1993", seed, OpponentModel::Planner)
            .iter()
            .sum::<u32>();
    }
    assert!(
        built > chased + chased / 5,
        "building piles the armies up: {built} against {chased}"
    );
    // After a random deal Hard chases its chains whoever it faces.
    for seed in 1..=3 {
        assert_eq!(
            largest_stacks_after_setup("miro-1975", seed, OpponentModel::Heuristic),
            largest_stacks_after_setup("miro-1975", seed, OpponentModel::Planner),
        );
    }
}
