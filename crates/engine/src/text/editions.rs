//! The five editions as a player knows them: each box and its games, named by the catalogs'
//! `editions.ftl` (`edition-<first game>` and its `.line`, `game-<preset>`), never by the
//! preset's id.

use super::message::{Arg, Message, word};
use crate::presets::preset;

/// One box: its book and its games (preset ids) in the wizard's order.
pub struct Edition {
    /// The book's number in `../shared/seeds/` ("000" ...), as in each preset's `source`.
    pub book: &'static str,
    /// Its games, the usual one first.
    pub presets: &'static [&'static str],
}

/// The editions, oldest box first.
pub const EDITIONS: [Edition; 5] = [
    Edition {
        book: "002",
        presets: &["miro-1975", "miro-1975-world", "miro-1975-duel"],
    },
    Edition {
        book: "001",
        presets: &[
            "parker-1993",
            "parker-1993-duel",
            "parker-1993-capital",
            "parker-1993-missions",
        ],
    },
    Edition {
        book: "000",
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
        presets: &[
            "napoleon-1999",
            "napoleon-1999-world",
            "napoleon-1999-capitals",
            "napoleon-1999-duel",
        ],
    },
    Edition {
        book: "003",
        presets: &["roman-empire", "roman-conquest"],
    },
];

impl Edition {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presets::PRESET_IDS;

    #[test]
    fn every_preset_belongs_to_one_edition_of_its_book() {
        for id in PRESET_IDS {
            let editions: Vec<_> = EDITIONS
                .iter()
                .filter(|e| e.presets.contains(&id))
                .collect();
            assert_eq!(editions.len(), 1, "{id}");
            let rules = preset(id).expect("a preset");
            assert!(rules.source.starts_with(editions[0].book), "{id}");
        }
    }
}
