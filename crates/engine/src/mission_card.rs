//! A mission card's identity (RULINGS R7): what it asks, its rank and moment in 000's ranked
//! missions; the decks and when a mission is complete are `missions.rs`'s.

use serde::{Deserialize, Serialize};

use crate::force::Colour;

/// One mission card. Read from JSON through `mission_json::MissionJson` (the same JSON, with
/// a far smaller reader in the app).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "super::mission_json::MissionJson")]
pub enum Mission {
    /// Hold every territory of these continents (by key), and of one more of your choice
    /// when `plus_one` is set.
    Continents {
        /// Continent keys to hold whole.
        continents: Vec<String>,
        /// Whether a further continent of your choice is needed too.
        plus_one: bool,
    },
    /// Hold `count` territories, each with at least `min_armies` armies.
    Territories {
        /// Territories needed.
        count: u32,
        /// Armies needed on each of them.
        min_armies: u32,
    },
    /// Destroy the armies of this colour.
    Destroy {
        /// The colour to destroy.
        colour: Colour,
    },
    /// Hold `count` territories of one continent, each with at least `min_armies` armies.
    InContinent {
        /// The continent's key.
        continent: String,
        /// Territories needed there.
        count: u32,
        /// Armies needed on each.
        min_armies: u32,
    },
    /// Hold `count` territories in every continent of the board.
    InEachContinent {
        /// Territories needed in each continent.
        count: u32,
    },
    /// Have at least this many armies on one territory.
    ArmiesOnOne {
        /// The armies needed.
        armies: u32,
    },
    /// Conquer this many territories in the current turn.
    ConquerInTurn {
        /// Conquests needed.
        count: u32,
    },
    /// Hold this many territories with a port (003).
    Ports {
        /// Ports needed.
        count: u32,
    },
    /// Have this many sesterces in your purses (003).
    Sesterces {
        /// Sesterces needed.
        count: u32,
    },
    /// Have this many swords and shields on your territories (003).
    Equipped {
        /// Swords needed.
        swords: u32,
        /// Shields needed.
        shields: u32,
    },
    /// A 003 secret mission: its goal and the victory points it scores (RULINGS R7).
    Scored {
        /// Victory points, 1 to 3.
        points: u32,
        /// What must be done.
        goal: Box<Mission>,
    },
    /// One of the four ranked objectives of 000 Risk Mission, with the moment it may be
    /// claimed (RULINGS R7).
    Ranked {
        /// Its deck.
        rank: Rank,
        /// When it may be claimed.
        moment: Moment,
        /// What must be done.
        goal: Box<Mission>,
    },
}

/// The four decks of 000 Risk Mission, in rising difficulty ("Mise en place").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rank {
    /// Capitaine.
    Captain,
    /// Major.
    Major,
    /// Colonel.
    Colonel,
    /// Général.
    General,
}

impl Rank {
    /// The four ranks, in the order they are dealt.
    pub const ALL: [Rank; 4] = [Rank::Captain, Rank::Major, Rank::Colonel, Rank::General];
}

/// The precise moment printed on a 000 objective card, when it may be claimed (000
/// "Atteindre un objectif").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Moment {
    /// The goal held when the turn began; claimed at any time in that turn.
    TurnStart,
    /// Once reinforcements are placed: while attacking or fortifying.
    AfterReinforcing,
    /// At the end of the turn: once attacks are over, while fortifying.
    TurnEnd,
}

/// The 24-territory mission, which replaces a "destroy your own colour" card (R7).
pub const TWENTY_FOUR_TERRITORIES: Mission = Mission::Territories {
    count: 24,
    min_armies: 1,
};

/// 004's territory-count mission, scaled from 001's 24 of 42 to the 48 territories of
/// Europe ((house) R7); it also replaces a "destroy your own colour" card there.
pub const NAPOLEON_TERRITORIES: Mission = Mission::Territories {
    count: 28,
    min_armies: 1,
};
