//! 001 "Rules variations for RISK experts" as table options: set values +1, connected
//! fortification, and at most 12 armies on a territory with the excess lost; stored in the
//! record and refused where they do not apply.

use crate::common;

use common::{card, position, t};
use lamorisse_engine::action::{Action, Event, RuleError};
use lamorisse_engine::game::Outcome;
use lamorisse_engine::presets::preset;
use lamorisse_engine::record::{Record, Seat};
use lamorisse_engine::rules::{ExpertToggles, Fortify};
use lamorisse_engine::state::{ForceId, GameState, Phase};

const ME: ForceId = ForceId(0);

/// A parker-1993 position with the given expert options on.
fn expert(
    toggles: ExpertToggles,
    mine: &[(&str, u32)],
    theirs: &[(&str, u32)],
    phase: Phase,
) -> GameState {
    let mut state = position("parker-1993", 3, mine, theirs, phase);
    state.rules = state.rules.clone().with_toggles(toggles);
    state
}

const TWELVE: ExpertToggles = ExpertToggles {
    plus_one_sets: false,
    connected_fortification: false,
    twelve_per_territory: true,
    reroll_with_card: false,
    commander: false,
    progressive_reinforcements: false,
};

#[test]
fn no_territory_takes_more_than_twelve_armies() {
    // 001 experts "Armies per territory": "you may not have more than 12 armies".
    let mut state = expert(
        TWELVE,
        &[("alaska", 10), ("alberta", 2)],
        &[],
        Phase::Reinforce,
    );
    state.turn.reserve = 5;
    assert_eq!(state.room(t("alaska")), 2);
    assert_eq!(
        state.apply(&Action::Place {
            territory: t("alaska"),
            armies: 3
        }),
        Err(RuleError::TerritoryFull)
    );
    state
        .apply(&Action::Place {
            territory: t("alaska"),
            armies: 2,
        })
        .unwrap();
    assert_eq!(state.holding(t("alaska")).armies, 12);
    let fortify = Action::Fortify {
        from: t("alberta"),
        to: t("alaska"),
        armies: 1,
    };
    state
        .apply(&Action::Place {
            territory: t("alberta"),
            armies: 3,
        })
        .unwrap();
    assert_eq!(state.apply(&fortify), Err(RuleError::TerritoryFull));
}

#[test]
fn armies_with_nowhere_to_go_are_lost() {
    // "If because of this rule you are unable to place some armies, you lose those armies."
    let mut state = expert(
        TWELVE,
        &[("alaska", 11), ("alberta", 12)],
        &[],
        Phase::Reinforce,
    );
    state.turn.reserve = 4;
    let events = state
        .apply(&Action::Place {
            territory: t("alaska"),
            armies: 1,
        })
        .unwrap();
    assert!(events.contains(&Event::ArmiesLost {
        force: ME,
        armies: 3
    }));
    assert_eq!((state.phase, state.turn.reserve), (Phase::Attack, 0));
}

#[test]
fn the_territory_bonus_beyond_twelve_is_lost() {
    // 001 "Occupied territories" +2, capped by the expert limit.
    let mut state = expert(
        TWELVE,
        &[("alaska", 11), ("alberta", 2)],
        &[],
        Phase::Reinforce,
    );
    let cards = [card("alaska"), card("alberta"), card("western-us")];
    state.draw_pile.retain(|c| !cards.contains(c));
    state.forces[0].hand = cards.to_vec();
    let events = state.apply(&Action::TradeCards { cards }).unwrap();
    assert!(events.contains(&Event::ArmiesLost {
        force: ME,
        armies: 1
    }));
    assert_eq!(state.holding(t("alaska")).armies, 12);
}

