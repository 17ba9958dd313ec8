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

/// The hand-off's words as messages of the catalogs (issue 52): what the functions above say.
#[cfg_attr(not(test), allow(dead_code))]
pub(super) mod messages {
    use crate::engine::state::ForceId;
    use crate::engine::text::message::{Message, force};

    /// "Pass the tablet to Ada".
    pub fn pass_to(player: ForceId) -> Message {
        Message::new("ui-pass-to", vec![("player", force(player))])
    }

    /// "Pass the tablet back to Ada".
    pub fn pass_back_to(player: ForceId) -> Message {
        Message::new("ui-pass-back-to", vec![("player", force(player))])
    }

    /// "I am Ada".
    pub fn i_am(player: ForceId) -> Message {
        Message::new("ui-i-am-player", vec![("player", force(player))])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalogs_say_the_hand_off_as_the_rust_does() {
        use crate::engine::state::ForceId;
        use crate::ui::said_check::{name_in, records, said};
        for record in records().iter().step_by(4) {
            let s = record.initial_state().expect("a record's start");
            for lang in Lang::ALL {
                let name = name_in(lang, record);
                for seat in 0..s.forces.len() as u8 {
                    let (who, named) = (ForceId(seat), name(seat));
                    assert_eq!(
                        said(lang, &messages::pass_to(who), record, &s),
                        pass_to(lang, &named)
                    );
                    let back = said(lang, &messages::pass_back_to(who), record, &s);
                    assert_eq!(back, pass_back_to(lang, &named));
                    assert_eq!(
                        said(lang, &messages::i_am(who), record, &s),
                        i_am(lang, &named)
                    );
                }
            }
        }
    }

    #[test]
    fn the_tablet_goes_to_a_player_by_name_in_both_languages() {
        assert_eq!(pass_to(Lang::En, "Ada"), "Pass the tablet to Ada");
        assert_eq!(pass_back_to(Lang::Fr, "Ada"), "Rendez la tablette à Ada");
        assert_eq!(i_am(Lang::Fr, "Chloé"), "Je suis Chloé");
    }
}
