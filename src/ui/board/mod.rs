//! Drawing a board: its generated geometry and the SVG map component.

mod chart;
pub mod drawings;
mod drawn;
mod edges;
pub mod geometry;
pub mod imported;
mod labels;
mod land;
mod lens;
mod look;
mod map;
mod marks;
mod measure;
mod naming;
mod outline;
mod pieces;
mod short_names;
mod taps;
mod turned;
mod windows;
pub mod zoom;

pub use look::{Attack, MapMarks, Token};
pub use map::BoardMap;
pub use pieces::token_shape;
pub use turned::{choices_cross_seam, crosses_seam};
