//! A map painted by the tests imported from its files, from a zip and with a GIF index, and a
//! corpus of broken maps refused with the player's message (issue 40 items 1, 2 and 5).

use crate::said;
use lamorisse_engine::board::Board;
use lamorisse_import::sample::{self, HEIGHT, WIDTH};
use lamorisse_import::{Files, ImportError, Imported, import};

/// The sample's files with `name`'s bytes replaced.
fn with(name: &str, bytes: Vec<u8>) -> Files {
    sample::files_with(name, bytes)
}

/// The refusal of `files`.
fn refusal(files: Files) -> ImportError {
    import(files).expect_err("the map is refused")
}

/// The French refusal of the sample with its index image painted as `pixels`.
fn index_refusal(pixels: &[u8]) -> String {
    let files = with("sample_map.png", sample::png_of(WIDTH, HEIGHT, pixels));
    said(&refusal(files), "fr")
}

/// The rings of a territory's path data.
fn rings(imported: &Imported, key: &str) -> usize {
    let territory = imported.geometry["territories"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["id"] == key)
        .unwrap();
    territory["d"].as_str().unwrap().matches('M').count()
}

#[test]
fn the_sample_imports_with_its_holes_islands_and_split_country() {
    let imported = import(sample::files()).unwrap();
    assert!(
        imported.key.starts_with("import-sample-isles-"),
        "{}",
        imported.key
    );
    let board = Board::from_packed(&imported.packed_board).unwrap();
    assert_eq!(board.territories.len(), 7);
    assert_eq!(board.continents.len(), 2);
    assert_eq!(board.continents[1].name.en, "East Reach");
    let (brea, cora) = (board.find("brea").unwrap(), board.find("cora").unwrap());
    assert!(board.are_adjacent(brea, cora));
    assert_eq!(rings(&imported, "brea"), 2, "Brea's outline and its hole");
    assert_eq!(rings(&imported, "dun"), 2, "Dun's two regions");
    assert_eq!(rings(&imported, "fane"), 1, "Fane, an island");
    let lanes: Vec<String> = imported.geometry["seaLanes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            format!(
                "{}-{}",
                l["between"][0].as_str().unwrap(),
                l["between"][1].as_str().unwrap()
            )
        })
        .collect();
    assert!(lanes.contains(&"alba-fane".to_owned()), "{lanes:?}");
    let wrapped = imported.geometry["seaLanes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["between"][0] == "brea")
        .unwrap();
    assert_eq!(
        wrapped["lines"].as_array().unwrap().len(),
        2,
        "Brea to Gwent goes off the sides"
    );
    assert!(
        !lanes.contains(&"alba-brea".to_owned()),
        "Alba and Brea touch: {lanes:?}"
    );
    assert_eq!(imported.picture.as_ref().unwrap().mime, "image/png");
    assert_eq!(imported.missions.len(), 6);
    assert_eq!(board.missions.len(), 6);
    assert_eq!(board.jokers, 2);
}

#[test]
fn the_same_files_give_the_same_board_from_a_zip_or_with_a_gif_index() {
    let loose = import(sample::files()).unwrap();
    for deflate in [false, true] {
        let zipped = import(vec![(
            "sample.zip".into(),
            sample::zip_of(&sample::files(), deflate),
        )])
        .unwrap();
        assert_eq!(zipped.key, loose.key);
        assert_eq!(zipped.packed_geometry, loose.packed_geometry);
    }
    let gif = sample::gif_of(WIDTH as u16, HEIGHT as u16, &sample::index_pixels());
    let mut files = with("sample_map.png", gif);
    for file in &mut files {
        file.0 = file.0.replace("sample_map.png", "sample_map.gif");
    }
    let files = files
        .into_iter()
        .map(|(n, b)| match n.as_str() {
            "sample.map" => (
                n,
                sample::MAP
                    .replace("sample_map.png", "sample_map.gif")
                    .into_bytes(),
            ),
            _ => (n, b),
        })
        .collect();
    let from_gif = import(files).unwrap();
    assert_ne!(from_gif.key, loose.key, "other files, another board");
    assert_eq!(
        from_gif.geometry["territories"],
        loose.geometry["territories"]
    );
}

