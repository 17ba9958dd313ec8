//! Issues 24 and 37, from the catalogs (issue 52): the French sentences a player reads, word for
//! word (and their English counterparts): articles from the places files, agreement with
//! places and colours, plurals by each language's rule, numbers as each language writes them,
//! one word for armies, and French typography. French typography in the catalogs' text itself
//! is `scripts/french-typography.mjs`'s (it reads `public/locales/{en,fr}/*.ftl`).

use lamorisse_engine::action::Event;
use lamorisse_engine::board::{Board, TerritoryId};
use lamorisse_engine::missions::{Mission, Moment, Rank};
use lamorisse_engine::state::{Colour, ForceId, ForceKind, Leader};
use lamorisse_engine::text::editions::EDITIONS;
use lamorisse_engine::text::empire_message::leader_word;
use lamorisse_engine::text::log_message::log_message;
use lamorisse_engine::text::message::{Arg, Message};
use lamorisse_engine::text::mission_message::mission_message;
use lamorisse_engine::text::since::{TurnSummary, has_played, turns_since};
use lamorisse_engine::text::since_message::{heading_message, turn_message};
use lamorisse_words::catalog::Table;
use lamorisse_words::{Catalog, Named};

/// The built-in catalog of the language `code`.
fn catalog(code: &str) -> Catalog {
    Catalog::builtin(code).expect("the built-in catalog")
}

/// The forces: Ada, Bruno and Chloé at the table, Elsa for a name that elides, and force 4
/// the neutral army.
fn named(force: u8) -> Named {
    match force {
        4 => Named::Extra {
            kind: ForceKind::Neutral,
            number: 1,
        },
        _ => Named::Player(["Ada", "Bruno", "Chloé", "Elsa"][usize::from(force)].to_owned()),
    }
}

/// `message` in `catalog`'s words, its places on `board`; the test fails when the catalog
/// cannot say it.
fn said(catalog: &Catalog, message: &Message, board: &Board) -> String {
    let table = Table {
        board,
        force: &named,
    };
    catalog
        .format(message, &table)
        .unwrap_or_else(|| panic!("{}: cannot say {message:?}", catalog.code()))
}

/// An event's log line, as the log shows it.
fn log_line(catalog: &Catalog, event: &Event, board: &Board) -> Option<String> {
    let table = Table {
        board,
        force: &named,
    };
    catalog.format(&log_message(event, board)?, &table)
}

/// A mission's text, as its card says it.
fn mission_text(catalog: &Catalog, mission: &Mission, board: &Board) -> String {
    said(catalog, &mission_message(mission, board), board)
}

/// A message with one count, `count` (`ui-count-armies`, ...), with no place.
fn counted(catalog: &Catalog, id: &'static str, count: u32) -> String {
    let message = Message::new(id, vec![("count", Arg::Count(count))]);
    said(catalog, &message, Board::world())
}

/// A territory of a board by key.
fn territory(board: &Board, key: &str) -> TerritoryId {
    board.find(key).expect("a territory")
}

#[test]
fn a_conquest_names_the_territory_with_its_article() {
    let fr = catalog("fr");
    let europe = Board::europe_1810();
    let taken = Event::Conquered {
        force: ForceId(2),
        from_force: ForceId(0),
        territory: territory(europe, "northern-england"),
    };
    assert_eq!(
        log_line(&fr, &taken, europe).as_deref(),
        Some("Chloé conquiert l’Angleterre du Nord.")
    );
    let world = Board::world();
    let peru = Event::Conquered {
        force: ForceId(1),
        from_force: ForceId(0),
        territory: territory(world, "peru"),
    };
    assert_eq!(
        log_line(&fr, &peru, world).as_deref(),
        Some("Bruno conquiert le Pérou.")
    );
    let madagascar = Event::Conquered {
        force: ForceId(1),
        from_force: ForceId(0),
        territory: territory(world, "madagascar"),
    };
    assert_eq!(
        log_line(&fr, &madagascar, world).as_deref(),
        Some("Bruno conquiert Madagascar.")
    );
}

