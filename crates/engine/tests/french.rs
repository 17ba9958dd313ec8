//! Issues 24 and 37: the French sentences a player reads, word for word (and their English
//! counterparts): articles from the board data, agreement with places and colours, plurals by
//! each language's rule, numbers as each language writes them, one word for armies, and French
//! typography.

use lamorisse_engine::action::Event;
use lamorisse_engine::board::Board;
use lamorisse_engine::i18n::{Gender, Lang, agree};
use lamorisse_engine::missions::Mission;
use lamorisse_engine::state::{Colour, ForceId, ForceKind, Leader};
use lamorisse_engine::text::editions::EDITIONS;
use lamorisse_engine::text::empire_text::leader_ability;
use lamorisse_engine::text::mission_text::{mission_text, victory_points};
use lamorisse_engine::text::phrases::{
    armies, armies_word, colour_adjective, count, count_of, de, extra_force_name, labelled,
    log_line, percent, quantity, signed,
};
use lamorisse_engine::text::since::{TurnSummary, has_played, heading, turn_sentence, turns_since};

/// Seat names for the log.
fn name(seat: u8) -> String {
    ["Ada", "Bruno", "Chloé"][usize::from(seat)].to_owned()
}

/// A territory of a board by key.
fn territory(board: &Board, key: &str) -> lamorisse_engine::board::TerritoryId {
    board.find(key).expect("a territory")
}

#[test]
fn a_conquest_names_the_territory_with_its_article() {
    let europe = Board::europe_1810();
    let taken = Event::Conquered {
        force: ForceId(2),
        from_force: ForceId(0),
        territory: territory(europe, "northern-england"),
    };
    assert_eq!(
        log_line(Lang::Fr, &taken, europe, &name).as_deref(),
        Some("Chloé conquiert l’Angleterre du Nord.")
    );
    let world = Board::world();
    let peru = Event::Conquered {
        force: ForceId(1),
        from_force: ForceId(0),
        territory: territory(world, "peru"),
    };
    assert_eq!(
        log_line(Lang::Fr, &peru, world, &name).as_deref(),
        Some("Bruno conquiert le Pérou.")
    );
    let madagascar = Event::Conquered {
        force: ForceId(1),
        from_force: ForceId(0),
        territory: territory(world, "madagascar"),
    };
    assert_eq!(
        log_line(Lang::Fr, &madagascar, world, &name).as_deref(),
        Some("Bruno conquiert Madagascar.")
    );
}

#[test]
fn a_move_contracts_its_prepositions_and_counts_its_armies() {
    let world = Board::world();
    let one = Event::Fortified {
        from: territory(world, "peru"),
        to: territory(world, "brazil"),
        armies: 1,
    };
    assert_eq!(
        log_line(Lang::Fr, &one, world, &name).as_deref(),
        Some("1\u{a0}régiment va du Pérou au Brésil.")
    );
    let three = Event::Fortified {
        from: territory(world, "northwest-territory"),
        to: territory(world, "alaska"),
        armies: 3,
    };
    assert_eq!(
        log_line(Lang::Fr, &three, world, &name).as_deref(),
        Some("3\u{a0}régiments vont des Territoires du Nord-Ouest à l’Alaska.")
    );
    assert_eq!(
        log_line(Lang::En, &one, world, &name).as_deref(),
        Some("1 army moves from Peru to Brazil.")
    );
}

#[test]
fn a_mission_names_its_regions_with_their_articles() {
    let europe = Board::europe_1810();
    let mission = Mission::Continents {
        continents: vec![
            "united-kingdom".into(),
            "scandinavia".into(),
            "prussia".into(),
        ],
        plus_one: false,
    };
    assert_eq!(
        mission_text(Lang::Fr, &mission, europe),
        "Conquérir le Royaume-Uni, la Scandinavie et la Prusse."
    );
}

