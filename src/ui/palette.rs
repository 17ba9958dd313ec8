//! Player colours, chosen from the Okabe-Ito palette so that they stay apart for colour-blind
//! players, with a readable ink for numbers drawn on them.

use crate::engine::state::Colour;

/// The fill of a player's tokens.
pub fn fill(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "#d55e00",
        Colour::Blue => "#0072b2",
        Colour::Yellow => "#f0e442",
        Colour::Green => "#009e73",
        Colour::Black => "#1b1b1b",
        Colour::Pink => "#cc79a7",
    }
}

/// The colour of text drawn on [`fill`].
pub fn ink(colour: Colour) -> &'static str {
    match colour {
        Colour::Yellow | Colour::Pink => "#111111",
        _ => "#ffffff",
    }
}
