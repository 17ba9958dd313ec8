//! The catalogs' checks (issue 52 item 5) pass on every built-in language and catch what a
//! translator can get wrong.

use lamorisse_words::checks::{check, plural_keys};
use lamorisse_words::{Catalog, sources};

/// The English catalog's files.
fn english_files() -> &'static [sources::Source<'static>] {
    sources::of("en").expect("English is built in")
}

/// Every built-in language's files parse into a catalog (what they say is checked against
/// English, from the same files on disk, by `every_language_folder_passes_the_checks`).
#[test]
fn every_built_in_language_makes_a_catalog() {
    for code in sources::LANGUAGES {
        assert!(Catalog::builtin(code).is_ok(), "{code}");
    }
}

/// English's log.
fn english_log() -> &'static str {
    let (_, log) = english_files()
        .iter()
        .find(|(name, _)| *name == "log.ftl")
        .expect("the English log");
    log
}

/// English's log with one line changed.
fn english_with(id: &str, line: &str) -> String {
    english_log()
        .lines()
        .map(|l| {
            if l.starts_with(&format!("{id} =")) {
                line
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_missing_message_an_extra_one_and_a_changed_variable_are_found() {
    let english = english_files();
    let log = english_log();
    let without = english_with("log-won", "");
    let extra = format!("{log}\nlog-surrendered = {{ $force }} gives up.\n");
    let renamed = english_with(
        "log-card-drawn",
        "log-card-drawn = { $player } draws a card.",
    );
    for (text, expected) in [
        (without, "log-won is missing"),
        (extra, "log-surrendered is not an English message"),
        (renamed, "log-card-drawn says"),
    ] {
        let problems = check("en", english, &[("log.ftl", &text)]);
        assert!(
            problems.iter().any(|p| p.contains(expected)),
            "{expected}: {problems:#?}"
        );
    }
}

#[test]
fn a_plural_missing_a_category_of_the_language_is_found() {
    // Polish counts whole numbers as one, few or many ("other" is for fractions, which the
    // default variant every select has takes).
    assert_eq!(
        plural_keys("pl").unwrap().into_iter().collect::<Vec<_>>(),
        ["few", "many", "one"]
    );
    assert_eq!(
        plural_keys("fr").unwrap().into_iter().collect::<Vec<_>>(),
        ["one", "other"]
    );
    let english = english_files();
    let problems = check("pl", english, english);
    assert!(
        problems
            .iter()
            .any(|p| p.contains("has no [\"few\", \"many\"]")),
        "{problems:#?}"
    );
}

#[test]
fn a_file_that_is_not_fluent_is_refused_with_its_name() {
    let broken = [("log.ftl", "log-won = { $force wins\n")];
    let refused = Catalog::parse("en", &broken).err().expect("refused");
    assert_eq!(refused.file, "log.ftl");
    let problems = check("en", english_files(), &broken);
    assert!(
        problems.iter().any(|p| p.starts_with("log.ftl")),
        "{problems:#?}"
    );
}

#[test]
fn a_form_of_a_variable_the_language_gives_is_that_variable() {
    let english = english_files();
    // A language may say a place in a case of its own: `$territory-accusative` is English's
    // `$territory` (whose English form is `$territory-the`).
    let case = english_with(
        "log-conquered",
        "log-conquered = { $force } erobert { $territory-accusative }.",
    );
    let problems = check("de", english, &[("log.ftl", &case)]);
    assert!(
        !problems.iter().any(|p| p.contains("log-conquered")),
        "{problems:#?}"
    );
    let misspelt = english_with(
        "log-conquered",
        "log-conquered = { $forse } erobert { $territory }.",
    );
    let problems = check("de", english, &[("log.ftl", &misspelt)]);
    assert!(
        problems
            .iter()
            .any(|p| p.contains("log-conquered reads $forse")),
        "{problems:#?}"
    );
}

/// The `.ftl` files of one folder of `public/locales/`, by name.
fn folder(code: &str) -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../public/locales")
        .join(code);
    sources::read_folder(&dir).expect("a language folder")
}

/// Every language folder of `public/locales/`, built in or not yet (a translation waiting for
/// the page's language menu), passes the checks against English.
#[test]
fn every_language_folder_passes_the_checks() {
    let english = folder("en");
    let english: Vec<(&str, &str)> = english
        .iter()
        .map(|(n, t)| (n.as_str(), t.as_str()))
        .collect();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../public/locales");
    for entry in std::fs::read_dir(root).expect("public/locales").flatten() {
        let code = entry.file_name().to_string_lossy().into_owned();
        let files = folder(&code);
        let files: Vec<(&str, &str)> = files
            .iter()
            .map(|(n, t)| (n.as_str(), t.as_str()))
            .collect();
        let problems = check(&code, &english, &files);
        assert!(problems.is_empty(), "{code}: {problems:#?}");
    }
}

#[test]
fn a_requested_language_finds_its_catalog() {
    assert_eq!(sources::negotiate("fr-CA"), Some("fr"));
    assert_eq!(sources::negotiate("EN_gb"), Some("en"));
    assert_eq!(sources::negotiate("en"), Some("en"));
    assert_eq!(sources::negotiate("tlh"), None);
    assert_eq!(sources::negotiate(""), None);
}

/// The rules pages the page loads are the catalogs' (`cargo run -p lamorisse-words --bin
/// rules-pages` writes them), every preset with as many paragraphs in each language.
#[test]
fn the_rules_pages_file_is_written_from_the_catalogs() {
    use lamorisse_words::rules_pages::{pages_text, paragraphs};
    let catalogs: Vec<Catalog> = sources::LANGUAGES
        .iter()
        .map(|code| Catalog::builtin(code).expect("a built-in catalog"))
        .collect();
    for catalog in &catalogs {
        let path = format!(
            "{}/../../public/rules/{}.txt",
            env!("CARGO_MANIFEST_DIR"),
            catalog.code()
        );
        let shipped = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            pages_text(&[catalog]) == shipped,
            "{path} is not the catalog's: cargo run -p lamorisse-words --bin rules-pages"
        );
    }
    for preset in lamorisse_engine::presets::PRESET_IDS {
        let english = paragraphs(&catalogs[0], preset).len();
        assert!(english >= 5, "{preset}");
        for catalog in &catalogs[1..] {
            let house = |p: &String| p.starts_with('(');
            let theirs = paragraphs(catalog, preset);
            assert_eq!(theirs.len(), english, "{preset} in {}", catalog.code());
            let marks: Vec<bool> = theirs.iter().map(house).collect();
            let english_marks: Vec<bool> =
                paragraphs(&catalogs[0], preset).iter().map(house).collect();
            assert_eq!(
                marks,
                english_marks,
                "{preset}'s house rules in {}",
                catalog.code()
            );
        }
    }
}
