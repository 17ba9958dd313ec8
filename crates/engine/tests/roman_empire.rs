//! Book 003 on the Roman board (`roman-empire`, `roman-conquest`): setup, the treasury and
//! the shop, swords and shields on the dice, potions, leaders, missions scored one a turn,
//! spoils, elimination and the victory at 10 points (RULINGS R3, R7, R8).

use crate::common;

use lamorisse_engine::action::{Action, Event, RuleError};
use lamorisse_engine::board::{Board, TerritoryId};
use lamorisse_engine::bot::Level;
use lamorisse_engine::empire::{DiceBonus, Potion, Ware};
use lamorisse_engine::game::Outcome;
use lamorisse_engine::missions::Mission;
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::play_bots;
use lamorisse_engine::state::{ForceId, ForceKind, GameState, Leader, Phase};

/// A Roman territory by key.
fn r(key: &str) -> TerritoryId {
    common::territory_on(Board::roman_empire(), key)
}

/// A position of `id` with 3 players: seat 0 holds `mine`, seat 1 `theirs`, seat 2 the rest
/// with 1 army each; seat 0 is to move in `phase` with an empty purse, no potions and no
/// points, and leaders as given (seat order).
fn roman(
    id: &str,
    mine: &[(&str, u32)],
    theirs: &[(&str, u32)],
    phase: Phase,
    leaders: [Leader; 3],
) -> GameState {
    let mut state = GameState::new(preset(id).unwrap(), 3, 7).unwrap();
    for holding in &mut state.territories {
        holding.owner = ForceId(2);
        holding.armies = 1;
    }
    for (force, list) in [(ForceId(0), mine), (ForceId(1), theirs)] {
        for (key, armies) in list {
            let holding = &mut state.territories[usize::from(r(key).0)];
            holding.owner = force;
            holding.armies = *armies;
        }
    }
    for (force, leader) in state.forces.iter_mut().zip(leaders) {
        force.setup_armies = 0;
        force.sesterces = 0;
        force.potions.clear();
        force.victory_points = 0;
        force.leader = Some(leader);
    }
    state.turn.current = ForceId(0);
    state.turn.first = ForceId(0);
    state.turn.reserve = 0;
    state.phase = phase;
    state
}

/// Seat 0 reinforcing with 3 armies to place, holding Armorica with 3.
fn reinforcing(id: &str) -> GameState {
    let mut state = roman(id, &[("armorica", 3)], &[], Phase::Reinforce, CALM);
    state.turn.reserve = 3;
    state
}

/// The leaders with no effect on the tests' battles (seat 0 Egyptians, 1 Hispanians).
const CALM: [Leader; 3] = [Leader::Egyptians, Leader::Hispanians, Leader::Vikings];

/// Attacks with the given dice.
fn attack(state: &mut GameState, from: &str, to: &str, a: &[u8], d: &[u8]) -> Vec<Event> {
    let action = Action::Attack {
        from: r(from),
        to: r(to),
        dice: a.len() as u8,
        defend: Some(d.len() as u8),
    };
    let outcome = Outcome {
        dice: Some((a.to_vec(), d.to_vec())),
        ..Outcome::default()
    };
    state.apply_recorded(&action, &outcome).unwrap()
}

/// The losses of the last battle in `events`, as (attacker, defender), with its bonus.
fn battle(events: &[Event]) -> (u32, u32, DiceBonus) {
    events
        .iter()
        .find_map(|e| match e {
            Event::Battle {
                attacker_losses,
                defender_losses,
                bonus,
                ..
            } => Some((*attacker_losses, *defender_losses, *bonus)),
            _ => None,
        })
        .unwrap()
}

