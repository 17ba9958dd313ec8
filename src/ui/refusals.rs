//! Every refusal the engine can give, as a sentence in the player's language from the
//! catalogs' `refusals.ftl`: the table never shows the engine's own text (`RuleError`'s
//! `Display` is for logs and tools).

use crate::engine::action::RuleError;
use crate::engine::i18n::Lang;
use crate::engine::record::ReplayError;
use crate::engine::rules::Fortify;
use crate::engine::setup::SetupError;
use crate::engine::text::message::{Arg, Message};
use crate::engine::text::refusal_message::{
    refusal_message, replay_reason_message, setup_refusal_message,
};
use crate::ui::words::catalogs::speak_plain;

/// Why an action was refused, said to the player (`refusals.ftl`); a move refused under the
/// rule of one move between bordering territories says so (`fortify`, the game's rule).
pub fn refusal(lang: Lang, error: &RuleError, fortify: Fortify) -> String {
    let message = match (error, fortify) {
        (RuleError::BadFortify, Fortify::OneAdjacentMove) => {
            Message::word("refusal-bad-fortify-adjacent")
        }
        _ => refusal_message(error),
    };
    speak_plain(lang, &message)
}

/// Why a game could not start, said to the player.
pub fn setup_refusal(lang: Lang, error: &SetupError) -> String {
    speak_plain(lang, &setup_refusal_message(error))
}

/// What was not done because a saved game or a file could not be read or replayed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotDone {
    /// A file the player chose was not imported.
    FileNotImported,
    /// A saved game on this device was not loaded (and was left as it is).
    SavedGameNotRead,
    /// A game cannot be replayed.
    GameNotReplayable,
    /// A game's log cannot be exported.
    LogNotExported,
    /// A game's statistics cannot be drawn.
    StatisticsNotDrawn,
}

impl NotDone {
    /// Every case.
    #[cfg(test)]
    pub const ALL: [NotDone; 5] = [
        NotDone::FileNotImported,
        NotDone::SavedGameNotRead,
        NotDone::GameNotReplayable,
        NotDone::LogNotExported,
        NotDone::StatisticsNotDrawn,
    ];

    /// Its message in `screens.ftl`, which says the reason as `$reason`.
    fn id(self) -> &'static str {
        match self {
            NotDone::FileNotImported => "ui-file-not-imported",
            NotDone::SavedGameNotRead => "ui-saved-game-not-read",
            NotDone::GameNotReplayable => "ui-game-not-replayable",
            NotDone::LogNotExported => "ui-log-not-exported",
            NotDone::StatisticsNotDrawn => "ui-statistics-not-drawn",
        }
    }
}

/// A saved game or a file that could not be read or replayed, said to the player: what was
/// not done, then why. The engine's own text (JSON positions, field names) is for tools.
pub fn replay_refusal(lang: Lang, not_done: NotDone, error: &ReplayError) -> String {
    speak_plain(lang, &replay_refusal_message(not_done, error))
}

