//! Book 004 variante c "Capitales risk" (`napoleon-1999-capitals`): a secret capital each,
//! revealed only when taken; its taker takes over its owner ((house): one new army on each
//! of the loser's territories) and their cards; 2, 3 or 4 capitals win, one's own included.

use crate::common;

use lamorisse_engine::action::{Action, Event};
use lamorisse_engine::board::{Board, TerritoryId};
use lamorisse_engine::bot::Level;
use lamorisse_engine::cards::Card;
use lamorisse_engine::game::Outcome;
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::play_bots;
use lamorisse_engine::state::{ForceId, GameState, Phase};

/// A Europe territory by key.
fn e(key: &str) -> TerritoryId {
    common::territory_on(Board::europe_1810(), key)
}

#[test]
fn capitals_needed_follow_the_number_of_players() {
    let rules = preset("napoleon-1999-capitals").unwrap();
    // 004 "Le vainqueur": 2 or 3 players 2 capitals, 4 or 5 players 3, 6 players 4, one's own
    // included.
    let needed: Vec<usize> = (2..=6).map(|n| rules.headquarters_to_take(n) + 1).collect();
    assert_eq!(needed, [2, 2, 3, 3, 4]);
}

#[test]
fn each_capital_is_chosen_in_secret_and_stays_secret_once_play_begins() {
    let mut state = GameState::new(preset("napoleon-1999-capitals").unwrap(), 3, 2).unwrap();
    while state.phase == Phase::PlaceStartingArmies {
        let territory = state.territories_of(state.turn.current).next().unwrap();
        state
            .apply(&Action::PlaceStartingArmy { territory })
            .unwrap();
    }
    assert_eq!(state.phase, Phase::ChooseHeadquarters);
    let mut chosen = Vec::new();
    while state.phase == Phase::ChooseHeadquarters {
        let me = state.turn.current;
        let territory = state.territories_of(me).last().unwrap();
        let events = state
            .apply(&Action::ChooseHeadquarters { territory })
            .unwrap();
        assert!(events.contains(&Event::CapitalChosen { force: me }));
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, Event::HeadquartersRevealed { .. }))
        );
        chosen.push((me, territory));
    }
    assert_eq!(state.phase, Phase::Reinforce);
    assert!(!state.headquarters_revealed());
    // "Il place la carte Risk de ce territoire devant lui, face cachée": out of the deck.
    for &(_, t) in &chosen {
        assert!(!state.draw_pile.contains(&Card::Territory(t)));
    }
    // Each player sees their own capital and nobody else's.
    for &(me, own) in &chosen {
        let view = state.view_for(me);
        for &(other, _) in &chosen {
            let shown = view.forces[usize::from(other.0)].headquarters;
            assert_eq!(shown, (other == me).then_some(own));
            assert_eq!(state.seen_by(me).headquarters(other), shown);
        }
        assert_eq!(state.headquarters_of(own), None);
    }
}

/// Four players in their attack phase: seat 0 holds Île-de-France (10 armies) and Hanover
/// (10); seat 1 has its capital in the Low Countries (1 army) and holds Brittany (3) and
/// Westphalia (4); seat 2's capital is Lorraine (1); seat 3 holds the rest.
fn four_players() -> GameState {
    let mut state = GameState::new(preset("napoleon-1999-capitals").unwrap(), 4, 9).unwrap();
    for holding in &mut state.territories {
        holding.owner = ForceId(3);
        holding.armies = 2;
    }
    let place = |state: &mut GameState, key: &str, owner: u8, armies: u32| {
        let holding = &mut state.territories[usize::from(e(key).0)];
        holding.owner = ForceId(owner);
        holding.armies = armies;
    };
    place(&mut state, "ile-de-france", 0, 10);
    place(&mut state, "hanover", 0, 10);
    place(&mut state, "low-countries", 1, 1);
    place(&mut state, "brittany", 1, 3);
    place(&mut state, "westphalia", 1, 4);
    place(&mut state, "lorraine", 2, 1);
    let capitals = ["ile-de-france", "low-countries", "lorraine", "provence"];
    for (force, key) in state.forces.iter_mut().zip(capitals) {
        force.setup_armies = 0;
        force.hand.clear();
        force.headquarters = Some(e(key));
    }
    let aside: Vec<Card> = capitals.iter().map(|k| Card::Territory(e(k))).collect();
    state.draw_pile.retain(|c| !aside.contains(c));
    state.forces[1].hand = state.draw_pile.split_off(state.draw_pile.len() - 3);
    state.turn.current = ForceId(0);
    state.turn.first = ForceId(0);
    state.phase = Phase::Attack;
    state
}

