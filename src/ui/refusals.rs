//! Every refusal the engine can give, as a sentence in the player's language: the table never
//! shows the engine's own text (`RuleError`'s `Display` is for logs and tools).

use crate::engine::action::RuleError;
use crate::engine::i18n::Lang;
use crate::engine::record::ReplayError;
use crate::engine::setup::SetupError;
use crate::engine::text::message::{Arg, Message};
use crate::engine::text::numbers::ordinal;
use crate::engine::text::refusal_message::replay_reason_message;
use crate::ui::phrases::tr;
use crate::ui::words::{W, word};

/// Why an action was refused, said to the player.
pub fn refusal(lang: Lang, error: &RuleError) -> &'static str {
    let (en, fr) = match error {
        RuleError::GameOver => ("The game is over.", "La partie est terminée."),
        RuleError::WrongPhase => (
            "That cannot be done at this step of the turn.",
            "Ce n’est pas possible à cette étape du tour.",
        ),
        RuleError::UnknownTerritory => (
            "That territory is not on this board.",
            "Ce territoire n’est pas sur ce plateau.",
        ),
        RuleError::AlreadyClaimed => (
            "That territory is already taken: choose an empty one.",
            "Ce territoire est déjà pris : choisissez-en un vide.",
        ),
        RuleError::UnclaimedTerritoriesRemain => (
            "Empty territories remain: claim one of them first.",
            "Il reste des territoires vides : prenez-en d’abord un.",
        ),
        RuleError::NotYourTerritory => (
            "That territory is not yours.",
            "Ce territoire n’est pas à vous.",
        ),
        RuleError::NotNeutralTerritory => (
            "This army belongs to the neutral player: place it on one of its territories.",
            "Ce régiment est celui du joueur neutre : placez-le sur l’un de ses territoires.",
        ),
        RuleError::NoArmiesLeft => (
            "You have no armies left to place.",
            "Vous n’avez plus de régiments à placer.",
        ),
        RuleError::BadArmyCount => (
            "Place at least one army, and no more than you have.",
            "Placez au moins un régiment, et pas plus que vous n’en avez.",
        ),
        RuleError::TerritoryFull => (
            "That territory already holds as many armies as it may.",
            "Ce territoire a déjà autant de régiments qu’il peut en porter.",
        ),
        RuleError::MustTradeCards => (
            "You hold 5 cards or more: trade a set first.",
            "Vous avez 5\u{a0}cartes ou plus : échangez d’abord une série.",
        ),
        RuleError::CardNotInHand => (
            "Those cards are not all in your hand.",
            "Ces cartes ne sont pas toutes dans votre main.",
        ),
        RuleError::NotASet => (
            "Those three cards are not a set: three of a kind, one of each, or two and a joker.",
            "Ces trois cartes ne forment pas une série : trois pareilles, une de chaque, ou deux et un joker.",
        ),
        RuleError::NoTradeNow => (
            "Cards cannot be traded now.",
            "On ne peut pas échanger de cartes maintenant.",
        ),
        RuleError::AttackOwnTerritory => (
            "You cannot attack your own side's territory.",
            "Vous ne pouvez pas attaquer un territoire de votre camp.",
        ),
        RuleError::NotAdjacent => (
            "Those two territories do not border each other.",
            "Ces deux territoires ne sont pas voisins.",
        ),
        RuleError::TooManyAttackDice => (
            "Roll fewer dice: one army must stay behind for each die you roll, plus one.",
            "Lancez moins de dés : il faut un régiment de plus que de dés lancés.",
        ),
        RuleError::BadDefenceDice => (
            "Defend with 1 or 2 dice, and with 2 only if you have at least 2 armies.",
            "Défendez avec 1 ou 2\u{a0}dés, et avec 2 seulement si vous avez au moins 2\u{a0}régiments.",
        ),
        RuleError::NotEnoughArmies => (
            "This territory has only 1 army left: it can no longer attack.",
            "Ce territoire n’a plus qu’un régiment : il ne peut plus attaquer.",
        ),
        RuleError::AllyStepFirst => (
            "First end your attack: the other player then takes the ally's turn, and you may attack again after.",
            "Terminez d’abord votre combat : l’autre joueur joue alors l’allié, puis vous pourrez attaquer de nouveau.",
        ),
        RuleError::NoEnemyNeighbour => (
            "That territory has no enemy neighbour to attack: choose one on a front line.",
            "Ce territoire n’a aucun voisin ennemi à attaquer : choisissez-en un sur le front.",
        ),
        RuleError::EliminationTooEarly => (
            "No player may be knocked out before the end of the fourth round.",
            "Aucun joueur ne peut être éliminé avant la fin du quatrième tour.",
        ),
        RuleError::BadMoveCount => (
            "Move in at least as many armies as dice rolled, and leave one behind.",
            "Faites entrer au moins autant de régiments que de dés lancés, et laissez-en un derrière.",
        ),
        RuleError::BadFortify => (
            "Move armies only between your own connected territories, and leave one behind.",
            "Déplacez des régiments seulement entre vos territoires reliés, et laissez-en un derrière.",
        ),
        RuleError::ReserveNotPlaced => (
            "Place all your new armies first.",
            "Placez d’abord tous vos nouveaux régiments.",
        ),
        RuleError::RecordMismatch => (
            "This saved game does not fit its own moves.",
            "Cette partie enregistrée ne correspond pas à ses propres coups.",
        ),
        RuleError::NoSuchDie => (
            "There is no such attack die.",
            "Ce dé d’attaque n’existe pas.",
        ),
        RuleError::CommanderUsed => (
            "The Commander changes only one die a turn.",
            "Le Commandant ne change qu’un dé par tour.",
        ),
        RuleError::NoRerollCard => (
            "A die is re-rolled once a battle, with a card showing one of the two territories.",
            "On relance un dé une fois par bataille, avec une carte montrant l’un des deux territoires.",
        ),
        RuleError::NoSuchObjective => ("There is no such objective.", "Cet objectif n’existe pas."),
        RuleError::ObjectiveAlreadyClaimed => (
            "That objective has already been claimed.",
            "Cet objectif a déjà été annoncé.",
        ),
        RuleError::OneObjectivePerTurn => (
            "Only one objective can be claimed a turn.",
            "On n’annonce qu’un objectif par tour.",
        ),
        RuleError::NotTheObjectivesMoment => (
            "That objective is claimed at another moment of the turn.",
            "Cet objectif s’annonce à un autre moment du tour.",
        ),
        RuleError::ObjectiveNotMet => (
            "That objective is not reached yet.",
            "Cet objectif n’est pas encore atteint.",
        ),
        RuleError::NoIndependentToInfluence => (
            "There is no independent to give that card to.",
            "Il n’y a pas d’indépendant à qui donner cette carte.",
        ),
        RuleError::IndependentHasFiveCards => (
            "That independent already holds 5 cards and can no longer be won over.",
            "Cet indépendant a déjà 5\u{a0}cartes et ne peut plus être rallié.",
        ),
        RuleError::AlliesReinforceBeforeCombat => (
            "Allies are reinforced after your own armies and before any battle.",
            "Les alliés reçoivent leurs renforts après les vôtres et avant tout combat.",
        ),
        RuleError::NotYourAlly => (
            "That independent is not your ally.",
            "Cet indépendant n’est pas votre allié.",
        ),
        RuleError::AllyAlreadyReinforced => (
            "Each ally rolls one reinforcement die a turn.",
            "Chaque allié lance un seul dé de renfort par tour.",
        ),
        RuleError::EndTheAttackFirst => (
            "End the attack before moving armies.",
            "Terminez le combat avant de déplacer des régiments.",
        ),
        RuleError::NotInThisGame => (
            "This game has no sesterces, shop or potions.",
            "Cette partie n’a ni sesterces, ni boutique, ni potions.",
        ),
        RuleError::BadSesterceCount => (
            "Cash between 2 and 10 sesterces at once.",
            "Encaissez entre 2 et 10\u{a0}sesterces à la fois.",
        ),
        RuleError::AlreadyCashed => (
            "Sesterces are cashed once a turn, while reinforcing.",
            "On encaisse des sesterces une fois par tour, pendant les renforts.",
        ),
        RuleError::NotEnoughSesterces => (
            "You do not have enough sesterces.",
            "Vous n’avez pas assez de sesterces.",
        ),
        RuleError::ShopClosed => (
            "The shop is open while reinforcing, before your first invasion.",
            "La boutique est ouverte pendant les renforts, avant votre première invasion.",
        ),
        RuleError::AlreadyEquipped => (
            "A territory holds one sword and one shield at most.",
            "Un territoire porte au plus une épée et un bouclier.",
        ),
        RuleError::TooManyMissions => (
            "You may hold three missions at most.",
            "Vous pouvez avoir au plus trois missions.",
        ),
        RuleError::NoMissionsLeft => (
            "The mission pile is empty.",
            "La pioche de missions est vide.",
        ),
        RuleError::PotionNotInHand => (
            "That potion card is not in your hand.",
            "Cette carte potion n’est pas dans votre main.",
        ),
        RuleError::PotionNotNow => (
            "That potion card is not played at this moment.",
            "Cette carte potion ne se joue pas à ce moment.",
        ),
        RuleError::OnePotionPerTurn => (
            "One potion card a turn, defence cards apart.",
            "Une carte potion par tour, hors cartes de défense.",
        ),
        RuleError::BadPotionTarget => (
            "Sabotage needs an opponent's territory with a sword or a shield.",
            "Le Sabotage vise un territoire adverse portant une épée ou un bouclier.",
        ),
        RuleError::NotEnoughPoints => (
            "Mercenaries cost a victory point you do not have.",
            "Les Mercenaires coûtent un point de victoire que vous n’avez pas.",
        ),
        RuleError::AlreadyGuarded => (
            "One defence potion per territory a turn.",
            "Une seule potion de défense par territoire et par tour.",
        ),
    };
    tr(lang, en, fr)
}

