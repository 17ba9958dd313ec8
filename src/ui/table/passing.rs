//! The words of a tablet passed from hand to hand: to whom it goes, to whom it goes back, and
//! the button its new holder taps. One place for the hand-off, the defender's dice and the
//! defence potion's question.

use crate::engine::i18n::Lang;
use crate::ui::words::{W, word};

/// "Pass the tablet to Ada".
pub(super) fn pass_to(lang: Lang, name: &str) -> String {
    format!("{} {name}", word(lang, W::PASS_THE_TABLET_TO))
}

/// "Pass the tablet back to Ada", once the other player has answered.
pub(super) fn pass_back_to(lang: Lang, name: &str) -> String {
    format!("{} {name}", word(lang, W::PASS_THE_TABLET_BACK_TO))
}

/// "I am Ada": the button the player named taps once the tablet is theirs.
pub(super) fn i_am(lang: Lang, name: &str) -> String {
    format!("{} {name}", word(lang, W::I_AM))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tablet_goes_to_a_player_by_name_in_both_languages() {
        assert_eq!(pass_to(Lang::En, "Ada"), "Pass the tablet to Ada");
        assert_eq!(pass_back_to(Lang::Fr, "Ada"), "Rendez la tablette à Ada");
        assert_eq!(i_am(Lang::Fr, "Chloé"), "Je suis Chloé");
    }
}
