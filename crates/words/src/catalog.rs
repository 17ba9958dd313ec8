//! One language's catalog: the engine's messages formatted with its words.

use crate::bundle::{Bundle, CatalogError};
use crate::forms::{self, Named};
use crate::sources::Source;
use fluent_bundle::FluentArgs;
use lamorisse_engine::board::Board;
use lamorisse_engine::i18n::Lang;
use lamorisse_engine::text::message::{Arg, ListStyle, Message};

/// One language's messages.
pub struct Catalog {
    /// Its parsed files.
    bundle: Bundle,
}

/// What a message's forces and places are read against: the game's board and its forces.
pub struct Table<'a> {
    /// The board the places are on.
    pub board: &'a Board,
    /// How each force is named, by number.
    pub force: &'a dyn Fn(u8) -> Named,
}

impl Catalog {
    /// The catalog built into the program for the language `code` (`public/locales/<code>/`,
    /// one of [`LANGUAGES`](crate::sources::LANGUAGES)); another code is refused, naming them.
    pub fn builtin(code: &str) -> Result<Catalog, CatalogError> {
        let files = crate::sources::of(code).ok_or_else(|| CatalogError {
            file: String::new(),
            problem: format!(
                "no catalog for the language {code} ({})",
                crate::sources::LANGUAGES.join(", ")
            ),
        })?;
        Catalog::parse(code, files)
    }

    /// A catalog from its files' texts, in the language `code`; a file that is not Fluent, or
    /// a message twice, is refused with the file's name.
    pub fn parse(code: &str, files: &[Source]) -> Result<Catalog, CatalogError> {
        Ok(Catalog {
            bundle: Bundle::parse(code, files)?,
        })
    }

    /// The catalog's language code (`de`, `pt-PT`).
    pub fn code(&self) -> &str {
        self.bundle.code()
    }

    /// The engine's language a place's names fall back to when no catalog names it (an
    /// imported board's own names).
    pub fn lang(&self) -> Lang {
        self.bundle.lang()
    }

    /// A message's text with no arguments, or an attribute's (`id.attribute`); `None` when
    /// the catalog lacks it.
    pub fn plain(&self, id: &str, attribute: Option<&str>) -> Option<String> {
        self.bundle.plain(id, attribute)
    }

    /// `message` in words, its forces and places read against `table`; `None` when the
    /// catalog lacks the message or one it names (the checks of `checks.rs` keep that from
    /// happening to the catalogs built in).
    pub fn format(&self, message: &Message, table: &Table) -> Option<String> {
        let args = self.args(message, table)?;
        self.bundle.text(&message.id, None, Some(&args))
    }

