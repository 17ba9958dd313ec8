//! QR codes drawn by the `qrcode` crate and read back by `rqrr`, as a camera frame gives them.

use lamorisse_link::qr::{QUIET_ZONE, matrix, read, svg};

/// The matrix as a grayscale image, with the quiet zone, `scale` pixels a module.
fn raster(text: &str, scale: usize) -> (Vec<u8>, usize) {
    noisy(text, scale, (0, 255), 0)
}

/// The matrix as a camera might see it: dark and light levels, and noise of up to ± `noise`.
fn noisy(text: &str, scale: usize, (dark, light): (u8, u8), noise: i32) -> (Vec<u8>, usize) {
    let m = matrix(text).unwrap();
    let side = (m.width + 2 * QUIET_ZONE) * scale;
    let mut luma = vec![light; side * side];
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    for y in 0..side {
        for x in 0..side {
            let (mx, my) = (
                (x / scale).wrapping_sub(QUIET_ZONE),
                (y / scale).wrapping_sub(QUIET_ZONE),
            );
            let on = mx < m.width && my < m.width && m.dark[my * m.width + mx];
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let jitter = (seed % (2 * noise as u64 + 1)) as i32 - noise;
            let level = i32::from(if on { dark } else { light }) + jitter;
            luma[y * side + x] = level.clamp(0, 255) as u8;
        }
    }
    (luma, side)
}

#[test]
fn a_drawn_code_reads_back() {
    let offer = lamorisse_link::pack(include_str!("fixtures/chromium-mdns-offer.sdp")).unwrap();
    let url = format!("https://example.github.io/lamorisse/#join={offer}");
    for text in [offer.as_str(), url.as_str(), "HELLO"] {
        let (luma, side) = raster(text, 4);
        assert_eq!(read(&luma, side, side).as_deref(), Some(text));
    }
}

#[test]
fn a_noisy_low_contrast_frame_reads_back() {
    let url = format!(
        "https://example.github.io/lamorisse/#join={}",
        "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".repeat(5)
    );
    for (scale, levels, noise) in [
        (5, (70, 190), 10),
        (5, (70, 190), 25),
        (7, (40, 220), 35),
        // These need the smoothed second reading.
        (4, (70, 190), 20),
        (4, (70, 190), 40),
        (6, (70, 190), 40),
    ] {
        let (luma, side) = noisy(&url, scale, levels, noise);
        assert_eq!(
            read(&luma, side, side).as_deref(),
            Some(url.as_str()),
            "×{scale} {levels:?} ±{noise}"
        );
    }
}

#[test]
fn codes_stay_small() {
    let offer = lamorisse_link::pack(include_str!("fixtures/chromium-mdns-offer.sdp")).unwrap();
    let m = matrix(&offer).unwrap();
    assert!(
        m.version <= 10 && !m.low,
        "version {} at {}",
        m.version,
        if m.low { "L" } else { "M" }
    );
    let url = format!("https://example.github.io/lamorisse/#join={offer}");
    assert!(matrix(&url).unwrap().version <= 10);
    let drawing = svg(&offer).unwrap();
    assert!(drawing.starts_with("<svg") && drawing.ends_with("</svg>"));
}

#[test]
fn a_blank_or_mis_sized_image_reads_nothing() {
    assert_eq!(read(&vec![255; 200 * 150], 200, 150), None);
    assert_eq!(read(&vec![0; 64 * 64], 64, 64), None);
    assert_eq!(read(&[0; 10], 4, 4), None);
    assert_eq!(read(&[], 0, 0), None);
    assert!(matrix(&"A".repeat(5000)).is_none());
}
