//! Why a map is refused (issue 40 item 2, issue 50 item 7): every refusal carries the file at
//! fault, its line where there is one, and what the player must change; `refusal.rs` says it
//! in English and French.

/// Everything that makes an import refuse a map. Nothing is stored when one is returned.
/// Fields named `file` hold the file's name as the player picked it (`ameroki.map`), `line`
/// its line from 1, `country` and `continent` names as the map writes them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// A file is over its size limit.
    FileTooLarge {
        /// The file.
        file: String,
        /// The limit, in bytes.
        limit: usize,
    },
    /// A line is longer than any map needs.
    LineTooLong {
        /// The file.
        file: String,
        /// The line.
        line: usize,
    },
    /// A line does not have the shape its section wants.
    BadLine {
        /// The file.
        file: String,
        /// The line.
        line: usize,
        /// Which shape (`continent`, `country`, `border`, `file`, `card`, `mission`).
        shape: &'static str,
    },
    /// The map has no `[countries]` (or `[continents]`, `[borders]`, `[files]`) section.
    MissingSection {
        /// The `.map` file.
        file: String,
        /// The section's name.
        section: &'static str,
    },
    /// `[files]` names a file the player did not give.
    MissingFile {
        /// The `.map` file.
        file: String,
        /// The `[files]` line naming it.
        line: usize,
        /// The file's name as the map gives it.
        name: String,
    },
    /// No `.map` file among the files given.
    NoMapFile,
    /// A country's number is not the next one.
    OutOfOrder {
        /// The `.map` file.
        file: String,
        /// The line.
        line: usize,
        /// The number expected.
        expected: usize,
    },
    /// A country names a continent the map does not have.
    UnknownContinent {
        /// The `.map` file.
        file: String,
        /// The line.
        line: usize,
        /// The country.
        country: String,
        /// How many continents the map has.
        continents: usize,
    },
    /// A border or a card names a country the map does not have.
    UnknownCountry {
        /// The file.
        file: String,
        /// The line.
        line: usize,
        /// The number as written.
        number: String,
        /// How many countries the map has.
        countries: usize,
    },
    /// A country borders itself.
    SelfBorder {
        /// The `.map` file.
        file: String,
        /// The line.
        line: usize,
        /// The country.
        country: String,
        /// Its number.
        number: usize,
    },
    /// `from` borders `to` but `to` does not border `from`.
    OneWayBorder {
        /// The `.map` file.
        file: String,
        /// The line of `from`'s borders.
        line: usize,
        /// The country whose line names the other, and its number.
        from: (String, usize),
        /// The country that does not name it back, and its number.
        to: (String, usize),
    },
    /// A continent holds no country.
    EmptyContinent {
        /// The `.map` file.
        file: String,
        /// The continent's line.
        line: usize,
        /// The continent.
        continent: String,
    },
    /// A country cannot be reached from the first one.
    Disconnected {
        /// The `.map` file.
        file: String,
        /// The country's line in `[countries]`.
        line: usize,
        /// The first country out of reach.
        country: String,
    },
    /// A country has no pixel of its own in the index image.
    NoRegion {
        /// The index image.
        file: String,
        /// The country.
        country: String,
        /// Its number: the blue value that paints it.
        number: usize,
    },
    /// More countries, continents or missions than the game holds.
    TooMany {
        /// The file.
        file: String,
        /// The first line over the limit.
        line: usize,
        /// `countries`, `continents`, `jokers` or `missions`.
        what: &'static str,
        /// The most allowed.
        limit: usize,
    },
    /// Fewer countries than a game needs.
    TooFew {
        /// The `.map` file.
        file: String,
        /// The fewest allowed.
        limit: usize,
    },
    /// A continent's bonus larger than any game gives.
    BonusTooLarge {
        /// The `.map` file.
        file: String,
        /// The continent's line.
        line: usize,
        /// The largest bonus.
        limit: u32,
    },
    /// An image that cannot be read (not a PNG or GIF, cut short, malformed).
    BadImage {
        /// The file.
        file: String,
    },
    /// An image larger than the limit, in pixels.
    ImageTooLarge {
        /// The file.
        file: String,
        /// Its width, from its header.
        width: u32,
        /// Its height, from its header.
        height: u32,
    },
    /// The drawn picture and the index image differ in size: one is the wrong file.
    SizesDiffer {
        /// The picture's file.
        picture: String,
        /// The index image's file.
        index: String,
    },
    /// A country scattered in too many pieces: the index image is not a painted map.
    Scattered {
        /// The index image's file.
        file: String,
        /// The first country scattered.
        country: String,
    },
    /// The map passed every check above but the engine still refuses its board: `why` is the
    /// engine's reason, as a word the messages translate (`shape`, `size`, `mission`).
    Unplayable {
        /// The `.map` file.
        file: String,
        /// The engine's reason.
        why: &'static str,
    },
    /// A zip that cannot be read, or whose files would be too large unpacked.
    BadZip {
        /// The zip file.
        file: String,
        /// `too-large`, `method`, `encrypted` or `damaged`.
        reason: &'static str,
    },
}

impl ImportError {
    /// The engine's refusal of a board built from the map `file`, its reason kept.
    pub fn unplayable(file: &str, error: &lamorisse_engine::board::BoardError) -> ImportError {
        use lamorisse_engine::board::BoardError as E;
        let why = match error {
            E::TooLarge => "size",
            E::BadMission(_) => "mission",
            _ => "shape",
        };
        ImportError::Unplayable {
            file: file.into(),
            why,
        }
    }
}

impl std::fmt::Display for ImportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // For a developer: the catalog message's id and arguments (a player reads it through
        // the catalogs, `said`).
        let said = self.said();
        write!(f, "{} {:?}", said.id, said.args)
    }
}

impl std::error::Error for ImportError {}
