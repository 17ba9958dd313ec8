//! A crowded map for the tests (issue 50 item 7): 46 countries of Europe on a 1024×768 index
//! image, each the land nearest its own point, as Domination's Europe maps crowd central
//! Europe (Luxembourg a few pixels from Belgium). Painted here, as the sample is;
//! `lamorisse-cli board sample DIR crowded` writes it for the browser tests.

use crate::sample::png_of;

/// The index image's width, in pixels.
pub const WIDTH: u32 = 1024;
/// The index image's height.
pub const HEIGHT: u32 = 768;
/// Land reaches this many pixels from a country's point; beyond it is the sea.
const REACH: f64 = 84.0;

/// The continents: name (Domination writes `_` for a space) and bonus.
const CONTINENTS: [(&str, u32); 7] = [
    ("British_Isles", 3),
    ("Western_Europe", 4),
    ("Scandinavia", 3),
    ("Central_Europe", 5),
    ("Balkans", 6),
    ("Eastern_Europe", 5),
    ("Italy", 2),
];

/// The countries: name, continent (from 1), longitude and latitude of the token.
const COUNTRIES: [(&str, usize, f64, f64); 46] = [
    ("Iceland", 3, -18.5, 64.9),
    ("Ireland", 1, -8.0, 53.2),
    ("Northern Ireland", 1, -6.7, 54.7),
    ("Scotland", 1, -4.2, 56.9),
    ("Wales", 1, -3.8, 52.3),
    ("England", 1, -1.0, 52.4),
    ("Portugal", 2, -8.2, 39.6),
    ("Spain", 2, -3.7, 40.2),
    ("France", 2, 2.3, 46.8),
    ("Corsica", 2, 9.1, 42.1),
    ("Belgium", 2, 4.6, 50.6),
    ("Netherlands", 2, 5.5, 52.3),
    ("Luxembourg", 2, 6.1, 49.7),
    ("Switzerland", 2, 8.2, 46.8),
    ("Germany", 4, 10.4, 51.2),
    ("Denmark", 3, 9.4, 56.1),
    ("Norway", 3, 9.0, 61.5),
    ("Sweden", 3, 15.5, 62.5),
    ("Finland", 3, 26.0, 63.5),
    ("Estonia", 6, 25.5, 58.7),
    ("Latvia", 6, 24.9, 56.9),
    ("Lithuania", 6, 23.9, 55.3),
    ("Kaliningrad", 4, 21.0, 54.7),
    ("Poland", 4, 19.4, 52.1),
    ("Czech Republic", 4, 15.4, 49.8),
    ("Slovakia", 4, 19.6, 48.7),
    ("Austria", 4, 14.5, 47.6),
    ("Hungary", 4, 19.4, 47.1),
    ("Slovenia", 5, 14.8, 46.1),
    ("Croatia", 5, 16.2, 45.3),
    ("Bosnia and Herzegovina", 5, 17.8, 44.2),
    ("Serbia", 5, 20.9, 44.0),
    ("Montenegro", 5, 19.3, 42.8),
    ("Kosovo", 5, 20.9, 42.6),
    ("Albania", 5, 20.0, 41.1),
    ("North Macedonia", 5, 21.7, 41.6),
    ("Greece", 5, 22.0, 39.3),
    ("Bulgaria", 5, 25.2, 42.7),
    ("Romania", 6, 24.9, 45.9),
    ("Moldova", 6, 28.5, 47.2),
    ("Ukraine", 6, 31.2, 49.0),
    ("Belarus", 6, 28.0, 53.7),
    ("Western Russia", 6, 36.0, 56.0),
    ("Northern Italy", 7, 10.5, 45.3),
    ("Southern Italy", 7, 15.5, 40.8),
    ("Sicily", 7, 14.1, 37.5),
];

/// Borders across the sea (country numbers), which the land alone leaves out.
const SEA: [(usize, usize); 6] = [(1, 4), (1, 17), (2, 5), (6, 11), (16, 17), (18, 19)];

