//! 001 experts at the dice: whether a bot calls the Commander or re-rolls a die with a card
//! before a battle is decided.

use super::super::action::Action;
use super::super::view::Seen;
use super::Bot;

/// Defender's losses minus attacker's losses if the battle were decided with these dice.
fn swing(attack: &[u8], defend: &[u8]) -> i32 {
    attack
        .iter()
        .zip(defend)
        .map(|(a, d)| if a > d { 1 } else { -1 })
        .sum()
}

/// The dice with die `at` set to `value`, highest first again.
fn with_die(attack: &[u8], at: usize, value: u8) -> Vec<u8> {
    let mut dice = attack.to_vec();
    dice[at] = value;
    dice.sort_unstable_by(|a, b| b.cmp(a));
    dice
}

impl Bot {
    /// The Commander when a 6 turns a lost pair into a won one; else a re-roll of a low die
    /// that loses its pair; else the battle as it stands.
    pub(super) fn rolled_choice(&mut self, seen: Seen) -> Action {
        let Some(rolled) = seen.rolled() else {
            return Action::Resolve;
        };
        let (attack, defend) = (&rolled.attack, &rolled.defend);
        let now = swing(attack, defend);
        if seen.commander_available() && !self.blunders() {
            let best = (0..attack.len())
                .map(|at| (swing(&with_die(attack, at, 6), defend), at))
                .max_by_key(|&(gain, at)| (gain, std::cmp::Reverse(at)));
            if let Some((_, at)) = best.filter(|&(gain, _)| gain > now) {
                return Action::Commander { die: at as u8 };
            }
        }
        if !rolled.rerolled
            && let Some(&card) = seen.reroll_cards(rolled.from, rolled.to).first()
        {
            // The lowest die that loses its pair, if a fresh die is likely to do better.
            let losing = (0..attack.len().min(defend.len()))
                .rev()
                .find(|&at| attack[at] <= defend[at] && attack[at] <= 3);
            if let Some(at) = losing {
                return Action::Reroll {
                    die: at as u8,
                    card,
                };
            }
        }
        Action::Resolve
    }
}
