//! The bots a protocol session keeps between requests (docs/bot-protocol.md "Games kept"):
//! by game and seat, at most [`MOST_GAMES`] games, the one asked about longest ago forgotten
//! first, and any game forgotten on request.

use std::collections::HashMap;

use lamorisse_engine::bot::{Bot, Level};

/// The most games a session keeps bots for (a seat's bot is some 4.5 KB: a few megabytes in
/// all); the next game makes room by forgetting the one asked about longest ago.
pub const MOST_GAMES: usize = 1024;

/// One kept game: each seat's level and bot, and when it was last asked about.
struct Kept {
    /// The request count when the game was last asked about.
    used: u64,
    /// Each seat's bot, with the level it was made for.
    seats: HashMap<u8, (Level, Bot)>,
}

/// The bots kept between requests, by game and seat.
#[derive(Default)]
pub struct KeptBots {
    /// The kept games, by name.
    games: HashMap<String, Kept>,
    /// Requests answered so far (the clock of `used`).
    clock: u64,
}

impl KeptBots {
    /// The seat's bot for the named game (kept, or new from `fresh` when the game or the seat
    /// is new, or the level changed); a request without a game gets a new bot every time.
    pub fn bot(
        &mut self,
        game: Option<String>,
        (seat, level): (u8, Level),
        fresh: impl Fn() -> Bot,
    ) -> Bot {
        self.clock += 1;
        let Some(name) = game.filter(|g| !g.is_empty()) else {
            return fresh();
        };
        if !self.games.contains_key(&name) && self.games.len() >= MOST_GAMES {
            self.forget_oldest();
        }
        let kept = self.games.entry(name).or_insert_with(|| Kept {
            used: 0,
            seats: HashMap::new(),
        });
        kept.used = self.clock;
        match kept.seats.remove(&seat) {
            Some((was, bot)) if was == level => bot,
            _ => fresh(),
        }
    }

    /// Keeps `bot` as the seat's bot in the named game, after it decided.
    pub fn keep(&mut self, game: Option<String>, (seat, level): (u8, Level), bot: Bot) {
        if let Some(kept) = game.and_then(|g| self.games.get_mut(&g)) {
            kept.seats.insert(seat, (level, bot));
        }
    }

    /// Forgets a game's bots; how many seats' bots were dropped.
    pub fn forget(&mut self, game: &str) -> usize {
        self.games.remove(game).map_or(0, |kept| kept.seats.len())
    }

    /// Forgets the game asked about longest ago.
    fn forget_oldest(&mut self) {
        let oldest = self
            .games
            .iter()
            .min_by_key(|(_, kept)| kept.used)
            .map(|(name, _)| name.clone());
        if let Some(name) = oldest {
            self.games.remove(&name);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bot() -> Bot {
        Bot::new(Level::Easy, 1)
    }

    #[test]
    fn at_most_the_bound_is_kept_the_one_asked_longest_ago_going_first() {
        let mut kept = KeptBots::default();
        for g in 0..MOST_GAMES + 10 {
            let name = Some(format!("g{g}"));
            let b = kept.bot(name.clone(), (0, Level::Easy), bot);
            kept.keep(name, (0, Level::Easy), b);
            // The first game is asked about again and again: it stays.
            let first = kept.bot(Some("g0".into()), (0, Level::Easy), bot);
            kept.keep(Some("g0".into()), (0, Level::Easy), first);
        }
        assert_eq!(kept.games.len(), MOST_GAMES);
        assert!(kept.games.contains_key("g0"));
        assert!(!kept.games.contains_key("g1"));
        assert!(kept.games.contains_key(&format!("g{}", MOST_GAMES + 9)));
        assert_eq!(kept.forget("g0"), 1);
        assert_eq!(kept.forget("g0"), 0);
        assert_eq!(kept.games.len(), MOST_GAMES - 1);
    }
}
