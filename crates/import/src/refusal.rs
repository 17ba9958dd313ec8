//! A refusal as the player reads it: the catalogs' message (`public/locales/<code>/devices.ftl`,
//! `import-*`) that says where (the file, and the line where there is one), what is wrong, and
//! what to change (issue 50 item 7, issue 52).

use lamorisse_engine::board::MOST_BONUS;
use lamorisse_engine::text::message::{Arg, Message};

use crate::error::ImportError;
use crate::limits::{MAX_LINE, MAX_PIXELS, MAX_UNPACKED};

/// A count as a message's number.
fn count(n: usize) -> Arg {
    Arg::Count(u32::try_from(n).unwrap_or(u32::MAX))
}

/// A size in kilobytes or megabytes: `$amount` and `$unit` ("kb" or "mb").
fn size(bytes: usize) -> [(&'static str, Arg); 2] {
    let (amount, unit) = match bytes >= 1024 * 1024 {
        true => (bytes / (1024 * 1024), "mb"),
        false => (bytes / 1024, "kb"),
    };
    [("amount", count(amount)), ("unit", Arg::Key(unit))]
}

/// What a line of each shape should hold, as a message said inside the refusal.
fn shape(shape: &str) -> Arg {
    let id = match shape {
        "continent" | "country" | "border" | "file" | "card" | "mission" => {
            format!("import-shape-{shape}")
        }
        _ => "import-shape-other".to_owned(),
    };
    Arg::Said(Box::new(Message::new(id, Vec::new())))
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

/// A text argument.
fn text(value: &str) -> Arg {
    Arg::Text(value.to_owned())
}

/// The message `id` about `file`'s line `line`, with `more` arguments.
fn at_line(id: &'static str, file: &str, line: usize, more: Vec<(&'static str, Arg)>) -> Message {
    let mut args = vec![("file", text(file)), ("line", count(line))];
    args.extend(more);
    Message::new(id, args)
}

/// The message `id` about `file`, with `more` arguments.
fn about(id: &'static str, file: &str, more: Vec<(&'static str, Arg)>) -> Message {
    let mut args = vec![("file", text(file))];
    args.extend(more);
    Message::new(id, args)
}

impl ImportError {
    /// The refusal as the catalogs say it: the file, the line where there is one, what is
    /// wrong and what to change.
    pub fn said(&self) -> Message {
        use ImportError as E;
        match self {
            E::FileTooLarge { file, limit } => {
                about("import-file-too-large", file, size(*limit).into())
            }
            E::LineTooLong { file, line } => at_line(
                "import-line-too-long",
                file,
                *line,
                vec![("most", count(MAX_LINE))],
            ),
            E::BadLine {
                file,
                line,
                shape: s,
            } => at_line("import-bad-line", file, *line, vec![("shape", shape(s))]),
            E::MissingSection { file, section } => about(
                "import-missing-section",
                file,
                vec![
                    ("section", text(section)),
                    ("shape", shape(section_shape(section))),
                ],
            ),
            E::MissingFile { file, line, name } => at_line(
                "import-missing-file",
                file,
                *line,
                vec![("name", text(name))],
            ),
            E::NoMapFile => Message::new("import-no-map-file", Vec::new()),
            E::OutOfOrder {
                file,
                line,
                expected,
            } => at_line(
                "import-out-of-order",
                file,
                *line,
                vec![("expected", count(*expected))],
            ),
            E::UnknownContinent {
                file,
                line,
                country,
                continents,
            } => at_line(
                "import-unknown-continent",
                file,
                *line,
                vec![
                    ("country", text(country)),
                    ("continents", count(*continents)),
                ],
            ),
            E::UnknownCountry {
                file,
                line,
                number,
                countries,
            } => at_line(
                "import-unknown-country",
                file,
                *line,
                vec![("number", text(number)), ("countries", count(*countries))],
            ),
            E::SelfBorder {
                file,
                line,
                country,
                number,
            } => at_line(
                "import-self-border",
                file,
                *line,
                vec![("country", text(country)), ("number", count(*number))],
            ),
            E::OneWayBorder {
                file,
                line,
                from: (from, from_n),
                to: (to, to_n),
            } => at_line(
                "import-one-way-border",
                file,
                *line,
                vec![
                    ("from", text(from)),
                    ("from-number", count(*from_n)),
                    ("to", text(to)),
                    ("to-number", count(*to_n)),
                ],
            ),
            E::EmptyContinent {
                file,
                line,
                continent,
            } => at_line(
                "import-empty-continent",
                file,
                *line,
                vec![("continent", text(continent))],
            ),
            E::Disconnected {
                file,
                line,
                country,
            } => at_line(
                "import-disconnected",
                file,
                *line,
                vec![("country", text(country))],
            ),
            E::TooMany {
                file,
                line,
                what,
                limit,
            } => at_line(
                "import-too-many",
                file,
                *line,
                vec![("what", Arg::Key(what)), ("most", count(*limit))],
            ),
            E::TooFew { file, limit } => {
                about("import-too-few", file, vec![("most", count(*limit))])
            }
            E::BonusTooLarge { file, line, limit } => at_line(
                "import-bonus-too-large",
                file,
                *line,
                vec![("most", count(*limit as usize))],
            ),
            E::Unplayable { file, why } => about(
                "import-unplayable",
                file,
                vec![("why", Arg::Key(why)), ("most", count(MOST_BONUS as usize))],
            ),
            E::BadZip { file, reason } => {
                let [amount, unit] = size(MAX_UNPACKED);
                about(
                    "import-bad-zip",
                    file,
                    vec![("reason", Arg::Key(reason)), amount, unit],
                )
            }
            E::NoRegion {
                file,
                country,
                number,
            } => about(
                "import-no-region",
                file,
                vec![("country", text(country)), ("number", count(*number))],
            ),
            E::BadImage { file } => about("import-bad-image", file, Vec::new()),
            E::ImageTooLarge {
                file,
                width,
                height,
            } => about(
                "import-image-too-large",
                file,
                vec![
                    ("width", count(*width as usize)),
                    ("height", count(*height as usize)),
                    ("most", count(MAX_PIXELS as usize)),
                ],
            ),
            E::SizesDiffer { picture, index } => Message::new(
                "import-sizes-differ",
                vec![("picture", text(picture)), ("index", text(index))],
            ),
            E::Scattered { file, country } => {
                about("import-scattered", file, vec![("country", text(country))])
            }
        }
    }
}
