//! Refusals as messages (issue 52): why the game refused an action, a setup or a saved game,
//! its words in the catalogs' `refusals.ftl` (never the engine's own `Display` text).

use super::message::{Arg, Message};
use crate::record::ReplayError;
use crate::rule_error::RuleError;
use crate::setup::SetupError;

/// The message saying why `error` refused an action.
pub fn refusal_message(error: &RuleError) -> Message {
    Message::word(refusal_word(error))
}

/// The id of the refusal of `error` in the catalogs.
fn refusal_word(error: &RuleError) -> &'static str {
    match error {
        RuleError::GameOver => "refusal-game-over",
        RuleError::WrongPhase => "refusal-wrong-phase",
        RuleError::UnknownTerritory => "refusal-unknown-territory",
        RuleError::AlreadyClaimed => "refusal-already-claimed",
        RuleError::UnclaimedTerritoriesRemain => "refusal-unclaimed-territories-remain",
        RuleError::NotYourTerritory => "refusal-not-your-territory",
        RuleError::NotNeutralTerritory => "refusal-not-neutral-territory",
        RuleError::NoArmiesLeft => "refusal-no-armies-left",
        RuleError::BadArmyCount => "refusal-bad-army-count",
        RuleError::TerritoryFull => "refusal-territory-full",
        RuleError::MustTradeCards => "refusal-must-trade-cards",
        RuleError::CardNotInHand => "refusal-card-not-in-hand",
        RuleError::NotASet => "refusal-not-a-set",
        RuleError::NoTradeNow => "refusal-no-trade-now",
        RuleError::AttackOwnTerritory => "refusal-attack-own-territory",
        RuleError::NotAdjacent => "refusal-not-adjacent",
        RuleError::TooManyAttackDice => "refusal-too-many-attack-dice",
        RuleError::BadDefenceDice => "refusal-bad-defence-dice",
        RuleError::NotEnoughArmies => "refusal-not-enough-armies",
        RuleError::AllyStepFirst => "refusal-ally-step-first",
        RuleError::NoEnemyNeighbour => "refusal-no-enemy-neighbour",
        RuleError::EliminationTooEarly => "refusal-elimination-too-early",
        RuleError::BadMoveCount => "refusal-bad-move-count",
        RuleError::BadFortify => "refusal-bad-fortify",
        RuleError::ReserveNotPlaced => "refusal-reserve-not-placed",
        RuleError::RecordMismatch => "refusal-record-mismatch",
        RuleError::NoSuchDie => "refusal-no-such-die",
        RuleError::CommanderUsed => "refusal-commander-used",
        RuleError::NoRerollCard => "refusal-no-reroll-card",
        RuleError::NoSuchObjective => "refusal-no-such-objective",
        RuleError::ObjectiveAlreadyClaimed => "refusal-objective-already-claimed",
        RuleError::OneObjectivePerTurn => "refusal-one-objective-per-turn",
        RuleError::NotTheObjectivesMoment => "refusal-not-the-objectives-moment",
        RuleError::ObjectiveNotMet => "refusal-objective-not-met",
        RuleError::NoIndependentToInfluence => "refusal-no-independent-to-influence",
        RuleError::IndependentHasFiveCards => "refusal-independent-has-five-cards",
        RuleError::AlliesReinforceBeforeCombat => "refusal-allies-reinforce-before-combat",
        RuleError::NotYourAlly => "refusal-not-your-ally",
        RuleError::AllyAlreadyReinforced => "refusal-ally-already-reinforced",
        RuleError::EndTheAttackFirst => "refusal-end-the-attack-first",
        RuleError::NotInThisGame => "refusal-not-in-this-game",
        RuleError::BadSesterceCount => "refusal-bad-sesterce-count",
        RuleError::AlreadyCashed => "refusal-already-cashed",
        RuleError::NotEnoughSesterces => "refusal-not-enough-sesterces",
        RuleError::ShopClosed => "refusal-shop-closed",
        RuleError::AlreadyEquipped => "refusal-already-equipped",
        RuleError::TooManyMissions => "refusal-too-many-missions",
        RuleError::NoMissionsLeft => "refusal-no-missions-left",
        RuleError::PotionNotInHand => "refusal-potion-not-in-hand",
        RuleError::PotionNotNow => "refusal-potion-not-now",
        RuleError::OnePotionPerTurn => "refusal-one-potion-per-turn",
        RuleError::BadPotionTarget => "refusal-bad-potion-target",
        RuleError::NotEnoughPoints => "refusal-not-enough-points",
        RuleError::AlreadyGuarded => "refusal-already-guarded",
    }
}

/// Why a game could not start.
pub fn setup_refusal_message(error: &SetupError) -> Message {
    match error {
        SetupError::PlayerCount { min, max, .. } => Message::new(
            "refusal-setup-player-count",
            vec![
                ("min", Arg::Count(u32::from(*min))),
                ("max", Arg::Count(u32::from(*max))),
            ],
        ),
        SetupError::RepeatedColour => Message::word("refusal-setup-repeated-colour"),
        SetupError::NotImplemented(_) | SetupError::UnknownBoard(_) => {
            Message::word("refusal-setup-not-playable")
        }
    }
}

/// Why a saved game or a file could not be read or replayed, to follow a colon.
pub fn replay_reason_message(error: &ReplayError) -> Message {
    match error {
        ReplayError::Invalid(_) => Message::word("refusal-replay-invalid"),
        ReplayError::Newer { .. } => Message::word("refusal-replay-newer"),
        ReplayError::Illegal { index, error } => Message::new(
            "refusal-replay-illegal",
            vec![
                ("move", Arg::Count(*index as u32 + 1)),
                ("why", Arg::Said(Box::new(refusal_message(error)))),
            ],
        ),
    }
}
