//! A message's forces, places and cards as Fluent variables: each with the forms a sentence
//! may need (docs/i18n.md "Arguments").

use crate::bundle::Bundle;
use crate::resolve::Args;
use lamorisse_engine::board::Board;
use lamorisse_engine::cards::Card;
use lamorisse_engine::i18n::{Lang, Localized};
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

/// A force: `$name` as the table names it, `$name-kind` what it is (`player`, `neutral`, `ally`,
/// `independent`: a sentence selects on it for the contractions of Italian or Portuguese,
/// "dell’esercito neutrale"), `$name-initial` "vowel" or "consonant", and `$name-<form>` each
/// form the language's `force-neutral` message gives (`subject` and `object` always: as a
/// sentence starts with it or says it inside): an extra force's own, a player's name as it is.
pub(crate) fn force(catalog: &Bundle, args: &mut Args, name: &str, force: &Named) -> Option<()> {
    let mut forms: Vec<&str> = catalog.attributes("force-neutral");
    for always in ["subject", "object"] {
        if !forms.contains(&always) {
            forms.push(always);
        }
    }
    let (plain, kind) = match force {
        Named::Player(player) => {
            for form in &forms {
                args.set(format!("{name}-{form}"), player.clone());
            }
            (player.clone(), "player")
        }
        Named::Extra { kind, number } => {
            let (id, key) = match kind {
                ForceKind::Independent => ("force-independent", "independent"),
                ForceKind::Allied => ("force-ally", "ally"),
                _ => ("force-neutral", "neutral"),
            };
            let mut numbered = Args::new();
            numbered.set("number", *number);
            let plain = catalog.text(id, None, &numbered)?;
            for form in &forms {
                let text = catalog.text(id, Some(form), &numbered);
                args.set(
                    format!("{name}-{form}"),
                    text.unwrap_or_else(|| plain.clone()),
                );
            }
            (plain, key)
        }
    };
    let vowel = plain.chars().next().is_some_and(|c| VOWELS.contains(c));
    args.set(
        format!("{name}-initial"),
        if vowel { "vowel" } else { "consonant" },
    );
    args.set(format!("{name}-kind"), kind);
    args.set(name.to_owned(), plain);
    Some(())
}

/// A place (a territory or a continent): `$name` its name, and `$name-<form>` each form its
/// message `id` gives in the places file (`the`, `of`, `at`, `within`, `gender` and `number`
/// always: a form the language does not give is the name). A
/// place the catalogs do not name (an imported board) is named by its board, in the engine's
/// forms; one nobody names reads "?".
pub(crate) fn place(
    catalog: &Bundle,
    args: &mut Args,
    name: &str,
    id: &str,
    board_name: Option<&Localized>,
) {
    let lang = catalog.lang();
    let known = catalog.plain(id, None);
    let plain = known
        .clone()
        .or_else(|| board_name.map(|n| n.get(lang).to_owned()))
        .unwrap_or_else(|| "?".to_owned());
    // Every form the language gives (German may give `.dative`), and the usual ones always;
    // a place no catalog names (on an imported board) every form the built-in places give.
    let mut forms: Vec<&str> = vec!["the", "of", "at", "within", "gender", "number"];
    let given = match known {
        Some(_) => catalog.attributes(id),
        None => catalog.place_forms().collect(),
    };
    forms.extend(
        given
            .iter()
            .filter(|g| !forms.contains(g))
            .collect::<Vec<_>>(),
    );
    for form in forms {
        let text = match (&known, board_name) {
            (Some(_), _) if given.contains(&form) => catalog.plain(id, Some(form)),
            (None, Some(board_name)) => imported_form(board_name, lang, form),
            _ => None,
        };
        args.set(
            format!("{name}-{form}"),
            text.unwrap_or_else(|| plain.clone()),
        );
    }
    args.set(name.to_owned(), plain);
}

/// The forms of a place on an imported board, from its names in the file.
fn imported_form(name: &Localized, lang: Lang, form: &str) -> Option<String> {
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
