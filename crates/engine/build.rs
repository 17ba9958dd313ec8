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

#[path = "packing/board.rs"]
mod board;

use board::pack_board;

/// The boards packed.
const BOARDS: [&str; 3] = ["world", "europe-1810", "roman-empire"];

fn main() {
    let out = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for board in BOARDS {
        let source = format!("src/boards/{board}.json");
        println!("cargo::rerun-if-changed={source}");
        println!("cargo::rerun-if-changed=packing/writer.rs");
        println!("cargo::rerun-if-changed=packing/board.rs");
        let text = fs::read_to_string(&source).unwrap_or_else(|e| panic!("{source}: {e}"));
        let json: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{source}: {e}"));
        let packed = pack_board(&json).unwrap_or_else(|e| panic!("{source}: {e}"));
        fs::write(Path::new(&out).join(format!("{board}.board.bin")), packed)
            .expect("OUT_DIR is writable");
    }
}
