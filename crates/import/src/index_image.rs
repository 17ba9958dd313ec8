//! The index image (`map` in `[files]`): each country painted in its number (1 to 254), the
//! sea in 255, as a GIF or a PNG. Read to one byte a pixel: the pixel's blue channel, as
//! Domination reads it, so a grey-scale, palette or true-colour image all work.

use std::io::Cursor;

use crate::error::ImportError;
use crate::limits::{MAX_IMAGE_FILE, MAX_PIXELS};

/// An index image read: one country number a pixel, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IndexImage {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// The country number of each pixel (0 and values over the map's count are sea).
    pub pixels: Vec<u8>,
}

impl IndexImage {
    /// The number at (`x`, `y`), or 255 (the sea) outside the image.
    pub fn at(&self, x: i64, y: i64) -> u8 {
        if x < 0 || y < 0 || x >= i64::from(self.width) || y >= i64::from(self.height) {
            return 255;
        }
        self.pixels[y as usize * self.width as usize + x as usize]
    }
}

/// Reads `bytes`, named `file` in messages, as a PNG or a GIF.
pub fn read(file: &str, bytes: &[u8]) -> Result<IndexImage, ImportError> {
    if bytes.len() > MAX_IMAGE_FILE {
        return Err(ImportError::FileTooLarge {
            file: file.into(),
            limit: MAX_IMAGE_FILE,
        });
    }
    let bad = || ImportError::BadImage { file: file.into() };
    if bytes.starts_with(b"\x89PNG") {
        png_image(file, bytes).ok_or_else(bad)?
    } else if bytes.starts_with(b"GIF8") {
        gif_image(file, bytes).ok_or_else(bad)?
    } else {
        Err(bad())
    }
}

/// Refuses an image over [`MAX_PIXELS`] before any pixel is unpacked.
fn check_size(file: &str, width: u32, height: u32) -> Result<(), ImportError> {
    if width == 0 || height == 0 || u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(ImportError::ImageTooLarge {
            file: file.into(),
            width,
            height,
        });
    }
    Ok(())
}

/// A PNG's blue channel (grey for grey images), palettes expanded and 16 bits cut to 8.
fn png_image(file: &str, bytes: &[u8]) -> Option<Result<IndexImage, ImportError>> {
    let mut decoder = png::Decoder::new(Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().ok()?;
    let (width, height) = (reader.info().width, reader.info().height);
    if let Err(refused) = check_size(file, width, height) {
        return Some(Err(refused));
    }
    let mut buffer = vec![0; reader.output_buffer_size()];
    let frame = reader.next_frame(&mut buffer).ok()?;
    let channels = frame.color_type.samples();
    let blue = if channels >= 3 { 2 } else { 0 };
    let stride = frame.line_size;
    let mut pixels = Vec::with_capacity(width as usize * height as usize);
    for row in buffer.chunks(stride).take(height as usize) {
        pixels.extend(row.chunks(channels).take(width as usize).map(|p| p[blue]));
    }
    Some(Ok(IndexImage {
        width,
        height,
        pixels,
    }))
}

/// A GIF's first frame's blue channel, laid on a canvas of sea.
fn gif_image(file: &str, bytes: &[u8]) -> Option<Result<IndexImage, ImportError>> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(Cursor::new(bytes)).ok()?;
    let (width, height) = (u32::from(decoder.width()), u32::from(decoder.height()));
    if let Err(refused) = check_size(file, width, height) {
        return Some(Err(refused));
    }
    let frame = decoder.read_next_frame().ok()??;
    let mut pixels = vec![255u8; width as usize * height as usize];
    for y in 0..usize::from(frame.height) {
        for x in 0..usize::from(frame.width) {
            let (cx, cy) = (x + usize::from(frame.left), y + usize::from(frame.top));
            if cx < width as usize && cy < height as usize {
                let at = (y * usize::from(frame.width) + x) * 4;
                pixels[cy * width as usize + cx] = *frame.buffer.get(at + 2)?;
            }
        }
    }
    Some(Ok(IndexImage {
        width,
        height,
        pixels,
    }))
}
