//! A refusal as the player reads it, in English and French: where (the file, and the line
//! where there is one), what is wrong, and what to change (issue 50 item 7).

use lamorisse_engine::board::MOST_BONUS;
use lamorisse_engine::i18n::Lang;

use crate::error::ImportError;
use crate::limits::{MAX_LINE, MAX_PIXELS, MAX_UNPACKED};

/// `n` with the typography of numbers in `lang` (a narrow no-break space every three digits
/// in French).
pub fn number(n: usize, lang: Lang) -> String {
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

/// A size in kilobytes or megabytes, said in `lang`.
fn size(bytes: usize, lang: Lang) -> String {
    let (n, en, fr) = match bytes >= 1024 * 1024 {
        true => (bytes / (1024 * 1024), "MB", "Mo"),
        false => (bytes / 1024, "KB", "Ko"),
    };
    match lang {
        Lang::En => format!("{} {en}", number(n, lang)),
        Lang::Fr => format!("{}\u{a0}{fr}", number(n, lang)),
    }
}

/// What a line of each shape should hold, in English and French.
fn shape_words(shape: &str) -> (&'static str, &'static str) {
    match shape {
        "continent" => (
            "a name, a bonus and a colour",
            "un nom, un bonus et une couleur",
        ),
        "country" => (
            "a number, a name, a continent number and a position x y",
            "un numéro, un nom, un numéro de continent et une position x y",
        ),
        "border" => (
            "a country number and the numbers of its neighbours",
            "un numéro de pays et les numéros de ses voisins",
        ),
        "file" => (
            "a kind (pic, map, crd, prv) and a file name",
            "un type (pic, map, crd, prv) et un nom de fichier",
        ),
        "card" => (
            "Infantry, Cavalry or Cannon and a country number, or Wildcard",
            "Infantry, Cavalry ou Cannon et un numéro de pays, ou Wildcard",
        ),
        "mission" => (
            "a player from 0 to 8, a number of countries the map has, armies from 0 to 1,000, three continent numbers (0 or * for none or any) and a description",
            "un joueur de 0 à 8, un nombre de pays que la carte a, des armées de 0 à 1\u{202f}000, trois numéros de continent (0 ou * pour aucun ou au choix) et une description",
        ),
        _ => ("a key and a value", "une clé et une valeur"),
    }
}

/// The shape of a section's lines.
fn section_shape(section: &str) -> &'static str {
    match section {
        "continents" => "continent",
        "countries" => "country",
        "borders" => "border",
        _ => "file",
    }
}

/// Where a line is, in English and French: "sample.map, line 12".
fn place(file: &str, line: usize) -> (String, String) {
    (
        format!("{file}, line {line}"),
        format!("{file}, ligne {line}"),
    )
}

impl ImportError {
    /// The refusal as the player reads it: the file, the line where there is one, what is
    /// wrong and what to change.
    pub fn message(&self, lang: Lang) -> String {
        let (en, fr) = self.both();
        match lang {
            Lang::En => en,
            Lang::Fr => fr,
        }
    }

