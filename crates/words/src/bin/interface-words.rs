//! Writes each language's words for the page, `public/words/<code>.txt` (the table of the
//! interface's fixed words and the catalog's start part) and `<code>-game.txt` (issue 52):
//! `cargo run -p lamorisse-words --bin interface-words`.

use lamorisse_words::sources::LANGUAGES;
use lamorisse_words::tables::{FOLDER, part_of, table_of};
use std::process::ExitCode;

fn main() -> ExitCode {
    for code in LANGUAGES {
        let write = |name: String, text: Result<String, String>| {
            std::fs::create_dir_all(FOLDER).map_err(|e| format!("{FOLDER}: {e}"))?;
            let path = format!("{FOLDER}/{name}");
            std::fs::write(&path, text?).map_err(|e| format!("{path}: {e}"))
        };
        let written = write(format!("{code}.txt"), table_of(code))
            .and_then(|()| write(format!("{code}-game.txt"), part_of(code, "game")));
        if let Err(problem) = written {
            eprintln!("{problem}");
            return ExitCode::FAILURE;
        }
    }
    println!("public/words/ written from the catalogs");
    ExitCode::SUCCESS
}
