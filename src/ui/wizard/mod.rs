//! The new-game wizard: preset, players, names, setup method and seed, remembered between
//! games.
//!
//! [`Wizard`] holds the choices (`choices.rs`) and starts the game; each part of the form is
//! drawn by its own module: the game (`games.rs`, the board's choice in `board.rs`), the
//! seats (`seats.rs`), the options (`options.rs`).

mod board;
mod choices;
mod games;
mod options;
mod seats;
mod settings;
mod start;
mod words;

use leptos::prelude::*;

use crate::ui::shown::Shown;

use crate::engine::i18n::Lang;
use crate::ui::phrases::say;
use crate::ui::store::GameStore;
use crate::ui::words::W;
use choices::Choices;
use settings::Pins;
use settings::Settings;

/// The wizard; `on_started` runs once the game is set up.
#[component]
pub fn Wizard(lang: Signal<Lang>, on_started: Callback<()>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let settings = RwSignal::new(Settings::remembered());
    let error = RwSignal::new(None::<String>);
    let pins: Pins = RwSignal::new(vec![String::new(); 6]);
    let choices = Choices::new(lang, settings);
    let start = move || {
        let chosen = settings.get_untracked();
        match start::start_game(store, &chosen, choices.rules(), &pins.get_untracked()) {
            Ok(()) => {
                if let Some(asked) = use_context::<crate::ui::link::host::PhonesAtStart>() {
                    asked.0.set(chosen.phones);
                }
                on_started.run(())
            }
            Err(e) => error.set(Some(crate::ui::refusals::setup_refusal(
                lang.get_untracked(),
                &e,
            ))),
        }
    };
    view! {
        <section class="wizard" data-testid="wizard">
            <div class="wizard-body">
            <h2>{say(lang, W::NEW_GAME)}</h2>
            {games::game_choice(choices)}
            {seats::seats(choices, pins)}
            {options::table_options(choices)}
            </div>
            <div class="wizard-actions">
            <Shown when=move || error.get().is_some()>
                <p class="notice" role="alert">{move || error.get()}</p>
            </Shown>
            <button class="primary" data-testid="start-game" on:click=move |_| start()>
                {say(lang, W::START_THE_GAME)}
            </button>
            </div>
        </section>
    }
}
