//! What the battlefield reads from the position: the battle the tray can fight now, and its
//! exact odds (pure functions of the state, tested natively).

use crate::engine::board::TerritoryId;
use crate::engine::empire::DiceBonus;
use crate::engine::odds::battle_odds_with;
use crate::engine::state::{Colour, GameState, Phase};

/// A battle the tray can fight now.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Battle {
    /// The attacking territory.
    pub from: TerritoryId,
    /// The attacked territory.
    pub to: TerritoryId,
    /// The attacker's own armies in `from` (000 teams: not a teammate's sharing it).
    pub attackers: u32,
    /// The armies in `to`.
    pub defenders: u32,
    /// The most attack dice of the rules.
    pub attack_max: u8,
    /// The most dice the defender may roll with these armies.
    pub defend_max: u8,
    /// The attacker's colour.
    pub attacker: Colour,
    /// The defender's colour.
    pub defender: Colour,
}

impl Battle {
    /// The battle `from` → `to` in `state`, if the tray can fight it now: while attacking, an
    /// enemy neighbour (000 teams: a teammate's territory is no enemy's) of `from`, the
    /// player's own territory (the map chooses no other), with two armies or more there.
    pub fn in_state(state: &GameState, from: TerritoryId, to: TerritoryId) -> Option<Battle> {
        let s = state;
        let me = s.turn.current;
        let defender = s.holding(to).owner;
        let enemy = defender != me && !s.same_team(defender, me);
        let attacker = s.acting_force(from);
        let attackers = s.holding(from).share(attacker);
        let borders = s.board().are_adjacent(from, to);
        (s.phase == Phase::Attack && enemy && borders && attackers >= 2).then(|| Battle {
            from,
            to,
            attackers,
            defenders: s.holding(to).armies,
            attack_max: s.rules.dice.attack_max,
            defend_max: s.max_defence_dice(s.holding(to).armies),
            attacker: s.force(attacker).colour,
            defender: s.force(defender).colour,
        })
    }

    /// The most attack dice the attacker can roll now (one at least).
    pub fn most_dice(&self) -> u8 {
        self.attackers
            .saturating_sub(1)
            .min(u32::from(self.attack_max))
            .max(1) as u8
    }

    /// The chance in percent that the attack, carried on to the end, takes the territory, and
    /// the armies expected to be left to move in if it falls; `bonus` is 003's (swords,
    /// shields, potions and leaders change the odds).
    pub fn odds(&self, bonus: DiceBonus) -> (f64, f64) {
        let odds = battle_odds_with(
            self.attackers.saturating_sub(1).max(1),
            self.defenders.max(1),
            bonus.attack,
            bonus.defend,
        );
        let left: f64 = odds
            .attacker_survivors
            .iter()
            .enumerate()
            .map(|(k, p)| k as f64 * p)
            .sum::<f64>()
            / odds.win.max(f64::MIN_POSITIVE);
        (odds.win * 100.0, left)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::presets::preset;

    /// A game of parker-1993 for three, dealt and placed, at its first attack.
    fn attacking() -> GameState {
        let mut state = GameState::new(preset("parker-1993").unwrap(), 3, 5).unwrap();
        while state.phase != Phase::Attack {
            let action = state.legal_actions()[0].clone();
            state.apply(&action).unwrap();
        }
        state
    }

    #[test]
    fn the_tray_fights_only_an_enemy_neighbour_from_two_armies_or_more() {
        let state = attacking();
        let me = state.turn.current;
        let board = state.board();
        let mut found = false;
        // (The attacking territory is the player's own: the map chooses no other.)
        for from in board.ids().filter(|&f| state.holding(f).owner == me) {
            for to in board.ids() {
                let battle = Battle::in_state(&state, from, to);
                let fightable = state.holding(to).owner != me
                    && board.are_adjacent(from, to)
                    && state.holding(from).armies >= 2;
                assert_eq!(battle.is_some(), fightable, "{from:?} → {to:?}");
                if let Some(b) = battle {
                    found = true;
                    assert!((1..=3).contains(&b.most_dice()));
                    assert!(u32::from(b.most_dice()) < b.attackers);
                }
            }
        }
        assert!(found, "no battle to fight at the first attack");
    }

    #[test]
    fn the_odds_are_a_chance_and_the_armies_left_if_it_falls() {
        let state = attacking();
        let board = state.board();
        let battle = board
            .ids()
            .flat_map(|f| board.ids().map(move |t| (f, t)))
            .find_map(|(f, t)| Battle::in_state(&state, f, t))
            .unwrap();
        let (win, left) = battle.odds(DiceBonus::default());
        assert!((0.0..=100.0).contains(&win));
        assert!(
            left >= 1.0 - 1e-9 && left <= f64::from(battle.attackers),
            "{left}"
        );
    }
}