/// Why a game could not start, said to the player.
pub fn setup_refusal(lang: Lang, error: &SetupError) -> String {
    match (lang, error) {
        (Lang::En, SetupError::PlayerCount { min, max, .. }) => {
            format!("This game is for {min} to {max} players.")
        }
        (Lang::Fr, SetupError::PlayerCount { min, max, .. }) => {
            format!("Ce jeu se joue de {min} à {max} joueurs.")
        }
        (_, SetupError::RepeatedColour) => word(lang, W::EACH_PLAYER_NEEDS_A_COLOUR_OF).to_owned(),
        (_, SetupError::NotImplemented(_) | SetupError::UnknownBoard(_)) => {
            word(lang, W::THIS_GAME_CANNOT_BE_PLAYED_IN).to_owned()
        }
    }
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

    /// What was not done in English and French, ending in a colon.
    fn words(self) -> (&'static str, &'static str) {
        match self {
            NotDone::FileNotImported => (
                "This file was not imported:",
                "Ce fichier n’a pas été importé\u{202f}:",
            ),
            NotDone::SavedGameNotRead => (
                "This saved game could not be read, so it was not loaded; it was left as it is:",
                "Cette partie sauvegardée n’a pas pu être lue, elle n’a donc pas été chargée\u{202f}; elle a été laissée telle quelle\u{202f}:",
            ),
            NotDone::GameNotReplayable => (
                "This game cannot be replayed:",
                "Cette partie ne peut pas être rejouée\u{202f}:",
            ),
            NotDone::LogNotExported => (
                "The log cannot be exported:",
                "Le journal ne peut pas être exporté\u{202f}:",
            ),
            NotDone::StatisticsNotDrawn => (
                "The statistics cannot be drawn:",
                "Les statistiques ne peuvent pas être tracées\u{202f}:",
            ),
        }
    }
}

