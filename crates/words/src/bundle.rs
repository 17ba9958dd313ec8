//! One language's files parsed into a Fluent bundle, and its messages read: the layer under
//! the catalog's sentences.

use crate::sources::Source;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use lamorisse_engine::i18n::Lang;
use std::fmt;

/// Why a catalog could not be made: a file that is not Fluent, or a message given twice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatalogError {
    /// The file at fault.
    pub file: String,
    /// What is wrong, in the parser's words (for the translator, never shown to a player).
    pub problem: String,
}

impl fmt::Display for CatalogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.file, self.problem)
    }
}

/// One language's parsed files.
pub struct Bundle {
    /// The language's code (`de`, `pt-PT`): its folder of `public/locales/`.
    code: String,
    /// The engine's language a place's names fall back to when no catalog names it (an
    /// imported board's own names: English unless the language is French).
    lang: Lang,
    /// The parsed files.
    bundle: FluentBundle<FluentResource>,
    /// Every form (attribute) a place of the built-in boards gives: the forms a place of an
    /// imported board, which no catalog names, is given from its own name.
    place_forms: Vec<String>,
}

/// The message ids of the built-in boards' places start with the board's key.
const BOARD_PREFIXES: [&str; 3] = ["world-", "europe-1810-", "roman-empire-"];

/// The attributes of `resource`'s messages that name a built-in board's places, added to
/// `forms` (each once).
fn add_place_forms(resource: &FluentResource, forms: &mut Vec<String>) {
    use fluent_syntax::ast::Entry;
    for entry in resource.entries() {
        let Entry::Message(message) = entry else {
            continue;
        };
        if !BOARD_PREFIXES
            .iter()
            .any(|p| message.id.name.starts_with(p))
        {
            continue;
        }
        for attribute in &message.attributes {
            if !forms.iter().any(|f| f == attribute.id.name) {
                forms.push(attribute.id.name.to_owned());
            }
        }
    }
}

impl Bundle {
    /// A bundle from its files' texts; a file that is not Fluent, or a message twice, is
    /// refused with the file's name.
    pub fn parse(code: &str, files: &[Source]) -> Result<Bundle, CatalogError> {
        let id = code.parse().map_err(|_| CatalogError {
            file: String::new(),
            problem: format!("{code} is not a language tag"),
        })?;
        let mut bundle = FluentBundle::new(vec![id]);
        let mut place_forms = Vec::new();
        // The words go into the page's text, never into mixed-direction markup: no isolation
        // marks around the arguments.
        bundle.set_use_isolating(false);
        // Numbers in the language's own form (issue 52 item 4).
        bundle.set_formatter(Some(crate::numbers::format));
        for (file, text) in files {
            let refused = |problem: String| CatalogError {
                file: (*file).to_owned(),
                problem,
            };
            let resource = FluentResource::try_new((*text).to_owned())
                .map_err(|(_, errors)| refused(format!("{errors:?}")))?;
            add_place_forms(&resource, &mut place_forms);
            bundle
                .add_resource(resource)
                .map_err(|errors| refused(format!("{errors:?}")))?;
        }
        Ok(Bundle {
            code: code.to_owned(),
            lang: Lang::from_code(code).unwrap_or(Lang::En),
            bundle,
            place_forms,
        })
    }

    /// The catalog's language code.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// The engine's language a place's names fall back to when no catalog names it.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// A message's text with no arguments, or an attribute's (`id.attribute`); `None` when
    /// the catalog lacks it.
    pub fn plain(&self, id: &str, attribute: Option<&str>) -> Option<String> {
        self.text(id, attribute, None)
    }

    /// A message of the catalog formatted with `args`.
    pub fn text(
        &self,
        id: &str,
        attribute: Option<&str>,
        args: Option<&FluentArgs>,
    ) -> Option<String> {
        let message = self.bundle.get_message(id)?;
        let pattern = match attribute {
            Some(name) => message.get_attribute(name)?.value(),
            None => message.value()?,
        };
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, args, &mut errors);
        errors.is_empty().then(|| text.into_owned())
    }

    /// Every form a place of the built-in boards gives in this language.
    pub fn place_forms(&self) -> impl Iterator<Item = &str> {
        self.place_forms.iter().map(String::as_str)
    }

    /// The names of a message's attributes (a place's forms).
    pub fn attributes(&self, id: &str) -> Vec<&str> {
        self.bundle
            .get_message(id)
            .map(|m| m.attributes().map(|a| a.id()).collect())
            .unwrap_or_default()
    }
}
