//! Writes each language's rules pages, `public/rules/<code>.txt`, from its catalog's
//! `rules.ftl` (issue 52): `cargo run -p lamorisse-words --bin rules-pages`.

use lamorisse_words::Catalog;
use lamorisse_words::rules_pages::pages_text;
use std::process::ExitCode;

fn main() -> ExitCode {
    let catalogs: Result<Vec<Catalog>, _> = lamorisse_words::sources::LANGUAGES
        .iter()
        .map(|c| Catalog::builtin(c))
        .collect();
    let catalogs = match catalogs {
        Ok(catalogs) => catalogs,
        Err(problem) => {
            eprintln!("{problem}");
            return ExitCode::FAILURE;
        }
    };
    for catalog in &catalogs {
        let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/../../public/rules");
        let path = format!("{folder}/{}.txt", catalog.code());
        if let Err(problem) = std::fs::write(&path, pages_text(&[catalog])) {
            eprintln!("{path}: {problem}");
            return ExitCode::FAILURE;
        }
    }
    println!("public/rules/<code>.txt written from the catalogs");
    ExitCode::SUCCESS
}
