//! Every string the interface shows, in English and French.

use crate::engine::i18n::Lang;

/// A piece of interface text; [`text`] gives it in a language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Text {
    /// The game's name.
    Title,
    /// The line under the name on the title screen.
    Tagline,
    /// The button that starts a new game.
    NewGame,
    /// The accessible name of the language switch.
    LanguageSwitch,
    /// The accessible name of the board drawing.
    BoardName,
    /// The heading of the continents chart.
    ContinentsChart,
    /// Prompt shown while no territory is selected.
    TapATerritory,
    /// Label before the list of a territory's neighbours.
    Borders,
    /// The armies a continent is worth, before the number.
    BonusArmies,
    /// The button that goes back to the title screen.
    Back,
    /// Shown when the browser refused to remember a setting.
    StorageRefused,
    /// The button that resumes the autosaved game.
    Continue,
    /// Shown when the autosave could not be written (storage full or disabled).
    StorageFull,
    /// Shown when the autosave is not a game this version can read.
    AutosaveUnreadable,
    /// Shown when another tab saved its game over this tab's autosave.
    ChangedInAnotherTab,
    /// The button that makes this tab save its game again after another tab did.
    SaveHereAgain,
    /// The button that opens the rules pages.
    Rules,
    /// The button that opens the settings.
    Settings,
    /// The accessible name of the zoom buttons.
    Zoom,
    /// Zoom in.
    ZoomIn,
    /// Zoom out.
    ZoomOut,
    /// Show the whole board.
    ZoomReset,
}

/// The text in `lang`.
pub fn text(lang: Lang, key: Text) -> &'static str {
    let (en, fr) = match key {
        Text::Title => ("Lamorisse", "Lamorisse"),
        Text::Tagline => (
            "The world-conquest board game, five editions in one",
            "Le jeu de conquête du monde, cinq éditions en une",
        ),
        Text::NewGame => ("New game", "Nouvelle partie"),
        Text::LanguageSwitch => ("Language", "Langue"),
        Text::BoardName => ("Board of the world", "Plateau du monde"),
        Text::ContinentsChart => ("Continent bonuses", "Bonus des continents"),
        Text::TapATerritory => (
            "Tap a territory to see its borders.",
            "Touchez un territoire pour voir ses frontières.",
        ),
        Text::Borders => ("Borders", "Frontières"),
        Text::BonusArmies => ("armies", "régiments"),
        Text::Back => ("Back", "Retour"),
        Text::StorageRefused => (
            "This browser refused to remember the language.",
            "Ce navigateur a refusé de retenir la langue.",
        ),
        Text::Continue => ("Continue", "Continuer"),
        Text::Rules => ("Rules", "Règles"),
        Text::Settings => ("Settings", "Réglages"),
        Text::Zoom => ("Zoom", "Zoom"),
        Text::ZoomIn => ("Zoom in", "Agrandir"),
        Text::ZoomOut => ("Zoom out", "Réduire"),
        Text::ZoomReset => ("Show the whole board", "Voir tout le plateau"),
        Text::StorageFull => (
            "The browser's storage is full: this game is not being saved, but play goes on.",
            "Le stockage du navigateur est plein : la partie n’est plus sauvegardée, mais le jeu continue.",
        ),
        Text::ChangedInAnotherTab => (
            "The game was changed in another tab: this tab stopped saving, so the two games do not overwrite each other. Play goes on here without saving.",
            "La partie a été modifiée dans un autre onglet : cet onglet ne sauvegarde plus, pour que les deux parties ne s’écrasent pas. Le jeu continue ici sans sauvegarde.",
        ),
        Text::SaveHereAgain => (
            "Save this tab's game instead",
            "Sauvegarder plutôt la partie de cet onglet",
        ),
        Text::AutosaveUnreadable => (
            "The saved game could not be read; it was left untouched.",
            "La partie sauvegardée n’a pas pu être lue ; elle n’a pas été modifiée.",
        ),
    };
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

/// The name of a language in that language, for the switch.
pub fn language_name(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "English",
        Lang::Fr => "Français",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [Text; 22] = [
        Text::ChangedInAnotherTab,
        Text::SaveHereAgain,
        Text::Settings,
        Text::Zoom,
        Text::ZoomIn,
        Text::ZoomOut,
        Text::ZoomReset,
        Text::Rules,
        Text::Continue,
        Text::StorageFull,
        Text::AutosaveUnreadable,
        Text::Title,
        Text::Tagline,
        Text::NewGame,
        Text::LanguageSwitch,
        Text::BoardName,
        Text::ContinentsChart,
        Text::TapATerritory,
        Text::Borders,
        Text::BonusArmies,
        Text::Back,
        Text::StorageRefused,
    ];

    #[test]
    fn every_text_exists_in_both_languages_and_is_translated() {
        for key in ALL {
            let (en, fr) = (text(Lang::En, key), text(Lang::Fr, key));
            assert!(!en.is_empty() && !fr.is_empty(), "{key:?}");
            if key != Text::Title && key != Text::Zoom {
                assert_ne!(en, fr, "{key:?} is not translated");
            }
        }
    }
}