#[test]
fn purses_potions_and_points_agree_with_their_numbers() {
    let roman = Board::roman_empire();
    let purse = Event::PurseTaken {
        force: ForceId(2),
        sesterces: 1,
    };
    assert_eq!(
        log_line(Lang::Fr, &purse, roman, &name).as_deref(),
        Some("Chloé prend une bourse d’un sesterce.")
    );
    let purse = Event::PurseTaken {
        force: ForceId(2),
        sesterces: 2,
    };
    assert_eq!(
        log_line(Lang::Fr, &purse, roman, &name).as_deref(),
        Some("Chloé prend une bourse de 2\u{a0}sesterces.")
    );
    let brew = Event::BadBrewDrawn {
        force: ForceId(2),
        points_lost: 0,
    };
    assert_eq!(
        log_line(Lang::Fr, &brew, roman, &name).as_deref(),
        Some("Chloé pioche une potion ratée, mais n’a aucun point de victoire à perdre.")
    );
    assert_eq!(
        count(Lang::Fr, 1, ("", ""), ("potion", "potions")),
        "1\u{a0}potion"
    );
    assert_eq!(
        count(Lang::Fr, 0, ("", ""), ("carte", "cartes")),
        "0\u{a0}carte"
    );
    assert_eq!(count(Lang::En, 0, ("card", "cards"), ("", "")), "0 cards");
    assert_eq!(armies(Lang::Fr, 2), "2\u{a0}régiments");
    assert_eq!(armies(Lang::En, 1), "1 army");
}