#[test]
fn setup_deals_a_leader_two_missions_and_the_seat_bonuses() {
    let state = GameState::new(preset("roman-empire").unwrap(), 5, 3).unwrap();
    let mut leaders: Vec<Leader> = state.forces.iter().filter_map(|f| f.leader).collect();
    leaders.sort_by_key(|l| Leader::ALL.iter().position(|x| x == l));
    assert_eq!(leaders, Leader::ALL);
    let empire = state.empire.as_ref().unwrap();
    assert!(state.forces.iter().all(|f| f.missions.len() == 2));
    assert_eq!(empire.mission_pile.len(), 10);
    assert_eq!(empire.purse_pile.len(), 75);
    // 003 "Prime de départ": the 3rd player 1 sesterce, the 4th and 5th 2 and a potion.
    let first = usize::from(state.turn.first.0);
    let by_seat: Vec<(u32, usize)> = (0..5)
        .map(|seat| {
            let force = &state.forces[(first + seat) % 5];
            (force.sesterces, force.potions.len())
        })
        .collect();
    assert_eq!(by_seat, [(0, 0), (0, 0), (1, 0), (2, 1), (2, 1)]);
    assert_eq!(empire.potion_pile.len(), 27);
    assert!(
        state
            .forces
            .iter()
            .flat_map(|f| &f.potions)
            .all(|&p| p != Potion::BadBrew)
    );
    // 003 "Mise en place" 7: 20 armies each with 5 players; claims first.
    assert_eq!(state.phase, Phase::Claim);
    assert!(state.forces.iter().all(|f| f.setup_armies == 20));
}

#[test]
fn the_duel_draws_13_neutral_territories_with_2_armies_before_the_claims() {
    let mut state = GameState::new(preset("roman-empire").unwrap(), 2, 4).unwrap();
    let neutral = ForceId(2);
    assert_eq!(state.force(neutral).kind, ForceKind::Neutral);
    let held: Vec<_> = state.territories_of(neutral).collect();
    assert_eq!(held.len(), 13);
    assert!(held.iter().all(|&t| state.holding(t).armies == 2));
    assert_eq!(state.phase, Phase::Claim);
    assert!(state.forces[..2].iter().all(|f| f.setup_armies == 29));
    // The second player's starting bonus with 2 players.
    let second = ForceId(1 - state.turn.first.0);
    assert_eq!(state.force(second).sesterces, 1);
    while state.phase == Phase::Claim || state.phase == Phase::PlaceStartingArmies {
        let action = state.legal_actions()[0].clone();
        state.apply(&action).unwrap();
    }
    assert_eq!(state.phase, Phase::Reinforce);
    assert_eq!(state.territories_of(neutral).count(), 13);
}

#[test]
fn the_neutral_always_defends_with_the_most_dice() {
    let mut state = GameState::new(preset("roman-empire").unwrap(), 2, 4).unwrap();
    while state.phase != Phase::Attack {
        let action = state.legal_actions()[0].clone();
        state.apply(&action).unwrap();
    }
    let me = state.turn.current;
    let (from, to) = state
        .territories_of(me)
        .find_map(|f| {
            let board = state.board();
            board
                .adjacent(f)
                .find(|&n| state.force(state.holding(n).owner).kind == ForceKind::Neutral)
                .map(|n| (f, n))
        })
        .unwrap();
    state.territories[usize::from(from.0)].armies = 10;
    let events = state
        .apply(&Action::Attack {
            from,
            to,
            dice: 3,
            defend: Some(1),
        })
        .unwrap();
    let rolled = events.iter().find_map(|e| match e {
        Event::Battle { defend, .. } => Some(defend.len()),
        _ => None,
    });
    assert_eq!(rolled, Some(2));
}

#[test]
fn reinforcements_count_territories_plus_ports_by_three() {
    // Ports: belgica, narbonensis, latium, apulia (4) plus 4 inland territories: (8 + 4) / 3.
    let mine: Vec<(&str, u32)> = [
        "belgica",
        "narbonensis",
        "latium",
        "apulia",
        "armorica",
        "treveri",
        "aedui",
        "arverni",
    ]
    .into_iter()
    .map(|k| (k, 1))
    .collect();
    let state = roman("roman-empire", &mine, &[], Phase::Reinforce, CALM);
    assert_eq!(state.reinforcements(ForceId(0)), (4, 0));
}

