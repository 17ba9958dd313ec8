//! A message's forces, places and cards as Fluent variables: each with the forms a sentence
//! may need (docs/i18n.md "Arguments").

use crate::bundle::Bundle;
use fluent_bundle::FluentArgs;
use lamorisse_engine::board::{Board, TerritoryId};
use lamorisse_engine::cards::Card;
use lamorisse_engine::state::ForceKind;

/// A force as a sentence names it: a player by the name at the table, the others by the
/// catalog's `force-` messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Named {
    /// A player's own name.
    Player(String),
    /// The neutral army, the ally or an independent, numbered from 1 among its kind.
    Extra {
        /// Which kind of force.
        kind: ForceKind,
        /// Its number among the forces of its kind.
        number: usize,
    },
}

/// The first letters a name elides before in French ("d'Ada", "l'Alsace"): `$x-initial`.
const VOWELS: &str = "AEIOUYÀÂÉÈÊÎÔÛaeiouyàâéèêîôû";

/// A force: `$name` as the table names it, `$name-subject` and `$name-object` as a sentence
/// starts with it or says it inside, `$name-initial` "vowel" or "consonant".
pub(crate) fn force(
    catalog: &Bundle,
    args: &mut FluentArgs,
    name: &str,
    force: &Named,
) -> Option<()> {
    let (plain, subject, object) = match force {
        Named::Player(player) => (player.clone(), player.clone(), player.clone()),
        Named::Extra { kind, number } => {
            let id = match kind {
                ForceKind::Independent => "force-independent",
                ForceKind::Allied => "force-ally",
                _ => "force-neutral",
            };
            let mut numbered = FluentArgs::new();
            numbered.set("number", *number);
            let plain = catalog.text(id, None, Some(&numbered))?;
            let form = |attribute| {
                catalog
                    .text(id, Some(attribute), Some(&numbered))
                    .unwrap_or_else(|| plain.clone())
            };
            (plain.clone(), form("subject"), form("object"))
        }
    };
    let vowel = plain.chars().next().is_some_and(|c| VOWELS.contains(c));
    args.set(
        format!("{name}-initial"),
        if vowel { "vowel" } else { "consonant" },
    );
    args.set(format!("{name}-subject"), subject);
    args.set(format!("{name}-object"), object);
    args.set(name.to_owned(), plain);
    Some(())
}

/// A territory: `$name` its name, and `$name-<form>` each form its place message gives (a
/// form the language does not give is the name). A place the catalogs do not name (an
/// imported board) is named by its board, in the engine's forms.
pub(crate) fn place(
    catalog: &Bundle,
    args: &mut FluentArgs,
    name: &str,
    board: &Board,
    territory: TerritoryId,
) {
    let id = format!("{}-{}", board.key, board.territory(territory).key);
    let localized = &board.territory(territory).name;
    let lang = catalog.lang();
    let plain = catalog
        .plain(&id, None)
        .unwrap_or_else(|| localized.get(lang).to_owned());
    let given = catalog.attributes(&id);
    for form in ["the", "of", "at", "within", "gender", "number"] {
        let text = if given.contains(&form) {
            catalog.plain(&id, Some(form))
        } else if catalog.plain(&id, None).is_none() {
            imported_form(localized, lang, form)
        } else {
            None
        };
        args.set(
            format!("{name}-{form}"),
            text.unwrap_or_else(|| plain.clone()),
        );
    }
    args.set(name.to_owned(), plain);
}

/// The forms of a place on an imported board, from its names in the file.
fn imported_form(
    name: &lamorisse_engine::i18n::Localized,
    lang: lamorisse_engine::i18n::Lang,
    form: &str,
) -> Option<String> {
    match form {
        "the" => Some(name.the(lang).to_owned()),
        "of" => Some(name.of(lang)),
        "at" => Some(name.at(lang)),
        "within" => Some(name.within(lang)),
        _ => None,
    }
}

/// A card's name: the territory it shows; a joker's is empty.
pub(crate) fn card(catalog: &Bundle, board: &Board, card: Card) -> String {
    match card.territory() {
        Some(t) => {
            let id = format!("{}-{}", board.key, board.territory(t).key);
            catalog
                .plain(&id, None)
                .unwrap_or_else(|| board.territory(t).name.get(catalog.lang()).to_owned())
        }
        None => String::new(),
    }
}
