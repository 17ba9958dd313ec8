//! The root component: the title screen, the table screen and the language setting.

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use crate::ui::shown::Shown;

use super::autosave::{Told, keep_autosaved};
use super::board::{BoardMap, MapMarks};
use super::font_primer::prime_fonts;
use super::i18n::{Text, language_name, text};
use super::link::join::JoinScreen;
use super::phrases::tr;
use super::replay_viewer::{OpenReplay, ReplayViewer};
use super::rules_pages::RulesPages;
use super::saves_panel::SavesPanel;
use super::settings::{Settings, SettingsPage};
use super::storage;
use super::store::{AUTOSAVE_KEY, GameStore};
use super::table::Table;
use super::wizard::Wizard;
use crate::engine::board::{Board, TerritoryId};
use crate::engine::i18n::Lang;

/// Which screen is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Screen {
    /// The name, Continue, New game and the language switch, over the board.
    Title,
    /// The new-game wizard.
    Wizard,
    /// A game in progress.
    Game,
    /// The rules pages.
    Rules,
    /// The settings.
    Settings,
    /// The replay viewer.
    Replay,
    /// A phone joining a table held by another device (issue 38).
    Join,
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
    prime_fonts();
    let lang = RwSignal::new(initial_language());
    let notice = RwSignal::new(None::<Text>);
    // A phone opened by a host's invitation goes straight to joining (issue 38).
    let invitation = crate::ui::link::join::invitation_in_address();
    let screen = RwSignal::new(if invitation.is_some() {
        Screen::Join
    } else {
        Screen::Title
    });
    let store = GameStore::new();
    provide_context(store);
    let phone = crate::ui::link::phone::LinkPhone::new();
    provide_context(phone);
    provide_context(crate::ui::link::host::PhonesAtStart(RwSignal::new(false)));
    let invitation = StoredValue::new(invitation);
    let settings = RwSignal::new(Settings::load());
    provide_context(settings);
    // Boards imported on this device (issue 40): loaded only if there are any.
    let boards = crate::ui::boards::ImportedBoards(RwSignal::new(Vec::new()));
    provide_context(boards);
    provide_context(crate::ui::board::drawings::Drawings(RwSignal::new(0)));
    crate::ui::boards::restore_kept(boards);
    let has_autosave = RwSignal::new(storage::read(AUTOSAVE_KEY).is_some());
    // The record the replay viewer shows.
    let replaying = RwSignal::new(None::<crate::engine::record::Record>);
    provide_context(OpenReplay(Callback::new(move |record| {
        replaying.set(Some(record));
        screen.set(Screen::Replay);
    })));
    let choose_language = move |choice: Lang| {
        lang.set(choice);
        if !storage::write(storage::LANGUAGE_KEY, choice.code()) {
            notice.set(Some(Text::StorageRefused));
        }
    };
    // Effects only touch the outside world: the page's language and title, the other tabs,
    // and the autosave.
    keep_page_language(lang);
    let saving_paused = RwSignal::new(false);
    let told = Told {
        paused: saving_paused,
        has_autosave,
        notice,
    };
    watch_other_tabs(store, told);
    let save_here = move || {
        saving_paused.set(false);
        notice.set(None);
        store.record.with_untracked(|record| {
            if let Some(record) = record
                && !storage::write(AUTOSAVE_KEY, &record.to_stored())
            {
                notice.set(Some(Text::StorageFull));
            }
        });
    };
    // What the bots played in the last second is written before the game screen is left and
    // before the autosave is read back.
    let flush_autosave = keep_autosaved(store, told);
    // A finished game closed from the victory screen goes back to the title.
    Effect::new(move |_| {
        if store.state.with(Option::is_none) && screen.get_untracked() == Screen::Game {
            screen.set(Screen::Title);
        }
    });
    // The game screen comes in a task after the one that made or read the game (a long game's
    // record is played again), so that neither holds a slow tablet's page for long.
    let show_game = move || {
        set_timeout(
            move || {
                screen.try_set(Screen::Game);
            },
            std::time::Duration::ZERO,
        );
    };
    let resume = move || {
        flush_autosave.run(());
        let Some(text) = storage::read(AUTOSAVE_KEY) else {
            return;
        };
        match store.resume(&text) {
            Ok(()) => {
                saving_paused.set(false);
                show_game();
            }
            Err(_) => notice.set(Some(Text::AutosaveUnreadable)),
        }
    };
    let lang: Signal<Lang> = lang.into();
    let started = Callback::new(move |()| {
        // A game started or loaded here is this tab's to save.
        saving_paused.set(false);
        show_game();
    });
    view! {
        <main
            class="app"
            class:table=move || screen.get() != Screen::Title
            class:in-game=move || screen.get() == Screen::Game
            style=move || format!("--roll-ms: {}ms", settings.get().animation.roll_ms())
        >
            <Shown when=move || screen.get() != Screen::Game>
            {title_bar(lang, screen, has_autosave, boards, resume, choose_language)}
            </Shown>
            <Shown when=move || notice.get().is_some()>
                <p class="notice" role="status" data-testid="notice">{move || notice.get().map(|n| text(lang.get(), n))}</p>
            </Shown>
            <Shown when=move || saving_paused.get()>
                <button data-testid="save-here" on:click=move |_| save_here()>{move || text(lang.get(), Text::SaveHereAgain)}</button>
            </Shown>
            {move || {
                let showing = screen.get();
                let_go_of_focus();
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
                                {move || text(lang.get(), Text::Back)}
                            </button>
                        }
                        trail=move || view! { <LanguageSwitch lang=lang choose=choose_language short=true /> }
                    />
                }.into_any(),
                Screen::Rules => view! { <RulesPages lang=lang /> }.into_any(),
                Screen::Join => view! {
                    <JoinScreen lang=lang code=invitation.try_update_value(Option::take).flatten().flatten() on_table=Callback::new(move |()| screen.set(Screen::Game)) />
                }.into_any(),
                Screen::Settings => view! { <SettingsPage lang=lang /> }.into_any(),
                Screen::Replay => match replaying.get() {
                    Some(record) => view! { <ReplayViewer lang=lang record=record /> }.into_any(),
                    None => ().into_any(),
                },
                }
            }}
        </main>
    }
}

