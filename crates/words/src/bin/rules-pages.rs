//! Writes `public/rules/pages.txt` from the catalogs' `rules.ftl` (issue 52):
//! `cargo run -p lamorisse-words --bin rules-pages`.

use lamorisse_words::Catalog;
use lamorisse_words::rules_pages::pages_text;
use std::process::ExitCode;

fn main() -> ExitCode {
    // The languages the page speaks today (docs/i18n.md).
    let catalogs: Result<Vec<Catalog>, _> =
        ["en", "fr"].iter().map(|c| Catalog::builtin(c)).collect();
    let catalogs = match catalogs {
        Ok(catalogs) => catalogs,
        Err(problem) => {
            eprintln!("{problem}");
            return ExitCode::FAILURE;
        }
    };
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../public/rules/pages.txt");
    let text = pages_text(&catalogs.iter().collect::<Vec<_>>());
    match std::fs::write(path, text) {
        Ok(()) => {
            println!("public/rules/pages.txt written from the catalogs");
            ExitCode::SUCCESS
        }
        Err(problem) => {
            eprintln!("{path}: {problem}");
            ExitCode::FAILURE
        }
    }
}
