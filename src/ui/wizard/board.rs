//! The wizard's board choice (issue 40): the rules' own board, or a board imported on this
//! device, with the rule systems that fit it (`engine::imported`).

use leptos::prelude::*;

use crate::engine::board::Board;
use crate::engine::i18n::Lang;
use crate::engine::imported;
use crate::engine::presets::{PRESET_IDS, preset};
use crate::engine::rules::RuleSet;
use crate::engine::text::message::{Arg, Message};
use crate::ui::boards::ImportedBoards;
use crate::ui::editions::{BoardThumbnail, Edition, edition_of};
use crate::ui::words::{W, word};

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

/// Preset `id` if it fits `board`, else the first of its edition's games that does (Miro's
/// world game for Miro's own), else the first preset that does.
pub fn preset_for(id: &str, board: Option<&str>) -> String {
    if fits(id, board) {
        return id.to_owned();
    }
    let same_edition = edition_of(id).and_then(|e| fitting(e, board).first().copied());
    same_edition
        .or_else(|| PRESET_IDS.iter().copied().find(|other| fits(other, board)))
        .map_or_else(|| id.to_owned(), str::to_owned)
}

/// What the player reads when choosing the board `board_name` changed the game from `was` to
/// `now` (issue 50 item 7: the rules are kept when they fit, and a change is said); `None`
/// when the game was kept.
pub fn rules_change(lang: Lang, was: &str, now: &str, board_name: &str) -> Option<String> {
    let message = rules_change_message(was, now, board_name)?;
    Some(crate::ui::words::catalogs::speak_plain(lang, &message))
}

/// The change of game as a message.
fn rules_change_message(was: &str, now: &str, board_name: &str) -> Option<Message> {
    use crate::engine::text::editions::full_name_message;
    (was != now).then(|| {
        Message::new(
            "ui-rules-change",
            vec![
                ("was", Arg::Said(Box::new(full_name_message(was)))),
                ("board", Arg::Text(board_name.to_owned())),
                ("now", Arg::Said(Box::new(full_name_message(now)))),
            ],
        )
    })
}

/// The name the board choice shows for the kept board `key` ("Earth (2)").
pub fn kept_name(boards: &ImportedBoards, key: &str) -> String {
    boards.0.with_untracked(|kept| {
        let names = told_apart(&kept.iter().map(|b| b.name.clone()).collect::<Vec<_>>());
        kept.iter()
            .zip(names)
            .find(|(b, _)| b.key == key)
            .map(|(_, name)| name)
            .unwrap_or_default()
    })
}

/// The games of `edition` that can be played on `board`.
pub fn fitting(edition: &Edition, board: Option<&str>) -> Vec<&'static str> {
    EditionFit::of(edition, board).games
}

/// How an edition fits a board: its games playable there, and the fewest and the most
/// players over them (an imported board seats fewer when it has few territories or
/// missions). Each game's rules are worked out once for both.
#[derive(Clone, Debug, PartialEq)]
pub struct EditionFit {
    /// The edition's games that can be played on the board.
    pub games: Vec<&'static str>,
    /// The fewest and the most players of those games, if any.
    pub players: Option<(u8, u8)>,
}

impl EditionFit {
    /// How `edition` fits `board` (`None`: the rules' own).
    pub fn of(edition: &Edition, board: Option<&str>) -> EditionFit {
        let fit: Vec<(&'static str, RuleSet)> = edition
            .playable()
            .into_iter()
            .filter_map(|id| Some((id, chosen_rules(id, board)?)))
            .collect();
        let min = fit.iter().map(|(_, r)| r.min_players).min();
        let max = fit.iter().map(|(_, r)| r.max_players).max();
        EditionFit {
            games: fit.iter().map(|(id, _)| *id).collect(),
            players: min.zip(max),
        }
    }
}

/// Names told apart: a name kept by an earlier board too gets its rank ("Earth (2)").
pub fn told_apart(names: &[String]) -> Vec<String> {
    names
        .iter()
        .enumerate()
        .map(
            |(i, name)| match names[..i].iter().filter(|n| *n == name).count() {
                0 => name.clone(),
                earlier => format!("{name} ({})", earlier + 1),
            },
        )
        .collect()
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
                    {move || word(lang.get(), W::BOARD_2)}
                    <select data-testid="board" on:change=move |ev| {
                        let key = event_target_value(&ev);
                        choose.run((!key.is_empty()).then_some(key));
                    }>
                        <option value="" selected=move || chosen.get().is_none()>
                            {move || word(lang.get(), W::THE_RULES_OWN_BOARD)}
                        </option>
                        {move || {
                            let kept = boards.0.get();
                            let names = told_apart(&kept.iter().map(|b| b.name.clone()).collect::<Vec<_>>());
                            kept.into_iter().zip(names).map(|(b, name)| {
                                let key = b.key.clone();
                                view! { <option value=b.key.clone() selected=move || chosen.get().as_deref() == Some(key.as_str())>{name}</option> }
                            }).collect_view()
                        }}
                    </select>
                </label>
                {move || chosen.get().filter(|k| Board::by_key(k).is_some()).map(|key| view! {
                    <BoardThumbnail board=key />
                })}
            </div>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::{EditionFit, rules_change, rules_change_message, told_apart};
    use crate::engine::i18n::Lang;
    use crate::ui::editions::EDITIONS;

    #[test]
    fn a_change_of_game_is_said_and_a_kept_game_is_not() {
        assert_eq!(
            rules_change(Lang::En, "parker-1993", "parker-1993", "Earth"),
            None
        );
        assert_eq!(
            rules_change(Lang::En, "napoleon-1999", "parker-1993", "Earth").as_deref(),
            Some(
                "Napoléon, Europe 1810 · Secret missions cannot be played on Earth: the game is now World Domination, Parker 1993 · Standard rules."
            )
        );
        assert_eq!(
            rules_change(Lang::Fr, "napoleon-1999", "parker-1993", "Terre").as_deref(),
            Some(
                "Napoléon, l’Europe de 1810 · Missions secrètes ne se joue pas sur Terre\u{202f}: le jeu est maintenant Risk, Parker 1993 · Règle de base."
            )
        );
    }

    #[test]
    fn every_change_of_game_is_said_in_every_language() {
        use crate::engine::presets::PRESET_IDS;
        use crate::ui::said_check::said_plain;
        for lang in Lang::ALL {
            for was in PRESET_IDS {
                for now in ["parker-1993", "napoleon-1999", "roman-empire"] {
                    let Some(message) = rules_change_message(was, now, "Earth (2)") else {
                        assert_eq!(rules_change(lang, was, now, "Earth (2)"), None);
                        continue;
                    };
                    let rust = rules_change(lang, was, now, "Earth (2)").expect("a change");
                    assert_eq!(said_plain(lang, &message), rust, "{was} → {now}");
                }
            }
        }
    }

    #[test]
    fn on_its_own_board_an_edition_fits_whole() {
        for edition in EDITIONS.iter() {
            let fit = EditionFit::of(edition, None);
            assert_eq!(fit.games, edition.playable(), "{}", edition.book);
            assert_eq!(fit.players, edition.players(), "{}", edition.book);
        }
    }

    #[test]
    fn boards_of_the_same_name_are_told_apart() {
        let names = ["Earth", "Mars", "Earth"].map(String::from);
        assert_eq!(told_apart(&names), ["Earth", "Mars", "Earth (2)"]);
    }
}
