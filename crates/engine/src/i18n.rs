//! Languages the game is written in, and text given in each of them.

use serde::{Deserialize, Serialize};

/// A language the game's text is available in: its words are the catalogs'
/// (`public/locales/<code>/`); the engine's own Rust sentences, kept for the command line's
/// tests, are English and French ([`Lang::WRITTEN`]), and say English in the others.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English (the 001 Parker rules' names).
    #[default]
    En,
    /// French (the 000 and 002 rules' names).
    Fr,
    /// German.
    De,
    /// Spanish.
    Es,
    /// Italian.
    It,
    /// Dutch.
    Nl,
    /// Polish.
    Pl,
    /// Portugal's Portuguese.
    #[serde(rename = "pt-PT")]
    PtPt,
}

impl Lang {
    /// Every supported language, in the order the language menu shows them.
    pub const ALL: [Lang; 8] = [
        Lang::En,
        Lang::Fr,
        Lang::De,
        Lang::Es,
        Lang::It,
        Lang::Nl,
        Lang::Pl,
        Lang::PtPt,
    ];

    /// The languages a board's own names are written in (`Localized`: an imported board's
    /// names, English and French), and those whose words the catalogs' goldens keep
    /// (`crates/words/tests/goldens/`).
    pub const WRITTEN: [Lang; 2] = [Lang::En, Lang::Fr];

    /// The BCP 47 code, used for `<html lang>`, storage and the catalogs' folders.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
            Lang::Es => "es",
            Lang::It => "it",
            Lang::Nl => "nl",
            Lang::Pl => "pl",
            Lang::PtPt => "pt-PT",
        }
    }

    /// Parses a BCP 47 code such as `fr`, `fr-CA` or `pt-BR` (by its language: Portuguese is
    /// Portugal's); `None` for an unsupported language.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL
            .into_iter()
            .find(|lang| lang.code().split('-').next() == Some(primary.as_str()))
    }

    /// The language of a board's own names that stands in for this one's (an imported board
    /// names its places in English and French): French for French, English for every other.
    pub const fn written(self) -> Written {
        match self {
            Lang::Fr => Written::Fr,
            _ => Written::En,
        }
    }
}

/// A language a board's own names are written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Written {
    /// English.
    En,
    /// French.
    Fr,
}

/// The grammatical gender of a French name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Gender {
    /// Masculine ("le Pérou").
    #[serde(rename = "m")]
    Masculine,
    /// Feminine ("la Chine").
    #[serde(rename = "f")]
    Feminine,
}

/// A piece of text given in every supported language; a place's name also carries its French
/// article and gender, so that sentences are built rather than patched ("conquiert
/// l'Angleterre du Nord", "le Royaume-Uni").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Localized {
    /// The English text.
    pub en: String,
    /// The French text.
    pub fr: String,
    /// The French name with its definite article ("l'Alaska", "les Territoires du
    /// Nord-Ouest"); `None` for a name said without one ("Madagascar", "Irkoutsk").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fr_the: Option<String>,
    /// The French name's gender.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fr_gender: Option<Gender>,
}

impl Localized {
    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang.written() {
            Written::En => &self.en,
            Written::Fr => &self.fr,
        }
    }

    /// The name as a sentence uses it: in French with its article ("l'Angleterre du Nord").
    pub fn the(&self, lang: Lang) -> &str {
        match lang.written() {
            Written::En => &self.en,
            Written::Fr => self.fr_the.as_deref().unwrap_or(&self.fr),
        }
    }

    /// "of" the place: in French "du Pérou", "de la Chine", "de l’Inde", "des Territoires",
    /// "de Madagascar", "d’Irkoutsk".
    pub fn of(&self, lang: Lang) -> String {
        match lang.written() {
            Written::En => format!("of {}", self.en),
            Written::Fr => each_part(self.the(lang), |part| {
                contract(part, "de", "du", "des", "d’")
            }),
        }
    }

    /// Whether the French name is plural: said with "les" ("les Territoires du Nord-Ouest") or
    /// naming two places ("la Hollande et la Belgique", "Apulia et Calabria").
    pub fn fr_plural(&self) -> bool {
        self.fr_the
            .as_deref()
            .is_some_and(|t| t.starts_with("les "))
            || self.fr.contains(" et ")
    }

    /// An adjective or past participle about the place, agreeing with it in French: "taken" /
    /// "conquis" reads "conquise" for l'Écosse, "conquis" for les Territoires du Nord-Ouest,
    /// "conquises" for la Hollande et la Belgique.
    pub fn agree(&self, lang: Lang, en: &str, fr: &str) -> String {
        match lang.written() {
            Written::En => en.to_owned(),
            Written::Fr => agree(
                fr,
                self.fr_gender.unwrap_or(Gender::Masculine),
                self.fr_plural(),
            ),
        }
    }

    /// "in" a region: "in Oceania"; in French "en Océanie", "en Hispanie", "en Orient", "au
    /// Royaume-Uni", "aux Territoires du Nord-Ouest", "à Madagascar".
    pub fn within(&self, lang: Lang) -> String {
        match lang.written() {
            Written::En => format!("in {}", self.en),
            Written::Fr => each_part(self.the(lang), |the| {
                let bare = |article: &str| the.strip_prefix(article).map(str::to_owned);
                bare("la ")
                    .or_else(|| bare("l’"))
                    .map(|name| format!("en {name}"))
                    .unwrap_or_else(|| contract(the, "à", "au", "aux", "à "))
            }),
        }
    }

    /// "in" or "to" the place: in French "au Pérou", "à la Chine", "à l'Inde", "aux
    /// Territoires", "à Madagascar".
    pub fn at(&self, lang: Lang) -> String {
        match lang.written() {
            Written::En => format!("in {}", self.en),
            Written::Fr => each_part(self.the(lang), |part| {
                contract(part, "à", "au", "aux", "à ")
            }),
        }
    }
}

