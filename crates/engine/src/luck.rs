//! The luck report: each force's battle losses set against what the exact odds expected,
//! roll by roll, so players can see whether the dice were kind to them.

use serde::Serialize;

use super::action::Event;
use super::board::TerritoryId;
use super::empire::DiceBonus;
use super::odds::roll_tables_with;
use super::record::{Record, ReplayError};
use super::state::{ForceId, GameState};

/// One force's battles over a game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Luck {
    /// The force.
    pub force: ForceId,
    /// Rolls it took part in, attacking or defending.
    pub rolls: u32,
    /// Armies it lost in them.
    pub lost: u32,
    /// Armies the odds expected it to lose in them.
    pub expected: f64,
}

impl Luck {
    /// Armies lost beyond what was expected: above 0 is unlucky, below 0 lucky.
    pub fn excess(&self) -> f64 {
        f64::from(self.lost) - self.expected
    }
}

/// Expected losses of one roll of `attack` dice against `defend` dice with `bonus` on the
/// best dice, as (attacker, defender).
pub fn expected_losses(attack: usize, defend: usize, bonus: DiceBonus) -> (f64, f64) {
    let (x, y) = (attack.clamp(1, 3), defend.clamp(1, 2));
    let table = &roll_tables_with(bonus.attack, bonus.defend)[x][y];
    let compared = x.min(y) as f64;
    let attacker: f64 = table
        .iter()
        .enumerate()
        .map(|(losses, p)| losses as f64 * p)
        .sum();
    (attacker, compared - attacker)
}

/// The attacker and the defender of a battle from `from` to `to` among `events`, applied to
/// reach `state`: the attacker still holds the attacking territory; the defender is the
/// former owner of a conquered territory, else its owner.
pub fn battle_sides(
    state: &GameState,
    events: &[Event],
    from: TerritoryId,
    to: TerritoryId,
) -> (ForceId, ForceId) {
    let conquered = events.iter().find_map(|e| match e {
        Event::Conquered {
            territory,
            from_force,
            ..
        } if *territory == to => Some(*from_force),
        _ => None,
    });
    let attacker = state.holding(from).owner;
    (attacker, conquered.unwrap_or(state.holding(to).owner))
}

/// Adds the battles among `events` (applied to reach `state`) to `report`, one entry per
/// force. The attacker still holds the attacking territory; the defender is the former owner
/// of a conquered territory, else its owner.
pub fn count_battles(state: &GameState, events: &[Event], report: &mut Vec<Luck>) {
    for event in events {
        let Event::Battle {
            from,
            to,
            attack,
            defend,
            attacker_losses,
            defender_losses,
            bonus,
        } = event
        else {
            continue;
        };
        let (attacker, defender) = battle_sides(state, events, *from, *to);
        let (a, d) = expected_losses(attack.len(), defend.len(), *bonus);
        for (force, lost, expected) in [
            (attacker, *attacker_losses, a),
            (defender, *defender_losses, d),
        ] {
            let at = match report.iter().position(|l| l.force == force) {
                Some(at) => at,
                None => {
                    report.push(Luck {
                        force,
                        rolls: 0,
                        lost: 0,
                        expected: 0.0,
                    });
                    report.len() - 1
                }
            };
            let entry = &mut report[at];
            entry.rolls += 1;
            entry.lost += lost;
            entry.expected += expected;
        }
    }
}

/// The luck report of a whole recorded game, by force id.
pub fn luck_report(record: &Record) -> Result<Vec<Luck>, ReplayError> {
    let mut report = Vec::new();
    record.replay_with(|state, _, events| count_battles(state, events, &mut report))?;
    report.sort_by_key(|l| l.force);
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_dice_against_two_lose_the_known_average() {
        // 3 v 2: the attacker loses 0, 1 or 2 with 2890, 2611 and 2275 in 7776.
        let (a, d) = expected_losses(3, 2, DiceBonus::default());
        let attacker = (2611.0 + 2.0 * 2275.0) / 7776.0;
        assert!((a - attacker).abs() < 1e-12);
        assert!((a + d - 2.0).abs() < 1e-12);
    }

    #[test]
    fn a_sword_lowers_the_attackers_expected_losses() {
        let plain = expected_losses(1, 1, DiceBonus::default()).0;
        let sword = DiceBonus {
            attack: 1,
            defend: 0,
        };
        assert!((plain - 21.0 / 36.0).abs() < 1e-12);
        assert!((expected_losses(1, 1, sword).0 - 15.0 / 36.0).abs() < 1e-12);
    }
}
