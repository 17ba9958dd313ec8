//! [`say`]: a fixed text of the catalogs that follows the language switch in a view.

use leptos::prelude::{Get, Signal};

use crate::engine::i18n::Lang;
use crate::ui::words::{Words, word};

/// A text of the catalogs that follows the language switch, for a view's child or attribute.
/// Every call returns the same closure type, so Leptos's rendering code is built once for all
/// of them instead of once per text (docs/performance.md "Where the bytes go").
#[inline(always)]
pub fn say(
    lang: Signal<Lang>,
    words: Words,
) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    move || word(lang.get(), words)
}
