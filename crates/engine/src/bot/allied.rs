//! 002 "Règle pour 2 joueurs": the other player's step with the allied force, for every level
//! (RULINGS R9). The ally's half goes where it best blocks the active player; then the ally
//! counter-attacks the active player where its armies are likely to win, and stops.

use super::super::action::Action;
use super::super::state::Phase;
use super::super::view::Seen;
use super::survey::Survey;
use super::{Bot, Level};

/// The least chance of taking a territory the ally attacks for: a careful counter-attack,
/// bolder for the Easy bot.
fn least_chance(level: Level) -> f64 {
    match level {
        Level::Easy => 0.35,
        _ => 0.6,
    }
}

impl Bot {
    /// The decision in the ally's step: its armies placed, a counter-attack, a move in.
    pub(super) fn allied_step(&mut self, seen: Seen) -> Action {
        let active = seen.turn().current;
        match seen.phase() {
            Phase::Reinforce => {
                let survey = Survey::new(seen, &self.style);
                Action::Place {
                    territory: self.neutral_block(&survey, seen.placing_force()),
                    armies: seen.turn().reserve,
                }
            }
            Phase::Attack => {
                let odds = self.odds(&seen);
                let board = seen.board();
                let Some(ally) = seen.standing_ally() else {
                    return Action::EndAttack;
                };
                let mut best = None;
                for from in board.ids().filter(|&t| seen.holding(t).owner == ally) {
                    let attackers = seen.holding(from).armies.saturating_sub(1);
                    if attackers == 0 {
                        continue;
                    }
                    for to in board.adjacent(from) {
                        let target = seen.holding(to);
                        if target.owner != active {
                            continue;
                        }
                        let chance = odds.win(attackers, target.armies);
                        let attack = Action::Attack {
                            from,
                            to,
                            dice: attackers.min(u32::from(seen.rules().dice.attack_max)) as u8,
                            defend: None,
                        };
                        if best.as_ref().is_none_or(|(c, _)| chance > *c)
                            && seen.check(&attack).is_ok()
                        {
                            best = Some((chance, attack));
                        }
                    }
                }
                match best {
                    Some((chance, attack)) if chance >= least_chance(self.level) => attack,
                    _ => Action::EndAttack,
                }
            }
            Phase::Occupy { min, .. } => Action::Occupy { armies: min },
            _ => Action::EndAttack,
        }
    }
}
