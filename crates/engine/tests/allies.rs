//! 000 "2 joueurs, indépendants actifs" (`conquete-2010-duel-active`): the status track,
//! buying independents with cards, allied reinforcements, attacks and moves with allies, the
//! status die after an invasion, no cards through allies, and inherited cards.

use crate::common;

use common::{card, position, t};
use lamorisse_engine::action::{Action, Event, RuleError};
use lamorisse_engine::game::Outcome;
use lamorisse_engine::state::{ForceId, ForceKind, GameState, Phase};

const ME: ForceId = ForceId(0);
const THEM: ForceId = ForceId(1);
const YELLOW: ForceId = ForceId(2);
const BLACK: ForceId = ForceId(3);

/// Seat 0 holds Alaska and Kamchatka, Yellow holds Alberta and the Northwest Territory,
/// Black holds Ontario; seat 1 everything else.
fn game(phase: Phase) -> GameState {
    let mut state = position(
        "conquete-2010-duel-active",
        2,
        &[("alaska", 6), ("kamchatka", 3)],
        &[],
        phase,
    );
    for (key, force, armies) in [
        ("alberta", YELLOW, 5),
        ("northwest-territory", YELLOW, 4),
        ("ontario", BLACK, 2),
    ] {
        let holding = &mut state.territories[usize::from(t(key).0)];
        holding.owner = force;
        holding.armies = armies;
    }
    assert_eq!(state.force(YELLOW).kind, ForceKind::Independent);
    state
}

/// Gives seat 0 a card from the draw pile.
fn deal(state: &mut GameState, key: &str) {
    state.draw_pile.retain(|c| *c != card(key));
    state.forces[0].hand.push(card(key));
}

/// An attack with recorded battle dice and status dice.
fn attack(
    state: &mut GameState,
    from: &str,
    to: &str,
    dice: (&[u8], &[u8]),
    status: &[u8],
) -> Result<Vec<Event>, RuleError> {
    let action = Action::Attack {
        from: t(from),
        to: t(to),
        dice: dice.0.len() as u8,
        defend: Some(dice.1.len() as u8),
    };
    let outcome = Outcome {
        dice: Some((dice.0.to_vec(), dice.1.to_vec())),
        status: status.to_vec(),
        ..Outcome::default()
    };
    state.apply_recorded(&action, &outcome)
}

/// Applies an action with recorded status dice.
fn with_status(
    state: &mut GameState,
    action: Action,
    status: &[u8],
) -> Result<Vec<Event>, RuleError> {
    let outcome = Outcome {
        status: status.to_vec(),
        ..Outcome::default()
    };
    state.apply_recorded(&action, &outcome)
}

#[test]
fn independents_start_neutral_and_a_card_moves_one_a_step_towards_you() {
    // 000 "Influencer les armées indépendantes".
    let mut state = game(Phase::Reinforce);
    state.turn.reserve = 3;
    assert_eq!(state.force(YELLOW).controller, None);
    deal(&mut state, "peru");
    deal(&mut state, "brazil");
    let events = state
        .apply(&Action::Influence {
            force: YELLOW,
            card: card("peru"),
        })
        .unwrap();
    assert!(events.contains(&Event::StatusChanged {
        force: YELLOW,
        ally_of: Some(ME)
    }));
    assert_eq!(state.force(YELLOW).hand, [card("peru")]);
    assert!(!state.force(ME).hand.contains(&card("peru")));
    // Black is the opponent's ally: one card makes it neutral, a second one yours.
    state.forces[usize::from(BLACK.0)].controller = Some(THEM);
    state
        .apply(&Action::Influence {
            force: BLACK,
            card: card("brazil"),
        })
        .unwrap();
    assert_eq!(state.force(BLACK).controller, None);
    assert_eq!(state.allies_of(ME), [YELLOW]);
}

