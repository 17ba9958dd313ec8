//! The bot with 000's active independents: which independent to buy with a spare card, its
//! allies' reinforcement dice and where they go, sure attacks with allied armies, and ending
//! the turn once its own free move is made (RULINGS R9).

use super::super::action::Action;
use super::super::board::TerritoryId;
use super::super::state::{ForceId, ForceKind, Phase};
use super::super::view::Seen;
use super::Bot;
use super::survey::Survey;

/// Least chance of taking a territory for an allied attack: the status die after it turns
/// the ally away two times in three, so only sure gains are worth it.
const ALLIED_ATTACK_MIN_WIN: f64 = 0.8;

/// The same when the bot's own armies have no enemy to attack (walled in by its allies):
/// an allied attack is then its only way forward.
const WALLED_IN_MIN_WIN: f64 = 0.4;

impl Bot {
    /// An allied attack instead of the bot's own `own` choice, once it is done attacking.
    pub(super) fn allied_attack_instead(&mut self, seen: Seen, own: &Action) -> Option<Action> {
        let done = matches!(own, Action::EndAttack | Action::EndTurn);
        let ready = seen.phase() == Phase::Attack;
        (seen.plays_active_independents() && done && ready)
            .then(|| self.allied_attack(seen))
            .flatten()
    }

    /// The allied decision this step needs before the bot's own play, if any.
    pub(super) fn allied_action(&mut self, seen: Seen) -> Option<Action> {
        if !seen.plays_active_independents() {
            return None;
        }
        let me = seen.viewer();
        let turn = seen.turn();
        match seen.phase() {
            Phase::Reinforce if seen.placing_force() != me => Some(self.place_for_ally(seen)),
            Phase::Reinforce => self.influence(seen),
            Phase::Attack if !turn.battled => seen
                .allies_of(me)
                .into_iter()
                .find(|a| !turn.allies_reinforced.contains(a))
                .map(|force| Action::ReinforceAlly { force }),
            Phase::Fortify if !seen.may_still_move(me) => Some(Action::EndTurn),
            _ => None,
        }
    }

    /// The ally's die of armies, all on its territory facing the most enemy armies.
    fn place_for_ally(&mut self, seen: Seen) -> Action {
        let ally = seen.placing_force();
        let me = seen.viewer();
        let board = seen.board();
        let pressure = |t: TerritoryId| -> u32 {
            board
                .adjacent(t)
                .filter(|&n| {
                    let owner = seen.holding(n).owner;
                    owner != me && owner != ally && seen.kind(owner) == ForceKind::Player
                })
                .map(|n| seen.holding(n).armies)
                .sum()
        };
        let territory = board
            .ids()
            .filter(|&t| seen.holding(t).owner == ally)
            .max_by_key(|&t| (pressure(t), seen.holding(t).armies))
            .unwrap_or(TerritoryId(0));
        Action::Place {
            territory,
            armies: seen.turn().reserve,
        }
    }

    /// A spare card (not in the best set) for an independent that is not yet an ally, when
    /// the hand holds three or more: Normal and Hard only.
    fn influence(&mut self, seen: Seen) -> Option<Action> {
        if self.style.blunders > 0 || seen.hand().len() < 3 || seen.must_trade() {
            return None;
        }
        let me = seen.viewer();
        let force = seen
            .independents()
            .into_iter()
            .filter(|&f| seen.takes_cards(f) && seen.ally_of(f) != Some(me))
            // The opponent's ally first: one card takes it from them.
            .max_by_key(|&f| seen.ally_of(f).is_some())?;
        let survey = Survey::new(seen, &self.style);
        let keep = self.best_set(&survey).map(Vec::from).unwrap_or_default();
        let card = seen
            .hand()
            .iter()
            .copied()
            .filter(|c| c.territory().is_some())
            .find(|c| !keep.contains(c))?;
        Some(Action::Influence { force, card })
    }

    /// An attack with an ally's armies that is all but sure to take an enemy territory.
    fn allied_attack(&mut self, seen: Seen) -> Option<Action> {
        let me = seen.viewer();
        let odds = self.odds(&seen);
        let board = seen.board();
        let dice = seen.rules().dice.attack_max;
        let hostile = |owner: ForceId| owner != me && seen.ally_of(owner) != Some(me);
        let walled_in = seen.walled_in_by_allies(me);
        let least = if walled_in {
            WALLED_IN_MIN_WIN
        } else {
            ALLIED_ATTACK_MIN_WIN
        };
        let mut best: Option<(f64, Action)> = None;
        // Walled in by its allies, the bot may break through one with its own armies.
        let mut sources = seen.allies_of(me);
        if walled_in {
            sources.push(me);
        }
        for ally in sources {
            for from in board.ids().filter(|&t| seen.holding(t).owner == ally) {
                let armies = seen.holding(from).armies;
                if armies < 3 {
                    continue;
                }
                for to in board.adjacent(from) {
                    let owner = seen.holding(to).owner;
                    let allowed = if ally == me {
                        seen.ally_of(owner) == Some(me)
                    } else {
                        hostile(owner)
                    };
                    if !allowed {
                        continue;
                    }
                    let win = odds.win(armies - 1, seen.holding(to).armies);
                    if win >= least && best.as_ref().is_none_or(|(b, _)| win > *b) {
                        let action = Action::Attack {
                            from,
                            to,
                            dice: dice.min((armies - 1).min(3) as u8),
                            defend: None,
                        };
                        best = Some((win, action));
                    }
                }
            }
        }
        best.map(|(_, action)| action)
    }
}
