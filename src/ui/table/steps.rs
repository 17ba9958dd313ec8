//! The step's helpers for the game screen: the territories a step offers (from the engine's
//! legal actions), why a territory cannot attack, the battle a bot is fighting, the
//! armies-per-tap stepper and the button that ends the step.

use leptos::prelude::*;

use super::reads::with_state;
use crate::engine::action::{Action, Event, RuleError};
use crate::engine::board::TerritoryId;
use crate::engine::i18n::Lang;
use crate::engine::state::{GameState, Phase};
use crate::ui::phrases::say;
use crate::ui::shown::Shown;
use crate::ui::store::GameStore;
use crate::ui::words::{W, word};

/// The battle a bot is fighting in this turn, from the latest events: the last battle (or
/// roll) since the turn began, while the turn is still at its attacks.
pub(super) fn last_attack(events: &[Event], phase: Phase) -> Option<(TerritoryId, TerritoryId)> {
    if !matches!(phase, Phase::Attack | Phase::Rolled | Phase::Occupy { .. }) {
        return None;
    }
    events.iter().rev().find_map(|e| match e {
        Event::Battle { from, to, .. } | Event::Rolled { from, to, .. } => Some(Some((*from, *to))),
        Event::TurnStarted { .. } => Some(None),
        _ => None,
    })?
}

/// Whether an attack may start from `t` now, or why not: too few armies, or no neighbour
/// that may be attacked.
pub(super) fn attack_from(state: &GameState, t: TerritoryId) -> Result<(), RuleError> {
    let legal = state.legal_actions();
    if legal
        .iter()
        .any(|a| matches!(a, Action::Attack { from, .. } if *from == t))
    {
        Ok(())
    } else if state.holding(t).armies < 2 {
        Err(RuleError::NotEnoughArmies)
    } else {
        Err(RuleError::NoEnemyNeighbour)
    }
}

/// Whether a free move may start from `t` (a source), and whether it may go to `t` from the
/// chosen territory `from` (a target), by the engine's legal actions.
pub(super) fn fortify_roles(
    state: &GameState,
    from: Option<TerritoryId>,
    t: TerritoryId,
) -> (bool, bool) {
    let legal = state.legal_actions();
    let source = legal
        .iter()
        .any(|a| matches!(a, Action::Fortify { from, .. } if *from == t));
    let target = from.is_some_and(|chosen| {
        legal
            .iter()
            .any(|a| matches!(a, Action::Fortify { from, to, .. } if *from == chosen && *to == t))
    });
    (source, target)
}

/// The territories to highlight for the current step, from the engine's legal actions: in
/// the attack step only attacks (a free move may also be legal then, but a tap there chooses
/// an attack), in the free move only moves.
pub(super) fn highlights(
    state: &GameState,
    from: Option<TerritoryId>,
    to: Option<TerritoryId>,
) -> Vec<TerritoryId> {
    let legal = state.legal_actions();
    let attacking = state.phase == Phase::Attack;
    let mut out: Vec<TerritoryId> = legal
        .iter()
        .filter_map(|action| match (action.clone(), from) {
            (Action::Claim { territory }, _)
            | (Action::ChooseHeadquarters { territory }, None)
            | (Action::PlaceStartingArmy { territory }, _)
            | (Action::Place { territory, .. }, _) => Some(territory),
            (Action::Attack { from: f, .. }, None) => Some(f),
            (Action::Fortify { from: f, .. }, None) if !attacking => Some(f),
            (Action::Attack { from: f, to: t, .. }, Some(source))
                if f == source && to.is_none() =>
            {
                Some(t)
            }
            (Action::Fortify { from: f, to: t, .. }, Some(source))
                if !attacking && f == source && to.is_none() =>
            {
                Some(t)
            }
            _ => None,
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// How many armies one tap places, during reinforcement (and in 002's setup, where each player
/// places their whole remainder).
#[component]
pub(super) fn PerTap(
    lang: Signal<Lang>,
    per_tap: RwSignal<u32>,
    phase: Memo<Phase>,
) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let whole_remainder = move || {
        with_state(store, |s| {
            s.rules.starting_placement == crate::engine::rules::StartingPlacement::WholeRemainder
        })
        .unwrap_or(false)
    };
    // No more a tap than there are armies left to place.
    let left = move || {
        with_state(store, |s| match s.phase {
            Phase::Reinforce => s.turn.reserve,
            _ => s.force(s.starting_army_force()).setup_armies,
        })
        .unwrap_or(1)
        .max(1)
    };
    let shown = move || per_tap.get().min(left());
    view! {
        // Only for a player placing at this device (not while a bot or a phone plays).
        <Shown when=move || !store.bot_to_move() && (phase.get() == Phase::Reinforce || phase.get() == Phase::PlaceStartingArmies && whole_remainder())>
            <div class="stepper" role="group" aria-label=say(lang, W::ARMIES_PER_TAP)>
                <button aria-label=say(lang, W::FEWER_PER_TAP) disabled=move || { shown() <= 1 } on:click=move |_| per_tap.set(shown().saturating_sub(1).max(1))>"−"</button>
                // Said in words under the count, so it is not taken for a zoom.
                <span class="per-tap">
                    <span data-testid="per-tap">{move || format!("×{}", shown())}</span>
                    <small aria-hidden="true">{say(lang, W::PER_TAP)}</small>
                </span>
                <button aria-label=say(lang, W::MORE_PER_TAP) disabled=move || { shown() >= left() } on:click=move |_| per_tap.set((shown() + 1).min(left()))>"+"</button>
            </div>
        </Shown>
    }
}

/// The button that ends the current step: the attack, or the turn (none in other steps).
#[component]
pub(super) fn EndPhase(lang: Signal<Lang>, phase: Memo<Phase>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let counter = move || with_state(store, |s| s.allied_counter()).unwrap_or(false);
    let action = move || match phase.get() {
        // 002: the other player ends the ally's turn.
        Phase::Attack if counter() => {
            Some((Action::EndAttack, word(lang.get(), W::END_THE_ALLY_S_TURN)))
        }
        Phase::Attack => Some((Action::EndAttack, word(lang.get(), W::END_ATTACK))),
        Phase::Fortify => Some((Action::EndTurn, word(lang.get(), W::END_TURN))),
        _ => None,
    };
    view! {
        <Shown when=move || action().is_some()>
            <button
                class="primary"
                data-testid="end-phase"
                on:click=move |_| {
                    if let Some((a, _)) = action() {
                        store.dispatch(a);
                    }
                }
            >
                {move || action().map(|(_, label)| label)}
            </button>
        </Shown>
    }
}
