//! The catalogs' files, embedded from `public/locales/` (the page will fetch the same files).

use lamorisse_engine::i18n::Lang;

/// One catalog file: its name in the language's folder and its text.
pub type Source<'a> = (&'a str, &'a str);

/// Embeds the files of one language's folder.
macro_rules! folder {
    ($lang:literal) => {
        [
            (
                "interface.ftl",
                include_str!(concat!("../../../public/locales/", $lang, "/interface.ftl")),
            ),
            (
                "log.ftl",
                include_str!(concat!("../../../public/locales/", $lang, "/log.ftl")),
            ),
            (
                "missions.ftl",
                include_str!(concat!("../../../public/locales/", $lang, "/missions.ftl")),
            ),
            (
                "refusals.ftl",
                include_str!(concat!("../../../public/locales/", $lang, "/refusals.ftl")),
            ),
            (
                "since.ftl",
                include_str!(concat!("../../../public/locales/", $lang, "/since.ftl")),
            ),
            (
                "editions.ftl",
                include_str!(concat!("../../../public/locales/", $lang, "/editions.ftl")),
            ),
            (
                "empire.ftl",
                include_str!(concat!("../../../public/locales/", $lang, "/empire.ftl")),
            ),
            (
                "places-world.ftl",
                include_str!(concat!(
                    "../../../public/locales/",
                    $lang,
                    "/places-world.ftl"
                )),
            ),
            (
                "places-europe-1810.ftl",
                include_str!(concat!(
                    "../../../public/locales/",
                    $lang,
                    "/places-europe-1810.ftl"
                )),
            ),
            (
                "places-roman-empire.ftl",
                include_str!(concat!(
                    "../../../public/locales/",
                    $lang,
                    "/places-roman-empire.ftl"
                )),
            ),
        ]
    };
}

/// The English files.
const EN: [Source<'static>; 10] = folder!("en");
/// The French files.
const FR: [Source<'static>; 10] = folder!("fr");

/// The files of `lang`'s catalog.
pub fn of(lang: Lang) -> &'static [Source<'static>] {
    match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
    }
}
