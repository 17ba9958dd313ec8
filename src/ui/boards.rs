//! Boards someone drew (issue 40), as the app sees them: the bridge to the on-demand Boards
//! page (`public/boards/screens.js`, loaded by index.html's `lamorisseBoards()`), and the
//! boards imported on this device, made known to the engine, for the wizard to offer.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::engine::i18n::Lang;
use crate::engine::imported;

/// The localStorage key listing the kept boards (written by `public/boards/store.js`).
const INDEX_KEY: &str = "lamorisse.boards";

/// A board imported on this device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptBoard {
    /// Its key.
    pub key: String,
    /// Its name.
    pub name: String,
    /// Its picture as a URL the page can show, if the map has one.
    pub picture: Option<String>,
}

/// The boards imported on this device (a context).
#[derive(Clone, Copy)]
pub struct ImportedBoards(pub RwSignal<Vec<KeptBoard>>);

impl ImportedBoards {
    /// The picture of board `key`, if it has one here.
    pub fn picture(&self, key: &str) -> Option<String> {
        self.0
            .with(|boards| boards.iter().find(|b| b.key == key)?.picture.clone())
    }
}

/// Calls `lamorisseBoards(name, host)`: the page's module is imported the first time.
fn run(name: &str, host: &JsValue) {
    let window: JsValue = window().into();
    let Ok(function) = js_sys::Reflect::get(&window, &"lamorisseBoards".into()) else {
        return;
    };
    if let Ok(function) = function.dyn_into::<js_sys::Function>() {
        let _ = function.call2(&window, &name.into(), host);
    }
}

/// Sets `name` on `object` to `value`.
fn set(object: &js_sys::Object, name: &str, value: &JsValue) {
    let _ = js_sys::Reflect::set(object, &name.into(), value);
}

/// The host the page's module talks back to: `register(board, drawing, pictureUrl)` (an
/// empty answer when the board is known, else why not), `forget(key)`, `closed()`, `lang`.
fn host(boards: ImportedBoards, lang: Lang, closed: impl Fn() + 'static) -> JsValue {
    let object = js_sys::Object::new();
    let register =
        Closure::<dyn Fn(js_sys::Uint8Array, js_sys::Uint8Array, JsValue) -> JsValue>::new(
            move |board: js_sys::Uint8Array, drawing: js_sys::Uint8Array, picture: JsValue| {
                match imported::register_packed(&board.to_vec(), &drawing.to_vec()) {
                    Ok(board) => {
                        let kept = KeptBoard {
                            key: board.key.clone(),
                            name: board.name.en.clone(),
                            picture: picture.as_string(),
                        };
                        boards.0.update(|list| {
                            list.retain(|b| b.key != kept.key);
                            list.push(kept);
                        });
                        JsValue::from_str("")
                    }
                    Err(why) => JsValue::from_str(&why),
                }
            },
        );
    let forget = Closure::<dyn Fn(String)>::new(move |key: String| {
        boards.0.update(|list| list.retain(|b| b.key != key));
    });
    set(&object, "register", &register.into_js_value());
    set(&object, "forget", &forget.into_js_value());
    set(
        &object,
        "closed",
        &Closure::<dyn Fn()>::new(closed).into_js_value(),
    );
    set(&object, "lang", &lang.code().into());
    object.into()
}

/// Makes the boards kept on this device known, if there are any (nothing is loaded when
/// there are none).
pub fn restore_kept(boards: ImportedBoards) {
    // store.js writes the list as plain JSON, not a JSON string as `storage` keeps text.
    use gloo_storage::Storage;
    let list = gloo_storage::LocalStorage::raw()
        .get_item(INDEX_KEY)
        .ok()
        .flatten();
    if list.is_some_and(|list| list.len() > 2) {
        run("restore", &host(boards, Lang::En, || {}));
    }
}

/// Opens the Boards page once its words are in (the catalog's game part, which the title
/// page fetches in the background); `closed` runs when the player closes it.
pub fn open_page(boards: ImportedBoards, lang: Lang, closed: impl Fn() + 'static) {
    leptos::task::spawn_local(async move {
        crate::ui::words::catalogs::load_game_part(lang).await;
        run("open", &host(boards, lang, closed));
    });
}
