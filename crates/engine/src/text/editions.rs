//! The five editions as a player knows them: each box's real name, a line on what makes it
//! different, and each of its games by name, never by the preset's id.

use super::message::{Arg, Message, word};
use super::phrases::tr;
use crate::i18n::Lang;
use crate::presets::preset;

/// One box: its book, its names, its line, and its games (preset ids) in the wizard's order.
pub struct Edition {
    /// The book's number in `../shared/seeds/` ("000" ...), as in each preset's `source`.
    pub book: &'static str,
    /// The box's name in English.
    pub name_en: &'static str,
    /// The box's name in French.
    pub name_fr: &'static str,
    /// What makes it different, in English.
    pub line_en: &'static str,
    /// What makes it different, in French.
    pub line_fr: &'static str,
    /// Its games, the usual one first.
    pub presets: &'static [&'static str],
}

/// The editions, oldest box first.
pub const EDITIONS: [Edition; 5] = [
    Edition {
        book: "002",
        name_en: "La Conquête du Monde, Miro 1975",
        name_fr: "La Conquête du Monde, Miro 1975",
        line_en: "The French original: a secret objective each, nobody out before round 5.",
        line_fr: "L’original français : un objectif secret chacun, personne ne peut être éliminé avant le 5ᵉ tour.",
        presets: &["miro-1975", "miro-1975-world", "miro-1975-duel"],
    },
    Edition {
        book: "001",
        name_en: "World Domination, Parker 1993",
        name_fr: "Risk, Parker 1993",
        line_en: "The classic: sets worth more and more, Capital Risk and Secret Missions.",
        line_fr: "Le classique : des séries qui rapportent de plus en plus, les capitales et les missions secrètes.",
        presets: &[
            "parker-1993",
            "parker-1993-duel",
            "parker-1993-capital",
            "parker-1993-missions",
        ],
    },
    Edition {
        book: "000",
        name_en: "La Conquête du Monde, 2010",
        name_fr: "La Conquête du Monde, 2010",
        line_en: "The golden cavalier, the battlefield, ranked missions, teams and independents.",
        line_fr: "Le cavalier doré, le champ de bataille, les missions par grade, les équipes et les indépendants.",
        presets: &[
            "conquete-2010",
            "conquete-2010-missions",
            "conquete-2010-teams",
            "conquete-2010-duel-passive",
            "conquete-2010-duel-active",
        ],
    },
    Edition {
        book: "004",
        name_en: "Napoléon, Europe 1810",
        name_fr: "Napoléon, l’Europe de 1810",
        line_en: "Europe in 1810: secret missions, capitals, and a neutral army for two.",
        line_fr: "L’Europe de 1810 : missions secrètes, capitales, et une armée neutre à deux.",
        presets: &[
            "napoleon-1999",
            "napoleon-1999-world",
            "napoleon-1999-capitals",
            "napoleon-1999-duel",
        ],
    },
    Edition {
        book: "003",
        name_en: "The Roman Empire, Astérix",
        name_fr: "L’Empire romain, Astérix",
        line_en: "Leaders, sesterces, magic potions and victory points around the Mediterranean.",
        line_fr: "Chefs, sesterces, potions magiques et points de victoire autour de la Méditerranée.",
        presets: &["roman-empire", "roman-conquest"],
    },
];

impl Edition {
    /// The box's name in a language.
    pub fn name(&self, lang: Lang) -> &'static str {
        tr(lang, self.name_en, self.name_fr)
    }

    /// What makes it different, in a language.
    pub fn line(&self, lang: Lang) -> &'static str {
        tr(lang, self.line_en, self.line_fr)
    }

    /// Its games that can be played.
    pub fn playable(&self) -> Vec<&'static str> {
        self.presets
            .iter()
            .copied()
            .filter(|id| preset(id).is_some_and(|r| r.implemented))
            .collect()
    }

    /// The fewest and the most players over its playable games.
    pub fn players(&self) -> Option<(u8, u8)> {
        let rules: Vec<_> = self.playable().into_iter().filter_map(preset).collect();
        let min = rules.iter().map(|r| r.min_players).min()?;
        let max = rules.iter().map(|r| r.max_players).max()?;
        Some((min, max))
    }

    /// The board its games are played on.
    pub fn board(&self) -> String {
        self.presets
            .first()
            .and_then(|id| preset(id))
            .map(|r| r.board)
            .unwrap_or_default()
    }
}

