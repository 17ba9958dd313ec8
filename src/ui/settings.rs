//! Player settings kept in `localStorage`: animation speed, sound, and colour-blind patterns on
//! player colours. The language is set from the top bar.

use leptos::prelude::*;

use crate::ui::shown::Shown;
use serde::{Deserialize, Serialize};

use super::phrases::say;
use super::storage;
use crate::engine::i18n::Lang;
use crate::ui::words::W;

/// The storage key of the settings.
const SETTINGS_KEY: &str = "lamorisse.settings";

/// How fast dice and moves animate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Animation {
    /// The full animation.
    #[default]
    Normal,
    /// A quicker one.
    Fast,
    /// None at all.
    Off,
}

impl Animation {
    /// Milliseconds between two actions of a bot.
    pub fn bot_step_ms(self) -> u64 {
        match self {
            Animation::Normal => 450,
            Animation::Fast => 120,
            Animation::Off => 0,
        }
    }

    /// Milliseconds a dice roll takes.
    pub fn roll_ms(self) -> u32 {
        match self {
            Animation::Normal => 600,
            Animation::Fast => 200,
            Animation::Off => 0,
        }
    }
}

/// Everything the Settings screen changes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// Animation speed.
    #[serde(default)]
    pub animation: Animation,
    /// Whether dice make a sound.
    #[serde(default)]
    pub sound: bool,
    /// Whether player tokens also carry a shape per colour (colour-blind patterns).
    #[serde(default)]
    pub patterns: bool,
    /// Whether a human player has a "What would the bot do?" button (off unless asked for).
    #[serde(default)]
    pub hints: bool,
    /// Whether phones joining from another network may go through a public STUN server
    /// (Google's `stun.l.google.com`) to find a way across routers (issue 38); off by
    /// default: at one table, on one Wi-Fi, no outside server is needed.
    #[serde(default)]
    pub stun: bool,
}

impl Settings {
    /// The stored settings, or the defaults.
    pub fn load() -> Settings {
        storage::read(SETTINGS_KEY)
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default()
    }

    /// Stores the settings; returns whether the browser accepted them.
    pub fn save(self) -> bool {
        storage::write(
            SETTINGS_KEY,
            &serde_json::to_string(&self).unwrap_or_default(),
        )
    }
}

/// Plays a short rattle for a dice roll, if the browser allows sound.
pub fn play_dice_sound() {
    let Ok(context) = web_sys::AudioContext::new() else {
        return;
    };
    let (Ok(oscillator), Ok(gain)) = (context.create_oscillator(), context.create_gain()) else {
        return;
    };
    let now = context.current_time();
    oscillator.set_type(web_sys::OscillatorType::Square);
    oscillator.frequency().set_value(180.0);
    gain.gain().set_value(0.05);
    let _ = gain.gain().linear_ramp_to_value_at_time(0.0, now + 0.12);
    let _ = oscillator.connect_with_audio_node(&gain);
    let _ = gain.connect_with_audio_node(&context.destination());
    let _ = oscillator.start();
    let _ = oscillator.stop_with_when(now + 0.12);
}

/// The Settings screen.
#[component]
pub fn SettingsPage(
    /// The language of the page.
    lang: Signal<Lang>,
) -> impl IntoView {
    let settings = expect_context::<RwSignal<Settings>>();
    let refused = RwSignal::new(false);
    let change = move |apply: &dyn Fn(&mut Settings)| {
        settings.update(|s| apply(s));
        refused.set(!settings.get_untracked().save());
    };
    let speeds = [
        (Animation::Normal, W::ANIMATION_NORMAL),
        (Animation::Fast, W::ANIMATION_FAST),
        (Animation::Off, W::ANIMATION_OFF),
    ];
    view! {
        <section class="settings-page" data-testid="settings-page">
            <h2>{say(lang, W::SETTINGS)}</h2>
            <fieldset>
                <legend>{say(lang, W::ANIMATION_SPEED)}</legend>
                {speeds.into_iter().map(|(speed, name)| view! {
                    <label class="check">
                        <input type="radio" name="animation" prop:checked=move || settings.get().animation == speed
                            on:change=move |_| change(&|s| s.animation = speed) />
                        {say(lang, name)}
                    </label>
                }).collect_view()}
            </fieldset>
            <label class="check">
                <input type="checkbox" data-testid="sound" prop:checked=move || settings.get().sound
                    on:change=move |ev| { let on = event_target_checked(&ev); change(&|s| s.sound = on); } />
                {say(lang, W::DICE_SOUND)}
            </label>
            <label class="check">
                <input type="checkbox" data-testid="patterns" prop:checked=move || settings.get().patterns
                    on:change=move |ev| { let on = event_target_checked(&ev); change(&|s| s.patterns = on); } />
                {say(lang, W::SHAPES_ON_PLAYER_COLOURS_COLOUR_BLIND)}
            </label>
            <label class="check">
                <input type="checkbox" data-testid="hints" prop:checked=move || settings.get().hints
                    on:change=move |ev| { let on = event_target_checked(&ev); change(&|s| s.hints = on); } />
                {say(lang, W::A_WHAT_WOULD_THE_BOT_DO)}
            </label>
            <label class="check">
                <input type="checkbox" data-testid="stun" prop:checked=move || settings.get().stun
                    on:change=move |ev| { let on = event_target_checked(&ev); change(&|s| s.stun = on); } />
                {say(lang, W::PHONES_IN_ANOTHER_PLACE_FIND_THE)}
            </label>
            <Shown when=move || refused.get()>
                <p class="notice" role="status">{say(lang, W::THE_BROWSER_REFUSED_TO_REMEMBER_THESE)}</p>
            </Shown>
        </section>
    }
}
