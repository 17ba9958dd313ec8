//! A small map in Domination's format, painted here (the tests carry no other project's map):
//! seven countries on two continents, with an island, a country inside another's hole and a
//! country in two regions. `lamorisse-cli board sample DIR` writes it for the browser tests.

/// The sample's index image size, in pixels.
pub const WIDTH: u32 = 96;
/// The sample's index image height.
pub const HEIGHT: u32 = 64;

/// The sample's `.map` file.
pub const MAP: &str = "; A sample map painted by lamorisse-import's tests
name Sample Isles
ver 1

[files]
pic sample_pic.png
map sample_map.png
crd sample.cards

[continents]
West 2 red
East_Reach 3 blue

[countries]
1 Alba 1 16 14
2 Brea 1 27 46
3 Cora 1 16 46
4 Dun 2 76 8
5 Eske 2 64 44
6 Fane 2 46 30
7 Gwent 2 88 58

[borders]
1 2 6
2 1 3 7
3 2
4 5 6
5 4 6 7
6 1 4 5
7 2 5
";

/// The sample's `.cards` file: a card each, two wild cards and six missions.
pub const CARDS: &str = "[cards]
Infantry 1
Cavalry 2
Cannon 3
Infantry 4
Cavalry 5
Cannon 6
Infantry 7
Wildcard
Wildcard

[missions]
0 5 1 0 0 0 Conquer 5 countries
0 4 2 0 0 0 Conquer 4 countries with 2 armies on each
0 0 0 1 0 * Conquer the West and one more continent
0 0 0 2 0 0 Conquer the East Reach
1 0 0 0 0 0 Destroy the first player
2 0 0 0 0 0 Destroy the second player
";

/// Rectangles painted in turn: x from, x to, y from, y to (pixels, ends excluded), number.
const PAINT: [(u32, u32, u32, u32, u8); 8] = [
    (0, 32, 0, 28, 1),
    (0, 32, 28, 64, 2),
    (10, 22, 38, 54, 3),
    (40, 52, 24, 36, 6),
    (56, 96, 0, 16, 4),
    (56, 96, 20, 28, 4),
    (56, 96, 32, 64, 5),
    (80, 96, 52, 64, 7),
];

/// The sample's index image as one country number a pixel (255 the sea).
pub fn index_pixels() -> Vec<u8> {
    let mut pixels = vec![255u8; (WIDTH * HEIGHT) as usize];
    for (x0, x1, y0, y1, n) in PAINT {
        for y in y0..y1 {
            for x in x0..x1 {
                pixels[(y * WIDTH + x) as usize] = n;
            }
        }
    }
    pixels
}

/// A grey-scale PNG of `pixels`.
pub fn png_of(width: u32, height: u32, pixels: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Grayscale);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder
        .write_header()
        .expect("a PNG header is written to memory");
    writer
        .write_image_data(pixels)
        .expect("a PNG's pixels are written to memory");
    drop(writer);
    out
}

/// A GIF of `pixels` with a grey palette (entry `n` is grey `n`).
pub fn gif_of(width: u16, height: u16, pixels: &[u8]) -> Vec<u8> {
    let palette: Vec<u8> = (0..=255u8).flat_map(|g| [g, g, g]).collect();
    let mut out = Vec::new();
    {
        let mut encoder =
            gif::Encoder::new(&mut out, width, height, &palette).expect("a GIF to memory");
        let frame = gif::Frame::from_indexed_pixels(width, height, pixels.to_vec(), None);
        encoder.write_frame(&frame).expect("a GIF frame to memory");
    }
    out
}

/// The sample's files, as a player picks them.
pub fn files() -> crate::Files {
    let index = index_pixels();
    let picture: Vec<u8> = index
        .iter()
        .map(|&n| if n == 255 { 200 } else { n * 30 })
        .collect();
    vec![
        ("sample.map".into(), MAP.as_bytes().to_vec()),
        ("sample.cards".into(), CARDS.as_bytes().to_vec()),
        ("sample_map.png".into(), png_of(WIDTH, HEIGHT, &index)),
        ("sample_pic.png".into(), png_of(WIDTH, HEIGHT, &picture)),
    ]
}

