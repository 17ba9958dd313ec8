//! The game's sentences as data (issue 52): a message id of the catalogs in
//! `public/locales/` and its arguments, which `lamorisse-words` turns into words in any
//! language. The engine names what happened; the catalogs say it.

use crate::board::TerritoryId;
use crate::cards::Card;
use std::borrow::Cow;

/// One argument of a message, as the engine knows it; the catalog reader gives each its
/// words (docs/i18n.md "Arguments").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A number, which selects a plural form (`[one]`, `*[other]`).
    Count(u32),
    /// A force by number: a player's name, or the neutral army, the ally or an independent.
    Force(u8),
    /// A territory of the game's board, with its forms (`-the`, `-of`, `-at`, ...).
    Place(TerritoryId),
    /// A card, named by the territory it shows (a joker by nothing).
    Card(Card),
    /// A list of messages, each formatted, joined as the catalog's `list-<style>-separator`
    /// and `list-<style>-last` (before the last item) say.
    List {
        /// The items.
        items: Vec<Message>,
        /// How they are joined.
        style: ListStyle,
    },
    /// A keyword a message selects on (`{ $ware -> [sword] … *[shield] … }`).
    Key(&'static str),
    /// A message said inside this one: `$x` its text, `$x-<attribute>` each of its attributes
    /// (a mission's `.inline`, as French writes it after a colon).
    Said(Box<Message>),
    /// A continent of the game's board, with its forms like a place.
    Continent(String),
    /// A name the players or a file gave, said as it is (an imported board's name).
    Text(String),
    /// A number with one decimal, in tenths (`23` is 2.3): the catalogs write it in the
    /// language's form ("2.3", "2,3") and select its plural by CLDR's rules for decimals.
    Tenths(i64),
}

/// How a list is joined (docs/i18n.md "Lists"): the catalog's `list-<style>-separator` and
/// `list-<style>-last` messages, which may select on `$commas` (an item holds a comma) and `$and`
/// (an item holds the word `list-and-word`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListStyle {
    /// Items one after the other ("Ada: Alaska, Bruno: Peru").
    Plain,
    /// Names, the last two joined by "and" ("North America and Africa").
    Enumeration,
    /// The groups of one clause ("took Egypt from you, and Congo from Chloé").
    Groups,
    /// The clauses of a sentence ("traded cards for 8 armies and took Egypt from you").
    Clauses,
}

impl ListStyle {
    /// Its name in the catalogs' messages.
    pub fn key(self) -> &'static str {
        match self {
            ListStyle::Plain => "plain",
            ListStyle::Enumeration => "enumeration",
            ListStyle::Groups => "groups",
            ListStyle::Clauses => "clauses",
        }
    }
}

/// A message of the catalogs and its named arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The message's id in the catalogs (`log-conquered`, `game-parker-1993`).
    pub id: Cow<'static, str>,
    /// Its arguments, by name.
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    /// A message with its arguments.
    pub fn new(id: impl Into<Cow<'static, str>>, args: Vec<(&'static str, Arg)>) -> Message {
        Message {
            id: id.into(),
            args,
        }
    }

    /// A message with no arguments (a word: a potion's or a people's name).
    pub fn word(id: impl Into<Cow<'static, str>>) -> Message {
        Message::new(id, Vec::new())
    }
}

/// A force's argument.
pub fn force(id: crate::state::ForceId) -> Arg {
    Arg::Force(id.0)
}

/// A word of the catalog said inside a message.
pub fn word(id: impl Into<Cow<'static, str>>) -> Arg {
    Arg::Said(Box::new(Message::word(id)))
}