#[test]
fn an_independent_holding_five_cards_can_no_longer_be_influenced() {
    let mut state = game(Phase::Reinforce);
    state.turn.reserve = 3;
    for key in ["peru", "brazil", "venezuela", "argentina", "egypt"] {
        state.draw_pile.retain(|c| *c != card(key));
        state.forces[usize::from(YELLOW.0)].hand.push(card(key));
    }
    deal(&mut state, "congo");
    assert_eq!(
        state.check(&Action::Influence {
            force: YELLOW,
            card: card("congo")
        }),
        Err(RuleError::IndependentHasFiveCards)
    );
    // Only at the start of the turn, with the reinforcements.
    state.phase = Phase::Attack;
    assert_eq!(
        state.check(&Action::Influence {
            force: BLACK,
            card: card("congo")
        }),
        Err(RuleError::WrongPhase)
    );
}

#[test]
fn an_ally_gets_one_die_of_armies_before_the_combat_placed_on_its_territories() {
    // 000 "Renforts alliés".
    let mut state = game(Phase::Attack);
    state.forces[usize::from(YELLOW.0)].controller = Some(ME);
    assert_eq!(
        state.check(&Action::ReinforceAlly { force: BLACK }),
        Err(RuleError::NotYourAlly)
    );
    let outcome = Outcome {
        ally_die: Some(4),
        ..Outcome::default()
    };
    let events = state
        .apply_recorded(&Action::ReinforceAlly { force: YELLOW }, &outcome)
        .unwrap();
    assert!(events.contains(&Event::AllyReinforced {
        force: YELLOW,
        armies: 4
    }));
    assert_eq!((state.phase, state.turn.reserve), (Phase::Reinforce, 4));
    assert_eq!(
        state.check(&Action::Place {
            territory: t("alaska"),
            armies: 1
        }),
        Err(RuleError::NotYourTerritory)
    );
    // The player's cards are not traded into the ally's armies.
    for key in ["western-us", "argentina", "alberta"] {
        deal(&mut state, key);
    }
    let cards = [card("western-us"), card("argentina"), card("alberta")];
    assert_eq!(
        state.check(&Action::TradeCards { cards }),
        Err(RuleError::NoTradeNow)
    );
    state
        .apply(&Action::Place {
            territory: t("alberta"),
            armies: 3,
        })
        .unwrap();
    state
        .apply(&Action::Place {
            territory: t("northwest-territory"),
            armies: 1,
        })
        .unwrap();
    assert_eq!(state.holding(t("alberta")).armies, 8);
    assert_eq!(state.phase, Phase::Attack);
    assert_eq!(
        state.check(&Action::ReinforceAlly { force: YELLOW }),
        Err(RuleError::AllyAlreadyReinforced)
    );
}

#[test]
fn allies_are_reinforced_before_any_battle() {
    let mut state = game(Phase::Attack);
    attack(&mut state, "alaska", "alberta", (&[1], &[6]), &[]).unwrap();
    state.forces[usize::from(BLACK.0)].controller = Some(ME);
    assert_eq!(
        state.check(&Action::ReinforceAlly { force: BLACK }),
        Err(RuleError::AlliesReinforceBeforeCombat)
    );
}

#[test]
fn an_ally_attacks_as_your_own_and_conquers_for_itself_without_a_card() {
    // 000 "Combat" and "Piocher une carte": no card for a territory an ally takes.
    let mut state = game(Phase::Attack);
    state.forces[usize::from(YELLOW.0)].controller = Some(ME);
    // Yellow's Alberta into seat 1's Western United States.
    let events = attack(&mut state, "alberta", "western-us", (&[6, 6, 6], &[1]), &[]).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Conquered { force: YELLOW, .. }))
    );
    assert_eq!(state.holding(t("western-us")).owner, YELLOW);
    // Taking it ends the invasion: the status die, 5, keeps Yellow your ally.
    let events = with_status(&mut state, Action::Occupy { armies: 3 }, &[5]).unwrap();
    assert!(events.contains(&Event::StatusRolled {
        force: YELLOW,
        die: 5
    }));
    assert_eq!(state.force(YELLOW).controller, Some(ME));
    assert!(!state.turn.conquered, "no card through an ally");
    // An ally's armies never attack you; your own may still invade your ally.
    let at = |from: &str, to: &str| Action::Attack {
        from: t(from),
        to: t(to),
        dice: 1,
        defend: None,
    };
    assert_eq!(
        state.check(&at("alberta", "alaska")),
        Err(RuleError::AttackOwnTerritory)
    );
    assert!(state.check(&at("alaska", "alberta")).is_ok());
}

