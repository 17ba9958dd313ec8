//! Packs the boards (`src/engine/boards/*.json`) and their drawings
//! (`src/ui/board/*.geometry.json`, written by `tools/board-geometry/build.mjs`) into a compact
//! binary form that the app embeds: zigzag LEB128 integers and length-prefixed strings; a
//! drawing's numbers in tenths of a board unit, each outline's points as differences from the
//! previous point. The JSON stays the reviewed source; the packed form is a fraction of its
//! gzipped size and needs no JSON parser in the app (docs/performance.md).
//! `src/engine/packed.rs` reads it back, in `board.rs` and `ui/board/geometry.rs`.

use std::env;
use std::fs;
use std::path::Path;

use serde_json::Value;

/// The boards whose drawings are packed.
const BOARDS: [&str; 3] = ["world", "europe-1810", "roman-empire"];

fn main() {
    let out = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for board in BOARDS {
        let source = format!("src/engine/boards/{board}.json");
        println!("cargo::rerun-if-changed={source}");
        let text = fs::read_to_string(&source).unwrap_or_else(|e| panic!("{source}: {e}"));
        let json: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{source}: {e}"));
        let packed = pack_board(&json).unwrap_or_else(|e| panic!("{source}: {e}"));
        fs::write(Path::new(&out).join(format!("{board}.board.bin")), packed)
            .expect("OUT_DIR is writable");
    }
    for board in BOARDS {
        let source = format!("src/ui/board/{board}.geometry.json");
        println!("cargo::rerun-if-changed={source}");
        let text = fs::read_to_string(&source).unwrap_or_else(|e| panic!("{source}: {e}"));
        let json: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{source}: {e}"));
        let packed = pack(&json).unwrap_or_else(|e| panic!("{source}: {e}"));
        fs::write(
            Path::new(&out).join(format!("{board}.geometry.bin")),
            packed,
        )
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

/// The packed bytes of one board's geometry, in the order `geometry.rs` reads them.
fn pack(json: &Value) -> Result<Vec<u8>, String> {
    let mut w = Writer::default();
    w.text(str_of(&json["board"])?);
    w.tenths(&json["width"])?;
    w.tenths(&json["height"])?;
    w.tenths(&json["chart"]["x"])?;
    w.tenths(&json["chart"]["y"])?;
    let colours = json["continentColors"]
        .as_object()
        .ok_or("continentColors")?;
    w.count(colours.len());
    for (key, colour) in colours {
        w.text(key);
        w.text(str_of(colour)?);
    }
    let territories = json["territories"].as_array().ok_or("territories")?;
    w.count(territories.len());
    for territory in territories {
        w.text(str_of(&territory["id"])?);
        w.point(&territory["label"])?;
        let rings = rings(str_of(&territory["d"])?)?;
        w.count(rings.len());
        for ring in rings {
            w.count(ring.len());
            let mut last = (0, 0);
            for point in ring {
                w.int(point.0 - last.0);
                w.int(point.1 - last.1);
                last = point;
            }
        }
    }
    let lanes = json["seaLanes"].as_array().ok_or("seaLanes")?;
    w.count(lanes.len());
    for lane in lanes {
        w.text(str_of(&lane["between"][0])?);
        w.text(str_of(&lane["between"][1])?);
        let lines = lane["lines"].as_array().ok_or("lines")?;
        w.count(lines.len());
        for line in lines {
            w.point(&line[0])?;
            w.point(&line[1])?;
        }
    }
    Ok(w.bytes)
}

/// A JSON string's text.
fn str_of(value: &Value) -> Result<&str, String> {
    value
        .as_str()
        .ok_or_else(|| format!("{value} is not a string"))
}

/// The closed rings of `M x y x y ... Z` path data, in tenths.
fn rings(d: &str) -> Result<Vec<Vec<(i64, i64)>>, String> {
    let mut rings = Vec::new();
    for part in d.split('M').filter(|p| !p.is_empty()) {
        let part = part.strip_suffix('Z').ok_or("a ring not closed by Z")?;
        let numbers: Vec<i64> = part.split(' ').map(tenths_of).collect::<Result<_, _>>()?;
        if !numbers.len().is_multiple_of(2) {
            return Err(format!("odd number of coordinates in {part:.40}"));
        }
        rings.push(numbers.chunks(2).map(|p| (p[0], p[1])).collect());
    }
    Ok(rings)
}

/// A decimal with at most one digit after the point, in tenths, refused otherwise (the
/// packing must give back exactly what the JSON says).
fn tenths_of(text: &str) -> Result<i64, String> {
    let value: f64 = text
        .parse()
        .map_err(|_| format!("{text:?} is not a number"))?;
    let tenths = (value * 10.0).round();
    if (tenths / 10.0 - value).abs() > 1e-9 {
        return Err(format!("{text} has more than one decimal"));
    }
    Ok(tenths as i64)
}

/// Writes the packed form.
#[derive(Default)]
struct Writer {
    bytes: Vec<u8>,
}

impl Writer {
    /// A signed integer, zigzag LEB128.
    fn int(&mut self, value: i64) {
        let mut v = ((value << 1) ^ (value >> 63)) as u64;
        loop {
            let byte = (v & 0x7f) as u8;
            v >>= 7;
            if v == 0 {
                self.bytes.push(byte);
                return;
            }
            self.bytes.push(byte | 0x80);
        }
    }

    /// A count of items that follow.
    fn count(&mut self, n: usize) {
        self.int(n as i64);
    }

    /// A string: its length in bytes, then its UTF-8.
    fn text(&mut self, text: &str) {
        self.count(text.len());
        self.bytes.extend_from_slice(text.as_bytes());
    }

    /// A name in every language: English, French, the French name with its article and its
    /// gender (empty and 0 when the JSON has none; 1 masculine, 2 feminine).
    fn localized(&mut self, value: &Value) -> Result<(), String> {
        self.text(str_of(&value["en"])?);
        self.text(str_of(&value["fr"])?);
        self.text(value["fr_the"].as_str().unwrap_or(""));
        self.count(match value["fr_gender"].as_str() {
            None => 0,
            Some("m") => 1,
            Some("f") => 2,
            Some(other) => return Err(format!("unknown gender `{other}`")),
        });
        Ok(())
    }

    /// A JSON number, in tenths.
    fn tenths(&mut self, value: &Value) -> Result<(), String> {
        let number = value
            .as_f64()
            .ok_or_else(|| format!("{value} is not a number"))?;
        let tenths = tenths_of(&number.to_string())?;
        self.int(tenths);
        Ok(())
    }

    /// A JSON `[x, y]` point, in tenths.
    fn point(&mut self, value: &Value) -> Result<(), String> {
        self.tenths(&value[0])?;
        self.tenths(&value[1])
    }
}
