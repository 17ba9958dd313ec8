//! 002, the Miro rules for 3 to 6 players (`miro-1975`): secret objectives, the deal with
//! jokers, the Miro set table with +2 per pictured territory, captured cards traded at once,
//! nobody eliminated before the end of round 4, and victory on one's own objective.

use crate::common;

use common::{attack_with, card, position, t};
use lamorisse_engine::action::{Action, Event, RuleError};
use lamorisse_engine::cards::Card;
use lamorisse_engine::missions::{Mission, TWENTY_FOUR_TERRITORIES, miro_1975_deck};
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::play_game;
use lamorisse_engine::state::{Colour, ForceId, GameState, Phase};

const ME: ForceId = ForceId(0);
const THEM: ForceId = ForceId(1);
const THIRD: ForceId = ForceId(2);

#[test]
fn the_fourteen_objectives_of_rulings_r7() {
    // RULINGS R7: 001's twelve plus Europe + South America and Europe + Oceania, each with a
    // third continent of your choice.
    let deck = miro_1975_deck();
    assert_eq!(deck.len(), 14);
    let third = |other: &str| Mission::Continents {
        continents: vec!["europe".into(), other.into()],
        plus_one: true,
    };
    assert!(deck.contains(&third("south-america")));
    assert!(deck.contains(&third("oceania")));
    assert_eq!(
        deck.iter()
            .filter(|m| matches!(m, Mission::Destroy { .. }))
            .count(),
        6
    );
}

#[test]
fn a_dealt_objective_naming_your_colour_or_one_not_playing_becomes_24_territories() {
    // RULINGS R7 (002): "if the colour is yours, not in play ... 24 territories".
    let mut converted = 0;
    for seed in 0..60 {
        let state = GameState::new(preset("miro-1975").unwrap(), 3, seed).unwrap();
        let playing: Vec<Colour> = state.forces.iter().map(|f| f.colour).collect();
        for force in &state.forces {
            assert_eq!(force.missions.len(), 1, "one objective each");
            if let Mission::Destroy { colour } = force.missions[0] {
                assert_ne!(colour, force.colour);
                assert!(playing.contains(&colour));
            }
            converted += usize::from(force.missions[0] == TWENTY_FOUR_TERRITORIES);
        }
    }
    // Half the destroy cards name green, black or pink, which do not play: many become 24.
    assert!(converted > 20, "{converted}");
}

#[test]
fn the_deal_includes_the_jokers_which_give_no_territory() {
    // 002 "Occupations des territoires": the referee deals the cards, jokers included; a
    // joker gives no territory.
    let mut uneven = false;
    for seed in 0..20 {
        let state = GameState::new(preset("miro-1975").unwrap(), 3, seed).unwrap();
        assert_eq!(state.phase, Phase::PlaceStartingArmies);
        let counts: Vec<usize> = (0..3).map(|p| state.territory_count(ForceId(p))).collect();
        assert_eq!(counts.iter().sum::<usize>(), 42);
        assert!(counts.iter().all(|&c| (12..=15).contains(&c)), "{counts:?}");
        uneven |= counts != [14, 14, 14];
        // The whole deck is the draw pile again once setup is done.
        assert_eq!(state.draw_pile.len(), 44);
    }
    assert!(uneven, "some deals give a joker, and a territory fewer");
}

