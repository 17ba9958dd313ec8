//! The world board's data matches RULINGS R2, and bad board data is refused with a reason.

use crate::common;

use common::cards_of_each_design;
use lamorisse_engine::board::{Board, BoardError};

#[test]
fn world_has_42_territories_in_six_continents_with_their_bonuses() {
    let board = Board::world();
    assert_eq!(board.territories.len(), 42);
    let summary: Vec<(&str, usize, u32)> = board
        .continents
        .iter()
        .map(|c| (c.key.as_str(), c.territories.len(), c.bonus))
        .collect();
    assert_eq!(
        summary,
        [
            ("north-america", 9, 5),
            ("south-america", 4, 2),
            ("europe", 7, 5),
            ("africa", 6, 3),
            ("asia", 12, 7),
            ("oceania", 4, 2),
        ]
    );
}

#[test]
fn world_has_83_borders_each_listed_in_both_directions() {
    let board = Board::world();
    assert_eq!(board.borders().len(), 83);
    for a in board.ids() {
        for &b in &board.territory(a).neighbours {
            assert!(board.territory(b).neighbours.contains(&a));
            assert!(board.are_adjacent(a, b) && board.are_adjacent(b, a));
        }
    }
}

#[test]
fn world_sea_lanes_named_in_the_rules_are_borders() {
    let board = Board::world();
    for (a, b) in [
        ("alaska", "kamchatka"),
        ("greenland", "iceland"),
        ("brazil", "north-africa"),
        ("siam", "indonesia"),
        ("egypt", "southern-europe"),
    ] {
        let (a, b) = (board.find(a).unwrap(), board.find(b).unwrap());
        assert!(board.are_adjacent(a, b));
    }
    let (alaska, brazil) = (board.find("alaska").unwrap(), board.find("brazil").unwrap());
    assert!(!board.are_adjacent(alaska, brazil));
}

#[test]
fn world_graph_is_connected() {
    let board = Board::world();
    let mut seen = vec![false; board.territories.len()];
    let mut stack = vec![board.ids().next().unwrap()];
    while let Some(at) = stack.pop() {
        if !std::mem::replace(&mut seen[usize::from(at.0)], true) {
            stack.extend(board.adjacent(at));
        }
    }
    assert!(seen.iter().all(|&s| s));
}

#[test]
fn world_deck_has_14_cards_of_each_design_and_2_jokers() {
    let board = Board::world();
    assert_eq!(cards_of_each_design(board), [14, 14, 14]);
    assert_eq!(board.jokers, 2);
}

#[test]
fn world_ids_are_kebab_case_and_names_exist_in_both_languages() {
    let board = Board::world();
    for t in &board.territories {
        assert!(
            t.key.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
            "{}",
            t.key
        );
        assert!(!t.name.en.is_empty() && !t.name.fr.is_empty());
        assert!(!t.port, "the world board has no ports");
    }
    assert_eq!(board.find("northwest-territory").map(|id| id.0), Some(1));
    let kamchatka = board.territory(board.find("kamchatka").unwrap());
    assert_eq!(kamchatka.name.fr, "Kamtchatka");
}

/// A two-territory board in JSON, with room to break one field.
fn tiny_board(a_neighbours: &str, b_continent: &str) -> String {
    format!(
        r#"{{"id":"tiny","name":{{"en":"Tiny","fr":"Petit"}},"jokers":0,
        "continents":[{{"id":"c","name":{{"en":"C","fr":"C"}},"bonus":1}}],
        "territories":[
          {{"id":"a","name":{{"en":"A","fr":"A"}},"continent":"c","card":null,"neighbours":{a_neighbours}}},
          {{"id":"b","name":{{"en":"B","fr":"B"}},"continent":"{b_continent}","card":"cavalry","neighbours":["a"]}}
        ]}}"#
    )
}

#[test]
fn bad_board_data_is_refused_with_a_reason() {
    assert!(Board::from_json(&tiny_board(r#"["b"]"#, "c")).is_ok());
    assert_eq!(
        Board::from_json(&tiny_board("[]", "c")),
        Err(BoardError::OneWayBorder {
            from: "b".into(),
            to: "a".into()
        })
    );
    assert_eq!(
        Board::from_json(&tiny_board(r#"["a","b"]"#, "c")),
        Err(BoardError::SelfBorder("a".into()))
    );
    assert!(matches!(
        Board::from_json(&tiny_board(r#"["z"]"#, "c")),
        Err(BoardError::UnknownNeighbour { .. })
    ));
    assert!(matches!(
        Board::from_json(&tiny_board(r#"["b"]"#, "nowhere")),
        Err(BoardError::UnknownContinent { .. })
    ));
    assert!(matches!(
        Board::from_json("{not json"),
        Err(BoardError::Syntax(_))
    ));
}

#[test]
fn ports_border_every_other_port() {
    let text = tiny_board(r#"["b"]"#, "c").replace(
        r#""neighbours":["a"]}"#,
        r#""neighbours":["a"]},{"id":"p","name":{"en":"P","fr":"P"},"continent":"c","card":null,"port":true,"neighbours":[]}"#,
    );
    let text = text.replacen(
        r#""card":null,"neighbours""#,
        r#""card":null,"port":true,"neighbours""#,
        1,
    );
    let board = Board::from_json(&text).expect("valid board with two ports");
    let (a, p) = (board.find("a").unwrap(), board.find("p").unwrap());
    assert!(board.are_adjacent(a, p) && board.are_adjacent(p, a));
    assert_eq!(
        board.borders().len(),
        1,
        "port links are not listed borders"
    );
}
