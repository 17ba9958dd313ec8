//! The sparring partner that Hard is measured against (issue 28): it finishes every playable
//! preset without a refused choice, places its reserve where its goal starts, and attacks
//! from there.

use crate::common;

use common::{playable, position, t};
use lamorisse_engine::action::Action;
use lamorisse_engine::bot::Level;
use lamorisse_engine::bot::sparring::Sparring;
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::{Entrant, simulate_one};
use lamorisse_engine::state::{ForceId, Phase};

#[test]
fn the_sparring_partner_finishes_every_playable_preset_with_only_legal_choices() {
    for id in playable() {
        let rules = preset(id).unwrap();
        let players = rules.min_players.max(3).min(rules.max_players);
        let mut entrants = vec![Entrant::Bot(Level::Normal); usize::from(players)];
        entrants[0] = Entrant::Sparring;
        for game in 0..2 {
            let summary = simulate_one(&rules, &entrants, 21, game)
                .unwrap_or_else(|e| panic!("{id} game {game}: {e}"));
            assert_eq!(summary.fallbacks, 0, "{id}: a choice was refused");
        }
    }
}

#[test]
fn it_places_its_whole_reserve_where_its_goal_starts_and_attacks_from_there() {
    // Seat 0 holds all of Oceania but Western Australia, which seat 1 holds with 2 armies;
    // seat 2 holds the rest, Asia included, so breaking Asia is a goal too.
    let mut state = position(
        "parker-1993",
        3,
        &[
            ("indonesia", 3),
            ("new-guinea", 2),
            ("eastern-australia", 2),
        ],
        &[("western-australia", 2)],
        Phase::Reinforce,
    );
    state.turn.reserve = 5;
    let mut partner = Sparring::new(1);
    let place = partner.decide(state.seen_by(ForceId(0)));
    let Some(Action::Place { territory, armies }) = place else {
        panic!("{place:?}");
    };
    assert_eq!(armies, 5, "the whole reserve on one territory");
    assert_ne!(
        territory,
        t("new-guinea"),
        "a territory with nothing to attack"
    );
    state.apply(&place.unwrap()).unwrap();
    let attack = partner.decide(state.seen_by(ForceId(0)));
    assert!(
        matches!(attack, Some(Action::Attack { from, dice: 3, .. }) if from == territory),
        "{attack:?}"
    );
}

#[test]
fn entrants_read_their_names() {
    assert_eq!("sparring".parse::<Entrant>(), Ok(Entrant::Sparring));
    assert_eq!("Hard".parse::<Entrant>(), Ok(Entrant::Bot(Level::Hard)));
    assert!("grandmaster".parse::<Entrant>().is_err());
}
