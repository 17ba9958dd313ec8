#![allow(dead_code)] // each build script uses part of it
//! The packed form's writer, shared by the build scripts of the engine (the boards) and of
//! the app (their drawings): zigzag LEB128 integers and length-prefixed UTF-8 strings, read
//! back by `crates/engine/src/packed.rs`. Included with `#[path]`, not a crate of its own.

use serde_json::Value;

/// A JSON string's text.
pub fn str_of(value: &Value) -> Result<&str, String> {
    value
        .as_str()
        .ok_or_else(|| format!("{value} is not a string"))
}

/// A decimal with at most one digit after the point, in tenths, refused otherwise (the
/// packing must give back exactly what the JSON says).
pub fn tenths_of(text: &str) -> Result<i64, String> {
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
pub struct Writer {
    /// The bytes written so far.
    pub bytes: Vec<u8>,
}

impl Writer {
    /// A signed integer, zigzag LEB128.
    pub fn int(&mut self, value: i64) {
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
    pub fn count(&mut self, n: usize) {
        self.int(n as i64);
    }

    /// A string: its length in bytes, then its UTF-8.
    pub fn text(&mut self, text: &str) {
        self.count(text.len());
        self.bytes.extend_from_slice(text.as_bytes());
    }

    /// A name in every language: English, French, the French name with its article and its
    /// gender (empty and 0 when the JSON has none; 1 masculine, 2 feminine).
    pub fn localized(&mut self, value: &Value) -> Result<(), String> {
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
    pub fn tenths(&mut self, value: &Value) -> Result<(), String> {
        let number = value
            .as_f64()
            .ok_or_else(|| format!("{value} is not a number"))?;
        let tenths = tenths_of(&number.to_string())?;
        self.int(tenths);
        Ok(())
    }

    /// A JSON `[x, y]` point, in tenths.
    pub fn point(&mut self, value: &Value) -> Result<(), String> {
        self.tenths(&value[0])?;
        self.tenths(&value[1])
    }
}