#[test]
fn sesterces_buy_armies_by_the_table_once_a_turn() {
    let expected = [2, 4, 7, 10, 13, 17, 21, 25, 30];
    for (sesterces, armies) in (2..=10).zip(expected) {
        let mut state = reinforcing("roman-empire");
        state.forces[0].sesterces = 12;
        let events = state.apply(&Action::CashSesterces { sesterces }).unwrap();
        assert!(events.contains(&Event::SesterceCashed {
            force: ForceId(0),
            sesterces,
            armies
        }));
        assert_eq!(state.turn.reserve, 3 + armies);
        assert_eq!(state.forces[0].sesterces, 12 - sesterces);
        assert_eq!(
            state.apply(&Action::CashSesterces { sesterces: 2 }),
            Err(RuleError::AlreadyCashed)
        );
    }
    let mut state = reinforcing("roman-empire");
    state.forces[0].sesterces = 20;
    for bad in [0, 1, 11] {
        assert_eq!(
            state.apply(&Action::CashSesterces { sesterces: bad }),
            Err(RuleError::BadSesterceCount)
        );
    }
    state.forces[0].sesterces = 3;
    assert_eq!(
        state.apply(&Action::CashSesterces { sesterces: 4 }),
        Err(RuleError::NotEnoughSesterces)
    );
    let mut attacking = roman("roman-empire", &[("armorica", 3)], &[], Phase::Attack, CALM);
    attacking.forces[0].sesterces = 5;
    assert_eq!(
        attacking.apply(&Action::CashSesterces { sesterces: 2 }),
        Err(RuleError::WrongPhase)
    );
}

#[test]
fn hispanians_silver_brings_three_quarters_more_armies() {
    let leaders = [Leader::Hispanians, Leader::Romans, Leader::Gauls];
    let mut state = roman(
        "roman-empire",
        &[("armorica", 3)],
        &[],
        Phase::Reinforce,
        leaders,
    );
    state.forces[0].sesterces = 10;
    state.turn.reserve = 3;
    state
        .apply(&Action::CashSesterces { sesterces: 10 })
        .unwrap();
    assert_eq!(state.turn.reserve, 3 + 30 + 22);
}

#[test]
fn the_shop_sells_swords_shields_and_missions_until_the_first_invasion() {
    let mut state = roman(
        "roman-empire",
        &[("gallia-cisalpina", 6), ("etruria", 2)],
        &[("narbonensis", 3)],
        Phase::Attack,
        CALM,
    );
    state.forces[0].sesterces = 7;
    let sword = Action::BuyWare {
        ware: Ware::Sword,
        territory: r("gallia-cisalpina"),
    };
    state.apply(&sword).unwrap();
    assert!(state.holding(r("gallia-cisalpina")).sword);
    assert_eq!(state.forces[0].sesterces, 5);
    assert_eq!(state.apply(&sword), Err(RuleError::AlreadyEquipped));
    let foreign = Action::BuyWare {
        ware: Ware::Shield,
        territory: r("narbonensis"),
    };
    assert_eq!(state.apply(&foreign), Err(RuleError::NotYourTerritory));
    state
        .apply(&Action::BuyWare {
            ware: Ware::Shield,
            territory: r("etruria"),
        })
        .unwrap();
    // A third mission for 1 sesterce, then no more than 3.
    state.apply(&Action::BuyMission).unwrap();
    assert_eq!(state.forces[0].missions.len(), 3);
    assert_eq!(state.forces[0].sesterces, 2);
    assert_eq!(
        state.apply(&Action::BuyMission),
        Err(RuleError::TooManyMissions)
    );
    // A swap: the old card goes under the pile.
    let old = state.forces[0].missions[0].clone();
    state.apply(&Action::SwapMission { mission: 0 }).unwrap();
    assert!(!state.forces[0].missions.contains(&old) || state.forces[0].missions.len() == 3);
    assert_eq!(state.empire.as_ref().unwrap().mission_pile[0], old);
    assert_eq!(state.forces[0].sesterces, 1);
    attack(
        &mut state,
        "gallia-cisalpina",
        "narbonensis",
        &[1, 1, 1],
        &[6, 6],
    );
    assert_eq!(
        state.apply(&Action::BuyWare {
            ware: Ware::Shield,
            territory: r("gallia-cisalpina"),
        }),
        Err(RuleError::ShopClosed)
    );
}

