//! Boards the community drew (issue 40): a Domination-format map (its `.map`, `.cards`, index
//! image and picture, or one `.zip` of them) read, checked like a hostile save, traced into
//! outlines and turned into a Lamorisse board and its drawing. Pure Rust, tested natively,
//! used by `lamorisse-cli board import`; compiled to wasm with plain exports ([`ffi`]) for
//! `public/boards/boards.js`, loaded only when a player imports a board.

#![warn(missing_docs)]

pub mod board_json;
pub mod cards_file;
pub mod checks;
pub mod crowded;
pub mod error;
pub mod ffi;
pub mod geometry_json;
pub mod ids;
pub mod index_image;
pub mod limits;
pub mod map_file;
pub mod picture;
pub mod preview;
pub mod refusal;
pub mod sample;
pub mod simplify;
pub mod spread;
pub mod text;
pub mod trace;
pub mod zip;

#[path = "../../engine/packing/writer.rs"]
mod writer;

#[path = "../../engine/packing/board.rs"]
mod packed_board;

#[path = "../../engine/packing/geometry.rs"]
mod packed_geometry;

use serde_json::Value;

pub use cards_file::MissionLine;
pub use error::ImportError;
pub use picture::Picture;

use limits::MAX_TEXT_FILE;

/// Files as a player picks them: each one's name and bytes.
pub type Files = Vec<(String, Vec<u8>)>;

/// A map imported: the board and its drawing, as JSON and packed, and its picture.
#[derive(Clone, Debug)]
pub struct Imported {
    /// The board's key (`import-middle-earth-1a2b3c4d`): the same for the same files.
    pub key: String,
    /// The board JSON (the engine's form, `crates/engine/src/boards/*.json`).
    pub board: Value,
    /// The drawing JSON (the app's form, `src/ui/board/*.geometry.json`).
    pub geometry: Value,
    /// The board packed as the engine reads it (`Board::from_packed`).
    pub packed_board: Vec<u8>,
    /// The drawing packed as the app reads it.
    pub packed_geometry: Vec<u8>,
    /// The drawn board (`pic`), if the map names one.
    pub picture: Option<Picture>,
    /// The `.cards` file's missions, if any.
    pub missions: Vec<MissionLine>,
}

/// The file named `name` among `files` (by its name without folders, in any case); a refusal
/// names the map's `[files]` line that names it.
fn find<'a>(
    files: &'a [(String, Vec<u8>)],
    map: &map_file::MapFile,
    (name, line): &(String, usize),
) -> Result<&'a [u8], ImportError> {
    let wanted = short_name(name).to_lowercase();
    files
        .iter()
        .find(|(n, _)| n.to_lowercase() == wanted)
        .map(|(_, bytes)| bytes.as_slice())
        .ok_or_else(|| ImportError::MissingFile {
            file: map.file.clone(),
            line: *line,
            name: name.clone(),
        })
}

/// A file's name without the folders a map may give it (`maps/ameroki.cards`).
fn short_name(name: &str) -> &str {
    name.rsplit(['/', '\\']).next().unwrap_or(name)
}

/// A text file's lines, its size checked.
fn text_lines(file: &str, bytes: &[u8]) -> Result<Vec<text::Line>, ImportError> {
    if bytes.len() > MAX_TEXT_FILE {
        return Err(ImportError::FileTooLarge {
            file: file.into(),
            limit: MAX_TEXT_FILE,
        });
    }
    text::lines(file, &text::decode(bytes))
}

/// The files given, each zip replaced by the files it holds.
fn unzipped(files: Files) -> Result<Files, ImportError> {
    let mut out = Vec::new();
    for (name, bytes) in files {
        if name.to_lowercase().ends_with(".zip") {
            out.extend(zip::files(&name, &bytes)?);
        } else {
            out.push((name, bytes));
        }
    }
    Ok(out)
}

