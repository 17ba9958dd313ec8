//! Book 002 "Règle pour 2 joueurs": the allied force (RULINGS R3, R9). The deal without jokers
//! (14 cards each), the ally on the other 14 with 2 armies each; its half of everything the
//! active player receives, placed by the other player after the active player's attacks; the
//! turn in three times; the opponent rolling the ally's defence; cards only for taking allied
//! territory, none through the ally; a destroyed ally gets nothing more.

use crate::common;

use common::{assert_won_with_legal_choices, attack_with, card, t};
use lamorisse_engine::action::{Action, Event, RuleError};
use lamorisse_engine::allied::AllyStep;
use lamorisse_engine::bot::Level;
use lamorisse_engine::cards::Card;
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::play_bots;
use lamorisse_engine::state::{ForceId, ForceKind, GameState, Phase};

const A: ForceId = ForceId(0);
const B: ForceId = ForceId(1);
const ALLY: ForceId = ForceId(2);

#[test]
fn the_deal_gives_fourteen_territories_each_jokers_out_and_the_ally_two_on_each() {
    for seed in 0..20 {
        let state = GameState::new(preset("miro-1975-duel").unwrap(), 2, seed).unwrap();
        assert_eq!(state.forces.len(), 3);
        assert_eq!(state.force(ALLY).kind, ForceKind::Allied);
        assert_eq!(state.territory_count(ALLY), 14);
        assert!(
            state
                .territories_of(ALLY)
                .all(|t| state.holding(t).armies == 2)
        );
        for player in [A, B] {
            assert_eq!(state.territory_count(player), 14);
            assert!(
                state
                    .territories_of(player)
                    .all(|t| state.holding(t).armies == 1)
            );
            // 40 armies each: the remaining 26 placed at will (RULINGS R3).
            assert_eq!(state.force(player).setup_armies, 26);
        }
        // The jokers went back into the pile for the game.
        let jokers = state
            .draw_pile
            .iter()
            .filter(|c| matches!(c, Card::Joker(_)))
            .count();
        assert_eq!(jokers, 2, "seed {seed}");
        assert_eq!(state.phase, Phase::PlaceStartingArmies);
    }
}

#[test]
fn each_player_places_their_whole_remainder_then_the_other() {
    let mut state = GameState::new(preset("miro-1975-duel").unwrap(), 2, 3).unwrap();
    let first = state.turn.current;
    for _ in 0..26 {
        assert_eq!(state.deciding_seat(), first);
        let mine = state.territories_of(first).next().unwrap();
        state
            .apply(&Action::PlaceStartingArmy { territory: mine })
            .unwrap();
    }
    let second = state.turn.current;
    assert_ne!(second, first);
    assert_eq!(state.force(second).setup_armies, 26);
}

/// A position at the start of A's turn: A holds 9 territories (3 armies each), the ally 14
/// (2 each) and B the rest (2 each), with Alaska A's, Kamchatka the ally's and Alberta B's.
fn turn_of_a() -> GameState {
    let mut state = GameState::new(preset("miro-1975-duel").unwrap(), 2, 11).unwrap();
    let board = state.board();
    let a_keys = [
        "alaska",
        "northwest-territory",
        "greenland",
        "ontario",
        "quebec",
        "eastern-us",
        "central-america",
        "iceland",
        "western-us",
    ];
    let ally_keys = [
        "kamchatka",
        "yakutsk",
        "irkutsk",
        "mongolia",
        "japan",
        "siberia",
        "ural",
        "china",
        "afghanistan",
        "india",
        "siam",
        "middle-east",
        "indonesia",
        "new-guinea",
    ];
    for id in board.ids() {
        let key = board.territory(id).key.as_str();
        let holding = &mut state.territories[usize::from(id.0)];
        (holding.owner, holding.armies) = if a_keys.contains(&key) {
            (A, 3)
        } else if ally_keys.contains(&key) {
            (ALLY, 2)
        } else {
            (B, 2)
        };
    }
    for force in &mut state.forces {
        force.setup_armies = 0;
        force.hand.clear();
    }
    state.turn.round = 6;
    let mut events = Vec::new();
    // Begin A's turn through the engine: 9 territories give 3 (9 / 3), nothing more.
    state.phase = Phase::Fortify;
    state.turn.current = B;
    state.turn.ally_step = None;
    state
        .apply(&Action::EndTurn)
        .map(|e| events.extend(e))
        .unwrap();
    assert_eq!(state.turn.current, A);
    state
}

