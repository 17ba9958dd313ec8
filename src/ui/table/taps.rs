//! What a tap on the map chooses or plays, step by step, and when the choice is cleared: the
//! attacking and attacked territories, a move's ends, a headquarters; armies placed at once.

use leptos::prelude::*;

use crate::engine::action::{Action, RuleError};
use crate::engine::board::TerritoryId;
use crate::engine::state::{ForceId, Phase};
use crate::ui::store::GameStore;

use super::moment::Moment;
use super::reads::{set_if_changed, with_state};
use super::steps::{attack_from, fortify_roles};

/// The territories the player has chosen on the map: the first (attacking, moving from, a
/// headquarters) and the second (attacked, moving to).
#[derive(Clone, Copy)]
pub(super) struct Picked {
    /// The territory chosen first.
    pub from: RwSignal<Option<TerritoryId>>,
    /// The territory chosen second.
    pub to: RwSignal<Option<TerritoryId>>,
}

impl Picked {
    /// Nothing chosen yet.
    pub fn new() -> Picked {
        Picked {
            from: RwSignal::new(None),
            to: RwSignal::new(None),
        }
    }

    /// Chooses `from` (or nothing) and forgets the second territory.
    pub fn start(self, from: Option<TerritoryId>) {
        self.from.set(from);
        self.to.set(None);
    }

    /// Whether an attack is declared (attacking and attacked territories chosen) and not yet
    /// rolled: a choice on screen, which Undo withdraws.
    pub fn declared(self, store: GameStore, phase: Memo<Phase>) -> bool {
        phase.get() == Phase::Attack
            && self.to.get().is_some_and(|t| {
                with_state(store, |s| !s.team_holds(t, s.turn.current)).unwrap_or(false)
            })
    }
}

/// Plays or chooses what a tap on territory `t` means in the step under way; `per_tap` is the
/// stepper's armies a tap. Nothing while the tablet is passed, a bot plays or a defender's
/// question waits on its answer (the map only shows its battle).
pub(super) fn tap(store: GameStore, moment: Moment, picked: Picked, per_tap: u32, t: TerritoryId) {
    if moment.handoff()
        || moment.bot_turn.get_untracked()
        || store.guard_request.get_untracked().is_some()
    {
        return;
    }
    let me = moment.current.get_untracked();
    // Armies of the player's own stand here (000 teams: in a shared one too).
    let Some(mine) = with_state(store, |s| s.holding(t).share(me) > 0) else {
        return;
    };
    match moment.phase.get_untracked() {
        Phase::Claim => {
            store.dispatch(Action::Claim { territory: t });
        }
        Phase::PlaceStartingArmies => place_starting_armies(store, per_tap, t),
        Phase::Reinforce => {
            let armies = with_state(store, |s| per_tap.min(s.turn.reserve).min(s.room(t)));
            store.dispatch(Action::Place {
                territory: t,
                armies: armies.unwrap_or(1).max(1),
            });
        }
        Phase::Attack => tap_in_attack(store, picked, mine, t),
        Phase::ChooseHeadquarters => {
            // Chosen in secret: a tap selects, the panel's button confirms.
            let again = picked.from.get_untracked() == Some(t);
            picked.from.set((mine && !again).then_some(t));
        }
        Phase::Fortify => tap_in_fortify(store, picked, mine, t),
        _ => {}
    }
}

/// 002: each places their whole remainder, several armies a tap if they wish.
fn place_starting_armies(store: GameStore, per_tap: u32, t: TerritoryId) {
    let left = with_state(store, |s| s.force(s.starting_army_force()).setup_armies).unwrap_or(1);
    for _ in 0..per_tap.min(left).max(1) {
        if !store.dispatch(Action::PlaceStartingArmy { territory: t }) {
            break;
        }
    }
}

/// A tap while attacking: the attacking territory again lets it go; another of the player's
/// own is chosen if it can attack (else the refusal says why); a neighbour of the chosen one
/// is attacked (a tap elsewhere chooses nothing).
fn tap_in_attack(store: GameStore, picked: Picked, mine: bool, t: TerritoryId) {
    if picked.from.get_untracked() == Some(t) {
        picked.start(None);
    } else if mine {
        match with_state(store, |s| attack_from(s, t)) {
            Some(Ok(())) => picked.start(Some(t)),
            Some(Err(why)) => store.error.set(Some(why)),
            None => {}
        }
    } else if let Some(f) = picked.from.get_untracked() {
        let borders = with_state(store, |s| s.board().are_adjacent(f, t));
        if borders == Some(true) {
            picked.to.set(Some(t));
        }
    }
}

/// A tap while fortifying: a move's source is one the rules let move, its target one it can
/// reach; another tap of the player's own says why it cannot.
fn tap_in_fortify(store: GameStore, picked: Picked, mine: bool, t: TerritoryId) {
    let chosen = picked.from.get_untracked();
    let (source, target) = with_state(store, |s| fortify_roles(s, chosen, t)).unwrap_or_default();
    if chosen == Some(t) {
        picked.start(None);
    } else if target {
        picked.to.set(Some(t));
    } else if source {
        picked.start(Some(t));
    } else if mine {
        store.error.set(Some(RuleError::BadFortify));
    }
}

/// Clears the choice when another player takes the tablet or a new step comes (a roll waiting
/// for the attacker's choice keeps it); after moving into a conquest the attack goes on from
/// there when it can: the conquered territory is chosen.
pub(super) fn clear_on_new_step(store: GameStore, moment: Moment, picked: Picked) {
    Effect::new(move |before: Option<(ForceId, Phase)>| {
        let now = (moment.current.get(), moment.phase.get());
        if let Some((seat, was)) = before
            && (seat, was) != now
        {
            let keep = seat == now.0
                && matches!(
                    (was, now.1),
                    (Phase::Attack, Phase::Rolled) | (Phase::Rolled, Phase::Attack)
                );
            // (A bot's conquest leaves nothing to choose: the engine is not asked, after
            // every conquest of a bots' batch.)
            if let (Phase::Occupy { to: taken, .. }, Phase::Attack) = (was, now.1)
                && !moment.bot_turn.get_untracked()
            {
                let onwards = with_state(store, |s| {
                    s.legal_actions()
                        .iter()
                        .any(|a| matches!(a, Action::Attack { from, .. } if *from == taken))
                })
                .unwrap_or(false);
                set_if_changed(picked.from, onwards.then_some(taken));
                set_if_changed(picked.to, None);
            } else if !keep {
                set_if_changed(picked.from, None);
                set_if_changed(picked.to, None);
            }
        }
        now
    });
}