/// [`replay_refusal`] as a message of `refusals.ftl`.
pub fn replay_refusal_message(not_done: NotDone, error: &ReplayError) -> Message {
    let reason = Arg::Said(Box::new(replay_reason_message(error)));
    Message::new(not_done.id(), vec![("reason", reason)])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The French typography of a sentence: a narrow no-break space before ":", "!", "?"
    /// and ";".
    fn french_typography_is_kept(text: &str) -> bool {
        let chars: Vec<char> = text.chars().collect();
        chars
            .windows(2)
            .all(|w| !matches!(w[1], ':' | '!' | '?' | ';') || w[0] == '\u{202f}')
    }

    #[test]
    fn every_refusal_is_a_sentence_in_english_and_in_french() {
        for error in RuleError::ALL {
            let connected = Fortify::OneConnectedMove;
            let (en, fr) = (
                refusal(Lang::En, &error, connected),
                refusal(Lang::Fr, &error, connected),
            );
            for text in [&en, &fr] {
                assert!(text.ends_with('.'), "{error:?}: {text}");
                assert!(text.starts_with(char::is_uppercase), "{error:?}: {text}");
                assert!(!text.contains('('), "{error:?} cites a book: {text}");
                assert_ne!(
                    *text,
                    error.to_string(),
                    "{error:?} shows the engine's text"
                );
            }
            assert_ne!(en, fr, "{error:?} is not translated");
            assert!(french_typography_is_kept(&fr), "{error:?}: {fr}");
        }
    }

    #[test]
    fn the_refusal_of_an_exhausted_attacker_is_plain() {
        assert_eq!(
            refusal(
                Lang::Fr,
                &RuleError::NotEnoughArmies,
                Fortify::OneAdjacentMove
            ),
            "Ce territoire n’a plus qu’un régiment : il ne peut plus attaquer."
        );
    }

    /// A setup error of each kind.
    fn setup_errors() -> [SetupError; 4] {
        [
            SetupError::NotImplemented("miro-1975-duel".into()),
            SetupError::PlayerCount {
                players: 7,
                min: 3,
                max: 6,
            },
            SetupError::UnknownBoard("world".into()),
            SetupError::RepeatedColour,
        ]
    }

    #[test]
    fn every_setup_refusal_is_a_sentence_without_an_id() {
        for error in setup_errors() {
            for lang in [Lang::En, Lang::Fr] {
                let text = setup_refusal(lang, &error);
                assert!(
                    text.ends_with('.') && !text.contains('-'),
                    "{error:?}: {text}"
                );
            }
        }
    }

    /// A saved game unreadable (`why` the engine's words), too new, and refused at its 12th move.
    fn replay_errors(why: &str) -> [ReplayError; 3] {
        [
            ReplayError::Invalid(why.into()),
            ReplayError::Newer { version: 4 },
            ReplayError::Illegal {
                index: 11,
                error: RuleError::NotYourTerritory,
            },
        ]
    }

    use crate::ui::said_check::said_plain;

    #[test]
    fn a_save_that_cannot_be_read_is_explained_in_the_players_language_without_the_engines_text() {
        let all = replay_errors("missing field `preset` at line 1 column 20");
        let reason = |lang, error: &ReplayError| said_plain(lang, &replay_reason_message(error));
        for error in all {
            let (en, fr) = (reason(Lang::En, &error), reason(Lang::Fr, &error));
            for text in [&en, &fr] {
                assert!(text.ends_with('.'), "{error:?}: {text}");
                assert!(text.starts_with(char::is_lowercase), "{error:?}: {text}");
                assert!(!text.contains("record") && !text.contains('`'), "{text}");
            }
            assert_ne!(en, fr);
            assert!(french_typography_is_kept(&fr), "{fr}");
        }
        assert_eq!(
            reason(
                Lang::Fr,
                &ReplayError::Illegal {
                    index: 11,
                    error: RuleError::NotYourTerritory
                }
            ),
            "le 12ᵉ coup est contraire aux règles. Ce territoire n’est pas à vous."
        );
    }

    #[test]
    fn every_refusal_and_what_was_not_done_is_said_in_every_language() {
        // `said_plain` formats in English, French and the six others, failing on a gap.
        let mut errors = replay_errors("at line 1").to_vec();
        errors.extend([0, 1, 21].map(|index| ReplayError::Illegal {
            index,
            error: RuleError::NotYourTerritory,
        }));
        for lang in Lang::ALL {
            for error in RuleError::ALL {
                let connected = refusal(lang, &error, Fortify::OneConnectedMove);
                assert_eq!(said_plain(lang, &refusal_message(&error)), connected);
                let adjacent = refusal(lang, &error, Fortify::OneAdjacentMove);
                assert!(adjacent.ends_with('.'), "{adjacent}");
            }
            for error in setup_errors() {
                let words = setup_refusal(lang, &error);
                assert_eq!(said_plain(lang, &setup_refusal_message(&error)), words);
            }
            for not_done in NotDone::ALL {
                for error in &errors {
                    let words = replay_refusal(lang, not_done, error);
                    let message = replay_refusal_message(not_done, error);
                    assert_eq!(said_plain(lang, &message), words, "{not_done:?} {error:?}");
                    assert!(words.ends_with('.'), "{words}");
                }
            }
        }
    }
}
