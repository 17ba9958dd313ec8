//! Exact conquest odds for the bots, under a preset's dice rules: a table of the chance that
//! an attack pressed to the end takes a territory, and a distribution-carrying step for
//! chains of attacks (the stack that survives one conquest moves on to the next).

use std::sync::{Arc, Mutex};

use super::super::odds::roll_table;
use super::super::rng::Rng;
use super::super::rules::DiceRules;

/// Largest army count the table covers; bigger battles are scaled down to fit.
const SIZE: usize = 96;

/// Conquest odds for every (available attackers, defenders) up to [`SIZE`].
pub struct ConquestOdds {
    /// The dice rules the table was built for.
    dice: DiceRules,
    /// `win[a * (SIZE + 1) + d]`: chance that `a` available attackers take `d` defenders.
    win: Vec<f64>,
    /// Expected attackers still available at the end (0 when the attack fails).
    remaining: Vec<f64>,
    /// Loss probabilities of one roll, by attack and defence dice.
    rolls: Vec<Vec<Vec<f64>>>,
    /// For every battle `(a, d)` pressed to the end, the chance that it ends with the
    /// territory taken by `k` attackers, `k` = 1 to `a`, at
    /// `survivors[starts[a * (SIZE + 1) + d] + k - 1]`: a chain's step is then a sum over the
    /// table instead of the battle played out state by state (a hundred times fewer
    /// operations for stacks near 96).
    survivors: Vec<f64>,
    /// Where each battle's row of [`ConquestOdds::survivors`] starts.
    starts: Vec<usize>,
}

/// Tables already built, one per dice rule, shared by every bot.
static TABLES: Mutex<Vec<Arc<ConquestOdds>>> = Mutex::new(Vec::new());

impl ConquestOdds {
    /// The table for `dice`, built once per run.
    pub fn for_dice(dice: DiceRules) -> Arc<ConquestOdds> {
        let mut tables = TABLES.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(table) = tables.iter().find(|t| t.dice == dice) {
            return table.clone();
        }
        let table = Arc::new(ConquestOdds::build(dice));
        tables.push(table.clone());
        table
    }

    /// Fills the table bottom-up: each state depends only on states with fewer armies.
    fn build(dice: DiceRules) -> ConquestOdds {
        let attack_max = usize::from(dice.attack_max.clamp(1, 3));
        let defend_max = usize::from(dice.defend_max.clamp(1, 3));
        let rolls: Vec<Vec<Vec<f64>>> = (0..=attack_max)
            .map(|x| {
                (0..=defend_max)
                    .map(|y| {
                        if x > 0 && y > 0 {
                            roll_table(x, y)
                        } else {
                            Vec::new()
                        }
                    })
                    .collect()
            })
            .collect();
        let width = SIZE + 1;
        let mut win = vec![0.0; width * width];
        let mut remaining = vec![0.0; width * width];
        for a in 0..=SIZE {
            for d in 0..=SIZE {
                let at = a * width + d;
                if d == 0 {
                    win[at] = 1.0;
                    remaining[at] = a as f64;
                    continue;
                }
                if a == 0 {
                    continue;
                }
                let (x, y) = dice_rolled(&dice, a, d);
                let compared = x.min(y);
                for (losses, q) in rolls[x][y].iter().enumerate() {
                    let next = (a - losses) * width + (d - (compared - losses));
                    win[at] += q * win[next];
                    remaining[at] += q * remaining[next];
                }
            }
        }
        let (survivors, starts) = survivor_table(&dice, &rolls);
        ConquestOdds {
            dice,
            win,
            remaining,
            rolls,
            survivors,
            starts,
        }
    }

    /// The row of `survivors` for `a` attackers against `d` defenders (both within the table).
    fn survivors(&self, a: usize, d: usize) -> &[f64] {
        let start = self.starts[a * (SIZE + 1) + d];
        &self.survivors[start..start + a]
    }

    /// Index of a battle, scaled down proportionally when it is larger than the table.
    fn index(&self, attackers: u32, defenders: u32) -> (usize, f64) {
        let (a, d) = (attackers as usize, defenders as usize);
        let big = a.max(d);
        if big <= SIZE {
            return (a * (SIZE + 1) + d, 1.0);
        }
        let scale = SIZE as f64 / big as f64;
        let a = ((a as f64 * scale) as usize).min(SIZE);
        let d = ((d as f64 * scale).ceil() as usize).clamp(1, SIZE);
        (a * (SIZE + 1) + d, 1.0 / scale)
    }

    /// The chance that `attackers` available armies (the territory holds one more) take a
    /// territory defended by `defenders`, attacking until one side is spent.
    pub fn win(&self, attackers: u32, defenders: u32) -> f64 {
        if defenders == 0 {
            return 1.0;
        }
        let (at, _) = self.index(attackers, defenders);
        self.win[at]
    }

