//! Boards as data: territories, continents, borders and card designs, validated on load.
//!
//! A board is written as JSON (see `boards/*.json`), parsed into raw records, then checked
//! into a [`Board`] whose indices are known to be valid. Adding a board is a data change.

use std::collections::{HashMap, VecDeque};
use std::fmt;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::i18n::{Gender, Localized};
use super::mission_card::Mission;
use super::packed::Reader;

/// The world board's data (RULINGS R2, `boards/world.json`), packed by `build.rs` and
/// embedded in the binary so the app works offline.
const WORLD_PACKED: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/world.board.bin"));
/// The Europe 1810 board of book 004 (RULINGS R2, `boards/europe-1810.json`), packed.
const EUROPE_1810_PACKED: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/europe-1810.board.bin"));
/// The Roman Empire board of book 003 (RULINGS R2, `boards/roman-empire.json`), packed:
/// territories, provinces and ports.
const ROMAN_EMPIRE_PACKED: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/roman-empire.board.bin"));

/// The keys of the boards the engine embeds.
pub const BUILT_IN: [&str; 3] = ["world", "europe-1810", "roman-empire"];

/// The most jokers a deck may hold: every number a `Card::Joker(u8)` can carry.
pub const MOST_JOKERS: u32 = u8::MAX as u32 + 1;
/// The most missions a board's own deck may hold: one a seat, and seats count in a u8.
pub const MOST_MISSIONS: usize = u8::MAX as usize;
/// The largest continent bonus a board may give.
pub const MOST_BONUS: u32 = 1000;

/// The boards imported while the program runs (issue 40), each kept for good.
fn imported() -> &'static std::sync::Mutex<Vec<&'static Board>> {
    static IMPORTED: OnceLock<std::sync::Mutex<Vec<&'static Board>>> = OnceLock::new();
    IMPORTED.get_or_init(Default::default)
}

/// A name packed by `build.rs`: English, French, the French name with its article (empty for
/// none) and its gender (0 none, 1 masculine, 2 feminine).
fn localized(r: &mut Reader<'_>) -> Localized {
    let (en, fr, the) = (r.text(), r.text(), r.text());
    let fr_gender = match r.count() {
        1 => Some(Gender::Masculine),
        2 => Some(Gender::Feminine),
        _ => None,
    };
    Localized {
        en,
        fr,
        fr_the: (!the.is_empty()).then_some(the),
        fr_gender,
    }
}

/// Index of a territory within its board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct TerritoryId(pub u8);

/// Index of a continent (a region or province on other boards) within its board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ContinentId(pub u8);

/// The picture on a territory card, which decides the sets it can form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CardDesign {
    /// Infantry (fantassin).
    Infantry,
    /// Cavalry (cavalier).
    Cavalry,
    /// Artillery (canon).
    Artillery,
}

/// A group of territories that earns a bonus when one player holds all of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Continent {
    /// Stable kebab-case id used in saves and board geometry.
    pub key: String,
    /// Display name.
    pub name: Localized,
    /// Armies earned each turn for holding every territory of it.
    pub bonus: u32,
    /// Its territories, in board order.
    pub territories: Vec<TerritoryId>,
}

/// One space on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Territory {
    /// Stable kebab-case English id (`alaska`, `northwest-territory`, ...).
    pub key: String,
    /// Display name.
    pub name: Localized,
    /// The continent it belongs to.
    pub continent: ContinentId,
    /// The design on its card, if the board's deck has a card for it.
    pub card: Option<CardDesign>,
    /// Whether it holds a port; every port borders every other port (003 "Les ports").
    pub port: bool,
    /// Territories it borders by land or by a sea lane, as listed on the board.
    pub neighbours: Vec<TerritoryId>,
    /// Territories one move away ([`Board::adjacent`]): the neighbours, then from a port
    /// every other port not already a neighbour, in board order; worked out once.
    pub links: Vec<TerritoryId>,
}

