//! Packs a board's JSON (`crates/engine/src/boards/*.json`, or a board imported by
//! `crates/import`) into the form `crates/engine/src/board.rs` reads back. Included with
//! `#[path]` beside `writer.rs`, not a crate of its own.

use serde_json::Value;

use super::writer::{Writer, str_of};

/// The packed bytes of one board, in the order `board.rs` reads them: continents and
/// neighbours by their index in the board's lists, so the app can check them as the JSON
/// reader does.
pub fn pack_board(json: &Value) -> Result<Vec<u8>, String> {
    let mut w = Writer::default();
    let continents = json["continents"].as_array().ok_or("continents")?;
    let territories = json["territories"].as_array().ok_or("territories")?;
    let index = |list: &[Value], key: &str| -> Result<usize, String> {
        list.iter()
            .position(|item| item["id"] == key)
            .ok_or_else(|| format!("unknown id `{key}`"))
    };
    w.text(str_of(&json["id"])?);
    w.localized(&json["name"])?;
    w.count(continents.len());
    for continent in continents {
        w.text(str_of(&continent["id"])?);
        w.localized(&continent["name"])?;
        w.count(continent["bonus"].as_u64().ok_or("bonus")? as usize);
    }
    w.count(territories.len());
    for territory in territories {
        w.text(str_of(&territory["id"])?);
        w.localized(&territory["name"])?;
        w.count(index(continents, str_of(&territory["continent"])?)?);
        w.count(match territory["card"].as_str() {
            None => 0,
            Some("infantry") => 1,
            Some("cavalry") => 2,
            Some("artillery") => 3,
            Some(other) => return Err(format!("unknown card design `{other}`")),
        });
        w.count(usize::from(territory["port"].as_bool().unwrap_or(false)));
        let neighbours = territory["neighbours"].as_array().ok_or("neighbours")?;
        w.count(neighbours.len());
        for neighbour in neighbours {
            w.count(index(territories, str_of(neighbour)?)?);
        }
    }
    w.count(json["jokers"].as_u64().ok_or("jokers")? as usize);
    // An imported board's own missions, as their JSON (ours have none: an empty text).
    match json.get("missions").and_then(Value::as_array) {
        Some(missions) if !missions.is_empty() => w.text(&json["missions"].to_string()),
        _ => w.text(""),
    }
    Ok(w.bytes)
}
