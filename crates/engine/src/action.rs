//! What players do ([`Action`]); what happens ([`Event`], `event.rs`) and why an action is
//! refused ([`RuleError`], `rule_error.rs`) are re-exported here, where they were first.

use serde::{Deserialize, Serialize};

use super::board::TerritoryId;
use super::cards::Card;
use super::empire::pieces::{Potion, Ware};
use super::state::ForceId;

pub use crate::event::Event;
pub use crate::rule_error::RuleError;

/// Everything a player can do; the engine applies one at a time. Read from JSON through
/// `action_json::ActionFields` (the same JSON, with a far smaller reader in the app).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "type",
    rename_all = "kebab-case",
    try_from = "super::action_json::ActionFields"
)]
pub enum Action {
    /// Setup: claim an empty territory with one army.
    Claim {
        /// The territory.
        territory: TerritoryId,
    },
    /// Setup: place one starting army on a territory of yours.
    PlaceStartingArmy {
        /// The territory.
        territory: TerritoryId,
    },
    /// Setup, capital games: pick one of your territories as your headquarters (secret until
    /// everyone has chosen).
    ChooseHeadquarters {
        /// The territory.
        territory: TerritoryId,
    },
    /// Trade three cards for armies.
    TradeCards {
        /// The set; the first card whose territory you hold gets the occupied-territory bonus.
        cards: [Card; 3],
    },
    /// Place armies from the reserve.
    Place {
        /// The territory.
        territory: TerritoryId,
        /// How many armies.
        armies: u32,
    },
    /// Roll one battle.
    Attack {
        /// The attacking territory.
        from: TerritoryId,
        /// The attacked territory.
        to: TerritoryId,
        /// Dice the attacker rolls.
        dice: u8,
        /// Dice the defender rolls; `None` defends with the most allowed (RULINGS R5).
        defend: Option<u8>,
    },
    /// 001 experts: re-roll one attack die of the battle just rolled, with a card showing
    /// the attacking or the attacked territory.
    Reroll {
        /// The die's place among the attack dice, highest first (0-based).
        die: u8,
        /// The card set aside for it.
        card: Card,
    },
    /// 001 experts: the Commander turns one attack die just rolled to 6, once per turn.
    Commander {
        /// The die's place among the attack dice, highest first (0-based).
        die: u8,
    },
    /// Decide the battle just rolled with the dice as they stand.
    Resolve,
    /// Move armies into the territory just conquered.
    Occupy {
        /// Armies moved in (at least the preset's minimum, leaving one behind).
        armies: u32,
    },
    /// 000 Risk Mission: claim one of your objectives, at the moment its card names.
    ClaimObjective {
        /// Its place among your objectives.
        mission: u8,
    },
    /// 000 active independents, at the start of the turn: give a territory card to an
    /// independent to move it one step towards you.
    Influence {
        /// The independent.
        force: ForceId,
        /// The card given (face down).
        card: Card,
    },
    /// 000 active independents, before the combat: roll one die of reinforcements for an
    /// ally, then place them on its territories.
    ReinforceAlly {
        /// The ally.
        force: ForceId,
    },
    /// Stop attacking and go on to fortify.
    EndAttack,
    /// Move armies between two of your territories at the end of the turn.
    Fortify {
        /// From this territory.
        from: TerritoryId,
        /// To this territory.
        to: TerritoryId,
        /// How many armies.
        armies: u32,
    },
    /// End the turn (drawing a card if a territory was conquered).
    EndTurn,
    /// 003: cash 2 to 10 sesterces for armies by the table, while reinforcing.
    CashSesterces {
        /// Sesterces spent.
        sesterces: u32,
    },
    /// 003: buy a sword or a shield for one of your territories.
    BuyWare {
        /// Sword or shield.
        ware: Ware,
        /// Where it stands.
        territory: TerritoryId,
    },
    /// 003: buy a new secret mission card.
    BuyMission,
    /// 003: swap one of your missions for a new one.
    SwapMission {
        /// Its place among your missions.
        mission: u8,
    },
    /// 003: play a magic-potion card in your own turn.
    PlayPotion {
        /// The card.
        potion: Potion,
        /// Its target, for a card that names one (Sabotage).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        territory: Option<TerritoryId>,
    },
    /// 003: the holder of an attacked territory plays a defence potion on it, in the
    /// attacker's turn.
    Guard {
        /// The attacked territory.
        territory: TerritoryId,
        /// The defence card.
        potion: Potion,
    },
}