    /// Expected armies the attacker loses pressing the attack to the end.
    pub fn expected_losses(&self, attackers: u32, defenders: u32) -> f64 {
        let (at, scale) = self.index(attackers, defenders);
        (f64::from(attackers) - self.remaining[at] * scale).max(0.0)
    }

    /// One conquest of a chain: from a distribution over available attackers (index = armies
    /// able to attack), the chance of taking `defenders`, and the distribution of armies able
    /// to attack again after moving in and leaving one behind. A chain beyond the table's
    /// [`SIZE`] is scaled down as the table scales its battles: the exact step's cost grows
    /// with attackers × defenders × both, and Hard's planner, run in every game Expert
    /// imagines, spent minutes a game on the Roman presets' stacks of hundreds (issue 51).
    pub fn step(&self, before: &[f64], defenders: u32) -> (f64, Vec<f64>) {
        let a_max = before.len().saturating_sub(1);
        let big = a_max.max(defenders as usize);
        if big <= SIZE {
            return self.step_within(before, defenders);
        }
        let scale = SIZE as f64 / big as f64;
        let shrink = |n: usize| ((n as f64 * scale) as usize).min(SIZE);
        let mut small = vec![0.0; shrink(a_max) + 1];
        for (a, p) in before.iter().enumerate() {
            small[shrink(a)] += p;
        }
        let d = if defenders == 0 {
            0
        } else {
            ((f64::from(defenders) * scale).ceil() as u32).clamp(1, SIZE as u32)
        };
        let (taken, small_after) = self.step_within(&small, d);
        let mut after = vec![0.0; a_max.max(1)];
        let last = after.len() - 1;
        // Index a: a + 1 survivors moved in, one left behind, counted back in armies.
        for (a, p) in small_after.iter().enumerate() {
            let survivors = (a + 1) as f64 / scale;
            after[((survivors - 1.0).round() as usize).min(last)] += p;
        }
        (taken, after)
    }

    /// [`ConquestOdds::step`] within the table, by its rows of survivors.
    fn step_within(&self, before: &[f64], defenders: u32) -> (f64, Vec<f64>) {
        let d = defenders as usize;
        let mut after = vec![0.0; before.len().saturating_sub(1).max(1)];
        let mut taken = 0.0;
        for (a, &p) in before.iter().enumerate().skip(1) {
            if p < 1e-12 {
                continue;
            }
            // k survivors move in, one stays behind: k - 1 can attack on.
            for (k_less_one, q) in self.survivors(a, d).iter().enumerate() {
                after[k_less_one] += p * q;
                taken += p * q;
            }
        }
        (taken, after)
    }

    /// [`ConquestOdds::step`] played out state by state: the reference the table's rows are
    /// checked against.
    #[cfg(test)]
    fn step_exact(&self, before: &[f64], defenders: u32) -> (f64, Vec<f64>) {
        let d_max = defenders as usize;
        let a_max = before.len().saturating_sub(1);
        let width = d_max + 1;
        let mut mass = vec![0.0f64; (a_max + 1) * width];
        for (a, p) in before.iter().enumerate() {
            mass[a * width + d_max] = *p;
        }
        let mut after = vec![0.0; a_max.max(1)];
        let mut taken = 0.0;
        for total in (1..=a_max + d_max).rev() {
            // Only the states of this total inside the grid, in the same order as ever.
            for a in total.saturating_sub(d_max).max(1)..=a_max.min(total) {
                let d = total - a;
                let p = mass[a * width + d];
                if p < 1e-9 {
                    continue;
                }
                if d == 0 {
                    // The survivors move in, one stays behind: a - 1 can attack on.
                    taken += p;
                    after[a - 1] += p;
                    continue;
                }
                let (x, y) = dice_rolled(&self.dice, a, d);
                let compared = x.min(y);
                for (losses, q) in self.rolls[x][y].iter().enumerate() {
                    mass[(a - losses) * width + (d - (compared - losses))] += p * q;
                }
            }
        }
        (taken, after)
    }
}

impl ConquestOdds {
    /// One attack pressed to the end, rolled with the bot's own generator from the one-roll
    /// tables: the attackers still available when the territory falls, or `None` when the
    /// attack is spent first.
    pub fn sample(&self, attackers: u32, defenders: u32, rng: &mut Rng) -> Option<u32> {
        let (mut a, mut d) = (attackers as usize, defenders as usize);
        while a > 0 && d > 0 {
            let (x, y) = dice_rolled(&self.dice, a, d);
            let compared = x.min(y);
            let draw = f64::from(rng.next_u32()) / 4_294_967_296.0;
            let mut total = 0.0;
            let mut losses = compared;
            for (l, q) in self.rolls[x][y].iter().enumerate() {
                total += q;
                if draw < total {
                    losses = l;
                    break;
                }
            }
            a -= losses;
            d -= compared - losses;
        }
        (d == 0).then_some(a as u32)
    }
}

