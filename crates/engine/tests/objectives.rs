//! 000 Risk Mission (`conquete-2010-missions`): four ranked objectives per player, claimed
//! one per turn at the moment each card names, the fourth revealed after three, victory on
//! four or by elimination, sets valued by design.

use crate::common;

use common::{attack_with, position, t};
use lamorisse_engine::action::{Action, Event, RuleError};
use lamorisse_engine::missions::{Mission, Moment, Rank};
use lamorisse_engine::objectives::ranked_deck;
use lamorisse_engine::presets::preset;
use lamorisse_engine::rules::{ExtraForces, SetValues};
use lamorisse_engine::simulate::play_game;
use lamorisse_engine::state::{ForceId, ForceKind, GameState, Phase};

const ME: ForceId = ForceId(0);
const LAST: ForceId = ForceId(2);

/// A ranked card.
fn ranked(rank: Rank, moment: Moment, goal: Mission) -> Mission {
    Mission::Ranked {
        rank,
        moment,
        goal: Box::new(goal),
    }
}

/// Four objectives for seat 0: hold Oceania at the start of a turn, conquer one territory,
/// 10 armies on one territory at the end of the turn, and hold Asia at the start of a turn.
fn my_objectives() -> Vec<Mission> {
    vec![
        ranked(
            Rank::Captain,
            Moment::TurnStart,
            Mission::Continents {
                continents: vec!["oceania".into()],
                plus_one: false,
            },
        ),
        ranked(
            Rank::Major,
            Moment::AfterReinforcing,
            Mission::ConquerInTurn { count: 1 },
        ),
        ranked(
            Rank::Colonel,
            Moment::TurnEnd,
            Mission::ArmiesOnOne { armies: 10 },
        ),
        ranked(
            Rank::General,
            Moment::TurnStart,
            Mission::Continents {
                continents: vec!["asia".into()],
                plus_one: false,
            },
        ),
    ]
}

/// Seat 0 holds Oceania (3 each) and Siam; seat 1 holds Japan; seat 2 the rest and is
/// fortifying, so that ending its turn begins seat 0's.
fn game() -> GameState {
    let mut state = position(
        "conquete-2010-missions",
        3,
        &[
            ("indonesia", 3),
            ("new-guinea", 3),
            ("western-australia", 3),
            ("eastern-australia", 3),
            ("siam", 9),
        ],
        &[("japan", 1)],
        Phase::Fortify,
    );
    state.forces[0].missions = my_objectives();
    state.turn.current = LAST;
    state
}

/// Ends seat 2's turn so seat 0's begins.
fn begin_my_turn(state: &mut GameState) {
    state.apply(&Action::EndTurn).unwrap();
    assert_eq!(state.turn.current, ME);
    assert_eq!(state.phase, Phase::Reinforce);
}

/// Places the whole reserve on Siam.
fn place_all(state: &mut GameState) {
    let armies = state.turn.reserve;
    state
        .apply(&Action::Place {
            territory: t("siam"),
            armies,
        })
        .unwrap();
}

#[test]
fn twenty_eight_objectives_seven_per_rank_all_on_the_world_board() {
    // 000 Risk Mission "Mise en place", RULINGS R7 (house texts).
    let deck = ranked_deck();
    assert_eq!(deck.len(), 28);
    for rank in Rank::ALL {
        assert_eq!(deck.iter().filter(|m| m.rank() == Some(rank)).count(), 7);
    }
    let board = lamorisse_engine::board::Board::world();
    for mission in &deck {
        for key in mission.continents_named() {
            assert!(board.continents.iter().any(|c| c.key == key), "{key}");
        }
        assert!(mission.moment().is_some());
    }
}

#[test]
fn each_player_draws_one_objective_of_each_rank_and_sets_are_valued_by_design() {
    let rules = preset("conquete-2010-missions").unwrap();
    // "Série de cartes": by design, no golden cavalier (RULINGS R4).
    assert!(matches!(rules.set_values, SetValues::ByDesign { .. }));
    for seed in 0..10 {
        let state = GameState::new(rules.clone(), 4, seed).unwrap();
        let mut dealt = Vec::new();
        for force in &state.forces {
            let ranks: Vec<_> = force.missions.iter().map(|m| m.rank().unwrap()).collect();
            assert_eq!(ranks, Rank::ALL);
            dealt.extend(force.missions.iter().cloned());
        }
        let before = dealt.len();
        dealt.dedup();
        assert_eq!(dealt.len(), before, "no card is dealt twice");
    }
}

