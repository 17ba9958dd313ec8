//! The root component: the title screen, the table screen and the language setting.
//!
//! [`App`] holds the screen showing and switches between them; the app's state and what its
//! buttons do are in `shell.rs`, the page's language, title and focus in `page.rs`, the
//! title screen's parts in `title.rs`.

mod page;
mod shell;
mod title;

use leptos::prelude::*;

use crate::ui::shown::Shown;

use super::link::join::JoinScreen;
use super::replay_viewer::ReplayViewer;
use super::rules_pages::RulesPages;
use super::saves_panel::SavesPanel;
use super::settings::SettingsPage;
use super::table::Table;
use super::wizard::Wizard;
use crate::engine::i18n::Lang;
use crate::ui::words::{W, word};
use page::let_go_of_focus;
pub(crate) use page::wanted_language;
use shell::{Screen, Shell};
use title::{Explorer, LanguageSwitch, title_bar};

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    super::font_primer::prime_fonts();
    let shell = Shell::new();
    let Shell {
        screen,
        store,
        notice,
        settings,
        saving_paused,
        ..
    } = shell;
    // A finished game closed from the victory screen goes back to the title.
    Effect::new(move |_| {
        if store.state.with(Option::is_none) && screen.get_untracked() == Screen::Game {
            screen.set(Screen::Title);
        }
    });
    let lang: Signal<Lang> = shell.lang.into();
    let choose_language = move |choice: Lang| shell.choose_language(choice);
    view! {
        <main
            class="app"
            class:table=move || screen.get() != Screen::Title
            class:in-game=move || screen.get() == Screen::Game
            style=move || format!("--roll-ms: {}ms", settings.get().animation.roll_ms())
        >
            <Shown when=move || screen.get() != Screen::Game>
            {title_bar(lang, screen, shell.has_autosave, shell.boards, move || shell.resume(), choose_language, move |next| shell.with_game_words(next))}
            </Shown>
            <Shown when=move || notice.get().is_some()>
                <p class="notice" role="status" data-testid="notice">{move || notice.get().map(|n| word(lang.get(), n))}</p>
            </Shown>
            <Shown when=move || saving_paused.get()>
                <button data-testid="save-here" on:click=move |_| shell.save_here()>{move || word(lang.get(), W::SAVE_HERE_AGAIN)}</button>
            </Shown>
            {move || {
                let showing = screen.get();
                let_go_of_focus();
                screen_view(shell, lang, showing)
            }}
        </main>
    }
}

/// The screen `showing`, under the bars.
fn screen_view(shell: Shell, lang: Signal<Lang>, showing: Screen) -> AnyView {
    let Shell {
        screen,
        store,
        phone,
        flush_autosave,
        invitation,
        replaying,
        ..
    } = shell;
    let started = Callback::new(move |()| shell.started());
    let choose_language = move |choice: Lang| shell.choose_language(choice);
    match showing {
        Screen::Title => view! {
            <SavesPanel lang=lang on_loaded=started />
            <Explorer lang=lang />
        }.into_any(),
        Screen::Wizard => view! { <Wizard lang=lang on_started=started /> }.into_any(),
        // The game screen's own bar holds Back and the language switch, so the map
        // gets the height (issue 23).
        Screen::Game => view! {
            <Table
                lang=lang
                lead=move || view! {
                    <button class="back" data-testid="back" on:click=move |_| {
                        // A phone leaving its host's table lets the seat go.
                        phone.leave(store);
                        flush_autosave.run(());
                        screen.set(Screen::Title);
                    }>
                        {move || word(lang.get(), W::BACK)}
                    </button>
                }
                trail=move || view! { <LanguageSwitch lang=lang choose=choose_language short=true /> }
            />
        }.into_any(),
        Screen::Rules => view! { <RulesPages lang=lang /> }.into_any(),
        Screen::Join => view! {
            <JoinScreen lang=lang code=invitation.try_update_value(Option::take).flatten().flatten() on_table=Callback::new(move |()| shell.with_game_words(Screen::Game)) />
        }.into_any(),
        Screen::Settings => view! { <SettingsPage lang=lang /> }.into_any(),
        Screen::Replay => match replaying.get() {
            Some(record) => view! { <ReplayViewer lang=lang record=record /> }.into_any(),
            None => ().into_any(),
        },
    }
}
