//! The `.map` file as Domination documents it: a header (`name`, `ver`, ...), then the
//! sections `[files]`, `[continents]`, `[countries]` and `[borders]` (issue 40 item 1).

use crate::error::ImportError;
use crate::limits::{MAX_CONTINENTS, MAX_COUNTRIES};
use crate::text::{Line, name_of};

/// A continent line: `North_America 5 yellow`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContinentLine {
    /// Its name, underscores read as spaces.
    pub name: String,
    /// Armies for holding all of it.
    pub bonus: u32,
    /// The colour the map gives it (a name or `#rrggbb`), if any.
    pub colour: Option<String>,
}

/// A country line: `1 Alaska 1 43 71` (number, name, continent number, label position).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountryLine {
    /// Its name, underscores read as spaces.
    pub name: String,
    /// Its continent, from 0.
    pub continent: usize,
    /// Where its label goes, in the picture's pixels.
    pub label: (i64, i64),
    /// Its line in the file.
    pub line: usize,
}

/// The files a map names in `[files]`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FileNames {
    /// The drawn board (`pic`).
    pub pic: Option<String>,
    /// The index image (`map`): each country painted in its number.
    pub map: Option<String>,
    /// The cards (`crd`).
    pub cards: Option<String>,
}

/// A `.map` file read, before its board is checked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MapFile {
    /// The header's `name`, if any.
    pub name: Option<String>,
    /// The files it names.
    pub files: FileNames,
    /// Its continents, in order.
    pub continents: Vec<ContinentLine>,
    /// Its countries, in order (country `n` of the file at index `n - 1`).
    pub countries: Vec<CountryLine>,
    /// Each `[borders]` line: its line number, the country and its neighbours (from 0).
    pub borders: Vec<(usize, usize, Vec<usize>)>,
}

/// The section a line belongs to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    Header,
    Files,
    Continents,
    Countries,
    Borders,
    Other,
}

/// The file's name in messages.
const FILE: &str = ".map";

/// A refusal of line `line` for not having the shape `shape`.
fn bad(line: &Line, shape: &'static str) -> ImportError {
    ImportError::BadLine {
        file: FILE.into(),
        line: line.number,
        shape,
    }
}

/// A whole number, or the line's refusal.
fn int(word: &str, line: &Line, shape: &'static str) -> Result<i64, ImportError> {
    word.parse().map_err(|_| bad(line, shape))
}

/// Reads the `.map` file's lines.
pub fn read(lines: &[Line]) -> Result<MapFile, ImportError> {
    let mut map = MapFile::default();
    let mut section = Section::Header;
    let mut seen = Vec::new();
    for line in lines {
        if let Some(name) = line.words[0].strip_prefix('[') {
            section = match name.trim_end_matches(']').to_ascii_lowercase().as_str() {
                "files" => Section::Files,
                "continents" => Section::Continents,
                "countries" => Section::Countries,
                "borders" => Section::Borders,
                _ => Section::Other,
            };
            seen.push(section);
            continue;
        }
        match section {
            Section::Header => header(&mut map, line),
            Section::Files => files(&mut map, line)?,
            Section::Continents => map.continents.push(continent(line)?),
            Section::Countries => country(&mut map, line)?,
            Section::Borders => borders(&mut map, line)?,
            Section::Other => {}
        }
        if map.continents.len() > MAX_CONTINENTS {
            return Err(ImportError::TooMany {
                what: "continents",
                limit: MAX_CONTINENTS,
            });
        }
    }
    for (wanted, name) in [
        (Section::Continents, "continents"),
        (Section::Countries, "countries"),
        (Section::Borders, "borders"),
    ] {
        if !seen.contains(&wanted) {
            return Err(ImportError::MissingSection { section: name });
        }
    }
    Ok(map)
}

/// A header line (`name Middle Earth`); other keys (`ver`, `author`, ...) are not needed.
fn header(map: &mut MapFile, line: &Line) {
    if line.words[0].eq_ignore_ascii_case("name") && line.words.len() > 1 {
        map.name = Some(line.words[1..].join(" "));
    }
}

/// A `[files]` line: `pic`, `map`, `crd` (the preview `prv` and others are not needed).
fn files(map: &mut MapFile, line: &Line) -> Result<(), ImportError> {
    if line.words.len() < 2 {
        return Err(bad(line, "file"));
    }
    let name = Some(line.words[1..].join(" "));
    match line.words[0].to_ascii_lowercase().as_str() {
        "pic" => map.files.pic = name,
        "map" => map.files.map = name,
        "crd" => map.files.cards = name,
        _ => {}
    }
    Ok(())
}

/// A `[continents]` line: a name, a bonus, then a colour (some maps leave the colour out).
fn continent(line: &Line) -> Result<ContinentLine, ImportError> {
    let words = &line.words;
    let last = words.len() - 1;
    let (bonus_at, colour) = match words[last].parse::<i64>() {
        Ok(_) => (last, None),
        Err(_) if last >= 2 => (last - 1, Some(words[last].clone())),
        Err(_) => return Err(bad(line, "continent")),
    };
    let bonus = int(&words[bonus_at], line, "continent")?;
    let name = name_of(&words[..bonus_at]);
    if name.is_empty() || !(0..=1000).contains(&bonus) {
        return Err(bad(line, "continent"));
    }
    Ok(ContinentLine {
        name,
        bonus: bonus as u32,
        colour,
    })
}

/// A `[countries]` line: its number (the next one), its name, its continent and its label.
fn country(map: &mut MapFile, line: &Line) -> Result<(), ImportError> {
    let words = &line.words;
    if words.len() < 5 {
        return Err(bad(line, "country"));
    }
    let n = words.len();
    let number = int(&words[0], line, "country")?;
    let continent = int(&words[n - 3], line, "country")?;
    let label = (
        int(&words[n - 2], line, "country")?,
        int(&words[n - 1], line, "country")?,
    );
    let name = name_of(&words[1..n - 3]);
    if number != map.countries.len() as i64 + 1 {
        return Err(ImportError::OutOfOrder {
            line: line.number,
            expected: map.countries.len() + 1,
        });
    }
    if map.countries.len() == MAX_COUNTRIES {
        return Err(ImportError::TooMany {
            what: "countries",
            limit: MAX_COUNTRIES,
        });
    }
    if continent < 1 || continent as usize > map.continents.len() {
        return Err(ImportError::UnknownContinent {
            line: line.number,
            country: name,
        });
    }
    map.countries.push(CountryLine {
        name,
        continent: continent as usize - 1,
        label,
        line: line.number,
    });
    Ok(())
}

/// A `[borders]` line: a country's number and its neighbours' numbers.
fn borders(map: &mut MapFile, line: &Line) -> Result<(), ImportError> {
    let count = map.countries.len();
    let mut numbers = Vec::with_capacity(line.words.len());
    for word in &line.words {
        let n = int(word, line, "border")?;
        if n < 1 || n as usize > count {
            return Err(ImportError::UnknownCountry {
                file: FILE.into(),
                line: line.number,
                number: word.clone(),
            });
        }
        numbers.push(n as usize - 1);
    }
    map.borders
        .push((line.number, numbers[0], numbers[1..].to_vec()));
    Ok(())
}
