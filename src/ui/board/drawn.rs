//! Which drawing draws a board: the world's, embedded (natively, all three of ours); the
//! Europe 1810 and Roman Empire drawings, fetched when first needed ([`super::drawings`]);
//! or an imported board's own ([`super::imported`]).

#[cfg(not(target_arch = "wasm32"))]
use std::sync::OnceLock;

use super::geometry::BoardGeometry;

/// The Europe 1810 board's geometry (book 004), generated the same way (docs/boards.md);
/// the app fetches it when needed ([`super::drawings`]), the native tests embed it.
#[cfg(not(target_arch = "wasm32"))]
const EUROPE_1810_GEOMETRY: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/europe-1810.geometry.bin"));
/// The Roman Empire board's geometry (book 003), generated the same way (docs/boards.md);
/// fetched by the app, embedded natively.
#[cfg(not(target_arch = "wasm32"))]
const ROMAN_EMPIRE_GEOMETRY: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/roman-empire.geometry.bin"));

impl BoardGeometry {
    /// The Europe 1810 and Roman Empire geometries, embedded (natively), unpacked once.
    #[cfg(not(target_arch = "wasm32"))]
    fn fetched(key: &str) -> &'static BoardGeometry {
        static EUROPE: OnceLock<BoardGeometry> = OnceLock::new();
        static ROMAN_EMPIRE: OnceLock<BoardGeometry> = OnceLock::new();
        match key {
            "europe-1810" => EUROPE.get_or_init(|| BoardGeometry::unpack(EUROPE_1810_GEOMETRY)),
            _ => ROMAN_EMPIRE.get_or_init(|| BoardGeometry::unpack(ROMAN_EMPIRE_GEOMETRY)),
        }
    }

    /// The Europe 1810 and Roman Empire geometries once fetched ([`super::drawings`]); a
    /// square a territory until then (what draws a board waits for [`super::drawings::ready`]).
    #[cfg(target_arch = "wasm32")]
    fn fetched(key: &str) -> &'static BoardGeometry {
        super::drawings::loaded(key).unwrap_or_else(|| super::imported::plain_for(key))
    }

    /// The geometry that draws the board with this key: an imported board's own drawing
    /// ([`super::imported`]), the world's for an unknown key.
    pub fn for_board(key: &str) -> &'static BoardGeometry {
        match key {
            "europe-1810" | "roman-empire" => BoardGeometry::fetched(key),
            "world" => BoardGeometry::world(),
            _ => super::imported::geometry(key).unwrap_or_else(BoardGeometry::world),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fetched_drawings_are_the_packed_ones() {
        // public/boards/drawings/ is what the app fetches (src/ui/board/drawings.rs): after a
        // board's geometry JSON changes, copy `$OUT_DIR/<key>.geometry.bin` there.
        assert!(
            include_bytes!("../../../public/boards/drawings/europe-1810.bin")
                == EUROPE_1810_GEOMETRY,
            "public/boards/drawings/europe-1810.bin is not today's packed drawing"
        );
        assert!(
            include_bytes!("../../../public/boards/drawings/roman-empire.bin")
                == ROMAN_EMPIRE_GEOMETRY,
            "public/boards/drawings/roman-empire.bin is not today's packed drawing"
        );
    }
}
