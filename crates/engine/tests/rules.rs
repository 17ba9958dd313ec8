//! One scenario test per rule, each citing its book and section (001: Parker 1993, 000: La
//! Conquête du Monde 2010s, RULINGS: ../shared/RULINGS.md).

use crate::common;

use common::{attack_with, card, position, t};
use lamorisse_engine::action::{Action, Event, RuleError};
use lamorisse_engine::cards::Card;
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::play_game;
use lamorisse_engine::state::{ForceId, ForceKind, GameState, Phase};

const ME: ForceId = ForceId(0);
const THEM: ForceId = ForceId(1);

#[test]
fn reinforcements_are_territories_by_three_at_least_three_plus_continents() {
    // 001 "Getting and placing new armies": 11 -> 3, 14 -> 4, 17 -> 5, never fewer than 3.
    let keys: Vec<String> = lamorisse_engine::board::Board::world()
        .territories
        .iter()
        .map(|t| t.key.clone())
        .collect();
    // Avoid whole continents: take every third territory.
    let picks: Vec<&str> = keys.iter().step_by(2).map(String::as_str).collect();
    for (count, expected) in [(5, 3), (11, 3), (14, 4), (17, 5)] {
        let mine: Vec<(&str, u32)> = picks[..count].iter().map(|k| (*k, 1)).collect();
        let state = position("parker-1993", 3, &mine, &[], Phase::Attack);
        assert_eq!(
            state.reinforcements(ME),
            (expected, 0),
            "{count} territories"
        );
    }
    // 001 "Continents": Oceania is worth 2 (the chart, RULINGS R2).
    let oceania = [
        ("indonesia", 1),
        ("new-guinea", 1),
        ("western-australia", 1),
        ("eastern-australia", 1),
    ];
    let state = position("parker-1993", 3, &oceania, &[], Phase::Attack);
    assert_eq!(state.reinforcements(ME), (3, 2));
}

#[test]
fn five_cards_force_a_trade_before_placing() {
    // 001 "Risk cards": with 5 or 6 cards at the start of a turn you must trade a set.
    let mut state = position("parker-1993", 3, &[("alaska", 2)], &[], Phase::Reinforce);
    state.turn.reserve = 3;
    let hand = [
        card("argentina"),
        card("iceland"),
        card("egypt"),
        card("peru"),
        card("japan"),
    ];
    state.draw_pile.retain(|c| !hand.contains(c));
    state.forces[0].hand = hand.to_vec();
    let place = Action::Place {
        territory: t("alaska"),
        armies: 3,
    };
    assert!(state.must_trade_before_placing());
    assert_eq!(state.apply(&place), Err(RuleError::MustTradeCards));
    // Argentina, Iceland, Egypt: three infantry (RULINGS R2).
    let trade = Action::TradeCards {
        cards: [card("argentina"), card("iceland"), card("egypt")],
    };
    let events = state.apply(&trade).unwrap();
    assert!(events.contains(&Event::CardsTraded {
        force: ME,
        cards: [card("argentina"), card("iceland"), card("egypt")],
        armies: 4
    }));
    assert_eq!(state.turn.reserve, 7);
    state
        .apply(&Action::Place {
            territory: t("alaska"),
            armies: 7,
        })
        .unwrap();
    assert_eq!(state.phase, Phase::Attack);
}

#[test]
fn set_values_count_every_set_traded_in_the_game() {
    // 001 "Trading in cards": the third set in the game is worth 8, whoever trades it.
    let mut state = position("parker-1993", 3, &[("alaska", 2)], &[], Phase::Reinforce);
    state.sets_traded = 2;
    state.turn.reserve = 3;
    let set = [card("alberta"), card("greenland"), card("quebec")];
    state.forces[0].hand = set.to_vec();
    state.draw_pile.retain(|c| !set.contains(c));
    let events = state.apply(&Action::TradeCards { cards: set }).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CardsTraded { armies: 8, .. }))
    );
    assert!(events.contains(&Event::NextSetValue { armies: 10 }));
}

