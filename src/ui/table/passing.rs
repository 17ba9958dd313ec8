//! The words of a tablet passed from hand to hand: to whom it goes, to whom it goes back, and
//! the button its new holder taps. One place for the hand-off, the defender's dice and the
//! defence potion's question.

use crate::engine::board::Board;
use crate::engine::i18n::Lang;
use crate::engine::state::ForceId;
use crate::engine::text::message::Message;
use crate::ui::words::catalogs::speak;
use lamorisse_words::Named;

/// "Pass the tablet to Ada".
pub(super) fn pass_to(lang: Lang, name: &str) -> String {
    to_player(lang, &messages::pass_to(ForceId(0)), name)
}

/// "Pass the tablet back to Ada", once the other player has answered.
pub(super) fn pass_back_to(lang: Lang, name: &str) -> String {
    to_player(lang, &messages::pass_back_to(ForceId(0)), name)
}

/// "I am Ada": the button the player named taps once the tablet is theirs.
pub(super) fn i_am(lang: Lang, name: &str) -> String {
    to_player(lang, &messages::i_am(ForceId(0)), name)
}

/// `message`, which names one player as the force 0, said to the player `name` (a hand-off
/// goes to a player, never to the game's own forces).
fn to_player(lang: Lang, message: &Message, name: &str) -> String {
    let named = |_: u8| Named::Player(name.to_owned());
    speak(lang, message, Board::world(), &named)
}

/// The hand-off's words as messages of the catalogs.
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
    fn the_tablet_goes_to_a_player_by_name_in_both_languages() {
        assert_eq!(pass_to(Lang::En, "Ada"), "Pass the tablet to Ada");
        assert_eq!(pass_back_to(Lang::Fr, "Ada"), "Rendez la tablette à Ada");
        assert_eq!(i_am(Lang::Fr, "Chloé"), "Je suis Chloé");
    }
}