    /// A message's arguments as Fluent variables, each with its forms.
    fn args(&self, message: &Message, table: &Table) -> Option<FluentArgs<'static>> {
        let mut args = FluentArgs::new();
        for (name, arg) in &message.args {
            match arg {
                Arg::Count(n) => args.set(*name, *n),
                Arg::Key(key) => args.set(*name, *key),
                Arg::Text(text) => args.set(*name, text.clone()),
                Arg::Tenths(tenths) => args.set(*name, tenths_number(*tenths)),
                Arg::Force(force) => {
                    forms::force(&self.bundle, &mut args, name, &(table.force)(*force))?
                }
                Arg::Place(territory) => {
                    let place = table.board.territory(*territory);
                    let id = format!("{}-{}", table.board.key, place.key);
                    forms::place(&self.bundle, &mut args, name, &id, Some(&place.name));
                }
                Arg::Continent(key) => {
                    let id = format!("{}-continent-{key}", table.board.key);
                    let continent = table.board.continents.iter().find(|c| &c.key == key);
                    forms::place(
                        &self.bundle,
                        &mut args,
                        name,
                        &id,
                        continent.map(|c| &c.name),
                    );
                }
                Arg::Card(card) => args.set(*name, forms::card(&self.bundle, table.board, *card)),
                Arg::List { items, style } => {
                    let each: Option<Vec<String>> =
                        items.iter().map(|m| self.format(m, table)).collect();
                    args.set(*name, self.list(&each?, *style)?);
                }
                Arg::Said(inner) => self.said(&mut args, name, inner, table)?,
            }
        }
        Some(args)
    }

    /// A message said inside another: `$name` its text, `$name-<attribute>` each attribute's;
    /// `$name-inline` (as it reads after a colon) is its text where the language gives no
    /// other.
    fn said(
        &self,
        args: &mut FluentArgs<'static>,
        name: &str,
        message: &Message,
        table: &Table,
    ) -> Option<()> {
        let inner = self.args(message, table)?;
        for attribute in self.bundle.attributes(&message.id) {
            let text = self
                .bundle
                .text(&message.id, Some(attribute), Some(&inner))?;
            args.set(format!("{name}-{attribute}"), text);
        }
        let text = self.bundle.text(&message.id, None, Some(&inner))?;
        let inline = format!("{name}-inline");
        if args.get(&inline).is_none() {
            args.set(inline, text.clone());
        }
        args.set(name.to_owned(), text);
        Some(())
    }

    /// Items joined as `list-<style>-separator` says, the last two as `list-<style>-last`
    /// (the separator where it gives none); both may select on `$commas` ("yes" when an item
    /// holds a comma), `$and` ("yes" when one holds the word `list-and-word`), and the last
    /// item's first letter and first two letters, lower case and unaccented (`$last-letter`
    /// "i", `$last-start` "hi": Spanish says "Egipto e Islandia", "y Hispania" → "e Hispania").
    fn list(&self, items: &[String], style: ListStyle) -> Option<String> {
        let word = format!(" {} ", self.plain("list-and-word", None)?);
        let fact = |yes: bool| if yes { "yes" } else { "no" };
        let mut facts = FluentArgs::new();
        facts.set("commas", fact(items.iter().any(|i| i.contains(", "))));
        facts.set("and", fact(items.iter().any(|i| i.contains(&word))));
        let start = items
            .last()
            .map(|last| plain_start(last))
            .unwrap_or_default();
        facts.set("last-letter", start.chars().take(1).collect::<String>());
        facts.set("last-start", start);
        let id = |part: &str| format!("list-{}-{part}", style.key());
        let separator = self.bundle.text(&id("separator"), None, Some(&facts))?;
        let Some((last, rest)) = items.split_last().filter(|(_, rest)| !rest.is_empty()) else {
            return Some(items.join(&separator));
        };
        let before_last = self
            .bundle
            .text(&id("last"), None, Some(&facts))
            .unwrap_or_else(|| separator.clone());
        Some(format!("{}{before_last}{last}", rest.join(&separator)))
    }
}

/// The first two letters of `text`, lower case, their accents dropped ("Íbiza" → "ib").
fn plain_start(text: &str) -> String {
    let unaccented = |c: char| match c {
        'á' | 'à' | 'â' | 'ä' => 'a',
        'é' | 'è' | 'ê' | 'ë' => 'e',
        'í' | 'ì' | 'î' | 'ï' => 'i',
        'ó' | 'ò' | 'ô' | 'ö' => 'o',
        'ú' | 'ù' | 'û' | 'ü' => 'u',
        c => c,
    };
    text.chars()
        .flat_map(char::to_lowercase)
        .map(unaccented)
        .take(2)
        .collect()
}

/// A number of tenths as Fluent's number, one decimal always written (`2.0`, `2.3`).
fn tenths_number(tenths: i64) -> fluent_bundle::types::FluentNumber {
    use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
    let options = FluentNumberOptions {
        minimum_fraction_digits: Some(1),
        ..Default::default()
    };
    FluentNumber::new(tenths as f64 / 10.0, options)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spanish_joins_a_place_that_starts_with_the_sound_i_with_e() {
        let spanish = Catalog::builtin("es").expect("the Spanish catalog");
        let list = |items: &[&str]| {
            let items: Vec<String> = items.iter().map(|i| (*i).to_owned()).collect();
            spanish.list(&items, ListStyle::Enumeration)
        };
        for (items, joined) in [
            (["Egipto", "Islandia"], "Egipto e Islandia"),
            (["Galia", "Hispania"], "Galia e Hispania"),
            (["Egipto", "Íbiza"], "Egipto e Íbiza"),
            (["Islandia", "Egipto"], "Islandia y Egipto"),
        ] {
            assert_eq!(list(&items).as_deref(), Some(joined));
        }
        assert_eq!(plain_start("Ézé"), "ez");
    }
}
