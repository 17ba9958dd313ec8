//! QR codes: text drawn as a module matrix or an SVG (the `qrcode` crate, error correction M,
//! or L when M would need more than version 10), and read back from a grayscale camera frame
//! (the `rqrr` crate).

use qrcode::{Color, EcLevel, QrCode, Version};
use std::fmt::Write;

/// The largest QR version drawn at level M before falling back to L (57 × 57 modules).
pub const MAX_VERSION_AT_M: i16 = 10;
/// The light modules drawn round the code (the QR standard asks for 4).
pub const QUIET_ZONE: usize = 4;

/// A QR code's modules, row by row, `true` for dark, without the quiet zone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matrix {
    /// Modules on a side.
    pub width: usize,
    /// The QR version (1 to 40).
    pub version: i16,
    /// Whether it fell back to error correction L.
    pub low: bool,
    /// `width * width` modules, row by row.
    pub dark: Vec<bool>,
}

/// The QR code of `text`; `None` when it does not fit in any QR code.
pub fn matrix(text: &str) -> Option<Matrix> {
    let at = |level| QrCode::with_error_correction_level(text.as_bytes(), level).ok();
    let version = |code: &QrCode| match code.version() {
        Version::Normal(v) | Version::Micro(v) => v,
    };
    let (code, low) = match at(EcLevel::M) {
        Some(code) if version(&code) <= MAX_VERSION_AT_M => (code, false),
        medium => match at(EcLevel::L) {
            Some(code) => (code, true),
            None => (medium?, false),
        },
    };
    Some(Matrix {
        width: code.width(),
        version: version(&code),
        low,
        dark: code
            .to_colors()
            .into_iter()
            .map(|c| c == Color::Dark)
            .collect(),
    })
}

/// The QR code of `text` as an SVG: one dark path on a light square, one unit a module, with the
/// quiet zone, scaling to its box; `None` when the text does not fit.
pub fn svg(text: &str) -> Option<String> {
    let m = matrix(text)?;
    let side = m.width + 2 * QUIET_ZONE;
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\" \
         shape-rendering=\"crispEdges\"><rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/>\
         <path fill=\"#000\" d=\""
    );
    for y in 0..m.width {
        let row = &m.dark[y * m.width..(y + 1) * m.width];
        let mut x = 0;
        while x < m.width {
            let run = row[x..].iter().take_while(|dark| **dark).count();
            if run > 0 {
                let _ = write!(
                    svg,
                    "M{} {}h{run}v1h-{run}z",
                    x + QUIET_ZONE,
                    y + QUIET_ZONE
                );
                x += run;
            } else {
                x += 1;
            }
        }
    }
    svg.push_str("\"/></svg>");
    Some(svg)
}

/// The text of the first QR code found in a grayscale image (`luma`, one byte a pixel, row by
/// row), or `None`; an image whose size does not match its bytes reads as nothing. A camera's
/// noisy frame that reads as nothing is read again smoothed (a 3 × 3 average).
pub fn read(luma: &[u8], width: usize, height: usize) -> Option<String> {
    if width == 0 || height == 0 || width.checked_mul(height)? != luma.len() {
        return None;
    }
    decode(luma, width, height).or_else(|| decode(&smoothed(luma, width, height), width, height))
}

/// The first QR code rqrr finds in the image.
fn decode(luma: &[u8], width: usize, height: usize) -> Option<String> {
    let mut image =
        rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| luma[y * width + x]);
    image
        .detect_grids()
        .iter()
        .find_map(|grid| grid.decode().ok().map(|(_, text)| text))
}

/// Each pixel the average of its 3 × 3 neighbourhood (the border's pixels kept as they are).
fn smoothed(luma: &[u8], width: usize, height: usize) -> Vec<u8> {
    let mut out = luma.to_vec();
    for y in 1..height.saturating_sub(1) {
        for x in 1..width.saturating_sub(1) {
            let sum: u32 = (y - 1..=y + 1)
                .flat_map(|row| luma[row * width + x - 1..=row * width + x + 1].iter())
                .map(|&v| u32::from(v))
                .sum();
            out[y * width + x] = (sum / 9) as u8;
        }
    }
    out
}