#[test]
fn a_move_contracts_its_prepositions_and_counts_its_armies() {
    let (en, fr) = (catalog("en"), catalog("fr"));
    let world = Board::world();
    let one = Event::Fortified {
        from: territory(world, "peru"),
        to: territory(world, "brazil"),
        armies: 1,
    };
    assert_eq!(
        log_line(&fr, &one, world).as_deref(),
        Some("1\u{a0}régiment va du Pérou au Brésil.")
    );
    let three = Event::Fortified {
        from: territory(world, "northwest-territory"),
        to: territory(world, "alaska"),
        armies: 3,
    };
    assert_eq!(
        log_line(&fr, &three, world).as_deref(),
        Some("3\u{a0}régiments vont des Territoires du Nord-Ouest à l’Alaska.")
    );
    assert_eq!(
        log_line(&en, &one, world).as_deref(),
        Some("1 army moves from Peru to Brazil.")
    );
}

#[test]
fn a_mission_names_its_regions_with_their_articles() {
    let fr = catalog("fr");
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
        mission_text(&fr, &mission, europe),
        "Conquérir le Royaume-Uni, la Scandinavie et la Prusse."
    );
}

#[test]
fn purses_potions_and_points_agree_with_their_numbers() {
    let (en, fr) = (catalog("en"), catalog("fr"));
    let roman = Board::roman_empire();
    let purse = |sesterces| Event::PurseTaken {
        force: ForceId(2),
        sesterces,
    };
    assert_eq!(
        log_line(&fr, &purse(1), roman).as_deref(),
        Some("Chloé prend une bourse d’un sesterce.")
    );
    assert_eq!(
        log_line(&fr, &purse(2), roman).as_deref(),
        Some("Chloé prend une bourse de 2\u{a0}sesterces.")
    );
    // The English "of" before a count (the old `count_of`).
    assert_eq!(
        log_line(&en, &purse(1), roman).as_deref(),
        Some("Chloé takes a purse of 1 sesterce.")
    );
    let brew = Event::BadBrewDrawn {
        force: ForceId(2),
        points_lost: 0,
    };
    assert_eq!(
        log_line(&fr, &brew, roman).as_deref(),
        Some("Chloé pioche une potion ratée, mais n’a aucun point de victoire à perdre.")
    );
    // A player's counts on the 003 board and the chips: singular under two in French.
    assert_eq!(counted(&fr, "ui-count-potions", 1), "1\u{a0}potion");
    assert_eq!(counted(&fr, "ui-count-cards", 0), "0\u{a0}carte");
    assert_eq!(counted(&en, "ui-count-cards", 0), "0 cards");
    assert_eq!(counted(&fr, "ui-count-armies", 2), "2\u{a0}régiments");
    assert_eq!(counted(&en, "ui-count-armies", 1), "1 army");
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

#[test]
fn since_your_turn_says_what_was_taken_from_whom() {
    let (en, fr) = (catalog("en"), catalog("fr"));
    let world = Board::world();
    // As Ada (seat 0) reads it; force 4 is the neutral army.
    let says = |turn: &TurnSummary, english: &str, french: &str| {
        let message = turn_message(turn, ForceId(0));
        assert_eq!(
            (said(&en, &message, world), said(&fr, &message, world)),
            (english.to_owned(), french.to_owned())
        );
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
        &turn(world, 1, &[("peru", 2), ("congo", 4), ("egypt", 2)]),
        "Bruno took Peru and Egypt from Chloé, and Congo from the neutral army.",
        "Bruno a pris le Pérou et l’Égypte à Chloé, et a pris le Congo à l’armée neutre.",
    );
    says(
        &turn(world, 1, &[("congo", 4), ("peru", 2), ("egypt", 0)]),
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
    let (en, fr) = (catalog("en"), catalog("fr"));
    let world = Board::world();
    let heading = |catalog: &Catalog, played| said(catalog, &heading_message(played), world);
    assert_eq!(heading(&en, false), "Since the start");
    assert_eq!(heading(&fr, false), "Depuis le début de la partie");
    assert_eq!(heading(&en, true), "Since your last turn");
    assert_eq!(heading(&fr, true), "Depuis votre dernier tour");
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
    let (en, fr) = (catalog("en"), catalog("fr"));
    // A battle's verdict on the territory taken: "Écosse conquise !".
    let taken = |board: &Board, key: &str| {
        let verdict = Message::new(
            "ui-battle-taken",
            vec![("territory", Arg::Place(territory(board, key)))],
        );
        (said(&en, &verdict, board), said(&fr, &verdict, board))
    };
    let conquered = |board: &Board, key: &str, participle: &str| {
        let (english, french) = taken(board, key);
        assert!(english.ends_with(" taken!"), "{english}");
        assert!(
            french.ends_with(&format!(" {participle}\u{202f}!")),
            "{key}: {french}"
        );
    };
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
    // A region agrees as its places file says it (l’Espagne et le Portugal: "pris").
    let region = "europe-1810-continent-spain-portugal";
    assert_eq!(
        fr.plain(region, Some("gender")).as_deref(),
        Some("masculine")
    );
    assert_eq!(fr.plain(region, Some("number")).as_deref(), Some("plural"));
    // A headquarters held, feminine and plural: "tenues".
    let held = Message::new(
        "ui-headquarters-held",
        vec![
            ("whose", Arg::Force(0)),
            ("place", Arg::Place(territory(europe, "low-countries"))),
            ("taker", Arg::Force(1)),
        ],
    );
    let held = said(&fr, &held, europe);
    assert!(held.ends_with(", tenues par Bruno"), "{held}");
}

#[test]
fn colours_agree_with_what_they_qualify() {
    let (en, fr) = (catalog("en"), catalog("fr"));
    let world = Board::world();
    let destroy = |colour| {
        (
            mission_text(&en, &Mission::Destroy { colour }, world),
            mission_text(&fr, &Mission::Destroy { colour }, world),
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
    assert_eq!(destroy(Colour::Pink).0, "Destroy the pink armies.");
    // The masculine forms, singular and plural: a territory's share of armies of a colour, as
    // a screen reader says it ("dont 1 bleu", "dont 3 bleus").
    let share = |colour: Colour, share| {
        let message = Message::new(
            "ui-land-share",
            vec![
                ("share", Arg::Count(share)),
                ("colour", Arg::Key(colour.key())),
            ],
        );
        said(&fr, &message, world)
    };
    for (colour, one, more) in [
        (Colour::Blue, "bleu", "bleus"),
        (Colour::Green, "vert", "verts"),
        (Colour::Black, "noir", "noirs"),
        (Colour::Red, "rouge", "rouges"),
        (Colour::Yellow, "jaune", "jaunes"),
        (Colour::Pink, "rose", "roses"),
    ] {
        assert_eq!(share(colour, 1), format!("dont 1 {one}"));
        assert_eq!(share(colour, 3), format!("dont 3 {more}"));
    }
}

#[test]
fn numbers_are_written_the_way_each_language_writes_them() {
    let (en, fr) = (catalog("en"), catalog("fr"));
    let world = Board::world();
    let tenths = |catalog: &Catalog, id: &'static str, name: &'static str, value: i64| {
        let message = Message::new(id, vec![(name, Arg::Tenths(value))]);
        said(catalog, &message, world)
    };
    // "2.4 régiments" and "0.6 régiments" fixed: the armies left on average after a conquest.
    let left = |catalog: &Catalog, value| tenths(catalog, "ui-odds-after", "left", value);
    assert!(
        left(&fr, 24).ends_with(" 2,4\u{a0}régiments"),
        "{}",
        left(&fr, 24)
    );
    assert!(
        left(&fr, 6).ends_with(" 0,6\u{a0}régiment"),
        "{}",
        left(&fr, 6)
    );
    assert!(left(&en, 24).contains(" 2.4 armies "), "{}", left(&en, 24));
    // "+2.4" and "-1.7" fixed.
    let signed = |catalog: &Catalog, value: i64| {
        let sign = if value > 0 { "plus" } else { "other" };
        let message = Message::new(
            "ui-signed",
            vec![("sign", Arg::Key(sign)), ("value", Arg::Tenths(value))],
        );
        said(catalog, &message, world)
    };
    assert_eq!(signed(&fr, 24), "+2,4");
    assert_eq!(signed(&fr, -17), "\u{2212}1,7");
    assert_eq!(signed(&en, -17), "\u{2212}1.7");
    // "99,7 %" kept on one line; "41.7%" in English.
    let chance = |catalog: &Catalog, value| tenths(catalog, "ui-odds-chance", "chance", value);
    assert!(
        chance(&fr, 997).ends_with(" 99,7\u{202f}%"),
        "{}",
        chance(&fr, 997)
    );
    assert!(chance(&en, 417).ends_with(" 41.7%"), "{}", chance(&en, 417));
    // "Ada: 11" fixed.
    let labelled = |catalog: &Catalog| {
        let text = |t: &str| Arg::Text(t.to_owned());
        let message = Message::new(
            "ui-labelled",
            vec![("label", text("Ada")), ("value", text("11"))],
        );
        said(catalog, &message, world)
    };
    assert_eq!(labelled(&fr), "Ada\u{202f}: 11");
    assert_eq!(labelled(&en), "Ada: 11");
    // French counts are singular under two: "0 renfort".
    let turn = Event::TurnStarted {
        force: ForceId(1),
        round: 1,
        from_territories: 0,
        from_continents: 0,
    };
    let line = log_line(&fr, &turn, world).expect("a line");
    assert!(line.ends_with(", 0\u{a0}renfort."), "{line}");
    // The noun after the blitz stop's number.
    assert_eq!(counted(&fr, "ui-armies-word", 1), "régiment");
    assert_eq!(counted(&fr, "ui-armies-word", 0), "régiment");
    assert_eq!(counted(&en, "ui-armies-word", 0), "armies");
}

#[test]
fn an_asterix_mission_says_its_points_once() {
    let (en, fr) = (catalog("en"), catalog("fr"));
    let roman = Board::roman_empire();
    let ports = Mission::Scored {
        points: 1,
        goal: Box::new(Mission::Ports { count: 4 }),
    };
    // "(1 PV) +1, 1 points." fixed.
    assert_eq!(
        mission_text(&en, &ports, roman),
        "Take control of 4 ports (1 victory point)."
    );
    assert_eq!(
        mission_text(&fr, &ports, roman),
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
        log_line(&en, &scored(1, 1), roman).as_deref(),
        Some("Ada completes a mission (+1 victory point, 1 in all): Take control of 4 ports.")
    );
    assert_eq!(
        log_line(&fr, &scored(1, 1), roman).as_deref(),
        Some(
            "Ada accomplit une mission (+1\u{a0}point de victoire, 1 au total)\u{202f}: prendre le contrôle de 4\u{a0}ports."
        )
    );
    assert_eq!(
        log_line(&fr, &scored(2, 5), roman).as_deref(),
        Some(
            "Ada accomplit une mission (+2\u{a0}points de victoire, 5 au total)\u{202f}: prendre le contrôle de 4\u{a0}ports."
        )
    );
    // A scored mission's points on its card.
    assert_eq!(
        counted(&fr, "ui-count-victory-points", 2),
        "2\u{a0}points de victoire"
    );
    assert_eq!(
        counted(&en, "ui-count-victory-points", 1),
        "1 victory point"
    );
}

#[test]
fn the_editions_and_the_leaders_read_as_a_french_editor_would_write_them() {
    let fr = catalog("fr");
    // An edition's line, as the wizard says it (`edition-<its first game>.line`).
    let line = |book: &str| {
        let edition = EDITIONS.iter().find(|e| e.book == book).expect("a box");
        let message = Message::word(format!("edition-{}", edition.presets[0]));
        let nobody = |_: u8| Named::Player(String::new());
        let table = Table {
            board: Board::world(),
            force: &nobody,
        };
        fr.format_form(&message, "line", &table).expect("a line")
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
    let ability = |leader| {
        let message = Message::word(format!("{}-ability", leader_word(leader)));
        fr.say(&message).expect("an ability")
    };
    assert_eq!(
        ability(Leader::Egyptians),
        "1\u{a0}sesterce au début de leur tour, un tour de table sur deux (2ᵉ, 4ᵉ, 6ᵉ…)."
    );
    assert_eq!(
        ability(Leader::Vikings),
        "Un tour de table sur deux (1ᵉʳ, 3ᵉ, 5ᵉ…), 1\u{a0}sesterce pour le premier port pris depuis un port."
    );
    let income = Event::LeaderIncome {
        force: ForceId(0),
        leader: Leader::Egyptians,
        sesterces: 1,
    };
    let roman = Board::roman_empire();
    assert_eq!(
        log_line(&fr, &income, roman).as_deref(),
        Some("Ada reçoit 1\u{a0}sesterce (capacité des Égyptiens).")
    );
}

#[test]
fn log_lines_elide_agree_and_count_by_the_rule() {
    let (en, fr) = (catalog("en"), catalog("fr"));
    let world = Board::world();
    let turn = Event::TurnStarted {
        force: ForceId(1),
        round: 2,
        from_territories: 1,
        from_continents: 0,
    };
    assert_eq!(
        log_line(&fr, &turn, world).as_deref(),
        Some("Tour 2\u{202f}: à Bruno de jouer, 1\u{a0}renfort.")
    );
    assert_eq!(
        log_line(&en, &turn, world).as_deref(),
        Some("Round 2: Bruno's turn, 1 new army.")
    );
    let europe = Board::europe_1810();
    let capital = |of| Event::CapitalTaken {
        territory: territory(europe, "moscow"),
        of: ForceId(of),
        by: ForceId(1),
        territories: 1,
        removed: 3,
    };
    assert_eq!(
        log_line(&fr, &capital(0), europe).as_deref(),
        Some(
            "Bruno prend Moscou, la capitale d’Ada\u{202f}: son autre territoire passe à Bruno, avec un régiment, et ses cartes aussi."
        )
    );
    // "de Bruno", "d’Elsa" (the old `de`).
    let captured = |of| Event::HeadquartersCaptured {
        territory: territory(europe, "moscow"),
        of: ForceId(of),
        by: ForceId(2),
    };
    assert_eq!(
        log_line(&fr, &captured(1), europe).as_deref(),
        Some("Chloé prend le quartier général de Bruno, Moscou.")
    );
    let line = log_line(&fr, &capital(3), europe).expect("a line");
    assert!(
        line.starts_with("Bruno prend Moscou, la capitale d’Elsa\u{202f}: "),
        "{line}"
    );
}

#[test]
fn a_region_takes_en_au_or_aux() {
    let (en, fr) = (catalog("en"), catalog("fr"));
    let world = Board::world();
    let oceania = Mission::InContinent {
        continent: "oceania".into(),
        count: 2,
        min_armies: 3,
    };
    assert_eq!(
        mission_text(&fr, &oceania, world),
        "Occuper 2\u{a0}territoires en Océanie, avec au moins 3\u{a0}régiments chacun."
    );
    assert_eq!(
        mission_text(&en, &oceania, world),
        "Hold 2 territories in Oceania, with at least 3 armies each."
    );
    let hispania = Mission::InContinent {
        continent: "hispania".into(),
        count: 4,
        min_armies: 2,
    };
    assert_eq!(
        mission_text(&fr, &hispania, Board::roman_empire()),
        "Occuper 4\u{a0}territoires en Hispanie, avec au moins 2\u{a0}régiments chacun."
    );
}

#[test]
fn a_ranked_objective_goes_on_after_its_colon() {
    let (en, fr) = (catalog("en"), catalog("fr"));
    let card = Mission::Ranked {
        rank: Rank::Captain,
        moment: Moment::TurnStart,
        goal: Box::new(Mission::InContinent {
            continent: "oceania".into(),
            count: 2,
            min_armies: 3,
        }),
    };
    assert_eq!(
        mission_text(&fr, &card, Board::world()),
        "Capitaine. Au début de votre tour\u{202f}: occuper 2\u{a0}territoires en Océanie, avec au moins 3\u{a0}régiments chacun."
    );
    assert_eq!(
        mission_text(&en, &card, Board::world()),
        "Captain. At the start of your turn: Hold 2 territories in Oceania, with at least 3 armies each."
    );
}