#[test]
fn connected_fortification_moves_along_own_paths_many_times() {
    // 001 experts "Fortifying your position": several moves, through your own territories.
    let toggles = ExpertToggles {
        connected_fortification: true,
        ..ExpertToggles::default()
    };
    let mut state = expert(
        toggles,
        &[("alaska", 6), ("alberta", 1), ("ontario", 1), ("quebec", 1)],
        &[],
        Phase::Attack,
    );
    assert_eq!(state.rules.fortify, Fortify::ManyConnectedMoves);
    let far = Action::Fortify {
        from: t("alaska"),
        to: t("quebec"),
        armies: 3,
    };
    state.apply(&far).unwrap();
    assert_eq!(state.phase, Phase::Fortify, "more moves may follow");
    state
        .apply(&Action::Fortify {
            from: t("alaska"),
            to: t("ontario"),
            armies: 2,
        })
        .unwrap();
    // Greenland is not ours: no path through it.
    let cut = Action::Fortify {
        from: t("quebec"),
        to: t("alaska"),
        armies: 1,
    };
    let mut cut_state = state.clone();
    cut_state.territories[usize::from(t("ontario").0)].owner = ForceId(2);
    assert_eq!(cut_state.apply(&cut), Err(RuleError::BadFortify));
    state.apply(&Action::EndTurn).unwrap();
    assert_eq!(state.holding(t("quebec")).armies, 4);
}

/// Three seats for a record.
fn seats() -> Vec<Seat> {
    (0..3)
        .map(|i| Seat {
            name: format!("{i}"),
            bot: None,
            colour: None,
            pin: None,
        })
        .collect()
}

#[test]
fn a_record_keeps_its_expert_options_and_refuses_those_not_playable_yet() {
    let mut record = Record::new("parker-1993", seats(), 3);
    record.toggles = ExpertToggles {
        plus_one_sets: true,
        twelve_per_territory: true,
        ..ExpertToggles::default()
    };
    let text = serde_json::to_string(&record).unwrap();
    assert!(text.contains("\"toggles\""));
    let state = Record::from_json(&text).unwrap().initial_state().unwrap();
    assert_eq!(state.rules.max_armies_per_territory, Some(12));
    assert_eq!(state.rules.nth_set_value(1), Some(5));
    // Without options, the field stays out of the file.
    let plain = serde_json::to_string(&Record::new("parker-1993", seats(), 3)).unwrap();
    assert!(!plain.contains("toggles"));
    record.toggles.progressive_reinforcements = true;
    assert!(record.initial_state().is_err());
    // Options of the world board only.
    let napoleon = preset("napoleon-1999").unwrap();
    assert!(!napoleon.allows_expert_toggles());
    assert!(napoleon.refuses_toggles(TWELVE).is_some());
}

/// Applies an action with a recorded outcome (dice, or a re-rolled die).
fn apply_with(
    state: &mut GameState,
    action: Action,
    dice: Option<(&[u8], &[u8])>,
    reroll: Option<u8>,
) -> Result<Vec<Event>, RuleError> {
    let outcome = Outcome {
        dice: dice.map(|(a, d)| (a.to_vec(), d.to_vec())),
        reroll,
        ..Outcome::default()
    };
    state.apply_recorded(&action, &outcome)
}

/// An attack from Alaska on Kamchatka with three dice against two.
fn attack_kamchatka() -> Action {
    Action::Attack {
        from: t("alaska"),
        to: t("kamchatka"),
        dice: 3,
        defend: Some(2),
    }
}

#[test]
fn the_commander_turns_one_die_to_six_once_a_turn() {
    // 001 experts "Commanders": once per turn while attacking, one die just rolled becomes 6.
    let toggles = ExpertToggles {
        commander: true,
        ..ExpertToggles::default()
    };
    let mut state = expert(
        toggles,
        &[("alaska", 10)],
        &[("kamchatka", 6)],
        Phase::Attack,
    );
    let events = apply_with(
        &mut state,
        attack_kamchatka(),
        Some((&[3, 2, 1], &[5, 4])),
        None,
    )
    .unwrap();
    assert!(matches!(events[..], [Event::Rolled { .. }]));
    assert_eq!(state.phase, Phase::Rolled);
    assert_eq!(
        state.apply(&Action::Commander { die: 3 }),
        Err(RuleError::NoSuchDie)
    );
    let events = state.apply(&Action::Commander { die: 0 }).unwrap();
    // Nothing else is left to choose: the battle is decided with 6, 2, 1 against 5, 4.
    assert!(events.contains(&Event::Battle {
        from: t("alaska"),
        to: t("kamchatka"),
        attack: vec![6, 2, 1],
        defend: vec![5, 4],
        attacker_losses: 1,
        defender_losses: 1,
        bonus: Default::default(),
    }));
    assert_eq!(state.phase, Phase::Attack);
    // The next battle this turn is decided at once: the Commander is spent.
    let events = apply_with(
        &mut state,
        attack_kamchatka(),
        Some((&[3, 2, 1], &[5, 4])),
        None,
    )
    .unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::Battle { .. })));
    assert_eq!(
        state.apply(&Action::Commander { die: 0 }),
        Err(RuleError::WrongPhase)
    );
}

