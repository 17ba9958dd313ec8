//! Moving through a replay: the step shown, playing at a speed, and the controls that go to
//! a step, play, pause and scrub.

use leptos::prelude::*;

use crate::ui::phrases::say;
use crate::ui::words::{W, word};

/// Playing speeds, in steps per second.
const SPEEDS: [u32; 4] = [1, 4, 12, 40];

/// Where the replay stands and how it moves.
#[derive(Clone, Copy)]
pub(super) struct Playback {
    /// The step shown (0: the setup's start).
    pub(super) step: RwSignal<usize>,
    /// Playing on at the speed chosen.
    playing: RwSignal<bool>,
    /// The speed chosen, an index into [`SPEEDS`].
    speed: RwSignal<usize>,
    /// The last step.
    pub(super) last: usize,
}

impl Playback {
    /// At the start, paused, at 4 steps a second; playing moves one step a tick, stopping at
    /// the end.
    pub(super) fn new(last: usize) -> Self {
        let playback = Self {
            step: RwSignal::new(0),
            playing: RwSignal::new(false),
            speed: RwSignal::new(1),
            last,
        };
        playback.tick_while_playing();
        playback
    }

    /// Playing: one step per tick at the chosen speed, stopping at the end.
    fn tick_while_playing(self) {
        let Self {
            step,
            playing,
            speed,
            last,
        } = self;
        Effect::new(move |_| {
            if !playing.get() {
                return;
            }
            let now = step.get();
            if now >= last {
                playing.set(false);
                return;
            }
            let delay = 1000 / u64::from(SPEEDS[speed.get()]);
            set_timeout(
                move || {
                    if playing.get_untracked() && step.get_untracked() == now {
                        step.set(now + 1);
                    }
                },
                std::time::Duration::from_millis(delay),
            );
        });
    }

    /// Goes to step `to` (the last at most), pausing.
    fn go(self, to: usize) {
        self.playing.set(false);
        self.step.set(to.min(self.last));
    }
}

/// The buttons (start, back, play or pause, forward, end), the speed, the statistics' button
/// (`stats_open`) and the scrubber.
pub(super) fn controls(
    lang: Signal<crate::engine::i18n::Lang>,
    p: Playback,
    stats_open: RwSignal<bool>,
) -> impl IntoView {
    let Playback {
        step,
        playing,
        speed,
        last,
    } = p;
    let go = move |to: usize| p.go(to);
    view! {
        <div class="replay-controls" role="group" aria-label=say(lang, W::REPLAY_CONTROLS)>
            <button class="step" data-testid="replay-first" aria-label=say(lang, W::TO_THE_START) on:click=move |_| go(0)>"«"</button>
            <button class="step" data-testid="replay-back" aria-label=say(lang, W::ONE_STEP_BACK) on:click=move |_| go(step.get_untracked().saturating_sub(1))>"‹"</button>
            <button class="primary" data-testid="replay-play"
                aria-label=move || if playing.get() { word(lang.get(), W::PAUSE) } else { word(lang.get(), W::PLAY) }
                on:click=move |_| playing.update(|p| *p = !*p)>
                {move || if playing.get() { "❚❚" } else { "▶" }}
            </button>
            <button class="step" data-testid="replay-forward" aria-label=say(lang, W::ONE_STEP_FORWARD) on:click=move |_| go(step.get_untracked() + 1)>"›"</button>
            <button class="step" data-testid="replay-last" aria-label=say(lang, W::TO_THE_END) on:click=move |_| go(last)>"»"</button>
            <label class="speed">
                {say(lang, W::SPEED)}
                <select data-testid="replay-speed" on:change=move |ev| speed.set(event_target_value(&ev).parse().unwrap_or(1))>
                    {SPEEDS.iter().enumerate().map(|(i, s)| view! { <option value=i.to_string() selected=i == 1>{format!("{s}/s")}</option> }).collect_view()}
                </select>
            </label>
            <button data-testid="replay-stats" on:click=move |_| stats_open.set(true)>{say(lang, W::STATISTICS)}</button>
        </div>
        <input class="scrub" type="range" min="0" max=last.to_string() data-testid="replay-scrub"
            aria-label=say(lang, W::STEP)
            prop:value=move || step.get().to_string()
            on:input=move |ev| go(event_target_value(&ev).parse().unwrap_or(0)) />
    }
}
