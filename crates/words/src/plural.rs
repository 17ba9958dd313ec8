//! CLDR's cardinal plural rules of the game's languages (CLDR 37, the version of the
//! `intl_pluralrules` crate Fluent uses: the tests check ours against it), for the page's
//! own resolver and the catalogs' checks.

/// A number's operands as CLDR's rules read them: its whole part, how many fraction digits it
/// is written with, and its absolute value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Operands {
    /// The whole part (`i`).
    pub i: u64,
    /// The number of fraction digits written (`v`).
    pub v: usize,
    /// The absolute value (`n`).
    pub n: f64,
}

/// The rule a language counts with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rule {
    /// One for 1 written without a fraction (English, German, Dutch, Italian, European
    /// Portuguese).
    OneIfOne,
    /// One for exactly 1 (Spanish).
    OneIfExactlyOne,
    /// One for a whole part of 0 or 1 (French, Brazilian Portuguese).
    OneIfZeroOrOne,
    /// One, few, many and other (Polish).
    Polish,
}

/// The rule of the language `code`: its own, else its language's without the region
/// (`fr-CA` → `fr`); none for a language the game does not speak.
fn rule_of(code: &str) -> Option<Rule> {
    let language = code.split('-').next().unwrap_or(code);
    Some(match (language, code) {
        (_, "pt-PT") => Rule::OneIfOne,
        ("fr" | "pt", _) => Rule::OneIfZeroOrOne,
        ("es", _) => Rule::OneIfExactlyOne,
        ("pl", _) => Rule::Polish,
        ("en" | "de" | "nl" | "it", _) => Rule::OneIfOne,
        _ => return None,
    })
}

/// Whether the game has the plural rules of the language `code`.
pub fn known(code: &str) -> bool {
    rule_of(code).is_some()
}

/// The plural category (`one`, `few`, `many`, `other`) of a number with `operands` in the
/// language `code` (English's rule for a language the game does not speak, as the bundle's
/// lookup falls back).
pub fn category(code: &str, operands: Operands) -> &'static str {
    let Operands { i, v, n } = operands;
    let rule = rule_of(code).unwrap_or(Rule::OneIfOne);
    let one = match rule {
        Rule::OneIfOne | Rule::Polish => i == 1 && v == 0,
        Rule::OneIfExactlyOne => n == 1.0,
        Rule::OneIfZeroOrOne => i <= 1,
    };
    if rule == Rule::Polish && v == 0 {
        let (units, tens) = (i % 10, i % 100);
        if (2..=4).contains(&units) && !(12..=14).contains(&tens) {
            return "few";
        }
        if i != 1 && (units <= 1 || (5..=9).contains(&units) || (12..=14).contains(&tens)) {
            return "many";
        }
    }
    if one { "one" } else { "other" }
}

/// The operands of the whole number `n`.
pub fn whole(n: u64) -> Operands {
    Operands {
        i: n,
        v: 0,
        n: n as f64,
    }
}
