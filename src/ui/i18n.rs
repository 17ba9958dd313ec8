//! The languages the interface offers, each named in itself (its other words are in the
//! catalogs: `src/ui/words.rs`).

use crate::engine::i18n::Lang;

/// The name of a language in that language, for the switch.
pub fn language_name(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "English",
        Lang::Fr => "Français",
        Lang::De => "Deutsch",
        Lang::Es => "Español",
        Lang::It => "Italiano",
        Lang::Nl => "Nederlands",
        Lang::Pl => "Polski",
        Lang::PtPt => "Português",
    }
}
