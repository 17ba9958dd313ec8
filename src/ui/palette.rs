//! Player colours, chosen from the Okabe-Ito palette so that they stay apart for colour-blind
//! players (but for red: Okabe-Ito's vermilion reads as orange, so red is a true red of a
//! darker tone than the green and the yellow, which keeps them apart), with a readable ink
//! for numbers drawn on them, the lighter shade that fills the territories a player holds,
//! and the pattern each colour adds in colour-blind mode.

use crate::engine::state::Colour;

#[cfg(test)]
mod delta_e;

/// The fill of a player's tokens.
pub fn fill(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "#d1242a",
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

/// The fill of the territories a player holds: the token's colour a little lighter, so the
/// token stands out on it and the borders stay visible (issue 23: ownership first).
pub fn land(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "#e4605a",
        Colour::Blue => "#4d9bcb",
        Colour::Yellow => "#f3ea74",
        Colour::Green => "#4dbb9c",
        Colour::Black => "#5e5e5e",
        Colour::Pink => "#dba1c1",
    }
}

/// A short name for a colour, for SVG ids.
pub fn key(colour: Colour) -> &'static str {
    colour.key()
}

/// The pattern a colour adds to its territories in colour-blind mode, as SVG path data on a
/// 10-unit tile: diagonal lines, dots, horizontal lines, a cross-hatch, vertical lines or
/// the other diagonal.
pub fn pattern(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "M-1 11 L11 -1 M-6 6 L6 -6 M4 16 L16 4",
        Colour::Blue => "M3 3 h0.1 M8 8 h0.1",
        Colour::Yellow => "M0 2.5 H10 M0 7.5 H10",
        Colour::Green => "M0 0 L10 10 M10 0 L0 10",
        Colour::Black => "M2.5 0 V10 M7.5 0 V10",
        Colour::Pink => "M-1 -1 L11 11 M-6 4 L6 16 M4 -6 L16 6",
    }
}

/// Every colour, in seat order.
pub const ALL: [Colour; 6] = [
    Colour::Red,
    Colour::Blue,
    Colour::Yellow,
    Colour::Green,
    Colour::Black,
    Colour::Pink,
];

/// A continent's colour faded towards the paper, for land nobody holds yet.
pub fn faded(hex: &str) -> String {
    let channel =
        |i: usize| u8::from_str_radix(hex.get(i..i + 2).unwrap_or("cc"), 16).unwrap_or(204);
    let paper = [0xf4u8, 0xef, 0xe3];
    let mixed: Vec<String> = (0..3)
        .map(|k| {
            let c = f64::from(channel(1 + 2 * k));
            let p = f64::from(paper[k]);
            format!("{:02x}", (p + (c - p) * 0.4).round() as u8)
        })
        .collect();
    format!("#{}", mixed.concat())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_faded_colour_is_nearer_the_paper() {
        assert_eq!(faded("#f4efe3"), "#f4efe3");
        assert_eq!(faded("#000000"), "#928f88");
    }
}
