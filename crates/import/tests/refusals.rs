//! Every refusal names the file, the line where there is one, and what to change, in English
//! and French (issue 50 item 7); and a deck of Domination's own size (Ameroki's 66 jokers) or
//! a map of many continents is accepted, its limits the game's own.

use crate::said;
use lamorisse_engine::board::Board;
use lamorisse_import::sample::{self, HEIGHT, WIDTH};
use lamorisse_import::{Files, ImportError, import};

/// The sample's files with `name`'s bytes replaced.
fn with(name: &str, bytes: Vec<u8>) -> Files {
    sample::files_with(name, bytes)
}

/// The sample with its `.map` text edited by `edit`.
fn map_edited(edit: impl Fn(&str) -> String) -> Files {
    with("sample.map", edit(sample::MAP).into_bytes())
}

/// The sample with its `.cards` text edited by `edit`.
fn cards_edited(edit: impl Fn(&str) -> String) -> Files {
    with("sample.cards", edit(sample::CARDS).into_bytes())
}

/// The refusal of `files`.
fn refusal(files: Files) -> ImportError {
    import(files).expect_err("the map is refused")
}

/// Checks that `files` are refused with `en` in English and `fr` in French.
fn refused_with(files: Files, en: &str, fr: &str) {
    let refused = refusal(files);
    assert_eq!(said(&refused, "en"), en);
    assert_eq!(said(&refused, "fr"), fr);
}

/// The sample's `.cards` file with `jokers` Wildcard lines (from line 9) instead of two.
fn jokers(jokers: usize) -> Files {
    cards_edited(|c| c.replace("Wildcard\nWildcard\n", &"Wildcard\n".repeat(jokers)))
}

#[test]
fn a_deck_of_66_jokers_as_ameroki_s_is_accepted_and_one_past_the_game_s_limit_is_refused() {
    let imported = import(jokers(66)).expect("Ameroki's 66 jokers");
    assert_eq!(
        Board::from_packed(&imported.packed_board).unwrap().jokers,
        66
    );
    let most = import(jokers(256)).expect("every number a joker card can carry");
    assert_eq!(Board::from_packed(&most.packed_board).unwrap().jokers, 256);
    refused_with(
        jokers(257),
        "sample.cards, line 265: one Wildcard too many, a deck holds at most 256 jokers; remove the Wildcard lines from this one on.",
        "sample.cards, ligne 265\u{202f}: un Wildcard de trop, un paquet tient 256 jokers au plus\u{202f}; retirez les lignes Wildcard à partir de celle-ci.",
    );
}

#[test]
fn a_map_of_a_hundred_continents_is_accepted() {
    let imported = import(sample::grid(1, 100)).expect("100 continents");
    let board = Board::from_packed(&imported.packed_board).unwrap();
    assert_eq!(board.continents.len(), 100);
}