#[test]
fn the_ally_gets_half_of_what_the_active_player_received_placed_by_the_other_after_the_attacks() {
    let mut state = turn_of_a();
    assert_eq!(state.turn.ally_step, Some(AllyStep::Opening));
    assert_eq!(state.phase, Phase::Reinforce);
    let received = state.turn.reserve;
    assert_eq!(received, 3, "9 territories give 3 in 002");
    // A places; the ally's half waits for the end of A's attacks.
    state
        .apply(&Action::Place {
            territory: t("alaska"),
            armies: received,
        })
        .unwrap();
    assert_eq!(state.phase, Phase::Attack);
    assert_eq!(state.deciding_seat(), A);
    // The free move and the end of the turn wait for the ally's step.
    assert_eq!(state.check(&Action::EndTurn), Err(RuleError::AllyStepFirst));
    assert_eq!(
        state.check(&Action::Fortify {
            from: t("alaska"),
            to: t("northwest-territory"),
            armies: 1
        }),
        Err(RuleError::AllyStepFirst)
    );
    let events = state.apply(&Action::EndAttack).unwrap();
    assert!(events.contains(&Event::AllyStepBegan {
        ally: ALLY,
        seat: B,
        armies: received / 2
    }));
    assert_eq!(state.turn.ally_step, Some(AllyStep::Counter));
    assert_eq!(state.phase, Phase::Reinforce);
    assert_eq!(state.deciding_seat(), B);
    assert_eq!(state.placing_force(), ALLY);
    // B places the ally's armies on allied territories only.
    assert_eq!(
        state.check(&Action::Place {
            territory: t("alberta"),
            armies: 1
        }),
        Err(RuleError::NotYourTerritory)
    );
    state
        .apply(&Action::Place {
            territory: t("kamchatka"),
            armies: 1,
        })
        .unwrap();
    assert_eq!(state.holding(t("kamchatka")).armies, 3);
    // Then B may counter-attack A with allied armies.
    assert_eq!(state.phase, Phase::Attack);
    assert_eq!(state.deciding_seat(), B);
}

#[test]
fn the_ally_gets_half_of_the_plus_two_of_each_pictured_card_held() {
    // RULINGS R9: 002 counts the +2 of each pictured card whose territory the player holds
    // among the armies a set gives ("il reçoit 2 armées supplémentaires par carte").
    let mut state = turn_of_a();
    let infantry = [card("alaska"), card("western-us"), card("iceland")];
    state.forces[usize::from(A.0)].hand = infantry.to_vec();
    let mut set = 0;
    let mut bonus = 0;
    for event in state
        .apply(&Action::TradeCards { cards: infantry })
        .unwrap()
    {
        match event {
            Event::CardsTraded { armies, .. } => set += armies,
            Event::OccupiedBonus { armies, .. } => bonus += armies,
            _ => {}
        }
    }
    assert_eq!(bonus, 6, "three pictured territories held: +2 each");
    let received = 3 + set + bonus;
    state
        .apply(&Action::Place {
            territory: t("alaska"),
            armies: state.turn.reserve,
        })
        .unwrap();
    let events = state.apply(&Action::EndAttack).unwrap();
    assert!(
        events.contains(&Event::AllyStepBegan {
            ally: ALLY,
            seat: B,
            armies: received / 2
        }),
        "the ally gets half of {received}: {events:?}"
    );
}

#[test]
fn allied_armies_attack_only_the_active_player_and_never_move() {
    let mut state = turn_of_a();
    state
        .apply(&Action::Place {
            territory: t("alaska"),
            armies: 3,
        })
        .unwrap();
    state.apply(&Action::EndAttack).unwrap();
    state
        .apply(&Action::Place {
            territory: t("mongolia"),
            armies: 1,
        })
        .unwrap();
    // B's own armies do not attack in the ally's step.
    assert_eq!(
        state.check(&Action::Attack {
            from: t("alberta"),
            to: t("alaska"),
            dice: 1,
            defend: None
        }),
        Err(RuleError::NotYourTerritory)
    );
    // Allied armies never attack B's territories (nor the ally's own).
    let mut board_b = state.clone();
    board_b.territories[usize::from(t("alaska").0)].owner = B;
    assert_eq!(
        board_b.check(&Action::Attack {
            from: t("kamchatka"),
            to: t("alaska"),
            dice: 1,
            defend: None
        }),
        Err(RuleError::AttackOwnTerritory)
    );
    assert_eq!(
        state.check(&Action::Attack {
            from: t("kamchatka"),
            to: t("yakutsk"),
            dice: 1,
            defend: None
        }),
        Err(RuleError::AttackOwnTerritory)
    );
    // They attack A; A rolls A's own defence.
    assert!(
        state
            .check(&Action::Attack {
                from: t("kamchatka"),
                to: t("alaska"),
                dice: 1,
                defend: None
            })
            .is_ok()
    );
    assert_eq!(state.defending_seat(t("alaska")), A);
    // No free move for the ally: the step ends with the end of its attacks.
    assert_eq!(
        state.check(&Action::Fortify {
            from: t("kamchatka"),
            to: t("yakutsk"),
            armies: 1
        }),
        Err(RuleError::AllyStepFirst)
    );
    let events = state.apply(&Action::EndAttack).unwrap();
    assert!(events.contains(&Event::InitiativeResumed { force: A }));
    assert_eq!(state.turn.ally_step, Some(AllyStep::Resumed));
    assert_eq!((state.phase, state.deciding_seat()), (Phase::Attack, A));
    // A attacks or moves once more, then ends the turn.
    state.apply(&Action::EndAttack).unwrap();
    assert_eq!(state.phase, Phase::Fortify);
    state.apply(&Action::EndTurn).unwrap();
    assert_eq!(state.turn.current, B);
    assert_eq!(state.turn.ally_step, Some(AllyStep::Opening));
}