/// For every battle within the table, the chance of each number of attackers left when the
/// territory falls (see [`ConquestOdds::survivors`]), filled bottom-up as the table is.
fn survivor_table(dice: &DiceRules, rolls: &[Vec<Vec<f64>>]) -> (Vec<f64>, Vec<usize>) {
    let width = SIZE + 1;
    let mut starts = vec![0; width * width];
    let mut survivors = Vec::with_capacity(width * width * SIZE / 2);
    for a in 0..=SIZE {
        for d in 0..=SIZE {
            let start = survivors.len();
            starts[a * width + d] = start;
            survivors.resize(start + a, 0.0);
            if a == 0 {
                continue;
            }
            if d == 0 {
                survivors[start + a - 1] = 1.0;
                continue;
            }
            let (x, y) = dice_rolled(dice, a, d);
            let compared = x.min(y);
            for (losses, q) in rolls[x][y].iter().enumerate() {
                let (next_a, next_d) = (a - losses, d - (compared - losses));
                let from = starts[next_a * width + next_d];
                for k in 0..next_a {
                    survivors[start + k] += q * survivors[from + k];
                }
            }
        }
    }
    (survivors, starts)
}

/// Dice each side rolls with `a` available attackers and `d` defenders (001 "Attacking").
fn dice_rolled(dice: &DiceRules, a: usize, d: usize) -> (usize, usize) {
    let x = a.min(usize::from(dice.attack_max.clamp(1, 3)));
    let y = if d as u32 >= dice.defend_two_needs {
        d.min(usize::from(dice.defend_max.clamp(1, 3)))
    } else {
        1
    };
    (x, y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::odds::battle_odds;
    use crate::presets::preset;

    fn standard() -> Arc<ConquestOdds> {
        ConquestOdds::for_dice(preset("parker-1993").unwrap().dice)
    }

    #[test]
    fn the_table_matches_the_exact_odds_of_the_dice_tray() {
        let table = standard();
        for (a, d) in [(1, 1), (3, 2), (5, 5), (10, 4), (30, 25)] {
            let exact = battle_odds(a, d).win;
            assert!((table.win(a, d) - exact).abs() < 1e-9, "{a} v {d}");
        }
    }

    #[test]
    fn a_one_step_chain_agrees_with_the_table() {
        let table = standard();
        let mut start = vec![0.0; 9];
        start[8] = 1.0;
        let (taken, after) = table.step(&start, 3);
        assert!((taken - table.win(8, 3)).abs() < 1e-6);
        assert!((after.iter().sum::<f64>() - taken).abs() < 1e-6);
    }

    #[test]
    fn the_rows_of_survivors_give_the_battle_played_out() {
        let table = standard();
        let mut rng = Rng::new(3);
        for (len, defenders) in [(2, 1), (9, 3), (30, 12), (97, 40), (60, 96), (97, 0)] {
            let mut before: Vec<f64> = (0..len).map(|_| f64::from(rng.next_u32() % 7)).collect();
            let total: f64 = before.iter().sum();
            before.iter_mut().for_each(|p| *p /= total);
            let (taken, after) = table.step(&before, defenders);
            let (exact_taken, exact_after) = table.step_exact(&before, defenders);
            assert!((taken - exact_taken).abs() < 1e-6, "{len} v {defenders}");
            for (a, b) in after.iter().zip(&exact_after) {
                assert!((a - b).abs() < 1e-6, "{len} v {defenders}");
            }
        }
    }

    #[test]
    fn a_chain_step_beyond_the_table_is_scaled_like_the_table() {
        let table = standard();
        let mut start = vec![0.0; 301];
        start[300] = 1.0;
        let (taken, after) = table.step(&start, 150);
        assert!((taken - table.win(300, 150)).abs() < 0.05, "{taken}");
        assert!((after.iter().sum::<f64>() - taken).abs() < 1e-6);
        assert_eq!(after.len(), 300);
        let mean: f64 = after.iter().enumerate().map(|(a, p)| a as f64 * p).sum();
        let kept = 300.0 - table.expected_losses(300, 150);
        assert!((mean / taken - kept).abs() < 0.1 * kept, "{mean} v {kept}");
        let (taken, after) = table.step(&start, 0);
        assert_eq!((taken, after[299]), (1.0, 1.0));
    }

    #[test]
    fn sampled_battles_follow_the_exact_odds() {
        let table = standard();
        let mut rng = Rng::new(5);
        let trials = 20_000;
        let won = (0..trials)
            .filter(|_| table.sample(6, 4, &mut rng).is_some())
            .count();
        let share = won as f64 / f64::from(trials);
        assert!((share - table.win(6, 4)).abs() < 0.02, "{share}");
    }

    #[test]
    fn battles_beyond_the_table_keep_their_proportions() {
        let table = standard();
        assert!(table.win(400, 100) > 0.99);
        assert!(table.win(100, 400) < 0.01);
        assert!(table.expected_losses(400, 100) > 50.0);
    }
}
