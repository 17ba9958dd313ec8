//! The interface's fixed words (issue 52): each message of `public/locales/en/interface.ftl`
//! and its French, as a constant of `W` the code names (`W::GAME_LOG`). A message the code
//! names and the catalogs lack fails to build; one with a variable, or missing in French, is
//! refused here with its id.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, PatternElement};
use std::collections::BTreeMap;
use std::fmt::Write;

/// The catalogs the constants come from, English first.
const FILES: [&str; 2] = [
    "public/locales/en/interface.ftl",
    "public/locales/fr/interface.ftl",
];

/// A Fluent string literal's text (`{" "}`, `{"{"}`).
fn unescape(literal: &str) -> String {
    literal.replace("\\\"", "\"").replace("\\\\", "\\")
}

/// Each message of a catalog file and its text, in the file's order (a source file's texts
/// stay together in the wasm, where they pack best); one with a variable is refused.
fn messages(path: &str) -> Vec<(String, String)> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{path}: {errors:?}"));
    let mut found = Vec::new();
    for entry in resource.body {
        let Entry::Message(message) = entry else {
            continue;
        };
        let id = message.id.name;
        let pattern = message
            .value
            .unwrap_or_else(|| panic!("{path}: {id} has no text"));
        let mut words = String::new();
        for element in pattern.elements {
            match element {
                PatternElement::TextElement { value } => words.push_str(value),
                PatternElement::Placeable {
                    expression: Expression::Inline(InlineExpression::StringLiteral { value }),
                } => words.push_str(&unescape(value)),
                _ => panic!("{path}: {id} is not a fixed text (a variable or a selector)"),
            }
        }
        found.push((id.to_owned(), words));
    }
    found
}

/// The constant's name for an id: `ui-game-log` is `GAME_LOG`.
fn constant(id: &str) -> String {
    let name = id
        .trim_start_matches("ui-")
        .to_uppercase()
        .replace('-', "_");
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        format!("N{name}")
    } else {
        name
    }
}

/// Writes `words.rs` into `out`: the constants of `W`.
pub fn write(out: &std::path::Path) {
    for file in FILES {
        println!("cargo::rerun-if-changed={file}");
    }
    let english = messages(FILES[0]);
    let french: BTreeMap<String, String> = messages(FILES[1]).into_iter().collect();
    let mut code = String::from("impl W {\n");
    for (id, en) in &english {
        let fr = french
            .get(id)
            .unwrap_or_else(|| panic!("{}: {id} is missing", FILES[1]));
        let _ = writeln!(
            code,
            "    /// {id}\n    pub const {}: Words = Text::new({en:?}, {fr:?});",
            constant(id)
        );
    }
    if let Some(extra) = french
        .keys()
        .find(|id| !english.iter().any(|(en, _)| en == *id))
    {
        panic!("{}: {extra} is not an English message", FILES[1]);
    }
    code.push_str("}\n");
    std::fs::write(out.join("words.rs"), code).expect("OUT_DIR is writable");
}
