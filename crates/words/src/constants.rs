//! The interface's fixed words as Rust constants (issue 52): each message of the English
//! `interface.ftl` and its French, as a constant of `W` the code names (`W::GAME_LOG`). The
//! app's `build.rs` includes this file and writes the constants from the catalogs, so a text the
//! code names and the catalogs lack does not build; a message with a variable, or missing in
//! French, is refused with its id.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, PatternElement};
use std::collections::BTreeMap;
use std::fmt::Write;

/// A Fluent string literal's text (`{" "}`, `{"{"}`).
fn unescape(literal: &str) -> String {
    literal.replace("\\\"", "\"").replace("\\\\", "\\")
}

/// Each message of a catalog and its text, in the file's order; one with a variable or a
/// selector is refused.
fn messages(file: &str, text: &str) -> Result<Vec<(String, String)>, String> {
    let resource =
        fluent_syntax::parser::parse(text).map_err(|(_, errors)| format!("{file}: {errors:?}"))?;
    let mut found = Vec::new();
    for entry in resource.body {
        let Entry::Message(message) = entry else {
            continue;
        };
        let id = message.id.name;
        let pattern = message
            .value
            .ok_or_else(|| format!("{file}: {id} has no text"))?;
        let mut words = String::new();
        for element in pattern.elements {
            match element {
                PatternElement::TextElement { value } => words.push_str(value),
                PatternElement::Placeable {
                    expression: Expression::Inline(InlineExpression::StringLiteral { value }),
                } => words.push_str(&unescape(value)),
                _ => return Err(format!("{file}: {id} is not a fixed text")),
            }
        }
        found.push((id.to_owned(), words));
    }
    Ok(found)
}

/// The constant's name for an id: `ui-game-log` is `GAME_LOG`.
pub fn constant(id: &str) -> String {
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

/// The code of `impl W { … }` from the English and French catalogs' texts.
pub fn constants(english: &str, french: &str) -> Result<String, String> {
    let english = messages("en/interface.ftl", english)?;
    let french: BTreeMap<String, String> =
        messages("fr/interface.ftl", french)?.into_iter().collect();
    let mut code = String::from("impl W {\n");
    for (id, en) in &english {
        let fr = french
            .get(id)
            .ok_or_else(|| format!("fr/interface.ftl: {id} is missing"))?;
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
        return Err(format!(
            "fr/interface.ftl: {extra} is not an English message"
        ));
    }
    code.push_str("}\n");
    Ok(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fixed_text_becomes_a_constant_and_anything_else_is_refused() {
        let code = constants(
            "ui-game-log = Game log\nui-and = {\" and \"}\n",
            "ui-and = {\" et \"}\nui-game-log = Journal de la partie\n",
        );
        let code = code.expect("two fixed texts");
        assert!(code.contains(
            "pub const GAME_LOG: Words = Text::new(\"Game log\", \"Journal de la partie\");"
        ));
        assert!(code.contains("pub const AND: Words = Text::new(\" and \", \" et \");"));
        let variable = constants("ui-x = { $n } armies\n", "ui-x = { $n } régiments\n");
        assert!(variable.unwrap_err().contains("ui-x is not a fixed text"));
        let missing = constants("ui-x = X\n", "");
        assert!(missing.unwrap_err().contains("ui-x is missing"));
        let extra = constants("", "ui-y = Y\n");
        assert!(
            extra
                .unwrap_err()
                .contains("ui-y is not an English message")
        );
        assert_eq!(constant("ui-3-players"), "N3_PLAYERS");
    }
}