#[test]
fn neighbours_share_their_border_exactly() {
    let imported = import(sample::files()).unwrap();
    let points = |key: &str| -> Vec<String> {
        let t = imported.geometry["territories"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["id"] == key)
            .unwrap();
        let words: Vec<&str> = t["d"]
            .as_str()
            .unwrap()
            .split(['M', 'Z', ' '])
            .filter(|w| !w.is_empty())
            .collect();
        words
            .chunks(2)
            .map(|p| format!("{} {}", p[0], p[1]))
            .collect()
    };
    let (alba, brea) = (points("alba"), points("brea"));
    let shared: Vec<&String> = alba.iter().filter(|p| brea.contains(p)).collect();
    assert!(
        shared.len() >= 2,
        "Alba and Brea share their border's ends: {shared:?}"
    );
}

#[test]
fn a_zip_bomb_and_a_huge_image_are_refused_before_they_are_unpacked() {
    let bomb = sample::zip_of(&[("sample.map".into(), vec![0; 41 * 1024 * 1024])], true);
    assert!(bomb.len() < 200_000);
    let refused = refusal(vec![("bomb.zip".into(), bomb)]);
    assert_eq!(
        refused,
        ImportError::BadZip {
            file: "bomb.zip".into(),
            reason: "too-large"
        }
    );
    // A PNG whose header claims 20,000 × 20,000 pixels.
    let mut huge = sample::png_of(1, 1, &[1]);
    huge[16..20].copy_from_slice(&20_000u32.to_be_bytes());
    huge[20..24].copy_from_slice(&20_000u32.to_be_bytes());
    let crc = crc32(&huge[12..29]);
    huge[29..33].copy_from_slice(&crc.to_be_bytes());
    let refused = refusal(with("sample_map.png", huge));
    assert_eq!(
        said(&refused, "en"),
        "sample_map.png is too large (20,000 × 20,000 pixels): at most 16,000,000 pixels; scale it down, with the map’s other image."
    );
}

/// The CRC-32 of PNG chunks, so an edited header is still read.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xffff_ffffu32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xedb8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[test]
fn a_missing_picture_is_left_out_and_a_picture_of_another_size_is_refused() {
    let files: Files = sample::files()
        .into_iter()
        .filter(|(n, _)| n != "sample_pic.png")
        .collect();
    let imported = import(files).expect("the picture is optional");
    assert!(imported.picture.is_none());
    assert_eq!(
        import(sample::files()).unwrap().picture.unwrap().size,
        (WIDTH, HEIGHT)
    );
    let small = sample::png_of(
        WIDTH / 2,
        HEIGHT / 2,
        &vec![3; (WIDTH * HEIGHT / 4) as usize],
    );
    assert_eq!(
        said(&refusal(with("sample_pic.png", small)), "en"),
        "sample_pic.png and sample_map.png are not the same size: the drawn board and its index image must match; pick the picture drawn for this index image, or leave it out."
    );
}

#[test]
fn a_photo_picked_as_the_index_image_is_refused() {
    // Noise: every country painted, each in hundreds of specks.
    let mut state = 7u32;
    let pixels: Vec<u8> = (0..WIDTH * HEIGHT)
        .map(|_| {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            ((state >> 16) % 9) as u8
        })
        .collect();
    assert_eq!(
        index_refusal(&pixels),
        "sample_map.png ne ressemble pas à une image d’index\u{202f}: le pays Alba y est éparpillé en centaines de morceaux\u{202f}; choisissez l’image d’index que le fichier .map nomme dans [files], après «\u{202f}map\u{202f}»."
    );
}

#[test]
fn bordering_continents_never_share_a_colour() {
    let imported = import(sample::grid(4, 12)).unwrap();
    let colours = &imported.geometry["continentColors"];
    let board = Board::from_packed(&imported.packed_board).unwrap();
    assert!(board.continents.len() > 9, "more continents than colours");
    for (a, b) in board.borders() {
        let continent = |t| &board.continents[usize::from(board.territory(t).continent.0)].key;
        let (ca, cb) = (continent(a), continent(b));
        if ca != cb {
            assert_ne!(colours[ca], colours[cb], "{ca} and {cb}");
        }
    }
}