    /// The refusal in English and in French.
    fn both(&self) -> (String, String) {
        let (en, fr) = (Lang::En, Lang::Fr);
        let n = |value: usize, lang| number(value, lang);
        match self {
            ImportError::FileTooLarge { file, limit } => (
                format!(
                    "{file} is too large: at most {}; pick the map’s own file, or make it smaller.",
                    size(*limit, en)
                ),
                format!(
                    "{file} est trop grand\u{202f}: {} au plus\u{202f}; choisissez le vrai fichier de la carte, ou allégez-le.",
                    size(*limit, fr)
                ),
            ),
            ImportError::LineTooLong { file, line } => {
                let (at, at_fr) = place(file, *line);
                (
                    format!(
                        "{at}: the line is over {} characters, longer than any map needs; shorten it or split it in two.",
                        n(MAX_LINE, en)
                    ),
                    format!(
                        "{at_fr}\u{202f}: la ligne dépasse {} caractères, plus qu’aucune carte n’en a besoin\u{202f}; raccourcissez-la ou coupez-la en deux.",
                        n(MAX_LINE, fr)
                    ),
                )
            }
            ImportError::BadLine { file, line, shape } => {
                let (at, at_fr) = place(file, *line);
                let (shape_en, shape_fr) = shape_words(shape);
                (
                    format!("{at}: expected {shape_en}; correct the line."),
                    format!("{at_fr}\u{202f}: il faut {shape_fr}\u{202f}; corrigez la ligne."),
                )
            }
            ImportError::MissingSection { file, section } => {
                let (shape_en, shape_fr) = shape_words(section_shape(section));
                (
                    format!(
                        "{file} has no [{section}] section; add one, each line holding {shape_en}."
                    ),
                    format!(
                        "{file} n’a pas de section [{section}]\u{202f}; ajoutez-la, chaque ligne contenant {shape_fr}."
                    ),
                )
            }
            ImportError::MissingFile { file, line, name } => {
                let (at, at_fr) = place(file, *line);
                (
                    format!("{at}: the map needs the file {name}; add it to the files picked."),
                    format!(
                        "{at_fr}\u{202f}: la carte a besoin du fichier {name}\u{202f}; ajoutez-le aux fichiers choisis."
                    ),
                )
            }
            ImportError::NoMapFile => (
                "No .map file among the files picked; add the map’s .map file, or pick one .zip holding all its files.".into(),
                "Aucun fichier .map parmi les fichiers choisis\u{202f}; ajoutez le fichier .map de la carte, ou choisissez un .zip contenant tous ses fichiers.".into(),
            ),
            ImportError::OutOfOrder {
                file,
                line,
                expected,
            } => {
                let (at, at_fr) = place(file, *line);
                (
                    format!(
                        "{at}: country number {expected} was expected here; number the countries 1, 2, 3 and so on, in order."
                    ),
                    format!(
                        "{at_fr}\u{202f}: le pays numéro {expected} était attendu ici\u{202f}; numérotez les pays 1, 2, 3, etc., dans l’ordre."
                    ),
                )
            }
            ImportError::UnknownContinent {
                file,
                line,
                country,
                continents,
            } => {
                let (at, at_fr) = place(file, *line);
                match continents {
                    0 => (
                        format!(
                            "{at}: {country} names a continent the map does not have; list the continents in [continents], before [countries]."
                        ),
                        format!(
                            "{at_fr}\u{202f}: {country} nomme un continent que la carte n’a pas\u{202f}; donnez les continents dans [continents], avant [countries]."
                        ),
                    ),
                    _ => (
                        format!(
                            "{at}: {country} names a continent the map does not have; give a continent number from 1 to {continents}."
                        ),
                        format!(
                            "{at_fr}\u{202f}: {country} nomme un continent que la carte n’a pas\u{202f}; donnez un numéro de continent de 1 à {continents}."
                        ),
                    ),
                }
            }
            ImportError::UnknownCountry {
                file,
                line,
                number,
                countries,
            } => {
                let (at, at_fr) = place(file, *line);
                match countries {
                    0 => (
                        format!(
                            "{at}: there is no country number {number}; list the countries in [countries] first."
                        ),
                        format!(
                            "{at_fr}\u{202f}: il n’y a pas de pays numéro {number}\u{202f}; donnez d’abord les pays dans [countries]."
                        ),
                    ),
                    _ => (
                        format!(
                            "{at}: there is no country number {number}; use a number from 1 to {countries}."
                        ),
                        format!(
                            "{at_fr}\u{202f}: il n’y a pas de pays numéro {number}\u{202f}; utilisez un numéro de 1 à {countries}."
                        ),
                    ),
                }
            }
            ImportError::SelfBorder {
                file,
                line,
                country,
                number,
            } => {
                let (at, at_fr) = place(file, *line);
                (
                    format!(
                        "{at}: {country} is listed as its own neighbour; take {number} off its neighbours."
                    ),
                    format!(
                        "{at_fr}\u{202f}: {country} est donné comme son propre voisin\u{202f}; retirez {number} de ses voisins."
                    ),
                )
            }
            ImportError::OneWayBorder {
                file,
                line,
                from: (from, from_n),
                to: (to, to_n),
            } => {
                let (at, at_fr) = place(file, *line);
                (
                    format!(
                        "{at}: {from} borders {to}, but {to} does not border {from}; add {from_n} to {to}’s line in [borders], or take {to_n} off this one."
                    ),
                    format!(
                        "{at_fr}\u{202f}: {from} touche {to}, mais {to} ne touche pas {from}\u{202f}; ajoutez {from_n} à la ligne de {to} dans [borders], ou retirez {to_n} de celle-ci."
                    ),
                )
            }
            ImportError::EmptyContinent {
                file,
                line,
                continent,
            } => {
                let (at, at_fr) = place(file, *line);
                (
                    format!(
                        "{at}: the continent {continent} has no country; give it countries in [countries], or remove its line and renumber the continents after it."
                    ),
                    format!(
                        "{at_fr}\u{202f}: le continent {continent} n’a aucun pays\u{202f}; donnez-lui des pays dans [countries], ou retirez sa ligne et renumérotez les continents suivants."
                    ),
                )
            }
            ImportError::Disconnected {
                file,
                line,
                country,
            } => {
                let (at, at_fr) = place(file, *line);
                (
                    format!(
                        "{at}: {country} cannot be reached from the rest of the board; in [borders], give it a neighbour, on both countries’ lines."
                    ),
                    format!(
                        "{at_fr}\u{202f}: {country} est inaccessible depuis le reste du plateau\u{202f}; dans [borders], donnez-lui un voisin, sur les lignes des deux pays."
                    ),
                )
            }
            ImportError::NoRegion {
                file,
                country,
                number,
            } => (
                format!(
                    "{file}: {country} is not painted in this index image; paint its land with the blue value {number}, its number in the .map file."
                ),
                format!(
                    "{file}\u{202f}: {country} n’est pas peint dans cette image d’index\u{202f}; peignez sa terre avec la valeur de bleu {number}, son numéro dans le fichier .map."
                ),
            ),
            ImportError::TooMany {
                file,
                line,
                what,
                limit,
            } => too_many(file, *line, what, *limit),
            ImportError::TooFew { file, limit } => (
                format!("{file} has too few countries for a game: at least {limit}; add countries."),
                format!(
                    "{file} a trop peu de pays pour une partie\u{202f}: {limit} au moins\u{202f}; ajoutez des pays."
                ),
            ),
            ImportError::BonusTooLarge { file, line, limit } => {
                let (at, at_fr) = place(file, *line);
                let limit = *limit as usize;
                (
                    format!(
                        "{at}: the bonus is over {} armies, more than any game gives; give a smaller bonus.",
                        n(limit, en)
                    ),
                    format!(
                        "{at_fr}\u{202f}: le bonus dépasse {} armées, plus qu’aucune partie n’en donne\u{202f}; donnez un bonus plus petit.",
                        n(limit, fr)
                    ),
                )
            }
            ImportError::BadImage { file } => (
                format!("{file} cannot be read as a PNG or GIF image; save it again as a PNG."),
                format!(
                    "{file} ne peut pas être lu comme une image PNG ou GIF\u{202f}; enregistrez-le de nouveau en PNG."
                ),
            ),
            ImportError::ImageTooLarge {
                file,
                width,
                height,
            } => {
                let most = MAX_PIXELS as usize;
                (
                    format!(
                        "{file} is too large ({width} × {height} pixels): at most {} pixels; scale it down, with the map’s other image.",
                        n(most, en)
                    ),
                    format!(
                        "{file} est trop grande ({width}\u{a0}×\u{a0}{height} pixels)\u{202f}: {} pixels au plus\u{202f}; réduisez-la, avec l’autre image de la carte.",
                        n(most, fr)
                    ),
                )
            }
            ImportError::SizesDiffer { picture, index } => (
                format!(
                    "{picture} and {index} are not the same size: the drawn board and its index image must match; pick the picture drawn for this index image, or leave it out."
                ),
                format!(
                    "{picture} et {index} n’ont pas la même taille\u{202f}: le plateau dessiné et son image d’index doivent correspondre\u{202f}; choisissez le plateau dessiné pour cette image d’index, ou laissez-le de côté."
                ),
            ),
            ImportError::Scattered { file, country } => (
                format!(
                    "{file} does not look like an index image: the country {country} is scattered in hundreds of pieces; pick the index image the .map file names in [files], after “map”."
                ),
                format!(
                    "{file} ne ressemble pas à une image d’index\u{202f}: le pays {country} y est éparpillé en centaines de morceaux\u{202f}; choisissez l’image d’index que le fichier .map nomme dans [files], après «\u{202f}map\u{202f}»."
                ),
            ),
            ImportError::Unplayable { file, why } => unplayable(file, why),
            ImportError::BadZip { file, reason } => zip_words(file, reason),
        }
    }
}

