//! The page's tables of the interface's fixed words (issue 52): `public/words/<code>.txt`,
//! one text a line in the English catalog's order (`constants::table`), written by
//! `cargo run -p lamorisse-words --bin interface-words` and checked by the test command.

use crate::constants::table;
use crate::sources::of;

/// The folder the tables are written in, from this crate's folder.
pub const FOLDER: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../public/words");

/// The table of the language `code` (one of `sources::LANGUAGES`), from its catalog built in.
pub fn table_of(code: &str) -> Result<String, String> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sources::LANGUAGES;

    #[test]
    fn every_language_s_table_is_written_from_its_catalog() {
        for code in LANGUAGES {
            let path = format!("{FOLDER}/{code}.txt");
            let written = std::fs::read_to_string(&path).unwrap_or_default();
            let expected = table_of(code).expect("a complete catalog");
            assert!(
                written == expected,
                "{path} is not the catalog's: run `cargo run -p lamorisse-words --bin interface-words`"
            );
        }
    }
}