#[test]
fn a_sword_and_a_shield_add_one_to_the_best_die() {
    let mut state = roman(
        "roman-empire",
        &[("gallia-cisalpina", 8)],
        &[("narbonensis", 5)],
        Phase::Attack,
        CALM,
    );
    // 5 against 5: a tie goes to the defender ...
    let events = attack(
        &mut state,
        "gallia-cisalpina",
        "narbonensis",
        &[5, 1, 1],
        &[5],
    );
    assert_eq!(battle(&events), (1, 0, DiceBonus::default()));
    // ... but a sword makes it 6 against 5 ("plus de 6" allowed as well).
    state.territories[usize::from(r("gallia-cisalpina").0)].sword = true;
    let events = attack(
        &mut state,
        "gallia-cisalpina",
        "narbonensis",
        &[5, 1, 1],
        &[5],
    );
    let bonus = DiceBonus {
        attack: 1,
        defend: 0,
    };
    assert_eq!(battle(&events), (0, 1, bonus));
    // A shield answers it: 6 against 6 goes to the defender; only the best die changes.
    state.territories[usize::from(r("narbonensis").0)].shield = true;
    let events = attack(
        &mut state,
        "gallia-cisalpina",
        "narbonensis",
        &[5, 4, 1],
        &[5, 4],
    );
    let bonus = DiceBonus {
        attack: 1,
        defend: 1,
    };
    assert_eq!(battle(&events), (2, 0, bonus));
}

#[test]
fn the_sword_follows_the_conquest_and_the_defenders_markers_are_lost() {
    let mut state = roman(
        "roman-empire",
        &[("gallia-cisalpina", 8)],
        &[("narbonensis", 1)],
        Phase::Attack,
        CALM,
    );
    state.territories[usize::from(r("gallia-cisalpina").0)].sword = true;
    state.territories[usize::from(r("narbonensis").0)].sword = true;
    state.territories[usize::from(r("narbonensis").0)].shield = true;
    attack(
        &mut state,
        "gallia-cisalpina",
        "narbonensis",
        &[6, 6, 6],
        &[1],
    );
    assert!(matches!(state.phase, Phase::Occupy { min: 3, .. }));
    assert!(!state.holding(r("gallia-cisalpina")).sword);
    let taken = state.holding(r("narbonensis"));
    assert!(taken.sword && !taken.shield);
}

#[test]
fn one_potion_a_turn_each_at_its_moment() {
    let mut state = reinforcing("roman-empire");
    state.forces[0].potions = vec![Potion::Levy, Potion::Tribute, Potion::Palisade];
    let levy = Action::PlayPotion {
        potion: Potion::Levy,
        territory: None,
    };
    state.apply(&levy).unwrap();
    assert_eq!(state.turn.reserve, 6);
    assert_eq!(
        state.apply(&Action::PlayPotion {
            potion: Potion::Tribute,
            territory: None
        }),
        Err(RuleError::OnePotionPerTurn)
    );
    assert_eq!(
        state.apply(&Action::PlayPotion {
            potion: Potion::Palisade,
            territory: None
        }),
        Err(RuleError::PotionNotNow)
    );
    assert_eq!(state.apply(&levy), Err(RuleError::PotionNotInHand));
    // Played cards go under the pile.
    assert_eq!(state.empire.as_ref().unwrap().potion_pile[0], Potion::Levy);
}

#[test]
fn mercenaries_cost_a_victory_point_when_points_win() {
    let mercenaries = Action::PlayPotion {
        potion: Potion::Mercenaries,
        territory: None,
    };
    let mut state = reinforcing("roman-empire");
    state.forces[0].potions = vec![Potion::Mercenaries];
    assert_eq!(state.apply(&mercenaries), Err(RuleError::NotEnoughPoints));
    state.forces[0].victory_points = 2;
    state.apply(&mercenaries).unwrap();
    assert_eq!((state.turn.reserve, state.forces[0].victory_points), (9, 1));
    // (house) In the Conquest there are no points to pay.
    let mut conquest = reinforcing("roman-conquest");
    conquest.forces[0].potions = vec![Potion::Mercenaries];
    conquest.apply(&mercenaries).unwrap();
    assert_eq!(conquest.turn.reserve, 9);
}

