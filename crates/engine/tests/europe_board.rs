//! The Europe 1810 board of book 004 matches RULINGS R2: the book's 9 regions with their
//! sizes and bonuses, 48 territories with names in both languages, symmetric borders, every
//! region contiguous, one connected board, the sea crossings of docs/boards.md, and a deck of
//! 16 cards per design plus 2 jokers.

use crate::common;

use common::{
    assert_borders_go_both_ways, assert_each_continent_holds_together, cards_of_each_design,
    reached,
};
use lamorisse_engine::board::{Board, TerritoryId};

/// The board under test.
fn europe() -> &'static Board {
    Board::by_key("europe-1810").expect("the engine has the Europe 1810 board")
}

/// A territory by key.
fn t(key: &str) -> TerritoryId {
    common::territory_on(europe(), key)
}

#[test]
fn europe_has_48_territories_in_the_books_nine_regions() {
    let board = europe();
    assert_eq!(board.territories.len(), 48);
    let summary: Vec<(&str, &str, usize, u32)> = board
        .continents
        .iter()
        .map(|c| {
            (
                c.key.as_str(),
                c.name.fr.as_str(),
                c.territories.len(),
                c.bonus,
            )
        })
        .collect();
    // 004 "Le plateau de jeu": the regions, their territories and bonuses.
    assert_eq!(
        summary,
        [
            ("united-kingdom", "Royaume-Uni", 4, 3),
            ("spain-portugal", "Espagne et Portugal", 4, 3),
            ("france", "France", 6, 4),
            ("rhine-confederation", "Confédération du Rhin", 7, 5),
            ("italy", "Italie", 4, 2),
            ("scandinavia", "Scandinavie", 4, 2),
            ("prussia", "Prusse", 5, 4),
            ("austria-hungary", "Autriche-Hongrie", 7, 5),
            ("russia", "Russie", 7, 4),
        ]
    );
}

#[test]
fn europe_borders_go_both_ways_and_the_board_is_one_connected_graph() {
    let board = europe();
    assert_eq!(board.borders().len(), 105);
    assert_borders_go_both_ways(board);
    assert!(reached(board, t("ireland"), |_| true).iter().all(|&r| r));
}

#[test]
fn every_region_is_contiguous() {
    assert_each_continent_holds_together(europe());
}

#[test]
fn the_sea_crossings_of_1810_are_borders_and_distant_coasts_are_not() {
    let board = europe();
    for (a, b) in [
        // The Channel and the North Sea.
        ("southern-england", "ile-de-france"),
        ("southern-england", "brittany"),
        ("southern-england", "low-countries"),
        ("scotland", "norway"),
        // The Irish Sea and the North Channel.
        ("ireland", "northern-england"),
        ("ireland", "scotland"),
        // The Skagerrak, the Sound, the Åland crossing and the Gulf of Finland.
        ("denmark", "norway"),
        ("denmark", "sweden"),
        ("sweden", "finland"),
        ("finland", "livonia"),
    ] {
        assert!(board.are_adjacent(t(a), t(b)), "{a}-{b}");
    }
    for (a, b) in [
        ("ireland", "brittany"),
        ("portugal", "aquitaine"),
        ("naples", "croatia"),
        ("lapland", "st-petersburg"),
    ] {
        assert!(!board.are_adjacent(t(a), t(b)), "{a}-{b}");
    }
}

#[test]
fn europe_deck_has_16_cards_of_each_design_and_2_jokers() {
    let board = europe();
    assert_eq!(cards_of_each_design(board), [16, 16, 16]);
    assert_eq!(board.jokers, 2);
}

#[test]
fn europe_names_are_historical_and_in_both_languages() {
    let board = europe();
    let mut names = std::collections::HashSet::new();
    for t in &board.territories {
        assert!(t.key.chars().all(|c| c.is_ascii_lowercase() || c == '-'));
        assert!(!t.name.en.is_empty() && !t.name.fr.is_empty());
        assert!(names.insert(t.name.fr.clone()), "{} twice", t.name.fr);
        assert!(!t.port);
    }
    assert_eq!(board.territory(t("warsaw")).name.fr, "Duché de Varsovie");
    assert_eq!(board.territory(t("wurttemberg")).name.en, "Württemberg");
}
