//! Packs each board's drawing (`src/ui/board/*.geometry.json`, written by
//! `tools/board-geometry/build.mjs`) into the compact binary form the app embeds
//! (`src/ui/board/geometry.rs` reads it back): numbers in tenths of a board unit, each
//! outline's points as differences from the previous point. The JSON stays the reviewed,
//! reproducible source; the packed form is a fraction of its gzipped size and needs no JSON
//! parser in the app (docs/performance.md). It also makes the interface's fixed words, read
//! from the catalogs, constants of `W` (`crates/words/src/constants.rs`, issue 52).

use std::env;
use std::fs;
use std::path::Path;

use serde_json::Value;

#[path = "crates/engine/packing/writer.rs"]
mod writer;

#[path = "crates/engine/packing/geometry.rs"]
mod geometry;

use geometry::pack_geometry;

#[path = "crates/words/src/constants.rs"]
mod constants;

/// The catalogs the interface's fixed words come from (issue 52), English first.
const INTERFACE: [&str; 2] = [
    "public/locales/en/interface.ftl",
    "public/locales/fr/interface.ftl",
];

/// The boards whose drawings are packed.
const BOARDS: [&str; 3] = ["world", "europe-1810", "roman-empire"];

fn main() {
    let out = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let [english, french] = INTERFACE.map(|file| {
        println!("cargo::rerun-if-changed={file}");
        fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"))
    });
    let words = constants::constants(&english, &french).unwrap_or_else(|e| panic!("{e}"));
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