#[test]
fn sets_follow_the_miro_table_with_two_armies_per_pictured_territory_held() {
    // 002 "Premier temps" C: 3 artillery 4, 3 infantry 6, 3 cavalry 8, one of each 10, a
    // joker with 2 identical cards 12; +2 per card showing a territory you hold, on it.
    let cases: [([Card; 3], u32); 5] = [
        ([card("venezuela"), card("brazil"), card("quebec")], 4),
        ([card("argentina"), card("iceland"), card("egypt")], 6),
        ([card("peru"), card("greenland"), card("ontario")], 8),
        ([card("argentina"), card("peru"), card("brazil")], 10),
        ([Card::Joker(0), card("peru"), card("greenland")], 12),
    ];
    for (cards, armies) in cases {
        let mut state = position(
            "miro-1975",
            3,
            &[("argentina", 1), ("peru", 1), ("brazil", 1)],
            &[],
            Phase::Reinforce,
        );
        state.turn.round = 5;
        state.draw_pile.retain(|c| !cards.contains(c));
        state.forces[0].hand = cards.to_vec();
        let events = state.apply(&Action::TradeCards { cards }).unwrap();
        assert!(events.contains(&Event::CardsTraded {
            force: ME,
            cards,
            armies
        }));
        let bonus: Vec<_> = events
            .iter()
            .filter_map(|e| match e {
                Event::OccupiedBonus { territory, armies } => Some((*territory, *armies)),
                _ => None,
            })
            .collect();
        let held: Vec<_> = cards
            .iter()
            .filter_map(|c| c.territory())
            .filter(|&x| [t("argentina"), t("peru"), t("brazil")].contains(&x))
            .map(|x| (x, 2))
            .collect();
        assert_eq!(bonus, held, "{cards:?}");
    }
}

#[test]
fn nobody_is_eliminated_before_the_end_of_round_four() {
    // 002 "Fin d'un combattant": not before the end of the fourth round (RULINGS R5).
    let mut state = position(
        "miro-1975",
        3,
        &[("alaska", 9)],
        &[("kamchatka", 1)],
        Phase::Attack,
    );
    state.turn.round = 4;
    assert_eq!(
        attack_with(&mut state, "alaska", "kamchatka", &[6], &[1]),
        Err(RuleError::EliminationTooEarly)
    );
    state.turn.round = 5;
    let events = attack_with(&mut state, "alaska", "kamchatka", &[6], &[1]).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Eliminated { force, .. } if *force == THEM))
    );
}

/// Round 5: seat 0 (9 armies in Alaska) is about to take Kamchatka, seat 1's last territory.
fn about_to_eliminate(mine: Vec<Card>, theirs: Vec<Card>) -> GameState {
    let mut state = position(
        "miro-1975",
        3,
        &[("alaska", 9), ("argentina", 1)],
        &[("kamchatka", 1)],
        Phase::Attack,
    );
    state.turn.round = 5;
    state
        .draw_pile
        .retain(|c| !mine.contains(c) && !theirs.contains(c));
    state.forces[0].hand = mine;
    state.forces[1].hand = theirs;
    state
}

#[test]
fn captured_cards_may_be_traded_at_once_and_the_armies_placed_at_once() {
    // 002 "Fin d'un combattant": he takes the cards, may use them at once, places the armies.
    let mut state = about_to_eliminate(
        vec![card("argentina"), card("iceland")],
        vec![card("egypt")],
    );
    attack_with(&mut state, "alaska", "kamchatka", &[6], &[1]).unwrap();
    state.apply(&Action::Occupy { armies: 1 }).unwrap();
    assert_eq!(
        state.phase,
        Phase::Attack,
        "trading is a choice, not a duty"
    );
    assert!(state.may_trade_captured_cards());
    let cards = [card("argentina"), card("iceland"), card("egypt")];
    assert!(
        state
            .legal_actions()
            .contains(&Action::TradeCards { cards })
    );
    state.apply(&Action::TradeCards { cards }).unwrap();
    // 6 for three infantry, and 2 on Argentina, held.
    assert_eq!((state.phase, state.turn.reserve), (Phase::Reinforce, 6));
    assert_eq!(state.holding(t("argentina")).armies, 3);
    state
        .apply(&Action::Place {
            territory: t("alaska"),
            armies: 6,
        })
        .unwrap();
    assert_eq!(state.phase, Phase::Attack);
    assert!(!state.may_trade_captured_cards());
}

