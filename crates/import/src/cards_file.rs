//! The `.cards` file: `[cards]` (`Infantry 1`, `Cavalry 2`, `Cannon 3`, `Wildcard`) and, where
//! present, `[missions]` (issue 40 item 1).

use lamorisse_engine::board::{CardDesign, MOST_BONUS};

use crate::error::ImportError;
use crate::limits::{MAX_JOKERS, MAX_MISSIONS};
use crate::text::Line;

/// A continent a mission names: one of the map's (from 0), or any the player chooses (`*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MissionContinent {
    /// This continent.
    Named(usize),
    /// A continent of the player's choice.
    Any,
}

/// A `[missions]` line: `player countries armies continent continent continent description`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MissionLine {
    /// The player to destroy (from 1), if the mission is one.
    pub destroy: Option<u32>,
    /// Countries to hold (0 for none).
    pub countries: u32,
    /// Armies on each of them (0 or 1 for any).
    pub armies: u32,
    /// Continents to hold.
    pub continents: Vec<MissionContinent>,
    /// The mission as the map words it.
    pub description: String,
}

/// A `.cards` file read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CardsFile {
    /// Each country's card design (from 0), `None` where it has no card.
    pub designs: Vec<Option<CardDesign>>,
    /// How many wild cards.
    pub jokers: u32,
    /// The missions, if the file has any.
    pub missions: Vec<MissionLine>,
}

/// A refusal of `line` of `file` for not having the shape `shape`.
fn bad(file: &str, line: &Line, shape: &'static str) -> ImportError {
    ImportError::BadLine {
        file: file.into(),
        line: line.number,
        shape,
    }
}

/// A refusal of `line` of `file` for holding one joker or mission (`what`) too many.
fn too_many(file: &str, line: &Line, what: &'static str, limit: usize) -> ImportError {
    ImportError::TooMany {
        file: file.into(),
        line: line.number,
        what,
        limit,
    }
}

/// Reads the lines of the `.cards` file named `file`, for a map of `countries` countries and
/// `continents`.
pub fn read(
    file: &str,
    lines: &[Line],
    countries: usize,
    continents: usize,
) -> Result<CardsFile, ImportError> {
    let mut cards = CardsFile {
        designs: vec![None; countries],
        ..CardsFile::default()
    };
    let mut section = String::new();
    for line in lines {
        if let Some(name) = line.words[0].strip_prefix('[') {
            section = name.trim_end_matches(']').to_ascii_lowercase();
            continue;
        }
        match section.as_str() {
            "cards" => card(file, &mut cards, line, countries)?,
            "missions" if cards.missions.len() == MAX_MISSIONS => {
                return Err(too_many(file, line, "missions", MAX_MISSIONS));
            }
            "missions" => cards
                .missions
                .push(mission(file, line, countries, continents)?),
            _ => {}
        }
    }
    Ok(cards)
}

/// A `[cards]` line.
fn card(
    file: &str,
    cards: &mut CardsFile,
    line: &Line,
    countries: usize,
) -> Result<(), ImportError> {
    let bad = |line| bad(file, line, "card");
    let design = match line.words[0].to_ascii_lowercase().as_str() {
        "wildcard" if cards.jokers as usize == MAX_JOKERS => {
            return Err(too_many(file, line, "jokers", MAX_JOKERS));
        }
        "wildcard" => {
            cards.jokers += 1;
            return Ok(());
        }
        "infantry" => CardDesign::Infantry,
        "cavalry" => CardDesign::Cavalry,
        "cannon" | "artillery" => CardDesign::Artillery,
        _ => return Err(bad(line)),
    };
    let word = line.words.get(1).ok_or_else(|| bad(line))?;
    let n: usize = word.parse().map_err(|_| bad(line))?;
    if n < 1 || n > countries {
        return Err(ImportError::UnknownCountry {
            file: file.into(),
            line: line.number,
            number: word.clone(),
            countries,
        });
    }
    cards.designs[n - 1] = Some(design);
    Ok(())
}

/// A `[missions]` line.
fn mission(
    file: &str,
    line: &Line,
    countries: usize,
    continents: usize,
) -> Result<MissionLine, ImportError> {
    let words = &line.words;
    let bad = || bad(file, line, "mission");
    if words.len() < 6 {
        return Err(bad());
    }
    let number = |i: usize| words[i].parse::<u32>().map_err(|_| bad());
    let (player, held, armies) = (number(0)?, number(1)?, number(2)?);
    let mut named = Vec::new();
    for word in &words[3..6] {
        match word.as_str() {
            "*" => named.push(MissionContinent::Any),
            "0" => {}
            _ => match word.parse::<usize>() {
                Ok(n) if (1..=continents).contains(&n) => {
                    named.push(MissionContinent::Named(n - 1))
                }
                _ => return Err(bad()),
            },
        }
    }
    if held as usize > countries || player > 8 || armies > MOST_BONUS {
        return Err(bad());
    }
    Ok(MissionLine {
        destroy: (player > 0).then_some(player),
        countries: held,
        armies,
        continents: named,
        description: words[6..].join(" "),
    })
}