#[test]
fn two_players_play_with_the_passive_independents() {
    // RULINGS R3 (house): 000 Risk Mission with 2 players is set up as the 000 duel.
    let rules = preset("conquete-2010-missions").unwrap().seated(2);
    assert_eq!(
        rules.extra_forces,
        ExtraForces::Independents {
            armies: 24,
            active: false
        }
    );
    let state = GameState::new(rules, 2, 3).unwrap();
    let independents = state
        .forces
        .iter()
        .filter(|f| f.kind == ForceKind::Independent)
        .count();
    assert_eq!(independents, 2);
    assert!(
        state
            .forces
            .iter()
            .all(|f| f.kind != ForceKind::Independent || f.missions.is_empty())
    );
}

#[test]
fn a_start_of_turn_objective_is_claimed_if_it_held_when_the_turn_began() {
    let mut state = game();
    begin_my_turn(&mut state);
    // Oceania was held at the start of the turn: claimable, even after placing.
    place_all(&mut state);
    let events = state.apply(&Action::ClaimObjective { mission: 0 }).unwrap();
    assert!(matches!(
        events[0],
        Event::ObjectiveClaimed {
            force: ME,
            claimed: 1,
            ..
        }
    ));
    assert_eq!(state.force(ME).claimed, [0]);
    assert_eq!(state.claimed_objectives(ME), [&my_objectives()[0]]);
    // "une seule réussite d'objectif par tour".
    assert_eq!(
        state.check(&Action::ClaimObjective { mission: 0 }),
        Err(RuleError::ObjectiveAlreadyClaimed)
    );
}

#[test]
fn a_start_of_turn_objective_met_only_later_in_the_turn_waits() {
    let mut state = game();
    state.territories[usize::from(t("eastern-australia").0)].owner = LAST;
    begin_my_turn(&mut state);
    place_all(&mut state);
    attack_with(&mut state, "siam", "indonesia", &[6, 6, 6], &[1]).unwrap_err();
    // Oceania is not whole at the start of the turn: the card's moment has passed.
    assert_eq!(
        state.check(&Action::ClaimObjective { mission: 0 }),
        Err(RuleError::ObjectiveNotMet)
    );
}

#[test]
fn one_objective_per_turn_each_at_its_moment() {
    let mut state = game();
    begin_my_turn(&mut state);
    // Before the reinforcements are placed, "after your reinforcements" is too early.
    assert_eq!(
        state.check(&Action::ClaimObjective { mission: 1 }),
        Err(RuleError::NotTheObjectivesMoment)
    );
    place_all(&mut state);
    assert_eq!(
        state.check(&Action::ClaimObjective { mission: 1 }),
        Err(RuleError::ObjectiveNotMet)
    );
    attack_with(&mut state, "siam", "china", &[6, 6, 6], &[1]).unwrap();
    state.apply(&Action::Occupy { armies: 3 }).unwrap();
    // Siam keeps 10 or more, but the end-of-turn card waits for the end of the attacks.
    assert_eq!(
        state.check(&Action::ClaimObjective { mission: 2 }),
        Err(RuleError::NotTheObjectivesMoment)
    );
    assert!(
        state
            .legal_actions()
            .contains(&Action::ClaimObjective { mission: 1 })
    );
    state.apply(&Action::ClaimObjective { mission: 1 }).unwrap();
    assert_eq!(
        state.check(&Action::ClaimObjective { mission: 0 }),
        Err(RuleError::OneObjectivePerTurn)
    );
    state.apply(&Action::EndAttack).unwrap();
    assert_eq!(
        state.check(&Action::ClaimObjective { mission: 2 }),
        Err(RuleError::OneObjectivePerTurn)
    );
}

