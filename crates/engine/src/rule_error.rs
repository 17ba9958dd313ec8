//! Why an action is refused ([`RuleError`]): each names the rule broken, in words for tools.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Why an action was refused; each names the rule broken.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleError {
    /// The game is over.
    GameOver,
    /// The action does not belong to the current phase.
    WrongPhase,
    /// A territory id that is not on the board.
    UnknownTerritory,
    /// Setup: the territory is already claimed.
    AlreadyClaimed,
    /// Setup: empty territories remain to claim first.
    UnclaimedTerritoriesRemain,
    /// The territory is not yours.
    NotYourTerritory,
    /// This starting army is the neutral's and goes on a neutral territory (001 RISK for 2
    /// players, setup 3).
    NotNeutralTerritory,
    /// You have no armies left to place.
    NoArmiesLeft,
    /// Placing more armies than the reserve holds, or none.
    BadArmyCount,
    /// A territory would hold more armies than the preset allows (001 expert: 12).
    TerritoryFull,
    /// With this many cards you must trade a set before placing (001, 000: 5 or more).
    MustTradeCards,
    /// A card is not in your hand, or listed twice.
    CardNotInHand,
    /// The three cards do not form a set.
    NotASet,
    /// This preset does not trade cards for armies now.
    NoTradeNow,
    /// The attacked territory is yours or a teammate's.
    AttackOwnTerritory,
    /// The two territories do not border each other.
    NotAdjacent,
    /// The attacker needs at least one more army than dice rolled (001 "Attacking").
    TooManyAttackDice,
    /// The defender rolls 1 or 2 dice, 2 only with 2 armies (001 "Attacking").
    BadDefenceDice,
    /// An attack needs at least two armies in the attacking territory.
    NotEnoughArmies,
    /// The territory borders no territory it may attack (the table's answer when one is
    /// chosen to attack from).
    NoEnemyNeighbour,
    /// 002: the ally's step comes before the free move and the end of the turn.
    AllyStepFirst,
    /// No player may be eliminated yet (002, RULINGS R5).
    EliminationTooEarly,
    /// Moving in fewer than the minimum or more than may leave (one army stays behind).
    BadMoveCount,
    /// Fortification only between your own connected territories, leaving one behind.
    BadFortify,
    /// Armies remain to place before attacking.
    ReserveNotPlaced,
    /// A record's random outcome does not fit the action it is attached to.
    RecordMismatch,
    /// No attack die has that place.
    NoSuchDie,
    /// The Commander has already changed a die this turn, or is not in this game.
    CommanderUsed,
    /// A die may be re-rolled only with a card in hand (or set aside) showing the attacking
    /// or the attacked territory, once per battle, in games with that option.
    NoRerollCard,
    /// There is no such objective to claim.
    NoSuchObjective,
    /// That objective is claimed already.
    ObjectiveAlreadyClaimed,
    /// One objective may be claimed per turn (000 Risk Mission).
    OneObjectivePerTurn,
    /// The objective's card names another moment of the turn.
    NotTheObjectivesMoment,
    /// The objective's conditions are not met.
    ObjectiveNotMet,
    /// There is no such independent to give a card to, or this game has no active ones.
    NoIndependentToInfluence,
    /// An independent with 5 cards can no longer be influenced (000).
    IndependentHasFiveCards,
    /// Allies are reinforced after your own reinforcements and before the combat (000).
    AlliesReinforceBeforeCombat,
    /// That independent is not your ally.
    NotYourAlly,
    /// Each ally gets one reinforcement die a turn (000).
    AllyAlreadyReinforced,
    /// End the attack before the free moves (the invasion under way ends first).
    EndTheAttackFirst,
    /// This game has no sesterces, shop or potions (003 only).
    NotInThisGame,
    /// Cash 2 to 10 sesterces at once (003).
    BadSesterceCount,
    /// Sesterces are cashed once a turn, while reinforcing ((house) 003).
    AlreadyCashed,
    /// Not enough sesterces for that.
    NotEnoughSesterces,
    /// The shop is open while reinforcing and before the first invasion (003 step 2).
    ShopClosed,
    /// A territory holds one sword and one shield at most (003 "Renforts").
    AlreadyEquipped,
    /// Three missions in hand at most ((house) 003).
    TooManyMissions,
    /// The mission pile is empty.
    NoMissionsLeft,
    /// That potion card is not in the hand.
    PotionNotInHand,
    /// That potion card is not played at this moment.
    PotionNotNow,
    /// One potion card a turn, defence cards apart (003).
    OnePotionPerTurn,
    /// The card needs another target (Sabotage: an opponent's territory with a sword or a
    /// shield).
    BadPotionTarget,
    /// Mercenaries cost a victory point you do not have.
    NotEnoughPoints,
    /// One defence potion per territory per turn.
    AlreadyGuarded,
}