/// The bar over the title and the other screens (the game screen has its own): Back, the
/// name and its line, and on the title screen Continue, New game, Join a table, Rules, Boards
/// and Settings; the language switch.
fn title_bar(
    lang: Signal<Lang>,
    screen: RwSignal<Screen>,
    has_autosave: RwSignal<bool>,
    boards: crate::ui::boards::ImportedBoards,
    resume: impl Fn() + Copy + Send + Sync + 'static,
    choose_language: impl Fn(Lang) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <header class="top-bar">
            <Shown when=move || screen.get() != Screen::Title>
                <button class="back" data-testid="back" on:click=move |_| screen.set(Screen::Title)>
                    {move || text(lang.get(), Text::Back)}
                </button>
            </Shown>
            <div class="brand">
                <h1 data-testid="title">{move || text(lang.get(), Text::Title)}</h1>
                <p class="tagline" data-testid="tagline">{move || text(lang.get(), Text::Tagline)}</p>
            </div>
            <Shown when=move || screen.get() == Screen::Title>
                <Shown when=move || has_autosave.get()>
                    <button class="primary" data-testid="continue" on:click=move |_| resume()>
                        {move || text(lang.get(), Text::Continue)}
                    </button>
                </Shown>
                <button class="primary" data-testid="new-game" on:click=move |_| screen.set(Screen::Wizard)>
                    {move || text(lang.get(), Text::NewGame)}
                </button>
                <button data-testid="join-table" on:click=move |_| screen.set(Screen::Join)>
                    {move || tr(lang.get(), "Join a table", "Rejoindre une table")}
                </button>
                <button data-testid="rules" on:click=move |_| screen.set(Screen::Rules)>
                    {move || text(lang.get(), Text::Rules)}
                </button>
                <button data-testid="boards" on:click=move |_| crate::ui::boards::open_page(boards, lang.get_untracked(), || ())>
                    {move || tr(lang.get(), "Boards", "Plateaux")}
                </button>
                <button data-testid="settings" on:click=move |_| screen.set(Screen::Settings)>
                    {move || text(lang.get(), Text::Settings)}
                </button>
            </Shown>
            <LanguageSwitch lang=lang choose=choose_language />
        </header>
    }
}

