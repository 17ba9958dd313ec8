//! Packs a board's drawing (`src/ui/board/*.geometry.json`, or one traced by `crates/import`)
//! into the form `src/ui/board/geometry.rs` reads back: numbers in tenths of a board unit,
//! each outline's points as differences from the previous point. Included with `#[path]`
//! beside `writer.rs`, not a crate of its own.

use serde_json::Value;

use super::writer::{Writer, str_of, tenths_of};

/// The packed bytes of one board's geometry, in the order `geometry.rs` reads them.
pub fn pack_geometry(json: &Value) -> Result<Vec<u8>, String> {
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
