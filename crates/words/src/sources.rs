//! The catalogs' files, embedded from `public/locales/` (the page will fetch the same files).

/// One catalog file: its name in the language's folder and its text.
pub type Source<'a> = (&'a str, &'a str);

/// The `.ftl` files of a language's folder on disk, by name (a translation in progress, or a
/// built-in one read as `check-locale` and the tests read it).
pub fn read_folder(dir: &std::path::Path) -> Result<Vec<(String, String)>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut files = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.ends_with(".ftl") {
            let text = std::fs::read_to_string(entry.path()).map_err(|e| format!("{name}: {e}"))?;
            files.push((name, text));
        }
    }
    files.sort();
    Ok(files)
}

/// Embeds the files of one language's folder: each file's name and its text.
macro_rules! folder {
    ($lang:literal) => {
        files!($lang; "interface.ftl", "log.ftl", "missions.ftl", "refusals.ftl", "since.ftl",
            "editions.ftl", "empire.ftl", "screens.ftl", "rules.ftl", "places-world.ftl",
            "places-europe-1810.ftl", "places-roman-empire.ftl")
    };
}

/// Embeds the named files of one language's folder.
macro_rules! files {
    ($lang:literal; $($file:literal),*) => {
        [$(($file, include_str!(concat!("../../../public/locales/", $lang, "/", $file)))),*]
    };
}

/// The English files.
const EN: [Source<'static>; 12] = folder!("en");
/// The French files.
const FR: [Source<'static>; 12] = folder!("fr");
/// The German files.
const DE: [Source<'static>; 12] = folder!("de");
/// The Spanish files.
const ES: [Source<'static>; 12] = folder!("es");
/// The Italian files.
const IT: [Source<'static>; 12] = folder!("it");
/// The Dutch files.
const NL: [Source<'static>; 12] = folder!("nl");
/// The Polish files.
const PL: [Source<'static>; 12] = folder!("pl");
/// The (European) Portuguese files.
const PT_PT: [Source<'static>; 12] = folder!("pt-PT");

/// The languages whose catalogs are built in, by code (each a folder of `public/locales/`).
pub const LANGUAGES: &[&str] = &["en", "fr", "de", "es", "it", "nl", "pl", "pt-PT"];

/// The built-in language that best answers a requested one (a browser's `fr-CA`, a
/// player's `--lang pt-BR`): the same code, else the first with the same language (`fr`,
/// `pt-PT`); `None` when none speaks it.
pub fn negotiate(requested: &str) -> Option<&'static str> {
    let requested = requested.trim().to_ascii_lowercase();
    let primary = |code: &str| code.split(['-', '_']).next().unwrap_or("").to_owned();
    LANGUAGES
        .iter()
        .find(|code| code.to_ascii_lowercase() == requested.replace('_', "-"))
        .or_else(|| {
            LANGUAGES
                .iter()
                .find(|code| primary(code) == primary(&requested))
        })
        .copied()
}

/// The files of the catalog of the language `code`, if it is built in.
pub fn of(code: &str) -> Option<&'static [Source<'static>]> {
    match code {
        "en" => Some(&EN),
        "fr" => Some(&FR),
        "de" => Some(&DE),
        "es" => Some(&ES),
        "it" => Some(&IT),
        "nl" => Some(&NL),
        "pl" => Some(&PL),
        "pt-PT" => Some(&PT_PT),
        _ => None,
    }
}
