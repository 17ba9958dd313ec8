//! A map painted by the tests imported from its files, from a zip and with a GIF index, and a
//! corpus of broken maps refused with the player's message (issue 40 items 1, 2 and 5).

use lamorisse_engine::board::Board;
use lamorisse_engine::i18n::Lang;
use lamorisse_import::sample::{self, HEIGHT, WIDTH};
use lamorisse_import::{Files, ImportError, Imported, import};

/// The sample's files with `name`'s bytes replaced.
fn with(name: &str, bytes: Vec<u8>) -> Files {
    let mut files = sample::files();
    for file in &mut files {
        if file.0 == name {
            file.1 = bytes.clone();
        }
    }
    files
}

/// The sample with its `.map` text edited by `edit`.
fn map_edited(edit: impl Fn(&str) -> String) -> Files {
    with("sample.map", edit(sample::MAP).into_bytes())
}

/// The refusal of `files`.
fn refusal(files: Files) -> ImportError {
    import(files).expect_err("the map is refused")
}

/// The French refusal of the sample with its index image painted as `pixels`.
fn index_refusal(pixels: &[u8]) -> String {
    let files = with("sample_map.png", sample::png_of(WIDTH, HEIGHT, pixels));
    refusal(files).message(Lang::Fr)
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
fn a_corpus_of_broken_maps_is_refused_naming_the_line_or_the_country() {
    let cases: Vec<(Files, &str)> = vec![
        (
            map_edited(|m| m.replace("6 1 4 5\n", "6 1 4\n")),
            "The .map file, line 28: Eske borders Fane, but Fane does not border Eske.",
        ),
        (
            map_edited(|m| m.replace("3 2\n", "3 2 9\n")),
            "The .map file, line 26: there is no country number 9.",
        ),
        (
            map_edited(|m| m.replace("3 2\n", "3 2 3\n")),
            "The .map file, line 26: Cora is listed as its own neighbour.",
        ),
        (
            map_edited(|m| m.replace("7 Gwent 2 88 58", "7 Gwent 3 88 58")),
            "The .map file, line 21: Gwent names a continent the map does not have.",
        ),
        (
            map_edited(|m| m.replace("East_Reach 3 blue", "East_Reach 3 blue\nVoid 1 green")),
            "The continent Void has no country.",
        ),
        (
            map_edited(|m| m.replace("3 Cora 1 16 46", "4 Cora 1 16 46")),
            "The .map file, line 17: country number 3 was expected here.",
        ),
        (
            map_edited(|m| m.replace("1 Alba 1 16 14", "1 Alba one 16 14")),
            "The .map file, line 15: expected a number, a name, a continent number and a position x y.",
        ),
        (
            map_edited(|m| m.replace("[borders]", "[frontiers]")),
            "The map has no [borders] section.",
        ),
        (
            map_edited(|m| m.replace("; A sample", &format!("; {}", "x".repeat(3000)))),
            "The .map file, line 1: the line is too long for a map.",
        ),
        (
            map_edited(|m| m.replace("map sample_map.png", "map missing.png")),
            "The map needs the file missing.png: add it to the files picked.",
        ),
        (
            with("sample_map.png", b"\x89PNG\r\n\x1a\nbroken".to_vec()),
            "sample_map.png cannot be read as a PNG or GIF image.",
        ),
        (
            with("sample_map.png", vec![0; 100]),
            "sample_map.png cannot be read as a PNG or GIF image.",
        ),
        (
            with("sample.cards", b"[cards]\nTank 1\n".to_vec()),
            "The .cards file, line 2: expected Infantry, Cavalry or Cannon and a country number, or Wildcard.",
        ),
        (
            vec![("sample.cards".into(), sample::CARDS.as_bytes().to_vec())],
            "No .map file among the files picked.",
        ),
        (
            vec![("broken.zip".into(), b"PK\x03\x04 not really".to_vec())],
            "The zip file is damaged or cut short.",
        ),
    ];
    for (files, message) in cases {
        assert_eq!(refusal(files).message(Lang::En), message);
    }
}

#[test]
fn a_country_missing_from_the_index_image_is_refused() {
    let pixels: Vec<u8> = sample::index_pixels()
        .iter()
        .map(|&n| if n == 7 { 5 } else { n })
        .collect();
    assert_eq!(
        index_refusal(&pixels),
        "Gwent n’est pas peint dans l’image d’index de la carte."
    );
}

#[test]
fn a_board_in_two_pieces_is_refused() {
    let files = map_edited(|m| {
        m.replace("2 1 3 7\n", "2 1 3\n")
            .replace("4 5 6\n", "4 5\n")
            .replace("5 4 6 7\n", "5 4 7\n")
            .replace("6 1 4 5\n", "6 1\n")
            .replace("7 2 5\n", "7 5\n")
    });
    assert_eq!(
        refusal(files).message(Lang::En),
        "Dun cannot be reached from the rest of the board."
    );
}

#[test]
fn too_many_countries_are_refused() {
    let mut text = String::from("[continents]\nAll 1 red\n[countries]\n");
    for n in 1..=255 {
        text.push_str(&format!("{n} C{n} 1 0 0\n"));
    }
    text.push_str("[borders]\n");
    let refused = refusal(vec![("big.map".into(), text.into_bytes())]);
    assert_eq!(
        refused.message(Lang::En),
        "The map has too many countries: at most 254."
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
        refused.message(Lang::En),
        "sample_map.png is too large (20000 × 20000 pixels)."
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
        refusal(with("sample_pic.png", small)).message(Lang::En),
        "sample_pic.png and sample_map.png are not the same size: the drawn board and its index image must match."
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
        "sample_map.png ne ressemble pas à une image d’index\u{202f}: le pays Alba y est éparpillé en centaines de morceaux."
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
