//! Bots in 003's economy (RULINGS R8): when to cash sesterces, what to buy, which potion to
//! play, and which defence potion to answer an attack with. Every level uses it; Easy cashes
//! and plays at once, Normal and Hard save sesterces for the table's better rows.

use super::super::action::Action;
use super::super::board::TerritoryId;
use super::super::empire::{Potion, PotionMoment, Ware};
use super::super::rules::WinCondition;
use super::super::state::Phase;
use super::super::view::Seen;
use super::{Bot, Level};

/// Sesterces a saving bot waits for before cashing (10 buy 30 armies, 3 each).
const SAVE_UP_TO: u32 = 10;
/// Armies on a front stack that make a sword worth its price.
const SWORD_STACK: u32 = 7;

impl Bot {
    /// The bot's economic move now, if it wants one: a potion, cashing, or a purchase.
    pub(super) fn economy(&mut self, seen: Seen) -> Option<Action> {
        if !seen.plays_empire() {
            return None;
        }
        let facts = seen.empire_turn()?;
        let own_reserve = seen.phase() == Phase::Reinforce && seen.placing_force() == seen.viewer();
        if !(own_reserve || seen.phase() == Phase::Attack) {
            return None;
        }
        if !facts.potion_played
            && let Some(action) = self.potion_to_play(seen, own_reserve)
        {
            return Some(action);
        }
        if own_reserve && !facts.cashed && self.cashes_now(seen) {
            let sesterces = seen.sesterces(seen.viewer()).min(SAVE_UP_TO);
            return Some(Action::CashSesterces { sesterces });
        }
        if seen.shop_open() && seen.phase() == Phase::Attack {
            return self.purchase(seen);
        }
        None
    }

    /// Whether to cash sesterces this turn: Easy whenever it can, the others once they have
    /// 10, or sooner when their last territories are at stake.
    fn cashes_now(&self, seen: Seen) -> bool {
        let purse = seen.sesterces(seen.viewer());
        if purse < 2 {
            return false;
        }
        let held = seen
            .territories()
            .iter()
            .filter(|h| h.owner == seen.viewer() && h.armies > 0)
            .count();
        self.level == Level::Easy || purse >= SAVE_UP_TO || held <= 4
    }

    /// A potion worth playing now, if any (one per turn).
    fn potion_to_play(&mut self, seen: Seen, own_reserve: bool) -> Option<Action> {
        let points_win = matches!(seen.rules().win, WinCondition::Points { .. });
        let mut hand: Vec<Potion> = seen.potions().to_vec();
        hand.sort_unstable();
        hand.dedup();
        for potion in hand {
            let play = |territory| Action::PlayPotion { potion, territory };
            let action = match (potion, potion.moment()) {
                (Potion::Levy, _) if own_reserve => play(None),
                // A victory point is worth more than 6 armies when points win the game.
                (Potion::Mercenaries, _) if own_reserve && !points_win => play(None),
                (Potion::Tribute, _) => play(None),
                (Potion::Fury, PotionMoment::OwnTurn) if !own_reserve => {
                    if self.biggest_front(seen).is_none_or(|(_, a)| a < 5) {
                        continue;
                    }
                    play(None)
                }
                (Potion::Sabotage, _) if !own_reserve => match self.sabotage_target(seen) {
                    Some(t) => play(Some(t)),
                    None => continue,
                },
                _ => continue,
            };
            if seen.check(&action).is_ok() {
                return Some(action);
            }
        }
        None
    }

    /// The bot's biggest stack bordering an enemy, with its armies.
    fn biggest_front(&self, seen: Seen) -> Option<(TerritoryId, u32)> {
        let board = seen.board();
        let me = seen.viewer();
        board
            .ids()
            .filter(|&t| seen.holding(t).owner == me)
            .filter(|&t| board.adjacent(t).any(|n| seen.holding(n).owner != me))
            .map(|t| (t, seen.holding(t).armies))
            .max_by_key(|&(t, a)| (a, std::cmp::Reverse(t)))
    }

    /// An enemy territory next to the bot's biggest stack whose sword or shield is worth
    /// breaking.
    fn sabotage_target(&self, seen: Seen) -> Option<TerritoryId> {
        let (from, _) = self.biggest_front(seen)?;
        let me = seen.viewer();
        seen.board().adjacent(from).find(|&t| {
            let h = seen.holding(t);
            h.owner != me && (h.shield || h.sword)
        })
    }

    /// A purchase before the first invasion: a sword on the biggest front stack, a third
    /// mission when points win, or (Hard) a shield on the most threatened border.
    fn purchase(&mut self, seen: Seen) -> Option<Action> {
        if self.level == Level::Easy {
            return None;
        }
        let purse = seen.sesterces(seen.viewer());
        let saving = purse >= SAVE_UP_TO - 2;
        if let Some((from, armies)) = self.biggest_front(seen)
            && armies >= SWORD_STACK
            && !seen.holding(from).sword
            && !saving
        {
            let buy = Action::BuyWare {
                ware: Ware::Sword,
                territory: from,
            };
            if seen.check(&buy).is_ok() {
                return Some(buy);
            }
        }
        if matches!(seen.rules().win, WinCondition::Points { .. })
            && seen.check(&Action::BuyMission).is_ok()
            && seen.missions().len() < 3
        {
            return Some(Action::BuyMission);
        }
        None
    }

    /// The defence potion to answer an attack on `to` with, if any: when the attackers
    /// outnumber the defenders (an Easy bot plays one every other time).
    pub fn guard(&mut self, seen: Seen, from: TerritoryId, to: TerritoryId) -> Option<Potion> {
        if !seen.plays_empire() || seen.holding(to).owner != seen.viewer() {
            return None;
        }
        let held = |p: Potion| seen.potions().contains(&p);
        let defenders = seen.holding(to).armies;
        let attackers = seen.holding(from).armies.saturating_sub(1);
        let danger = if self.level == Level::Easy {
            self.rng.below(2) == 0
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
            held(potion) && seen.check(&guard).is_ok()
        })
    }
}
