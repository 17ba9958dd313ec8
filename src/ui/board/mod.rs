//! Drawing a board: its generated geometry and the SVG map component.

pub mod geometry;
mod map;
mod marks;
pub mod zoom;

pub use map::{BoardMap, MapMarks, Token};
