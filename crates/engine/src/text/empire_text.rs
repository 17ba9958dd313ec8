//! The words of book 003's pieces, in English and French: potion cards and leaders.

use super::words::tr;
use crate::empire::Potion;
use crate::i18n::Lang;
use crate::state::Leader;

/// A potion's name.
pub fn potion_name(lang: Lang, potion: Potion) -> &'static str {
    match potion {
        Potion::Levy => tr(lang, "Levy", "Levée"),
        Potion::Tribute => tr(lang, "Tribute", "Tribut"),
        Potion::Mercenaries => tr(lang, "Mercenaries", "Mercenaires"),
        Potion::Fury => tr(lang, "Fury", "Furie"),
        Potion::Sabotage => tr(lang, "Sabotage", "Sabotage"),
        Potion::Palisade => tr(lang, "Palisade", "Palissade"),
        Potion::Rally => tr(lang, "Rally", "Ralliement"),
        Potion::BadBrew => tr(lang, "Bad brew", "Potion ratée"),
    }
}

/// What a potion does.
pub fn potion_text(lang: Lang, potion: Potion) -> &'static str {
    match potion {
        Potion::Levy => tr(lang, "3 armies to place.", "3\u{a0}régiments à placer."),
        Potion::Tribute => tr(lang, "2 sesterces.", "2\u{a0}sesterces."),
        Potion::Mercenaries => tr(
            lang,
            "6 armies to place, for 1 victory point.",
            "6\u{a0}régiments à placer, pour 1\u{a0}point de victoire.",
        ),
        Potion::Fury => tr(
            lang,
            "+1 on your best attack die for the rest of the turn.",
            "+1 au meilleur dé d’attaque jusqu’à la fin du tour.",
        ),
        Potion::Sabotage => tr(
            lang,
            "Remove the sword and the shield of the enemy territory selected.",
            "Retire l’épée et le bouclier du territoire ennemi choisi.",
        ),
        Potion::Palisade => tr(
            lang,
            "When attacked, +1 on the best defence die there for the turn.",
            "Quand vous êtes attaqué, +1 au meilleur dé de défense pour le tour.",
        ),
        Potion::Rally => tr(
            lang,
            "When attacked, 2 armies on the attacked territory.",
            "Quand vous êtes attaqué, 2\u{a0}régiments sur le territoire attaqué.",
        ),
        Potion::BadBrew => tr(
            lang,
            "Costs 1 victory point when drawn.",
            "Coûte 1\u{a0}point de victoire dès qu’elle est piochée.",
        ),
    }
}

/// A potion offered by name and effect, one colon and no capital after it: "Palisade: when
/// attacked, +1 on the best defence die there for the turn." / "Palissade : quand vous êtes
/// attaqué, +1…".
pub fn potion_choice(lang: Lang, potion: Potion) -> String {
    let text = potion_text(lang, potion);
    let mut chars = text.chars();
    let first = chars.next().map(|c| c.to_lowercase().to_string());
    let colon = tr(lang, ":", "\u{202f}:");
    let name = potion_name(lang, potion);
    format!(
        "{name}{colon} {}{}",
        first.unwrap_or_default(),
        chars.as_str()
    )
}

/// A people's name.
pub fn leader_name(lang: Lang, leader: Leader) -> &'static str {
    match leader {
        Leader::Gauls => tr(lang, "Gauls", "Gaulois"),
        Leader::Romans => tr(lang, "Romans", "Romains"),
        Leader::Egyptians => tr(lang, "Egyptians", "Égyptiens"),
        Leader::Vikings => tr(lang, "Vikings", "Vikings"),
        Leader::Hispanians => tr(lang, "Hispanians", "Hispaniques"),
    }
}

/// A leader's ability ((house) RULINGS R8).
pub fn leader_ability(lang: Lang, leader: Leader) -> &'static str {
    match leader {
        Leader::Gauls => tr(
            lang,
            "+1 on the best attack die against the first territory invaded each turn.",
            "+1 au meilleur dé d’attaque contre le premier territoire envahi à chaque tour.",
        ),
        Leader::Romans => tr(
            lang,
            "+1 on the best defence die of the first of their territories attacked each turn.",
            "+1 au meilleur dé de défense du premier de leurs territoires attaqué à chaque tour.",
        ),
        Leader::Egyptians => tr(
            lang,
            "1 sesterce at the start of their turn in every even round.",
            "1\u{a0}sesterce au début de leur tour, un tour de table sur deux (2ᵉ, 4ᵉ, 6ᵉ…).",
        ),
        Leader::Vikings => tr(
            lang,
            "In odd rounds, 1 sesterce for the first port taken from a port.",
            "Un tour de table sur deux (1ᵉʳ, 3ᵉ, 5ᵉ…), 1\u{a0}sesterce pour le premier port pris depuis un port.",
        ),
        Leader::Hispanians => tr(
            lang,
            "75% more armies when cashing sesterces.",
            "75 % de régiments en plus en échangeant des sesterces.",
        ),
    }
}
