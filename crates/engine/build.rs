//! Packs the boards (`src/boards/*.json`) into the compact binary form the engine embeds
//! (`board.rs` reads it back through `packed.rs`): each board's names, continents and
//! territories, continents and neighbours by their index in the board's lists. The JSON stays
//! the reviewed source; the packed form needs no JSON parser in the app (docs/performance.md).

use std::env;
use std::fs;
use std::path::Path;

use serde_json::Value;

#[path = "packing/writer.rs"]
mod writer;

use writer::{Writer, str_of};

/// The boards packed.
const BOARDS: [&str; 3] = ["world", "europe-1810", "roman-empire"];

fn main() {
    let out = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for board in BOARDS {
        let source = format!("src/boards/{board}.json");
        println!("cargo::rerun-if-changed={source}");
        println!("cargo::rerun-if-changed=packing/writer.rs");
        let text = fs::read_to_string(&source).unwrap_or_else(|e| panic!("{source}: {e}"));
        let json: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{source}: {e}"));
        let packed = pack_board(&json).unwrap_or_else(|e| panic!("{source}: {e}"));
        fs::write(Path::new(&out).join(format!("{board}.board.bin")), packed)
            .expect("OUT_DIR is writable");
    }
}

/// The packed bytes of one board, in the order `board.rs` reads them: continents and
/// neighbours by their index in the board's lists, so the app can check them as the JSON
/// reader does.
fn pack_board(json: &Value) -> Result<Vec<u8>, String> {
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
    Ok(w.bytes)
}
