//! Writes each language's table of the interface's fixed words, `public/words/<code>.txt`,
//! from its `interface.ftl` (issue 52): `cargo run -p lamorisse-words --bin interface-words`.

use lamorisse_words::sources::LANGUAGES;
use lamorisse_words::tables::{FOLDER, table_of};
use std::process::ExitCode;

fn main() -> ExitCode {
    for code in LANGUAGES {
        let written = table_of(code).and_then(|text| {
            std::fs::create_dir_all(FOLDER).map_err(|e| format!("{FOLDER}: {e}"))?;
            let path = format!("{FOLDER}/{code}.txt");
            std::fs::write(&path, text).map_err(|e| format!("{path}: {e}"))
        });
        if let Err(problem) = written {
            eprintln!("{problem}");
            return ExitCode::FAILURE;
        }
    }
    println!("public/words/ written from the catalogs");
    ExitCode::SUCCESS
}
