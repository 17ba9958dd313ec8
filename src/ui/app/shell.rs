//! The app's own state (the language, the screen, the message for the player, the saves',
//! the record replayed), the contexts it provides every screen, and what its buttons do.

use crate::ui::words::catalogs;
use leptos::prelude::*;

use super::page::{initial_language, keep_page_language, watch_other_tabs};
use crate::engine::i18n::Lang;
use crate::engine::record::Record;
use crate::ui::autosave::{Told, keep_autosaved};
use crate::ui::boards::ImportedBoards;
use crate::ui::link::phone::LinkPhone;
use crate::ui::replay_viewer::OpenReplay;
use crate::ui::settings::Settings;
use crate::ui::storage;
use crate::ui::store::{AUTOSAVE_KEY, GameStore};
use crate::ui::words::{W, Words};

/// Which screen is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Screen {
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

/// The app's state, shared by its screens' switch and its bars.
#[derive(Clone, Copy)]
pub(super) struct Shell {
    /// The language shown.
    pub(super) lang: RwSignal<Lang>,
    /// The message for the player, if any.
    pub(super) notice: RwSignal<Option<Words>>,
    /// The screen showing.
    pub(super) screen: RwSignal<Screen>,
    /// The game.
    pub(super) store: GameStore,
    /// This device's link to a host's table, as a phone (issue 38).
    pub(super) phone: LinkPhone,
    /// The player's settings.
    pub(super) settings: RwSignal<Settings>,
    /// Boards imported on this device (issue 40).
    pub(super) boards: ImportedBoards,
    /// Whether an autosave is kept (Continue).
    pub(super) has_autosave: RwSignal<bool>,
    /// The record the replay viewer shows.
    pub(super) replaying: RwSignal<Option<Record>>,
    /// The invitation this page was opened with, until the join screen takes it.
    pub(super) invitation: StoredValue<Option<Option<String>>>,
    /// Another tab writes the autosave: this one waits until its player saves here.
    pub(super) saving_paused: RwSignal<bool>,
    /// Writes what the bots played in the last second, before a screen is left or the
    /// autosave read back.
    pub(super) flush_autosave: Callback<()>,
}

impl Shell {
    /// The app's state, its contexts provided, and the effects that keep the page, the other
    /// tabs and the autosave in step with it. A phone opened by a host's invitation goes
    /// straight to joining (issue 38).
    pub(super) fn new() -> Self {
        let lang = RwSignal::new(initial_language());
        let notice = RwSignal::new(None::<Words>);
        let invitation = crate::ui::link::join::invitation_in_address();
        let screen = RwSignal::new(if invitation.is_some() {
            Screen::Join
        } else {
            Screen::Title
        });
        let store = GameStore::new();
        provide_context(store);
        let phone = LinkPhone::new();
        provide_context(phone);
        provide_context(crate::ui::link::host::PhonesAtStart(RwSignal::new(false)));
        let settings = RwSignal::new(Settings::load());
        provide_context(settings);
        // Boards imported on this device (issue 40): loaded only if there are any.
        let boards = ImportedBoards(RwSignal::new(Vec::new()));
        provide_context(boards);
        provide_context(crate::ui::board::drawings::Drawings(RwSignal::new(0)));
        crate::ui::boards::restore_kept(boards);
        let has_autosave = RwSignal::new(storage::read(AUTOSAVE_KEY).is_some());
        let replaying = RwSignal::new(None::<Record>);
        provide_context(OpenReplay(Callback::new(move |record| {
            replaying.set(Some(record));
            leptos::task::spawn_local(async move {
                catalogs::load_game_part(lang.get_untracked()).await;
                screen.try_set(Screen::Replay);
            });
        })));
        // Effects only touch the outside world: the page's language and title, the other
        // tabs, and the autosave.
        keep_page_language(lang);
        let saving_paused = RwSignal::new(false);
        let told = Told {
            paused: saving_paused,
            has_autosave,
            notice,
        };
        watch_other_tabs(store, told);
        let flush_autosave = keep_autosaved(store, told);
        Self {
            lang,
            notice,
            screen,
            store,
            phone,
            settings,
            boards,
            has_autosave,
            replaying,
            invitation: StoredValue::new(invitation),
            saving_paused,
            flush_autosave,
        }
    }

    /// Shows the game in `choice` and keeps the choice (a refused write is said).
    pub(super) fn choose_language(self, choice: Lang) {
        leptos::task::spawn_local(async move {
            // The new language's words first, so that no text is ever shown empty.
            if !crate::ui::words::load(choice).await {
                self.notice.set(Some(W::LANGUAGE_NOT_LOADED));
                return;
            }
            // A game's words too, if the page already needed the old language's.
            let was = self.lang.get_untracked();
            if catalogs::has_game_part(was) && !catalogs::load_game_part(choice).await {
                self.notice.set(Some(W::LANGUAGE_NOT_LOADED));
            }
            self.lang.set(choice);
            if !storage::write(storage::LANGUAGE_KEY, choice.code()) {
                self.notice.set(Some(W::STORAGE_REFUSED));
            }
        });
    }

    /// The player chose to save here again after another tab saved: this tab's game is
    /// written now.
    pub(super) fn save_here(self) {
        self.saving_paused.set(false);
        self.notice.set(None);
        let notice = self.notice;
        self.store.record.with_untracked(|record| {
            if let Some(record) = record
                && !storage::write(AUTOSAVE_KEY, &record.to_stored())
            {
                notice.set(Some(W::STORAGE_FULL));
            }
        });
    }

    /// The game screen comes in a task after the one that made or read the game (a long
    /// game's record is played again), so that neither holds a slow tablet's page for long.
    fn show_game(self) {
        self.with_game_words(Screen::Game);
    }

    /// Shows `next`, a screen that says the catalogs' messages (a game, the wizard, the rules,
    /// a replay), once the language's catalog part is in (should it fail to load, the screen shows anyway and the page says so: the game
    /// goes on).
    pub(super) fn with_game_words(self, next: Screen) {
        let (screen, notice, lang) = (self.screen, self.notice, self.lang);
        leptos::task::spawn_local(async move {
            if !catalogs::load_game_part(lang.get_untracked()).await {
                notice.try_set(Some(W::LANGUAGE_NOT_LOADED));
            }
            // In a task of its own: with the catalog already in, this runs in the click's
            // task, which then made the game and drew its screen at once (over 100 ms on a
            // slow tablet, issue 51 item 2).
            set_timeout(
                move || {
                    screen.try_set(next);
                },
                std::time::Duration::ZERO,
            );
        });
    }

    /// Continue: the autosave read back and played, or a message when it cannot be.
    pub(super) fn resume(self) {
        self.flush_autosave.run(());
        let Some(text) = storage::read(AUTOSAVE_KEY) else {
            return;
        };
        match self.store.resume(&text) {
            Ok(()) => {
                self.saving_paused.set(false);
                self.show_game();
            }
            Err(_) => self.notice.set(Some(W::AUTOSAVE_UNREADABLE)),
        }
    }

    /// A game started or loaded here: it is this tab's to save, and its screen shows.
    pub(super) fn started(self) {
        self.saving_paused.set(false);
        self.show_game();
    }
}
