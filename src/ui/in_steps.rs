//! The game screen drawn in steps: its first task draws the bars and the board's sea, and
//! each further part (the land, the players' chips, the names, the tokens, the panel's lists)
//! comes in a task of its own, so that no task holds a slow tablet's page for long (issue 51
//! item 2, docs/performance.md "The game screen drawn in steps").

use leptos::prelude::*;

/// A part of the game screen, in the order the parts are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Part {
    /// The bars, the player strip's frame and legend, and the board's sea.
    Shell,
    /// The board's land.
    Land,
    /// The player strip's chips.
    Players,
    /// The continents' edges.
    Edges,
    /// The territories' names.
    Names,
    /// The army tokens.
    Tokens,
    /// The step's controls in the panel (the dice tray, moving in, fortifying, the hint).
    Controls,
    /// Capitals, ports, swords and shields, and the continents' chart on the board.
    Pieces,
    /// The panel's cards, lists, log and saves.
    Panel,
}

/// The parts, in the order they are drawn.
const ORDER: [Part; 9] = [
    Part::Shell,
    Part::Land,
    Part::Players,
    Part::Edges,
    Part::Names,
    Part::Tokens,
    Part::Controls,
    Part::Pieces,
    Part::Panel,
];

/// The last part drawn.
pub const LAST: Part = ORDER[ORDER.len() - 1];

/// The step the screen has reached, shared by its components through the context.
#[derive(Clone, Copy)]
pub struct Drawing(RwSignal<Part>);

impl Drawing {
    /// Starts drawing a screen in steps: the first part now, each next part in a task of its
    /// own. Components under it ask [`drawn`].
    pub fn begin() -> Self {
        let drawing = Self(RwSignal::new(Part::Shell));
        provide_context(drawing);
        drawing.later();
        drawing
    }

    /// Draws the next part in a task of its own (a timer of no delay), until the last.
    fn later(self) {
        set_timeout(
            move || {
                // A screen closed meanwhile has nothing left to draw.
                let Some(now) = self.0.try_get_untracked() else {
                    return;
                };
                if let Some(next) = now.next() {
                    self.0.set(next);
                    self.later();
                }
            },
            std::time::Duration::ZERO,
        );
    }

    /// Whether every part is drawn.
    pub fn done(self) -> bool {
        self.0.try_get() == Some(LAST)
    }
}

impl Part {
    /// The part drawn after this one.
    fn next(self) -> Option<Part> {
        let at = ORDER.iter().position(|&p| p == self)?;
        ORDER.get(at + 1).copied()
    }
}

/// Whether `part` is drawn yet; always true where the screen is not drawn in steps (the
/// title's board, a replay's). A component does not own its context: the game screen's may
/// outlive it, closed, where the title screen follows it, and a closed one counts as drawn.
pub fn drawn(part: Part) -> impl Fn() -> bool + Copy + Send + Sync + 'static {
    let drawing = use_context::<Drawing>();
    move || {
        drawing
            .and_then(|d| d.0.try_get())
            .is_none_or(|now| now >= part)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_parts_come_in_order_each_once_and_end_with_the_last() {
        let mut part = ORDER[0];
        let mut seen = vec![part];
        while let Some(next) = part.next() {
            assert!(next > part, "{next:?} comes after {part:?}");
            part = next;
            seen.push(part);
        }
        assert_eq!(part, LAST);
        assert_eq!(seen, ORDER);
    }
}