/// Keeps the page's language (`<html lang>`) and title in the language shown.
fn keep_page_language(lang: RwSignal<Lang>) {
    Effect::new(move |_| {
        let current = lang.get();
        let document = document();
        if let Some(root) = document.document_element() {
            let _ = root.set_attribute("lang", current.code());
        }
        document.set_title(text(current, Text::Title));
    });
}

/// Two tabs on the same saves: when another tab writes the autosave while this one has a game
/// on, this tab stops saving and says so, until its player chooses to save here; with no game
/// on, Continue follows the other tab's autosave.
fn watch_other_tabs(store: GameStore, told: Told) {
    let listener = window_event_listener(leptos::ev::storage, move |event| {
        if event.key().as_deref() != Some(AUTOSAVE_KEY) {
            return;
        }
        if store.state.with_untracked(Option::is_some) {
            told.paused.set(true);
            told.notice.set(Some(Text::ChangedInAnotherTab));
        } else {
            told.has_autosave.set(event.new_value().is_some());
        }
    });
    on_cleanup(move || listener.remove());
}

/// Lets go of the focus before a screen replaces another. The control that changed the
/// screen (Start, Back, Continue) leaves with the old screen, and the browser, moving the
/// focus off a control it removes, would lay the new screen out at once, in the task that
/// draws it (some 40 ms on a slow tablet, docs/performance.md).
fn let_go_of_focus() {
    let focused = document().active_element();
    if let Some(focused) = focused.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = focused.blur();
    }
}

/// The title screen's board: tap a territory to see its borders.
#[component]
fn Explorer(lang: Signal<Lang>) -> impl IntoView {
    let selected = RwSignal::new(None::<TerritoryId>);
    let board = Board::world();
    let marks: Signal<MapMarks> = Memo::new(move |_| MapMarks {
        selected: selected.get(),
        highlighted: selected
            .get()
            .map(|s| board.territory(s).neighbours.clone())
            .unwrap_or_default(),
        ..MapMarks::default()
    })
    .into();
    let tap = Callback::new(move |id: TerritoryId| {
        selected.update(|s| *s = if *s == Some(id) { None } else { Some(id) })
    });
    view! {
        <section class="board-area">
            <div class="board-scroll">
                <BoardMap lang=lang marks=marks on_tap=tap />
            </div>
            <TerritoryInfo lang=lang selected=selected />
        </section>
    }
}

/// Two buttons, one per language, each named in its own language (by its code alone in the
/// game bar, `short`, where room is scarce: the accessible name stays the language's).
#[component]
fn LanguageSwitch(
    lang: Signal<Lang>,
    choose: impl Fn(Lang) + Copy + 'static,
    #[prop(optional)] short: bool,
) -> impl IntoView {
    let buttons = Lang::ALL
        .into_iter()
        .map(|choice| {
            view! {
                <button
                    class="lang"
                    data-testid=format!("lang-{}", choice.code())
                    lang=choice.code()
                    aria-pressed=move || (lang.get() == choice).to_string()
                    aria-label=short.then(|| language_name(choice))
                    on:click=move |_| choose(choice)
                >
                    {if short { choice.code().to_uppercase() } else { language_name(choice).to_owned() }}
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
            "{} ({}, +{} {}). {}{} {}.",
            territory.name.get(current),
            continent.name.get(current),
            continent.bonus,
            text(current, Text::BonusArmies),
            text(current, Text::Borders),
            super::phrases::tr(current, ":", "\u{202f}:"),
            neighbours.join(", ")
        )
    };
    view! {
        <p class="territory-info" data-testid="territory-info" aria-live="polite">
            {describe}
        </p>
    }
}