#[test]
fn captured_cards_not_traded_before_the_next_battle_wait_for_a_reinforcement() {
    let mut state = about_to_eliminate(
        vec![card("argentina"), card("iceland")],
        vec![card("egypt")],
    );
    attack_with(&mut state, "alaska", "kamchatka", &[6], &[1]).unwrap();
    state.apply(&Action::Occupy { armies: 1 }).unwrap();
    attack_with(&mut state, "alaska", "alberta", &[1], &[6]).unwrap();
    let cards = [card("argentina"), card("iceland"), card("egypt")];
    assert_eq!(
        state.apply(&Action::TradeCards { cards }),
        Err(RuleError::NoTradeNow)
    );
}

#[test]
fn a_colour_destroyed_by_another_player_turns_that_objective_into_24_territories() {
    // RULINGS R7 (002): unlike 001, someone else's destruction does not complete yours.
    let mut state = about_to_eliminate(Vec::new(), Vec::new());
    let their_colour = state.force(THEM).colour;
    state.forces[2].missions = vec![Mission::Destroy {
        colour: their_colour,
    }];
    state.forces[0].missions = vec![TWENTY_FOUR_TERRITORIES];
    attack_with(&mut state, "alaska", "kamchatka", &[6], &[1]).unwrap();
    assert_eq!(state.force(THIRD).missions, [TWENTY_FOUR_TERRITORIES]);
    assert_eq!(state.winner(), None);
}

#[test]
fn destroying_your_own_target_colour_wins() {
    // 002 "Le vainqueur": the first to reach their own objective wins.
    let mut state = about_to_eliminate(Vec::new(), Vec::new());
    state.forces[0].missions = vec![Mission::Destroy {
        colour: state.force(THEM).colour,
    }];
    attack_with(&mut state, "alaska", "kamchatka", &[6], &[1]).unwrap();
    state.apply(&Action::Occupy { armies: 1 }).unwrap();
    assert_eq!(state.winner(), Some(ME));
}

#[test]
fn every_game_ends_with_an_objective_met_and_nobody_out_before_round_five() {
    let rules = preset("miro-1975").unwrap();
    for players in 3..=6 {
        for seed in 0..6 {
            let (state, _) = play_game(&rules, players, seed, |state, _, events| {
                for e in events {
                    if let Event::Eliminated { .. } = e {
                        assert!(
                            state.turn.round > 4,
                            "eliminated in round {}",
                            state.turn.round
                        );
                    }
                }
            })
            .unwrap();
            let winner = state.winner().expect("the game ends");
            let done = state
                .force(winner)
                .missions
                .iter()
                .any(|m| m.is_complete(&state, winner));
            let alone = state
                .players()
                .filter(|&p| !state.force(p).eliminated)
                .count()
                == 1;
            assert!(
                done || alone,
                "{players} players, seed {seed}: {:?}",
                state.force(winner).missions
            );
        }
    }
}

#[test]
fn the_world_variant_values_sets_by_the_order_of_trades() {
    // 002 "Variante pour 3 à 6 joueurs": 4, 6, 8, 10, 12, 15, 20, 25 ... by 5 more each.
    let rules = preset("miro-1975-world").unwrap();
    assert!(rules.implemented);
    let values: Vec<u32> = (0..9).map(|i| rules.nth_set_value(i).unwrap()).collect();
    assert_eq!(values, [4, 6, 8, 10, 12, 15, 20, 25, 30]);
    assert_eq!(rules.forced_trade_at, 5);
    // Still nobody out before the end of the fourth round (RULINGS R5).
    assert_eq!(rules.no_elimination_before_round, Some(4));
    assert!(rules.missions.is_none());
}

