//! A message's pattern as the page reads it, and the catalogs' compact form (docs/i18n.md
//! "What the page reads"): the subset of Fluent the catalogs use (text, variables, selects on a
//! variable by plural category, number or keyword), one message or attribute a line, read
//! without Fluent's parser so that the parser stays out of the page's wasm. The build writes
//! it from the `.ftl` files parsed by Mozilla's `fluent-syntax` (`ftl.rs`).
//!
//! A line is `id=pattern` or `id.attribute=pattern`. In a pattern, `{$name}` says a variable,
//! `{$name>[key]pattern*[key]pattern}` selects on it (`*` marks the default variant), and `\`
//! escapes each of `\ { } [ ] *` and writes a line break as `\n`.

/// A pattern: what a message or an attribute says.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pattern(pub Vec<Part>);

/// One piece of a pattern.
#[derive(Clone, Debug, PartialEq)]
pub enum Part {
    /// Text as it is.
    Text(String),
    /// A variable's value (`{ $name }`).
    Var(String),
    /// A select on a variable (`{ $name -> … }`).
    Select {
        /// The variable selected on.
        on: String,
        /// Its variants, in the file's order.
        variants: Vec<Variant>,
    },
}

/// A variant of a select.
#[derive(Clone, Debug, PartialEq)]
pub struct Variant {
    /// What it is chosen for: a plural category or keyword (`one`, `yes`), or a number (`0`).
    pub key: String,
    /// Whether it is the default (`*[other]`).
    pub default: bool,
    /// What it says.
    pub value: Pattern,
}

/// One line of the compact form: a message's value (`attribute` none) or one of its
/// attributes.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// The message's id.
    pub id: String,
    /// The attribute's name, if it is one.
    pub attribute: Option<String>,
    /// What it says.
    pub pattern: Pattern,
}

/// The characters a pattern's text escapes.
const SPECIAL: [char; 5] = ['\\', '{', '}', '[', '*'];

/// The compact form of `lines`, one a line.
pub fn write(lines: &[Line]) -> String {
    let mut out = String::new();
    for line in lines {
        out.push_str(&line.id);
        if let Some(attribute) = &line.attribute {
            out.push('.');
            out.push_str(attribute);
        }
        out.push('=');
        write_pattern(&line.pattern, &mut out);
        out.push('\n');
    }
    out
}

/// A pattern in the compact form.
fn write_pattern(pattern: &Pattern, out: &mut String) {
    for part in &pattern.0 {
        match part {
            Part::Text(text) => {
                for c in text.chars() {
                    match c {
                        '\n' => out.push_str("\\n"),
                        ']' => out.push_str("\\]"),
                        c if SPECIAL.contains(&c) => {
                            out.push('\\');
                            out.push(c);
                        }
                        c => out.push(c),
                    }
                }
            }
            Part::Var(name) => {
                out.push_str("{$");
                out.push_str(name);
                out.push('}');
            }
            Part::Select { on, variants } => {
                out.push_str("{$");
                out.push_str(on);
                out.push('>');
                for variant in variants {
                    if variant.default {
                        out.push('*');
                    }
                    out.push('[');
                    out.push_str(&variant.key);
                    out.push(']');
                    write_pattern(&variant.value, out);
                }
                out.push('}');
            }
        }
    }
}

/// The lines of a compact text, or the number of the first line that is not one.
pub fn read(text: &str) -> Result<Vec<Line>, usize> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.is_empty())
        .map(|(n, l)| read_line(l).ok_or(n + 1))
        .collect()
}

/// One line of the compact form.
fn read_line(line: &str) -> Option<Line> {
    let (name, rest) = line.split_once('=')?;
    let (id, attribute) = match name.split_once('.') {
        Some((id, attribute)) => (id, Some(attribute.to_owned())),
        None => (name, None),
    };
    let mut reader = Reader {
        chars: rest.chars().peekable(),
    };
    let pattern = reader.pattern(false)?;
    reader.chars.next().is_none().then(|| Line {
        id: id.to_owned(),
        attribute,
        pattern,
    })
}

/// Reads a pattern's characters.
struct Reader<'a> {
    /// What is left of the line.
    chars: std::iter::Peekable<std::str::Chars<'a>>,
}

impl Reader<'_> {
    /// A pattern, up to the end of the line, or in a variant up to the next variant or the
    /// select's end (left unread).
    fn pattern(&mut self, in_variant: bool) -> Option<Pattern> {
        let mut parts = Vec::new();
        let mut text = String::new();
        while let Some(&c) = self.chars.peek() {
            match c {
                '}' | '[' | '*' if in_variant => break,
                '}' | '[' | ']' | '*' => return None,
                '\\' => {
                    self.chars.next();
                    text.push(match self.chars.next()? {
                        'n' => '\n',
                        c => c,
                    });
                }
                '{' => {
                    self.chars.next();
                    if !text.is_empty() {
                        parts.push(Part::Text(std::mem::take(&mut text)));
                    }
                    parts.push(self.placeable()?);
                }
                c => {
                    self.chars.next();
                    text.push(c);
                }
            }
        }
        if !text.is_empty() {
            parts.push(Part::Text(text));
        }
        Some(Pattern(parts))
    }

    /// A placeable after its `{`, up to and with its `}`.
    fn placeable(&mut self) -> Option<Part> {
        (self.chars.next()? == '$').then_some(())?;
        let name = self.until(&['}', '>']);
        match self.chars.next()? {
            '}' => Some(Part::Var(name)),
            _ => {
                let mut variants = Vec::new();
                loop {
                    let default = self.chars.next_if_eq(&'*').is_some();
                    match self.chars.next()? {
                        '[' => {}
                        '}' if !default && !variants.is_empty() => break,
                        _ => return None,
                    }
                    let key = self.until(&[']']);
                    self.chars.next()?;
                    let value = self.pattern(true)?;
                    variants.push(Variant {
                        key,
                        default,
                        value,
                    });
                }
                Some(Part::Select { on: name, variants })
            }
        }
    }

    /// The characters up to one of `ends` (left unread).
    fn until(&mut self, ends: &[char]) -> String {
        let mut out = String::new();
        while let Some(c) = self.chars.next_if(|c| !ends.contains(c)) {
            out.push(c);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compact_form_reads_back_what_it_wrote() {
        let text = |t: &str| Part::Text(t.to_owned());
        let lines = vec![
            Line {
                id: "a".into(),
                attribute: None,
                pattern: Pattern(vec![
                    text("x {y} [z] * \\ \n"),
                    Part::Var("who".into()),
                    Part::Select {
                        on: "n".into(),
                        variants: vec![
                            Variant {
                                key: "0".into(),
                                default: false,
                                value: Pattern(vec![text("none")]),
                            },
                            Variant {
                                key: "other".into(),
                                default: true,
                                value: Pattern(vec![Part::Var("n".into()), text(" [k]")]),
                            },
                        ],
                    },
                ]),
            },
            Line {
                id: "a".into(),
                attribute: Some("short".into()),
                pattern: Pattern(Vec::new()),
            },
        ];
        let written = write(&lines);
        assert_eq!(read(&written), Ok(lines));
    }

    #[test]
    fn a_line_that_is_not_the_compact_form_is_refused_with_its_number() {
        assert_eq!(read("a=ok\nb={$n>[one]x"), Err(2));
        assert_eq!(read("no equals sign"), Err(1));
        assert_eq!(read("a=stray ]"), Err(1));
        assert_eq!(read("a={n}"), Err(1));
    }
}
