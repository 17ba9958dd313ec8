//! Book 004 on the Europe 1810 board: the 13 missions of `napoleon-1999` ((house) RULINGS
//! R7), their deal, victory claimed only in your own turn, and the dealt setup.

use lamorisse_engine::action::{Action, Event};
use lamorisse_engine::board::Board;
use lamorisse_engine::missions::{Mission, NAPOLEON_TERRITORIES, napoleon_1999_deck};
use lamorisse_engine::presets::preset;
use lamorisse_engine::state::{Colour, ForceId, GameState, Phase};

#[test]
fn the_thirteen_missions_name_regions_of_europe_and_never_the_violet_armies() {
    let deck = napoleon_1999_deck();
    assert_eq!(deck.len(), 13);
    let board = Board::europe_1810();
    let destroy: Vec<Colour> = deck
        .iter()
        .filter_map(|m| match m {
            Mission::Destroy { colour } => Some(*colour),
            _ => None,
        })
        .collect();
    assert_eq!(destroy.len(), 5);
    assert!(!destroy.contains(&Colour::Pink));
    for mission in &deck {
        for key in mission.continents_named() {
            assert!(board.continents.iter().any(|c| c.key == key), "{key}");
        }
    }
}

#[test]
fn the_deal_shares_europe_and_deals_missions_for_colours_in_play() {
    for seed in 0..40 {
        let state = GameState::new(preset("napoleon-1999").unwrap(), 3, seed).unwrap();
        assert_eq!(state.phase, Phase::PlaceStartingArmies);
        // 004 "Répartition des Territoires": the 48 cards dealt, 16 each, one army on each.
        for player in state.players() {
            assert_eq!(state.territory_count(player), 16);
            assert_eq!(state.force(player).setup_armies, 40 - 16);
        }
        let colours: Vec<Colour> = state.forces.iter().map(|f| f.colour).collect();
        for force in &state.forces {
            assert_eq!(force.missions.len(), 1);
            // Cards for absent colours are taken out; one's own becomes 28 territories.
            if let Mission::Destroy { colour } = &force.missions[0] {
                assert!(colours.contains(colour) && *colour != force.colour);
            }
        }
        // The draw pile is the whole deck again, jokers in.
        assert_eq!(state.draw_pile.len(), 50);
    }
}

#[test]
fn a_mission_completed_in_another_players_turn_wins_only_when_its_turn_comes() {
    let mut state = GameState::new(preset("napoleon-1999").unwrap(), 3, 7).unwrap();
    // Skip the setup: seat 0 to move, in its fortify phase; seat 1 holds 28 territories.
    for force in &mut state.forces {
        force.setup_armies = 0;
    }
    let board = state.board();
    for (i, holding) in state.territories.iter_mut().enumerate() {
        holding.owner = if i < 28 {
            ForceId(1)
        } else {
            ForceId((i % 2 * 2) as u8)
        };
        holding.armies = 2;
    }
    state.forces[1].missions = vec![NAPOLEON_TERRITORIES];
    state.forces[0].missions = vec![Mission::Destroy {
        colour: Colour::Green,
    }];
    state.forces[2].missions = vec![Mission::Destroy {
        colour: Colour::Green,
    }];
    state.turn.current = ForceId(0);
    state.turn.first = ForceId(0);
    state.phase = Phase::Attack;
    assert_eq!(board.territories.len(), 48);
    // Seat 1's mission is met, but it is seat 0's turn: the game goes on.
    state.apply(&Action::EndAttack).unwrap();
    assert_eq!(state.winner(), None);
    // Seat 1's turn begins: it claims its victory.
    let events = state.apply(&Action::EndTurn).unwrap();
    assert_eq!(state.turn.current, ForceId(1));
    assert!(events.contains(&Event::Won { force: ForceId(1) }));
    assert_eq!(state.winner(), Some(ForceId(1)));
}