#[test]
fn after_three_claims_the_fourth_is_shown_to_all_and_four_win() {
    let mut state = game();
    state.forces[0].claimed = vec![0, 1];
    begin_my_turn(&mut state);
    place_all(&mut state);
    // Other players see claimed objectives only.
    let theirs = state.view_for(ForceId(1));
    assert_eq!(theirs.forces[0].claimed.len(), 2);
    assert_eq!(theirs.forces[0].revealed, None);
    assert!(theirs.missions.iter().all(|m| !my_objectives().contains(m)));
    state.apply(&Action::EndAttack).unwrap();
    let events = state.apply(&Action::ClaimObjective { mission: 2 }).unwrap();
    assert!(events.contains(&Event::ObjectiveRevealed {
        force: ME,
        mission: my_objectives()[3].clone(),
    }));
    let theirs = state.view_for(ForceId(1));
    assert_eq!(theirs.forces[0].revealed, Some(my_objectives()[3].clone()));
    // The fourth: Asia held at the start of the next turn.
    for holding in &mut state.territories {
        if holding.owner == LAST {
            holding.owner = ME;
        }
    }
    state.forces[usize::from(LAST.0)].eliminated = true;
    // Asia whole needs Japan: seat 1 moves to Argentina.
    state.territories[usize::from(t("japan").0)].owner = ME;
    state.territories[usize::from(t("argentina").0)].owner = ForceId(1);
    state.apply(&Action::EndTurn).unwrap();
    let mut guard = 0;
    while state.turn.current != ME || state.phase != Phase::Reinforce {
        let action = state.legal_actions().pop().unwrap();
        state.apply(&action).unwrap();
        guard += 1;
        assert!(guard < 500);
    }
    let events = state.apply(&Action::ClaimObjective { mission: 3 }).unwrap();
    assert!(events.contains(&Event::Won { force: ME }));
    assert_eq!(state.winner(), Some(ME));
}

#[test]
fn an_eliminated_players_cards_change_hands_but_not_their_objectives() {
    let mut state = game();
    begin_my_turn(&mut state);
    place_all(&mut state);
    let card = lamorisse_engine::cards::Card::Territory(t("peru"));
    state.draw_pile.retain(|c| *c != card);
    state.forces[1].hand.push(card);
    let theirs = state.force(ForceId(1)).missions.clone();
    state.territories[usize::from(t("japan").0)].armies = 1;
    // Japan borders Kamchatka and Mongolia, not Siam: move Siam's neighbour first.
    state.territories[usize::from(t("mongolia").0)].owner = ME;
    state.territories[usize::from(t("mongolia").0)].armies = 5;
    let events = attack_with(&mut state, "mongolia", "japan", &[6, 6, 6], &[1]).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Eliminated {
            force: ForceId(1),
            ..
        }
    )));
    assert!(state.force(ME).hand.contains(&card));
    assert_eq!(state.force(ME).missions, my_objectives());
    assert_eq!(state.force(ForceId(1)).missions, theirs);
    assert_eq!(state.winner(), None, "a third player is still in");
}

#[test]
fn complete_games_end_by_objectives_or_elimination() {
    // "Gagner la partie": four objectives, or all the others eliminated.
    let mut by_objectives = 0;
    for seed in 0..40 {
        for players in [2, 3, 4] {
            let rules = preset("conquete-2010-missions").unwrap().seated(players);
            let (state, _) = play_game(&rules, players, seed, |_, _, _| {}).unwrap();
            let winner = state.winner().expect("the game ends");
            by_objectives += usize::from(state.force(winner).claimed.len() == 4);
        }
    }
    // The random policy chases no objective, yet both ways to win occur.
    assert!(
        (1..120).contains(&by_objectives),
        "{by_objectives} of 120 won on objectives"
    );
}

#[test]
fn bots_at_every_level_chase_their_objectives_and_claim_them() {
    use lamorisse_engine::bot::Level;
    use lamorisse_engine::simulate::play_bots;
    let rules = preset("conquete-2010-missions").unwrap();
    let mut by_objectives = 0;
    let mut claims = [0usize; 3];
    for seed in 0..20 {
        let levels = [Level::Hard, Level::Normal, Level::Easy];
        let (state, _) = play_bots(&rules, &levels, seed, |_, _, _| {}).unwrap();
        let winner = state.winner().expect("the game ends");
        by_objectives += usize::from(state.force(winner).claimed.len() == 4);
        for (seat, force) in state.forces.iter().enumerate() {
            claims[seat] += force.claimed.len();
        }
    }
    // Measured: about 40% of such games end on four objectives, the rest by elimination.
    assert!(
        by_objectives >= 4,
        "{by_objectives} of 20 won on objectives"
    );
    assert!(claims.iter().all(|&c| c > 0), "{claims:?}");
}
