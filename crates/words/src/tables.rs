//! The page's words (issue 52), written by `cargo run -p lamorisse-words --bin
//! interface-words` and checked by the test command: `public/words/<code>.txt`, the table of
//! the interface's fixed words (one text a line in the English catalog's order,
//! `constants::table`), then [`CATALOG_MARK`] and the catalog's start part
//! (`sources::PARTS`); `public/words/<code>-game.txt`, its game part. The parts are in the
//! compact form (`pattern.rs`).

#[cfg(feature = "builtin")]
use crate::constants::table;
#[cfg(feature = "builtin")]
use crate::sources::{PARTS, of};

/// The line between a table and the catalog's part after it (a Fluent comment).
pub const CATALOG_MARK: &str = "### The catalog's messages";

/// The folder the tables are written in, from this crate's folder.
pub const FOLDER: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../public/words");

#[cfg(feature = "builtin")]
/// The table of the language `code` (one of `sources::LANGUAGES`), from its catalog built in.
pub fn table_of(code: &str) -> Result<String, String> {
    let start = part_of(code, PARTS[0].0)?;
    Ok(format!("{}{CATALOG_MARK}\n{start}", table_only(code)?))
}

/// The files of the catalog's part `part` (`sources::PARTS`) of the language `code`, one
/// after the other in the compact form the page reads without Fluent's parser
/// (`pattern.rs`).
#[cfg(feature = "builtin")]
pub fn part_of(code: &str, part: &str) -> Result<String, String> {
    let files = of(code).ok_or_else(|| format!("{code}: no catalog"))?;
    let (_, names) = PARTS
        .iter()
        .find(|(name, _)| *name == part)
        .ok_or_else(|| format!("no part {part}"))?;
    let mut text = String::new();
    for name in names.iter() {
        let (_, file) = files
            .iter()
            .find(|(file, _)| file == name)
            .ok_or_else(|| format!("{code}: no {name}"))?;
        let lines =
            crate::ftl::lines(file).map_err(|problem| format!("{code}/{name}: {problem}"))?;
        text.push_str(&crate::pattern::write(&lines));
    }
    Ok(text)
}

/// The table of fixed words alone.
#[cfg(feature = "builtin")]
fn table_only(code: &str) -> Result<String, String> {
    let interface = |code: &str| {
        of(code)
            .and_then(|files| files.iter().find(|(name, _)| *name == "interface.ftl"))
            .map(|(_, text)| *text)
            .ok_or_else(|| format!("{code}: no interface.ftl"))
    };
    table(
        interface("en")?,
        &format!("{code}/interface.ftl"),
        interface(code)?,
    )
}

#[cfg(all(test, feature = "builtin"))]
mod tests {
    use super::*;
    use crate::sources::LANGUAGES;

    #[test]
    fn every_language_s_table_is_written_from_its_catalog() {
        for code in LANGUAGES {
            for (path, expected) in [
                (format!("{FOLDER}/{code}.txt"), table_of(code)),
                (format!("{FOLDER}/{code}-game.txt"), part_of(code, "game")),
            ] {
                let written = std::fs::read_to_string(&path).unwrap_or_default();
                let expected = expected.expect("a complete catalog");
                assert!(
                    written == expected,
                    "{path} is not the catalog's: run `cargo run -p lamorisse-words --bin interface-words`"
                );
            }
        }
    }
}
