//! Drawing a board: its generated geometry and the SVG map component.

pub mod geometry;
mod labels;
mod map;
mod marks;
mod naming;
mod outline;
mod pieces;
mod short_names;
pub mod zoom;

pub use map::{Attack, BoardMap, MapMarks, Token};
pub use pieces::token_shape;
