//! Exact battle odds by dynamic programming over (attackers, defenders): the chance that an
//! attack takes a territory, and how many armies survive. Both sides roll the most dice
//! allowed (001 "Attacking"): the attacker min(3, A), the defender min(2, D).

use serde::Serialize;

/// Outcomes of one roll of `x` attack dice against `y` defence dice: probability of each
/// number of attacker losses (the defender loses the rest of min(x, y)).
pub(crate) fn roll_table(x: usize, y: usize) -> Vec<f64> {
    roll_table_with(x, y, 0, 0)
}

/// The one-roll table with `plus_attack` added to the best attack die and `plus_defend` to
/// the best defence die (003 swords, shields, potions and leaders).
fn roll_table_with(x: usize, y: usize, plus_attack: u8, plus_defend: u8) -> Vec<f64> {
    let compared = x.min(y);
    let mut counts = [0u32; 3];
    let total = 6usize.pow((x + y) as u32);
    for code in 0..total {
        let mut rest = code;
        // Each side's dice, best first (no allocation: this runs 7,776 times for 3 against 2).
        let (mut attack, mut defend) = ([0u8; 3], [0u8; 2]);
        for die in attack.iter_mut().take(x).chain(defend.iter_mut().take(y)) {
            *die = (rest % 6) as u8;
            rest /= 6;
        }
        attack[..x].sort_unstable_by(|a, b| b.cmp(a));
        defend[..y].sort_unstable_by(|a, b| b.cmp(a));
        attack[0] += plus_attack;
        defend[0] += plus_defend;
        let losses = (0..compared).filter(|&i| attack[i] <= defend[i]).count();
        counts[losses] += 1;
    }
    counts[..=compared]
        .iter()
        .map(|&c| f64::from(c) / total as f64)
        .collect()
}

/// One-roll tables for 1-3 attack dice against 1-2 defence dice, by dice counts.
pub(crate) type Tables = [[Vec<f64>; 3]; 4];

/// How many bonuses a side's best die may have: 0 to +3 (a sword, Fury and the Gauls; a
/// shield, a Palisade and the Romans); more counts as +3.
const MOST_BONUS: usize = 4;

/// The one-roll tables with the given bonuses on the best dice, each pair of bonuses computed
/// the first time it is asked for (a game without 003's bonuses computes one pair only: the
/// page showed a 100 ms task at CPU 4x when all sixteen were computed at the first battle).
pub(crate) fn roll_tables_with(plus_attack: u8, plus_defend: u8) -> &'static Tables {
    static TABLES: [std::sync::OnceLock<Tables>; MOST_BONUS * MOST_BONUS] =
        [const { std::sync::OnceLock::new() }; MOST_BONUS * MOST_BONUS];
    let (pa, pd) = (
        plus_attack.min(MOST_BONUS as u8 - 1),
        plus_defend.min(MOST_BONUS as u8 - 1),
    );
    TABLES[usize::from(pa) * MOST_BONUS + usize::from(pd)].get_or_init(|| {
        std::array::from_fn(|x| {
            std::array::from_fn(|y| {
                if x > 0 && y > 0 {
                    roll_table_with(x, y, pa, pd)
                } else {
                    Vec::new()
                }
            })
        })
    })
}

/// The exact result of attacking until one side is gone.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BattleOdds {
    /// Armies able to attack (the attacking territory holds one more).
    pub attackers: u32,
    /// Armies defending.
    pub defenders: u32,
    /// Probability that the attacker takes the territory.
    pub win: f64,
    /// `attacker_survivors[k]`: probability the attacker wins with k armies left (k ≥ 1).
    pub attacker_survivors: Vec<f64>,
    /// `defender_survivors[k]`: probability the defender holds with k armies left (k ≥ 1).
    pub defender_survivors: Vec<f64>,
}

/// Exact odds of `attackers` against `defenders`, both rolling the most dice allowed.
pub fn battle_odds(attackers: u32, defenders: u32) -> BattleOdds {
    battle_odds_with(attackers, defenders, 0, 0)
}

