//! Why a map is refused, said in the player's language and naming the file, the line or the
//! country (issue 40 item 2).

use lamorisse_engine::i18n::Lang;

/// Everything that makes an import refuse a map. Nothing is stored when one is returned.
/// Fields named `file` hold the file's name as the player picked it (or `.map`, `.cards`),
/// `line` its line from 1, `country` and `continent` names as the map writes them.
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
        /// The section's name.
        section: &'static str,
    },
    /// `[files]` names a file the player did not give.
    MissingFile {
        /// The file's name as the map gives it.
        name: String,
    },
    /// No `.map` file among the files given.
    NoMapFile,
    /// A country's number is not the next one.
    OutOfOrder {
        /// The line.
        line: usize,
        /// The number expected.
        expected: usize,
    },
    /// A country names a continent the map does not have.
    UnknownContinent {
        /// The line.
        line: usize,
        /// The country.
        country: String,
    },
    /// A border or a card names a country the map does not have.
    UnknownCountry {
        /// The file.
        file: String,
        /// The line.
        line: usize,
        /// The number as written.
        number: String,
    },
    /// A country borders itself.
    SelfBorder {
        /// The line.
        line: usize,
        /// The country.
        country: String,
    },
    /// `from` borders `to` but `to` does not border `from`.
    OneWayBorder {
        /// The line of `from`'s borders.
        line: usize,
        /// The country whose line names the other.
        from: String,
        /// The country that does not name it back.
        to: String,
    },
    /// A continent holds no country.
    EmptyContinent {
        /// The continent.
        continent: String,
    },
    /// A country cannot be reached from the first one.
    Disconnected {
        /// The first country out of reach.
        country: String,
    },
    /// A country has no pixel of its own in the index image.
    NoRegion {
        /// The country.
        country: String,
    },
    /// More countries or continents than the engine plays.
    TooMany {
        /// `countries` or `continents`.
        what: &'static str,
        /// The most allowed.
        limit: usize,
    },
    /// Fewer countries than a game needs.
    TooFew {
        /// The fewest allowed.
        limit: usize,
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
    /// The map's board passed every check above but the engine still cannot play it.
    Unplayable,
    /// A zip that cannot be read, or whose files would be too large unpacked.
    BadZip {
        /// `too-large`, `method`, `encrypted` or `damaged`.
        reason: &'static str,
    },
}

/// `n` with the French typography of numbers (narrow no-break space every three digits).
fn number(n: usize, lang: Lang) -> String {
    let digits = n.to_string();
    let sep = match lang {
        Lang::En => ",",
        Lang::Fr => "\u{202f}",
    };
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(sep);
        }
        out.push(c);
    }
    out
}

/// A size in kilobytes, said in `lang`.
fn kilobytes(bytes: usize, lang: Lang) -> String {
    let kb = number(bytes / 1024, lang);
    match lang {
        Lang::En => format!("{kb} KB"),
        Lang::Fr => format!("{kb}\u{a0}Ko"),
    }
}

/// What a line of each shape should hold, for the player.
fn shape_words(shape: &str, lang: Lang) -> &'static str {
    match (shape, lang) {
        ("continent", Lang::En) => "a name, a bonus and a colour",
        ("continent", Lang::Fr) => "un nom, un bonus et une couleur",
        ("country", Lang::En) => "a number, a name, a continent number and a position x y",
        ("country", Lang::Fr) => "un numéro, un nom, un numéro de continent et une position x y",
        ("border", Lang::En) => "a country number and the numbers of its neighbours",
        ("border", Lang::Fr) => "un numéro de pays et les numéros de ses voisins",
        ("file", Lang::En) => "a kind (pic, map, crd, prv) and a file name",
        ("file", Lang::Fr) => "un type (pic, map, crd, prv) et un nom de fichier",
        ("card", Lang::En) => "Infantry, Cavalry or Cannon and a country number, or Wildcard",
        ("card", Lang::Fr) => "Infantry, Cavalry ou Cannon et un numéro de pays, ou Wildcard",
        ("mission", Lang::En) => "six numbers and a description",
        ("mission", Lang::Fr) => "six nombres et une description",
        (_, Lang::En) => "a key and a value",
        (_, Lang::Fr) => "une clé et une valeur",
    }
}