#[test]
fn sabotage_and_fury_change_the_next_battles() {
    let mut state = roman(
        "roman-empire",
        &[("gallia-cisalpina", 9)],
        &[("narbonensis", 6)],
        Phase::Attack,
        CALM,
    );
    state.territories[usize::from(r("narbonensis").0)].shield = true;
    state.forces[0].potions = vec![Potion::Sabotage, Potion::Fury];
    let own = Action::PlayPotion {
        potion: Potion::Sabotage,
        territory: Some(r("gallia-cisalpina")),
    };
    assert_eq!(state.apply(&own), Err(RuleError::BadPotionTarget));
    state
        .apply(&Action::PlayPotion {
            potion: Potion::Sabotage,
            territory: Some(r("narbonensis")),
        })
        .unwrap();
    assert!(!state.holding(r("narbonensis")).shield);
    // Fury next turn: +1 on the best attack die for the rest of that turn.
    state.empire.as_mut().unwrap().potion_played = false;
    state
        .apply(&Action::PlayPotion {
            potion: Potion::Fury,
            territory: None,
        })
        .unwrap();
    let events = attack(
        &mut state,
        "gallia-cisalpina",
        "narbonensis",
        &[4, 1, 1],
        &[4, 1],
    );
    assert_eq!(battle(&events).2.attack, 1);
}

#[test]
fn a_defence_potion_is_played_by_the_attacked_player_in_the_attackers_turn() {
    let mut state = roman(
        "roman-empire",
        &[("gallia-cisalpina", 9)],
        &[("narbonensis", 1), ("helvetia", 3)],
        Phase::Attack,
        CALM,
    );
    state.forces[1].potions = vec![Potion::Rally, Potion::Palisade];
    // Not by the attacker, nor on another player's behalf.
    state.forces[0].potions = vec![Potion::Palisade];
    let own = Action::Guard {
        territory: r("gallia-cisalpina"),
        potion: Potion::Palisade,
    };
    assert_eq!(state.apply(&own), Err(RuleError::PotionNotNow));
    let rally = Action::Guard {
        territory: r("narbonensis"),
        potion: Potion::Rally,
    };
    let events = state.apply(&rally).unwrap();
    assert!(events.contains(&Event::Guarded {
        force: ForceId(1),
        territory: r("narbonensis"),
        potion: Potion::Rally,
        armies: 2
    }));
    assert_eq!(state.holding(r("narbonensis")).armies, 3);
    assert_eq!(
        state.apply(&Action::Guard {
            territory: r("narbonensis"),
            potion: Potion::Palisade,
        }),
        Err(RuleError::AlreadyGuarded)
    );
    state
        .apply(&Action::Guard {
            territory: r("helvetia"),
            potion: Potion::Palisade,
        })
        .unwrap();
    let events = attack(
        &mut state,
        "gallia-cisalpina",
        "helvetia",
        &[6, 1, 1],
        &[5, 1],
    );
    assert_eq!(battle(&events).2.defend, 1);
    assert_eq!(battle(&events).0 + battle(&events).1, 2);
    assert!(state.forces[1].potions.is_empty());
    // The attacker's own potion of the turn is still to play.
    assert!(!state.empire.as_ref().unwrap().potion_played);
}

#[test]
fn gauls_strike_their_first_target_and_romans_hold_their_first_attacked_territory() {
    let leaders = [Leader::Gauls, Leader::Romans, Leader::Vikings];
    let mut state = roman(
        "roman-empire",
        &[("gallia-cisalpina", 12)],
        &[("narbonensis", 6), ("helvetia", 6)],
        Phase::Attack,
        leaders,
    );
    let events = attack(
        &mut state,
        "gallia-cisalpina",
        "narbonensis",
        &[3, 1, 1],
        &[2, 1],
    );
    assert_eq!(
        battle(&events).2,
        DiceBonus {
            attack: 1,
            defend: 1
        }
    );
    // The second target gets neither.
    let events = attack(
        &mut state,
        "gallia-cisalpina",
        "helvetia",
        &[3, 1, 1],
        &[2, 1],
    );
    assert_eq!(battle(&events).2, DiceBonus::default());
}

