//! One language's catalog: the engine's messages formatted with its words.

use crate::bundle::{Bundle, CatalogError};
use crate::forms::{self, Named};
use crate::resolve::{Args, Number};
#[cfg(feature = "ftl")]
use crate::sources::Source;
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
    #[cfg(feature = "builtin")]
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

    /// A catalog from its `.ftl` files' texts, in the language `code`; a file that is not
    /// Fluent, or a message twice, is refused with the file's name.
    #[cfg(feature = "ftl")]
    pub fn parse(code: &str, files: &[Source]) -> Result<Catalog, CatalogError> {
        Ok(Catalog {
            bundle: Bundle::parse(code, files)?,
        })
    }

    /// A catalog of no file yet, in the language `code`: the page adds its parts as they come.
    pub fn empty(code: &str) -> Result<Catalog, CatalogError> {
        Ok(Catalog {
            bundle: Bundle::empty(code)?,
        })
    }

    /// Adds one more file's messages in the compact form the page fetches (`pattern.rs`;
    /// `file` names it in a refusal); a text that is not, or a message the catalog already
    /// has, is refused and nothing of it is added.
    pub fn add(&mut self, file: &str, text: &str) -> Result<(), CatalogError> {
        self.bundle.add_compact(file, text)
    }

    /// Adds one more `.ftl` file's messages, as [`add`](Catalog::add) does a compact one.
    #[cfg(feature = "ftl")]
    pub fn add_ftl(&mut self, file: &str, text: &str) -> Result<(), CatalogError> {
        self.bundle.add_ftl(file, text)
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
        self.bundle.text(&message.id, None, &args)
    }

    /// `message`, which names no force or place (an imported board's refusal, a screen's
    /// words), in words.
    pub fn say(&self, message: &Message) -> Option<String> {
        let nobody = |_: u8| Named::Player(String::new());
        let table = Table {
            board: Board::world(),
            force: &nobody,
        };
        self.format(message, &table)
    }

    /// `message` in its form `attribute` (French's `.inline`, as a mission reads after a
    /// colon), or its text where the language gives no such form.
    pub fn format_form(&self, message: &Message, attribute: &str, table: &Table) -> Option<String> {
        let args = self.args(message, table)?;
        self.bundle
            .text(&message.id, Some(attribute), &args)
            .or_else(|| self.bundle.text(&message.id, None, &args))
    }

    /// A message's arguments as Fluent variables, each with its forms.
    fn args(&self, message: &Message, table: &Table) -> Option<Args> {
        let mut args = Args::new();
        for (name, arg) in &message.args {
            match arg {
                Arg::Count(n) => args.set(*name, Number::whole(i64::from(*n))),
                Arg::Key(key) => args.set(*name, *key),
                Arg::Text(text) => args.set(*name, text.clone()),
                Arg::Tenths(tenths) => args.set(*name, Number::tenths(*tenths)),
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
    fn said(&self, args: &mut Args, name: &str, message: &Message, table: &Table) -> Option<()> {
        let inner = self.args(message, table)?;
        for attribute in self.bundle.attributes(&message.id) {
            let text = self.bundle.text(&message.id, Some(attribute), &inner)?;
            args.set(format!("{name}-{attribute}"), text);
        }
        let text = self.bundle.text(&message.id, None, &inner)?;
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
        let mut facts = Args::new();
        facts.set("commas", fact(items.iter().any(|i| i.contains(", "))));
        facts.set("and", fact(items.iter().any(|i| i.contains(&word))));
        let start = items
            .last()
            .map(|last| plain_start(last))
            .unwrap_or_default();
        facts.set("last-letter", start.chars().take(1).collect::<String>());
        facts.set("last-start", start);
        let id = |part: &str| format!("list-{}-{part}", style.key());
        let separator = self.bundle.text(&id("separator"), None, &facts)?;
        let Some((last, rest)) = items.split_last().filter(|(_, rest)| !rest.is_empty()) else {
            return Some(items.join(&separator));
        };
        let before_last = self
            .bundle
            .text(&id("last"), None, &facts)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_counts_with_its_own_plural_rules() {
        // Each language's rules, or its language's without the region, else English's.
        let named = |_| Named::Player(String::new());
        let table = Table {
            board: Board::world(),
            force: &named,
        };
        for (code, zero) in [
            ("fr", "one"),
            ("fr-CA", "one"),
            ("pt-PT", "other"),
            ("en", "other"),
            ("pl", "many"),
            ("xx", "other"),
        ] {
            let mut catalog = Catalog::empty(code).expect("a language tag");
            let text = "n = { $n ->\n [one] one\n [few] few\n [many] many\n*[other] other\n}\n";
            catalog.add_ftl("test.ftl", text).expect("a message");
            let message = Message::new("n", vec![("n", Arg::Count(0))]);
            assert_eq!(
                catalog.format(&message, &table).as_deref(),
                Some(zero),
                "{code}"
            );
        }
    }

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
