//! Property tests over thousands of whole games of every playable preset: the engine's
//! invariants hold after every action, and every game ends with a winner.

use lamorisse_engine::action::{Action, Event};
use lamorisse_engine::presets::{PRESET_IDS, preset};
use lamorisse_engine::rules::{ExpertToggles, RuleSet, SetValues};
use lamorisse_engine::setup::missing_cards;
use lamorisse_engine::simulate::{game_seed, play_game};
use lamorisse_engine::state::{GameState, Phase};

/// Games per preset; each runs a few thousand actions.
const GAMES: u64 = 1000;

/// Armies on the board, in reserve and still to place in setup.
fn armies_in_play(state: &GameState) -> i64 {
    state.armies_on_board() as i64
        + i64::from(state.turn.reserve)
        + state
            .forces
            .iter()
            .map(|f| i64::from(f.setup_armies))
            .sum::<i64>()
}

/// Checks the invariants after one action; `before` is the army count before it.
fn check_invariants(state: &GameState, events: &[Event], before: i64) {
    let waiting = match state.phase {
        Phase::Occupy { to, .. } => Some(to),
        _ => None,
    };
    let setup = matches!(state.phase, Phase::Claim);
    for (i, holding) in state.territories.iter().enumerate() {
        let empty_ok = setup || waiting.is_some_and(|to| usize::from(to.0) == i);
        assert!(
            holding.armies >= 1 || empty_ok && holding.armies == 0,
            "territory {i} is empty in {:?}",
            state.phase
        );
        if holding.armies > 0 {
            assert!(usize::from(holding.owner.0) < state.forces.len());
        }
        // 000 teams (R10): a territory is shared by teammates only, the owner with the most.
        if let Some(partner) = holding.partner {
            assert!(
                partner.force != holding.owner && state.same_team(partner.force, holding.owner)
            );
            assert!(partner.armies >= 1 && partner.armies * 2 <= holding.armies);
        }
    }
    // Army totals change only by reinforcements, trades, bonuses and battle losses.
    let expected = before + army_change(events);
    assert_eq!(
        armies_in_play(state),
        expected,
        "armies appeared or vanished"
    );
    // 001 experts: never more armies on a territory than the limit.
    if let Some(cap) = state.rules.max_armies_per_territory {
        assert!(state.territories.iter().all(|h| h.armies <= cap));
    }
    // The board's cards (44 on the world board, 50 on Europe 1810) are always all accounted
    // for, once each (headquarters cards set aside in 001 Capital Risk).
    assert!(missing_cards(state).is_empty(), "a card went missing");
    let cards = state.draw_pile.len()
        + state.discards.len()
        + state.forces.iter().map(|f| f.hand.len()).sum::<usize>()
        + state.headquarters_cards().len()
        + usize::from(state.turn.card_aside.is_some());
    let deck = state.board().territories.len() + state.board().jokers as usize;
    assert_eq!(cards, deck, "a card is counted twice");
    // Set values follow the preset's scheme.
    for event in events {
        if let Event::CardsTraded { armies, .. } = event {
            let index = state.sets_traded as usize - 1;
            match &state.rules.set_values {
                SetValues::ByDesign { .. } | SetValues::NoTrading => {}
                _ => assert_eq!(Some(*armies), state.rules.nth_set_value(index)),
            }
        }
    }
}

#[test]
fn thousands_of_games_of_every_playable_preset_keep_the_invariants_and_end() {
    // The presets shared among the machine's cores (the same games whatever their number).
    let lanes = std::thread::available_parallelism().map_or(1, |n| n.get());
    let actions: u64 = std::thread::scope(|scope| {
        let lanes: Vec<_> = (0..lanes)
            .map(|lane| {
                scope.spawn(move || {
                    PRESET_IDS
                        .into_iter()
                        .skip(lane)
                        .step_by(lanes)
                        .map(|id| (id, preset(id).unwrap()))
                        .filter(|(_, rules)| rules.implemented)
                        .map(|(id, rules)| play_many(id, &rules, GAMES))
                        .sum::<u64>()
                })
            })
            .collect();
        lanes.into_iter().map(|lane| lane.join().unwrap()).sum()
    });
    // Issue 11: at least a million legal actions, the invariants checked after each.
    eprintln!("property: {actions} actions played, the invariants checked after each");
    assert!(actions >= 1_000_000, "{actions}");
}

#[test]
fn games_with_the_expert_rules_keep_the_invariants_and_end() {
    // 001 "Rules variations for RISK experts", all five, on every 001 preset.
    let toggles = ExpertToggles {
        plus_one_sets: true,
        connected_fortification: true,
        twelve_per_territory: true,
        ..ExpertToggles::default()
    };
    for id in PRESET_IDS
        .into_iter()
        .filter(|id| id.starts_with("parker-1993"))
    {
        let rules = preset(id).unwrap().with_toggles(toggles);
        let _ = play_many(id, &rules, GAMES / 4);
    }
}