/// The corpus: broken files and their refusals in English and French.
fn corpus() -> Vec<(Files, &'static str, &'static str)> {
    vec![
        (
            map_edited(|m| m.replace("6 1 4 5\n", "6 1 4\n")),
            "sample.map, line 28: Eske borders Fane, but Fane does not border Eske; add 5 to Fane’s line in [borders], or take 6 off this one.",
            "sample.map, ligne 28\u{202f}: Eske touche Fane, mais Fane ne touche pas Eske\u{202f}; ajoutez 5 à la ligne de Fane dans [borders], ou retirez 6 de celle-ci.",
        ),
        (
            map_edited(|m| m.replace("3 2\n", "3 2 9\n")),
            "sample.map, line 26: there is no country number 9; use a number from 1 to 7.",
            "sample.map, ligne 26\u{202f}: il n’y a pas de pays numéro 9\u{202f}; utilisez un numéro de 1 à 7.",
        ),
        (
            map_edited(|m| m.replace("3 2\n", "3 2 3\n")),
            "sample.map, line 26: Cora is listed as its own neighbour; take 3 off its neighbours.",
            "sample.map, ligne 26\u{202f}: Cora est donné comme son propre voisin\u{202f}; retirez 3 de ses voisins.",
        ),
        (
            map_edited(|m| m.replace("7 Gwent 2 88 58", "7 Gwent 3 88 58")),
            "sample.map, line 21: Gwent names a continent the map does not have; give a continent number from 1 to 2.",
            "sample.map, ligne 21\u{202f}: Gwent nomme un continent que la carte n’a pas\u{202f}; donnez un numéro de continent de 1 à 2.",
        ),
        (
            map_edited(|m| m.replace("East_Reach 3 blue", "East_Reach 3 blue\nVoid 1 green")),
            "sample.map, line 13: the continent Void has no country; give it countries in [countries], or remove its line and renumber the continents after it.",
            "sample.map, ligne 13\u{202f}: le continent Void n’a aucun pays\u{202f}; donnez-lui des pays dans [countries], ou retirez sa ligne et renumérotez les continents suivants.",
        ),
        (
            map_edited(|m| m.replace("East_Reach 3 blue", "East_Reach 3000 blue")),
            "sample.map, line 12: the bonus is over 1000 armies, more than any game gives; give a smaller bonus.",
            "sample.map, ligne 12\u{202f}: le bonus dépasse 1000\u{a0}armées, plus qu’aucune partie n’en donne\u{202f}; donnez un bonus plus petit.",
        ),
        (
            map_edited(|m| m.replace("3 Cora 1 16 46", "4 Cora 1 16 46")),
            "sample.map, line 17: country number 3 was expected here; number the countries 1, 2, 3 and so on, in order.",
            "sample.map, ligne 17\u{202f}: le pays numéro 3 était attendu ici\u{202f}; numérotez les pays 1, 2, 3, etc., dans l’ordre.",
        ),
        (
            map_edited(|m| m.replace("1 Alba 1 16 14", "1 Alba one 16 14")),
            "sample.map, line 15: expected a number, a name, a continent number and a position x y; correct the line.",
            "sample.map, ligne 15\u{202f}: il faut un numéro, un nom, un numéro de continent et une position x y\u{202f}; corrigez la ligne.",
        ),
        (
            map_edited(|m| m.replace("[borders]", "[frontiers]")),
            "sample.map has no [borders] section; add one, each line holding a country number and the numbers of its neighbours.",
            "sample.map n’a pas de section [borders]\u{202f}; ajoutez-la, chaque ligne contenant un numéro de pays et les numéros de ses voisins.",
        ),
        (
            map_edited(|m| m.replace("; A sample", &format!("; {}", "x".repeat(3000)))),
            "sample.map, line 1: the line is over 2000 characters, longer than any map needs; shorten it or split it in two.",
            "sample.map, ligne 1\u{202f}: la ligne dépasse 2000 caractères, plus qu’aucune carte n’en a besoin\u{202f}; raccourcissez-la ou coupez-la en deux.",
        ),
        (
            map_edited(|m| m.replace("map sample_map.png", "map missing.png")),
            "sample.map, line 7: the map needs the file missing.png; add it to the files picked.",
            "sample.map, ligne 7\u{202f}: la carte a besoin du fichier missing.png\u{202f}; ajoutez-le aux fichiers choisis.",
        ),
        (
            with("sample_map.png", b"\x89PNG\r\n\x1a\nbroken".to_vec()),
            "sample_map.png cannot be read as a PNG or GIF image; save it again as a PNG.",
            "sample_map.png ne peut pas être lu comme une image PNG ou GIF\u{202f}; enregistrez-le de nouveau en PNG.",
        ),
        (
            cards_edited(|_| "[cards]\nTank 1\n".into()),
            "sample.cards, line 2: expected Infantry, Cavalry or Cannon and a country number, or Wildcard; correct the line.",
            "sample.cards, ligne 2\u{202f}: il faut Infantry, Cavalry ou Cannon et un numéro de pays, ou Wildcard\u{202f}; corrigez la ligne.",
        ),
        (
            cards_edited(|c| c.replace("Cannon 6", "Cannon 8")),
            "sample.cards, line 7: there is no country number 8; use a number from 1 to 7.",
            "sample.cards, ligne 7\u{202f}: il n’y a pas de pays numéro 8\u{202f}; utilisez un numéro de 1 à 7.",
        ),
        (
            cards_edited(|c| c.replace("0 4 2 0 0 0", "0 4 2000 0 0 0")),
            "sample.cards, line 14: expected a player from 0 to 8, a number of countries the map has, armies from 0 to 1,000, three continent numbers (0 or * for none or any) and a description; correct the line.",
            "sample.cards, ligne 14\u{202f}: il faut un joueur de 0 à 8, un nombre de pays que la carte a, des armées de 0 à 1\u{202f}000, trois numéros de continent (0 ou * pour aucun ou au choix) et une description\u{202f}; corrigez la ligne.",
        ),
        (
            vec![("sample.cards".into(), sample::CARDS.as_bytes().to_vec())],
            "No .map file among the files picked; add the map’s .map file, or pick one .zip holding all its files.",
            "Aucun fichier .map parmi les fichiers choisis\u{202f}; ajoutez le fichier .map de la carte, ou choisissez un .zip contenant tous ses fichiers.",
        ),
        (
            vec![("broken.zip".into(), b"PK\x03\x04 not really".to_vec())],
            "broken.zip is damaged or cut short; download it again.",
            "broken.zip est abîmé ou incomplet\u{202f}; téléchargez-le de nouveau.",
        ),
    ]
}

