//! Reads the compact binary form `build.rs` packs the boards and their drawings into: zigzag
//! LEB128 integers and length-prefixed UTF-8 strings. The built-in bytes are the app's own,
//! checked by the tests against their JSON sources; an imported board's come from outside, so
//! a short read gives zeros and empty strings rather than a panic, and a list is never longer
//! than the bytes left ([`Reader::items`]).

/// A cursor over packed bytes.
pub struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    /// Starts reading `bytes` from the beginning.
    pub fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { bytes }
    }

    /// A signed integer (zigzag LEB128).
    pub fn int(&mut self) -> i64 {
        let (mut value, mut shift) = (0u64, 0);
        while let Some((&byte, rest)) = self.bytes.split_first() {
            self.bytes = rest;
            value |= u64::from(byte & 0x7f) << shift;
            shift += 7;
            if byte & 0x80 == 0 || shift >= 64 {
                break;
            }
        }
        (value >> 1) as i64 ^ -((value & 1) as i64)
    }

    /// A count of items, or a non-negative number.
    pub fn count(&mut self) -> usize {
        usize::try_from(self.int()).unwrap_or(0)
    }

    /// How many items of a list follow, never more than the bytes left (each item takes one
    /// at least), so hostile bytes cannot ask for more memory than they bring.
    pub fn items(&mut self) -> usize {
        self.count().min(self.bytes.len())
    }

    /// A string.
    pub fn text(&mut self) -> String {
        let n = self.count().min(self.bytes.len());
        let (text, rest) = self.bytes.split_at(n);
        self.bytes = rest;
        String::from_utf8_lossy(text).into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::Reader;

    #[test]
    fn integers_and_strings_read_back_and_a_short_read_gives_zeros() {
        // 3, -2, 300 (zigzag 600 = 0xd8 0x04), "ab".
        let mut r = Reader::new(&[6, 3, 0xd8, 0x04, 4, b'a', b'b']);
        assert_eq!((r.int(), r.int(), r.int()), (3, -2, 300));
        assert_eq!(r.text(), "ab");
        assert_eq!((r.int(), r.text()), (0, String::new()));
    }
}