#[test]
fn the_other_player_rolls_the_allys_defence() {
    let state = turn_of_a();
    assert_eq!(state.defending_seat(t("kamchatka")), B);
}

#[test]
fn taking_allied_territory_earns_a_card_and_allied_conquests_none() {
    let mut state = turn_of_a();
    state
        .apply(&Action::Place {
            territory: t("alaska"),
            armies: 3,
        })
        .unwrap();
    // Alaska (6) takes Kamchatka (2) from the ally.
    attack_with(&mut state, "alaska", "kamchatka", &[6, 6, 6], &[1, 1]).unwrap();
    assert!(matches!(state.phase, Phase::Occupy { .. }));
    state.apply(&Action::Occupy { armies: 3 }).unwrap();
    assert!(state.turn.conquered, "a card for taking allied territory");
    let hand_a = state.force(A).hand.len();
    state.apply(&Action::EndAttack).unwrap();
    // The ally's step: it takes Alaska back; that earns nobody a card.
    let placed = state.turn.reserve;
    if state.phase == Phase::Reinforce {
        state
            .apply(&Action::Place {
                territory: t("yakutsk"),
                armies: placed,
            })
            .unwrap();
    }
    state.territories[usize::from(t("yakutsk").0)].armies = 6;
    state.territories[usize::from(t("kamchatka").0)].armies = 2;
    attack_with(&mut state, "yakutsk", "kamchatka", &[6, 6, 6], &[1, 1]).unwrap();
    let hand_b = state.force(B).hand.len();
    state.apply(&Action::Occupy { armies: 3 }).unwrap();
    state.apply(&Action::EndAttack).unwrap();
    state.apply(&Action::EndAttack).unwrap();
    let events = state.apply(&Action::EndTurn).unwrap();
    assert_eq!(state.force(A).hand.len(), hand_a + 1, "{events:?}");
    assert_eq!(state.force(B).hand.len(), hand_b);
}

#[test]
fn a_destroyed_ally_gets_nothing_and_the_turn_has_no_ally_step() {
    let mut state = turn_of_a();
    for holding in &mut state.territories {
        if holding.owner == ALLY {
            holding.owner = B;
        }
    }
    state.forces[usize::from(ALLY.0)].eliminated = true;
    state
        .apply(&Action::Place {
            territory: t("alaska"),
            armies: 3,
        })
        .unwrap();
    state.apply(&Action::EndAttack).unwrap();
    assert_eq!(state.phase, Phase::Fortify);
    assert_eq!(state.deciding_seat(), A);
}

#[test]
fn bots_of_every_level_play_the_duel_to_the_end_without_a_wrong_move() {
    let rules = preset("miro-1975-duel").unwrap();
    for (i, levels) in [
        [Level::Easy, Level::Easy],
        [Level::Normal, Level::Easy],
        [Level::Hard, Level::Normal],
    ]
    .iter()
    .enumerate()
    {
        for seed in 0..4u64 {
            let mut steps = [0u32; 3];
            let (state, played) = play_bots(&rules, levels, seed + 10 * i as u64, |s, _, _| {
                if let Some(step) = s.turn.ally_step {
                    steps[step as usize] += 1;
                }
            })
            .unwrap();
            assert_won_with_legal_choices(&format!("{levels:?} seed {seed}"), &state, &played);
            assert!(
                steps[AllyStep::Counter as usize] > 0,
                "the ally's step was played"
            );
        }
    }
}
