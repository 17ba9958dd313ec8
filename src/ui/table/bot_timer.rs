//! The bots' turns on the page: a timer plays their actions one at a time at the animation
//! speed, yielding to the page between actions so it never freezes; "skip to my turn" drops
//! the delay until a person plays. Without a delay, one tick plays a short batch of actions
//! ([`goes_on`]) inside [`GameStore::in_one_batch`], so the page draws once per batch rather
//! than once per action. The bots think off the page (`src/ui/bots.rs`): their answer wakes
//! the timer at once (`store.thinking`).

use leptos::prelude::*;

use crate::ui::settings::Settings;
use crate::ui::store::{BotStep, GameStore};

/// Longest run of bot actions in one tick of the page when bots play without a delay, in
/// milliseconds (the page stays responsive: a frame is about 16 ms).
const BOT_BATCH_MS: f64 = 6.0;

/// Most bot actions in one tick: the page draws a batch's changes at once, after it, and a
/// whole answer of the bots' worker (up to 24 actions) drawn at once held a slow tablet over
/// 50 ms (docs/bots.md "The page's own drawing").
const BOT_BATCH_ACTIONS: u32 = 8;

/// Starts the bots' timer for the table; returns "skip to my turn", which the table's button
/// sets and a person's turn clears.
pub(super) fn drive_bots(
    store: GameStore,
    settings: RwSignal<Settings>,
    bot_turn: Memo<bool>,
) -> RwSignal<bool> {
    let skipping = RwSignal::new(false);
    let pending = StoredValue::new(false);
    let thought = StoredValue::new(0u32);
    Effect::new(move |_| {
        store.state.track();
        // 003: bots wait while a human defender answers with a defence potion.
        store.guard_request.track();
        let thinking = store.thinking.get();
        let still_thinking = thinking != thought.get_value();
        thought.set_value(thinking);
        if !bot_turn.get() {
            skipping.set(false);
            return;
        }
        if pending.get_value() {
            return;
        }
        pending.set_value(true);
        let (step_delay, delay) = delays(
            skipping.get_untracked(),
            still_thinking,
            settings.get_untracked().animation.bot_step_ms(),
        );
        set_timeout(
            move || {
                // The game screen left meanwhile (Back): the bots stop with it.
                if pending.try_update_value(|p| *p = false).is_none() {
                    return;
                }
                play_batch(store, step_delay);
            },
            std::time::Duration::from_millis(delay),
        );
    });
    skipping
}

/// The delay between the bots' actions, and before the next tick: none while skipping to a
/// person's turn, else the animation's `step_ms`; a bot's answer that just came (its search
/// ended) is played at once.
fn delays(skipping: bool, just_thought: bool, step_ms: u64) -> (u64, u64) {
    let step_delay = if skipping { 0 } else { step_ms };
    (step_delay, if just_thought { 0 } else { step_delay })
}

/// Plays the bots' next actions: one, or without a delay as many as [`goes_on`] allows, the
/// readers told once at the end.
fn play_batch(store: GameStore, step_delay: u64) {
    let clock = window().performance();
    let now = move || clock.as_ref().map_or(0.0, |c| c.now());
    let started = now();
    let mut played = 0;
    store.in_one_batch(|| {
        loop {
            let step = store.bot_step();
            played += 1;
            let bot_next = untrack(|| store.bot_to_move());
            if !goes_on(step, now() - started, played, step_delay, bot_next) {
                break;
            }
        }
    });
}

/// Whether a tick plays another bot action after `step`: only without a delay between
/// actions, while a bot is still to move, and within the batch's time and size.
fn goes_on(step: BotStep, elapsed_ms: f64, played: u32, step_delay: u64, bot_next: bool) -> bool {
    step == BotStep::Acted
        && step_delay == 0
        && bot_next
        && elapsed_ms < BOT_BATCH_MS
        && played < BOT_BATCH_ACTIONS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skipping_drops_the_delay_and_an_answer_that_just_came_plays_at_once() {
        assert_eq!(delays(false, false, 450), (450, 450));
        assert_eq!(delays(false, true, 450), (450, 0));
        assert_eq!(delays(true, false, 450), (0, 0));
    }

    #[test]
    fn a_batch_goes_on_only_without_a_delay_while_a_bot_acts_within_its_bounds() {
        assert!(goes_on(BotStep::Acted, 1.0, 1, 0, true));
        // Shown one step at a time at the animation speed.
        assert!(!goes_on(BotStep::Acted, 1.0, 1, 450, true));
        // Waiting for the worker, nothing played, or a person to move.
        assert!(!goes_on(BotStep::Waiting, 1.0, 1, 0, true));
        assert!(!goes_on(BotStep::Idle, 1.0, 1, 0, true));
        assert!(!goes_on(BotStep::Acted, 1.0, 1, 0, false));
        // Out of time, or the batch full: the page draws before the next.
        assert!(!goes_on(BotStep::Acted, BOT_BATCH_MS, 1, 0, true));
        assert!(!goes_on(BotStep::Acted, 1.0, BOT_BATCH_ACTIONS, 0, true));
        assert!(goes_on(BotStep::Acted, 1.0, BOT_BATCH_ACTIONS - 1, 0, true));
    }
}
