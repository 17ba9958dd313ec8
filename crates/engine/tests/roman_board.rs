//! The Roman Empire board of book 003 matches RULINGS R2: 45 territories in 6 provinces whose
//! sizes equal their bonuses (9, 8, 6, 6, 10, 6), the book's named territories, about a third
//! of them with a port, every port linked to every other port, symmetric borders, every
//! province contiguous and one connected board; its 45 territory cards serve the setup only.

use crate::common;

use common::{
    assert_borders_go_both_ways, assert_each_continent_holds_together, cards_of_each_design,
    reached,
};
use lamorisse_engine::board::{Board, TerritoryId};

/// The board under test.
fn rome() -> &'static Board {
    Board::by_key("roman-empire").expect("the engine has the Roman Empire board")
}

/// A territory by key.
fn t(key: &str) -> TerritoryId {
    common::territory_on(rome(), key)
}

#[test]
fn six_provinces_whose_sizes_equal_their_bonuses() {
    let board = rome();
    assert_eq!(board.territories.len(), 45);
    let provinces: Vec<(&str, usize, u32)> = board
        .continents
        .iter()
        .map(|c| (c.key.as_str(), c.territories.len(), c.bonus))
        .collect();
    // 003 "Renforts" B: Provincia 1 to 6 are worth 9, 8, 6, 6, 10 and 6.
    assert_eq!(
        provinces,
        [
            ("gallia", 9, 9),
            ("italia", 8, 8),
            ("hispania", 6, 6),
            ("africa", 6, 6),
            ("oriens", 10, 10),
            ("britannia-germania", 6, 6),
        ]
    );
}

#[test]
fn the_books_territories_are_there_and_border_as_its_examples_say() {
    let board = rome();
    // Latin in English; in French the provinces' usual French names, as the regions' (issue 50).
    for (name, nom) in [
        ("Gallia Cisalpina", "Gaule cisalpine"),
        ("Narbonensis", "Narbonnaise"),
        ("Aquitania", "Aquitaine"),
        ("Numidia", "Numidie"),
        ("Africa Proconsularis", "Afrique proconsulaire"),
    ] {
        assert!(
            board
                .territories
                .iter()
                .any(|t| t.name.en == name && t.name.fr == nom),
            "{name}"
        );
    }
    // 003 "Invasion": Gallia Cisalpina attacks Narbonensis; "Occupation": Numidia taken
    // from Africa Proconsularis.
    assert!(board.are_adjacent(t("gallia-cisalpina"), t("narbonensis")));
    assert!(board.are_adjacent(t("numidia"), t("africa-proconsularis")));
    // 003 "Manœuvre": Aquitania reaches Gallia Cisalpina through the territories between.
    assert!(!board.are_adjacent(t("aquitania"), t("gallia-cisalpina")));
    let via_gaul = |id: TerritoryId| {
        board.territory(id).continent == board.territory(t("aquitania")).continent
            || id == t("gallia-cisalpina")
    };
    assert!(reached(board, t("aquitania"), via_gaul)[usize::from(t("gallia-cisalpina").0)]);
}

#[test]
fn about_a_third_have_a_port_and_every_port_reaches_every_other() {
    let board = rome();
    let ports: Vec<TerritoryId> = board.ids().filter(|&id| board.territory(id).port).collect();
    assert_eq!(ports.len(), 16);
    // 003: "Dans chaque province se trouvent des territoires dotés d'un port".
    for continent in &board.continents {
        assert!(
            continent
                .territories
                .iter()
                .any(|&id| board.territory(id).port),
            "{}",
            continent.key
        );
    }
    for &a in &ports {
        for &b in &ports {
            assert_eq!(board.are_adjacent(a, b), a != b);
        }
    }
    // A territory without a port reaches only its listed neighbours.
    let inland = t("arverni");
    assert_eq!(
        board.adjacent(inland).count(),
        board.territory(inland).neighbours.len()
    );
}

#[test]
fn borders_go_both_ways_provinces_hold_together_and_the_board_is_connected() {
    let board = rome();
    assert_eq!(board.borders().len(), 81);
    assert_borders_go_both_ways(board);
    assert!(reached(board, t("caledonia"), |_| true).iter().all(|&r| r));
    // Even without the port links, land and the listed sea crossings join every territory.
    let mut seen = vec![false; board.territories.len()];
    let mut stack = vec![t("caledonia")];
    while let Some(at) = stack.pop() {
        if !std::mem::replace(&mut seen[usize::from(at.0)], true) {
            stack.extend(&board.territory(at).neighbours);
        }
    }
    assert!(seen.iter().all(|&r| r));
    assert_each_continent_holds_together(board);
}

#[test]
fn the_deck_has_a_card_for_each_territory_and_no_joker() {
    let board = rome();
    assert_eq!(cards_of_each_design(board), [15, 15, 15]);
    assert_eq!(board.jokers, 0);
}
