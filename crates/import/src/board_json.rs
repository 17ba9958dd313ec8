//! The imported board in the engine's own form (`crates/engine/src/boards/*.json`): so an
//! imported board is checked, packed and played as ours are (issue 40 item 5).

use lamorisse_engine::board::CardDesign;
use serde_json::{Value, json};

use crate::cards_file::CardsFile;
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
    })
}
