//! 000 "Risk par équipe" (`conquete-2010-teams`, RULINGS R10): teams seated alternately,
//! shared territories controlled by the majority (nobody on a tie) for reinforcements and
//! continents, placing and manoeuvring into teammates' territories, one team hand passed
//! along, no attacks on teammates, and the first elimination winning for the other team.

use crate::common;

use common::{attack_with, card, position, t};
use lamorisse_engine::action::{Action, Event, RuleError};
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::play_game;
use lamorisse_engine::state::{ForceId, GameState, Garrison, Phase};

const ME: ForceId = ForceId(0);
const FOE: ForceId = ForceId(1);
const MATE: ForceId = ForceId(2);
const OTHER_FOE: ForceId = ForceId(3);

/// Seat 0 holds `mine`, seat 1 `theirs`, seat 2 (seat 0's teammate) `mate`; seat 3 the rest.
fn game(
    mine: &[(&str, u32)],
    theirs: &[(&str, u32)],
    mate: &[(&str, u32)],
    phase: Phase,
) -> GameState {
    let mut state = position("conquete-2010-teams", 4, mine, theirs, phase);
    for (key, armies) in mate {
        let holding = &mut state.territories[usize::from(t(key).0)];
        holding.owner = MATE;
        holding.armies = *armies;
    }
    state
}

/// Adds `armies` of `force` as the partner's share of `key`.
fn share(state: &mut GameState, key: &str, force: ForceId, armies: u32) {
    let holding = &mut state.territories[usize::from(t(key).0)];
    holding.partner = Some(Garrison { force, armies });
    holding.armies += armies;
}

#[test]
fn teammates_sit_alternately() {
    let state = GameState::new(preset("conquete-2010-teams").unwrap(), 4, 1).unwrap();
    let teams: Vec<_> = state.forces.iter().map(|f| f.team).collect();
    assert_eq!(teams, [Some(0), Some(1), Some(0), Some(1)]);
    assert!(state.same_team(ME, MATE) && !state.same_team(ME, FOE));
    // The book's team game is for four players only.
    assert!(GameState::new(preset("conquete-2010-teams").unwrap(), 3, 1).is_err());
}

#[test]
fn the_majority_controls_a_shared_territory_and_a_tie_means_nobody() {
    // The book's example: in Greenland both teammates have 4 armies, nobody controls it; in
    // the Eastern United States black (here seat 0) has 2 and red (seat 2) 3, red controls it.
    let mine = [
        ("alaska", 1),
        ("alberta", 1),
        ("ontario", 1),
        ("quebec", 1),
        ("western-us", 1),
        ("central-america", 1),
        ("northwest-territory", 1),
        ("greenland", 4),
    ];
    let mut state = game(&mine, &[], &[("eastern-us", 3)], Phase::Fortify);
    share(&mut state, "greenland", MATE, 4);
    share(&mut state, "eastern-us", ME, 2);
    assert_eq!(state.holding(t("greenland")).controller(), None);
    assert_eq!(state.holding(t("eastern-us")).controller(), Some(MATE));
    assert_eq!(state.territory_count(ME), 7);
    assert_eq!(state.territory_count(MATE), 1);
    // North America is all the team's, but a tie in Greenland and a teammate's majority in
    // the Eastern United States leave the continent to nobody.
    assert_eq!(state.reinforcements(ME), (3, 0));
    assert_eq!(state.holding(t("eastern-us")).share(ME), 2);
    assert_eq!(state.holding(t("eastern-us")).armies, 5);
}

#[test]
fn a_continent_counts_only_when_one_player_controls_all_of_it() {
    let australia = [
        ("indonesia", 3),
        ("new-guinea", 2),
        ("western-australia", 2),
        ("eastern-australia", 2),
    ];
    let state = game(&australia, &[], &[], Phase::Fortify);
    assert_eq!(state.reinforcements(ME), (3, 2));
    let mut tied = state.clone();
    share(&mut tied, "new-guinea", MATE, 2);
    assert_eq!(tied.reinforcements(ME), (3, 0));
    // A smaller share of a teammate's leaves the control where it was.
    let mut minority = state;
    share(&mut minority, "new-guinea", MATE, 1);
    assert_eq!(minority.reinforcements(ME), (3, 2));
}