#[test]
fn every_refusal_names_the_file_the_line_and_what_to_change_in_english_and_french() {
    for (files, en, fr) in corpus() {
        refused_with(files, en, fr);
    }
}

#[test]
fn a_country_missing_from_the_index_image_is_refused_with_its_colour() {
    let pixels: Vec<u8> = sample::index_pixels()
        .iter()
        .map(|&n| if n == 7 { 5 } else { n })
        .collect();
    let refused = refusal(with(
        "sample_map.png",
        sample::png_of(WIDTH, HEIGHT, &pixels),
    ));
    assert_eq!(
        said(&refused, "en"),
        "sample_map.png: Gwent is not painted in this index image; paint its land with the blue value 7, its number in the .map file."
    );
    assert_eq!(
        said(&refused, "fr"),
        "sample_map.png\u{202f}: Gwent n’est pas peint dans cette image d’index\u{202f}; peignez sa terre avec la valeur de bleu 7, son numéro dans le fichier .map."
    );
}

#[test]
fn a_board_in_two_pieces_is_refused_at_the_country_cut_off() {
    let files = map_edited(|m| {
        m.replace("2 1 3 7\n", "2 1 3\n")
            .replace("4 5 6\n", "4 5\n")
            .replace("5 4 6 7\n", "5 4 7\n")
            .replace("6 1 4 5\n", "6 1\n")
            .replace("7 2 5\n", "7 5\n")
    });
    refused_with(
        files,
        "sample.map, line 18: Dun cannot be reached from the rest of the board; in [borders], give it a neighbour, on both countries’ lines.",
        "sample.map, ligne 18\u{202f}: Dun est inaccessible depuis le reste du plateau\u{202f}; dans [borders], donnez-lui un voisin, sur les lignes des deux pays.",
    );
}

#[test]
fn too_many_countries_are_refused_at_the_first_one_over() {
    let mut text = String::from("[continents]\nAll 1 red\n[countries]\n");
    for n in 1..=255 {
        text.push_str(&format!("{n} C{n} 1 0 0\n"));
    }
    text.push_str("[borders]\n");
    refused_with(
        vec![("big.map".into(), text.into_bytes())],
        "big.map, line 258: the map has too many countries, at most 254 (the index image paints them in the values 1 to 254); merge or remove countries.",
        "big.map, ligne 258\u{202f}: la carte a trop de pays, 254 au plus (l’image d’index les peint des valeurs 1 à 254)\u{202f}; regroupez ou retirez des pays.",
    );
}

#[test]
fn too_few_countries_are_refused_naming_the_map() {
    let mut text = String::from("[continents]\nAll 1\n[countries]\n");
    for n in 1..=5 {
        text.push_str(&format!("{n} C{n} 1 0 0\n"));
    }
    text.push_str("[borders]\n");
    refused_with(
        vec![("tiny.map".into(), text.into_bytes())],
        "tiny.map has too few countries for a game: at least 6; add countries.",
        "tiny.map a trop peu de pays pour une partie\u{202f}: 6 au moins\u{202f}; ajoutez des pays.",
    );
}

#[test]
fn a_crowded_map_s_tokens_move_apart_inside_their_own_countries() {
    // 48 countries, every label point of the map on the first one's corner.
    let mut files = sample::grid(8, 6);
    let map = String::from_utf8(files[0].1.clone()).unwrap();
    let crowded: Vec<String> = map
        .lines()
        .map(|line| {
            let words: Vec<&str> = line.split(' ').collect();
            match words.len() == 5 && words[1].starts_with('C') {
                true => format!("{} {} {} 1 1", words[0], words[1], words[2]),
                false => line.to_owned(),
            }
        })
        .collect();
    files[0].1 = (crowded.join("\n") + "\n").into_bytes();
    let imported = import(files).expect("a crowded map imports");
    let labels: Vec<(f64, f64)> = imported.geometry["territories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["label"][0].as_f64().unwrap(),
                t["label"][1].as_f64().unwrap(),
            )
        })
        .collect();
    let unit = 1000.0 / 64.0;
    for (i, &(x, y)) in labels.iter().enumerate() {
        let (c, r) = ((i % 8) as f64, (i / 8) as f64);
        assert!(
            (c * 8.0 * unit..(c + 1.0) * 8.0 * unit).contains(&x)
                && (r * 8.0 * unit..(r + 1.0) * 8.0 * unit).contains(&y),
            "token {i} at {x},{y} outside its country"
        );
        for &(u, v) in &labels[..i] {
            let gap = (x - u).hypot(y - v);
            assert!(gap >= 56.0, "token {i} is {gap:.1} from another");
        }
    }
}
