//! Bots in 003's economy (RULINGS R8): when to cash sesterces, what to buy, which potion to
//! play, and which defence potion to answer an attack with. Every level uses it; Easy cashes
//! and plays at once, Normal and Hard save sesterces for the table's better rows; Hard also
//! spends (or keeps) them for the missions in its hand that sesterces complete.

use super::super::action::Action;
use super::super::board::TerritoryId;
use super::super::empire::{Potion, PotionMoment, Ware};
use super::super::missions::Mission;
use super::super::rules::WinCondition;
use super::super::state::Phase;
use super::super::view::Seen;
use super::survey::Survey;
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
        let cornered = held <= 4;
        if self.level.plays_hard() && !cornered && self.keeps_purse_for_mission(seen, purse) {
            return false;
        }
        self.level == Level::Easy || purse >= SAVE_UP_TO || cornered
    }

    /// Whether a mission in hand asks for the purse as it is ("5 sesterces"): a Hard bot
    /// keeps it whole until the turn's end scores the mission (RULINGS R7), unless its last
    /// territories are at stake.
    fn keeps_purse_for_mission(&self, seen: Seen, purse: u32) -> bool {
        seen.open_missions()
            .iter()
            .any(|m| matches!(m.goal(), Mission::Sesterces { count } if purse >= *count))
    }

    /// The ware that a Hard bot's "a sword and two shields" mission still lacks, bought
    /// when the purse covers all it lacks (RULINGS R7, R8: 2 sesterces each): a sword on the
    /// biggest front, a shield on the most threatened territory without one.
    fn ware_for_mission(&self, seen: Seen) -> Option<Action> {
        let me = seen.viewer();
        let held = || seen.board().ids().filter(|&t| seen.holding(t).owner == me);
        let price = seen.rules().empire.as_ref()?.sword_price;
        seen.open_missions().iter().find_map(|m| {
            let Mission::Equipped { swords, shields } = m.goal() else {
                return None;
            };
            let lack = |ware: fn(&super::super::state::Holding) -> bool, wanted: u32| {
                wanted.saturating_sub(held().filter(|&t| ware(seen.holding(t))).count() as u32)
            };
            let (no_sword, no_shield) = (lack(|h| h.sword, *swords), lack(|h| h.shield, *shields));
            if no_sword + no_shield == 0 || seen.sesterces(me) < price * (no_sword + no_shield) {
                return None;
            }
            if no_sword > 0 {
                let at = self.biggest_front(seen).map(|(t, _)| t);
                let at = at.filter(|&t| !seen.holding(t).sword);
                let at = at.or_else(|| held().find(|&t| !seen.holding(t).sword))?;
                return Some(Action::BuyWare {
                    ware: Ware::Sword,
                    territory: at,
                });
            }
            // The survey's threat: the hostile armies able to strike, as every guard reads it.
            let threat = Survey::new(seen, &self.style).threat;
            let at = held()
                .filter(|&t| !seen.holding(t).shield)
                .max_by_key(|&t| (threat[usize::from(t.0)], std::cmp::Reverse(t)))?;
            Some(Action::BuyWare {
                ware: Ware::Shield,
                territory: at,
            })
        })
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

    /// A purchase before the first invasion: (Hard) what its sword-and-shields mission
    /// lacks, a sword on the biggest front stack, or a third mission when points win.
    fn purchase(&mut self, seen: Seen) -> Option<Action> {
        if self.level == Level::Easy {
            return None;
        }
        if self.level.plays_hard()
            && let Some(buy) = self
                .ware_for_mission(seen)
                .filter(|a| seen.check(a).is_ok())
        {
            return Some(buy);
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
}
