//! The drawn board (`pic` in `[files]`): optional, kept as its bytes for the table's
//! background, its size read from its header so a picture that does not match the index image
//! is refused (issue 40 items 1-2).

use crate::error::ImportError;
use crate::limits::MAX_IMAGE_FILE;

/// A picture file's bytes and media type (`image/png`, `image/gif`, `image/jpeg`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// Its media type.
    pub mime: &'static str,
    /// Its bytes.
    pub bytes: Vec<u8>,
    /// Its width and height in pixels, from its header.
    pub size: (u32, u32),
}

/// The drawn board's bytes, if they are a PNG, GIF or JPEG within the size limit.
pub fn read(name: &str, bytes: &[u8]) -> Result<Picture, ImportError> {
    if bytes.len() > MAX_IMAGE_FILE {
        return Err(ImportError::FileTooLarge {
            file: name.into(),
            limit: MAX_IMAGE_FILE,
        });
    }
    let found = if bytes.starts_with(b"\x89PNG") {
        png_size(bytes).map(|size| ("image/png", size))
    } else if bytes.starts_with(b"GIF8") {
        gif_size(bytes).map(|size| ("image/gif", size))
    } else if bytes.starts_with(b"\xFF\xD8\xFF") {
        jpeg_size(bytes).map(|size| ("image/jpeg", size))
    } else {
        None
    };
    let (mime, size) = found.ok_or_else(|| ImportError::BadImage { file: name.into() })?;
    Ok(Picture {
        mime,
        bytes: bytes.to_vec(),
        size,
    })
}

/// A big-endian number of `N` bytes at `at`.
fn big_endian<const N: usize>(bytes: &[u8], at: usize) -> Option<u32> {
    let slice = bytes.get(at..at + N)?;
    Some(slice.iter().fold(0, |n, &b| (n << 8) | u32::from(b)))
}

/// A PNG's size, from its `IHDR` chunk (always first).
fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    (bytes.get(12..16)? == b"IHDR").then_some(())?;
    Some((big_endian::<4>(bytes, 16)?, big_endian::<4>(bytes, 20)?))
}

/// A GIF's size, from its logical screen.
fn gif_size(bytes: &[u8]) -> Option<(u32, u32)> {
    let little = |at: usize| Some(u32::from(*bytes.get(at)?) | u32::from(*bytes.get(at + 1)?) << 8);
    Some((little(6)?, little(8)?))
}

/// A JPEG's size, from its first start-of-frame segment (markers C0 to CF but C4, C8, CC).
fn jpeg_size(bytes: &[u8]) -> Option<(u32, u32)> {
    let mut at = 2;
    loop {
        while *bytes.get(at)? == 0xFF && *bytes.get(at + 1)? == 0xFF {
            at += 1;
        }
        (*bytes.get(at)? == 0xFF).then_some(())?;
        let marker = *bytes.get(at + 1)?;
        let length = big_endian::<2>(bytes, at + 2)? as usize;
        if (0xC0..=0xCF).contains(&marker) && ![0xC4, 0xC8, 0xCC].contains(&marker) {
            return Some((
                big_endian::<2>(bytes, at + 7)?,
                big_endian::<2>(bytes, at + 5)?,
            ));
        }
        at += 2 + length;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_jpeg_header_gives_its_size() {
        let mut jpeg = vec![0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0];
        jpeg.extend([0xFF, 0xC0, 0, 11, 8, 0x02, 0x58, 0x03, 0x20, 3, 0, 0, 0]);
        assert_eq!(read("pic.jpg", &jpeg).unwrap().size, (800, 600));
    }

    #[test]
    fn a_cut_jpeg_is_refused() {
        let jpeg = [0xFF, 0xD8, 0xFF, 0xE0, 0, 40];
        assert!(read("pic.jpg", &jpeg).is_err());
    }
}