#[test]
fn a_pictured_territory_you_hold_earns_two_armies_once_a_turn() {
    // 001 "Occupied territories" and its note: 2 extra armies on that territory, at most 2
    // per turn.
    let mut state = position(
        "parker-1993",
        3,
        &[("alaska", 2), ("alberta", 1)],
        &[],
        Phase::Reinforce,
    );
    state.turn.reserve = 3;
    let first = [card("alaska"), card("western-us"), card("argentina")];
    let second = [card("alberta"), card("iceland"), Card::Joker(0)];
    state.forces[0].hand = first.iter().chain(&second).copied().collect();
    state
        .draw_pile
        .retain(|c| !state.forces[0].hand.contains(c));
    let events = state.apply(&Action::TradeCards { cards: first }).unwrap();
    assert!(events.contains(&Event::OccupiedBonus {
        territory: t("alaska"),
        armies: 2
    }));
    assert_eq!(state.holding(t("alaska")).armies, 4);
    let events = state.apply(&Action::TradeCards { cards: second }).unwrap();
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::OccupiedBonus { .. }))
    );
    assert_eq!(state.holding(t("alberta")).armies, 1);
}

#[test]
fn the_golden_cavalier_gives_no_territory_bonus() {
    // 000 "Echange des cartes Territoire": the cavalier's value, no pictured-territory bonus.
    let mut state = position("conquete-2010", 3, &[("alaska", 2)], &[], Phase::Reinforce);
    state.turn.reserve = 3;
    let set = [card("alaska"), card("western-us"), card("argentina")];
    state.forces[0].hand = set.to_vec();
    state.draw_pile.retain(|c| !set.contains(c));
    let events = state.apply(&Action::TradeCards { cards: set }).unwrap();
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::OccupiedBonus { .. }))
    );
    assert!(events.contains(&Event::NextSetValue { armies: 6 }));
}

#[test]
fn attacks_need_a_border_two_armies_and_one_more_army_than_dice() {
    // 001 "Attacking".
    let mut state = position(
        "parker-1993",
        3,
        &[("alaska", 3), ("brazil", 1)],
        &[("kamchatka", 2), ("peru", 1)],
        Phase::Attack,
    );
    let attack = |from: &str, to: &str, dice, defend| Action::Attack {
        from: t(from),
        to: t(to),
        dice,
        defend,
    };
    assert_eq!(
        state.check(&attack("alaska", "peru", 1, None)),
        Err(RuleError::NotAdjacent)
    );
    assert_eq!(
        state.check(&attack("brazil", "peru", 1, None)),
        Err(RuleError::NotEnoughArmies)
    );
    assert_eq!(
        state.check(&attack("alaska", "kamchatka", 3, None)),
        Err(RuleError::TooManyAttackDice)
    );
    assert_eq!(
        state.check(&attack("alaska", "alaska", 1, None)),
        Err(RuleError::AttackOwnTerritory)
    );
    assert!(
        state
            .check(&attack("alaska", "kamchatka", 2, Some(2)))
            .is_ok()
    );
    state.territories[usize::from(t("kamchatka").0)].armies = 1;
    // Two defence dice need two armies.
    assert_eq!(
        state.check(&attack("alaska", "kamchatka", 2, Some(2))),
        Err(RuleError::BadDefenceDice)
    );
}

#[test]
fn highest_dice_are_compared_and_ties_go_to_the_defender() {
    // 001 "To decide a battle": 6-5 against 6-4: the tie on 6 is the defender's, 5 beats 4.
    let mut state = position(
        "parker-1993",
        3,
        &[("alaska", 5)],
        &[("kamchatka", 4)],
        Phase::Attack,
    );
    let events = attack_with(&mut state, "alaska", "kamchatka", &[5, 1, 6], &[4, 6]).unwrap();
    assert!(events.contains(&Event::Battle {
        from: t("alaska"),
        to: t("kamchatka"),
        attack: vec![6, 5, 1],
        defend: vec![6, 4],
        attacker_losses: 1,
        defender_losses: 1,
        bonus: Default::default(),
    }));
    assert_eq!(state.holding(t("alaska")).armies, 4);
    assert_eq!(state.holding(t("kamchatka")).armies, 3);
    // The attacker never loses more than 2 a roll.
    attack_with(&mut state, "alaska", "kamchatka", &[1, 1, 1], &[6, 6]).unwrap();
    assert_eq!(state.holding(t("alaska")).armies, 2);
}

