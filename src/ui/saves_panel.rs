//! The saves on the title screen (load, delete, import) and the game screen's save and export
//! buttons.

use leptos::prelude::*;

use crate::ui::shown::Shown;
use wasm_bindgen_futures::JsFuture;
use web_sys::HtmlInputElement;

use super::phrases::say;
use super::refusals::{NotDone, replay_refusal};
use super::replay_viewer::OpenReplay;
use super::saves::{self, SaveError, SlotInfo};
use super::stats_panel::StatsPanel;
use super::store::GameStore;
use crate::engine::i18n::Lang;
use crate::engine::record::Record;
use crate::ui::words::{W, word};

/// The browser's current date and time, to label a save.
fn now() -> String {
    let iso: String = js_sys::Date::new_0().to_iso_string().into();
    iso.chars().take(16).collect::<String>().replace('T', " ")
}

/// A save error in words.
fn error_text(lang: Lang, error: &SaveError) -> String {
    match error {
        SaveError::StorageRefused => word(lang, W::THE_BROWSER_S_STORAGE_IS_FULL).to_owned(),
        SaveError::Invalid(why) => replay_refusal(lang, NotDone::FileNotImported, why),
    }
}

/// The saved games, with Load and Delete, and the Import button.
#[component]
pub fn SavesPanel(lang: Signal<Lang>, on_loaded: Callback<()>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let slots = RwSignal::new(saves::list());
    let message = RwSignal::new(None::<String>);
    // Another tab saved, deleted or imported a game: show the list as it now stands.
    let listener = window_event_listener(leptos::ev::storage, move |event| {
        if event
            .key()
            .is_none_or(|key| key.starts_with(saves::SLOT_KEYS))
        {
            slots.set(saves::list());
        }
    });
    on_cleanup(move || listener.remove());
    let load = move |slot: SlotInfo| {
        let Some(text) = saves::load(slot.id) else {
            return;
        };
        match store.resume(&text) {
            Ok(()) => on_loaded.run(()),
            Err(e) => message.set(Some(replay_refusal(
                lang.get_untracked(),
                NotDone::SavedGameNotRead,
                &e,
            ))),
        }
    };
    let import = move |ev: leptos::ev::Event| {
        message.set(None);
        read_chosen_file(&ev, move |name, text| {
            // Each message names its file, so one import's answer is never taken for another's.
            let answer = match saves::import(&text, now()) {
                Ok(_) => {
                    slots.set(saves::list());
                    word(lang.get_untracked(), W::GAME_IMPORTED).to_owned()
                }
                Err(error) => error_text(lang.get_untracked(), &error),
            };
            message.set(Some(format!("{name}: {answer}")));
        });
    };
    let open_replay = expect_context::<OpenReplay>();
    let replay_text = move |text: &str| match Record::from_stored(text) {
        Ok(record) => open_replay.0.run(record),
        Err(error) => message.set(Some(replay_refusal(
            lang.get_untracked(),
            NotDone::GameNotReplayable,
            &error,
        ))),
    };
    let replay_slot = move |id| {
        if let Some(text) = saves::load(id) {
            replay_text(&text);
        }
    };
    let replay_file = move |ev: leptos::ev::Event| {
        read_chosen_file(&ev, move |_, text| replay_text(&text));
    };
    view! {
        <section class="saves" aria-label=say(lang, W::SAVED_GAMES)>
            <label class="import-button">
                {say(lang, W::IMPORT_A_GAME)}
                <input type="file" accept=".json,application/json" data-testid="import" on:change=import />
            </label>
            <label class="import-button">
                {say(lang, W::REPLAY_A_GAME_FILE)}
                <input type="file" accept=".json,application/json" data-testid="replay-file" on:change=replay_file />
            </label>
            <Shown when=move || message.get().is_some()>
                <p class="notice" role="status" data-testid="saves-message">{move || message.get()}</p>
            </Shown>
            <ul class="slots">
                {move || slots.get().into_iter().map(|slot| {
                    let (for_load, id) = (slot.clone(), slot.id);
                    view! {
                        <li data-testid=format!("save-slot-{id}")>
                            <span class="slot-text">{move || format!("{} · {} · {} · {} {}", slot.saved_at, crate::ui::editions::full_name(lang.get(), &slot.preset), slot.players.join(", "), word(lang.get(), W::TURN), slot.turn)}</span>
                            <button on:click=move |_| load(for_load.clone())>{say(lang, W::LOAD)}</button>
                            <button data-testid=format!("replay-slot-{id}") on:click=move |_| replay_slot(id)>{say(lang, W::REPLAY_2)}</button>
                            <button aria-label=say(lang, W::DELETE_THIS_SAVE) on:click=move |_| {
                                saves::delete(id);
                                slots.set(saves::list());
                            }>"✕"</button>
                        </li>
                    }
                }).collect_view()}
            </ul>
        </section>
    }
}

