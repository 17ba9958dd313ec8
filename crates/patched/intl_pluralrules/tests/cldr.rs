//! The kept rules select what the published crate selected (tests/cldr-vectors.txt, written
//! by the unpatched 7.0.2): every whole number 0..=1000 and some fractions, cardinal and
//! ordinal, for each of the game's languages.

use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use unic_langid::LanguageIdentifier;

/// The vectors file's letter for a category.
fn letter(category: PluralCategory) -> char {
    match category {
        PluralCategory::ZERO => 'z',
        PluralCategory::ONE => 'o',
        PluralCategory::TWO => 't',
        PluralCategory::FEW => 'f',
        PluralCategory::MANY => 'm',
        PluralCategory::OTHER => 'x',
    }
}

#[test]
fn the_kept_rules_are_the_published_ones() {
    let vectors = include_str!("cldr-vectors.txt");
    let mut checked = 0;
    for line in vectors.lines().filter(|l| !l.starts_with('#')) {
        let mut fields = line.split(' ');
        let kind = match fields.next() {
            Some("cardinal") => PluralRuleType::CARDINAL,
            Some("ordinal") => PluralRuleType::ORDINAL,
            other => panic!("a kind: {other:?}"),
        };
        let code: LanguageIdentifier = fields.next().expect("a language").parse().unwrap();
        let whole = fields.next().expect("the categories of 0..=1000");
        let Ok(rules) = PluralRules::create(code.clone(), kind) else {
            assert_eq!(whole, "none", "{code} has rules");
            continue;
        };
        for (n, expected) in whole.chars().enumerate() {
            assert_eq!(letter(rules.select(n).unwrap()), expected, "{code} {n}");
        }
        for pair in fields {
            let (number, expected) = pair.split_once('=').expect("number=letter");
            let got = letter(rules.select(number).unwrap());
            assert_eq!(got.to_string(), expected, "{code} {number}");
        }
        checked += 1;
    }
    assert_eq!(checked, 17, "nine cardinal rules and eight ordinal ones");
}

#[test]
fn only_the_game_s_languages_are_kept() {
    let codes: Vec<String> = PluralRules::get_locales(PluralRuleType::CARDINAL)
        .iter()
        .map(|l| l.to_string())
        .collect();
    assert_eq!(codes, ["de", "en", "es", "fr", "it", "nl", "pl", "pt", "pt-PT"]);
}