#[test]
fn after_a_conquest_at_least_the_dice_rolled_move_in_leaving_one_behind() {
    // 001 "Capturing territories".
    let mut state = position(
        "parker-1993",
        3,
        &[("alaska", 6)],
        &[("kamchatka", 1)],
        Phase::Attack,
    );
    attack_with(&mut state, "alaska", "kamchatka", &[6, 6, 1], &[2]).unwrap();
    assert_eq!(
        state.phase,
        Phase::Occupy {
            from: t("alaska"),
            to: t("kamchatka"),
            min: 3
        }
    );
    assert_eq!(state.holding(t("kamchatka")).owner, ME);
    assert_eq!(
        state.apply(&Action::Occupy { armies: 2 }),
        Err(RuleError::BadMoveCount)
    );
    assert_eq!(
        state.apply(&Action::Occupy { armies: 6 }),
        Err(RuleError::BadMoveCount)
    );
    state.apply(&Action::Occupy { armies: 5 }).unwrap();
    assert_eq!(state.holding(t("alaska")).armies, 1);
    assert_eq!(state.holding(t("kamchatka")).armies, 5);
    assert_eq!(state.phase, Phase::Attack);
}

#[test]
fn in_the_2010_rules_the_surviving_attackers_move_in() {
    // 000 "Réussir une offensive": the winners of the last battle move in. 3 dice, one lost.
    let mut state = position(
        "conquete-2010",
        3,
        &[("alaska", 6)],
        &[("kamchatka", 2)],
        Phase::Attack,
    );
    attack_with(&mut state, "alaska", "kamchatka", &[6, 6, 1], &[6, 2]).unwrap();
    assert_eq!(state.holding(t("kamchatka")).armies, 1);
    attack_with(&mut state, "alaska", "kamchatka", &[6, 2, 1], &[3]).unwrap();
    assert_eq!(
        state.phase,
        Phase::Occupy {
            from: t("alaska"),
            to: t("kamchatka"),
            min: 3
        }
    );
}

#[test]
fn one_card_at_the_end_of_a_turn_with_a_conquest_and_none_without() {
    // 001 "Ending your attack": one card however many territories were taken.
    let mut state = position(
        "parker-1993",
        3,
        &[("alaska", 9)],
        &[("kamchatka", 1), ("northwest-territory", 1)],
        Phase::Attack,
    );
    attack_with(&mut state, "alaska", "kamchatka", &[6], &[1]).unwrap();
    state.apply(&Action::Occupy { armies: 2 }).unwrap();
    attack_with(&mut state, "alaska", "northwest-territory", &[6], &[1]).unwrap();
    state.apply(&Action::Occupy { armies: 2 }).unwrap();
    let events = state.apply(&Action::EndTurn).unwrap();
    let drawn = events
        .iter()
        .filter(|e| matches!(e, Event::CardDrawn { force: ME, .. }))
        .count();
    assert_eq!(drawn, 1);
    assert_eq!(state.force(ME).hand.len(), 1);
    // The next player attacks nothing and draws nothing.
    let next = state.turn.current;
    let reserve = state.turn.reserve;
    let home = state.territories_of(next).next().unwrap();
    state
        .apply(&Action::Place {
            territory: home,
            armies: reserve,
        })
        .unwrap();
    let events = state.apply(&Action::EndTurn).unwrap();
    assert!(!events.iter().any(|e| matches!(e, Event::CardDrawn { .. })));
}

#[test]
fn an_empty_draw_pile_takes_the_shuffled_discards() {
    // RULINGS R4: when the draw pile is empty, shuffle the discards into a new pile.
    let mut state = position(
        "parker-1993",
        3,
        &[("alaska", 3)],
        &[("kamchatka", 1)],
        Phase::Attack,
    );
    state.discards = std::mem::take(&mut state.draw_pile);
    attack_with(&mut state, "alaska", "kamchatka", &[6], &[1]).unwrap();
    state.apply(&Action::Occupy { armies: 1 }).unwrap();
    let events = state.apply(&Action::EndTurn).unwrap();
    assert!(events.contains(&Event::DeckReshuffled));
    assert_eq!(state.draw_pile.len(), 43);
    assert!(state.discards.is_empty());
}

/// Seat 0 with many cards about to take seat 1's last territory.
fn about_to_eliminate(id: &str, my_cards: usize, their_cards: usize) -> GameState {
    let mut state = position(id, 3, &[("alaska", 5)], &[("kamchatka", 1)], Phase::Attack);
    let deck = std::mem::take(&mut state.draw_pile);
    let (mine, rest) = deck.split_at(my_cards);
    let (theirs, rest) = rest.split_at(their_cards);
    state.forces[0].hand = mine.to_vec();
    state.forces[1].hand = theirs.to_vec();
    state.draw_pile = rest.to_vec();
    state
}

