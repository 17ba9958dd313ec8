//! The catalogs the page has loaded (issue 52): each language's messages, parsed by
//! `lamorisse-words` from the parts the page fetches (`public/words/`, `sources::PARTS`): the
//! start part (empty today) arrives with the language's table of fixed words, the game part
//! (every other message) once the title page shows, or when something first says one of its
//! messages. Until it is in, such a message reads as nothing (a place its board's own name),
//! and every view that said it is drawn again once it is. Native builds (the tests) have every
//! part built in.

use std::cell::RefCell;

use lamorisse_words::Catalog;
use lamorisse_words::catalog::Table;
use lamorisse_words::forms::Named;
use leptos::prelude::{ArcTrigger, Notify, Track};

use crate::engine::board::Board;
use crate::engine::i18n::Lang;
use crate::engine::text::message::Message;

/// One language's catalog and what of it is in.
struct Loaded {
    /// The language.
    lang: Lang,
    /// Its messages so far.
    catalog: Catalog,
    /// Whether the game part is in.
    game: bool,
    /// Whether the game part's download has been started.
    asked: bool,
}

thread_local! {
    /// The catalogs loaded so far, by language.
    static CATALOGS: RefCell<Vec<Loaded>> = const { RefCell::new(Vec::new()) };
    /// Notified when a part comes in: every view that said a message is drawn again.
    static CHANGED: ArcTrigger = ArcTrigger::new();
}

/// `message` in `lang`, its places on `board` and its forces named by `force`; nothing while
/// the part that says it is still on its way (the view is drawn again once it is in).
pub fn speak(lang: Lang, message: &Message, board: &Board, force: &dyn Fn(u8) -> Named) -> String {
    let table = Table { board, force };
    read_or_ask(lang, |catalog| catalog.format(message, &table)).unwrap_or_default()
}

/// What `read` finds in `lang`'s catalog, tracked (a view that reads it is drawn again when a
/// part comes in); when it finds nothing and the game part is not in, that part is asked for.
fn read_or_ask<T>(lang: Lang, read: impl FnOnce(&Catalog) -> Option<T>) -> Option<T> {
    CHANGED.with(Track::track);
    let (found, ask) = with_catalog(lang, |loaded| {
        let found = read(&loaded.catalog);
        let ask = found.is_none() && !loaded.game && !loaded.asked;
        loaded.asked |= ask;
        (found, ask)
    })?;
    if ask {
        ask_game_part(lang);
    }
    found
}

/// `message` in `lang` in its form `attribute` (French's `.inline`, after a colon), or its
/// text where the language gives none; as [`speak`] otherwise.
pub fn speak_form(
    lang: Lang,
    message: &Message,
    attribute: &str,
    board: &Board,
    force: &dyn Fn(u8) -> Named,
) -> String {
    let table = Table { board, force };
    read_or_ask(lang, |catalog| {
        catalog.format_form(message, attribute, &table)
    })
    .unwrap_or_default()
}

/// `message`, which names no place and no force (a setup's or a saved game's refusal, a
/// game's name), in `lang`.
pub fn speak_plain(lang: Lang, message: &Message) -> String {
    let nobody = |_: u8| Named::Player(String::new());
    speak(lang, message, Board::world(), &nobody)
}

/// `message`, which names forces but no place (a headline, a player's luck), in `lang`: the
/// forces as `record` names them.
pub fn speak_forces(
    lang: Lang,
    message: &Message,
    record: &crate::engine::record::Record,
) -> String {
    let named = |force: u8| {
        lamorisse_words::table::force_named(record, crate::engine::state::ForceId(force))
    };
    speak(lang, message, Board::world(), &named)
}

/// A force of `record` by its name: a player's own, the game's own forces as the catalog
/// says them ("Independent 2").
pub fn force_name(
    lang: Lang,
    record: &crate::engine::record::Record,
    force: crate::engine::state::ForceId,
) -> String {
    use crate::engine::text::message::Arg;
    let message = Message::new("log-header-player", vec![("force", Arg::Force(force.0))]);
    speak_forces(lang, &message, record)
}

/// The message `id`, which has no variable (a potion's or a people's name), in `lang`.
pub fn speak_word(lang: Lang, id: &'static str) -> String {
    speak_plain(lang, &Message::word(id))
}

/// A message whose id is `id` followed by `suffix` (`potion-levy` and `-effect`), which has no
/// variable, in `lang`.
pub fn speak_word_part(lang: Lang, id: &'static str, suffix: &str) -> String {
    speak_plain(lang, &Message::word(format!("{id}{suffix}")))
}

/// `message`, which names no place and no force, in its form `attribute` (an edition's
/// `.line`), or its text where the language gives none.
pub fn speak_plain_form(lang: Lang, message: &Message, attribute: &str) -> String {
    let nobody = |_: u8| Named::Player(String::new());
    speak_form(lang, message, attribute, Board::world(), &nobody)
}

/// The name of the territory `id` of `board` in `lang` (`places-<board>.ftl`); the board's own
/// name while the catalog is not in, or for a place no catalog names (an imported board's).
pub fn place_name(lang: Lang, board: &Board, id: crate::engine::board::TerritoryId) -> String {
    let territory = board.territory(id);
    let message = format!("{}-{}", board.key, territory.key);
    plain_or(lang, &message, || territory.name.get(lang).to_owned())
}

/// The shortened name of the territory `id` of `board` in `lang`, for a crowded map (its
/// `.short` in `places-<board>.ftl`), if the language gives one.
pub fn place_short(
    lang: Lang,
    board: &Board,
    id: crate::engine::board::TerritoryId,
) -> Option<String> {
    let message = format!("{}-{}", board.key, board.territory(id).key);
    read_or_ask(lang, |catalog| catalog.plain(&message, Some("short")))
}