#[test]
fn the_world_variant_shields_a_last_territory_until_round_five_and_ends_with_one_player() {
    let mut state = position(
        "miro-1975-world",
        3,
        &[("brazil", 10)],
        &[("north-africa", 1)],
        Phase::Attack,
    );
    state.turn.round = 4;
    assert_eq!(
        attack_with(&mut state, "brazil", "north-africa", &[6, 6, 6], &[1]),
        Err(RuleError::EliminationTooEarly)
    );
    state.turn.round = 5;
    attack_with(&mut state, "brazil", "north-africa", &[6, 6, 6], &[1]).unwrap();
    assert!(state.force(THEM).eliminated);
    let rules = preset("miro-1975-world").unwrap();
    for seed in 0..6 {
        let (end, _) = play_game(&rules, 4, seed, |_, _, _| {}).unwrap();
        let standing = end.players().filter(|&p| !end.force(p).eliminated).count();
        assert_eq!(standing, 1, "the last player standing wins (seed {seed})");
    }
}

#[test]
fn eight_territories_give_two_armies_in_every_002_game() {
    // 002 "Forces armées": "Le reste ne compte pas" — no minimum of 3 (RULINGS R3).
    for id in ["miro-1975", "miro-1975-world", "miro-1975-duel"] {
        let players = if id == "miro-1975-duel" { 2 } else { 3 };
        let mut state = GameState::new(preset(id).unwrap(), players, 1).unwrap();
        let board = state.board();
        for (i, holding) in state.territories.iter_mut().enumerate() {
            // Eight territories scattered over the continents, so no bonus.
            holding.owner = if i % 5 == 0 && i < 40 { ME } else { THEM };
        }
        assert_eq!(state.territory_count(ME), 8, "{id}");
        let _ = board;
        assert_eq!(state.reinforcements(ME), (2, 0), "{id}");
    }
    let mut parker = GameState::new(preset("parker-1993").unwrap(), 3, 1).unwrap();
    for (i, holding) in parker.territories.iter_mut().enumerate() {
        holding.owner = if i % 5 == 0 && i < 40 { ME } else { THEM };
    }
    assert_eq!(parker.reinforcements(ME).0, 3, "001 keeps its minimum of 3");
}

#[test]
fn a_turn_with_nothing_to_place_goes_to_the_attack_and_a_set_may_still_be_traded() {
    // Two territories give nothing in 002: the turn starts at the attack, and a set in hand
    // may be traded before the first battle, its armies placed at once.
    let mut state = position(
        "miro-1975",
        3,
        &[("brazil", 5), ("peru", 1)],
        &[("north-africa", 3)],
        Phase::Fortify,
    );
    state.turn.current = THIRD;
    state.turn.round = 6;
    let set = [card("alaska"), card("alberta"), card("western-us")];
    state.forces[usize::from(ME.0)].hand = set.to_vec();
    state.apply(&Action::EndTurn).unwrap();
    assert_eq!(state.turn.current, ME);
    assert_eq!(state.turn.reserve, 0);
    assert_eq!(state.phase, Phase::Attack);
    assert!(state.may_trade_captured_cards());
    state.apply(&Action::TradeCards { cards: set }).unwrap();
    assert_eq!(state.phase, Phase::Reinforce);
    assert!(state.turn.reserve > 0);
}

#[test]
fn each_player_places_their_whole_remainder_one_after_another() {
    // 002 "Occupations des territoires": "Ils peuvent ensuite répartir à leur gré les armées
    // qui leur restent" (RULINGS R3): one player places all of theirs, then the next.
    for players in 3..=6u8 {
        let mut state = GameState::new(preset("miro-1975").unwrap(), players, 4).unwrap();
        assert_eq!(state.phase, Phase::PlaceStartingArmies);
        let mut order = Vec::new();
        while state.phase == Phase::PlaceStartingArmies {
            let seat = state.turn.current;
            if order.last() != Some(&seat) {
                assert!(
                    !order.contains(&seat),
                    "{seat:?} places twice ({players} players)"
                );
                order.push(seat);
            }
            let territory = state.territories_of(seat).next().unwrap();
            state
                .apply(&Action::PlaceStartingArmy { territory })
                .unwrap();
        }
        assert_eq!(order.len(), usize::from(players));
        assert!(state.forces.iter().all(|f| f.setup_armies == 0));
    }
}