/// A validated board: every index in it points at something that exists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Stable id of the board (`world`, ...).
    pub key: String,
    /// Display name.
    pub name: Localized,
    /// Continents, in board order.
    pub continents: Vec<Continent>,
    /// Territories, in board order; a [`TerritoryId`] indexes this list.
    pub territories: Vec<Territory>,
    /// Number of jokers in the deck.
    pub jokers: u32,
    /// Its own secret missions (an imported board's `.cards` file, issue 40); none on ours,
    /// whose decks are the books' (`missions.rs`).
    pub missions: Vec<Mission>,
}

/// Why a board's data was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// The text is not valid board JSON.
    Syntax(String),
    /// Two territories or two continents share an id.
    DuplicateId(String),
    /// A territory names a continent that does not exist.
    UnknownContinent {
        /// The territory's id.
        territory: String,
        /// The continent id it names.
        continent: String,
    },
    /// A territory lists a neighbour that does not exist.
    UnknownNeighbour {
        /// The territory's id.
        territory: String,
        /// The neighbour id it lists.
        neighbour: String,
    },
    /// A territory lists itself as a neighbour.
    SelfBorder(String),
    /// A border is listed on one side only.
    OneWayBorder {
        /// The territory that lists the border.
        from: String,
        /// The territory that does not list it back.
        to: String,
    },
    /// A continent has no territory.
    EmptyContinent(String),
    /// Some territory cannot be reached from the first one.
    Disconnected(String),
    /// More territories or continents than an index can hold, or more jokers or a larger bonus
    /// than any board needs.
    TooLarge,
    /// A mission names an unknown continent, more territories than the board has, or is not
    /// one a board's deck may hold.
    BadMission(String),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Syntax(e) => write!(f, "board data is not valid JSON: {e}"),
            BoardError::DuplicateId(id) => write!(f, "the id `{id}` is used twice"),
            BoardError::UnknownContinent {
                territory,
                continent,
            } => write!(f, "`{territory}` names an unknown continent `{continent}`"),
            BoardError::UnknownNeighbour {
                territory,
                neighbour,
            } => write!(f, "`{territory}` lists an unknown neighbour `{neighbour}`"),
            BoardError::SelfBorder(id) => write!(f, "`{id}` lists itself as a neighbour"),
            BoardError::OneWayBorder { from, to } => {
                write!(f, "`{from}` borders `{to}` but not the other way round")
            }
            BoardError::EmptyContinent(id) => write!(f, "continent `{id}` has no territory"),
            BoardError::Disconnected(id) => write!(f, "`{id}` cannot be reached by land or sea"),
            BoardError::BadMission(why) => write!(f, "a mission {why}"),
            BoardError::TooLarge => write!(
                f,
                "a board holds at most 255 territories, {MOST_JOKERS} jokers and bonuses of {MOST_BONUS}"
            ),
        }
    }
}

impl std::error::Error for BoardError {}

/// A continent as written in board JSON.
#[derive(Deserialize)]
struct RawContinent {
    id: String,
    name: Localized,
    bonus: u32,
}

/// A territory as written in board JSON.
#[derive(Deserialize)]
struct RawTerritory {
    id: String,
    name: Localized,
    continent: String,
    card: Option<CardDesign>,
    #[serde(default)]
    port: bool,
    neighbours: Vec<String>,
}

/// A board as written in JSON, before validation.
#[derive(Deserialize)]
struct RawBoard {
    id: String,
    name: Localized,
    continents: Vec<RawContinent>,
    territories: Vec<RawTerritory>,
    jokers: u32,
    #[serde(default)]
    missions: Vec<Mission>,
}

