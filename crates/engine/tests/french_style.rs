//! Issue 50, item 12: what a French reader corrected, kept corrected: the Roman provinces'
//! French names, one word for a set and one for the sixth colour, the rules pages' French, a
//! potion offered with one colon, and a number kept beside its unit.

use lamorisse_engine::board::Board;
use lamorisse_engine::empire::Potion;
use lamorisse_engine::i18n::Lang;
use lamorisse_engine::state::Colour;
use lamorisse_engine::text::empire_text::potion_choice;
use lamorisse_engine::text::phrases::{armies, count, log_line};
use lamorisse_engine::text::words::colour_name;

/// The rules pages: each `[LANG PRESET]` heading and its paragraphs.
fn pages() -> Vec<(String, Vec<String>)> {
    let text = include_str!("../../../public/rules/pages.txt");
    let mut pages: Vec<(String, Vec<String>)> = Vec::new();
    for line in text.lines() {
        if let Some(head) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            pages.push((head.to_owned(), Vec::new()));
        } else if let Some((_, lines)) = pages.last_mut() {
            lines.push(line.to_owned());
        }
    }
    pages
}

/// The French rules pages' text, page by page.
fn french_pages() -> Vec<(String, String)> {
    pages()
        .into_iter()
        .filter_map(|(head, lines)| {
            let preset = head.strip_prefix("fr ")?.to_owned();
            Some((preset, lines.join("\n")))
        })
        .collect()
}

#[test]
fn the_roman_provinces_have_french_names_with_their_article() {
    let rome = Board::roman_empire();
    for t in &rome.territories {
        let the = t
            .name
            .fr_the
            .as_deref()
            .unwrap_or_else(|| panic!("{} has no article", t.name.fr));
        // No Latin left in French: "Gallia", "-ensis", "-ia" endings are the English names'.
        assert_ne!(t.name.fr, t.name.en, "{} is not translated", t.name.en);
        assert!(
            !t.name.fr.contains("Gallia") && !t.name.fr.ends_with("ensis"),
            "{the}"
        );
    }
    let name = |key: &str| {
        let t = rome
            .territories
            .iter()
            .find(|t| t.key == key)
            .expect("a province");
        (
            t.name.the(Lang::Fr).to_owned(),
            t.name.agree(Lang::Fr, "", "conquis"),
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
    let battle = lamorisse_engine::action::Event::Battle {
        from: rome.find("pannonia").expect("Pannonia"),
        to: rome.find("macedonia").expect("Macedonia"),
        attack: vec![6, 2],
        defend: vec![5, 3],
        attacker_losses: 1,
        defender_losses: 1,
        bonus: Default::default(),
    };
    let line = log_line(Lang::Fr, &battle, rome, &|_| String::new());
    assert!(
        line.as_deref()
            .is_some_and(|l| l.starts_with("Bataille pour la Macédoine depuis la Pannonie")),
        "{line:?}"
    );
}

#[test]
fn the_french_rules_say_one_thing_one_way() {
    let wrong = [
        ("combinaison", "a set is a « série »"),
        ("standards", "« standard » is invariable"),
        ("Rules variations", "an English title"),
        ("violet", "the sixth colour is « rose »"),
        (". Ou ", "a sentence beginning with « Ou »"),
    ];
    for (preset, page) in french_pages() {
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
    let capitals = french_pages()
        .into_iter()
        .find(|(p, _)| p == "napoleon-1999-capitals");
    assert!(capitals.expect("the page").1.contains("Capitales Risk"));
    assert_eq!(colour_name(Lang::Fr, Colour::Pink), "rose");
}

#[test]
fn a_potion_is_offered_with_one_colon_and_no_capital_after_it() {
    assert_eq!(
        potion_choice(Lang::Fr, Potion::Palisade),
        "Palissade\u{202f}: quand vous êtes attaqué, +1 au meilleur dé de défense pour le tour."
    );
    assert_eq!(
        potion_choice(Lang::En, Potion::Rally),
        "Rally: when attacked, 2 armies on the attacked territory."
    );
}

#[test]
fn a_french_number_stays_beside_its_unit() {
    assert_eq!(armies(Lang::Fr, 4), "4\u{a0}régiments");
    assert_eq!(
        count(Lang::Fr, 4, ("", ""), ("sesterce", "sesterces")),
        "4\u{a0}sesterces"
    );
    assert_eq!(armies(Lang::En, 4), "4 armies");
}