/// A regular French adjective or past participle, given in the masculine singular, agreeing
/// with a gender and a number: "conquis", "conquise", "conquis", "conquises"; "rouge",
/// "rouges"; "vert", "verte", "verts", "vertes".
pub fn agree(masculine: &str, gender: Gender, plural: bool) -> String {
    let mut word = masculine.to_owned();
    if gender == Gender::Feminine && !word.ends_with('e') {
        word.push('e');
    }
    if plural && !word.ends_with(['s', 'x']) {
        word.push('s');
    }
    word
}

/// A French preposition put before each of two places a name joins ("de la Toscane et de
/// Rome", "en Sardaigne et en Corse": French repeats it), or before the one name.
fn each_part(the: &str, with: impl Fn(&str) -> String) -> String {
    the.split(" et ").map(with).collect::<Vec<_>>().join(" et ")
}

/// Puts a French preposition before a name with its article, contracting "de le" into "du"
/// and "de les" into "des" (or "à le", "à les" into "au", "aux"), and eliding before a vowel.
fn contract(the: &str, plain: &str, with_le: &str, with_les: &str, elided: &str) -> String {
    if let Some(rest) = the.strip_prefix("le ") {
        format!("{with_le} {rest}")
    } else if let Some(rest) = the.strip_prefix("les ") {
        format!("{with_les} {rest}")
    } else if the.starts_with("la ") || the.starts_with("l’") {
        format!("{plain} {the}")
    } else if the.starts_with(['A', 'E', 'I', 'O', 'U', 'É', 'Î', 'a', 'e', 'i', 'o', 'u']) {
        format!("{elided}{the}")
    } else {
        format!("{plain} {the}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A French place name with its article.
    fn place(fr: &str, the: Option<&str>) -> Localized {
        Localized {
            en: String::new(),
            fr: fr.into(),
            fr_the: the.map(Into::into),
            fr_gender: None,
        }
    }

    #[test]
    fn french_repeats_the_preposition_before_each_of_two_places() {
        let two = place("Toscane et Rome", Some("la Toscane et Rome"));
        assert_eq!(two.of(Lang::Fr), "de la Toscane et de Rome");
        let latium = place("Latium et Campanie", Some("le Latium et la Campanie"));
        assert_eq!(latium.of(Lang::Fr), "du Latium et de la Campanie");
        assert_eq!(latium.within(Lang::Fr), "au Latium et en Campanie");
        let isles = place("Sardaigne et Corse", Some("la Sardaigne et la Corse"));
        assert_eq!(isles.within(Lang::Fr), "en Sardaigne et en Corse");
        assert_eq!(isles.at(Lang::Fr), "à la Sardaigne et à la Corse");
        let iberia = place("Espagne et Portugal", Some("l’Espagne et le Portugal"));
        assert_eq!(iberia.of(Lang::Fr), "de l’Espagne et du Portugal");
    }

    #[test]
    fn french_prepositions_contract_with_the_article() {
        let peru = place("Pérou", Some("le Pérou"));
        assert_eq!(peru.of(Lang::Fr), "du Pérou");
        assert_eq!(peru.at(Lang::Fr), "au Pérou");
        let nw = place(
            "Territoires du Nord-Ouest",
            Some("les Territoires du Nord-Ouest"),
        );
        assert_eq!(nw.of(Lang::Fr), "des Territoires du Nord-Ouest");
        assert_eq!(nw.at(Lang::Fr), "aux Territoires du Nord-Ouest");
        let india = place("Inde", Some("l’Inde"));
        assert_eq!(india.of(Lang::Fr), "de l’Inde");
        assert_eq!(india.the(Lang::Fr), "l’Inde");
        assert_eq!(place("Chine", Some("la Chine")).at(Lang::Fr), "à la Chine");
        assert_eq!(place("Madagascar", None).of(Lang::Fr), "de Madagascar");
        assert_eq!(place("Irkoutsk", None).of(Lang::Fr), "d’Irkoutsk");
        assert_eq!(place("Armorica", None).of(Lang::Fr), "d’Armorica");
        assert_eq!(
            place("Océanie", Some("l’Océanie")).within(Lang::Fr),
            "en Océanie"
        );
        assert_eq!(
            place("Gaule", Some("la Gaule")).within(Lang::Fr),
            "en Gaule"
        );
        let uk = place("Royaume-Uni", Some("le Royaume-Uni"));
        assert_eq!(uk.within(Lang::Fr), "au Royaume-Uni");
        assert_eq!(nw.within(Lang::Fr), "aux Territoires du Nord-Ouest");
    }

    #[test]
    fn codes_round_trip_and_regional_variants_are_accepted() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_code("fr-CA"), Some(Lang::Fr));
        assert_eq!(Lang::from_code("EN_gb"), Some(Lang::En));
        assert_eq!(Lang::from_code("de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_code("pt-BR"), Some(Lang::PtPt));
        assert_eq!(Lang::from_code("sv"), None);
        assert_eq!(Lang::from_code(""), None);
        let json = serde_json::to_string(&Lang::PtPt).expect("a language");
        assert_eq!(json, "\"pt-PT\"");
    }
}
