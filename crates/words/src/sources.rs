//! The catalogs' files, embedded from `public/locales/` (the page will fetch the same files).

use lamorisse_engine::i18n::Lang;

/// One catalog file: its name in the language's folder and its text.
pub type Source<'a> = (&'a str, &'a str);

/// Embeds the files of one language's folder: each file's name and its text.
macro_rules! folder {
    ($lang:literal) => {
        files!($lang; "interface.ftl", "log.ftl", "missions.ftl", "refusals.ftl", "since.ftl",
            "editions.ftl", "empire.ftl", "screens.ftl", "places-world.ftl", "places-europe-1810.ftl",
            "places-roman-empire.ftl")
    };
}

/// Embeds the named files of one language's folder.
macro_rules! files {
    ($lang:literal; $($file:literal),*) => {
        [$(($file, include_str!(concat!("../../../public/locales/", $lang, "/", $file)))),*]
    };
}

/// The English files.
const EN: [Source<'static>; 11] = folder!("en");
/// The French files.
const FR: [Source<'static>; 11] = folder!("fr");

/// The files of `lang`'s catalog.
pub fn of(lang: Lang) -> &'static [Source<'static>] {
    match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
    }
}
