//! The table held at this device for phones (issue 38): the host's phones in context, and
//! the effects that keep the phones in step with the game.

use leptos::prelude::*;

use super::host::{LinkHost, PhonesAtStart};
use crate::engine::i18n::Lang;
use crate::ui::store::GameStore;

/// Holds the table at this device for phones (issue 38): the host's phones in context, the
/// wizard's invitations in turn, each phone's view after every change, the questions to
/// defenders on phones, and every channel closed when the table goes.
pub fn hold_table(store: GameStore, lang: Signal<Lang>) {
    let host = LinkHost::new(store);
    provide_context(host);
    // The wizard's "on their own phones": each person's invitation in turn.
    if let Some(asked) = use_context::<PhonesAtStart>()
        && asked.0.get_untracked()
    {
        asked.0.set(false);
        host.chain.set(true);
        host.invite_next(store, None);
    }
    super::dialog::draw_dialog(lang);
    Effect::new(move |_| {
        store.record.track();
        host.send_views(store);
    });
    Effect::new(move |_| {
        store.guard_request.track();
        store.dice_question.track();
        host.ask(store);
    });
    on_cleanup(move || {
        host.close_all();
        if host.dialog.get_untracked() {
            super::js::run("forget", &[]);
        }
    });
}