#[test]
fn armies_are_placed_in_a_teammates_territory_and_the_majority_takes_control() {
    let mut state = game(
        &[("alaska", 2)],
        &[("kamchatka", 2)],
        &[("alberta", 3)],
        Phase::Reinforce,
    );
    state.turn.reserve = 7;
    let place = |territory: &str, armies| Action::Place {
        territory: t(territory),
        armies,
    };
    assert_eq!(
        state.apply(&place("kamchatka", 1)),
        Err(RuleError::NotYourTerritory)
    );
    state.apply(&place("alberta", 3)).unwrap();
    // Three each: nobody controls Alberta.
    let alberta = state.holding(t("alberta")).clone();
    assert_eq!(
        (alberta.armies, alberta.share(ME), alberta.share(MATE)),
        (6, 3, 3)
    );
    assert_eq!(alberta.controller(), None);
    state.apply(&place("alberta", 1)).unwrap();
    let alberta = state.holding(t("alberta")).clone();
    assert_eq!(alberta.owner, ME);
    assert_eq!(
        alberta.partner,
        Some(Garrison {
            force: MATE,
            armies: 3
        })
    );
    assert_eq!(alberta.controller(), Some(ME));
    assert!(state.legal_actions().contains(&place("alberta", 3)));
}

#[test]
fn teammates_are_never_attacked_and_only_your_own_armies_attack() {
    let mut state = game(
        &[("alaska", 1)],
        &[("kamchatka", 2)],
        &[("northwest-territory", 6)],
        Phase::Attack,
    );
    share(&mut state, "alaska", MATE, 1);
    let attack = |from: &str, to: &str, dice| Action::Attack {
        from: t(from),
        to: t(to),
        dice,
        defend: None,
    };
    assert_eq!(
        state.apply(&attack("alaska", "northwest-territory", 1)),
        Err(RuleError::AttackOwnTerritory)
    );
    // Two armies stand in Alaska, but only one is seat 0's: not enough to attack.
    assert_eq!(
        state.apply(&attack("alaska", "kamchatka", 1)),
        Err(RuleError::NotEnoughArmies)
    );
    // Nor may seat 0 command its teammate's armies.
    assert_eq!(
        state.apply(&attack("northwest-territory", "alberta", 1)),
        Err(RuleError::NotEnoughArmies)
    );
    let mut state = game(&[("alaska", 2)], &[("kamchatka", 2)], &[], Phase::Attack);
    share(&mut state, "alaska", MATE, 2);
    assert_eq!(
        state.apply(&attack("alaska", "kamchatka", 2)),
        Err(RuleError::TooManyAttackDice)
    );
    attack_with(&mut state, "alaska", "kamchatka", &[6], &[1, 1]).unwrap();
    assert_eq!(state.holding(t("kamchatka")).armies, 1);
}

#[test]
fn a_shared_territory_defends_with_all_its_armies_and_loses_from_the_larger_share() {
    let mut state = game(&[("alaska", 2)], &[("kamchatka", 5)], &[], Phase::Attack);
    state.turn.current = FOE;
    share(&mut state, "alaska", MATE, 1);
    assert_eq!(state.holding(t("alaska")).armies, 3);
    attack_with(&mut state, "kamchatka", "alaska", &[6, 6], &[1, 1]).unwrap();
    // Seat 0's 2 armies were the larger share: one falls, then the tie falls on the owner.
    let alaska = state.holding(t("alaska")).clone();
    assert_eq!(alaska.armies, 1);
    assert_eq!((alaska.owner, alaska.partner), (MATE, None));
    assert_eq!(
        state.winner(),
        Some(FOE),
        "seat 0 has no army left: the other team wins"
    );
}