#[test]
fn a_card_showing_either_territory_re_rolls_one_die_a_battle_and_is_set_aside() {
    // 001 experts "Advantage when attacking".
    let toggles = ExpertToggles {
        reroll_with_card: true,
        ..ExpertToggles::default()
    };
    let mut state = expert(
        toggles,
        &[("alaska", 10), ("alberta", 5)],
        &[("kamchatka", 6)],
        Phase::Attack,
    );
    let (shows, other) = (card("kamchatka"), card("egypt"));
    state.draw_pile.retain(|c| *c != shows && *c != other);
    state.forces[0].hand = vec![shows, other];
    apply_with(
        &mut state,
        attack_kamchatka(),
        Some((&[5, 2, 1], &[4, 3])),
        None,
    )
    .unwrap();
    assert_eq!(
        apply_with(
            &mut state,
            Action::Reroll {
                die: 1,
                card: other
            },
            None,
            Some(6)
        ),
        Err(RuleError::NoRerollCard),
        "Egypt shows neither territory"
    );
    let events = apply_with(
        &mut state,
        Action::Reroll {
            die: 1,
            card: shows,
        },
        None,
        Some(6),
    )
    .unwrap();
    assert!(events.contains(&Event::Rerolled {
        die: 1,
        value: 6,
        card: shows
    }));
    assert!(events.contains(&Event::Battle {
        from: t("alaska"),
        to: t("kamchatka"),
        attack: vec![6, 5, 1],
        defend: vec![4, 3],
        attacker_losses: 0,
        defender_losses: 2,
        bonus: Default::default(),
    }));
    assert_eq!(state.turn.card_aside, Some(shows));
    assert_eq!(state.force(ME).hand, [other]);
    // The set-aside card serves again against the same territory...
    apply_with(
        &mut state,
        attack_kamchatka(),
        Some((&[1, 1, 1], &[6, 6])),
        None,
    )
    .unwrap();
    assert_eq!(state.phase, Phase::Rolled);
    state.apply(&Action::Resolve).unwrap();
    // ...and goes back to the hand once the attack on it stops.
    state.apply(&Action::EndAttack).unwrap();
    assert_eq!(state.turn.card_aside, None);
    assert!(state.force(ME).hand.contains(&shows));
}

#[test]
fn a_record_of_the_expert_dice_replays_exactly() {
    use lamorisse_engine::bot::{Bot, Level};
    let mut record = Record::new("parker-1993", seats(), 21);
    record.setup = Some(lamorisse_engine::rules::SetupMethod::AutoPlace);
    record.toggles = ExpertToggles {
        reroll_with_card: true,
        commander: true,
        ..ExpertToggles::default()
    };
    let mut state = record.initial_state().unwrap();
    let mut bots: Vec<Bot> = (0..3).map(|i| Bot::new(Level::Normal, i)).collect();
    let (mut paused, mut rerolls, mut commands) = (0, 0, 0);
    for _ in 0..3000 {
        let seat = state.turn.current;
        let Some(action) = bots[usize::from(seat.0)].decide(state.seen_by(seat)) else {
            break;
        };
        let events = state.apply(&action).unwrap();
        paused += usize::from(matches!(action, Action::Resolve));
        rerolls += usize::from(matches!(action, Action::Reroll { .. }));
        commands += usize::from(matches!(action, Action::Commander { .. }));
        record.push(action, Outcome::of(&events));
    }
    assert!(
        paused > 0 && rerolls > 0 && commands > 0,
        "{paused} {rerolls} {commands}"
    );
    let replayed = Record::from_json(&record.to_json_lines())
        .unwrap()
        .replay()
        .unwrap();
    assert_eq!(replayed.fingerprint(), state.fingerprint());
}
