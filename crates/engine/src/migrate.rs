//! The rules records of earlier versions were played with, so every game ever saved replays
//! as it was played (docs/record-format.md "Versions"); a version-1 record's steps are brought
//! up to version 2 by `record::v1_to_v2`, which replays them.

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

/// The rules a record of version 3 was played with: 002's allied force got half of what the
/// player received, the +2 of each pictured card held left out (before RULINGS R9 counted it,
/// issue 50). Such a game replays, and goes on, as it was played.
pub fn rules_before_v4(mut rules: RuleSet) -> RuleSet {
    rules.ally_without_occupied_bonus = true;
    rules
}
