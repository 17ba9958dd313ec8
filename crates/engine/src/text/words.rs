//! The small words every sentence of the game builds on, in English and French: a text per
//! language, counts, armies, cards, colours and how a name stands in a sentence.

use super::numbers::{is_plural, unit_space};
use crate::board::Board;
use crate::cards::Card;
use crate::i18n::{Gender, Lang, agree};
use crate::state::{Colour, ForceKind};

/// Picks the English or the French text.
pub fn tr(lang: Lang, en: &'static str, fr: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

/// A count with its noun agreeing with it by the language's rule (`numbers::is_plural`):
/// English is singular only for 1 ("0 cards", "1 card"), French for 0 and 1 ("0 carte",
/// "1 carte", "2 cartes"); French keeps the number and the noun on one line (U+00A0).
pub fn count(lang: Lang, n: u32, en: (&str, &str), fr: (&str, &str)) -> String {
    let (one, many) = match lang {
        Lang::En => en,
        Lang::Fr => fr,
    };
    let noun = if is_plural(lang, f64::from(n)) {
        many
    } else {
        one
    };
    format!("{n}{}{noun}", unit_space(lang))
}

/// The armies word of each language: "army"/"armies", "régiment"/"régiments".
pub fn armies(lang: Lang, n: u32) -> String {
    format!("{n}{}{}", unit_space(lang), armies_word(lang, n))
}

/// The armies word alone, agreeing with `n` (after a number the player types).
pub fn armies_word(lang: Lang, n: u32) -> &'static str {
    match (lang, is_plural(lang, f64::from(n))) {
        (Lang::En, false) => "army",
        (Lang::En, true) => "armies",
        (Lang::Fr, false) => "régiment",
        (Lang::Fr, true) => "régiments",
    }
}

/// A card's name: the territory it shows, or a star for a joker.
pub fn card_name(lang: Lang, card: Card, board: &Board) -> String {
    match card {
        Card::Territory(t) => board.territory(t).name.get(lang).to_owned(),
        Card::Joker(_) => "★".to_owned(),
    }
}

/// The name of a force that is not a player: the neutral army, an independent (numbered), the
/// 002 ally; `number` counts the forces of its kind from 1.
pub fn extra_force_name(lang: Lang, kind: ForceKind, number: usize) -> String {
    match kind {
        ForceKind::Independent => format!("{} {number}", tr(lang, "Independent", "Indépendant")),
        ForceKind::Allied => tr(lang, "The ally", "L’allié").to_owned(),
        _ => tr(lang, "Neutral", "Neutre").to_owned(),
    }
}

/// A colour's name (in French the masculine singular: "rouge", "vert").
pub fn colour_name(lang: Lang, colour: Colour) -> &'static str {
    match colour {
        Colour::Red => tr(lang, "red", "rouge"),
        Colour::Blue => tr(lang, "blue", "bleu"),
        Colour::Yellow => tr(lang, "yellow", "jaune"),
        Colour::Green => tr(lang, "green", "vert"),
        Colour::Black => tr(lang, "black", "noir"),
        Colour::Pink => tr(lang, "pink", "rose"),
    }
}

/// A colour qualifying a noun, agreeing with it in French: "les armées rouges", "les armées
/// vertes", "le joueur bleu".
pub fn colour_adjective(lang: Lang, colour: Colour, gender: Gender, plural: bool) -> String {
    match lang {
        Lang::En => colour_name(lang, colour).to_owned(),
        Lang::Fr => agree(colour_name(lang, colour), gender, plural),
    }
}

/// A count after "of" / "de": "of 1 sesterce", "of 2 sesterces"; in French a count of one is
/// said as a word, elided after "de" ("d'un sesterce", "d'une potion", "de 2 sesterces").
pub fn count_of(
    lang: Lang,
    n: u32,
    en: (&str, &str),
    fr: (&str, &str),
    fr_gender: Gender,
) -> String {
    match (lang, n, fr_gender) {
        (Lang::Fr, 1, Gender::Masculine) => format!("d’un {}", fr.0),
        (Lang::Fr, 1, Gender::Feminine) => format!("d’une {}", fr.0),
        (Lang::Fr, _, _) => format!("de {}", count(lang, n, en, fr)),
        (Lang::En, _, _) => format!("of {}", count(lang, n, en, fr)),
    }
}

/// "de" before a name in French, elided before a vowel: "d'Ada", "d'Elsa", "de Bruno".
pub fn de(name: &str) -> String {
    let vowel = name
        .chars()
        .next()
        .is_some_and(|c| "AEIOUYÀÂÉÈÊÎÔÛaeiouyàâéèêîôû".contains(c));
    if vowel {
        format!("d’{name}")
    } else {
        format!("de {name}")
    }
}

/// A force's name inside a sentence: a name with an article is written in lower case there
/// ("from the ally", "à l'allié", "à l'armée neutre"), a player's name as it is.
pub fn in_sentence(lang: Lang, name: String) -> String {
    said(lang, name, false)
}

/// A force's name starting a sentence: "The neutral army", "L'armée neutre", a player's name
/// as it is.
pub fn subject(lang: Lang, name: String) -> String {
    said(lang, name, true)
}

/// The neutral army and the ally said with their article, capitalised at a sentence's `start`.
fn said(lang: Lang, name: String, start: bool) -> String {
    let (neutral, ally) = match start {
        false => (
            tr(lang, "the neutral army", "l’armée neutre"),
            tr(lang, "the ally", "l’allié"),
        ),
        true => (
            tr(lang, "The neutral army", "L’armée neutre"),
            tr(lang, "The ally", "L’allié"),
        ),
    };
    if name == extra_force_name(lang, ForceKind::Neutral, 1) {
        neutral.to_owned()
    } else if name == extra_force_name(lang, ForceKind::Allied, 1) {
        ally.to_owned()
    } else {
        name
    }
}
