//! The wizard's own words: who plays a seat, how many players a game takes, and a line on
//! each game.

use crate::engine::bot::Level;
use crate::engine::i18n::Lang;
use crate::ui::phrases::tr;

/// A seat's player in the wizard's language.
pub(super) fn player_kind(lang: Lang, bot: Option<Level>) -> &'static str {
    match bot {
        None => tr(lang, "Human", "Humain"),
        Some(Level::Easy) => tr(lang, "Bot: easy", "Robot : facile"),
        Some(Level::Normal) => tr(lang, "Bot: normal", "Robot : normal"),
        Some(Level::Hard) => tr(lang, "Bot: hard", "Robot : difficile"),
        Some(Level::Expert) => tr(lang, "Bot: expert", "Robot : expert"),
    }
}

/// "2 to 6 players", "2 players".
pub(super) fn player_range(lang: Lang, min: u8, max: u8) -> String {
    match (lang, min == max) {
        (Lang::En, true) => format!("{min} players"),
        (Lang::Fr, true) => format!("{min} joueurs"),
        (Lang::En, false) => format!("{min} to {max} players"),
        (Lang::Fr, false) => format!("{min} à {max} joueurs"),
    }
}

/// One line on each playable preset.
pub(super) fn describe(lang: Lang, id: &str) -> &'static str {
    match id {
        "parker-1993" => tr(
            lang,
            "Parker 1993: conquer the world; sets escalate 4, 6, 8…",
            "Parker 1993 : conquérir le monde ; des séries à 4, 6, 8…",
        ),
        "parker-1993-duel" => tr(
            lang,
            "Parker 1993 for 2 players: a neutral army stands between you.",
            "Parker 1993 pour 2 joueurs : une armée neutre se dresse entre vous.",
        ),
        "parker-1993-capital" => tr(
            lang,
            "Parker 1993 Capital Risk: take the enemy headquarters and keep your own.",
            "Parker 1993 Risk des capitales : prendre les quartiers généraux ennemis et garder le sien.",
        ),
        "parker-1993-missions" => tr(
            lang,
            "Parker 1993 Secret Mission: complete your mission first.",
            "Parker 1993 Missions secrètes : être le premier à accomplir sa mission.",
        ),
        "conquete-2010-missions" => tr(
            lang,
            "Risk Mission (2010s): four secret objectives of rising rank; claim one a turn.",
            "Risk Mission (années 2010) : quatre objectifs secrets de grade croissant ; un seul annoncé par tour.",
        ),
        "napoleon-1999" => tr(
            lang,
            "Risk Napoléon (1999): a secret mission each on the map of Europe in 1810, claimed in your own turn.",
            "Risk Napoléon (1999) : une mission secrète chacun sur la carte de l’Europe de 1810, à accomplir pendant votre propre tour.",
        ),
        "napoleon-1999-world" => tr(
            lang,
            "Risk Napoléon (1999): conquer Europe in 1810, 2 to 6 players (two with a neutral army).",
            "Risk Napoléon (1999) : conquérir l’Europe de 1810, 2 à 6 joueurs (à deux avec une armée neutre).",
        ),
        "napoleon-1999-capitals" => tr(
            lang,
            "Risk Napoléon (1999) capitals: a secret capital each; take one and its owner's whole army is yours.",
            "Risk Napoléon (1999) capitales : une capitale secrète chacun ; prenez-en une et toute l’armée de son propriétaire est à vous.",
        ),
        "roman-empire" => tr(
            lang,
            "Risk Astérix, Battle for the Roman Empire: leaders, sesterces, potions and secret missions; 10 victory points win.",
            "Risk Astérix, Bataille pour l’Empire romain : chefs, sesterces, potions et missions secrètes ; le premier à 10\u{a0}points de victoire gagne.",
        ),
        "roman-conquest" => tr(
            lang,
            "Risk Astérix, Conquest: conquer the whole Roman Empire, with sesterces and potions but no leaders.",
            "Risk Astérix, Conquête : conquérir tout l’Empire romain, avec sesterces et potions mais sans chefs.",
        ),
        "napoleon-1999-duel" => tr(
            lang,
            "Risk Napoléon (1999) for 2 players: a neutral army gets half of your reinforcements, placed by your opponent.",
            "Risk Napoléon (1999) à 2 joueurs : une armée neutre reçoit la moitié de vos renforts, placée par votre adversaire.",
        ),
        "conquete-2010-teams" => tr(
            lang,
            "Risk in teams (2010s): seats 1 and 3 against 2 and 4; the first team to eliminate an opponent wins.",
            "Risk par équipe (années 2010) : places 1 et 3 contre 2 et 4 ; la première équipe qui élimine un adversaire gagne.",
        ),
        "conquete-2010-duel-active" => tr(
            lang,
            "La Conquête du Monde for 2: buy the two independents with cards and fight with them.",
            "La Conquête du Monde à 2 : ralliez les deux indépendants avec des cartes et combattez avec eux.",
        ),
        "conquete-2010-duel-passive" => tr(
            lang,
            "La Conquête du Monde for 2: two passive independents block the way.",
            "La Conquête du Monde à 2 : deux indépendants passifs barrent la route.",
        ),
        "miro-1975" => tr(
            lang,
            "Miro 1975: a secret objective each; nobody out before round 5.",
            "Miro 1975 : un objectif secret chacun ; personne ne peut être éliminé avant le 5ᵉ tour.",
        ),
        "miro-1975-world" => tr(
            lang,
            "Miro 1975, conquer the world: rising sets, the last player standing wins.",
            "Miro 1975, conquête du monde\u{202f}: des séries qui rapportent de plus en plus, le dernier en jeu gagne.",
        ),
        "miro-1975-duel" => tr(
            lang,
            "Miro 1975 for 2: an allied force that your opponent plays against you.",
            "Miro 1975 à 2\u{202f}: une force alliée que votre adversaire joue contre vous.",
        ),
        "conquete-2010" => tr(
            lang,
            "La Conquête du Monde (2010s): the golden cavalier, 3 or 4 players.",
            "La Conquête du Monde (années 2010) : le cavalier doré, 3 ou 4 joueurs.",
        ),
        _ => "",
    }
}
