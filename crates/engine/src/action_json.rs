//! Reading an [`Action`] from JSON through one flat struct of every field any action has.
//! The JSON is the same as serde's internally tagged form (`{"type": "place", ...}`, keys in
//! any order, other keys ignored); read this way, the app carries one small reader instead of
//! serde's buffered one for tagged enums, which was the largest function of the wasm build
//! (docs/performance.md "Where the bytes go").

use serde::Deserialize;
use serde::de::Error;

use super::action::Action;
use super::board::TerritoryId;
use super::cards::Card;
use super::empire::{Potion, Ware};
use super::state::ForceId;

/// Which action a JSON object is: its `type`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum ActionKind {
    Claim,
    PlaceStartingArmy,
    ChooseHeadquarters,
    TradeCards,
    Place,
    Attack,
    Reroll,
    Commander,
    Resolve,
    Occupy,
    ClaimObjective,
    Influence,
    ReinforceAlly,
    EndAttack,
    Fortify,
    EndTurn,
    CashSesterces,
    BuyWare,
    BuyMission,
    SwapMission,
    PlayPotion,
    Guard,
}

/// Every field an action may carry; the `type` says which must be there.
#[derive(Deserialize)]
pub(super) struct ActionFields {
    #[serde(rename = "type")]
    kind: ActionKind,
    territory: Option<TerritoryId>,
    cards: Option<[Card; 3]>,
    armies: Option<u32>,
    from: Option<TerritoryId>,
    to: Option<TerritoryId>,
    dice: Option<u8>,
    defend: Option<u8>,
    die: Option<u8>,
    card: Option<Card>,
    mission: Option<u8>,
    force: Option<ForceId>,
    sesterces: Option<u32>,
    ware: Option<Ware>,
    potion: Option<Potion>,
}

/// A field the action's type (or the mission's kind) needs, or serde's "missing field"
/// error; shared with `mission_json`.
pub(crate) fn needed<T>(value: Option<T>, name: &'static str) -> Result<T, serde_json::Error> {
    value.ok_or_else(|| serde_json::Error::missing_field(name))
}

impl TryFrom<ActionFields> for Action {
    type Error = serde_json::Error;

    fn try_from(f: ActionFields) -> Result<Action, serde_json::Error> {
        let territory = || needed(f.territory, "territory");
        Ok(match f.kind {
            ActionKind::Claim => Action::Claim {
                territory: territory()?,
            },
            ActionKind::PlaceStartingArmy => Action::PlaceStartingArmy {
                territory: territory()?,
            },
            ActionKind::ChooseHeadquarters => Action::ChooseHeadquarters {
                territory: territory()?,
            },
            ActionKind::TradeCards => Action::TradeCards {
                cards: needed(f.cards, "cards")?,
            },
            ActionKind::Place => Action::Place {
                territory: territory()?,
                armies: needed(f.armies, "armies")?,
            },
            ActionKind::Attack => Action::Attack {
                from: needed(f.from, "from")?,
                to: needed(f.to, "to")?,
                dice: needed(f.dice, "dice")?,
                defend: f.defend,
            },
            ActionKind::Reroll => Action::Reroll {
                die: needed(f.die, "die")?,
                card: needed(f.card, "card")?,
            },
            ActionKind::Commander => Action::Commander {
                die: needed(f.die, "die")?,
            },
            ActionKind::Resolve => Action::Resolve,
            ActionKind::Occupy => Action::Occupy {
                armies: needed(f.armies, "armies")?,
            },
            ActionKind::ClaimObjective => Action::ClaimObjective {
                mission: needed(f.mission, "mission")?,
            },
            ActionKind::Influence => Action::Influence {
                force: needed(f.force, "force")?,
                card: needed(f.card, "card")?,
            },
            ActionKind::ReinforceAlly => Action::ReinforceAlly {
                force: needed(f.force, "force")?,
            },
            ActionKind::EndAttack => Action::EndAttack,
            ActionKind::Fortify => Action::Fortify {
                from: needed(f.from, "from")?,
                to: needed(f.to, "to")?,
                armies: needed(f.armies, "armies")?,
            },
            ActionKind::EndTurn => Action::EndTurn,
            ActionKind::CashSesterces => Action::CashSesterces {
                sesterces: needed(f.sesterces, "sesterces")?,
            },
            ActionKind::BuyWare => Action::BuyWare {
                ware: needed(f.ware, "ware")?,
                territory: territory()?,
            },
            ActionKind::BuyMission => Action::BuyMission,
            ActionKind::SwapMission => Action::SwapMission {
                mission: needed(f.mission, "mission")?,
            },
            ActionKind::PlayPotion => Action::PlayPotion {
                potion: needed(f.potion, "potion")?,
                territory: f.territory,
            },
            ActionKind::Guard => Action::Guard {
                territory: territory()?,
                potion: needed(f.potion, "potion")?,
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_in_any_order_and_unknown_keys_read_as_before() {
        let action: Action =
            serde_json::from_str(r#"{"armies": 3, "note": "x", "territory": 4, "type": "place"}"#)
                .expect("a place action");
        assert_eq!(
            action,
            Action::Place {
                territory: TerritoryId(4),
                armies: 3
            }
        );
        let attack: Action =
            serde_json::from_str(r#"{"type":"attack","from":1,"to":2,"dice":3,"defend":null}"#)
                .expect("an attack");
        assert_eq!(
            attack,
            Action::Attack {
                from: TerritoryId(1),
                to: TerritoryId(2),
                dice: 3,
                defend: None
            }
        );
    }

    #[test]
    fn a_missing_field_or_type_is_named() {
        let error = serde_json::from_str::<Action>(r#"{"type":"place","territory":4}"#)
            .expect_err("no armies");
        assert!(
            error.to_string().contains("missing field `armies`"),
            "{error}"
        );
        let error = serde_json::from_str::<Action>(r#"{"territory":4}"#).expect_err("no type");
        assert!(
            error.to_string().contains("missing field `type`"),
            "{error}"
        );
        let error =
            serde_json::from_str::<Action>(r#"{"type":"fly"}"#).expect_err("no such action");
        assert!(
            error.to_string().contains("unknown variant `fly`"),
            "{error}"
        );
    }
}
