//! The wasm's plain exports, for public/link/link.js: the host writes its input in the one
//! exchange buffer ([`buffer`]), calls a function, and reads the output from the buffer. A
//! function returns the output's length in bytes, or minus the length of an error code
//! (`bad-ufrag`, `truncated`, ...: [`crate::Error::code`]) written in its place.

use std::sync::Mutex;

/// The one buffer the host and the module exchange bytes through: the input, then the output.
static BUFFER: Mutex<Vec<u8>> = Mutex::new(Vec::new());

/// Runs `work` on the buffer's bytes and puts its output (or its error code) in the buffer.
fn exchange(work: impl FnOnce(&[u8]) -> Result<Vec<u8>, &'static str>) -> isize {
    let mut buffer = BUFFER
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let (output, sign) = match work(&buffer) {
        Ok(output) => (output, 1),
        Err(code) => (code.as_bytes().to_vec(), -1),
    };
    *buffer = output;
    sign * buffer.len() as isize
}

/// The buffer's bytes as text.
fn text(bytes: &[u8]) -> Result<&str, &'static str> {
    std::str::from_utf8(bytes).map_err(|_| "not-utf8")
}

/// Makes the exchange buffer `length` bytes long and returns where it starts.
#[unsafe(no_mangle)]
pub extern "C" fn buffer(length: usize) -> *mut u8 {
    let mut buffer = BUFFER
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    buffer.resize(length, 0);
    buffer.as_mut_ptr()
}

/// The buffer's SDP packed into a code ([`crate::pack`]).
#[unsafe(no_mangle)]
pub extern "C" fn pack() -> isize {
    exchange(|input| {
        Ok(crate::pack(text(input)?)
            .map_err(crate::Error::code)?
            .into_bytes())
    })
}

/// The buffer's code unpacked into a full SDP ([`crate::unpack`]).
#[unsafe(no_mangle)]
pub extern "C" fn unpack() -> isize {
    exchange(|input| {
        let (_, sdp) = crate::unpack(text(input)?).map_err(crate::Error::code)?;
        Ok(sdp.into_bytes())
    })
}

/// The buffer's text as a QR code's SVG ([`crate::qr::svg`]).
#[unsafe(no_mangle)]
pub extern "C" fn qr_svg() -> isize {
    exchange(|input| {
        crate::qr::svg(text(input)?)
            .map(String::into_bytes)
            .ok_or("too-long")
    })
}

/// The buffer's text as a QR code's modules: one byte a module (1 dark, 0 light), row by row,
/// without the quiet zone (the width is the square root of the length).
#[unsafe(no_mangle)]
pub extern "C" fn qr_matrix() -> isize {
    exchange(|input| {
        let matrix = crate::qr::matrix(text(input)?).ok_or("too-long")?;
        Ok(matrix.dark.into_iter().map(u8::from).collect())
    })
}

/// The text of a QR code in the buffer's grayscale image of `width` × `height` pixels; an
/// empty output when there is none.
#[unsafe(no_mangle)]
pub extern "C" fn qr_read(width: usize, height: usize) -> isize {
    exchange(|luma| {
        Ok(crate::qr::read(luma, width, height)
            .unwrap_or_default()
            .into_bytes())
    })
}
