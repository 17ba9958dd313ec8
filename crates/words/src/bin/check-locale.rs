//! Checks one language's folder of `public/locales/` against English (docs/i18n.md "Adding a
//! language"): `cargo run -p lamorisse-words --bin check-locale -- de`, or with a folder
//! elsewhere (a translation in progress): `… -- de path/to/de`.

use lamorisse_words::sources::read_folder;
use std::process::ExitCode;

/// The files as the checks take them.
fn as_sources(files: &[(String, String)]) -> Vec<(&str, &str)> {
    files
        .iter()
        .map(|(n, t)| (n.as_str(), t.as_str()))
        .collect()
}

fn main() -> ExitCode {
    let Some(code) = std::env::args().nth(1) else {
        eprintln!("usage: check-locale <language code> [folder, public/locales/<code> by default]");
        return ExitCode::FAILURE;
    };
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../public/locales");
    let theirs = std::env::args()
        .nth(2)
        .map_or_else(|| root.join(&code), std::path::PathBuf::from);
    let (english, theirs) = match (read_folder(&root.join("en")), read_folder(&theirs)) {
        (Ok(english), Ok(theirs)) => (english, theirs),
        (Err(problem), _) | (_, Err(problem)) => {
            eprintln!("{problem}");
            return ExitCode::FAILURE;
        }
    };
    let problems =
        lamorisse_words::checks::check(&code, &as_sources(&english), &as_sources(&theirs));
    for problem in &problems {
        println!("{problem}");
    }
    if problems.is_empty() {
        println!(
            "{code}: {} files, every English message, the same variables",
            theirs.len()
        );
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
