//! What the map shows, as data: the marks the screen around it wants drawn (`MapMarks`: army
//! tokens, selection, highlights, headquarters, wares, the attack) and each territory's own
//! look read from them.

use crate::engine::board::TerritoryId;
use crate::engine::state::Colour;

/// A player's army token on a territory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// The owner's colour.
    pub colour: Colour,
    /// Armies on the territory, a teammate's share included.
    pub armies: u32,
    /// A teammate's colour and share of them (000 teams, RULINGS R10).
    pub partner: Option<(Colour, u32)>,
    /// Teammates with equal shares: nobody controls the territory (R10).
    pub contested: bool,
}

/// An attack to draw on the map: from, to, and the attacker's colour.
pub type Attack = (TerritoryId, TerritoryId, Colour);

/// What the screen around the map wants shown on it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MapMarks {
    /// The selected territory.
    pub selected: Option<TerritoryId>,
    /// Territories to highlight (neighbours, or the legal choices of the current step).
    pub highlighted: Vec<TerritoryId>,
    /// One entry per territory during a game (`None` while unclaimed); empty on the title
    /// screen.
    pub tokens: Vec<Option<Token>>,
    /// Draw each colour's tokens in its own shape, and its territories with its own pattern
    /// (colour-blind mode).
    pub patterns: bool,
    /// Headquarters (001 Capital Risk), one entry per territory: the colour of the player
    /// whose headquarters it is; empty when the game has none or they are still secret.
    pub capitals: Vec<Option<Colour>>,
    /// Swords and shields (003), one (sword, shield) entry per territory; empty without.
    pub wares: Vec<(bool, bool)>,
    /// The attack under way or chosen, drawn as an arrow.
    pub attack: Option<Attack>,
    /// The territories the step is about, kept in view as comfortable targets (the attack
    /// chosen and its targets, a move's ends, the step's choices); empty where the camera
    /// is the player's alone.
    pub focus: Vec<TerritoryId>,
    /// The Hard bot's suggestion ("What would the bot do?"): a territory, and where armies
    /// would go from it, drawn apart from the real marks.
    pub hint: Option<(TerritoryId, Option<TerritoryId>)>,
    /// The names keep their places: an attack does not bring its territories' names to the
    /// front (bots playing without a delay, whose attacks pass faster than the eye).
    pub names_still: bool,
}

impl MapMarks {
    /// The token on a territory, if any.
    pub fn token(&self, id: TerritoryId) -> Option<Token> {
        self.tokens.get(usize::from(id.0)).copied().flatten()
    }
}

/// What one territory shows. Each territory reads the marks once, through its own memo, and
/// its many attributes follow that memo: with every attribute reading the whole marks, one
/// change woke some 800 readers of one signal, and the reactive graph's bookkeeping of them
/// cost time quadratic in their number (the largest share of a bot's step on a slow tablet).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Look {
    /// The army token, if any.
    pub(super) token: Option<Token>,
    /// Chosen on the map.
    pub(super) selected: bool,
    /// One of the step's choices.
    pub(super) highlighted: bool,
    /// Whose headquarters it is (001 Capital Risk), once revealed.
    pub(super) capital: Option<Colour>,
    /// A sword and a shield stand on it (003).
    pub(super) ware: (bool, bool),
    /// Colour-blind mode.
    pub(super) patterns: bool,
}

impl Look {
    /// Territory `id`'s look in `marks`.
    pub(super) fn of(marks: &MapMarks, id: TerritoryId) -> Look {
        let i = usize::from(id.0);
        Look {
            token: marks.token(id),
            selected: marks.selected == Some(id),
            highlighted: marks.highlighted.contains(&id),
            capital: marks.capitals.get(i).copied().flatten(),
            ware: marks.wares.get(i).copied().unwrap_or_default(),
            patterns: marks.patterns,
        }
    }
}