#[test]
fn the_manoeuvre_goes_through_teammates_territories_into_a_teammates() {
    // The book's example: from Indonesia to East Africa through Siam (the teammate's), India
    // (the player's) and the Middle East (shared).
    let mut state = game(
        &[("indonesia", 6), ("india", 1), ("middle-east", 2)],
        &[("china", 2)],
        &[("siam", 2), ("east-africa", 1)],
        Phase::Fortify,
    );
    share(&mut state, "middle-east", MATE, 1);
    let fortify = |from: &str, to: &str, armies| Action::Fortify {
        from: t(from),
        to: t(to),
        armies,
    };
    assert_eq!(
        state.check(&fortify("indonesia", "east-africa", 6)),
        Err(RuleError::BadFortify)
    );
    assert_eq!(
        state.check(&fortify("indonesia", "china", 1)),
        Err(RuleError::BadFortify)
    );
    // Cut the path in India: no way through.
    let mut cut = state.clone();
    cut.territories[usize::from(t("india").0)].owner = FOE;
    assert_eq!(
        cut.check(&fortify("indonesia", "east-africa", 5)),
        Err(RuleError::BadFortify)
    );
    state
        .apply(&fortify("indonesia", "east-africa", 5))
        .unwrap();
    let east_africa = state.holding(t("east-africa")).clone();
    assert_eq!(
        (
            east_africa.owner,
            east_africa.share(ME),
            east_africa.share(MATE)
        ),
        (ME, 5, 1)
    );
    assert_eq!(state.holding(t("indonesia")).armies, 1);
}

#[test]
fn the_team_hand_passes_to_the_teammate_who_plays_next() {
    let mut state = game(
        &[("alaska", 5)],
        &[("kamchatka", 1), ("argentina", 1)],
        &[("alberta", 2)],
        Phase::Attack,
    );
    for key in ["peru", "brazil"] {
        state.draw_pile.retain(|c| *c != card(key));
        state.forces[0].hand.push(card(key));
    }
    attack_with(&mut state, "alaska", "kamchatka", &[6], &[1]).unwrap();
    state.apply(&Action::Occupy { armies: 1 }).unwrap();
    let events = state.apply(&Action::EndTurn).unwrap();
    assert!(events.contains(&Event::TeamHandPassed {
        from: ME,
        to: MATE,
        cards: 3
    }));
    assert!(state.force(ME).hand.is_empty());
    assert_eq!(state.force(MATE).hand.len(), 3);
    assert_eq!(state.turn.current, FOE);
}

#[test]
fn the_first_elimination_wins_for_the_other_team() {
    let mut state = game(&[("alaska", 5)], &[("kamchatka", 1)], &[], Phase::Attack);
    // Seat 3 still holds most of the world, but seat 1 loses its last territory.
    let events = attack_with(&mut state, "alaska", "kamchatka", &[6], &[1]).unwrap();
    assert!(events.contains(&Event::Eliminated {
        force: FOE,
        by: ME,
        cards_taken: 0
    }));
    assert_eq!(state.winner(), Some(ME));
    assert!(state.territory_count(OTHER_FOE) > 30);
}

#[test]
fn a_teammates_share_counts_for_staying_in_the_game() {
    // Seat 1's last armies stand in a territory its teammate controls: losing Kamchatka
    // alone does not eliminate it.
    let mut state = game(&[("alaska", 5)], &[("kamchatka", 1)], &[], Phase::Attack);
    let yakutsk = t("yakutsk");
    assert_eq!(state.holding(yakutsk).owner, OTHER_FOE);
    share(&mut state, "yakutsk", FOE, 1);
    state.territories[usize::from(yakutsk.0)].armies += 1;
    attack_with(&mut state, "alaska", "kamchatka", &[6], &[1]).unwrap();
    assert_eq!(state.winner(), None);
    assert!(state.present(FOE));
}

#[test]
fn the_golden_team_game_shares_territories_passes_the_hand_and_ends_on_an_elimination() {
    // tests/records/valid/conquete-2010-teams-4p-seed3.json is this game.
    let rules = preset("conquete-2010-teams").unwrap();
    let (mut shared, mut passed) = (0, 0);
    let (state, _) = play_game(&rules, 4, 3, |state, _, events| {
        shared += state
            .territories
            .iter()
            .filter(|h| h.partner.is_some())
            .count();
        passed += events
            .iter()
            .filter(|e| matches!(e, Event::TeamHandPassed { cards, .. } if *cards > 0))
            .count();
    })
    .unwrap();
    assert!(shared > 0 && passed > 0, "shared {shared}, passed {passed}");
    let winner = state.winner().unwrap();
    let loser = state.forces.iter().position(|f| f.eliminated).unwrap();
    assert!(!state.same_team(winner, ForceId(loser as u8)));
}