#[test]
fn an_invasion_of_a_neutral_independent_may_turn_it_to_your_opponent() {
    // 000 "Combat", the example: blue loses against neutral black, rolls 3: black becomes
    // red's ally.
    let mut state = game(Phase::Attack);
    attack(&mut state, "alaska", "alberta", (&[1, 1, 1], &[6, 6]), &[]).unwrap();
    assert_eq!(state.force(YELLOW).controller, None, "the invasion goes on");
    let events = with_status(&mut state, Action::EndAttack, &[3]).unwrap();
    assert!(events.contains(&Event::StatusChanged {
        force: YELLOW,
        ally_of: Some(THEM)
    }));
    assert_eq!(state.phase, Phase::Fortify);
}

#[test]
fn an_ally_invading_another_independent_rolls_for_both() {
    let mut state = game(Phase::Attack);
    state.forces[usize::from(YELLOW.0)].controller = Some(ME);
    attack(&mut state, "alberta", "ontario", (&[1, 1], &[6, 6]), &[]).unwrap();
    // Turning to another invasion ends this one: Black (invaded) rolls 6 and stays neutral,
    // Yellow (attacking) rolls 2 and turns neutral.
    let events = attack(&mut state, "alaska", "kamchatka", (&[6], &[1]), &[6, 2]);
    assert_eq!(
        events,
        Err(RuleError::AttackOwnTerritory),
        "checked before any die"
    );
    let events = attack(&mut state, "kamchatka", "japan", (&[6, 6], &[1]), &[6, 2]).unwrap();
    assert!(events.contains(&Event::StatusRolled {
        force: YELLOW,
        die: 2
    }));
    assert!(events.contains(&Event::StatusRolled {
        force: BLACK,
        die: 6
    }));
    assert_eq!(state.force(YELLOW).controller, None);
    assert_eq!(state.force(BLACK).controller, None);
}

#[test]
fn eliminating_an_independent_with_an_ally_gives_you_its_cards() {
    // 000: "vous récupérez toutes les cartes territoires qu'elle possédait".
    let mut state = game(Phase::Attack);
    state.forces[usize::from(YELLOW.0)].controller = Some(ME);
    state.draw_pile.retain(|c| *c != card("peru"));
    state.forces[usize::from(BLACK.0)].hand.push(card("peru"));
    state.territories[usize::from(t("ontario").0)].armies = 1;
    let events = attack(&mut state, "alberta", "ontario", (&[6, 6, 6], &[1]), &[]).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Eliminated { force: BLACK, .. }))
    );
    assert!(state.force(ME).hand.contains(&card("peru")));
    assert!(state.force(YELLOW).hand.is_empty());
}

