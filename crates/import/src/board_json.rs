//! The imported board in the engine's own form (`crates/engine/src/boards/*.json`): so an
//! imported board is checked, packed and played as ours are (issue 40 item 5).

use lamorisse_engine::board::CardDesign;
use lamorisse_engine::mission_card::Mission;
use lamorisse_engine::state::Colour;
use serde_json::{Value, json};

use crate::cards_file::{CardsFile, MissionContinent, MissionLine};
use crate::map_file::MapFile;

/// A name said the same way in English and in French (a map has one language).
fn localized(name: &str) -> Value {
    json!({ "en": name, "fr": name })
}

/// A card design as board JSON writes it.
fn design(card: CardDesign) -> &'static str {
    match card {
        CardDesign::Infantry => "infantry",
        CardDesign::Cavalry => "cavalry",
        CardDesign::Artillery => "artillery",
    }
}

/// The board JSON of a checked map: its `key`, the keys of its continents and countries, each
/// country's neighbours, and its cards (designs in turn and two jokers when it has no
/// `.cards` file, as our boards deal them).
pub fn board_json(
    key: &str,
    map: &MapFile,
    keys: (&[String], &[String]),
    neighbours: &[Vec<usize>],
    cards: Option<&CardsFile>,
) -> Value {
    let (continent_keys, country_keys) = keys;
    let dealt = [
        CardDesign::Infantry,
        CardDesign::Cavalry,
        CardDesign::Artillery,
    ];
    let continents: Vec<Value> = map
        .continents
        .iter()
        .zip(continent_keys)
        .map(|(c, id)| json!({ "id": id, "name": localized(&c.name), "bonus": c.bonus }))
        .collect();
    let territories: Vec<Value> = map
        .countries
        .iter()
        .enumerate()
        .map(|(i, country)| {
            let card = match cards {
                Some(cards) => cards.designs[i],
                None => Some(dealt[i % 3]),
            };
            let around: Vec<&str> = neighbours[i]
                .iter()
                .map(|&n| country_keys[n].as_str())
                .collect();
            json!({
                "id": country_keys[i],
                "name": localized(&country.name),
                "continent": continent_keys[country.continent],
                "card": card.map(design),
                "neighbours": around,
            })
        })
        .collect();
    let name = map.name.clone().unwrap_or_else(|| key.to_owned());
    json!({
        "id": key,
        "name": localized(&name),
        "continents": continents,
        "territories": territories,
        "jokers": cards.map_or(2, |c| c.jokers),
        "missions": cards.map_or_else(Vec::new, |c| missions(&c.missions, continent_keys)),
    })
}

/// The `.cards` file's missions as the engine's: "destroy player N" is the colour of seat N
/// as the wizard first gives it (the box's colours in order); continents to hold (a `*` is
/// one more of the player's choice); else a number of territories with at least so many
/// armies. A line that asks nothing is left out.
fn missions(lines: &[MissionLine], continent_keys: &[String]) -> Vec<Value> {
    lines
        .iter()
        .filter_map(|line| {
            let named: Vec<String> = line
                .continents
                .iter()
                .filter_map(|c| match c {
                    MissionContinent::Named(i) => continent_keys.get(*i).cloned(),
                    MissionContinent::Any => None,
                })
                .collect();
            let mission = if let Some(player) = line.destroy {
                Mission::Destroy {
                    colour: *Colour::ALL.get(player as usize - 1)?,
                }
            } else if !named.is_empty() {
                Mission::Continents {
                    continents: named,
                    plus_one: line.continents.contains(&MissionContinent::Any),
                }
            } else if line.countries > 0 {
                Mission::Territories {
                    count: line.countries,
                    min_armies: line.armies.max(1),
                }
            } else {
                return None;
            };
            serde_json::to_value(mission).ok()
        })
        .collect()
}