#[test]
fn eliminating_a_player_takes_their_cards_and_six_must_be_traded_at_once() {
    // 001 "Eliminating an opponent": 6 or more cards are traded at once down to 4 or fewer.
    let mut state = about_to_eliminate("parker-1993", 3, 4);
    let events = attack_with(&mut state, "alaska", "kamchatka", &[6], &[1]).unwrap();
    assert!(events.contains(&Event::Eliminated {
        force: THEM,
        by: ME,
        cards_taken: 4
    }));
    assert_eq!(state.force(ME).hand.len(), 7);
    state.apply(&Action::Occupy { armies: 1 }).unwrap();
    assert_eq!(state.phase, Phase::Reinforce);
    assert_eq!(
        state.apply(&Action::EndAttack),
        Err(RuleError::ReserveNotPlaced)
    );
    while state.force(ME).hand.len() > 4 {
        let set = lamorisse_engine::cards::find_set(&state.force(ME).hand, state.board()).unwrap();
        state.apply(&Action::TradeCards { cards: set }).unwrap();
    }
    // Once down to 4 or fewer, trading stops and the armies are placed.
    if let Some(set) = lamorisse_engine::cards::find_set(&state.force(ME).hand, state.board()) {
        assert_eq!(
            state.apply(&Action::TradeCards { cards: set }),
            Err(RuleError::NoTradeNow)
        );
    }
    let reserve = state.turn.reserve;
    state
        .apply(&Action::Place {
            territory: t("alaska"),
            armies: reserve,
        })
        .unwrap();
    assert_eq!(state.phase, Phase::Attack);
}

#[test]
fn fewer_than_six_captured_cards_wait_and_2010_cards_always_wait() {
    // 001: "if winning them gives you fewer than 6, you must wait"; 000 and RULINGS R4:
    // captured cards are traded at the next reinforcement.
    for (id, mine, theirs) in [("parker-1993", 1, 3), ("conquete-2010", 3, 4)] {
        let mut state = about_to_eliminate(id, mine, theirs);
        attack_with(&mut state, "alaska", "kamchatka", &[6], &[1]).unwrap();
        state.apply(&Action::Occupy { armies: 1 }).unwrap();
        assert_eq!(state.phase, Phase::Attack, "{id}");
    }
}

#[test]
fn fortify_is_one_move_between_bordering_territories_then_the_turn_ends() {
    // 001 "Fortifying your position".
    let mut state = position(
        "parker-1993",
        3,
        &[("alaska", 5), ("alberta", 1), ("peru", 1)],
        &[],
        Phase::Attack,
    );
    let fortify = |from: &str, to: &str, armies| Action::Fortify {
        from: t(from),
        to: t(to),
        armies,
    };
    assert_eq!(
        state.check(&fortify("alaska", "peru", 1)),
        Err(RuleError::BadFortify)
    );
    assert_eq!(
        state.check(&fortify("alaska", "alberta", 5)),
        Err(RuleError::BadFortify)
    );
    state.apply(&fortify("alaska", "alberta", 4)).unwrap();
    assert_eq!(state.holding(t("alberta")).armies, 5);
    // One move only; the turn then waits for its end (record version 2), so the move may
    // still be undone.
    assert!(state.moves_done());
    assert_eq!(
        state.check(&fortify("alberta", "alaska", 1)),
        Err(RuleError::BadFortify)
    );
    let events = state.apply(&Action::EndTurn).unwrap();
    assert!(events.contains(&Event::TurnEnded { force: ME }));
    assert_ne!(state.turn.current, ME);
}

#[test]
fn taking_the_last_enemy_territory_wins() {
    // 001 "Winning": the first player to eliminate every opponent.
    let mut state = position(
        "parker-1993",
        3,
        &[("alaska", 5)],
        &[("kamchatka", 1)],
        Phase::Attack,
    );
    for holding in &mut state.territories {
        if holding.owner == ForceId(2) {
            holding.owner = ME;
        }
    }
    state.forces[2].eliminated = true;
    let events = attack_with(&mut state, "alaska", "kamchatka", &[6], &[1]).unwrap();
    assert!(events.contains(&Event::Won { force: ME }));
    assert_eq!(state.winner(), Some(ME));
    assert!(state.holding(t("kamchatka")).armies >= 1);
    assert_eq!(state.apply(&Action::EndTurn), Err(RuleError::GameOver));
}

