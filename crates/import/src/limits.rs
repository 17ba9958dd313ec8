//! How large a map may be: each bound keeps a hostile or broken file from stalling or
//! crashing the page (issue 40 item 2; docs/boards.md "What is refused").

/// The longest line read, in characters (a map's longest lines are borders: a few hundred).
pub const MAX_LINE: usize = 2_000;
/// The largest `.map` or `.cards` file, in bytes.
pub const MAX_TEXT_FILE: usize = 256 * 1024;
/// The largest image file (the index image or the drawn picture), in bytes.
pub const MAX_IMAGE_FILE: usize = 8 * 1024 * 1024;
/// The largest image, in pixels (4,000 × 4,000: Domination's maps are near 800 × 600).
pub const MAX_PIXELS: u64 = 16_000_000;
/// The largest zip, in bytes.
pub const MAX_ZIP_FILE: usize = 24 * 1024 * 1024;
/// The most bytes a zip may unpack to, all its files together (a zip bomb is refused).
pub const MAX_UNPACKED: usize = 40 * 1024 * 1024;
/// The most files a zip may hold.
pub const MAX_ZIP_ENTRIES: usize = 200;
/// The most countries: the index image gives each a value from 1 to 254 (255 is the sea).
pub const MAX_COUNTRIES: usize = 254;
/// The most continents: as many as the engine's `ContinentId(u8)` numbers, less one.
pub const MAX_CONTINENTS: usize = u8::MAX as usize;
/// The most jokers: every number a `Card::Joker(u8)` can carry.
pub const MAX_JOKERS: usize = lamorisse_engine::board::MOST_JOKERS as usize;
/// The most missions in a `.cards` file: one a seat, as the engine deals them.
pub const MAX_MISSIONS: usize = lamorisse_engine::board::MOST_MISSIONS;
/// The fewest countries a game is played on (two players and a neutral of 001 need 6).
pub const MIN_COUNTRIES: usize = 6;
/// The most pieces (islands and holes) one country may have in the index image: a real map's
/// most scattered country has a few dozen; a photo picked by mistake has thousands.
pub const MAX_PIECES: usize = 200;