#[test]
fn each_ally_makes_one_free_move_after_yours() {
    // 000 "Manœuvre stratégique des alliés".
    let mut state = game(Phase::Attack);
    state.forces[usize::from(YELLOW.0)].controller = Some(ME);
    attack(
        &mut state,
        "northwest-territory",
        "greenland",
        (&[1], &[6]),
        &[],
    )
    .unwrap();
    assert_eq!(
        state.check(&Action::Fortify {
            from: t("alaska"),
            to: t("kamchatka"),
            armies: 1
        }),
        Err(RuleError::EndTheAttackFirst)
    );
    with_status(&mut state, Action::EndAttack, &[6]).unwrap();
    state
        .apply(&Action::Fortify {
            from: t("alaska"),
            to: t("kamchatka"),
            armies: 2,
        })
        .unwrap();
    assert_eq!(state.phase, Phase::Fortify, "Yellow may still move");
    assert_eq!(
        state.check(&Action::Fortify {
            from: t("kamchatka"),
            to: t("alaska"),
            armies: 1
        }),
        Err(RuleError::BadFortify)
    );
    state
        .apply(&Action::Fortify {
            from: t("alberta"),
            to: t("northwest-territory"),
            armies: 2,
        })
        .unwrap();
    assert_eq!(state.holding(t("northwest-territory")).armies, 5);
    // Every free move made: only the end of the turn is left (record version 2).
    assert!(state.moves_done());
    state.apply(&Action::EndTurn).unwrap();
    assert_eq!(state.turn.current, THEM, "the turn ended");
}

#[test]
fn the_status_dice_replay_from_a_record() {
    // Every status die and ally die is an outcome in the record, so games replay exactly.
    use lamorisse_engine::simulate::record_game;
    let rules = lamorisse_engine::presets::preset("conquete-2010-duel-active").unwrap();
    let mut statuses = 0;
    for seed in 0..6 {
        let record = record_game(&rules, 2, seed).unwrap();
        let replayed = record.replay().unwrap();
        assert!(replayed.winner().is_some());
        statuses += record
            .actions
            .iter()
            .filter(|a| !a.outcome.status.is_empty())
            .count();
    }
    assert!(statuses > 0);
}

#[test]
fn changing_the_attacking_territory_goes_on_with_the_same_invasion() {
    // 000 "Combat": "vous pouvez changer le territoire d'où part l'offensive et ainsi
    // continuer d'attaquer un même territoire" — one invasion, one status die (RULINGS R5).
    let mut state = game(Phase::Attack);
    // Yellow's Northwest Territory is attacked from Alaska, then from Ontario (made seat 0's).
    state.territories[usize::from(t("ontario").0)].owner = ME;
    state.territories[usize::from(t("ontario").0)].armies = 6;
    attack(
        &mut state,
        "alaska",
        "northwest-territory",
        (&[1, 1, 1], &[6, 6]),
        &[],
    )
    .unwrap();
    let events = attack(
        &mut state,
        "ontario",
        "northwest-territory",
        (&[1, 1, 1], &[6, 6]),
        &[],
    )
    .unwrap();
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::StatusRolled { .. })),
        "no die when the attack only changes its starting territory"
    );
    let events = with_status(&mut state, Action::EndAttack, &[5]).unwrap();
    let dice = events
        .iter()
        .filter(|e| matches!(e, Event::StatusRolled { .. }))
        .count();
    assert_eq!(dice, 1, "one status die for the whole invasion");
}

#[test]
fn an_ally_joining_an_invasion_rolls_with_the_invaded_when_it_ends() {
    let mut state = game(Phase::Attack);
    state.forces[usize::from(YELLOW.0)].controller = Some(ME);
    // Seat 0 attacks Black's Ontario from Greenland, then the ally joins from Alberta.
    state.territories[usize::from(t("greenland").0)].owner = ME;
    state.territories[usize::from(t("greenland").0)].armies = 6;
    attack(
        &mut state,
        "greenland",
        "ontario",
        (&[1, 1, 1], &[6, 6]),
        &[],
    )
    .unwrap();
    attack(&mut state, "alberta", "ontario", (&[1, 1], &[6, 6]), &[]).unwrap();
    let events = with_status(&mut state, Action::EndAttack, &[6, 6]).unwrap();
    let rolled: Vec<ForceId> = events
        .iter()
        .filter_map(|e| match e {
            Event::StatusRolled { force, .. } => Some(*force),
            _ => None,
        })
        .collect();
    assert_eq!(
        rolled,
        [BLACK, YELLOW],
        "the invaded first, then the ally that joined"
    );
}