#[test]
fn setup_claims_in_turn_then_places_one_by_one_and_the_first_claimer_starts() {
    // 001 "Initial army placement" 2-4 and 6; RULINGS R3: 35 each for 3 players.
    let mut state = GameState::new(preset("parker-1993").unwrap(), 3, 11).unwrap();
    assert_eq!(state.phase, Phase::Claim);
    assert!(state.forces.iter().all(|f| f.setup_armies == 35));
    let first = state.turn.current;
    let place = Action::PlaceStartingArmy {
        territory: t("alaska"),
    };
    assert_eq!(
        state.apply(&place),
        Err(RuleError::UnclaimedTerritoriesRemain)
    );
    state
        .apply(&Action::Claim {
            territory: t("alaska"),
        })
        .unwrap();
    assert_eq!(
        state.apply(&Action::Claim {
            territory: t("alaska")
        }),
        Err(RuleError::AlreadyClaimed)
    );
    while let Some(action) = state.legal_actions().first().cloned() {
        if state.phase == Phase::Reinforce {
            break;
        }
        state.apply(&action).unwrap();
    }
    assert_eq!(state.turn.current, first);
    assert_eq!(state.armies_on_board(), 105);
}

#[test]
fn secret_missions_drop_absent_colours_and_turn_your_own_colour_into_24_territories() {
    // 001 Secret Mission step 2 and RULINGS R7.
    for seed in 0..50 {
        let state = GameState::new(preset("parker-1993-missions").unwrap(), 3, seed).unwrap();
        for force in &state.forces {
            assert_eq!(force.missions.len(), 1);
            if let lamorisse_engine::missions::Mission::Destroy { colour } = force.missions[0] {
                assert_ne!(colour, force.colour);
                assert!(state.forces.iter().any(|f| f.colour == colour));
            }
        }
    }
}

#[test]
fn a_colour_destroyed_by_another_player_completes_the_mission() {
    // 001 Secret Mission "Important note": another player destroying your target helps you.
    let mut state = position(
        "parker-1993-missions",
        3,
        &[("alaska", 5)],
        &[("kamchatka", 1)],
        Phase::Attack,
    );
    let target = state.forces[1].colour;
    state.forces[2].missions =
        vec![lamorisse_engine::missions::Mission::Destroy { colour: target }];
    state.forces[0].missions = vec![lamorisse_engine::missions::TWENTY_FOUR_TERRITORIES];
    attack_with(&mut state, "alaska", "kamchatka", &[6], &[1]).unwrap();
    let events = state.apply(&Action::Occupy { armies: 1 }).unwrap();
    assert!(events.contains(&Event::Won { force: ForceId(2) }));
}

#[test]
fn a_player_view_hides_other_hands_missions_and_the_deck_order() {
    // DEVELOPERS: secrets reach a player only through their view.
    let state = GameState::new(preset("parker-1993-missions").unwrap(), 3, 5).unwrap();
    let view = state.view_for(ME);
    assert_eq!(view.missions, state.forces[0].missions);
    assert_eq!(view.draw_pile, 44);
    let json = serde_json::to_string(&view).unwrap();
    let theirs = serde_json::to_string(&state.forces[1].missions).unwrap();
    assert!(!json.contains(&theirs));
    assert_eq!(view.forces[1].missions, 1);
}

#[test]
fn the_2010_rules_roll_again_for_the_first_turn() {
    // 000 "Renforcer les Territoires": after setup, everyone rolls again for the first turn.
    let mut differs = false;
    for seed in 0..20 {
        let mut state = GameState::new(preset("conquete-2010").unwrap(), 3, seed).unwrap();
        let first_claimer = state.turn.current;
        let mut rolled = None;
        while !matches!(state.phase, Phase::Reinforce) {
            let action = state.legal_actions()[0].clone();
            for event in state.apply(&action).unwrap() {
                if let Event::FirstTurnRolled { force } = event {
                    rolled = Some(force);
                }
            }
        }
        assert_eq!(rolled, Some(state.turn.current));
        differs |= rolled != Some(first_claimer);
    }
    assert!(differs, "the roll is independent of who claimed first");
}