/// The game screen's Save and Export controls.
#[component]
pub fn SaveControls(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let message = RwSignal::new(None::<String>);
    let stats_open = RwSignal::new(false);
    // The export's address holds the whole record: it is written when the link is clicked
    // (before the browser follows it), not after every action of the game.
    let fill_href = move |ev: leptos::ev::MouseEvent| {
        let url = store
            .record
            .with_untracked(|r| r.as_ref().map(saves::export_url))
            .unwrap_or_default();
        if let Some(link) = ev
            .current_target()
            .and_then(|t| leptos::wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        {
            let _ = link.set_attribute("href", &url);
        }
    };
    let file_name = move || {
        store
            .record
            .with(|r| r.as_ref().map(|r| format!("lamorisse-{}.json", r.preset)))
            .unwrap_or_default()
    };
    view! {
        <section class="save-controls">
            <button data-testid="save" on:click=move |_| {
                let turn = store.state.with_untracked(|s| s.as_ref().map_or(0, |s| s.turn.number));
                let result = store.record.with_untracked(|r| r.as_ref().map(|r| saves::save(r, turn, now())));
                message.set(Some(match result {
                    Some(Ok(_)) => word(lang.get_untracked(), W::SAVED).to_owned(),
                    Some(Err(e)) => error_text(lang.get_untracked(), &e),
                    None => String::new(),
                }));
            }>{say(lang, W::SAVE)}</button>
            <a class="button" data-testid="export" href="#" download=file_name on:click=fill_href>{say(lang, W::EXPORT)}</a>
            <button data-testid="export-log" on:click=move |_| leptos::task::spawn_local(async move {
                // The log's words are the catalog's game part (in already once a game is shown).
                let lang = lang.get_untracked();
                if store.record.with_untracked(Option::is_none) {
                    return;
                }
                crate::ui::words::catalogs::load_game_part(lang).await;
                let text = store.record.with_untracked(|r| {
                    r.as_ref().and_then(|r| crate::ui::words::catalogs::log_text(lang, r))
                });
                match text {
                    Some(Ok(text)) => download_text(&text, &file_name().replace(".json", "-log.txt")),
                    Some(Err(e)) => message.set(Some(replay_refusal(lang, NotDone::LogNotExported, &e))),
                    None => message.set(Some(word(lang, W::LANGUAGE_NOT_LOADED).to_owned())),
                }
            })>{say(lang, W::EXPORT_THE_LOG)}</button>
            <button data-testid="stats" on:click=move |_| stats_open.set(true)>{say(lang, W::STATISTICS)}</button>
            <Shown when=move || message.get().is_some()>
                <p role="status">{move || message.get()}</p>
            </Shown>
            <Shown when=move || stats_open.get()>
                {move || store.record.get_untracked().map(|record| view! {
                    <StatsPanel lang=lang record=record on_close=Callback::new(move |()| stats_open.set(false)) />
                })}
            </Shown>
        </section>
    }
}

/// Offers `text` as a download named `name`, through a temporary link.
fn download_text(text: &str, name: &str) {
    use leptos::wasm_bindgen::JsCast;
    let url = format!(
        "data:text/plain;charset=utf-8,{}",
        js_sys::encode_uri_component(text)
    );
    let link = document()
        .create_element("a")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(link) = link {
        let _ = link.set_attribute("href", &url);
        let _ = link.set_attribute("download", name);
        link.click();
    }
}

/// Reads the file chosen in the input behind `ev` (then clears the input, so the same file may
/// be chosen again) and hands its name and text to `then`.
fn read_chosen_file(ev: &leptos::ev::Event, then: impl FnOnce(String, String) + 'static) {
    let input: HtmlInputElement = event_target(ev);
    let Some(file) = input.files().and_then(|files| files.get(0)) else {
        return;
    };
    let (promise, name) = (file.text(), file.name());
    input.set_value("");
    leptos::task::spawn_local(async move {
        let text = JsFuture::from(promise)
            .await
            .ok()
            .and_then(|v| v.as_string())
            .unwrap_or_default();
        then(name, text);
    });
}
