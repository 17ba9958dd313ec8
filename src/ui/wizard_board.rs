//! The wizard's board choice (issue 40): the rules' own board, or a board imported on this
//! device, with the rule systems that fit it (`engine::imported`).

use leptos::prelude::*;

use super::boards::ImportedBoards;
use super::editions::BoardThumbnail;
use super::phrases::tr;
use crate::engine::board::Board;
use crate::engine::i18n::Lang;
use crate::engine::imported;
use crate::engine::presets::{PRESET_IDS, preset};
use crate::engine::rules::RuleSet;

/// Preset `id`'s rules on the imported board `board` (its own when `None` or unknown here),
/// or `None` when it does not fit the board.
pub fn chosen_rules(id: &str, board: Option<&str>) -> Option<RuleSet> {
    let rules = preset(id)?;
    match board.and_then(Board::by_key) {
        Some(board) => imported::on_board(rules, board),
        None => Some(rules),
    }
}

/// Whether preset `id` can be played on `board`.
pub fn fits(id: &str, board: Option<&str>) -> bool {
    chosen_rules(id, board).is_some()
}

/// Preset `id` if it fits `board`, else the first preset that does.
pub fn preset_for(id: &str, board: Option<&str>) -> String {
    if fits(id, board) {
        return id.to_owned();
    }
    PRESET_IDS
        .iter()
        .find(|other| fits(other, board))
        .map_or_else(|| id.to_owned(), |other| (*other).to_owned())
}

/// The board choice, shown once a board has been imported on this device: `chosen` is the
/// imported board's key (`None`: the rules' own), `choose` gets the player's choice.
#[component]
pub fn BoardChoice(
    /// The language of its words.
    lang: Signal<Lang>,
    /// The imported board chosen, if any.
    chosen: Signal<Option<String>>,
    /// Called with the board the player picks.
    choose: Callback<Option<String>>,
) -> impl IntoView {
    let boards = expect_context::<ImportedBoards>();
    let any = move || boards.0.with(|b| !b.is_empty());
    view! {
        <Show when=any>
            <div class="field board-choice">
                <label class="field">
                    {move || tr(lang.get(), "Board", "Plateau")}
                    <select data-testid="board" on:change=move |ev| {
                        let key = event_target_value(&ev);
                        choose.run((!key.is_empty()).then_some(key));
                    }>
                        <option value="" selected=move || chosen.get().is_none()>
                            {move || tr(lang.get(), "The rules’ own board", "Le plateau de la règle")}
                        </option>
                        {move || boards.0.get().into_iter().map(|b| {
                            let key = b.key.clone();
                            view! { <option value=b.key.clone() selected=move || chosen.get().as_deref() == Some(key.as_str())>{b.name.clone()}</option> }
                        }).collect_view()}
                    </select>
                </label>
                {move || chosen.get().filter(|k| Board::by_key(k).is_some()).map(|key| view! {
                    <BoardThumbnail board=key />
                })}
            </div>
        </Show>
    }
}