/// Too many countries, continents, jokers or missions, from `line` of `file`.
fn too_many(file: &str, line: usize, what: &str, limit: usize) -> (String, String) {
    let (at, at_fr) = place(file, line);
    let (en, fr) = (number(limit, Lang::En), number(limit, Lang::Fr));
    match what {
        "continents" => (
            format!("{at}: the map has too many continents, at most {en}; merge some of them."),
            format!(
                "{at_fr}\u{202f}: la carte a trop de continents, {fr} au plus\u{202f}; regroupez-en certains."
            ),
        ),
        "jokers" => (
            format!(
                "{at}: one Wildcard too many, a deck holds at most {en} jokers; remove the Wildcard lines from this one on."
            ),
            format!(
                "{at_fr}\u{202f}: un Wildcard de trop, un paquet tient {fr} jokers au plus\u{202f}; retirez les lignes Wildcard à partir de celle-ci."
            ),
        ),
        "missions" => (
            format!(
                "{at}: one mission too many, a deck holds at most {en} missions; remove the mission lines from this one on."
            ),
            format!(
                "{at_fr}\u{202f}: une mission de trop, un paquet tient {fr} missions au plus\u{202f}; retirez les lignes de mission à partir de celle-ci."
            ),
        ),
        _ => (
            format!(
                "{at}: the map has too many countries, at most {en} (the index image paints them in the values 1 to {en}); merge or remove countries."
            ),
            format!(
                "{at_fr}\u{202f}: la carte a trop de pays, {fr} au plus (l’image d’index les peint des valeurs 1 à {fr})\u{202f}; regroupez ou retirez des pays."
            ),
        ),
    }
}

