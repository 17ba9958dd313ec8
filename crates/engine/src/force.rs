//! Who plays: a force's index, kind and colour, and 003's leaders — the identities the rule
//! modules share, below the state that holds the forces.

use serde::{Deserialize, Serialize};

/// Index of a force (a player's army or a neutral, independent or allied one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ForceId(pub u8);

/// The six army colours of the boxes; missions and the UI name forces by colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// Red.
    Red,
    /// Blue.
    Blue,
    /// Yellow.
    Yellow,
    /// Green.
    Green,
    /// Black.
    Black,
    /// Pink (001) or violet (004).
    Pink,
}

impl Colour {
    /// The six colours in seating order.
    pub const ALL: [Colour; 6] = [
        Colour::Red,
        Colour::Blue,
        Colour::Yellow,
        Colour::Green,
        Colour::Black,
        Colour::Pink,
    ];

    /// Its short name in lower case ("red"): the key a catalog's selector names and the
    /// drawing's SVG ids use (the same as its saved form).
    pub fn key(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Blue => "blue",
            Colour::Yellow => "yellow",
            Colour::Green => "green",
            Colour::Black => "black",
            Colour::Pink => "pink",
        }
    }
}

/// What kind of force this is; only players take turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ForceKind {
    /// A seat at the table.
    Player,
    /// A neutral army that never attacks (001, 004 duels); a player rolls its defence.
    Neutral,
    /// A 000 independent army, passive or active.
    Independent,
    /// 002's allied force, played by the non-active player.
    Allied,
}

/// The leaders of 003, one per people (RULINGS R8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Leader {
    /// The Gauls.
    Gauls,
    /// The Romans.
    Romans,
    /// The Egyptians.
    Egyptians,
    /// The Vikings (Norsemen).
    Vikings,
    /// The Hispanians.
    Hispanians,
}