/// Every `.rs` file under `dir`.
fn sources(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).expect("a source folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

#[test]
fn french_punctuation_keeps_its_space_on_the_line() {
    // French typography: a space before ":", ";", "!", "?" and "»", after "«"; a non-breaking
    // one, so the mark never starts a line (": Ada 33" at the start of a banner line).
    // The engine's words and the app's interface (in the workspace's root package).
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    for path in sources(&here.join("src/text"))
        .into_iter()
        .chain(sources(&here.join("../../src/ui")))
    {
        let text = std::fs::read_to_string(&path).expect("readable source");
        for (n, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            // The string literals of the line (the UI's texts are one line each).
            for (i, literal) in line.split('"').enumerate() {
                let breakable = [" :", " ;", " !", " ?", " »", "« "]
                    .iter()
                    .any(|mark| literal.contains(mark) && !literal.contains(" !="));
                if i % 2 == 1 && breakable {
                    found.push(format!("{}:{}: {literal}", path.display(), n + 1));
                }
            }
        }
    }
    assert!(found.is_empty(), "ordinary spaces:\n{}", found.join("\n"));
}

/// A turn of `force` taking `took` (territory key, former holder), ended.
fn turn(board: &Board, force: u8, took: &[(&str, u8)]) -> TurnSummary {
    TurnSummary {
        took: took
            .iter()
            .map(|&(key, from)| (territory(board, key), ForceId(from)))
            .collect(),
        ended: true,
        ..TurnSummary::of(ForceId(force))
    }
}

/// Both languages' sentence for a turn, as Ada (seat 0) reads it; seat 3 is the neutral army.
fn since(board: &Board, turn: &TurnSummary) -> (String, String) {
    let name = |seat: u8| match seat {
        3 => extra_force_name(Lang::En, ForceKind::Neutral, 1),
        _ => name(seat),
    };
    let nom = |seat: u8| match seat {
        3 => extra_force_name(Lang::Fr, ForceKind::Neutral, 1),
        _ => name(seat),
    };
    (
        turn_sentence(Lang::En, turn, ForceId(0), board, &name),
        turn_sentence(Lang::Fr, turn, ForceId(0), board, &nom),
    )
}

#[test]
fn since_your_turn_says_what_was_taken_from_whom() {
    let world = Board::world();
    let says = |turn: &TurnSummary, en: &str, fr: &str| {
        assert_eq!(since(world, turn), (en.to_owned(), fr.to_owned()));
    };
    // The tester's sentence, "Chloé took Scandinavia, and South Africa from you.", fixed.
    says(
        &turn(world, 2, &[("scandinavia", 1), ("south-africa", 0)]),
        "Chloé took South Africa from you, and Scandinavia from Bruno.",
        "Chloé vous a pris l’Afrique du Sud et a pris la Scandinavie à Bruno.",
    );
    says(
        &turn(world, 2, &[("egypt", 0)]),
        "Chloé took Egypt from you.",
        "Chloé vous a pris l’Égypte.",
    );
    says(
        &turn(world, 2, &[("scandinavia", 1)]),
        "Chloé took Scandinavia from Bruno.",
        "Chloé a pris la Scandinavie à Bruno.",
    );
    says(
        &turn(world, 1, &[("egypt", 0), ("peru", 2), ("congo", 0)]),
        "Bruno took Egypt and Congo from you, and Peru from Chloé.",
        "Bruno vous a pris l’Égypte et le Congo, et a pris le Pérou à Chloé.",
    );
    says(
        &turn(world, 1, &[("peru", 2), ("congo", 3), ("egypt", 2)]),
        "Bruno took Peru and Egypt from Chloé, and Congo from the neutral army.",
        "Bruno a pris le Pérou et l’Égypte à Chloé, et a pris le Congo à l’armée neutre.",
    );
    says(
        &turn(world, 1, &[("congo", 3), ("peru", 2), ("egypt", 0)]),
        "Bruno took Egypt from you, Congo from the neutral army, and Peru from Chloé.",
        "Bruno vous a pris l’Égypte, a pris le Congo à l’armée neutre et a pris le Pérou à Chloé.",
    );
    let busy = TurnSummary {
        traded: 8,
        eliminated: vec![ForceId(2)],
        ..turn(world, 1, &[("congo", 2), ("egypt", 0)])
    };
    says(
        &busy,
        "Bruno traded cards for 8 armies; took Egypt from you, and Congo from Chloé; and knocked Chloé out of the game.",
        "Bruno a échangé des cartes contre 8\u{a0}régiments, vous a pris l’Égypte, a pris le Congo à Chloé et a éliminé Chloé.",
    );
    let traded = TurnSummary {
        traded: 4,
        ..turn(world, 1, &[])
    };
    says(
        &traded,
        "Bruno traded cards for 4 armies.",
        "Bruno a échangé des cartes contre 4\u{a0}régiments.",
    );
    says(
        &turn(world, 2, &[]),
        "Chloé took no territory.",
        "Chloé n’a conquis aucun territoire.",
    );
}

#[test]
fn since_the_start_on_a_first_turn_and_nothing_for_a_turn_not_yet_played() {
    assert_eq!(heading(Lang::En, false), "Since the start");
    assert_eq!(heading(Lang::Fr, false), "Depuis le début de la partie");
    assert_eq!(heading(Lang::En, true), "Since your last turn");
    assert_eq!(heading(Lang::Fr, true), "Depuis votre dernier tour");
    // 004 for two: Ada places the neutral's armies at the start of Bruno's first turn.
    let started = Event::TurnStarted {
        force: ForceId(1),
        round: 1,
        from_territories: 3,
        from_continents: 0,
    };
    assert!(turns_since(std::slice::from_ref(&started), ForceId(0)).is_empty());
    assert!(!has_played(&[started], ForceId(0), 1));
    assert!(has_played(
        &[Event::TurnEnded { force: ForceId(0) }],
        ForceId(0),
        1
    ));
}

#[test]
fn a_participle_agrees_with_the_place() {
    let taken = |board: &Board, key: &str| {
        let name = &board.territory(territory(board, key)).name;
        (
            name.agree(Lang::En, "taken", "conquis"),
            name.agree(Lang::Fr, "taken", "conquis"),
        )
    };
    let conquered =
        |board, key, fr: &str| assert_eq!(taken(board, key), ("taken".into(), fr.into()));
    let (world, europe, roman) = (Board::world(), Board::europe_1810(), Board::roman_empire());
    // "Irlande ⚔ Écosse conquis !" fixed.
    conquered(europe, "scotland", "conquise");
    conquered(europe, "low-countries", "conquises");
    conquered(europe, "rome", "conquises");
    conquered(europe, "berg", "conquis");
    conquered(world, "peru", "conquis");
    conquered(world, "egypt", "conquise");
    conquered(world, "northwest-territory", "conquis");
    // "Tarraconensis conquis !" fixed: la Tarraconaise, la Narbonnaise, l’Égypte.
    conquered(roman, "tarraconensis", "conquise");
    conquered(roman, "narbonensis", "conquise");
    conquered(roman, "aegyptus", "conquise");
    conquered(roman, "aedui", "conquis");
    conquered(roman, "sicilia", "conquise");
    conquered(roman, "apulia", "conquises");
    conquered(roman, "bithynia", "conquis");
    let region = europe
        .continents
        .iter()
        .find(|c| c.key == "spain-portugal")
        .unwrap();
    assert_eq!(region.name.agree(Lang::Fr, "", "pris"), "pris");
    assert_eq!(agree("tenu", Gender::Feminine, true), "tenues");
}

#[test]
fn colours_agree_with_what_they_qualify() {
    let world = Board::world();
    let destroy = |colour| {
        (
            mission_text(Lang::En, &Mission::Destroy { colour }, world),
            mission_text(Lang::Fr, &Mission::Destroy { colour }, world),
        )
    };
    // "Détruire les armées rouge." fixed.
    assert_eq!(
        destroy(Colour::Red),
        (
            "Destroy the red armies.".into(),
            "Détruire les armées rouges.".into()
        )
    );
    assert_eq!(destroy(Colour::Blue).1, "Détruire les armées bleues.");
    assert_eq!(destroy(Colour::Green).1, "Détruire les armées vertes.");
    assert_eq!(destroy(Colour::Black).1, "Détruire les armées noires.");
    assert_eq!(destroy(Colour::Yellow).1, "Détruire les armées jaunes.");
    assert_eq!(destroy(Colour::Pink).1, "Détruire les armées roses.");
    let forms = |colour| {
        [
            (Gender::Masculine, false),
            (Gender::Feminine, false),
            (Gender::Masculine, true),
            (Gender::Feminine, true),
        ]
        .map(|(g, p)| colour_adjective(Lang::Fr, colour, g, p))
    };
    assert_eq!(forms(Colour::Blue), ["bleu", "bleue", "bleus", "bleues"]);
    assert_eq!(forms(Colour::Green), ["vert", "verte", "verts", "vertes"]);
    assert_eq!(forms(Colour::Black), ["noir", "noire", "noirs", "noires"]);
    assert_eq!(forms(Colour::Red), ["rouge", "rouge", "rouges", "rouges"]);
    assert_eq!(
        forms(Colour::Yellow),
        ["jaune", "jaune", "jaunes", "jaunes"]
    );
    assert_eq!(forms(Colour::Pink), ["rose", "rose", "roses", "roses"]);
    assert_eq!(
        colour_adjective(Lang::En, Colour::Pink, Gender::Feminine, true),
        "pink"
    );
}

#[test]
fn numbers_are_written_the_way_each_language_writes_them() {
    let armies = |lang, x| quantity(lang, x, ("army", "armies"), ("régiment", "régiments"));
    // "2.4 régiments" and "0.6 régiments" fixed.
    assert_eq!(armies(Lang::Fr, 2.4), "2,4\u{a0}régiments");
    assert_eq!(armies(Lang::Fr, 0.6), "0,6\u{a0}régiment");
    assert_eq!(armies(Lang::En, 2.4), "2.4 armies");
    // "+2.4" and "-1.7" fixed.
    assert_eq!(signed(Lang::Fr, 2.4), "+2,4");
    assert_eq!(signed(Lang::Fr, -1.7), "\u{2212}1,7");
    assert_eq!(signed(Lang::En, -1.7), "\u{2212}1.7");
    // "99,7 %" kept on one line; "41.7%" in English.
    assert_eq!(percent(Lang::Fr, 99.7), "99,7\u{202f}%");
    assert_eq!(percent(Lang::En, 41.7), "41.7%");
    // "Ada: 11" fixed.
    assert_eq!(labelled(Lang::Fr, "Ada", "11"), "Ada\u{202f}: 11");
    assert_eq!(labelled(Lang::En, "Ada", "11"), "Ada: 11");
    // French counts are singular under two.
    assert_eq!(
        count(Lang::Fr, 0, ("", ""), ("renfort", "renforts")),
        "0\u{a0}renfort"
    );
    assert_eq!(armies_word(Lang::Fr, 1), "régiment");
    assert_eq!(armies_word(Lang::Fr, 0), "régiment");
    assert_eq!(armies_word(Lang::En, 0), "armies");
    assert_eq!(
        count_of(
            Lang::Fr,
            1,
            ("", ""),
            ("potion", "potions"),
            Gender::Feminine
        ),
        "d’une potion"
    );
    assert_eq!(
        count_of(
            Lang::En,
            1,
            ("sesterce", "sesterces"),
            ("", ""),
            Gender::Masculine
        ),
        "of 1 sesterce"
    );
}

#[test]
fn an_asterix_mission_says_its_points_once() {
    let roman = Board::roman_empire();
    let ports = Mission::Scored {
        points: 1,
        goal: Box::new(Mission::Ports { count: 4 }),
    };
    // "(1 PV) +1, 1 points." fixed.
    assert_eq!(
        mission_text(Lang::En, &ports, roman),
        "Take control of 4 ports (1 victory point)."
    );
    assert_eq!(
        mission_text(Lang::Fr, &ports, roman),
        "Prendre le contrôle de 4\u{a0}ports (1\u{a0}point de victoire)."
    );
    let scored = |points, total| Event::MissionScored {
        force: ForceId(0),
        mission: Mission::Scored {
            points,
            goal: Box::new(Mission::Ports { count: 4 }),
        },
        points,
        total,
    };
    assert_eq!(
        log_line(Lang::En, &scored(1, 1), roman, &name).as_deref(),
        Some("Ada completes a mission (+1 victory point, 1 in all): Take control of 4 ports.")
    );
    assert_eq!(
        log_line(Lang::Fr, &scored(1, 1), roman, &name).as_deref(),
        Some(
            "Ada accomplit une mission (+1\u{a0}point de victoire, 1 au total)\u{202f}: prendre le contrôle de 4\u{a0}ports."
        )
    );
    assert_eq!(
        log_line(Lang::Fr, &scored(2, 5), roman, &name).as_deref(),
        Some(
            "Ada accomplit une mission (+2\u{a0}points de victoire, 5 au total)\u{202f}: prendre le contrôle de 4\u{a0}ports."
        )
    );
    assert_eq!(victory_points(Lang::Fr, 2), "2\u{a0}points de victoire");
    assert_eq!(victory_points(Lang::En, 1), "1 victory point");
}

#[test]
fn the_editions_and_the_leaders_read_as_a_french_editor_would_write_them() {
    let line = |book: &str| {
        EDITIONS
            .iter()
            .find(|e| e.book == book)
            .unwrap()
            .line(Lang::Fr)
    };
    assert_eq!(
        line("002"),
        "L’original français\u{202f}: un objectif secret chacun, personne ne peut être éliminé avant le 5ᵉ tour."
    );
    assert_eq!(
        line("001"),
        "Le classique\u{202f}: des séries qui rapportent de plus en plus, les capitales et les missions secrètes."
    );
    assert_eq!(
        line("003"),
        "Chefs, sesterces, potions magiques et points de victoire autour de la Méditerranée."
    );
    assert_eq!(
        leader_ability(Lang::Fr, Leader::Egyptians),
        "1\u{a0}sesterce au début de leur tour, un tour de table sur deux (2ᵉ, 4ᵉ, 6ᵉ…)."
    );
    assert_eq!(
        leader_ability(Lang::Fr, Leader::Vikings),
        "Un tour de table sur deux (1ᵉʳ, 3ᵉ, 5ᵉ…), 1\u{a0}sesterce pour le premier port pris depuis un port."
    );
    let income = Event::LeaderIncome {
        force: ForceId(0),
        leader: Leader::Egyptians,
        sesterces: 1,
    };
    let roman = Board::roman_empire();
    assert_eq!(
        log_line(Lang::Fr, &income, roman, &name).as_deref(),
        Some("Ada reçoit 1\u{a0}sesterce (capacité des Égyptiens).")
    );
}

#[test]
fn log_lines_elide_agree_and_count_by_the_rule() {
    let world = Board::world();
    let turn = Event::TurnStarted {
        force: ForceId(1),
        round: 2,
        from_territories: 1,
        from_continents: 0,
    };
    assert_eq!(
        log_line(Lang::Fr, &turn, world, &name).as_deref(),
        Some("Tour 2\u{202f}: à Bruno de jouer, 1\u{a0}renfort.")
    );
    assert_eq!(
        log_line(Lang::En, &turn, world, &name).as_deref(),
        Some("Round 2: Bruno's turn, 1 new army.")
    );
    let europe = Board::europe_1810();
    let capital = Event::CapitalTaken {
        territory: territory(europe, "moscow"),
        of: ForceId(0),
        by: ForceId(1),
        territories: 1,
        removed: 3,
    };
    assert_eq!(
        log_line(Lang::Fr, &capital, europe, &name).as_deref(),
        Some(
            "Bruno prend Moscou, la capitale d’Ada\u{202f}: son autre territoire passe à Bruno, avec un régiment, et ses cartes aussi."
        )
    );
    assert_eq!(de("Bruno"), "de Bruno");
    assert_eq!(de("Elsa"), "d’Elsa");
}

#[test]
fn a_region_takes_en_au_or_aux() {
    let world = Board::world();
    let oceania = Mission::InContinent {
        continent: "oceania".into(),
        count: 2,
        min_armies: 3,
    };
    assert_eq!(
        mission_text(Lang::Fr, &oceania, world),
        "Occuper 2\u{a0}territoires en Océanie, avec au moins 3\u{a0}régiments chacun."
    );
    assert_eq!(
        mission_text(Lang::En, &oceania, world),
        "Hold 2 territories in Oceania, with at least 3 armies each."
    );
    let hispania = Mission::InContinent {
        continent: "hispania".into(),
        count: 4,
        min_armies: 2,
    };
    assert_eq!(
        mission_text(Lang::Fr, &hispania, Board::roman_empire()),
        "Occuper 4\u{a0}territoires en Hispanie, avec au moins 2\u{a0}régiments chacun."
    );
}

#[test]
fn a_ranked_objective_goes_on_after_its_colon() {
    let card = Mission::Ranked {
        rank: lamorisse_engine::missions::Rank::Captain,
        moment: lamorisse_engine::missions::Moment::TurnStart,
        goal: Box::new(Mission::InContinent {
            continent: "oceania".into(),
            count: 2,
            min_armies: 3,
        }),
    };
    assert_eq!(
        mission_text(Lang::Fr, &card, Board::world()),
        "Capitaine. Au début de votre tour\u{202f}: occuper 2\u{a0}territoires en Océanie, avec au moins 3\u{a0}régiments chacun."
    );
    assert_eq!(
        mission_text(Lang::En, &card, Board::world()),
        "Captain. At the start of your turn: Hold 2 territories in Oceania, with at least 3 armies each."
    );
}