/// Exact odds with `plus_attack` on the best attack die and `plus_defend` on the best
/// defence die of every roll (003 swords and shields).
pub fn battle_odds_with(
    attackers: u32,
    defenders: u32,
    plus_attack: u8,
    plus_defend: u8,
) -> BattleOdds {
    let (a_max, d_max) = (attackers as usize, defenders as usize);
    let tables = roll_tables_with(plus_attack, plus_defend);
    let width = d_max + 1;
    let mut mass = vec![0.0f64; (a_max + 1) * width];
    mass[a_max * width + d_max] = 1.0;
    let mut attacker_survivors = vec![0.0; a_max + 1];
    let mut defender_survivors = vec![0.0; d_max + 1];
    // Every roll lowers a + d, so sweeping a + d downwards visits each state after all of
    // its predecessors.
    for total in (1..=a_max + d_max).rev() {
        for a in 0..=a_max.min(total) {
            let d = total - a;
            if d > d_max {
                continue;
            }
            let p = mass[a * width + d];
            // Skip empty and subnormal masses: subnormal arithmetic is very slow and their
            // total is below 1e-300.
            if p < f64::MIN_POSITIVE {
                continue;
            }
            if d == 0 {
                attacker_survivors[a] += p;
                continue;
            }
            if a == 0 {
                defender_survivors[d] += p;
                continue;
            }
            let (x, y) = (a.min(3), d.min(2));
            let compared = x.min(y);
            for (losses, q) in tables[x][y].iter().enumerate() {
                mass[(a - losses) * width + (d - (compared - losses))] += p * q;
            }
        }
    }
    BattleOdds {
        attackers,
        defenders,
        win: attacker_survivors.iter().sum(),
        attacker_survivors,
        defender_survivors,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_die_against_one_is_15_in_36() {
        // 001: ties go to the defender, so 1 v 1 wins with P(a > d) = 15/36.
        let odds = battle_odds(1, 1);
        assert!((odds.win - 15.0 / 36.0).abs() < 1e-12);
    }

    #[test]
    fn three_against_two_single_roll_matches_the_known_table() {
        // The classic 3 v 2 roll: defender loses 2 with 2890/7776, each loses 1 with
        // 2611/7776, attacker loses 2 with 2275/7776.
        let table = roll_table(3, 2);
        assert!((table[0] - 2890.0 / 7776.0).abs() < 1e-12);
        assert!((table[1] - 2611.0 / 7776.0).abs() < 1e-12);
        assert!((table[2] - 2275.0 / 7776.0).abs() < 1e-12);
    }

    #[test]
    fn every_pair_of_bonuses_has_its_own_tables_each_a_distribution() {
        for (pa, pd) in
            (0..MOST_BONUS as u8).flat_map(|a| (0..MOST_BONUS as u8).map(move |d| (a, d)))
        {
            let tables = roll_tables_with(pa, pd);
            for (x, y) in [(1, 1), (1, 2), (2, 1), (2, 2), (3, 1), (3, 2)] {
                let table = &tables[x][y];
                assert_eq!(table.len(), x.min(y) + 1);
                assert!((table.iter().sum::<f64>() - 1.0).abs() < 1e-12);
            }
            // More on the attack die never makes the attacker lose more.
            if pa > 0 {
                assert!(tables[3][2][0] > roll_tables_with(pa - 1, pd)[3][2][0]);
            }
        }
        // Beyond +3 a bonus counts as +3.
        assert!(std::ptr::eq(roll_tables_with(7, 0), roll_tables_with(3, 0)));
    }

    #[test]
    fn a_sword_helps_the_attacker_and_a_shield_cancels_it() {
        // 1 v 1 with +1 on the attack die: wins when a + 1 > d, 21 of 36.
        assert!((battle_odds_with(1, 1, 1, 0).win - 21.0 / 36.0).abs() < 1e-12);
        assert!((battle_odds_with(1, 1, 1, 1).win - 15.0 / 36.0).abs() < 1e-12);
        assert!(battle_odds_with(5, 5, 1, 0).win > battle_odds(5, 5).win);
        assert!(battle_odds_with(5, 5, 0, 1).win < battle_odds(5, 5).win);
    }

    #[test]
    fn distributions_sum_to_one_and_more_attackers_help() {
        let mut last = 0.0;
        for a in 1..=20 {
            let odds = battle_odds(a, 10);
            let total: f64 = odds.attacker_survivors.iter().sum::<f64>()
                + odds.defender_survivors.iter().sum::<f64>();
            assert!((total - 1.0).abs() < 1e-9);
            assert!(odds.win > last);
            last = odds.win;
        }
    }

    #[test]
    fn small_battles_match_osbornes_published_table() {
        // J. A. Osborne, "Markov Chains for the RISK Board Game Revisited" (2003), table 3:
        // rows D = 1..3, columns A = 1..5, to three decimals.
        let published = [
            [0.417, 0.754, 0.916, 0.972, 0.990],
            [0.106, 0.363, 0.656, 0.785, 0.890],
            [0.027, 0.206, 0.470, 0.642, 0.769],
        ];
        for (d, row) in published.iter().enumerate() {
            for (a, expected) in row.iter().enumerate() {
                let win = battle_odds(a as u32 + 1, d as u32 + 1).win;
                assert!((win - expected).abs() < 0.0005, "{a}+1 v {d}+1: {win}");
            }
        }
    }
}
