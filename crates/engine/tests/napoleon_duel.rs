//! Book 004 "Règle pour 2 joueurs": the neutral army of 32 on 16 territories that receives
//! half of every reinforcement, placed by the other player (RULINGS R3, R9), and the same
//! neutral in `napoleon-1999-world` with two players.

use crate::common;

use lamorisse_engine::action::{Action, Event, RuleError};
use lamorisse_engine::board::{Board, CardDesign, TerritoryId};
use lamorisse_engine::bot::Level;
use lamorisse_engine::cards::Card;
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::play_bots;
use lamorisse_engine::state::{ForceId, ForceKind, GameState, Phase};

const NEUTRAL: ForceId = ForceId(2);

#[test]
fn the_neutral_stands_two_armies_on_each_of_its_sixteen_territories() {
    for id in ["napoleon-1999-duel", "napoleon-1999-world"] {
        for seed in 0..20 {
            let state = GameState::new(preset(id).unwrap(), 2, seed).unwrap();
            assert_eq!(state.forces.len(), 3, "{id}");
            assert_eq!(state.force(NEUTRAL).kind, ForceKind::Neutral);
            assert_eq!(state.territory_count(NEUTRAL), 16);
            assert!(
                state
                    .territories_of(NEUTRAL)
                    .all(|t| state.holding(t).armies == 2)
            );
            assert_eq!(state.force(NEUTRAL).setup_armies, 0);
            for player in state.players() {
                assert_eq!(state.territory_count(player), 16);
                assert_eq!(state.force(player).setup_armies, 40 - 16);
                assert!(state.force(player).missions.is_empty());
            }
            // The players place their own armies only, one at a time in turn.
            assert_eq!(state.phase, Phase::PlaceStartingArmies);
            assert_eq!(state.starting_army_force(), state.turn.current);
        }
    }
}

/// A duel at the start of seat 0's turn: seat 0 holds Spain and Portugal and 14 more
/// territories (18) but no other whole region, the neutral 16, seat 1 the other 14; seat 0
/// holds `hand`.
fn start_of_turn(hand: Vec<Card>) -> GameState {
    let board = Board::europe_1810();
    let mut state = GameState::new(preset("napoleon-1999-duel").unwrap(), 2, 5).unwrap();
    let iberia = ["portugal", "castile", "aragon", "andalusia"].map(|k| board.find(k).unwrap());
    let others: Vec<TerritoryId> = board.ids().filter(|t| !iberia.contains(t)).collect();
    for (i, holding) in state.territories.iter_mut().enumerate() {
        let id = TerritoryId(i as u8);
        let rank = others.iter().position(|&t| t == id);
        holding.owner = match rank {
            // Alternate picks, so that seat 0 holds no other whole region.
            None => ForceId(0),
            Some(r) if r < 28 && r % 2 == 0 => ForceId(0),
            Some(r) if r < 30 => NEUTRAL,
            Some(_) => ForceId(1),
        };
        holding.armies = 3;
    }
    for force in &mut state.forces {
        force.setup_armies = 0;
        force.hand.clear();
    }
    let dealt = hand.clone();
    state.draw_pile.retain(|c| !dealt.contains(c));
    state.forces[0].hand = hand;
    state.turn.current = ForceId(1);
    state.phase = Phase::Fortify;
    state.apply(&Action::EndTurn).unwrap();
    assert_eq!(state.turn.current, ForceId(0));
    assert_eq!(state.territory_count(ForceId(0)), 18);
    state
}

/// Three artillery cards, the first of them showing a territory of seat 0's.
fn three_artillery(state: &GameState) -> [Card; 3] {
    let board = state.board();
    let mut artillery: Vec<Card> = board
        .ids()
        .map(Card::Territory)
        .filter(|c| c.design(board) == Some(CardDesign::Artillery))
        .collect();
    artillery.sort_by_key(|c| c.territory().map(|t| state.holding(t).owner != ForceId(0)));
    [artillery[0], artillery[1], artillery[2]]
}

