//! One language's catalog: the engine's messages formatted with its words.

use crate::bundle::{Bundle, CatalogError};
use crate::forms::{self, Named};
use crate::sources::Source;
use fluent_bundle::FluentArgs;
use lamorisse_engine::board::Board;
use lamorisse_engine::i18n::Lang;
use lamorisse_engine::text::message::{Arg, Message};

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
    /// The catalog built into the program for `lang` (`public/locales/<lang>/`).
    pub fn builtin(lang: Lang) -> Result<Catalog, CatalogError> {
        Catalog::parse(lang, crate::sources::of(lang))
    }

    /// A catalog from its files' texts; a file that is not Fluent, or a message twice, is
    /// refused with the file's name.
    pub fn parse(lang: Lang, files: &[Source]) -> Result<Catalog, CatalogError> {
        Ok(Catalog {
            bundle: Bundle::parse(lang, files)?,
        })
    }

    /// The catalog's language.
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
        let mut args = FluentArgs::new();
        for (name, arg) in &message.args {
            match arg {
                Arg::Count(n) => args.set(*name, *n),
                Arg::Force(force) => {
                    forms::force(&self.bundle, &mut args, name, &(table.force)(*force))?
                }
                Arg::Place(territory) => {
                    forms::place(&self.bundle, &mut args, name, table.board, *territory)
                }
                Arg::Card(card) => args.set(*name, forms::card(&self.bundle, table.board, *card)),
                Arg::List(items) => {
                    let each: Option<Vec<String>> =
                        items.iter().map(|m| self.format(m, table)).collect();
                    let separator = self.plain("list-separator", None)?;
                    args.set(*name, each?.join(&separator));
                }
            }
        }
        self.bundle.text(message.id, None, Some(&args))
    }
}