impl Board {
    /// The 42-territory world board of books 000, 001 and 002 (RULINGS R2).
    pub fn world() -> &'static Board {
        static WORLD: OnceLock<Board> = OnceLock::new();
        WORLD.get_or_init(|| Board::unpack(WORLD_PACKED).expect("embedded world board is valid"))
    }

    /// The 48-territory map of Europe in 1810 of book 004 (RULINGS R2: the book's 9 regions,
    /// our territories and borders, docs/boards.md).
    pub fn europe_1810() -> &'static Board {
        static EUROPE: OnceLock<Board> = OnceLock::new();
        EUROPE.get_or_init(|| {
            Board::unpack(EUROPE_1810_PACKED).expect("embedded Europe 1810 board is valid")
        })
    }

    /// The 45-territory Roman Empire around 50 BC of book 003 (RULINGS R2: 6 provinces whose
    /// sizes equal their bonuses, ports linked to every other port; docs/boards.md).
    pub fn roman_empire() -> &'static Board {
        static ROMAN_EMPIRE: OnceLock<Board> = OnceLock::new();
        ROMAN_EMPIRE.get_or_init(|| {
            Board::unpack(ROMAN_EMPIRE_PACKED).expect("embedded Roman Empire board is valid")
        })
    }

    /// The board with this key, if the engine has it.
    pub fn by_key(key: &str) -> Option<&'static Board> {
        match key {
            "world" => Some(Board::world()),
            "europe-1810" => Some(Board::europe_1810()),
            "roman-empire" => Some(Board::roman_empire()),
            _ => imported()
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner())
                .iter()
                .find(|board| board.key == key)
                .copied(),
        }
    }

    /// Makes an imported board (issue 40) known to [`Board::by_key`] for as long as the
    /// program runs, and returns it; a board already known under its key is returned as it
    /// is (the same files give the same key). Built-in keys cannot be taken.
    pub fn register(board: Board) -> Option<&'static Board> {
        if let Some(known) = Board::by_key(&board.key) {
            return (!BUILT_IN.contains(&known.key.as_str())).then_some(known);
        }
        let mut boards = imported()
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let kept: &'static Board = Box::leak(Box::new(board));
        boards.push(kept);
        Some(kept)
    }

    /// Reads and validates a board in the packed form (the form an imported board travels
    /// in: `crates/engine/packing/board.rs` writes it), with the same checks as
    /// [`Board::from_json`].
    pub fn from_packed(bytes: &[u8]) -> Result<Board, BoardError> {
        Board::unpack(bytes)
    }

    /// Parses and validates board JSON.
    pub fn from_json(text: &str) -> Result<Board, BoardError> {
        let raw: RawBoard =
            serde_json::from_str(text).map_err(|e| BoardError::Syntax(e.to_string()))?;
        Board::validate(raw)
    }

    /// Reads and validates a packed board (the same checks as [`Board::from_json`]).
    fn unpack(bytes: &[u8]) -> Result<Board, BoardError> {
        let mut r = Reader::new(bytes);
        let id = r.text();
        let name = localized(&mut r);
        let continents: Vec<RawContinent> = (0..r.items())
            .map(|_| RawContinent {
                id: r.text(),
                name: localized(&mut r),
                bonus: r.count() as u32,
            })
            .collect();
        let mut territories: Vec<RawTerritory> = Vec::new();
        let mut neighbour_indices = Vec::new();
        for _ in 0..r.items() {
            let (id, name) = (r.text(), localized(&mut r));
            let continent = continents
                .get(r.count())
                .map_or_else(String::new, |c| c.id.clone());
            let card = [None, Some(CardDesign::Infantry), Some(CardDesign::Cavalry)]
                .get(r.count())
                .copied()
                .unwrap_or(Some(CardDesign::Artillery));
            let port = r.count() == 1;
            neighbour_indices.push((0..r.items()).map(|_| r.count()).collect::<Vec<usize>>());
            territories.push(RawTerritory {
                id,
                name,
                continent,
                card,
                port,
                neighbours: Vec::new(),
            });
        }
        let keys: Vec<String> = territories.iter().map(|t| t.id.clone()).collect();
        for (territory, indices) in territories.iter_mut().zip(neighbour_indices) {
            territory.neighbours = indices
                .iter()
                .map(|&i| keys.get(i).cloned().unwrap_or_default())
                .collect();
        }
        let jokers = r.count() as u32;
        // The missions travel as their JSON (none: an empty text).
        let missions = match r.text() {
            text if text.is_empty() => Vec::new(),
            text => serde_json::from_str(&text).map_err(|e| BoardError::Syntax(e.to_string()))?,
        };
        Board::validate(RawBoard {
            id,
            name,
            continents,
            territories,
            jokers,
            missions,
        })
    }

    /// Turns raw records into a board, checking every reference and the border symmetry.
    fn validate(raw: RawBoard) -> Result<Board, BoardError> {
        // An imported board's numbers come from outside: a bonus or a joker count no board
        // needs would overflow a reinforcement or fill memory with cards.
        let absurd =
            raw.jokers > MOST_JOKERS || raw.continents.iter().any(|c| c.bonus > MOST_BONUS);
        if raw.territories.len() > usize::from(u8::MAX) || raw.continents.len() > 255 || absurd {
            return Err(BoardError::TooLarge);
        }
        let continent_index = index_of(raw.continents.iter().map(|c| c.id.as_str()))?;
        let territory_index = index_of(raw.territories.iter().map(|t| t.id.as_str()))?;
        let mut continents: Vec<Continent> = raw
            .continents
            .into_iter()
            .map(|c| Continent {
                key: c.id,
                name: c.name,
                bonus: c.bonus,
                territories: Vec::new(),
            })
            .collect();
        let mut territories = Vec::with_capacity(raw.territories.len());
        for (index, t) in raw.territories.into_iter().enumerate() {
            let id = TerritoryId(index as u8);
            let continent = *continent_index.get(t.continent.as_str()).ok_or_else(|| {
                BoardError::UnknownContinent {
                    territory: t.id.clone(),
                    continent: t.continent.clone(),
                }
            })?;
            let mut neighbours = Vec::with_capacity(t.neighbours.len());
            for name in &t.neighbours {
                let n = *territory_index.get(name.as_str()).ok_or_else(|| {
                    BoardError::UnknownNeighbour {
                        territory: t.id.clone(),
                        neighbour: name.clone(),
                    }
                })?;
                if n == usize::from(id.0) {
                    return Err(BoardError::SelfBorder(t.id.clone()));
                }
                neighbours.push(TerritoryId(n as u8));
            }
            continents[continent].territories.push(id);
            territories.push(Territory {
                key: t.id,
                name: t.name,
                continent: ContinentId(continent as u8),
                card: t.card,
                port: t.port,
                neighbours,
                links: Vec::new(),
            });
        }
        // 003 "Les ports": every port borders every other port.
        let ports: Vec<TerritoryId> = (0..territories.len())
            .filter(|&i| territories[i].port)
            .map(|i| TerritoryId(i as u8))
            .collect();
        for (index, t) in territories.iter_mut().enumerate() {
            let id = TerritoryId(index as u8);
            let mut links = t.neighbours.clone();
            if t.port {
                links.extend(
                    ports
                        .iter()
                        .filter(|&&p| p != id && !t.neighbours.contains(&p)),
                );
            }
            t.links = links;
        }
        let board = Board {
            key: raw.id,
            name: raw.name,
            continents,
            territories,
            jokers: raw.jokers,
            missions: raw.missions,
        };
        board.check_shape()?;
        board.check_missions()?;
        Ok(board)
    }

    /// Checks a board's own missions: at most [`MOST_MISSIONS`], each holding
    /// continents of the board, a number of its territories, or a colour to destroy.
    fn check_missions(&self) -> Result<(), BoardError> {
        if self.missions.len() > MOST_MISSIONS {
            return Err(BoardError::BadMission("deck holds too many cards".into()));
        }
        for mission in &self.missions {
            match mission {
                Mission::Continents { continents, .. } => {
                    if let Some(unknown) = continents
                        .iter()
                        .find(|k| !self.continents.iter().any(|c| &c.key == *k))
                    {
                        return Err(BoardError::BadMission(format!("names `{unknown}`")));
                    }
                }
                Mission::Territories { count, min_armies } => {
                    if *count == 0 || *count as usize > self.territories.len() || *min_armies > 1000
                    {
                        return Err(BoardError::BadMission(format!(
                            "asks for {count} territories"
                        )));
                    }
                }
                Mission::Destroy { .. } => {}
                _ => {
                    return Err(BoardError::BadMission(
                        "is not one a board's deck holds".into(),
                    ));
                }
            }
        }
        Ok(())
    }

    /// Checks that borders go both ways, continents are not empty and the graph is connected.
    fn check_shape(&self) -> Result<(), BoardError> {
        for (index, t) in self.territories.iter().enumerate() {
            for n in &t.neighbours {
                if !self
                    .territory(*n)
                    .neighbours
                    .contains(&TerritoryId(index as u8))
                {
                    return Err(BoardError::OneWayBorder {
                        from: t.key.clone(),
                        to: self.territory(*n).key.clone(),
                    });
                }
            }
        }
        if let Some(empty) = self.continents.iter().find(|c| c.territories.is_empty()) {
            return Err(BoardError::EmptyContinent(empty.key.clone()));
        }
        let reached = self.reachable_from(TerritoryId(0));
        if let Some(lost) = self.ids().find(|id| !reached[usize::from(id.0)]) {
            return Err(BoardError::Disconnected(self.territory(lost).key.clone()));
        }
        Ok(())
    }

    /// Marks every territory reachable from `start` through [`Board::adjacent`] links.
    fn reachable_from(&self, start: TerritoryId) -> Vec<bool> {
        let mut seen = vec![false; self.territories.len()];
        let mut queue = VecDeque::new();
        if let Some(slot) = seen.get_mut(usize::from(start.0)) {
            *slot = true;
            queue.push_back(start);
        }
        while let Some(at) = queue.pop_front() {
            for next in self.adjacent(at) {
                if !seen[usize::from(next.0)] {
                    seen[usize::from(next.0)] = true;
                    queue.push_back(next);
                }
            }
        }
        seen
    }

    /// Every territory id, in board order.
    pub fn ids(&self) -> impl Iterator<Item = TerritoryId> + '_ {
        (0..self.territories.len()).map(|i| TerritoryId(i as u8))
    }

    /// The territory with this id; ids come from this board, so it exists.
    pub fn territory(&self, id: TerritoryId) -> &Territory {
        &self.territories[usize::from(id.0)]
    }

    /// Looks a territory up by its stable key.
    pub fn find(&self, key: &str) -> Option<TerritoryId> {
        self.territories
            .iter()
            .position(|t| t.key == key)
            .map(|i| TerritoryId(i as u8))
    }

    /// Territories one move away: listed neighbours, plus every other port from a port
    /// (003 "Les ports").
    pub fn adjacent(&self, id: TerritoryId) -> impl Iterator<Item = TerritoryId> + '_ {
        self.territory(id).links.iter().copied()
    }

    /// Whether an army can move or attack directly from `a` to `b`.
    pub fn are_adjacent(&self, a: TerritoryId, b: TerritoryId) -> bool {
        self.adjacent(a).any(|n| n == b)
    }

    /// The listed borders, each once, as pairs with the lower id first.
    pub fn borders(&self) -> Vec<(TerritoryId, TerritoryId)> {
        self.ids()
            .flat_map(|a| {
                self.territory(a)
                    .neighbours
                    .iter()
                    .filter(move |b| a < **b)
                    .map(move |b| (a, *b))
            })
            .collect()
    }
}

/// Maps each id to its position, refusing duplicates.
fn index_of<'a>(ids: impl Iterator<Item = &'a str>) -> Result<HashMap<String, usize>, BoardError> {
    let mut index = HashMap::new();
    for (position, id) in ids.enumerate() {
        if index.insert(id.to_owned(), position).is_some() {
            return Err(BoardError::DuplicateId(id.to_owned()));
        }
    }
    Ok(index)
}

#[cfg(test)]
mod tests {
    use super::Board;

    #[test]
    fn each_packed_board_is_its_json_read_and_checked() {
        for (board, json) in [
            (Board::world(), include_str!("boards/world.json")),
            (
                Board::europe_1810(),
                include_str!("boards/europe-1810.json"),
            ),
            (
                Board::roman_empire(),
                include_str!("boards/roman-empire.json"),
            ),
        ] {
            assert_eq!(board, &Board::from_json(json).expect("valid board JSON"));
        }
    }
}
