//! A defender playing on their phone answers there (issue 38): at the host, a line saying
//! who is deciding (with a way on when their phone is gone); on the phone, the question of
//! the dice (RULINGS R5, "defender chooses"). 003's defence potion is asked on the phone by
//! the same prompt as at the host (`empire::GuardPrompt`).

use leptos::prelude::*;

use super::reads::{seat_name, with_state};
use crate::engine::board::TerritoryId;
use crate::engine::i18n::Lang;
use crate::engine::link::FromPhone;
use crate::engine::state::ForceId;
use crate::ui::link::host::LinkHost;
use crate::ui::phrases::{count, say, tr};
use crate::ui::shown::Shown;
use crate::ui::store::GameStore;

/// What a defender on a phone is asked now, as the attacked territory and whether it is the
/// dice (else a defence potion); only at the host.
fn asked_on_phone(store: GameStore) -> Option<(TerritoryId, bool)> {
    if store.is_remote() {
        return None;
    }
    let guard = store.guard_request.get().map(|(_, to)| (to, false));
    let dice = store.dice_question.get().map(|(_, to, _)| (to, true));
    let (to, dice) = guard.or(dice)?;
    let holder = with_state(store, |s| s.holding(to).owner)?;
    store.is_away(holder).then_some((to, dice))
}

/// At the host: who is answering on their phone, while the attack waits; when their phone is
/// gone, a button goes on without them (no potion, or the most dice).
#[component]
pub fn AnsweringOnPhone(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let host = use_context::<LinkHost>();
    let holder = move || {
        let (to, _) = asked_on_phone(store)?;
        with_state(store, |s| s.holding(to).owner)
    };
    let words = move || {
        let (_, dice) = asked_on_phone(store)?;
        let who = seat_name(store, lang.get(), holder()?.0);
        Some(match (lang.get(), dice) {
            (Lang::En, false) => {
                format!("{who} is deciding on their phone whether to play a defence potion…")
            }
            (Lang::Fr, false) => {
                format!("{who} choisit sur son téléphone s'il joue une potion de défense…")
            }
            (Lang::En, true) => format!("{who} is choosing their defence dice on their phone…"),
            (Lang::Fr, true) => format!("{who} choisit ses dés de défense sur son téléphone…"),
        })
    };
    let gone = move || {
        let seat = holder().map(|h: ForceId| usize::from(h.0));
        seat.is_some_and(|seat| host.is_some_and(|h| !h.is_joined(seat)))
    };
    let go_on = move |_| match (asked_on_phone(store), host) {
        (Some((_, true)), Some(host)) => host.dice_answered(store, 2),
        _ => store.answer_guard(None),
    };
    view! {
        <Shown when=move || asked_on_phone(store).is_some()>
            <div class="update-bar guard-waiting" data-testid="guard-waiting" role="status">
                <span>{words}</span>
                <Shown when=gone>
                    <button data-testid="guard-skip" on:click=go_on>
                        {say(lang, "Go on without them", "Continuer sans attendre")}
                    </button>
                </Shown>
            </div>
        </Shown>
    }
}

/// The question of a phone's attack to a defender here (RULINGS R5): on a phone, from the
/// host, and the answer goes back; at the host, when a phone attacks a player at this device.
#[component]
pub fn DiceQuestion(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let host = use_context::<LinkHost>();
    let here = move |to: TerritoryId| {
        store.is_remote()
            || with_state(store, |s| !store.is_away(s.holding(to).owner)).unwrap_or(false)
    };
    let question = move || store.dice_question.get().filter(|(_, to, _)| here(*to));
    let words = move || {
        let (from, to, dice) = question()?;
        with_state(store, |s| {
            let lang = lang.get();
            let board = s.board();
            let who = seat_name(store, lang, s.turn.current.0);
            let (f, t) = (board.territory(from), board.territory(to));
            let dice = count(lang, u32::from(dice), ("die", "dice"), ("dé", "dés"));
            let (f, t) = (f.name.get(lang), t.name.get(lang));
            match lang {
                Lang::En => format!("{who} attacks {t} from {f} with {dice}."),
                Lang::Fr => format!("{who} attaque {t} depuis {f} avec {dice}."),
            }
        })
    };
    let answer = move |dice: u8| match host {
        Some(host) => host.dice_answered(store, dice),
        None => {
            store.tell_host(|at| FromPhone::Dice { at, dice });
            store.dice_question.set(None);
        }
    };
    // At the host, the defender is named: the tablet is theirs for the question.
    let ask_words = move || {
        let ask = tr(
            lang.get(),
            "how many dice do you defend with?",
            "avec combien de dés défendez-vous\u{202f}?",
        );
        let defender = question().and_then(|(_, to, _)| with_state(store, |s| s.holding(to).owner));
        match defender.filter(|_| !store.is_remote()) {
            Some(d) => format!("{}, {ask}", seat_name(store, lang.get(), d.0)),
            None => tr(
                lang.get(),
                "How many dice do you defend with?",
                "Avec combien de dés défendez-vous\u{202f}?",
            )
            .to_owned(),
        }
    };
    let label = move |n: u8| count(lang.get(), u32::from(n), ("die", "dice"), ("dé", "dés"));
    view! {
        <Shown when=move || question().is_some()>
            <div class="overlay guard-question" data-testid="phone-defence" role="dialog" aria-modal="true" aria-label=say(lang, "The defender's dice", "Les dés du défenseur")>
                <p>{words}</p>
                <p>{ask_words}</p>
                <div class="choice" role="group" aria-label=say(lang, "Defend with", "Défendre avec")>
                    <button data-testid="phone-defend-1" on:click=move |_| answer(1)>{move || label(1)}</button>
                    <button data-testid="phone-defend-2" disabled=move || question().is_some_and(|(_, to, _)| with_state(store, |s| s.holding(to).armies < 2).unwrap_or(false)) on:click=move |_| answer(2)>{move || label(2)}</button>
                </div>
            </div>
        </Shown>
    }
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