#[test]
fn a_mission_scores_once_a_turn_after_the_manoeuvre_then_a_new_one_is_drawn() {
    let mut state = roman(
        "roman-empire",
        &[("armorica", 12)],
        &[],
        Phase::Attack,
        CALM,
    );
    let big = Mission::Scored {
        points: 1,
        goal: Box::new(Mission::ArmiesOnOne { armies: 10 }),
    };
    let owned = Mission::Scored {
        points: 2,
        goal: Box::new(Mission::ArmiesOnOne { armies: 12 }),
    };
    state.forces[0].missions = vec![big.clone(), owned.clone()];
    let pile = state.empire.as_ref().unwrap().mission_pile.len();
    let events = state.apply(&Action::EndTurn).unwrap();
    // Both are done; the one worth the most scores, the other waits a turn.
    assert!(events.iter().any(|e| matches!(
        e,
        Event::MissionScored {
            force: ForceId(0),
            points: 2,
            total: 2,
            ..
        }
    )));
    assert_eq!(state.forces[0].victory_points, 2);
    assert_eq!(state.forces[0].missions.len(), 2);
    assert!(state.forces[0].missions.contains(&big));
    assert_eq!(state.empire.as_ref().unwrap().mission_pile.len(), pile);
    assert_eq!(state.empire.as_ref().unwrap().mission_pile[0], owned);
}

#[test]
fn ten_points_at_the_end_of_a_turn_win() {
    let mut state = roman(
        "roman-empire",
        &[("armorica", 12)],
        &[],
        Phase::Attack,
        CALM,
    );
    state.forces[0].victory_points = 8;
    state.forces[0].missions = vec![Mission::Scored {
        points: 2,
        goal: Box::new(Mission::ArmiesOnOne { armies: 10 }),
    }];
    let events = state.apply(&Action::EndTurn).unwrap();
    assert!(events.contains(&Event::Won { force: ForceId(0) }));
    assert_eq!(state.winner(), Some(ForceId(0)));
}

#[test]
fn a_turn_with_a_conquest_earns_a_purse_and_a_potion_and_a_bad_brew_costs_a_point() {
    let mut state = roman(
        "roman-empire",
        &[("gallia-cisalpina", 8)],
        &[("narbonensis", 1), ("helvetia", 4)],
        Phase::Attack,
        CALM,
    );
    state.forces[0].missions.clear();
    state.forces[0].victory_points = 3;
    {
        let empire = state.empire.as_mut().unwrap();
        empire.potion_pile.push(Potion::BadBrew);
        empire.purse_pile.push(2);
    }
    attack(
        &mut state,
        "gallia-cisalpina",
        "narbonensis",
        &[6, 6, 6],
        &[1],
    );
    state.apply(&Action::Occupy { armies: 3 }).unwrap();
    let events = state.apply(&Action::EndTurn).unwrap();
    assert!(events.contains(&Event::PurseTaken {
        force: ForceId(0),
        sesterces: 2
    }));
    assert!(events.contains(&Event::BadBrewDrawn {
        force: ForceId(0),
        points_lost: 1
    }));
    assert_eq!(state.forces[0].sesterces, 2);
    assert_eq!(state.forces[0].victory_points, 2);
    assert!(state.forces[0].potions.is_empty());
}

#[test]
fn the_eliminator_takes_the_losers_potions_and_sesterces() {
    let mut state = roman(
        "roman-empire",
        &[("gallia-cisalpina", 8)],
        &[("narbonensis", 1)],
        Phase::Attack,
        CALM,
    );
    state.forces[1].potions = vec![Potion::Levy, Potion::Rally];
    state.forces[1].sesterces = 4;
    let events = attack(
        &mut state,
        "gallia-cisalpina",
        "narbonensis",
        &[6, 6, 6],
        &[1],
    );
    assert!(events.contains(&Event::TreasuryTaken {
        force: ForceId(1),
        by: ForceId(0),
        potions: 2,
        sesterces: 4
    }));
    assert_eq!(state.forces[0].potions, [Potion::Levy, Potion::Rally]);
    assert_eq!(state.forces[0].sesterces, 4);
    assert!(state.forces[1].missions.is_empty());
}

