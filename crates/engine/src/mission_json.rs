//! Reading a [`Mission`] from JSON through one flat struct of every field any mission has.
//! The JSON is serde's externally tagged form (`{"Destroy": {"colour": "red"}}`); read this
//! way, the app carries one small reader instead of one per kind of mission
//! (docs/performance.md "Where the bytes go").

use std::collections::BTreeMap;

use serde::Deserialize;
use serde::de::Error;

use super::action_json::needed;
use super::mission_card::{Mission, Moment, Rank};
use super::state::Colour;

/// Which mission a JSON object is: its one key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
enum MissionKind {
    Continents,
    Territories,
    Destroy,
    InContinent,
    InEachContinent,
    ArmiesOnOne,
    ConquerInTurn,
    Ports,
    Sesterces,
    Equipped,
    Scored,
    Ranked,
}

/// Every field a mission may carry; its kind says which must be there.
#[derive(Deserialize)]
struct MissionFields {
    continents: Option<Vec<String>>,
    plus_one: Option<bool>,
    count: Option<u32>,
    min_armies: Option<u32>,
    colour: Option<Colour>,
    continent: Option<String>,
    armies: Option<u32>,
    swords: Option<u32>,
    shields: Option<u32>,
    points: Option<u32>,
    goal: Option<Box<Mission>>,
    rank: Option<Rank>,
    moment: Option<Moment>,
}

/// A mission as JSON: one kind, with its fields.
#[derive(Deserialize)]
pub(super) struct MissionJson(BTreeMap<MissionKind, MissionFields>);

impl TryFrom<MissionJson> for Mission {
    type Error = serde_json::Error;

    fn try_from(json: MissionJson) -> Result<Mission, serde_json::Error> {
        let mut entries = json.0.into_iter();
        let (Some((kind, f)), None) = (entries.next(), entries.next()) else {
            return Err(serde_json::Error::custom(
                "a mission is an object with one key, its kind",
            ));
        };
        let count = || needed(f.count, "count");
        Ok(match kind {
            MissionKind::Continents => Mission::Continents {
                continents: needed(f.continents, "continents")?,
                plus_one: needed(f.plus_one, "plus_one")?,
            },
            MissionKind::Territories => Mission::Territories {
                count: count()?,
                min_armies: needed(f.min_armies, "min_armies")?,
            },
            MissionKind::Destroy => Mission::Destroy {
                colour: needed(f.colour, "colour")?,
            },
            MissionKind::InContinent => Mission::InContinent {
                continent: needed(f.continent, "continent")?,
                count: count()?,
                min_armies: needed(f.min_armies, "min_armies")?,
            },
            MissionKind::InEachContinent => Mission::InEachContinent { count: count()? },
            MissionKind::ArmiesOnOne => Mission::ArmiesOnOne {
                armies: needed(f.armies, "armies")?,
            },
            MissionKind::ConquerInTurn => Mission::ConquerInTurn { count: count()? },
            MissionKind::Ports => Mission::Ports { count: count()? },
            MissionKind::Sesterces => Mission::Sesterces { count: count()? },
            MissionKind::Equipped => Mission::Equipped {
                swords: needed(f.swords, "swords")?,
                shields: needed(f.shields, "shields")?,
            },
            MissionKind::Scored => Mission::Scored {
                points: needed(f.points, "points")?,
                goal: needed(f.goal, "goal")?,
            },
            MissionKind::Ranked => Mission::Ranked {
                rank: needed(f.rank, "rank")?,
                moment: needed(f.moment, "moment")?,
                goal: needed(f.goal, "goal")?,
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::empire::roman_empire_deck;
    use crate::missions::{napoleon_1999_deck, parker_1993_deck};
    use crate::objectives::ranked_deck;

    #[test]
    fn every_mission_of_every_deck_reads_back_as_written() {
        let decks = [
            roman_empire_deck(),
            napoleon_1999_deck(),
            parker_1993_deck(),
            ranked_deck(),
        ];
        for mission in decks.iter().flatten() {
            let json = serde_json::to_string(mission).expect("serialisable");
            let back: Mission = serde_json::from_str(&json).expect("readable");
            assert_eq!(&back, mission, "{json}");
        }
    }

    #[test]
    fn a_mission_needs_one_kind_and_its_fields() {
        let error = serde_json::from_str::<Mission>(r#"{"Destroy": {}}"#).expect_err("no colour");
        assert!(
            error.to_string().contains("missing field `colour`"),
            "{error}"
        );
        let two = r#"{"Ports": {"count": 3}, "Sesterces": {"count": 4}}"#;
        assert!(serde_json::from_str::<Mission>(two).is_err());
        assert!(serde_json::from_str::<Mission>("{}").is_err());
        assert!(serde_json::from_str::<Mission>(r#"{"Fly": {}}"#).is_err());
    }
}
