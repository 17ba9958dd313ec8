//! Every integration test of this crate in one binary: each file of tests/ is a module, so
//! the tests compile and link once (one binary instead of one a file).

mod import;
mod play;
mod refusals;

/// A refusal as the catalogs of the language `code` say it.
pub fn said(refused: &lamorisse_import::ImportError, code: &str) -> String {
    let catalog = lamorisse_words::Catalog::builtin(code).expect("a built-in language");
    catalog
        .say(&refused.said())
        .unwrap_or_else(|| panic!("{code} says {refused}"))
}
