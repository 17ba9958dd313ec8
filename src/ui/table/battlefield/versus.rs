//! The battle's title: two territories facing each other across crossed swords.

use leptos::prelude::*;

use crate::engine::i18n::Lang;
use crate::ui::phrases::say;
use crate::ui::words::W;
pub(super) use crate::ui::words::Words;

/// Between the sides of a battle being fought: "Eastern US (11) attacks Western US (7)".
pub(super) const ATTACKS: Words = W::VERSUS_ATTACKS;

/// Between the sides of a battle over: "Moravia: Bohemia taken!", never "Moravia attacks
/// Bohemia taken!".
pub(super) const OVER: Words = W::VERSUS_OVER;

/// Two territories in battle: "Eastern US (11) ⚔ Western US (7)". The crossed swords are
/// drawn (the "⚔" sign reads as a "×" in common fonts) and said in words to screen readers
/// (`ATTACKS` or `OVER`).
pub(super) fn versus(
    lang: Signal<Lang>,
    attacker: String,
    defender: String,
    words: Words,
) -> impl IntoView {
    view! {
        {attacker}" "
        <svg class="swords" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            // Two blades with their points up, crossing; then the guards, grips and pommels.
            <path d="M3 3l2.6.9 10.25 10.25-1.7 1.7L3.9 5.6z" />
            <path d="M21 3l-2.6.9-10.25 10.25 1.7 1.7L20.1 5.6z" />
            <path class="hilt" d="M17.1 12.9l-4.2 4.2M15 15l3.6 3.6M6.9 12.9l4.2 4.2M9 15l-3.6 3.6" />
            <circle cx="19.8" cy="19.8" r="1.7" />
            <circle cx="4.2" cy="19.8" r="1.7" />
        </svg>
        <span class="visually-hidden">{say(lang, words)}</span>
        " "{defender}
    }
}
