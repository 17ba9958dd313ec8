//! A `.zip` holding a map's files, read with every size bounded: a damaged zip, a password,
//! an unknown compression or a zip bomb is refused, never unpacked past the limits.

use crate::error::ImportError;
use crate::limits::{MAX_UNPACKED, MAX_ZIP_ENTRIES, MAX_ZIP_FILE};

/// A refusal of the zip for `reason` (see [`ImportError::BadZip`]); [`files`] names the zip.
fn refused(reason: &'static str) -> ImportError {
    ImportError::BadZip {
        file: String::new(),
        reason,
    }
}

/// A little-endian number of `N` bytes at `at`.
fn number<const N: usize>(bytes: &[u8], at: usize) -> Result<usize, ImportError> {
    let slice = bytes
        .get(at..at.checked_add(N).ok_or_else(|| refused("damaged"))?)
        .ok_or_else(|| refused("damaged"))?;
    Ok(slice
        .iter()
        .rev()
        .fold(0, |n, &b| (n << 8) | usize::from(b)))
}

/// The files of the zip named `file`, each as its name (without folders) and its bytes; a
/// refusal names the zip.
pub fn files(file: &str, bytes: &[u8]) -> Result<Vec<(String, Vec<u8>)>, ImportError> {
    if bytes.len() > MAX_ZIP_FILE {
        return Err(ImportError::FileTooLarge {
            file: file.into(),
            limit: MAX_ZIP_FILE,
        });
    }
    unpack(bytes).map_err(|refusal| match refusal {
        ImportError::BadZip { reason, .. } => ImportError::BadZip {
            file: file.into(),
            reason,
        },
        other => other,
    })
}

/// The zip's files, each as its name (without folders) and its bytes.
fn unpack(bytes: &[u8]) -> Result<Vec<(String, Vec<u8>)>, ImportError> {
    let end = (0..bytes.len().saturating_sub(21))
        .rev()
        .take(65_536 + 22)
        .find(|&at| bytes[at..].starts_with(b"PK\x05\x06"))
        .ok_or_else(|| refused("damaged"))?;
    let count = number::<2>(bytes, end + 10)?;
    if count > MAX_ZIP_ENTRIES {
        return Err(refused("too-large"));
    }
    let mut at = number::<4>(bytes, end + 16)?;
    let mut out = Vec::new();
    let mut budget = MAX_UNPACKED;
    for _ in 0..count {
        if number::<4>(bytes, at)? != 0x0201_4b50 {
            return Err(refused("damaged"));
        }
        let name_length = number::<2>(bytes, at + 28)?;
        let name = bytes
            .get(at + 46..at + 46 + name_length)
            .ok_or_else(|| refused("damaged"))?;
        let name = String::from_utf8_lossy(name).into_owned();
        let wanted = !name.ends_with('/') && !name.starts_with("__MACOSX");
        if wanted {
            let data = entry(bytes, at, &mut budget)?;
            let short = name.rsplit('/').next().unwrap_or(&name).to_owned();
            out.push((short, data));
        }
        at += 46 + name_length + number::<2>(bytes, at + 30)? + number::<2>(bytes, at + 32)?;
    }
    Ok(out)
}

/// The unpacked bytes of the entry whose central record is at `at`, within `budget`.
fn entry(bytes: &[u8], at: usize, budget: &mut usize) -> Result<Vec<u8>, ImportError> {
    if number::<2>(bytes, at + 8)? & 1 != 0 {
        return Err(refused("encrypted"));
    }
    let method = number::<2>(bytes, at + 10)?;
    let packed_size = number::<4>(bytes, at + 20)?;
    let local = number::<4>(bytes, at + 42)?;
    if number::<4>(bytes, local)? != 0x0403_4b50 {
        return Err(refused("damaged"));
    }
    let start = local + 30 + number::<2>(bytes, local + 26)? + number::<2>(bytes, local + 28)?;
    let packed = start
        .checked_add(packed_size)
        .and_then(|stop| bytes.get(start..stop))
        .ok_or_else(|| refused("damaged"))?;
    let data =
        match method {
            0 if packed.len() <= *budget => packed.to_vec(),
            0 => return Err(refused("too-large")),
            8 => miniz_oxide::inflate::decompress_to_vec_with_limit(packed, *budget).map_err(
                |e| match e.status {
                    miniz_oxide::inflate::TINFLStatus::HasMoreOutput => refused("too-large"),
                    _ => refused("damaged"),
                },
            )?,
            _ => return Err(refused("method")),
        };
    *budget -= data.len();
    Ok(data)
}
