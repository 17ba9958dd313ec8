//! 001 Capital Risk (`parker-1993-capital`): secret headquarters, their reveal and capture,
//! their cards kept out of play, and the capital victory, full and short.

use crate::common;

use common::{attack_with, card, position, t};
use lamorisse_engine::action::{Action, Event, RuleError};
use lamorisse_engine::cards::Card;
use lamorisse_engine::presets::preset;
use lamorisse_engine::rules::{SetupMethod, WinCondition};
use lamorisse_engine::setup::missing_cards;
use lamorisse_engine::simulate::play_game;
use lamorisse_engine::state::{ForceId, ForceKind, GameState, Phase};

const ME: ForceId = ForceId(0);
const THEM: ForceId = ForceId(1);
const THIRD: ForceId = ForceId(2);

/// A 3-player capital game at the headquarters choice (armies dealt and placed at random).
fn at_choice(players: u8, seed: u64) -> GameState {
    let mut rules = preset("parker-1993-capital").unwrap();
    rules.setup = SetupMethod::AutoPlace;
    GameState::new(rules, players, seed).unwrap()
}

/// Every player picks their first territory as headquarters.
fn choose_all(state: &mut GameState) -> Vec<Event> {
    let mut events = Vec::new();
    while state.phase == Phase::ChooseHeadquarters {
        let mine = state.territories_of(state.turn.current).next().unwrap();
        events.extend(
            state
                .apply(&Action::ChooseHeadquarters { territory: mine })
                .unwrap(),
        );
    }
    events
}

/// A capital position after the reveal, seat 0 attacking: ME's headquarters is Alaska,
/// THEM's Brazil and THIRD's (who holds every territory not listed) Kamchatka.
fn revealed(mine: &[(&str, u32)], theirs: &[(&str, u32)]) -> GameState {
    let mut state = position("parker-1993-capital", 3, mine, theirs, Phase::Attack);
    state.forces[0].headquarters = Some(t("alaska"));
    state.forces[1].headquarters = Some(t("brazil"));
    state.forces[2].headquarters = Some(t("kamchatka"));
    let hq: Vec<Card> = ["alaska", "brazil", "kamchatka"].map(card).to_vec();
    state.draw_pile.retain(|c| !hq.contains(c));
    state
}

#[test]
fn after_setup_each_player_in_turn_picks_a_headquarters_among_their_own() {
    // 001 Capital Risk "Setup" 1: after deploying, select one of your territories.
    let mut state = at_choice(3, 11);
    assert_eq!(state.phase, Phase::ChooseHeadquarters);
    let first = state.turn.current;
    assert_eq!(first, state.turn.first);
    let theirs = state
        .board()
        .ids()
        .find(|&x| state.holding(x).owner != first)
        .unwrap();
    assert_eq!(
        state.apply(&Action::ChooseHeadquarters { territory: theirs }),
        Err(RuleError::NotYourTerritory)
    );
    assert_eq!(
        state.apply(&Action::EndTurn),
        Err(RuleError::WrongPhase),
        "no turn starts before every headquarters is chosen"
    );
    let legal = state.legal_actions();
    assert_eq!(legal.len(), state.territory_count(first));
    assert!(
        legal
            .iter()
            .all(|a| matches!(a, Action::ChooseHeadquarters { .. }))
    );
    let mine = state.territories_of(first).next().unwrap();
    let events = state
        .apply(&Action::ChooseHeadquarters { territory: mine })
        .unwrap();
    assert_eq!(events, [Event::HeadquartersChosen { force: first }]);
    assert_ne!(state.turn.current, first, "the next player chooses");
}

#[test]
fn headquarters_stay_secret_until_all_are_chosen_then_their_cards_leave_the_deck() {
    // 001 Capital Risk "Setup" 1-2: chosen face down, then all turned face up together.
    let mut state = at_choice(3, 12);
    let first = state.turn.current;
    let mine = state.territories_of(first).next().unwrap();
    state
        .apply(&Action::ChooseHeadquarters { territory: mine })
        .unwrap();
    let next = state.turn.current;
    assert_eq!(state.seen_by(next).headquarters(first), None);
    assert_eq!(
        state.view_for(next).forces[usize::from(first.0)].headquarters,
        None
    );
    assert_eq!(state.seen_by(first).headquarters(first), Some(mine));
    assert_eq!(
        state.view_for(first).forces[usize::from(first.0)].headquarters,
        Some(mine)
    );
    assert_eq!(
        state.seen_by(next).imagine(5).force(first).headquarters,
        None
    );
    let events = choose_all(&mut state);
    let revealed = events
        .iter()
        .find_map(|e| match e {
            Event::HeadquartersRevealed { headquarters } => Some(headquarters.clone()),
            _ => None,
        })
        .expect("the headquarters are revealed");
    assert_eq!(revealed.len(), 3);
    assert_eq!(state.seen_by(next).headquarters(first), Some(mine));
    assert_eq!(state.phase, Phase::Reinforce);
    assert_eq!(state.turn.current, state.turn.first);
    // The headquarters cards are set aside: not in the pile, yet every card is accounted for.
    for (_, hq) in &revealed {
        assert!(!state.draw_pile.contains(&Card::Territory(*hq)));
    }
    assert_eq!(state.draw_pile.len(), 44 - 3);
    assert!(missing_cards(&state).is_empty());
}