/// A card's name: the territory it shows, or a star for a joker.
pub fn card_name(lang: Lang, card: crate::engine::cards::Card, board: &Board) -> String {
    match card {
        crate::engine::cards::Card::Territory(t) => place_name(lang, board, t),
        crate::engine::cards::Card::Joker(_) => "★".to_owned(),
    }
}

/// The name of `board` in `lang` (`board-<key>`), as [`place_name`] finds it.
pub fn board_title(lang: Lang, board: &Board) -> String {
    plain_or(lang, &format!("board-{}", board.key), || {
        board.name.get(lang).to_owned()
    })
}

/// The name of the continent `key` of `board` in `lang`, as [`place_name`] finds it.
pub fn continent_name(lang: Lang, board: &Board, key: &str) -> String {
    let message = format!("{}-continent-{key}", board.key);
    let own = || {
        let continent = board.continents.iter().find(|c| c.key == key);
        continent
            .map(|c| c.name.get(lang).to_owned())
            .unwrap_or_default()
    };
    plain_or(lang, &message, own)
}

/// The text of the message `id`, which has no variable, in `lang`; `own` while the catalog's
/// game part is not in (and it is asked for), or when the catalog lacks it.
fn plain_or(lang: Lang, id: &str, own: impl FnOnce() -> String) -> String {
    read_or_ask(lang, |catalog| catalog.plain(id, None)).unwrap_or_else(own)
}

/// A recorded game's whole log in `lang`, a line an event (`lamorisse_words::log_text`), once
/// the game part is in; `None` while it is not.
pub fn log_text(
    lang: Lang,
    record: &crate::engine::record::Record,
) -> Option<Result<String, crate::engine::record::ReplayError>> {
    with_catalog(lang, |l| {
        l.game
            .then(|| lamorisse_words::log_text::log_text(record, &l.catalog))
    })
    .flatten()
}

/// Whether `lang`'s game part is in.
pub fn has_game_part(lang: Lang) -> bool {
    CATALOGS.with_borrow(|c| c.iter().any(|l| l.lang == lang && l.game))
}

/// Loads `lang`'s game part if it is not in yet; whether it is in now.
pub async fn load_game_part(lang: Lang) -> bool {
    if has_game_part(lang) {
        return true;
    }
    let text = fetched_game_part(lang).await;
    text.is_some_and(|text| install(lang, "game", &text))
}

/// Starts loading `lang`'s game part, and draws again what said nothing once it is in.
fn ask_game_part(lang: Lang) {
    #[cfg(target_arch = "wasm32")]
    wasm_bindgen_futures::spawn_local(async move {
        if !load_game_part(lang).await {
            // Asked again by the next view that needs it.
            with_catalog(lang, |l| l.asked = false);
        }
    });
    #[cfg(not(target_arch = "wasm32"))]
    let _ = lang;
}

/// Adds the catalog part `part` (`start` or `game`) of `lang`; whether it is in (a text that is
/// not this version's catalog is refused, and nothing of it kept).
pub fn install(lang: Lang, part: &str, text: &str) -> bool {
    CATALOGS.with_borrow_mut(|catalogs| {
        if !catalogs.iter().any(|l| l.lang == lang) {
            let Ok(catalog) = Catalog::empty(lang.code()) else {
                return false;
            };
            catalogs.push(Loaded {
                lang,
                catalog,
                game: false,
                asked: false,
            });
        }
        let Some(loaded) = catalogs.iter_mut().find(|l| l.lang == lang) else {
            return false;
        };
        if part == "game" && loaded.game {
            return true;
        }
        let added = loaded.catalog.add(part, text).is_ok();
        loaded.game |= added && part == "game";
        added
    }) && {
        CHANGED.with(Notify::notify);
        true
    }
}

/// Calls `read` with `lang`'s catalog, if one is loaded (native builds load theirs here).
fn with_catalog<T>(lang: Lang, read: impl FnOnce(&mut Loaded) -> T) -> Option<T> {
    #[cfg(not(target_arch = "wasm32"))]
    builtin::ensure(lang);
    CATALOGS.with_borrow_mut(|catalogs| catalogs.iter_mut().find(|l| l.lang == lang).map(read))
}

/// `lang`'s game part as the page can have it: the single-file edition's data block, else
/// the file named after the words' version (`words/<code>-game-<version>.txt`).
async fn fetched_game_part(lang: Lang) -> Option<String> {
    let code = lang.code();
    if let Some(text) = crate::ui::fetched::inline(&format!("words-{code}-game")) {
        return Some(text);
    }
    let name = match super::tables::version() {
        Some(version) => format!("words/{code}-game-{version}.txt"),
        None => format!("words/{code}-game.txt"),
    };
    crate::ui::fetched::fetch_text(&name).await
}

/// The parts built into native builds (the tests), from `public/words/`.
#[cfg(not(target_arch = "wasm32"))]
mod builtin {
    use crate::engine::i18n::Lang;
    use crate::ui::words::catalogs::{CATALOGS, install};

    /// Installs `lang`'s parts, if they are not in yet.
    pub(super) fn ensure(lang: Lang) {
        if CATALOGS.with_borrow(|c| c.iter().any(|l| l.lang == lang && l.game)) {
            return;
        }
        let (table, game) = crate::ui::words::tables::builtin_files(lang);
        let start = crate::ui::words::tables::catalog_part(table).unwrap_or_default();
        install(lang, "start", start);
        install(lang, "game", game);
    }
}
