//! A bot's answers when its territory is attacked (the defender's dice, 003's defence
//! potion): small, quick, and a function of the position and the bot's seed alone (an Easy
//! bot's mistakes included), so the table can answer at once on the page while the bot's
//! thinking runs elsewhere (a Web Worker, issue 51), and both give the same answer.

use super::style::{Level, Style};
use crate::action::Action;
use crate::board::TerritoryId;
use crate::empire::pieces::Potion;
use crate::rng::Rng;
use crate::view::Seen;

/// The defending side of a bot: its level, how often it blunders, and its seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reflex {
    /// The bot's level.
    level: Level,
    /// One decision in this many is a mistake (0: never).
    blunders: u32,
    /// The bot's seed, which its mistakes are drawn from with the position.
    seed: u64,
}

impl Reflex {
    /// The answers of a bot of `level` seeded with `seed` (the bot's own seed).
    pub fn new(level: Level, seed: u64) -> Reflex {
        Reflex::with_blunders(level, Style::of(level).blunders, seed)
    }

    /// The answers of a bot of `level` that blunders once in `blunders` decisions.
    pub fn with_blunders(level: Level, blunders: u32, seed: u64) -> Reflex {
        Reflex {
            level,
            blunders,
            seed,
        }
    }

    /// A draw below `n` for the answer to an attack on `to` in the position `seen`, told
    /// apart by `asked` (the attack's dice, or where it comes from): the same wherever it is
    /// asked.
    fn draw(&self, seen: &Seen, to: TerritoryId, asked: u64, n: u32) -> u32 {
        let position = [
            u64::from(seen.turn().number),
            u64::from(to.0),
            u64::from(seen.holding(to).armies),
            asked,
        ];
        let mixed = position.iter().fold(self.seed ^ 0xdef_e9d_def, |h, &v| {
            (h ^ v).wrapping_mul(0x100_0000_01b3)
        });
        Rng::new(mixed).below(n)
    }

    /// Dice to defend `to` with against `dice` attackers: the most allowed, which is the
    /// better choice in every case of 001's dice (an Easy bot sometimes rolls one).
    pub fn defend(&self, seen: Seen, to: TerritoryId, dice: u8) -> u8 {
        let most = seen.max_defence_dice(seen.holding(to).armies);
        if most > 1
            && dice > 0
            && self.blunders > 0
            && self.draw(&seen, to, u64::from(dice), self.blunders) == 0
        {
            return 1;
        }
        most
    }

    /// The defence potion to answer an attack on `to` with, if any: when the attackers
    /// outnumber the defenders (an Easy bot plays one every other time). 003 "Les potions".
    pub fn guard(&self, seen: Seen, from: TerritoryId, to: TerritoryId) -> Option<Potion> {
        if !seen.plays_empire() || seen.holding(to).owner != seen.viewer() {
            return None;
        }
        let defenders = seen.holding(to).armies;
        let attackers = seen.holding(from).armies.saturating_sub(1);
        let danger = if self.level == Level::Easy {
            self.draw(&seen, to, 0x100 | u64::from(from.0), 2) == 0
        } else {
            attackers >= defenders
        };
        if !danger {
            return None;
        }
        let prefer = if defenders <= 2 {
            [Potion::Rally, Potion::Palisade]
        } else {
            [Potion::Palisade, Potion::Rally]
        };
        prefer.into_iter().find(|&potion| {
            let guard = Action::Guard {
                territory: to,
                potion,
            };
            seen.potions().contains(&potion) && seen.check(&guard).is_ok()
        })
    }
}