#[test]
fn the_books_example_gives_the_neutral_8_of_17_placed_by_the_other_player() {
    let probe = start_of_turn(Vec::new());
    let cards = three_artillery(&probe);
    let mut state = start_of_turn(cards.to_vec());
    // 004: "18 territoires, il contrôle l'Espagne et échange 3 cartes Artillerie: 6+3+8".
    assert_eq!(state.turn.reserve, 6 + 3);
    let events = state.apply(&Action::TradeCards { cards }).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::OccupiedBonus { armies: 2, .. }))
    );
    assert_eq!(state.turn.reserve, 17);
    let mine = state.territories_of(ForceId(0)).next().unwrap();
    let neutral = state.territories_of(NEUTRAL).next().unwrap();
    assert_eq!(state.deciding_seat(), ForceId(0));
    state
        .apply(&Action::Place {
            territory: mine,
            armies: 10,
        })
        .unwrap();
    let events = state
        .apply(&Action::Place {
            territory: mine,
            armies: 7,
        })
        .unwrap();
    // Half of 17, rounded down; the 2 armies on the pictured territory do not count.
    assert!(events.contains(&Event::NeutralReinforced {
        force: NEUTRAL,
        armies: 8
    }));
    assert_eq!(state.phase, Phase::Reinforce);
    assert_eq!(state.placing_force(), NEUTRAL);
    assert_eq!(state.turn.reserve, 8);
    // "Le second joueur répartit les renforts de l'armée neutre".
    assert_eq!(state.deciding_seat(), ForceId(1));
    assert_eq!(
        state.apply(&Action::Place {
            territory: mine,
            armies: 1
        }),
        Err(RuleError::NotYourTerritory)
    );
    let before = state.holding(neutral).armies;
    state
        .apply(&Action::Place {
            territory: neutral,
            armies: 5,
        })
        .unwrap();
    state
        .apply(&Action::Place {
            territory: neutral,
            armies: 3,
        })
        .unwrap();
    assert_eq!(state.holding(neutral).armies, before + 8);
    assert_eq!(state.phase, Phase::Attack);
    assert_eq!(state.deciding_seat(), ForceId(0));
    assert_eq!(state.turn.placing_for, None);
}

#[test]
fn only_legal_placements_on_the_neutral_are_offered_while_its_share_is_placed() {
    let mut state = start_of_turn(Vec::new());
    let mine = state.territories_of(ForceId(0)).next().unwrap();
    state
        .apply(&Action::Place {
            territory: mine,
            armies: 9,
        })
        .unwrap();
    assert_eq!(state.turn.reserve, 4);
    let legal = state.legal_actions();
    assert!(!legal.is_empty());
    for action in &legal {
        let Action::Place { territory, .. } = action else {
            panic!("{action:?} offered while the neutral's share is placed");
        };
        assert_eq!(state.holding(*territory).owner, NEUTRAL);
    }
    // The active player's cards stay theirs: no trade in the neutral's placement.
    let probe = three_artillery(&state);
    state.forces[0].hand = probe.to_vec();
    assert_eq!(
        state.apply(&Action::TradeCards { cards: probe }),
        Err(RuleError::NoTradeNow)
    );
}

#[test]
fn the_other_player_rolls_the_neutrals_defence() {
    let state = start_of_turn(Vec::new());
    let neutral = state.territories_of(NEUTRAL).next().unwrap();
    assert_eq!(state.defending_seat(neutral), ForceId(1));
}

#[test]
fn a_neutral_with_no_territory_left_gets_nothing() {
    let mut state = start_of_turn(Vec::new());
    for holding in &mut state.territories {
        if holding.owner == NEUTRAL {
            holding.owner = ForceId(1);
        }
    }
    state.forces[usize::from(NEUTRAL.0)].eliminated = true;
    let mine = state.territories_of(ForceId(0)).next().unwrap();
    let events = state
        .apply(&Action::Place {
            territory: mine,
            armies: 9,
        })
        .unwrap();
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::NeutralReinforced { .. }))
    );
    assert_eq!(state.phase, Phase::Attack);
}

#[test]
fn bots_of_every_level_finish_the_duel_and_the_two_player_conquest() {
    for id in ["napoleon-1999-duel", "napoleon-1999-world"] {
        let rules = preset(id).unwrap();
        for (seed, levels) in [
            (1, [Level::Easy, Level::Normal]),
            (2, [Level::Normal, Level::Hard]),
            (3, [Level::Easy, Level::Easy]),
        ] {
            let mut neutral_placements = 0;
            let (state, played) = play_bots(&rules, &levels, seed, |state, action, _| {
                if matches!(action, Action::Place { territory, .. } if state.holding(*territory).owner == NEUTRAL)
                {
                    neutral_placements += 1;
                }
            })
            .unwrap();
            common::assert_won_with_legal_choices(&format!("{id} {seed}"), &state, &played);
            assert!(neutral_placements > 0, "{id} {seed}");
        }
    }
}