/// A country's point on the image: longitude 24° W to 46° E, latitude 72° N to 34° N.
fn point(lon: f64, lat: f64) -> (f64, f64) {
    (
        (lon + 24.0) * f64::from(WIDTH) / 70.0,
        (72.0 - lat) * f64::from(HEIGHT) / 38.0,
    )
}

/// The index image: each pixel the number of the nearest country's point, the sea (255)
/// farther than [`REACH`] from every one.
pub fn index_pixels() -> Vec<u8> {
    let points: Vec<(f64, f64)> = COUNTRIES.iter().map(|c| point(c.2, c.3)).collect();
    let mut pixels = Vec::with_capacity((WIDTH * HEIGHT) as usize);
    for y in 0..HEIGHT {
        for x in 0..WIDTH {
            let (px, py) = (f64::from(x) + 0.5, f64::from(y) + 0.5);
            let (nearest, distance) = points
                .iter()
                .enumerate()
                .map(|(i, p)| (i, (p.0 - px).hypot(p.1 - py)))
                .fold((0, f64::INFINITY), |a, b| if b.1 < a.1 { b } else { a });
            pixels.push(if distance < REACH {
                nearest as u8 + 1
            } else {
                255
            });
        }
    }
    pixels
}

/// Each country's neighbours: the countries whose land touches it, and [`SEA`].
fn borders(pixels: &[u8]) -> Vec<Vec<usize>> {
    let mut around = vec![Vec::new(); COUNTRIES.len() + 1];
    let mut link = |a: usize, b: usize| {
        if a != b && !around[a].contains(&b) {
            around[a].push(b);
            around[b].push(a);
        }
    };
    let (w, h) = (WIDTH as usize, HEIGHT as usize);
    for y in 0..h {
        for x in 0..w {
            let here = usize::from(pixels[y * w + x]);
            for next in [
                (x + 1 < w).then(|| y * w + x + 1),
                (y + 1 < h).then(|| (y + 1) * w + x),
            ]
            .into_iter()
            .flatten()
            {
                let there = usize::from(pixels[next]);
                if here != 255 && there != 255 {
                    link(here, there);
                }
            }
        }
    }
    for (a, b) in SEA {
        link(a, b);
    }
    around
}

/// The map's files: `europe.map` and its index image `europe_map.png`.
pub fn files() -> crate::Files {
    let pixels = index_pixels();
    let around = borders(&pixels);
    let mut map = String::from(
        "; A crowded map painted by lamorisse-import's tests\nname Crowded Europe\n\n[files]\nmap europe_map.png\n\n[continents]\n",
    );
    for (name, bonus) in CONTINENTS {
        map.push_str(&format!("{name} {bonus} grey\n"));
    }
    map.push_str("\n[countries]\n");
    for (i, (name, continent, lon, lat)) in COUNTRIES.iter().enumerate() {
        let (x, y) = point(*lon, *lat);
        let name = name.replace(' ', "_");
        map.push_str(&format!(
            "{} {name} {continent} {} {}\n",
            i + 1,
            x as u32,
            y as u32
        ));
    }
    map.push_str("\n[borders]\n");
    for (i, neighbours) in around.iter().enumerate().skip(1) {
        let mut sorted = neighbours.clone();
        sorted.sort_unstable();
        let list: Vec<String> = sorted.iter().map(usize::to_string).collect();
        map.push_str(&format!("{i} {}\n", list.join(" ")));
    }
    vec![
        ("europe.map".into(), map.into_bytes()),
        ("europe_map.png".into(), png_of(WIDTH, HEIGHT, &pixels)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_crowded_map_imports_with_its_46_countries() {
        let imported = crate::import(files()).unwrap_or_else(|e| panic!("{e}"));
        let board = lamorisse_engine::board::Board::from_packed(&imported.packed_board)
            .expect("it unpacks");
        assert_eq!(board.territories.len(), 46);
        assert_eq!(board.continents.len(), 7);
    }
}
