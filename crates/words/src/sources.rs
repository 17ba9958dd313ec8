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
#[cfg(feature = "builtin")]
macro_rules! folder {
    ($lang:literal) => {
        files!($lang; "interface.ftl", "log.ftl", "missions.ftl", "refusals.ftl", "since.ftl",
            "editions.ftl", "empire.ftl", "screens.ftl", "rules.ftl", "places-world.ftl",
            "places-europe-1810.ftl", "places-roman-empire.ftl", "devices.ftl")
    };
}

/// Embeds the named files of one language's folder.
#[cfg(feature = "builtin")]
macro_rules! files {
    ($lang:literal; $($file:literal),*) => {
        [$(($file, include_str!(concat!("../../../public/locales/", $lang, "/", $file)))),*]
    };
}

/// The English files.
#[cfg(feature = "builtin")]
const EN: [Source<'static>; 13] = folder!("en");
/// The French files.
#[cfg(feature = "builtin")]
const FR: [Source<'static>; 13] = folder!("fr");
/// The German files.
#[cfg(feature = "builtin")]
const DE: [Source<'static>; 13] = folder!("de");
/// The Spanish files.
#[cfg(feature = "builtin")]
const ES: [Source<'static>; 13] = folder!("es");
/// The Italian files.
#[cfg(feature = "builtin")]
const IT: [Source<'static>; 13] = folder!("it");
/// The Dutch files.
#[cfg(feature = "builtin")]
const NL: [Source<'static>; 13] = folder!("nl");
/// The Polish files.
#[cfg(feature = "builtin")]
const PL: [Source<'static>; 13] = folder!("pl");
/// The (European) Portuguese files.
#[cfg(feature = "builtin")]
const PT_PT: [Source<'static>; 13] = folder!("pt-PT");

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
#[cfg(feature = "builtin")]
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

/// No catalog is built in without the `builtin` feature (the page fetches its own).
#[cfg(not(feature = "builtin"))]
pub fn of(_code: &str) -> Option<&'static [Source<'static>]> {
    None
}

/// The parts of a language's catalog as the page loads them (`public/words/`, written by
/// `cargo run -p lamorisse-words --bin interface-words`): what must come with the table of
/// fixed words (`<code>.txt`, counted in the first load: nothing today, the title page says
/// only fixed words), and the rest (`<code>-game.txt`, fetched once the title page shows and
/// awaited by the screens that say it: a game, the wizard, the rules, a replay). The rules pages (`rules.ftl`) and
/// the fixed words (`interface.ftl`) are in neither: they have their own files.
pub const PARTS: [(&str, &[&str]); 2] = [
    ("start", &[]),
    (
        "game",
        &[
            "editions.ftl",
            "refusals.ftl",
            // The fixed words are the table's; a message may say one ($doing "is attacking").
            "interface.ftl",
            "log.ftl",
            "since.ftl",
            "missions.ftl",
            "empire.ftl",
            "screens.ftl",
            "places-world.ftl",
            "places-europe-1810.ftl",
            "places-roman-empire.ftl",
            // The link screens, the Boards page and an imported board's refusals
            // (`public/link/screens.js`, `public/boards/screens.js`: `lamorisseSay`).
            "devices.ftl",
        ],
    ),
];