/// A saved game or a file that could not be read or replayed, said to the player: what was
/// not done, then why. The engine's own text (JSON positions, field names) is for tools.
pub fn replay_refusal(lang: Lang, not_done: NotDone, error: &ReplayError) -> String {
    let (en, fr) = not_done.words();
    format!("{} {}", tr(lang, en, fr), replay_reason(lang, error))
}

/// [`replay_refusal`] as the catalogs say it.
#[cfg_attr(not(test), allow(dead_code))]
pub fn replay_refusal_message(not_done: NotDone, error: &ReplayError) -> Message {
    let reason = Arg::Said(Box::new(replay_reason_message(error)));
    Message::new(not_done.id(), vec![("reason", reason)])
}

/// Why a saved game or a file could not be read or replayed, to follow a colon.
fn replay_reason(lang: Lang, error: &ReplayError) -> String {
    match (lang, error) {
        (_, ReplayError::Invalid(_)) => word(lang, W::THE_DATA_IS_DAMAGED_OR_IT).to_owned(),
        (_, ReplayError::Newer { .. }) => word(lang, W::IT_WAS_SAVED_BY_A_NEWER).to_owned(),
        (Lang::En, ReplayError::Illegal { index, error }) => format!(
            "move {} is against the rules. {}",
            index + 1,
            refusal(lang, error)
        ),
        (Lang::Fr, ReplayError::Illegal { index, error }) => format!(
            "le {} coup est contraire aux règles. {}",
            ordinal(lang, *index as u32 + 1),
            refusal(lang, error)
        ),
    }
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
            let (en, fr) = (refusal(Lang::En, &error), refusal(Lang::Fr, &error));
            for text in [en, fr] {
                assert!(text.ends_with('.'), "{error:?}: {text}");
                assert!(text.starts_with(char::is_uppercase), "{error:?}: {text}");
                assert!(!text.contains('('), "{error:?} cites a book: {text}");
                assert_ne!(text, error.to_string(), "{error:?} shows the engine's text");
            }
            assert_ne!(en, fr, "{error:?} is not translated");
            assert!(french_typography_is_kept(fr), "{error:?}: {fr}");
        }
    }

    #[test]
    fn the_refusal_of_an_exhausted_attacker_is_plain() {
        assert_eq!(
            refusal(Lang::Fr, &RuleError::NotEnoughArmies),
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

    #[test]
    fn a_save_that_cannot_be_read_is_explained_in_the_players_language_without_the_engines_text() {
        let all = replay_errors("missing field `preset` at line 1 column 20");
        for error in all {
            let (en, fr) = (
                replay_reason(Lang::En, &error),
                replay_reason(Lang::Fr, &error),
            );
            for text in [&en, &fr] {
                assert!(text.ends_with('.'), "{error:?}: {text}");
                assert!(text.starts_with(char::is_lowercase), "{error:?}: {text}");
                assert!(!text.contains("record") && !text.contains('`'), "{text}");
            }
            assert_ne!(en, fr);
            assert!(french_typography_is_kept(&fr), "{fr}");
        }
        assert_eq!(
            replay_reason(
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
    fn every_refusal_reads_the_same_from_the_catalogs() {
        use crate::engine::board::Board;
        use crate::engine::text::refusal_message::{
            refusal_message, replay_reason_message, setup_refusal_message,
        };
        use lamorisse_words::catalog::Table;
        use lamorisse_words::{Catalog, Named};
        let named = |_| Named::Player(String::new());
        let table = Table {
            board: Board::world(),
            force: &named,
        };
        let setups = setup_errors();
        let replays = [0, 1, 11, 21].map(|index| ReplayError::Illegal {
            index,
            error: RuleError::NotYourTerritory,
        });
        for lang in Lang::ALL {
            let catalog = Catalog::builtin(lang.code()).expect("the built-in catalog");
            let say = |m| catalog.format(&m, &table);
            for error in RuleError::ALL {
                let words = say(refusal_message(&error));
                assert_eq!(words.as_deref(), Some(refusal(lang, &error)), "{error:?}");
            }
            for error in &setups {
                let words = say(setup_refusal_message(error));
                assert_eq!(words, Some(setup_refusal(lang, error)), "{error:?}");
            }
            let others = [
                ReplayError::Invalid("at line 1".into()),
                ReplayError::Newer { version: 9 },
            ];
            for error in replays.iter().chain(&others) {
                let words = say(replay_reason_message(error));
                assert_eq!(words, Some(replay_reason(lang, error)), "{error:?}");
            }
        }
    }

    #[test]
    fn what_was_not_done_and_why_reads_the_same_from_the_catalogs() {
        use crate::ui::said_check::said_plain;
        let errors = replay_errors("at line 1");
        for lang in Lang::ALL {
            for not_done in NotDone::ALL {
                for error in &errors {
                    let message = replay_refusal_message(not_done, error);
                    let rust = replay_refusal(lang, not_done, error);
                    assert_eq!(said_plain(lang, &message), rust, "{not_done:?} {error:?}");
                }
            }
        }
    }
}