/// Plays `games` games of `rules` with every player count, checking the invariants after
/// each action; returns how many actions were played.
fn play_many(id: &str, rules: &RuleSet, games: u64) -> u64 {
    {
        let mut wins = 0;
        let mut played = 0;
        for game in 0..games {
            let players = rules.min_players
                + (game % u64::from(rules.max_players - rules.min_players + 1)) as u8;
            let seed = game_seed(20_261_121, game);
            let mut before = None;
            let mut actions = 0u64;
            let (state, _) = play_game(rules, players, seed, |state, _, events| {
                let start = before.unwrap_or_else(|| armies_in_play(state) - army_change(events));
                check_invariants(state, events, start);
                before = Some(armies_in_play(state));
                actions += 1;
                assert!(actions < 1_000_000, "{id} game {game} does not end");
            })
            .unwrap_or_else(|e| panic!("{id} game {game}: {e}"));
            assert!(state.winner().is_some(), "{id} game {game} has no winner");
            wins += 1;
            played += actions;
        }
        assert_eq!(wins, games);
        played
    }
}

/// The change in armies in play that `events` account for: reinforcements, trades and
/// bonuses add, battle losses remove.
fn army_change(events: &[Event]) -> i64 {
    events
        .iter()
        .map(|event| match event {
            Event::TurnStarted {
                from_territories,
                from_continents,
                ..
            } => i64::from(from_territories + from_continents),
            Event::CardsTraded { armies, .. }
            | Event::OccupiedBonus { armies, .. }
            | Event::AllyReinforced { armies, .. }
            | Event::NeutralReinforced { armies, .. }
            | Event::AllyStepBegan { armies, .. }
            | Event::SesterceCashed { armies, .. }
            | Event::PotionPlayed { armies, .. }
            | Event::Guarded { armies, .. } => i64::from(*armies),
            // 004 capitals: the loser's armies leave, one of the taker's on each territory.
            Event::CapitalTaken {
                territories,
                removed,
                ..
            } => i64::from(*territories) - i64::from(*removed),
            Event::Battle {
                attacker_losses,
                defender_losses,
                ..
            } => -i64::from(attacker_losses + defender_losses),
            Event::ArmiesLost { armies, .. } => -i64::from(*armies),
            _ => 0,
        })
        .sum()
}

#[test]
fn every_legal_action_is_accepted_and_random_legal_play_keeps_the_invariants() {
    use lamorisse_engine::rng::Rng;
    for id in [
        "parker-1993",
        "parker-1993-missions",
        "conquete-2010",
        "conquete-2010-teams",
        "roman-empire",
    ] {
        for game in 0..20 {
            let rules = preset(id).unwrap();
            let players = (3 + (game % 2) as u8).max(rules.min_players);
            let mut state = GameState::new(rules, players, game).unwrap();
            let mut rng = Rng::new(game + 1000);
            for _ in 0..400 {
                let legal = state.legal_actions();
                if legal.is_empty() {
                    assert!(state.winner().is_some());
                    break;
                }
                let action = &legal[rng.below(legal.len() as u32) as usize];
                let before = armies_in_play(&state);
                let events = state
                    .apply(action)
                    .unwrap_or_else(|e| panic!("legal {action:?} refused: {e}"));
                check_invariants(&state, &events, before);
            }
        }
    }
}

/// Every placement `apply` accepts now, each amount checked one by one.
fn placements_checked_one_by_one(state: &GameState) -> Vec<Action> {
    let mut out = Vec::new();
    for territory in state.board().ids() {
        for armies in 1..=state.turn.reserve {
            let place = Action::Place { territory, armies };
            if state.check(&place).is_ok() {
                out.push(place);
            }
        }
    }
    out
}

#[test]
fn the_legal_placements_are_every_placement_accepted_amount_by_amount() {
    use lamorisse_engine::rng::Rng;
    let capped = || {
        let mut rules = preset("parker-1993").unwrap();
        rules.max_armies_per_territory = Some(12);
        rules
    };
    let games = [
        ("parker-1993", preset("parker-1993").unwrap()),
        ("capped", capped()),
        (
            "conquete-2010-teams",
            preset("conquete-2010-teams").unwrap(),
        ),
        ("napoleon-1999", preset("napoleon-1999").unwrap()),
        ("roman-empire", preset("roman-empire").unwrap()),
    ];
    let mut seen = 0;
    for (id, rules) in games {
        for game in 0..3 {
            let players = 3.max(rules.min_players);
            let mut state = GameState::new(rules.clone(), players, game).unwrap();
            let mut rng = Rng::new(game + 77);
            for _ in 0..400 {
                let legal = state.legal_actions();
                if legal.is_empty() {
                    break;
                }
                if state.phase == Phase::Reinforce {
                    let places: Vec<Action> = legal
                        .iter()
                        .filter(|a| matches!(a, Action::Place { .. }))
                        .cloned()
                        .collect();
                    let mut expected = placements_checked_one_by_one(&state);
                    let mut got = places.clone();
                    expected.sort_by_key(|a| format!("{a:?}"));
                    got.sort_by_key(|a| format!("{a:?}"));
                    assert_eq!(got, expected, "{id} game {game}");
                    seen += places.len();
                }
                let action = legal[rng.below(legal.len() as u32) as usize].clone();
                state.apply(&action).unwrap();
            }
        }
    }
    assert!(seen > 1000, "{seen} placements compared");
}
