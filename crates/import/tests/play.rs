//! Bots play an imported board to the end with every rule system that fits it, at every seat
//! count it has room for and at every level (issue 40 item 3).

use lamorisse_engine::board::Board;
use lamorisse_engine::bot::Level;
use lamorisse_engine::imported::presets_for;
use lamorisse_engine::simulate::play_bots;
use lamorisse_import::{Files, import, sample};

/// Plays every preset that fits the board of `files` at every seat count and level; returns
/// the presets' ids.
fn play_everything(files: Files) -> Vec<String> {
    let imported = import(files).unwrap();
    let board = Board::register(Board::from_packed(&imported.packed_board).unwrap()).unwrap();
    let presets = presets_for(board);
    for rules in &presets {
        for players in rules.min_players..=rules.max_players {
            for (n, level) in [Level::Easy, Level::Normal, Level::Hard]
                .into_iter()
                .enumerate()
            {
                let levels = vec![level; usize::from(players)];
                let (state, played) = play_bots(rules, &levels, 7 + n as u64, |_, _, _| {})
                    .unwrap_or_else(|e| panic!("{} with {players}: {e:?}", rules.id));
                assert!(
                    state.winner().is_some(),
                    "{} with {players} at {level:?}",
                    rules.id
                );
                assert_eq!(
                    played.fallbacks, 0,
                    "{} with {players} at {level:?}",
                    rules.id
                );
                assert_eq!(state.board().key, imported.key);
            }
        }
    }
    presets.into_iter().map(|r| r.id).collect()
}

#[test]
fn every_fitting_preset_plays_to_its_end_on_the_sample() {
    let ids = play_everything(sample::files());
    assert!(
        ids.contains(&"parker-1993".into()) && ids.contains(&"conquete-2010".into()),
        "{ids:?}"
    );
    assert!(
        !ids.contains(&"conquete-2010-duel-active".into()),
        "independents need 42 territories"
    );
}

#[test]
fn a_board_as_large_as_the_world_plays_the_duels_and_teams_too() {
    let ids = play_everything(sample::grid(8, 6));
    for id in [
        "conquete-2010-duel-active",
        "miro-1975-duel",
        "conquete-2010-teams",
        "parker-1993-capital",
    ] {
        assert!(ids.contains(&id.to_owned()), "{id}: {ids:?}");
    }
}

#[test]
fn a_built_in_key_cannot_be_taken_by_an_import() {
    let mut json = import(sample::files()).unwrap().board;
    json["id"] = "world".into();
    let board = Board::from_json(&json.to_string()).unwrap();
    assert!(Board::register(board).is_none());
    assert_eq!(Board::world().territories.len(), 42);
}

#[test]
fn secret_missions_come_from_the_maps_own_cards() {
    use lamorisse_engine::imported::on_board;
    use lamorisse_engine::missions::Mission;
    use lamorisse_engine::presets::preset;
    use lamorisse_engine::state::GameState;
    let imported = import(sample::files()).unwrap();
    let board = Board::register(Board::from_packed(&imported.packed_board).unwrap()).unwrap();
    let rules = on_board(preset("parker-1993-missions").unwrap(), board).unwrap();
    assert_eq!((rules.min_players, rules.max_players), (3, 3));
    let state = GameState::new(rules, 3, 4).unwrap();
    for force in &state.forces {
        let mission = &force.missions[0];
        let replacement = Mission::Territories {
            count: 4,
            min_armies: 1,
        };
        assert!(
            board.missions.contains(mission) || *mission == replacement,
            "{mission:?}"
        );
    }
    let west = Mission::Continents {
        continents: vec!["west".into()],
        plus_one: true,
    };
    assert!(
        board.missions.contains(&west),
        "a `*` is one more continent of the player's choice"
    );
}
