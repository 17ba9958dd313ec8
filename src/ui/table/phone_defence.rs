//! A defender playing on their phone answers there (issue 38): at the host, a line saying
//! who is deciding (with a way on when their phone is gone); on the phone, the question of
//! the dice (RULINGS R5, "defender chooses"), also asked at the host of a player there
//! attacked from a phone. They are drawn by the on-demand module (`public/link/screens.js`),
//! which every device at such a table has loaded. 003's defence potion is asked on the phone
//! by the same prompt as at the host (`empire::GuardPrompt`).

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use super::reads::{seat_name, with_state};
use crate::engine::board::TerritoryId;
use crate::engine::i18n::Lang;
use crate::engine::link::FromPhone;
use crate::engine::state::ForceId;
use crate::ui::link::host::LinkHost;
use crate::ui::link::js;
use crate::ui::store::GameStore;

/// The question open for a defender, as the on-demand module draws it (`screens.js`
/// `question`): at the host, who answers on their phone, or the dice question to a player
/// here attacked from a phone; on a phone, the dice question from the host; else nothing.
fn question_json(store: GameStore, host: Option<LinkHost>, lang: Lang) -> Option<String> {
    let guard = store.guard_request.get().map(|(from, to)| (from, to, 0));
    let (from, to, dice) = guard.or(store.dice_question.get())?;
    with_state(store, |s| {
        let holder = s.holding(to).owner;
        let on_phone = !store.is_remote() && store.is_away(holder);
        let kind = match (on_phone, dice) {
            (true, 0) => "waiting-guard",
            (true, _) => "waiting-dice",
            // 003's potion question at this device is the table's own prompt.
            (false, 0) => return None,
            (false, _) => "dice",
        };
        let name = |seat: ForceId| serde_json::to_string(&seat_name(store, lang, seat.0));
        let place = |t| serde_json::to_string(&crate::ui::words::catalogs::place_name(lang, s.board(), t));
        let seat = usize::from(holder.0);
        let gone = on_phone && host.is_some_and(|h| !h.is_joined(seat));
        Some(format!(
            r#"{{"lang":"{}","kind":"{kind}","who":{},"attacker":{},"from":{},"to":{},"dice":{dice},"two":{},"gone":{gone},"named":{}}}"#,
            lang.code(),
            name(holder).ok()?,
            name(s.turn.current).ok()?,
            place(from).ok()?,
            place(to).ok()?,
            s.max_defence_dice(s.holding(to).armies) >= 2,
            !store.is_remote(),
        ))
    })
    .flatten()
}

/// Draws the questions to defenders through the on-demand module (loaded only once a
/// question comes, so a table of one device never loads it), and answers with the button
/// chosen: the dice (1 or 2), or 0 to go on without a phone that is gone.
pub fn draw_questions(store: GameStore, lang: Signal<Lang>) {
    let host = use_context::<LinkHost>();
    let answer = move |n: u8| match (n, host) {
        (0, Some(host)) if store.dice_question.get_untracked().is_some() => {
            host.dice_answered(store, 2)
        }
        (0, _) => store.answer_guard(None),
        (dice, Some(host)) => host.dice_answered(store, dice),
        (dice, None) => {
            store.tell_host(|at| FromPhone::Dice { at, dice });
            store.dice_question.set(None);
        }
    };
    let handler = StoredValue::new_local(None::<JsValue>);
    let drawn = StoredValue::new(false);
    on_cleanup(move || {
        if drawn.get_value() {
            js::run("question", &[JsValue::NULL]);
        }
    });
    Effect::new(move |_| {
        let json = question_json(store, host, lang.get());
        if json.is_none() && !drawn.get_value() {
            return;
        }
        drawn.set_value(true);
        if handler.with_value(Option::is_none) {
            let callback = Closure::<dyn FnMut(u8)>::new(answer);
            handler.set_value(Some(callback.into_js_value()));
        }
        let json = JsValue::from(json.unwrap_or_else(|| "null".into()));
        js::run("question", &[json, handler.get_value().unwrap_or_default()]);
    });
}

/// The battlefield's choice: the attacking and attacked territories and the dice.
type Chosen = (
    RwSignal<Option<TerritoryId>>,
    RwSignal<Option<TerritoryId>>,
    RwSignal<u8>,
);

/// Wires the battlefield's question (`asking`: `Some(blitzing)` while the defender chooses)
/// to a defender on a phone: the host asks the phone about the attack `chosen` (a blitz
/// rolls the most dice, `max_dice`) and rolls with the answer (`roll_with`) when it comes.
pub fn ask_on_phone(
    store: GameStore,
    asking: RwSignal<Option<bool>>,
    (from, to, dice): Chosen,
    max_dice: impl Fn() -> u8 + 'static,
    roll_with: impl Fn(u8) + 'static,
) {
    let question = move |blitzing: bool| {
        let (from, to) = (from.get_untracked()?, to.get_untracked()?);
        let holder = with_state(store, |s| s.defending_seat(to))?;
        let chosen = if blitzing { 3 } else { dice.get_untracked() };
        store
            .is_away(holder)
            .then(|| (from, to, chosen.min(max_dice())))
    };
    Effect::new(move |_| {
        if let Some(blitzing) = asking.get()
            && let Some(asked) = untrack(|| question(blitzing))
        {
            store.dice_question.set(Some(asked));
        }
    });
    Effect::new(move |_| {
        let Some(dice) = store.dice_answer.get() else {
            return;
        };
        store.dice_answer.set(None);
        if asking.get_untracked().is_some() {
            roll_with(dice);
        }
    });
}