/// The engine's refusal of a board the checks above let through, its reason kept.
fn unplayable(file: &str, why: &str) -> (String, String) {
    match why {
        "size" => (
            format!(
                "{file}: the board is larger than a game holds (255 territories or continents, 256 jokers, bonuses of {} armies); make it smaller.",
                number(MOST_BONUS as usize, Lang::En)
            ),
            format!(
                "{file}\u{202f}: le plateau dépasse ce qu’une partie tient (255\u{a0}territoires ou continents, 256\u{a0}jokers, des bonus de {}\u{a0}armées)\u{202f}; réduisez-le.",
                number(MOST_BONUS as usize, Lang::Fr)
            ),
        ),
        "mission" => (
            format!(
                "{file}: a mission of the .cards file asks for what the board does not have; correct or remove it in [missions]."
            ),
            format!(
                "{file}\u{202f}: une mission du fichier .cards demande ce que le plateau n’a pas\u{202f}; corrigez-la ou retirez-la dans [missions]."
            ),
        ),
        _ => (
            format!(
                "{file}: the board’s countries and borders do not hold together; check [countries] and [borders]."
            ),
            format!(
                "{file}\u{202f}: les pays et les frontières du plateau ne tiennent pas ensemble\u{202f}; vérifiez [countries] et [borders]."
            ),
        ),
    }
}

/// A zip's refusal, in English and French.
fn zip_words(file: &str, reason: &str) -> (String, String) {
    match reason {
        "too-large" => (
            format!(
                "{file}: the zip’s files would be over {} once unpacked; pick the map’s files themselves.",
                size(MAX_UNPACKED, Lang::En)
            ),
            format!(
                "{file}\u{202f}: les fichiers du zip dépasseraient {} une fois décompressés\u{202f}; choisissez plutôt les fichiers de la carte eux-mêmes.",
                size(MAX_UNPACKED, Lang::Fr)
            ),
        ),
        "method" => (
            format!(
                "{file} uses a compression Lamorisse does not read; zip the files again with plain deflate."
            ),
            format!(
                "{file} utilise une compression que Lamorisse ne lit pas\u{202f}; recompressez les fichiers en deflate."
            ),
        ),
        "encrypted" => (
            format!("{file} is protected by a password; zip the files again without one."),
            format!(
                "{file} est protégé par un mot de passe\u{202f}; recompressez les fichiers sans mot de passe."
            ),
        ),
        _ => (
            format!("{file} is damaged or cut short; download it again."),
            format!("{file} est abîmé ou incomplet\u{202f}; téléchargez-le de nouveau."),
        ),
    }
}