/// Imports a map from the files a player picked (each with its name).
pub fn import(files: Files) -> Result<Imported, ImportError> {
    let files = unzipped(files)?;
    let (map_name, map_bytes) = files
        .iter()
        .find(|(n, _)| n.to_lowercase().ends_with(".map"))
        .ok_or(ImportError::NoMapFile)?;
    let map = map_file::read(map_name, &text_lines(map_name, map_bytes)?)?;
    let neighbours = checks::neighbours(&map)?;
    let image = map.files.map.as_ref().ok_or(ImportError::MissingSection {
        file: map.file.clone(),
        section: "files",
    })?;
    let (image_name, image_bytes) = (short_name(&image.0), find(&files, &map, image)?);
    let cards = match &map.files.cards {
        Some(named) => {
            let name = short_name(&named.0);
            let lines = text_lines(name, find(&files, &map, named)?)?;
            let (countries, continents) = (map.countries.len(), map.continents.len());
            Some(cards_file::read(name, &lines, countries, continents)?)
        }
        None => None,
    };
    let image = index_image::read(image_name, image_bytes)?;
    let picture = drawn_picture(&map, &files, &image)?;
    let regions = trace::Regions::new(&image, map.countries.len());
    let areas = regions.areas();
    if let Some(i) = (0..map.countries.len()).find(|&i| areas[i + 1] == 0) {
        return Err(ImportError::NoRegion {
            file: image_name.into(),
            country: map.countries[i].name.clone(),
            number: i + 1,
        });
    }
    let traced = trace::trace(&regions, map.countries.len());
    checks::painted_whole(&map, image_name, &traced)?;
    let name = map.name.clone().unwrap_or_else(|| "map".into());
    let key = format!(
        "import-{}-{}",
        ids::slug(&name).chars().take(24).collect::<String>(),
        ids::fingerprint(&[map_bytes, image_bytes])
    );
    let continent_keys = ids::unique_slugs(map.continents.iter().map(|c| c.name.as_str()));
    let country_keys = ids::unique_slugs(map.countries.iter().map(|c| c.name.as_str()));
    let keys = (continent_keys.as_slice(), country_keys.as_slice());
    let board = board_json::board_json(&key, &map, keys, &neighbours, cards.as_ref());
    let geometry = geometry_json::geometry_json(&key, &map, keys, &neighbours, &regions, &traced);
    lamorisse_engine::board::Board::from_json(&board.to_string())
        .map_err(|e| ImportError::unplayable(&map.file, &e))?;
    // The board and drawing JSON are written above from a checked map: packing them cannot
    // fail, but a failure would still say which file it came from.
    let unpacked = |_| ImportError::Unplayable {
        file: map.file.clone(),
        why: "shape",
    };
    let packed_board = packed_board::pack_board(&board).map_err(unpacked)?;
    let packed_geometry = packed_geometry::pack_geometry(&geometry).map_err(unpacked)?;
    Ok(Imported {
        key,
        board,
        geometry,
        packed_board,
        packed_geometry,
        picture,
        missions: cards.map(|c| c.missions).unwrap_or_default(),
    })
}

/// A board JSON and its drawing JSON (as `board import` writes them) packed as the engine and
/// the app read them.
pub fn pack(board: &Value, geometry: &Value) -> Result<(Vec<u8>, Vec<u8>), String> {
    Ok((
        packed_board::pack_board(board)?,
        packed_geometry::pack_geometry(geometry)?,
    ))
}

/// The drawn board, if the map names one and it was picked (it is optional: a board plays
/// without it), refused when it is not the index image's size (then one of them is the wrong
/// file).
fn drawn_picture(
    map: &map_file::MapFile,
    files: &[(String, Vec<u8>)],
    image: &index_image::IndexImage,
) -> Result<Option<Picture>, ImportError> {
    let Some(named) = &map.files.pic else {
        return Ok(None);
    };
    let Ok(bytes) = find(files, map, named) else {
        return Ok(None);
    };
    let name = short_name(&named.0);
    let picture = picture::read(name, bytes)?;
    if picture.size != (image.width, image.height) {
        let index = map.files.map.as_ref().map_or("", |(n, _)| short_name(n));
        return Err(ImportError::SizesDiffer {
            picture: name.into(),
            index: index.into(),
        });
    }
    Ok(Some(picture))
}
