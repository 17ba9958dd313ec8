//! The root component: the title screen, the table screen and the language setting.

use leptos::prelude::*;

use super::board::BoardMap;
use super::i18n::{Text, language_name, text};
use super::storage;
use crate::engine::board::{Board, TerritoryId};
use crate::engine::i18n::Lang;

/// Which screen is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Screen {
    /// The name, the language switch and the New game button, over the board.
    Title,
    /// The board at full size.
    Table,
}

/// The language to start in: the stored choice, else the browser's, else English.
fn initial_language() -> Lang {
    storage::read(storage::LANGUAGE_KEY)
        .and_then(|code| Lang::from_code(&code))
        .or_else(|| {
            window()
                .navigator()
                .language()
                .and_then(|code| Lang::from_code(&code))
        })
        .unwrap_or_default()
}

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let lang = RwSignal::new(initial_language());
    let storage_refused = RwSignal::new(false);
    let screen = RwSignal::new(Screen::Title);
    let selected = RwSignal::new(None::<TerritoryId>);
    let choose_language = move |choice: Lang| {
        lang.set(choice);
        storage_refused.set(!storage::write(storage::LANGUAGE_KEY, choice.code()));
    };
    // Effects only touch the outside world: the page's language and title.
    Effect::new(move |_| {
        let current = lang.get();
        let document = document();
        if let Some(root) = document.document_element() {
            let _ = root.set_attribute("lang", current.code());
        }
        document.set_title(text(current, Text::Title));
    });
    let lang: Signal<Lang> = lang.into();
    view! {
        <main class="app" class:table=move || screen.get() == Screen::Table>
            <header class="top-bar">
                <Show when=move || screen.get() == Screen::Table>
                    <button
                        class="back"
                        data-testid="back"
                        on:click=move |_| screen.set(Screen::Title)
                    >
                        {move || text(lang.get(), Text::Back)}
                    </button>
                </Show>
                <div class="brand">
                    <h1 data-testid="title">{move || text(lang.get(), Text::Title)}</h1>
                    <p class="tagline" data-testid="tagline">
                        {move || text(lang.get(), Text::Tagline)}
                    </p>
                </div>
                <Show when=move || screen.get() == Screen::Title>
                    <button
                        class="primary"
                        data-testid="new-game"
                        on:click=move |_| screen.set(Screen::Table)
                    >
                        {move || text(lang.get(), Text::NewGame)}
                    </button>
                </Show>
                <LanguageSwitch lang=lang choose=choose_language />
            </header>
            <Show when=move || storage_refused.get()>
                <p class="notice" role="status">{move || text(lang.get(), Text::StorageRefused)}</p>
            </Show>
            <section class="board-area">
                <div class="board-scroll">
                    <BoardMap lang=lang selected=selected />
                </div>
                <TerritoryInfo lang=lang selected=selected />
            </section>
        </main>
    }
}

/// Two buttons, one per language, each named in its own language.
#[component]
fn LanguageSwitch(lang: Signal<Lang>, choose: impl Fn(Lang) + Copy + 'static) -> impl IntoView {
    let buttons = Lang::ALL
        .into_iter()
        .map(|choice| {
            view! {
                <button
                    class="lang"
                    data-testid=format!("lang-{}", choice.code())
                    lang=choice.code()
                    aria-pressed=move || (lang.get() == choice).to_string()
                    on:click=move |_| choose(choice)
                >
                    {language_name(choice)}
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="lang-switch" role="group" aria-label=move || text(lang.get(), Text::LanguageSwitch)>
            {buttons}
        </div>
    }
}

/// The selected territory's name, continent and borders, or a prompt to tap one.
#[component]
fn TerritoryInfo(lang: Signal<Lang>, selected: RwSignal<Option<TerritoryId>>) -> impl IntoView {
    let board = Board::world();
    let describe = move || {
        let current = lang.get();
        let Some(id) = selected.get() else {
            return text(current, Text::TapATerritory).to_owned();
        };
        let territory = board.territory(id);
        let continent = &board.continents[usize::from(territory.continent.0)];
        let neighbours: Vec<&str> = territory
            .neighbours
            .iter()
            .map(|&n| board.territory(n).name.get(current))
            .collect();
        format!(
            "{} ({}, +{} {}). {}: {}.",
            territory.name.get(current),
            continent.name.get(current),
            continent.bonus,
            text(current, Text::BonusArmies),
            text(current, Text::Borders),
            neighbours.join(", ")
        )
    };
    view! {
        <p class="territory-info" data-testid="territory-info" aria-live="polite">
            {describe}
        </p>
    }
}
