//! The `.map` file as Domination documents it: a header (`name`, `ver`, ...), then the
//! sections `[files]`, `[continents]`, `[countries]` and `[borders]` (issue 40 item 1).

use crate::error::ImportError;
use crate::limits::{MAX_CONTINENTS, MAX_COUNTRIES};
use crate::text::{Line, name_of};
use lamorisse_engine::board::MOST_BONUS;

/// A continent line: `North_America 5 yellow`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContinentLine {
    /// Its name, underscores read as spaces.
    pub name: String,
    /// Armies for holding all of it.
    pub bonus: u32,
    /// The colour the map gives it (a name or `#rrggbb`), if any.
    pub colour: Option<String>,
    /// Its line in the file.
    pub line: usize,
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

/// A file named in `[files]`, and the line naming it.
pub type Named = Option<(String, usize)>;

/// The files a map names in `[files]`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FileNames {
    /// The drawn board (`pic`).
    pub pic: Named,
    /// The index image (`map`): each country painted in its number.
    pub map: Named,
    /// The cards (`crd`).
    pub cards: Named,
}

/// A `.map` file read, before its board is checked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MapFile {
    /// The `.map` file's name as the player picked it.
    pub file: String,
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

/// A refusal of `line` of `file` for not having the shape `shape`.
fn bad(file: &str, line: &Line, shape: &'static str) -> ImportError {
    ImportError::BadLine {
        file: file.into(),
        line: line.number,
        shape,
    }
}

/// A whole number, or the line's refusal.
fn int(file: &str, word: &str, line: &Line, shape: &'static str) -> Result<i64, ImportError> {
    word.parse().map_err(|_| bad(file, line, shape))
}

/// Reads the lines of the `.map` file named `file`.
pub fn read(file: &str, lines: &[Line]) -> Result<MapFile, ImportError> {
    let mut map = MapFile {
        file: file.into(),
        ..MapFile::default()
    };
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
            Section::Continents => map.continents.push(continent(file, line)?),
            Section::Countries => country(&mut map, line)?,
            Section::Borders => borders(&mut map, line)?,
            Section::Other => {}
        }
        if map.continents.len() > MAX_CONTINENTS {
            return Err(ImportError::TooMany {
                file: file.into(),
                line: line.number,
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
            return Err(ImportError::MissingSection {
                file: file.into(),
                section: name,
            });
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
        return Err(bad(&map.file, line, "file"));
    }
    let name = Some((line.words[1..].join(" "), line.number));
    match line.words[0].to_ascii_lowercase().as_str() {
        "pic" => map.files.pic = name,
        "map" => map.files.map = name,
        "crd" => map.files.cards = name,
        _ => {}
    }
    Ok(())
}

/// A `[continents]` line: a name, a bonus, then a colour (some maps leave the colour out).
fn continent(file: &str, line: &Line) -> Result<ContinentLine, ImportError> {
    let words = &line.words;
    let last = words.len() - 1;
    let (bonus_at, colour) = match words[last].parse::<i64>() {
        Ok(_) => (last, None),
        Err(_) if last >= 2 => (last - 1, Some(words[last].clone())),
        Err(_) => return Err(bad(file, line, "continent")),
    };
    let bonus = int(file, &words[bonus_at], line, "continent")?;
    let name = name_of(&words[..bonus_at]);
    if name.is_empty() || bonus < 0 {
        return Err(bad(file, line, "continent"));
    }
    if bonus > i64::from(MOST_BONUS) {
        return Err(ImportError::BonusTooLarge {
            file: file.into(),
            line: line.number,
            limit: MOST_BONUS,
        });
    }
    Ok(ContinentLine {
        name,
        bonus: bonus as u32,
        colour,
        line: line.number,
    })
}

/// A `[countries]` line: its number (the next one), its name, its continent and its label.
fn country(map: &mut MapFile, line: &Line) -> Result<(), ImportError> {
    let (words, file) = (&line.words, map.file.clone());
    if words.len() < 5 {
        return Err(bad(&file, line, "country"));
    }
    let n = words.len();
    let number = int(&file, &words[0], line, "country")?;
    let continent = int(&file, &words[n - 3], line, "country")?;
    let label = (
        int(&file, &words[n - 2], line, "country")?,
        int(&file, &words[n - 1], line, "country")?,
    );
    let name = name_of(&words[1..n - 3]);
    if number != map.countries.len() as i64 + 1 {
        return Err(ImportError::OutOfOrder {
            file,
            line: line.number,
            expected: map.countries.len() + 1,
        });
    }
    if map.countries.len() == MAX_COUNTRIES {
        return Err(ImportError::TooMany {
            file,
            line: line.number,
            what: "countries",
            limit: MAX_COUNTRIES,
        });
    }
    if continent < 1 || continent as usize > map.continents.len() {
        return Err(ImportError::UnknownContinent {
            file,
            line: line.number,
            country: name,
            continents: map.continents.len(),
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
        let n = int(&map.file, word, line, "border")?;
        if n < 1 || n as usize > count {
            return Err(ImportError::UnknownCountry {
                file: map.file.clone(),
                line: line.number,
                number: word.clone(),
                countries: count,
            });
        }
        numbers.push(n as usize - 1);
    }
    map.borders
        .push((line.number, numbers[0], numbers[1..].to_vec()));
    Ok(())
}
