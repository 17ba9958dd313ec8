//! The title screen's parts: the bar over it (and over the other screens but the game's),
//! the language switch, and the board to explore with the tapped territory's borders.

use leptos::prelude::*;

use super::shell::Screen;
use crate::engine::board::{Board, TerritoryId};
use crate::engine::i18n::Lang;
use crate::ui::board::{BoardMap, MapMarks};
use crate::ui::i18n::language_name;
use crate::ui::shown::Shown;
use crate::ui::words::catalogs::{continent_name, place_name};
use crate::ui::words::{W, word};

/// The bar over the title and the other screens (the game screen has its own): Back, the
/// name and its line, and on the title screen Continue, New game, Join a table, Rules, Boards
/// and Settings; the language switch.
pub(super) fn title_bar(
    lang: Signal<Lang>,
    screen: RwSignal<Screen>,
    has_autosave: RwSignal<bool>,
    boards: crate::ui::boards::ImportedBoards,
    resume: impl Fn() + Copy + Send + Sync + 'static,
    choose_language: impl Fn(Lang) + Copy + Send + Sync + 'static,
    // Shows a screen that says the catalogs' messages, once they are in.
    open: impl Fn(Screen) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <header class="top-bar">
            <Shown when=move || screen.get() != Screen::Title>
                <button class="back" data-testid="back" on:click=move |_| screen.set(Screen::Title)>
                    {move || word(lang.get(), W::BACK)}
                </button>
            </Shown>
            <div class="brand">
                <h1 data-testid="title">{move || word(lang.get(), W::TITLE)}</h1>
                <p class="tagline" data-testid="tagline">{move || word(lang.get(), W::TAGLINE)}</p>
            </div>
            <Shown when=move || screen.get() == Screen::Title>
                <Shown when=move || has_autosave.get()>
                    <button class="primary" data-testid="continue" on:click=move |_| resume()>
                        {move || word(lang.get(), W::CONTINUE)}
                    </button>
                </Shown>
                <button class="primary" data-testid="new-game" on:click=move |_| open(Screen::Wizard)>
                    {move || word(lang.get(), W::NEW_GAME)}
                </button>
                <button data-testid="join-table" on:click=move |_| screen.set(Screen::Join)>
                    {move || word(lang.get(), W::JOIN_A_TABLE)}
                </button>
                <button data-testid="rules" on:click=move |_| open(Screen::Rules)>
                    {move || word(lang.get(), W::RULES)}
                </button>
                <button data-testid="boards" on:click=move |_| crate::ui::boards::open_page(boards, lang.get_untracked(), || ())>
                    {move || word(lang.get(), W::BOARDS)}
                </button>
                <button data-testid="settings" on:click=move |_| screen.set(Screen::Settings)>
                    {move || word(lang.get(), W::SETTINGS)}
                </button>
            </Shown>
            <LanguageSwitch lang=lang choose=choose_language />
        </header>
    }
}

/// The title screen's board: tap a territory to see its borders.
#[component]
pub(super) fn Explorer(lang: Signal<Lang>) -> impl IntoView {
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

/// The language menu: the language shown (by its code alone in the game bar, `short`, where
/// room is scarce), and once opened a button for each language, each named in itself.
#[component]
pub(super) fn LanguageSwitch(
    lang: Signal<Lang>,
    choose: impl Fn(Lang) + Copy + 'static,
    #[prop(optional)] short: bool,
) -> impl IntoView {
    let open = RwSignal::new(false);
    let buttons = Lang::ALL
        .into_iter()
        .map(|choice| {
            view! {
                <button
                    class="lang"
                    data-testid=format!("lang-{}", choice.code())
                    lang=choice.code()
                    aria-pressed=move || (lang.get() == choice).to_string()
                    on:click=move |_| {
                        open.set(false);
                        choose(choice);
                    }
                >
                    {language_name(choice)}
                </button>
            }
        })
        .collect_view();
    let shown = move || match short {
        true => lang.get().code().to_uppercase(),
        false => language_name(lang.get()).to_owned(),
    };
    // A native disclosure: keyboard, touch and screen readers open it as they open any; a
    // tap elsewhere or Escape closes it.
    let toggled = move |ev: leptos::ev::Event| {
        let target = ev.target().map(wasm_bindgen::JsValue::from);
        let now = target.and_then(|t| js_sys::Reflect::get(&t, &"open".into()).ok());
        open.set(now.is_some_and(|v| v.is_truthy()));
    };
    let menu = NodeRef::<leptos::html::Details>::new();
    let elsewhere = window_event_listener(leptos::ev::pointerdown, move |ev| {
        use wasm_bindgen::JsCast;
        let target = ev.target().and_then(|t| t.dyn_into::<web_sys::Node>().ok());
        let inside = menu
            .get_untracked()
            .is_some_and(|m| m.contains(target.as_ref()));
        if open.get_untracked() && !inside {
            open.set(false);
        }
    });
    on_cleanup(move || elsewhere.remove());
    let escape = move |ev: leptos::ev::KeyboardEvent| {
        if ev.key() == "Escape" && open.get_untracked() {
            open.set(false);
        }
    };
    view! {
        <details class="lang-switch" node_ref=menu prop:open=move || open.get() on:toggle=toggled on:keydown=escape>
            <summary data-testid="language-menu" aria-label=move || word(lang.get(), W::LANGUAGE_SWITCH)>
                <span lang=move || lang.get().code()>{shown}</span>
            </summary>
            <div class="lang-list" role="group" aria-label=move || word(lang.get(), W::LANGUAGE_SWITCH)>
                {buttons}
            </div>
        </details>
    }
}

/// The selected territory's name, continent and borders, or a prompt to tap one.
#[component]
fn TerritoryInfo(lang: Signal<Lang>, selected: RwSignal<Option<TerritoryId>>) -> impl IntoView {
    let board = Board::world();
    let describe = move || {
        let current = lang.get();
        let Some(id) = selected.get() else {
            return word(current, W::TAP_A_TERRITORY).to_owned();
        };
        let territory = board.territory(id);
        let continent = &board.continents[usize::from(territory.continent.0)];
        let neighbours: Vec<String> = territory
            .neighbours
            .iter()
            .map(|&n| place_name(current, board, n))
            .collect();
        format!(
            "{} ({}, +{} {}). {}{} {}.",
            place_name(current, board, id),
            continent_name(current, board, &continent.key),
            continent.bonus,
            word(current, W::BONUS_ARMIES),
            word(current, W::BORDERS),
            word(current, W::TEXT),
            neighbours.join(", ")
        )
    };
    view! {
        <p class="territory-info" data-testid="territory-info" aria-live="polite">
            {describe}
        </p>
    }
}