#[test]
fn egyptians_harvest_in_even_rounds_and_vikings_plunder_ports_from_ports_in_odd_ones() {
    let leaders = [Leader::Vikings, Leader::Egyptians, Leader::Gauls];
    let mut state = roman(
        "roman-empire",
        &[("latium", 8)],
        &[("sardinia", 1), ("etruria", 1), ("syria", 5)],
        Phase::Attack,
        leaders,
    );
    state.turn.round = 1;
    attack(&mut state, "latium", "etruria", &[6, 6, 6], &[1]);
    state.apply(&Action::Occupy { armies: 3 }).unwrap();
    assert_eq!(state.forces[0].sesterces, 0, "etruria has no port");
    let events = attack(&mut state, "latium", "sardinia", &[6, 6], &[1]);
    assert!(events.contains(&Event::LeaderIncome {
        force: ForceId(0),
        leader: Leader::Vikings,
        sesterces: 1
    }));
    assert_eq!(state.forces[0].sesterces, 1);
    // The Egyptians' turn in round 1 brings nothing; in round 2 a sesterce.
    state.forces[1].sesterces = 0;
    state.apply(&Action::Occupy { armies: 2 }).unwrap();
    let end_turn = |state: &mut GameState| {
        state.phase = Phase::Attack;
        state.turn.reserve = 0;
        state.apply(&Action::EndTurn).unwrap();
        (state.turn.current, state.turn.round)
    };
    assert_eq!(end_turn(&mut state), (ForceId(1), 1));
    assert_eq!(state.forces[1].sesterces, 0);
    assert_eq!(end_turn(&mut state), (ForceId(2), 1));
    assert_eq!(end_turn(&mut state), (ForceId(0), 2));
    assert_eq!(end_turn(&mut state), (ForceId(1), 2));
    assert_eq!(state.forces[1].sesterces, 1);
}

#[test]
fn bots_finish_both_games_at_every_table_size() {
    for (id, sizes) in [("roman-empire", 2..=5), ("roman-conquest", 3..=5)] {
        let rules = preset(id).unwrap();
        for players in sizes {
            let levels: Vec<Level> = (0..players).map(|i| Level::ALL[i % 3]).collect();
            let (state, played) = play_bots(&rules, &levels, 11, |_, _, _| {}).unwrap();
            common::assert_won_with_legal_choices(&format!("{id} {players}"), &state, &played);
        }
    }
}

#[test]
fn the_shop_opens_once_the_armies_are_placed() {
    // 003 step 2: "QUAND LES ARMÉES SONT EN PLACE, VOUS POUVEZ ACHETER" (RULINGS R8).
    let mut state = roman(
        "roman-empire",
        &[("gallia-cisalpina", 6), ("etruria", 2)],
        &[("narbonensis", 3)],
        Phase::Reinforce,
        CALM,
    );
    state.turn.reserve = 2;
    state.forces[0].sesterces = 7;
    let sword = Action::BuyWare {
        ware: Ware::Sword,
        territory: r("gallia-cisalpina"),
    };
    assert!(!state.shop_open());
    assert_eq!(state.check(&sword), Err(RuleError::ShopClosed));
    assert_eq!(state.check(&Action::BuyMission), Err(RuleError::ShopClosed));
    state
        .apply(&Action::Place {
            territory: r("etruria"),
            armies: 2,
        })
        .unwrap();
    assert_eq!(state.phase, Phase::Attack);
    assert!(state.shop_open());
    state.apply(&sword).unwrap();
}

#[test]
fn the_conquest_has_no_leaders_and_no_starting_bonus() {
    // 003 "Mode de jeu : Conquête": its setup has no leader cards and no starting bonus
    // (RULINGS R8); the Battle for the Roman Empire deals both.
    for players in 3..=5u8 {
        let conquest = GameState::new(preset("roman-conquest").unwrap(), players, 9).unwrap();
        for player in conquest.players() {
            let force = conquest.force(player);
            assert_eq!(force.leader, None, "{players} players");
            assert_eq!(force.sesterces, 0);
            assert!(force.potions.is_empty());
        }
        let battle = GameState::new(preset("roman-empire").unwrap(), players, 9).unwrap();
        assert!(battle.players().all(|p| battle.force(p).leader.is_some()));
    }
}