#[test]
fn deal_and_auto_place_starts_at_the_first_turn_with_every_army_placed() {
    // RULINGS R3: every preset also offers "deal and auto-place" to start fast.
    use lamorisse_engine::rules::{RuleSet, SetupMethod};
    let rules = RuleSet {
        setup: SetupMethod::AutoPlace,
        ..preset("parker-1993").unwrap()
    };
    let state = GameState::new(rules, 4, 3).unwrap();
    assert_eq!(state.phase, Phase::Reinforce);
    assert_eq!(state.armies_on_board(), 4 * 30);
    assert!(state.territories.iter().all(|h| h.armies >= 1));
    // Dealt like the cards: 42 territories over 4 players gives 11, 11, 10, 10.
    let mut counts: Vec<usize> = state
        .force_ids()
        .map(|f| state.territory_count(f))
        .collect();
    counts.sort();
    assert_eq!(counts, [10, 10, 11, 11]);
}

#[test]
fn presets_not_yet_playable_are_refused_with_a_reason() {
    use lamorisse_engine::setup::SetupError;
    // Every preset of RULINGS R1 plays now; a rule set marked unfinished is still refused.
    assert!(
        lamorisse_engine::presets::PRESET_IDS
            .iter()
            .all(|id| preset(id).unwrap().implemented)
    );
    let unfinished = lamorisse_engine::rules::RuleSet {
        implemented: false,
        ..preset("miro-1975-duel").unwrap()
    };
    let refused = GameState::new(unfinished, 2, 1);
    assert_eq!(
        refused.err(),
        Some(SetupError::NotImplemented("miro-1975-duel".into()))
    );
    let too_many = GameState::new(preset("conquete-2010").unwrap(), 5, 1);
    assert!(matches!(
        too_many,
        Err(SetupError::PlayerCount { players: 5, .. })
    ));
}

#[test]
fn seats_play_the_colours_they_chose_each_colour_once() {
    use lamorisse_engine::setup::SetupError;
    use lamorisse_engine::state::Colour;
    let rules = preset("parker-1993").unwrap();
    let colours = vec![Colour::Green, Colour::Black, Colour::Red];
    let state = GameState::with_colours(rules.clone(), colours.clone(), 1).unwrap();
    let played: Vec<Colour> = state.forces.iter().map(|f| f.colour).collect();
    assert_eq!(played, colours);
    let twice = GameState::with_colours(rules, vec![Colour::Red, Colour::Red, Colour::Blue], 1);
    assert_eq!(twice.err(), Some(SetupError::RepeatedColour));
}

#[test]
fn the_duel_deals_three_piles_and_places_two_own_armies_then_one_neutral() {
    // 001 RISK for 2 players, setup 1-3; RULINGS R3: 40 each and 40 neutral.
    let mut state = GameState::new(preset("parker-1993-duel").unwrap(), 2, 4).unwrap();
    let neutral = ForceId(2);
    assert_eq!(state.force(neutral).kind, ForceKind::Neutral);
    assert_ne!(state.force(neutral).colour, state.force(ForceId(0)).colour);
    assert_ne!(state.force(neutral).colour, state.force(ForceId(1)).colour);
    for force in [ForceId(0), ForceId(1), neutral] {
        assert_eq!(state.territory_count(force), 14);
        assert_eq!(state.force(force).setup_armies, 26);
    }
    let me = state.turn.current;
    let mine = state.territories_of(me).next().unwrap();
    let theirs = state.territories_of(neutral).next().unwrap();
    for _ in 0..2 {
        assert_eq!(state.starting_army_force(), me);
        state
            .apply(&Action::PlaceStartingArmy { territory: mine })
            .unwrap();
    }
    assert_eq!(state.turn.current, me);
    assert_eq!(state.starting_army_force(), neutral);
    assert_eq!(
        state.apply(&Action::PlaceStartingArmy { territory: mine }),
        Err(RuleError::NotNeutralTerritory)
    );
    state
        .apply(&Action::PlaceStartingArmy { territory: theirs })
        .unwrap();
    assert_ne!(state.turn.current, me, "the other player places next");
    assert_eq!(state.holding(theirs).armies, 2);
    assert_eq!(state.force(neutral).setup_armies, 25);
}