/// The map file, as messages name it.
const MAP: &str = ".map";

/// Where a line is, said in `lang`: "The .map file, line 12".
fn place(file: &str, line: usize, fr: bool) -> String {
    match fr {
        false => format!("The {file} file, line {line}"),
        true => format!("Fichier {file}, ligne {line}"),
    }
}

impl ImportError {
    /// The refusal as the player reads it.
    pub fn message(&self, lang: Lang) -> String {
        let fr = lang == Lang::Fr;
        match self {
            ImportError::FileTooLarge { file, limit } => match fr {
                false => format!("{file} is too large: at most {}.", kilobytes(*limit, lang)),
                true => format!(
                    "{file} est trop grand\u{202f}: {} au plus.",
                    kilobytes(*limit, lang)
                ),
            },
            ImportError::LineTooLong { file, line } => match fr {
                false => format!(
                    "{}: the line is too long for a map.",
                    place(file, *line, fr)
                ),
                true => {
                    format!(
                        "{}\u{202f}: la ligne est trop longue pour une carte.",
                        place(file, *line, fr)
                    )
                }
            },
            ImportError::BadLine { file, line, shape } => match fr {
                false => format!(
                    "{}: expected {}.",
                    place(file, *line, fr),
                    shape_words(shape, lang)
                ),
                true => format!(
                    "{}\u{202f}: il faut {}.",
                    place(file, *line, fr),
                    shape_words(shape, lang)
                ),
            },
            ImportError::MissingSection { section } => match fr {
                false => format!("The map has no [{section}] section."),
                true => format!("La carte n’a pas de section [{section}]."),
            },
            ImportError::MissingFile { name } => match fr {
                false => format!("The map needs the file {name}: add it to the files picked."),
                true => format!(
                    "La carte a besoin du fichier {name}\u{202f}: ajoutez-le aux fichiers choisis."
                ),
            },
            ImportError::NoMapFile => match fr {
                false => "No .map file among the files picked.".into(),
                true => "Aucun fichier .map parmi les fichiers choisis.".into(),
            },
            ImportError::OutOfOrder { line, expected } => match fr {
                false => format!(
                    "{}: country number {expected} was expected here.",
                    place(MAP, *line, fr)
                ),
                true => {
                    format!(
                        "{}\u{202f}: le pays numéro {expected} était attendu ici.",
                        place(MAP, *line, fr)
                    )
                }
            },
            ImportError::UnknownContinent { line, country } => match fr {
                false => format!(
                    "{}: {country} names a continent the map does not have.",
                    place(MAP, *line, fr)
                ),
                true => format!(
                    "{}\u{202f}: {country} nomme un continent que la carte n’a pas.",
                    place(MAP, *line, fr)
                ),
            },
            ImportError::UnknownCountry { file, line, number } => match fr {
                false => format!(
                    "{}: there is no country number {number}.",
                    place(file, *line, fr)
                ),
                true => {
                    format!(
                        "{}\u{202f}: il n’y a pas de pays numéro {number}.",
                        place(file, *line, fr)
                    )
                }
            },
            ImportError::SelfBorder { line, country } => match fr {
                false => format!(
                    "{}: {country} is listed as its own neighbour.",
                    place(MAP, *line, fr)
                ),
                true => {
                    format!(
                        "{}\u{202f}: {country} est donné comme son propre voisin.",
                        place(MAP, *line, fr)
                    )
                }
            },
            ImportError::OneWayBorder { line, from, to } => match fr {
                false => {
                    format!(
                        "{}: {from} borders {to}, but {to} does not border {from}.",
                        place(MAP, *line, fr)
                    )
                }
                true => format!(
                    "{}\u{202f}: {from} touche {to}, mais {to} ne touche pas {from}.",
                    place(MAP, *line, fr)
                ),
            },
            ImportError::EmptyContinent { continent } => match fr {
                false => format!("The continent {continent} has no country."),
                true => format!("Le continent {continent} n’a aucun pays."),
            },
            ImportError::Disconnected { country } => match fr {
                false => format!("{country} cannot be reached from the rest of the board."),
                true => format!("{country} est inaccessible depuis le reste du plateau."),
            },
            ImportError::NoRegion { country } => match fr {
                false => format!("{country} is not painted in the map’s index image."),
                true => format!("{country} n’est pas peint dans l’image d’index de la carte."),
            },
            ImportError::TooMany { what, limit } => {
                let n = number(*limit, lang);
                match (fr, *what) {
                    (false, "continents") => {
                        format!("The map has too many continents: at most {n}.")
                    }
                    (true, "continents") => {
                        format!("La carte a trop de continents\u{202f}: {n} au plus.")
                    }
                    (false, _) => format!("The map has too many countries: at most {n}."),
                    (true, _) => format!("La carte a trop de pays\u{202f}: {n} au plus."),
                }
            }
            ImportError::TooFew { limit } => match fr {
                false => format!("The map has too few countries for a game: at least {limit}."),
                true => {
                    format!(
                        "La carte a trop peu de pays pour une partie\u{202f}: {limit} au moins."
                    )
                }
            },
            ImportError::BadImage { file } => match fr {
                false => format!("{file} cannot be read as a PNG or GIF image."),
                true => format!("{file} ne peut pas être lu comme une image PNG ou GIF."),
            },
            ImportError::ImageTooLarge {
                file,
                width,
                height,
            } => match fr {
                false => format!("{file} is too large ({width} × {height} pixels)."),
                true => format!("{file} est trop grande ({width}\u{a0}×\u{a0}{height} pixels)."),
            },
            ImportError::SizesDiffer { picture, index } => match fr {
                false => format!(
                    "{picture} and {index} are not the same size: the drawn board and its index image must match."
                ),
                true => format!(
                    "{picture} et {index} n’ont pas la même taille\u{202f}: le plateau dessiné et son image d’index doivent correspondre."
                ),
            },
            ImportError::Scattered { file, country } => match fr {
                false => format!(
                    "{file} does not look like an index image: the country {country} is scattered in hundreds of pieces."
                ),
                true => format!(
                    "{file} ne ressemble pas à une image d’index\u{202f}: le pays {country} y est éparpillé en centaines de morceaux."
                ),
            },
            ImportError::Unplayable => match fr {
                false => "This map cannot be played as it is.".into(),
                true => "Cette carte ne peut pas être jouée telle quelle.".into(),
            },
            ImportError::BadZip { reason } => zip_words(reason, fr),
        }
    }
}

/// A zip's refusal, said in English or French.
fn zip_words(reason: &str, fr: bool) -> String {
    let (en, fr_text) = match reason {
        "too-large" => (
            "The zip's files would be too large once unpacked.",
            "Les fichiers du zip seraient trop grands une fois décompressés.",
        ),
        "method" => (
            "The zip uses a compression Lamorisse does not read (use plain deflate).",
            "Le zip utilise une compression que Lamorisse ne lit pas (utilisez deflate).",
        ),
        "encrypted" => (
            "The zip is protected by a password.",
            "Le zip est protégé par un mot de passe.",
        ),
        _ => (
            "The zip file is damaged or cut short.",
            "Le fichier zip est abîmé ou incomplet.",
        ),
    };
    if fr { fr_text.into() } else { en.into() }
}

impl std::fmt::Display for ImportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

impl std::error::Error for ImportError {}