/// Seat 0's hand of 003 missions set to `goals`, each worth 1 point.
fn missions_of(state: &mut GameState, goals: Vec<Mission>) {
    state.forces[0].missions = goals
        .into_iter()
        .map(|goal| Mission::Scored {
            points: 1,
            goal: Box::new(goal),
        })
        .collect();
}

#[test]
fn a_hard_bot_buys_the_sword_and_shields_its_mission_asks_for() {
    // RULINGS R7, R8: "a sword and two shields" scores once the purse has paid for them
    // (2 sesterces each); a Normal bot does not go shopping for it.
    let position = || {
        let mut state = roman(
            "roman-empire",
            &[("gallia-cisalpina", 6), ("etruria", 2), ("latium", 2)],
            &[("narbonensis", 3)],
            Phase::Attack,
            CALM,
        );
        state.forces[0].sesterces = 6;
        missions_of(
            &mut state,
            vec![Mission::Equipped {
                swords: 1,
                shields: 2,
            }],
        );
        state
    };
    let mut state = position();
    let mut hard = lamorisse_engine::bot::Bot::new(Level::Hard, 1);
    for _ in 0..3 {
        let buy = hard.decide(state.seen_by(ForceId(0))).unwrap();
        assert!(matches!(buy, Action::BuyWare { .. }), "{buy:?}");
        state.apply(&buy).unwrap();
    }
    assert_eq!(state.forces[0].sesterces, 0);
    assert_eq!(state.best_completed_mission(ForceId(0)), Some(0));
    let mut state = position();
    let mut normal = lamorisse_engine::bot::Bot::new(Level::Normal, 1);
    let first = normal.decide(state.seen_by(ForceId(0))).unwrap();
    state.apply(&first).unwrap();
    let shields = state.territories.iter().filter(|h| h.shield).count();
    assert_eq!(shields, 0, "Normal bought {first:?}");
    // Short of the price of all three, Hard does not buy towards it.
    let mut poor = position();
    poor.forces[0].sesterces = 5;
    let mut hard = lamorisse_engine::bot::Bot::new(Level::Hard, 1);
    let action = hard.decide(poor.seen_by(ForceId(0))).unwrap();
    assert!(
        !matches!(
            action,
            Action::BuyWare {
                ware: Ware::Shield,
                ..
            }
        ),
        "{action:?}"
    );
}

#[test]
fn a_hard_bot_keeps_the_five_sesterces_its_mission_counts() {
    // RULINGS R7: "5 sesterces" scores at the turn's end if the purse still holds them.
    let five = [
        ("armorica", 3),
        ("gallia-cisalpina", 2),
        ("etruria", 2),
        ("latium", 2),
        ("umbria", 2),
    ];
    let mut state = roman("roman-empire", &five, &[], Phase::Reinforce, CALM);
    state.turn.reserve = 3;
    state.forces[0].sesterces = 10;
    let mut hard = lamorisse_engine::bot::Bot::new(Level::Hard, 1);
    let cash = hard.decide(state.seen_by(ForceId(0)));
    assert!(
        matches!(cash, Some(Action::CashSesterces { .. })),
        "a full purse is cashed: {cash:?}"
    );
    missions_of(&mut state, vec![Mission::Sesterces { count: 5 }]);
    let mut hard = lamorisse_engine::bot::Bot::new(Level::Hard, 1);
    let kept = hard.decide(state.seen_by(ForceId(0)));
    assert!(
        !matches!(kept, Some(Action::CashSesterces { .. })),
        "{kept:?}"
    );
    // Down to its last territories, it cashes all the same.
    let mut cornered = reinforcing("roman-empire");
    cornered.forces[0].sesterces = 10;
    missions_of(&mut cornered, vec![Mission::Sesterces { count: 5 }]);
    let mut hard = lamorisse_engine::bot::Bot::new(Level::Hard, 1);
    let cash = hard.decide(cornered.seen_by(ForceId(0)));
    assert!(
        matches!(cash, Some(Action::CashSesterces { .. })),
        "{cash:?}"
    );
}
