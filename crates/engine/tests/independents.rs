//! 000's game for 2 players with passive independents (`conquete-2010-duel-passive`): the
//! deal of 12 and 9 cards, the setup of 3 own armies and 1 on each independent, the opponent
//! rolling an independent's defence, and independents that never move nor grow.

use lamorisse_engine::action::{Action, Event, RuleError};
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::play_game;
use lamorisse_engine::state::{ForceId, ForceKind, GameState, Phase};

const INDEPENDENTS: [ForceId; 2] = [ForceId(2), ForceId(3)];

/// A new passive-independents game.
fn new_game(seed: u64) -> GameState {
    GameState::new(preset("conquete-2010-duel-passive").unwrap(), 2, seed).unwrap()
}

#[test]
fn twelve_cards_to_each_player_and_nine_to_each_independent() {
    // 000 "2 joueurs, Mise en place": 36 each, 24 for each independent (RULINGS R3, house),
    // 12 territory cards to each player and 9 to each independent, jokers out.
    let state = new_game(3);
    assert_eq!(state.forces.len(), 4);
    for force in [ForceId(0), ForceId(1)] {
        assert_eq!(state.territory_count(force), 12);
        assert_eq!(state.force(force).setup_armies, 36 - 12);
    }
    for force in INDEPENDENTS {
        assert_eq!(state.force(force).kind, ForceKind::Independent);
        assert_eq!(state.territory_count(force), 9);
        assert_eq!(state.force(force).setup_armies, 24 - 9);
    }
    let colours: std::collections::HashSet<_> = state.forces.iter().map(|f| f.colour).collect();
    assert_eq!(colours.len(), 4, "each force in its own colour");
    assert_eq!(
        state.draw_pile.len(),
        44,
        "every card back in the pile, jokers too"
    );
    assert_eq!(state.phase, Phase::PlaceStartingArmies);
}

#[test]
fn in_turn_three_own_armies_then_one_on_each_independent() {
    // 000: "placent 3 régiments à la fois ... et ensuite 1 régiment pour chaque indépendant".
    let mut state = new_game(4);
    let me = state.turn.current;
    let mine = state.territories_of(me).next().unwrap();
    for _ in 0..3 {
        assert_eq!(state.starting_army_force(), me);
        state
            .apply(&Action::PlaceStartingArmy { territory: mine })
            .unwrap();
    }
    for independent in INDEPENDENTS {
        assert_eq!(state.starting_army_force(), independent);
        assert_eq!(state.turn.current, me, "the same player places it");
        assert_eq!(
            state.apply(&Action::PlaceStartingArmy { territory: mine }),
            Err(RuleError::NotNeutralTerritory)
        );
        let theirs = state.territories_of(independent).next().unwrap();
        state
            .apply(&Action::PlaceStartingArmy { territory: theirs })
            .unwrap();
    }
    assert_ne!(state.turn.current, me, "then the other player");
    assert_eq!(state.holding(mine).armies, 4);
}

#[test]
fn setup_ends_with_every_army_placed_and_no_independent_beyond_24() {
    let rules = preset("conquete-2010-duel-passive").unwrap();
    for seed in 0..10 {
        let mut at_start = None;
        let (state, _) = play_game(&rules, 2, seed, |state, action, events| {
            let armies = |f: ForceId| -> u32 {
                state
                    .territories_of(f)
                    .map(|t| state.holding(t).armies)
                    .sum()
            };
            if events.iter().any(|e| matches!(e, Event::SetupDone)) {
                assert_eq!(armies(ForceId(0)), 36);
                assert_eq!(armies(ForceId(1)), 36);
                at_start = Some(INDEPENDENTS.map(armies));
                for f in INDEPENDENTS {
                    assert!(armies(f) <= 24);
                }
            }
            if let Some(start) = at_start {
                // Independents never move, never grow, never take a turn.
                assert!(!INDEPENDENTS.contains(&state.turn.current));
                for (i, f) in INDEPENDENTS.into_iter().enumerate() {
                    assert!(armies(f) <= start[i]);
                }
                if let Action::Attack { to, .. } = action
                    && INDEPENDENTS.contains(&state.holding(*to).owner)
                {
                    // The opponent rolls an independent's defence.
                    assert_ne!(state.defending_seat(*to), state.turn.current);
                }
            }
        })
        .unwrap();
        let winner = state.winner().expect("the game ends");
        assert!(state.force(winner).kind == ForceKind::Player);
        assert_eq!(
            state
                .players()
                .filter(|&p| !state.force(p).eliminated)
                .count(),
            1,
            "won by eliminating the opponent"
        );
    }
}