impl RuleError {
    /// Every refusal, for tests and tools that must cover them all.
    pub const ALL: [RuleError; 54] = [
        RuleError::GameOver,
        RuleError::WrongPhase,
        RuleError::UnknownTerritory,
        RuleError::AlreadyClaimed,
        RuleError::UnclaimedTerritoriesRemain,
        RuleError::NotYourTerritory,
        RuleError::NotNeutralTerritory,
        RuleError::NoArmiesLeft,
        RuleError::BadArmyCount,
        RuleError::TerritoryFull,
        RuleError::MustTradeCards,
        RuleError::CardNotInHand,
        RuleError::NotASet,
        RuleError::NoTradeNow,
        RuleError::AttackOwnTerritory,
        RuleError::NotAdjacent,
        RuleError::TooManyAttackDice,
        RuleError::BadDefenceDice,
        RuleError::NotEnoughArmies,
        RuleError::NoEnemyNeighbour,
        RuleError::AllyStepFirst,
        RuleError::EliminationTooEarly,
        RuleError::BadMoveCount,
        RuleError::BadFortify,
        RuleError::ReserveNotPlaced,
        RuleError::RecordMismatch,
        RuleError::NoSuchDie,
        RuleError::CommanderUsed,
        RuleError::NoRerollCard,
        RuleError::NoSuchObjective,
        RuleError::ObjectiveAlreadyClaimed,
        RuleError::OneObjectivePerTurn,
        RuleError::NotTheObjectivesMoment,
        RuleError::ObjectiveNotMet,
        RuleError::NoIndependentToInfluence,
        RuleError::IndependentHasFiveCards,
        RuleError::AlliesReinforceBeforeCombat,
        RuleError::NotYourAlly,
        RuleError::AllyAlreadyReinforced,
        RuleError::EndTheAttackFirst,
        RuleError::NotInThisGame,
        RuleError::BadSesterceCount,
        RuleError::AlreadyCashed,
        RuleError::NotEnoughSesterces,
        RuleError::ShopClosed,
        RuleError::AlreadyEquipped,
        RuleError::TooManyMissions,
        RuleError::NoMissionsLeft,
        RuleError::PotionNotInHand,
        RuleError::PotionNotNow,
        RuleError::OnePotionPerTurn,
        RuleError::BadPotionTarget,
        RuleError::NotEnoughPoints,
        RuleError::AlreadyGuarded,
    ];
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            RuleError::GameOver => "the game is over",
            RuleError::WrongPhase => "that is not possible at this step of the turn",
            RuleError::UnknownTerritory => "no such territory on this board",
            RuleError::AlreadyClaimed => "that territory is already claimed (001 Setup 3)",
            RuleError::UnclaimedTerritoriesRemain => {
                "claim an empty territory first (001 Setup 3-4)"
            }
            RuleError::NotYourTerritory => "that territory is not yours",
            RuleError::NotNeutralTerritory => {
                "this army is a neutral or independent force's: place it on one of its territories (001 and 000, 2 players)"
            }
            RuleError::NoArmiesLeft => "you have no armies left to place",
            RuleError::BadArmyCount => "place at least one army, and no more than you have",
            RuleError::TerritoryFull => "no more than 12 armies on a territory (001 experts)",
            RuleError::MustTradeCards => {
                "with 5 or more cards you must trade a set first (001 Risk cards)"
            }
            RuleError::CardNotInHand => "those cards are not all in your hand",
            RuleError::NotASet => {
                "a set is 3 of a design, one of each, or 2 and a joker (001 Risk cards)"
            }
            RuleError::NoTradeNow => "cards cannot be traded now",
            RuleError::AttackOwnTerritory => "you cannot attack your own territory",
            RuleError::NotAdjacent => "those territories do not border each other",
            RuleError::TooManyAttackDice => {
                "roll 1 to 3 dice, leaving one more army than dice (001 Attacking)"
            }
            RuleError::BadDefenceDice => "defend with 1 or 2 dice, 2 only with 2 armies",
            RuleError::NotEnoughArmies => "attack from a territory with at least 2 armies",
            RuleError::NoEnemyNeighbour => "that territory borders no territory it may attack",
            RuleError::AllyStepFirst => {
                "the allied force's step comes before the free move and the end of the turn (002)"
            }
            RuleError::EliminationTooEarly => {
                "no player may be eliminated before the end of the fourth round (002)"
            }
            RuleError::BadMoveCount => {
                "move in at least the minimum and leave one army behind (001 Capturing)"
            }
            RuleError::BadFortify => {
                "fortify between your own bordering territories, leaving one army (001)"
            }
            RuleError::ReserveNotPlaced => "place all your new armies first",
            RuleError::RecordMismatch => "the recorded dice or card do not fit this action",
            RuleError::NoSuchDie => "there is no such attack die",
            RuleError::CommanderUsed => "the Commander changes one die per turn (001 experts)",
            RuleError::NoRerollCard => {
                "re-roll one die per battle, with a card showing either territory (001 experts)"
            }
            RuleError::NoSuchObjective => "there is no such objective",
            RuleError::ObjectiveAlreadyClaimed => "that objective is claimed already",
            RuleError::OneObjectivePerTurn => {
                "one objective may be claimed per turn (000 Risk Mission)"
            }
            RuleError::NotTheObjectivesMoment => {
                "the objective's card names another moment of the turn (000 Risk Mission)"
            }
            RuleError::ObjectiveNotMet => "the objective's conditions are not met",
            RuleError::NoIndependentToInfluence => "there is no such independent to influence",
            RuleError::IndependentHasFiveCards => {
                "an independent with 5 cards can no longer be influenced (000)"
            }
            RuleError::AlliesReinforceBeforeCombat => {
                "allies are reinforced after your own reinforcements, before any battle (000)"
            }
            RuleError::NotYourAlly => "that independent is not your ally",
            RuleError::AllyAlreadyReinforced => "each ally gets one reinforcement die a turn (000)",
            RuleError::EndTheAttackFirst => "end the attack before moving armies",
            RuleError::NotInThisGame => "this game has no sesterces, shop or potions (003 only)",
            RuleError::BadSesterceCount => "cash 2 to 10 sesterces at once (003 Renforts C)",
            RuleError::AlreadyCashed => "sesterces are cashed once a turn, while reinforcing",
            RuleError::NotEnoughSesterces => "you do not have enough sesterces",
            RuleError::ShopClosed => {
                "the shop is open while reinforcing and before your first invasion (003 step 2)"
            }
            RuleError::AlreadyEquipped => {
                "a territory holds one sword and one shield at most (003 Renforts)"
            }
            RuleError::TooManyMissions => "three missions in hand at most",
            RuleError::NoMissionsLeft => "the mission pile is empty",
            RuleError::PotionNotInHand => "that potion card is not in your hand",
            RuleError::PotionNotNow => "that potion card is not played at this moment",
            RuleError::OnePotionPerTurn => {
                "one potion card a turn, defence cards apart (003 Cartes potion magique)"
            }
            RuleError::BadPotionTarget => {
                "Sabotage needs an opponent's territory with a sword or a shield"
            }
            RuleError::NotEnoughPoints => "Mercenaries cost a victory point you do not have",
            RuleError::AlreadyGuarded => "one defence potion per territory per turn",
        };
        f.write_str(text)
    }
}

impl std::error::Error for RuleError {}

#[cfg(test)]
mod tests {
    use super::RuleError;

    #[test]
    fn all_lists_every_refusal_once() {
        // The enum's variants, read from this file, against the list tools walk.
        let source = include_str!("rule_error.rs");
        let body = source
            .split("pub enum RuleError {")
            .nth(1)
            .and_then(|rest| rest.split("\n}\n").next())
            .expect("the enum is in this file");
        let variants = body
            .lines()
            .filter(|l| l.starts_with("    ") && !l.trim_start().starts_with("//"))
            .filter(|l| l.trim_end().ends_with(','))
            .count();
        assert_eq!(variants, RuleError::ALL.len());
        for (i, a) in RuleError::ALL.iter().enumerate() {
            assert!(!RuleError::ALL[..i].contains(a), "{a:?} is listed twice");
        }
    }
}