/// The edition a game belongs to.
pub fn edition_of(id: &str) -> Option<&'static Edition> {
    EDITIONS.iter().find(|e| e.presets.contains(&id))
}

/// A game's name within its edition ("Capital Risk", "Teams, 2 against 2"): no two games
/// share one, so a list of every game never shows two entries alike (issue 50 item 7).
pub fn game_name(lang: Lang, id: &str) -> &'static str {
    let (en, fr) = match id {
        "parker-1993" => ("Standard rules", "Règle de base"),
        "parker-1993-duel" => (
            "Two players, with a neutral army",
            "À deux, avec une armée neutre",
        ),
        "parker-1993-capital" => ("Capital Risk", "Risk des capitales"),
        "parker-1993-missions" => ("Secret Mission Risk", "Risk des missions secrètes"),
        "conquete-2010" => (
            "Standard rules, golden cavalier",
            "Règle de base, cavalier doré",
        ),
        "conquete-2010-missions" => (
            "Risk Mission: ranked objectives",
            "Risk Mission : objectifs par grade",
        ),
        "conquete-2010-teams" => ("Teams, 2 against 2", "Par équipes, 2 contre 2"),
        "conquete-2010-duel-passive" => (
            "Two players, passive independents",
            "À deux, indépendants passifs",
        ),
        "conquete-2010-duel-active" => (
            "Two players, independents to win over",
            "À deux, indépendants à rallier",
        ),
        "miro-1975" => ("Secret objectives", "Objectifs secrets"),
        "miro-1975-world" => ("Conquer the world", "Conquête du monde"),
        "miro-1975-duel" => ("Two players", "À deux"),
        "napoleon-1999" => ("Secret missions", "Missions secrètes"),
        "napoleon-1999-world" => ("Conquer Europe", "Conquête de l’Europe"),
        "napoleon-1999-capitals" => ("Secret capitals", "Capitales secrètes"),
        "napoleon-1999-duel" => ("Duel, with a neutral army", "Duel, avec une armée neutre"),
        "roman-empire" => (
            "Battle for the Roman Empire",
            "Bataille pour l’Empire romain",
        ),
        "roman-conquest" => ("Conquest", "Conquête"),
        _ => ("Another game", "Autre jeu"),
    };
    tr(lang, en, fr)
}

/// A game's name as a message of the catalogs (`editions.ftl`): `game-<preset>`, or
/// `game-other` for a game no edition has.
pub fn game_message(id: &str) -> Message {
    match edition_of(id) {
        Some(_) => Message::word(format!("game-{id}")),
        None => Message::word("game-other"),
    }
}

/// A game's full name as a message of the catalogs: its edition's and its own.
pub fn full_name_message(id: &str) -> Message {
    let game = Arg::Said(Box::new(game_message(id)));
    match edition_of(id) {
        Some(edition) => Message::new(
            "game-full-name",
            vec![
                ("edition", word(format!("edition-{}", edition.presets[0]))),
                ("game", game),
            ],
        ),
        None => game_message(id),
    }
}

/// A game's full name: its edition's and its own ("Risk, Parker 1993 · Capital Risk").
pub fn full_name(lang: Lang, id: &str) -> String {
    match edition_of(id) {
        Some(e) => format!("{} · {}", e.name(lang), game_name(lang, id)),
        None => game_name(lang, id).to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presets::PRESET_IDS;

    #[test]
    fn every_preset_belongs_to_one_edition_of_its_book_and_has_a_name() {
        for id in PRESET_IDS {
            let editions: Vec<_> = EDITIONS
                .iter()
                .filter(|e| e.presets.contains(&id))
                .collect();
            assert_eq!(editions.len(), 1, "{id}");
            let rules = preset(id).expect("a preset");
            assert!(rules.source.starts_with(editions[0].book), "{id}");
            for lang in [Lang::En, Lang::Fr] {
                let name = full_name(lang, id);
                assert!(!name.contains('-'), "{id}: {name}");
                assert_ne!(game_name(lang, id), "Another game", "{id}");
            }
        }
    }

    #[test]
    fn no_two_games_share_a_name() {
        for lang in [Lang::En, Lang::Fr] {
            let mut names: Vec<&str> = PRESET_IDS.iter().map(|id| game_name(lang, id)).collect();
            names.sort_unstable();
            let count = names.len();
            names.dedup();
            assert_eq!(names.len(), count, "{lang:?}: {names:?}");
        }
    }
}