#[test]
fn a_duel_is_won_by_eliminating_the_opponent_and_the_neutral_never_plays() {
    let rules = preset("parker-1993-duel").unwrap();
    for seed in 0..20 {
        let mut neutral_armies_at_start = None;
        let (state, _) = play_game(&rules, 2, seed, |state, _, events| {
            assert_ne!(
                state.turn.current,
                ForceId(2),
                "the neutral never takes a turn"
            );
            // Neutral armies never grow once the game is on.
            if neutral_armies_at_start.is_some() {
                for e in events {
                    if let Event::Placed { force, .. } = e {
                        assert_ne!(force, &ForceId(2));
                    }
                }
            }
            if events.iter().any(|e| matches!(e, Event::SetupDone)) {
                let armies: u32 = state
                    .territories_of(ForceId(2))
                    .map(|t| state.holding(t).armies)
                    .sum();
                neutral_armies_at_start = Some(armies);
            }
        })
        .unwrap();
        assert_eq!(neutral_armies_at_start, Some(40));
        let winner = state.winner().unwrap();
        assert!(winner.0 < 2);
        assert!(state.force(ForceId(1 - winner.0)).eliminated);
    }
}

#[test]
fn the_opponent_rolls_a_neutral_territorys_defence() {
    // 001 RISK for 2 players "Attacking"; RULINGS R9.
    let state = GameState::new(preset("parker-1993-duel").unwrap(), 2, 4).unwrap();
    let neutral_land = state.territories_of(ForceId(2)).next().unwrap();
    let own_land = state.territories_of(ForceId(1)).next().unwrap();
    let attacker = state.turn.current;
    let opponent = ForceId(1 - attacker.0);
    assert_eq!(state.defending_seat(neutral_land), opponent);
    assert_eq!(state.defending_seat(own_land), ForceId(1));
}

#[test]
fn one_forced_set_then_the_rest_of_the_hand_is_free() {
    // RULINGS R4: a player who starts the turn with 5 cards or more must trade one set; once
    // it is traded nothing more is forced that turn, even with 5 left (000 "vous DEVEZ
    // échanger une série", 004 "au moins une combinaison").
    let eight = [
        card("alaska"),
        card("alberta"),
        card("western-us"),
        card("argentina"),
        card("iceland"),
        card("egypt"),
        card("peru"),
        card("japan"),
    ];
    for id in ["conquete-2010", "parker-1993"] {
        let mut state = position(id, 3, &[("alaska", 2)], &[], Phase::Reinforce);
        state.turn.reserve = 3;
        state.draw_pile.retain(|c| !eight.contains(c));
        state.forces[0].hand = eight.to_vec();
        let place = Action::Place {
            territory: t("alaska"),
            armies: 1,
        };
        assert!(state.must_trade(), "{id}");
        assert!(state.must_trade_before_placing(), "{id}");
        assert_eq!(state.check(&place), Err(RuleError::MustTradeCards), "{id}");
        let first = Action::TradeCards {
            cards: [card("alaska"), card("alberta"), card("western-us")],
        };
        state.apply(&first).unwrap();
        assert_eq!(state.force(ME).hand.len(), 5);
        assert!(!state.must_trade(), "{id}: one set meets the obligation");
        assert!(!state.must_trade_before_placing(), "{id}");
        assert!(state.check(&place).is_ok(), "{id}");
        // A second set is still the player's to trade.
        let second = Action::TradeCards {
            cards: [card("argentina"), card("iceland"), card("egypt")],
        };
        assert!(state.check(&second).is_ok(), "{id}");
    }
}

#[test]
fn the_2010_free_move_follows_a_path_of_your_own_territories() {
    // 000 "Manœuvre stratégique" (RULINGS R6): along a connected path of one's own
    // territories, not only between neighbours.
    let mut state = position(
        "conquete-2010",
        3,
        &[("alaska", 5), ("alberta", 1), ("ontario", 1)],
        &[("northwest-territory", 1)],
        Phase::Fortify,
    );
    let through_mine = Action::Fortify {
        from: t("alaska"),
        to: t("ontario"),
        armies: 3,
    };
    assert!(state.check(&through_mine).is_ok());
    // Iceland is only reached through others' territories (Greenland, Scandinavia ...).
    state.territories[usize::from(t("iceland").0)].owner = ME;
    let through_enemy = Action::Fortify {
        from: t("alaska"),
        to: t("iceland"),
        armies: 3,
    };
    assert_eq!(state.check(&through_enemy), Err(RuleError::BadFortify));
    state.apply(&through_mine).unwrap();
    assert!(state.moves_done(), "one move a turn");
}
