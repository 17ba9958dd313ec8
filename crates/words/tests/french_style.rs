//! Issue 50, item 12, from the catalogs (issue 52): what a French reader corrected, kept
//! corrected: the Roman provinces' French names, one word for a set and one for the sixth
//! colour, the rules pages' French, a potion offered with one colon, and a number kept beside
//! its unit.

use lamorisse_engine::action::Event;
use lamorisse_engine::board::Board;
use lamorisse_engine::empire::Potion;
use lamorisse_engine::presets::PRESET_IDS;
use lamorisse_engine::state::Colour;
use lamorisse_engine::text::empire_message::potion_word;
use lamorisse_engine::text::log_message::log_message;
use lamorisse_engine::text::message::{Arg, Message};
use lamorisse_words::catalog::Table;
use lamorisse_words::rules_pages::paragraphs;
use lamorisse_words::{Catalog, Named};

/// The built-in catalog of the language `code`.
fn catalog(code: &str) -> Catalog {
    Catalog::builtin(code).expect("the built-in catalog")
}

/// `message`, which names no force, in `catalog`'s words, its places on `board`.
fn said(catalog: &Catalog, message: &Message, board: &Board) -> String {
    let nobody = |_: u8| Named::Player(String::new());
    let table = Table {
        board,
        force: &nobody,
    };
    catalog
        .format(message, &table)
        .unwrap_or_else(|| panic!("{}: cannot say {message:?}", catalog.code()))
}

#[test]
fn the_roman_provinces_have_french_names_with_their_article() {
    let (en, fr) = (catalog("en"), catalog("fr"));
    let rome = Board::roman_empire();
    let id = |key: &str| format!("roman-empire-{key}");
    for t in &rome.territories {
        let name = fr
            .plain(&id(&t.key), None)
            .unwrap_or_else(|| panic!("{} has no French name", t.key));
        let the = fr
            .plain(&id(&t.key), Some("the"))
            .unwrap_or_else(|| panic!("{name} has no article"));
        // No Latin left in French: "Gallia", "-ensis", "-ia" endings are the English names'.
        let english = en.plain(&id(&t.key), None).expect("an English name");
        assert_ne!(name, english, "{english} is not translated");
        assert!(
            !name.contains("Gallia") && !name.ends_with("ensis"),
            "{the}"
        );
    }
    // Its name with its article, and the participle agreeing with it ("Tarraconaise conquise !").
    let name = |key: &str| {
        let territory = rome.find(key).expect("a province");
        let taken = Message::new(
            "ui-battle-taken",
            vec![("territory", Arg::Place(territory))],
        );
        let verdict = said(&fr, &taken, rome);
        let participle = verdict
            .strip_suffix("\u{202f}!")
            .and_then(|v| v.rsplit(' ').next())
            .unwrap_or_else(|| panic!("{verdict}"))
            .to_owned();
        (
            fr.plain(&id(key), Some("the")).expect("an article"),
            participle,
        )
    };
    assert_eq!(
        name("tarraconensis"),
        ("la Tarraconaise".into(), "conquise".into())
    );
    assert_eq!(
        name("narbonensis"),
        ("la Narbonnaise".into(), "conquise".into())
    );
    assert_eq!(name("aedui"), ("les Éduens".into(), "conquis".into()));
    assert_eq!(
        name("latium"),
        ("le Latium et la Campanie".into(), "conquis".into())
    );
    assert_eq!(
        name("syria"),
        ("la Syrie et la Judée".into(), "conquises".into())
    );
    // "Bataille pour Macedonia depuis Pannonia" fixed.
    let battle = Event::Battle {
        from: rome.find("pannonia").expect("Pannonia"),
        to: rome.find("macedonia").expect("Macedonia"),
        attack: vec![6, 2],
        defend: vec![5, 3],
        attacker_losses: 1,
        defender_losses: 1,
        bonus: Default::default(),
    };
    let line = log_message(&battle, rome).map(|m| said(&fr, &m, rome));
    assert!(
        line.as_deref()
            .is_some_and(|l| l.starts_with("Bataille pour la Macédoine depuis la Pannonie")),
        "{line:?}"
    );
}

#[test]
fn the_french_rules_say_one_thing_one_way() {
    let fr = catalog("fr");
    let wrong = [
        ("combinaison", "a set is a « série »"),
        ("standards", "« standard » is invariable"),
        ("Rules variations", "an English title"),
        ("violet", "the sixth colour is « rose »"),
        (". Ou ", "a sentence beginning with « Ou »"),
    ];
    // Each preset's page, as `rules.ftl` says it (`rules-<preset>-<n>`).
    let page = |preset: &str| paragraphs(&fr, preset).join("\n");
    for preset in PRESET_IDS {
        let page = page(preset);
        assert!(!page.is_empty(), "{preset}: no rules page");
        for (word, why) in wrong {
            assert!(!page.contains(word), "{preset}: {why}");
        }
        if preset.starts_with("napoleon") {
            assert!(
                !page.contains("continent"),
                "{preset}: Europe in 1810 has regions"
            );
        }
    }
    assert!(page("napoleon-1999-capitals").contains("Capitales Risk"));
    // The sixth colour, as the colour choice says it.
    let pink = Message::new(
        "ui-colour-name",
        vec![("colour", Arg::Key(Colour::Pink.key()))],
    );
    assert_eq!(fr.say(&pink).as_deref(), Some("rose"));
}

#[test]
fn a_potion_is_offered_with_one_colon_and_no_capital_after_it() {
    let choice = |catalog: &Catalog, potion| {
        let message = Message::word(format!("{}-choice", potion_word(potion)));
        catalog.say(&message).expect("a potion's choice")
    };
    assert_eq!(
        choice(&catalog("fr"), Potion::Palisade),
        "Palissade\u{202f}: quand vous êtes attaqué, +1 au meilleur dé de défense pour le tour."
    );
    assert_eq!(
        choice(&catalog("en"), Potion::Rally),
        "Rally: when attacked, 2 armies on the attacked territory."
    );
}

#[test]
fn a_french_number_stays_beside_its_unit() {
    let (en, fr) = (catalog("en"), catalog("fr"));
    let counted = |catalog: &Catalog, id: &'static str, count| {
        catalog
            .say(&Message::new(id, vec![("count", Arg::Count(count))]))
            .expect("a count")
    };
    assert_eq!(counted(&fr, "ui-count-armies", 4), "4\u{a0}régiments");
    assert_eq!(counted(&fr, "ui-count-sesterces", 4), "4\u{a0}sesterces");
    assert_eq!(counted(&en, "ui-count-armies", 4), "4 armies");
}
