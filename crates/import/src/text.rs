//! A map's text files as lines: UTF-8 or, as many older maps are, Latin-1; comments and blank
//! lines dropped; every line bounded (issue 40 item 2).

use crate::error::ImportError;
use crate::limits::MAX_LINE;

/// One line worth reading, with its number in the file (from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Its number in the file, as an editor shows it.
    pub number: usize,
    /// Its words, split on spaces and tabs.
    pub words: Vec<String>,
}

/// The file's bytes as text: UTF-8 when they are, else Latin-1 (each byte a character).
pub fn decode(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_owned(),
        Err(_) => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}

/// The lines of `text` worth reading: not blank, not a `;` comment; words after a word that
/// starts with `;` are a comment too.
pub fn lines(file: &str, text: &str) -> Result<Vec<Line>, ImportError> {
    let mut out = Vec::new();
    for (index, raw) in text.split('\n').enumerate() {
        let number = index + 1;
        if raw.chars().count() > MAX_LINE {
            return Err(ImportError::LineTooLong {
                file: file.into(),
                line: number,
            });
        }
        let words: Vec<String> = raw
            .split_whitespace()
            .take_while(|word| !word.starts_with(';'))
            .map(str::to_owned)
            .collect();
        if !words.is_empty() {
            out.push(Line { number, words });
        }
    }
    Ok(out)
}

/// A name as Domination writes it (`North_America`) as a player reads it (`North America`).
pub fn name_of(words: &[String]) -> String {
    words.join(" ").replace('_', " ").trim().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin1_comments_and_blank_lines() {
        let text = decode(b"; a comment\r\n\r\n[countries]\r\n1 Bogot\xe1 1 2 3 ; here\r\n");
        let read = lines("m.map", &text).unwrap();
        assert_eq!(read.len(), 2);
        assert_eq!(read[1].number, 4);
        assert_eq!(read[1].words, ["1", "Bogotá", "1", "2", "3"]);
    }

    #[test]
    fn a_line_too_long_is_refused_with_its_number() {
        let text = format!("a\n{}\n", "x".repeat(MAX_LINE + 1));
        assert_eq!(
            lines("m.map", &text),
            Err(ImportError::LineTooLong {
                file: "m.map".into(),
                line: 2
            })
        );
    }
}