/// The sample's files with `name`'s bytes replaced (the tests' broken maps).
pub fn files_with(name: &str, bytes: Vec<u8>) -> crate::Files {
    let mut files = files();
    for file in &mut files {
        if file.0 == name {
            file.1 = bytes.clone();
        }
    }
    files
}

/// A zip of `files`: stored, or deflated when `deflate` is set (no checksums: the reader
/// does not need them).
pub fn zip_of(files: &[(String, Vec<u8>)], deflate: bool) -> Vec<u8> {
    let (mut out, mut central) = (Vec::new(), Vec::new());
    let le16 = |v: &mut Vec<u8>, n: usize| v.extend_from_slice(&(n as u16).to_le_bytes());
    let le32 = |v: &mut Vec<u8>, n: usize| v.extend_from_slice(&(n as u32).to_le_bytes());
    for (name, bytes) in files {
        let data = if deflate {
            miniz_oxide::deflate::compress_to_vec(bytes, 6)
        } else {
            bytes.clone()
        };
        let (offset, method) = (out.len(), if deflate { 8 } else { 0 });
        out.extend_from_slice(b"PK\x03\x04\x14\x00\x00\x00");
        le16(&mut out, method);
        out.extend_from_slice(&[0; 8]);
        le32(&mut out, data.len());
        le32(&mut out, bytes.len());
        le16(&mut out, name.len());
        le16(&mut out, 0);
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(&data);
        central.extend_from_slice(b"PK\x01\x02\x14\x00\x14\x00\x00\x00");
        le16(&mut central, method);
        central.extend_from_slice(&[0; 8]);
        le32(&mut central, data.len());
        le32(&mut central, bytes.len());
        le16(&mut central, name.len());
        central.extend_from_slice(&[0; 12]);
        le32(&mut central, offset);
        central.extend_from_slice(name.as_bytes());
    }
    let start = out.len();
    out.extend_from_slice(&central);
    out.extend_from_slice(b"PK\x05\x06\x00\x00\x00\x00");
    le16(&mut out, files.len());
    le16(&mut out, files.len());
    le32(&mut out, central.len());
    le32(&mut out, start);
    le16(&mut out, 0);
    out
}

/// A larger map for the tests: a grid of `columns` × `rows` square countries (8 pixels each),
/// a continent a row, each country bordering the ones beside, above and below it.
pub fn grid(columns: u32, rows: u32) -> crate::Files {
    let number = |c: u32, r: u32| r * columns + c + 1;
    let mut map = String::from("name Grid\n[files]\nmap grid.png\n[continents]\n");
    for r in 0..rows {
        map.push_str(&format!("Row_{} {}\n", r + 1, 1 + r % 3));
    }
    map.push_str("[countries]\n");
    for r in 0..rows {
        for c in 0..columns {
            map.push_str(&format!(
                "{} C{}_{} {} {} {}\n",
                number(c, r),
                c + 1,
                r + 1,
                r + 1,
                c * 8 + 4,
                r * 8 + 4
            ));
        }
    }
    map.push_str("[borders]\n");
    for r in 0..rows {
        for c in 0..columns {
            let mut line = number(c, r).to_string();
            let around = [
                (c > 0, c.wrapping_sub(1), r),
                (c + 1 < columns, c + 1, r),
                (r > 0, c, r.wrapping_sub(1)),
                (r + 1 < rows, c, r + 1),
            ];
            for (exists, x, y) in around {
                if exists {
                    line.push_str(&format!(" {}", number(x, y)));
                }
            }
            map.push_str(&line);
            map.push('\n');
        }
    }
    let (width, height) = (columns * 8, rows * 8);
    let pixels: Vec<u8> = (0..height)
        .flat_map(|y| (0..width).map(move |x| (y / 8 * columns + x / 8 + 1) as u8))
        .collect();
    vec![
        ("grid.map".into(), map.into_bytes()),
        ("grid.png".into(), png_of(width, height, &pixels)),
    ]
}
