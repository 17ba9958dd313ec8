//! The wizard's own words: who plays a seat, how many players a game takes, and a line on
//! each game.

use crate::engine::bot::Level;
use crate::engine::i18n::Lang;
use crate::engine::text::message::{Arg, Message};
use crate::ui::words::{W, word};

/// A seat's player in the wizard's language.
pub(super) fn player_kind(lang: Lang, bot: Option<Level>) -> &'static str {
    match bot {
        None => word(lang, W::HUMAN),
        Some(Level::Easy) => word(lang, W::BOT_EASY),
        Some(Level::Normal) => word(lang, W::BOT_NORMAL),
        Some(Level::Hard) => word(lang, W::BOT_HARD),
        Some(Level::Expert) => word(lang, W::BOT_EXPERT),
    }
}

/// "2 to 6 players", "2 players".
pub(super) fn player_range(lang: Lang, min: u8, max: u8) -> String {
    crate::ui::words::catalogs::speak_plain(lang, &player_range_message(min, max))
}

/// How many players a game takes, as a message.
pub(super) fn player_range_message(min: u8, max: u8) -> Message {
    let count = |n: u8| Arg::Count(u32::from(n));
    if min == max {
        Message::new("ui-players-exactly", vec![("count", count(min))])
    } else {
        Message::new(
            "ui-players-from-to",
            vec![("min", count(min)), ("max", count(max))],
        )
    }
}

/// One line on each playable preset.
pub(super) fn describe(lang: Lang, id: &str) -> &'static str {
    match id {
        "parker-1993" => word(lang, W::PARKER_1993_CONQUER_THE_WORLD_SETS),
        "parker-1993-duel" => word(lang, W::PARKER_1993_FOR_2_PLAYERS_A),
        "parker-1993-capital" => word(lang, W::PARKER_1993_CAPITAL_RISK_TAKE_THE),
        "parker-1993-missions" => word(lang, W::PARKER_1993_SECRET_MISSION_COMPLETE_YOUR),
        "conquete-2010-missions" => word(lang, W::RISK_MISSION_2010S_FOUR_SECRET_OBJECTIVES),
        "napoleon-1999" => word(lang, W::RISK_NAPOLEON_1999_A_SECRET_MISSION),
        "napoleon-1999-world" => word(lang, W::RISK_NAPOLEON_1999_CONQUER_EUROPE_IN),
        "napoleon-1999-capitals" => word(lang, W::RISK_NAPOLEON_1999_CAPITALS_A_SECRET),
        "roman-empire" => word(lang, W::RISK_ASTERIX_BATTLE_FOR_THE_ROMAN),
        "roman-conquest" => word(lang, W::RISK_ASTERIX_CONQUEST_CONQUER_THE_WHOLE),
        "napoleon-1999-duel" => word(lang, W::RISK_NAPOLEON_1999_FOR_2_PLAYERS),
        "conquete-2010-teams" => word(lang, W::RISK_IN_TEAMS_2010S_SEATS_1),
        "conquete-2010-duel-active" => word(lang, W::LA_CONQUETE_DU_MONDE_FOR_2),
        "conquete-2010-duel-passive" => word(lang, W::LA_CONQUETE_DU_MONDE_FOR_2_2),
        "miro-1975" => word(lang, W::MIRO_1975_A_SECRET_OBJECTIVE_EACH),
        "miro-1975-world" => word(lang, W::MIRO_1975_CONQUER_THE_WORLD_RISING),
        "miro-1975-duel" => word(lang, W::MIRO_1975_FOR_2_AN_ALLIED),
        "conquete-2010" => word(lang, W::LA_CONQUETE_DU_MONDE_2010S_THE),
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::said_check::said_plain;

    #[test]
    fn how_many_players_is_said_in_every_language() {
        assert_eq!(player_range(Lang::Fr, 2, 6), "2 à 6 joueurs");
        assert_eq!(player_range(Lang::En, 2, 2), "2 players");
        for lang in Lang::ALL {
            for (min, max) in [(2, 2), (2, 6), (3, 4), (4, 4)] {
                let message = player_range_message(min, max);
                assert_eq!(said_plain(lang, &message), player_range(lang, min, max));
            }
        }
    }
}