/// Attacks from `from` into `to` with three dice that win against one.
fn take(state: &mut GameState, from: &str, to: &str) -> Vec<Event> {
    let action = Action::Attack {
        from: e(from),
        to: e(to),
        dice: 3,
        defend: Some(1),
    };
    let outcome = Outcome {
        dice: Some((vec![6, 6, 6], vec![1])),
        ..Outcome::default()
    };
    state.apply_recorded(&action, &outcome).unwrap()
}

#[test]
fn taking_a_capital_takes_over_its_owner_and_reveals_it() {
    let mut state = four_players();
    let cards_before = state.force(ForceId(1)).hand.clone();
    let events = take(&mut state, "ile-de-france", "low-countries");
    assert!(events.contains(&Event::CapitalTaken {
        territory: e("low-countries"),
        of: ForceId(1),
        by: ForceId(0),
        territories: 2,
        removed: 7,
    }));
    // "tous les régiments du vaincu ... sont remplacés par un régiment du vainqueur".
    for key in ["brittany", "westphalia"] {
        let holding = state.holding(e(key));
        assert_eq!((holding.owner, holding.armies), (ForceId(0), 1), "{key}");
    }
    // "remet ses cartes Risk à l'attaquant": the loser is out, their cards the taker's.
    assert!(state.force(ForceId(1)).eliminated);
    assert!(
        cards_before
            .iter()
            .all(|c| state.force(ForceId(0)).hand.contains(c))
    );
    // "le propriétaire de cette Capitale le fait savoir": public now, the others still secret.
    assert_eq!(state.headquarters_of(e("low-countries")), Some(ForceId(1)));
    assert_eq!(
        state.seen_by(ForceId(3)).headquarters(ForceId(1)),
        Some(e("low-countries"))
    );
    assert_eq!(state.seen_by(ForceId(3)).headquarters(ForceId(2)), None);
    // Four players need 3 capitals: the game goes on, the armies move in.
    assert!(matches!(state.phase, Phase::Occupy { .. }));
    assert_eq!(state.winner(), None);
}

#[test]
fn the_third_capital_wins_with_four_players() {
    let mut state = four_players();
    take(&mut state, "ile-de-france", "low-countries");
    state.apply(&Action::Occupy { armies: 3 }).unwrap();
    let events = take(&mut state, "ile-de-france", "lorraine");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CapitalTaken { of: ForceId(2), .. }))
    );
    assert_eq!(state.winner(), Some(ForceId(0)));
    assert_eq!(state.headquarters_held(ForceId(0)), 3);
}

#[test]
fn a_fallen_capital_changes_hands_without_a_second_takeover() {
    let mut state = four_players();
    take(&mut state, "ile-de-france", "low-countries");
    state.apply(&Action::Occupy { armies: 3 }).unwrap();
    state.territories[usize::from(e("low-countries").0)].armies = 1;
    // Seat 3 takes the fallen capital from seat 0: it counts for seat 3 now, and nobody
    // else's territories change hands.
    state.turn.current = ForceId(3);
    state.territories[usize::from(e("berg").0)].armies = 10;
    let before: Vec<ForceId> = state.territories.iter().map(|h| h.owner).collect();
    let events = take(&mut state, "berg", "low-countries");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::CapitalTaken { .. }))
    );
    let changed = state
        .territories
        .iter()
        .zip(&before)
        .filter(|(h, b)| h.owner != **b)
        .count();
    assert_eq!(changed, 1);
    assert!(!state.force(ForceId(0)).eliminated);
    assert_eq!(state.headquarters_taken(ForceId(3)), 1);
}

#[test]
fn bots_of_every_level_finish_capital_games_from_two_to_six_players() {
    let rules = preset("napoleon-1999-capitals").unwrap();
    for (seed, levels) in [
        (1, vec![Level::Easy, Level::Hard]),
        (2, vec![Level::Hard, Level::Normal, Level::Easy]),
        (3, vec![Level::Normal; 4]),
        (
            4,
            vec![
                Level::Easy,
                Level::Normal,
                Level::Easy,
                Level::Normal,
                Level::Easy,
                Level::Normal,
            ],
        ),
    ] {
        let mut taken = 0;
        let (state, played) = play_bots(&rules, &levels, seed, |_, _, events| {
            taken += events
                .iter()
                .filter(|e| matches!(e, Event::CapitalTaken { .. }))
                .count();
        })
        .unwrap();
        common::assert_won_with_legal_choices(&format!("seed {seed}"), &state, &played);
        let winner = state.winner().unwrap();
        assert!(taken >= 1, "{seed}");
        assert!(
            state.headquarters_held(winner) > rules.headquarters_to_take(levels.len())
                || state
                    .players()
                    .filter(|&p| !state.force(p).eliminated)
                    .count()
                    == 1,
            "{seed}"
        );
    }
}
