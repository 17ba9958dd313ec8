//! One language's files read into the resolver's messages, and its messages read: the layer
//! under the catalog's sentences.

use crate::pattern::{Line, Pattern};
use crate::resolve::{Args, format};
#[cfg(feature = "ftl")]
use crate::sources::Source;
use lamorisse_engine::i18n::Lang;
use std::collections::HashMap;
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

/// A message: its value (none for a message of attributes only) and its attributes.
#[derive(Default)]
struct Message {
    /// What it says.
    value: Option<Pattern>,
    /// Its attributes, by name, in the file's order.
    attributes: Vec<(String, Pattern)>,
}

/// One language's messages.
pub struct Bundle {
    /// The language's code (`de`, `pt-PT`): its folder of `public/locales/`.
    code: String,
    /// The engine's language a place's names fall back to when no catalog names it (an
    /// imported board's own names: English unless the language is French).
    lang: Lang,
    /// The messages, by id.
    messages: HashMap<String, Message>,
    /// Every form (attribute) a place of the built-in boards gives: the forms a place of an
    /// imported board, which no catalog names, is given from its own name.
    place_forms: Vec<String>,
}

/// The message ids of the built-in boards' places start with the board's key.
const BOARD_PREFIXES: [&str; 3] = ["world-", "europe-1810-", "roman-empire-"];

impl Bundle {
    /// A bundle from its `.ftl` files' texts; a file that is not Fluent, or a message twice,
    /// is refused with the file's name.
    #[cfg(feature = "ftl")]
    pub fn parse(code: &str, files: &[Source]) -> Result<Bundle, CatalogError> {
        let mut bundle = Bundle::empty(code)?;
        for (file, text) in files {
            bundle.add_ftl(file, text)?;
        }
        Ok(bundle)
    }

    /// A bundle of no file yet, in the language `code` (refused when it is not a language tag).
    pub fn empty(code: &str) -> Result<Bundle, CatalogError> {
        let tag = |part: &str| !part.is_empty() && part.chars().all(|c| c.is_ascii_alphanumeric());
        if !code.split('-').all(tag) {
            return Err(CatalogError {
                file: String::new(),
                problem: format!("{code} is not a language tag"),
            });
        }
        Ok(Bundle {
            code: code.to_owned(),
            lang: Lang::from_code(code).unwrap_or(Lang::En),
            messages: HashMap::new(),
            place_forms: Vec::new(),
        })
    }

    /// Adds the messages of one more `.ftl` file (`file` names it in a refusal); a text that
    /// is not Fluent, or a message the bundle already has, is refused and nothing of it is added.
    #[cfg(feature = "ftl")]
    pub fn add_ftl(&mut self, file: &str, text: &str) -> Result<(), CatalogError> {
        let lines = crate::ftl::lines(text).map_err(|problem| CatalogError {
            file: file.to_owned(),
            problem,
        })?;
        self.add_lines(file, lines)
    }

    /// Adds the messages of one more file in the compact form (`pattern.rs`, what the page
    /// fetches); a text that is not, or a message the bundle already has, is refused and
    /// nothing of it is added.
    pub fn add_compact(&mut self, file: &str, text: &str) -> Result<(), CatalogError> {
        let lines = crate::pattern::read(text).map_err(|line| CatalogError {
            file: file.to_owned(),
            problem: format!("line {line} is not a message"),
        })?;
        self.add_lines(file, lines)
    }

    /// Adds messages; one the bundle already has refuses them all.
    fn add_lines(&mut self, file: &str, lines: Vec<Line>) -> Result<(), CatalogError> {
        if let Some(twice) = lines.iter().find(|l| self.messages.contains_key(&l.id)) {
            return Err(CatalogError {
                file: file.to_owned(),
                problem: format!("{} is given twice", twice.id),
            });
        }
        for line in lines {
            let place = BOARD_PREFIXES.iter().any(|p| line.id.starts_with(p));
            let message = self.messages.entry(line.id).or_default();
            match line.attribute {
                None => message.value = Some(line.pattern),
                Some(name) => {
                    if place && !self.place_forms.contains(&name) {
                        self.place_forms.push(name.clone());
                    }
                    message.attributes.push((name, line.pattern));
                }
            }
        }
        Ok(())
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
        self.text(id, attribute, &Args::new())
    }

    /// A message of the catalog formatted with `args`; `None` when the catalog lacks it or
    /// it says a variable `args` lack.
    pub fn text(&self, id: &str, attribute: Option<&str>, args: &Args) -> Option<String> {
        let message = self.messages.get(id)?;
        let pattern = match attribute {
            Some(name) => message
                .attributes
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, p)| p)?,
            None => message.value.as_ref()?,
        };
        format(pattern, args, &self.code)
    }

    /// Every form a place of the built-in boards gives in this language.
    pub fn place_forms(&self) -> impl Iterator<Item = &str> {
        self.place_forms.iter().map(String::as_str)
    }

    /// The names of a message's attributes (a place's forms).
    pub fn attributes(&self, id: &str) -> Vec<&str> {
        self.messages
            .get(id)
            .map(|m| m.attributes.iter().map(|(n, _)| n.as_str()).collect())
            .unwrap_or_default()
    }
}
