//! Choosing the game: the board (a kept one first), the edition's box, the game among its
//! rules, and a line on it.

use leptos::prelude::*;

use super::board::{BoardChoice, EditionFit, fits, kept_name, preset_for, rules_change};
use super::choices::Choices;
use super::settings::fit_seats;
use super::words::{describe, player_range};
use crate::ui::boards::ImportedBoards;
use crate::ui::editions::{
    BoardThumbnail, EDITIONS, Edition, edition_line, edition_name, edition_of, game_name,
};
use crate::ui::phrases::say;
use crate::ui::words::W;

/// The board, the editions' boxes and the game's list, with the note a board's change
/// leaves and the chosen game's line.
pub(super) fn game_choice(c: Choices) -> impl IntoView {
    let Choices {
        lang,
        settings,
        chosen_board,
        rules_note,
        ..
    } = c;
    let kept_boards = expect_context::<ImportedBoards>();
    view! {
        // A kept board comes first: the editions and games that fit it follow.
        <BoardChoice lang=lang chosen=Signal::derive(move || chosen_board.get())
            choose=Callback::new(move |key: Option<String>| settings.update(|s| {
                let now = preset_for(&s.preset, key.as_deref());
                let was = std::mem::replace(&mut s.preset, now);
                let name = key.as_deref().map(|k| kept_name(&kept_boards, k)).unwrap_or_default();
                rules_note.set((was != s.preset).then(|| (was, s.preset.clone(), name)));
                s.board = key;
                fit_seats(s);
            })) />
        {move || rules_note.get().and_then(|(was, now, board)| rules_change(lang.get(), &was, &now, &board)).map(|note| view! {
            <p class="hint rules-change" data-testid="rules-change" role="status">{note}</p>
        })}
        <div class="editions" role="radiogroup" aria-label=say(lang, W::EDITION)>
            {EDITIONS.iter().filter(|e| !e.playable().is_empty()).map(|edition| edition_card(c, edition)).collect_view()}
        </div>
        {preset_list(c)}
        <p class="hint" data-testid="preset-line">{move || c.chosen_preset.with(|p| describe(lang.get(), p))}</p>
    }
}

/// An edition's box, a radio button: choosing it chooses its first game that fits the board.
fn edition_card(c: Choices, edition: &'static Edition) -> impl IntoView {
    let Choices {
        lang,
        settings,
        chosen_preset,
        rules_note,
        ..
    } = c;
    let chosen =
        move || chosen_preset.with(|p| edition_of(p).is_some_and(|e| e.book == edition.book));
    // Worked out again only when the board changes, not at every keystroke.
    let board = c.chosen_board;
    let fit = Memo::new(move |_| board.with(|b| EditionFit::of(edition, b.as_deref())));
    let games = move || fit.with(|f| f.games.clone());
    let players = move || fit.with(|f| f.players);
    view! {
        <button class="edition-card" role="radio" data-testid=format!("edition-{}", edition.book)
            aria-checked=move || chosen().to_string()
            // On an imported board, an edition none of whose games fit it is greyed.
            aria-disabled=move || games().is_empty().to_string()
            class:unfit=move || games().is_empty()
            on:click=move |_| {
                if chosen() { return; }
                if let Some(first) = games().first() {
                    let id = (*first).to_owned();
                    rules_note.set(None);
                    settings.update(|s| { s.preset = id; fit_seats(s); });
                }
            }>
            // The chosen board where the edition's games fit it, else its own.
            {move || {
                let shown = board.get().filter(|_| !games().is_empty()).unwrap_or_else(|| edition.board());
                view! { <BoardThumbnail board=shown /> }
            }}
            <span class="edition-text">
                <span class="edition-name">{move || edition_name(lang.get(), edition)}</span>
                <span class="edition-players">{move || players().map(|(min, max)| player_range(lang.get(), min, max)).unwrap_or_default()}</span>
                <span class="edition-line">{move || edition_line(lang.get(), edition)}</span>
            </span>
        </button>
    }
}

/// Every playable game, grouped by edition; those that do not fit the board are disabled.
fn preset_list(c: Choices) -> impl IntoView {
    let Choices {
        lang,
        settings,
        chosen_preset,
        chosen_board,
        rules_note,
        ..
    } = c;
    view! {
        <label class="field">
            {say(lang, W::GAME)}
            <select data-testid="preset" on:change=move |ev| {
                let id = event_target_value(&ev);
                rules_note.set(None);
                settings.update(|s| {
                    s.preset = id;
                    fit_seats(s);
                });
            }>
                {EDITIONS.iter().filter(|e| !e.playable().is_empty()).map(|edition| view! {
                    <optgroup label=move || edition_name(lang.get(), edition)>
                        {edition.playable().into_iter().map(|id| view! {
                            <option value=id selected=move || chosen_preset.with(|p| p == id) disabled=move || chosen_board.with(|b| !fits(id, b.as_deref()))>{move || game_name(lang.get(), id)}</option>
                        }).collect_view()}
                    </optgroup>
                }).collect_view()}
            </select>
        </label>
    }
}
