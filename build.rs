//! Packs each board's drawing (`src/ui/board/*.geometry.json`, written by
//! `tools/board-geometry/build.mjs`) into the compact binary form the app embeds
//! (`src/ui/board/geometry.rs` reads it back): numbers in tenths of a board unit, each
//! outline's points as differences from the previous point. The JSON stays the reviewed,
//! reproducible source; the packed form is a fraction of its gzipped size and needs no JSON
//! parser in the app (docs/performance.md). It also makes the interface's fixed words, named
//! by the English catalog, constants of `W` (`crates/words/src/constants.rs`, issue 52).

use std::env;
use std::fs;
use std::path::Path;

use serde_json::Value;

#[path = "crates/engine/packing/writer.rs"]
mod writer;

#[path = "crates/engine/packing/geometry.rs"]
mod geometry;

use geometry::pack_geometry;

// (`table`, which writes the page's tables, serves `interface-words`, not this script.)
#[allow(dead_code)]
#[path = "crates/words/src/constants.rs"]
mod constants;

/// The catalog whose messages name the interface's fixed words (issue 52).
const INTERFACE: &str = "public/locales/en/interface.ftl";

/// The boards whose drawings are packed.
const BOARDS: [&str; 3] = ["world", "europe-1810", "roman-empire"];

fn main() {
    let out = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    println!("cargo::rerun-if-changed={INTERFACE}");
    let english = fs::read_to_string(INTERFACE).unwrap_or_else(|e| panic!("{INTERFACE}: {e}"));
    let words = constants::constants(&english).unwrap_or_else(|e| panic!("{e}"));
    fs::write(Path::new(&out).join("words.rs"), words).expect("OUT_DIR is writable");
    println!("cargo::rerun-if-changed=crates/engine/packing/writer.rs");
    println!("cargo::rerun-if-changed=crates/engine/packing/geometry.rs");
    for board in BOARDS {
        let source = format!("src/ui/board/{board}.geometry.json");
        println!("cargo::rerun-if-changed={source}");
        let text = fs::read_to_string(&source).unwrap_or_else(|e| panic!("{source}: {e}"));
        let json: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{source}: {e}"));
        let packed = pack_geometry(&json).unwrap_or_else(|e| panic!("{source}: {e}"));
        fs::write(
            Path::new(&out).join(format!("{board}.geometry.bin")),
            packed,
        )
        .expect("OUT_DIR is writable");
    }
}
