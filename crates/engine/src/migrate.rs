//! Records of earlier versions, brought up to the current one: each version's change is
//! replayed into the next, so every game ever saved still loads (docs/record-format.md).

use super::action::Action;
use super::game::Outcome;
use super::record::{Record, ReplayError, Step, apply_step};
use super::rules::{RuleSet, StartingPlacement, TradedCards};

/// The rules a record of version 1 or 2 was played with: the readings of the books before
/// RULINGS R3-R9 were corrected (issue 26) — at least 3 armies in 002 too, 002's remaining
/// starting armies placed one at a time, 004's traded cards discarded, an invasion ended by a
/// change of attacking territory, 003's shop open while reinforcing and the Conquest's leaders
/// and starting bonus. Such a game replays, and goes on, as it was played.
pub fn rules_before_v3(mut rules: RuleSet) -> RuleSet {
    rules.least_reinforcement = 3;
    rules.starting_placement = StartingPlacement::OneAtATime;
    rules.traded_cards = TradedCards::Discarded;
    rules.invasion_per_attack_pair = true;
    if let Some(economy) = rules.empire.as_mut() {
        economy.shop_while_reinforcing = true;
        economy.leaders = true;
        economy.starting_bonus = true;
    }
    rules
}

/// Upgrades a version-1 record to version 2. Version 1 ended the turn inside the
/// fortification that made the turn's last move, and kept the card drawn on that move;
/// version 2 waits for `EndTurn` so that the move may be taken back (issue 10). Each such
/// move is followed by an `EndTurn` carrying the move's recorded outcome.
pub fn v1_to_v2(mut record: Record) -> Result<Record, ReplayError> {
    let steps = std::mem::take(&mut record.actions);
    let mut state = record.initial_state()?;
    let mut upgraded = Vec::with_capacity(steps.len() + steps.len() / 8);
    for (index, step) in steps.into_iter().enumerate() {
        let illegal = |error| ReplayError::Illegal { index, error };
        if !matches!(step.action, Action::Fortify { .. }) {
            apply_step(&mut state, &step).map_err(illegal)?;
            upgraded.push(step);
            continue;
        }
        let moved = Step {
            action: step.action,
            outcome: Outcome::default(),
        };
        apply_step(&mut state, &moved).map_err(illegal)?;
        upgraded.push(moved);
        if state.moves_done() {
            let end = Step {
                action: Action::EndTurn,
                outcome: step.outcome,
            };
            apply_step(&mut state, &end).map_err(illegal)?;
            upgraded.push(end);
        }
    }
    record.actions = upgraded;
    record.version = 2;
    Ok(record)
}