#[test]
fn a_captured_headquarters_passes_its_card_and_does_not_eliminate() {
    // 001 Capital Risk "Playing": "you are not eliminated ... give your card to that opponent".
    let mut state = revealed(
        &[("alaska", 3), ("venezuela", 5)],
        &[("brazil", 1), ("peru", 4)],
    );
    let events = attack_with(&mut state, "venezuela", "brazil", &[6, 6], &[1]).unwrap();
    assert!(events.contains(&Event::HeadquartersCaptured {
        territory: t("brazil"),
        of: THEM,
        by: ME,
    }));
    assert!(!state.force(THEM).eliminated);
    assert!(
        matches!(state.phase, Phase::Occupy { .. }),
        "one HQ of two is not enough"
    );
    assert_eq!(state.headquarters_taken(ME), 1);
    assert_eq!(state.headquarters_of(t("brazil")), Some(THEM));
}

#[test]
fn holding_every_opposing_headquarters_and_your_own_wins_at_once() {
    // 001 Capital Risk "Object of the game": capture all opposing HQs, still holding yours.
    let mut state = revealed(
        &[("alaska", 3), ("brazil", 2), ("yakutsk", 5)],
        &[("peru", 4)],
    );
    let events = attack_with(&mut state, "yakutsk", "kamchatka", &[6], &[1]).unwrap();
    assert!(events.contains(&Event::Won { force: ME }));
    assert_eq!(state.winner(), Some(ME));
    assert!(!state.force(THIRD).eliminated, "nobody needs eliminating");
}

#[test]
fn without_your_own_headquarters_the_others_do_not_win() {
    // "... while still controlling your own": Alaska is held by the third player here.
    let mut state = revealed(&[("brazil", 2), ("yakutsk", 5)], &[("peru", 4)]);
    attack_with(&mut state, "yakutsk", "kamchatka", &[6], &[1]).unwrap();
    assert_eq!(state.winner(), None);
    assert!(!state.holds_enough_headquarters(ME));
}

#[test]
fn the_short_game_needs_two_of_four_or_three_of_five_and_six() {
    // 001 Capital Risk: "4 players: any 2 opposing HQs; 5 or 6 players: any 3".
    let full = preset("parker-1993-capital").unwrap();
    let short = lamorisse_engine::rules::RuleSet {
        win: WinCondition::Capitals { short: true },
        ..full.clone()
    };
    let needed = |rules: &lamorisse_engine::rules::RuleSet| {
        (2..=6)
            .map(|n| rules.headquarters_to_take(n))
            .collect::<Vec<_>>()
    };
    assert_eq!(needed(&full), [1, 2, 3, 4, 5]);
    assert_eq!(needed(&short), [1, 2, 2, 3, 3]);
}

#[test]
fn two_players_play_the_duel_setup_with_a_neutral_and_headquarters() {
    // RULINGS R1 "2 allowed", R3: 001 RISK for 2 players' setup (40 each, 40 neutral).
    let state = GameState::new(preset("parker-1993-capital").unwrap(), 2, 3).unwrap();
    assert_eq!(state.forces.len(), 3);
    assert_eq!(state.force(ForceId(2)).kind, ForceKind::Neutral);
    assert_eq!(state.phase, Phase::PlaceStartingArmies);
    for force in [ME, THEM, ForceId(2)] {
        assert_eq!(state.territory_count(force), 14);
    }
}

#[test]
fn headquarters_cards_are_never_drawn_or_traded_and_games_end_by_capitals() {
    // 001 Capital Risk "Playing": HQ cards are kept out of the way during the game.
    for players in [2, 3, 4, 5] {
        let rules = preset("parker-1993-capital").unwrap();
        for seed in 0..8 {
            let mut hq: Vec<Card> = Vec::new();
            let (state, _) = play_game(&rules, players, seed, |state, _, events| {
                for e in events {
                    match e {
                        Event::HeadquartersRevealed { headquarters } => {
                            hq = headquarters
                                .iter()
                                .map(|&(_, x)| Card::Territory(x))
                                .collect();
                        }
                        Event::CardDrawn { card, .. } => assert!(!hq.contains(card)),
                        Event::CardsTraded { cards, .. } => {
                            assert!(cards.iter().all(|c| !hq.contains(c)))
                        }
                        _ => {}
                    }
                }
                assert!(missing_cards(state).is_empty());
            })
            .unwrap();
            let winner = state.winner().expect("the game ends");
            assert_eq!(hq.len(), usize::from(players));
            assert!(
                state.holds_enough_headquarters(winner),
                "{players} players, seed {seed}: won by capitals"
            );
        }
    }
}

#[test]
fn a_record_keeps_the_shorter_game() {
    // The shorter game is the table's choice, stored in the record (docs/record-format.md).
    use lamorisse_engine::record::{Record, Seat};
    let seats = (0..4)
        .map(|i| Seat {
            name: format!("{i}"),
            bot: None,
            colour: None,
            pin: None,
        })
        .collect();
    let mut record = Record::new("parker-1993-capital", seats, 9);
    record.short_game = true;
    let text = serde_json::to_string(&record).unwrap();
    let state = Record::from_json(&text).unwrap().initial_state().unwrap();
    assert_eq!(state.rules.win, WinCondition::Capitals { short: true });
    assert_eq!(state.rules.headquarters_to_take(4), 2);
}