#[test]
fn progressive_reinforcements_value_every_set_by_the_order_of_trades() {
    use lamorisse_engine::rules::ExpertToggles;
    let progressive = ExpertToggles {
        progressive_reinforcements: true,
        ..ExpertToggles::default()
    };
    // 004 variante b: 4, 6, 8, 10, 12, 15, 20, 25, 30, then 5 more each time.
    for id in ["napoleon-1999", "napoleon-1999-world"] {
        let rules = preset(id).unwrap();
        assert_eq!(rules.refuses_toggles(progressive), None, "{id}");
        let rules = rules.with_toggles(progressive);
        let values: Vec<u32> = (0..10).filter_map(|i| rules.nth_set_value(i)).collect();
        assert_eq!(values, [4, 6, 8, 10, 12, 15, 20, 25, 30, 35]);
    }
    // A variant of 004's board only; 001's expert rules stay on the world board.
    assert!(
        preset("parker-1993")
            .unwrap()
            .refuses_toggles(progressive)
            .is_some()
    );
    let twelve = ExpertToggles {
        twelve_per_territory: true,
        ..progressive
    };
    let napoleon = preset("napoleon-1999").unwrap();
    assert!(napoleon.refuses_toggles(twelve).is_some());
    assert_eq!(napoleon.playable_toggles(twelve), progressive);
}

#[test]
fn a_progressive_game_trades_its_sets_at_the_rising_values() {
    use lamorisse_engine::record::Record;
    use lamorisse_engine::simulate::record_game;
    let rules = preset("napoleon-1999-world").unwrap();
    let progressive = lamorisse_engine::rules::ExpertToggles {
        progressive_reinforcements: true,
        ..Default::default()
    };
    let rules = rules.with_toggles(progressive);
    let record = record_game(&rules, 3, 2).unwrap();
    assert_eq!(record.toggles, progressive);
    // The record replays with the option, and every trade was worth the next value.
    let again = Record::from_json(&record.to_json_lines()).unwrap();
    let mut state = again.initial_state().unwrap();
    let mut traded = 0;
    for step in &again.actions {
        let events = state.apply_recorded(&step.action, &step.outcome).unwrap();
        for event in events {
            if let Event::CardsTraded { armies, .. } = event {
                assert_eq!(Some(armies), rules.nth_set_value(traded));
                traded += 1;
            }
        }
    }
    assert!(traded >= 3, "{traded} trades");
}

#[test]
fn traded_cards_go_under_the_draw_pile_at_once() {
    // 004 "Phase 1": "Les cartes échangées sont remises au Général, qui les place sous la
    // pile" (RULINGS R4): no discards, the pile's top unchanged.
    use lamorisse_engine::cards::{Card, find_set};
    let mut state = GameState::new(preset("napoleon-1999").unwrap(), 3, 2).unwrap();
    while state.phase != Phase::Reinforce {
        let me = state.turn.current;
        let territory = state.territories_of(me).next().unwrap();
        state
            .apply(&Action::PlaceStartingArmy { territory })
            .unwrap();
    }
    let board = state.board();
    // Three infantry from the pile, for the player to move.
    let set: Vec<Card> = state
        .draw_pile
        .iter()
        .copied()
        .filter(|c| {
            c.territory().is_some_and(|t| {
                board.territory(t).card == Some(lamorisse_engine::board::CardDesign::Infantry)
            })
        })
        .take(3)
        .collect();
    state.draw_pile.retain(|c| !set.contains(c));
    let me = state.turn.current;
    state.forces[usize::from(me.0)].hand = set.clone();
    let cards = find_set(&set, board).unwrap();
    let top = *state.draw_pile.last().unwrap();
    state.apply(&Action::TradeCards { cards }).unwrap();
    assert!(state.discards.is_empty());
    assert_eq!(&state.draw_pile[..3], &cards);
    assert_eq!(*state.draw_pile.last().unwrap(), top);
}
