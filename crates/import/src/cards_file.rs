//! The `.cards` file: `[cards]` (`Infantry 1`, `Cavalry 2`, `Cannon 3`, `Wildcard`) and, where
//! present, `[missions]` (issue 40 item 1).

use lamorisse_engine::board::CardDesign;

use crate::error::ImportError;
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

/// The file's name in messages.
const FILE: &str = ".cards";

/// A refusal of `line` for not having the shape `shape`.
fn bad(line: &Line, shape: &'static str) -> ImportError {
    ImportError::BadLine {
        file: FILE.into(),
        line: line.number,
        shape,
    }
}

/// Reads the `.cards` file's lines for a map of `countries` countries and `continents`.
pub fn read(lines: &[Line], countries: usize, continents: usize) -> Result<CardsFile, ImportError> {
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
            "cards" => card(&mut cards, line, countries)?,
            "missions" => cards.missions.push(mission(line, countries, continents)?),
            _ => {}
        }
    }
    Ok(cards)
}

/// A `[cards]` line.
fn card(cards: &mut CardsFile, line: &Line, countries: usize) -> Result<(), ImportError> {
    let design = match line.words[0].to_ascii_lowercase().as_str() {
        "wildcard" => {
            cards.jokers += 1;
            return Ok(());
        }
        "infantry" => CardDesign::Infantry,
        "cavalry" => CardDesign::Cavalry,
        "cannon" | "artillery" => CardDesign::Artillery,
        _ => return Err(bad(line, "card")),
    };
    let word = line.words.get(1).ok_or_else(|| bad(line, "card"))?;
    let n: usize = word.parse().map_err(|_| bad(line, "card"))?;
    if n < 1 || n > countries {
        return Err(ImportError::UnknownCountry {
            file: FILE.into(),
            line: line.number,
            number: word.clone(),
        });
    }
    cards.designs[n - 1] = Some(design);
    Ok(())
}

/// A `[missions]` line.
fn mission(line: &Line, countries: usize, continents: usize) -> Result<MissionLine, ImportError> {
    let words = &line.words;
    if words.len() < 6 {
        return Err(bad(line, "mission"));
    }
    let number = |i: usize| words[i].parse::<u32>().map_err(|_| bad(line, "mission"));
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
                _ => return Err(bad(line, "mission")),
            },
        }
    }
    if held as usize > countries || player > 8 {
        return Err(bad(line, "mission"));
    }
    Ok(MissionLine {
        destroy: (player > 0).then_some(player),
        countries: held,
        armies,
        continents: named,
        description: words[6..].join(" "),
    })
}
