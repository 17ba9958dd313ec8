//! The interface's fixed words (issue 52): each message of the English `interface.ftl` a
//! constant of `W` the code names (`W::GAME_LOG`), holding the index of its text in each
//! language's table, `public/words/<code>.txt`, which the page loads. The app's `build.rs`
//! includes this file and writes the constants from the English catalog, so a text the code
//! names and the catalogs lack does not build; `interface-words` writes the tables (a message
//! with a variable, or one missing in a language, is refused with its id).

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

/// The code of `impl W { … }` from the English catalog's text: each message a constant
/// holding its place in the file, the index of its text in every language's table
/// ([`table`]), and `WORDS_COUNT`, how many there are.
pub fn constants(english: &str) -> Result<String, String> {
    let english = messages("en/interface.ftl", english)?;
    let mut code = String::from("impl W {\n");
    for (index, (id, _)) in english.iter().enumerate() {
        let _ = writeln!(
            code,
            "    /// {id}\n    pub const {}: Words = Text({index});",
            constant(id)
        );
    }
    code.push_str("}\n");
    let _ = writeln!(
        code,
        "/// How many fixed texts the interface has.\npub const WORDS_COUNT: usize = {};",
        english.len()
    );
    Ok(code)
}

/// One language's fixed texts as the page loads them (`public/words/<code>.txt`): one a line,
/// in the English catalog's order, so the page finds each by its constant's index. The
/// language's `interface.ftl` is `other`, named `file` in a refusal; a message missing, one
/// the English lacks, or a text over two lines is refused with its id.
pub fn table(english: &str, file: &str, other: &str) -> Result<String, String> {
    let english = messages("en/interface.ftl", english)?;
    let other: BTreeMap<String, String> = messages(file, other)?.into_iter().collect();
    let mut lines = String::new();
    for (id, _) in &english {
        let text = other
            .get(id)
            .ok_or_else(|| format!("{file}: {id} is missing"))?;
        if text.contains('\n') {
            return Err(format!("{file}: {id} runs over two lines"));
        }
        lines.push_str(text);
        lines.push('\n');
    }
    if let Some(extra) = other
        .keys()
        .find(|id| !english.iter().any(|(en, _)| en == *id))
    {
        return Err(format!("{file}: {extra} is not an English message"));
    }
    Ok(lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fixed_text_becomes_a_constant_and_anything_else_is_refused() {
        let english = "ui-game-log = Game log\nui-and = {\" and \"}\n";
        let code = constants(english).expect("two fixed texts");
        assert!(code.contains("pub const GAME_LOG: Words = Text(0);"));
        assert!(code.contains("pub const AND: Words = Text(1);"));
        assert!(code.contains("pub const WORDS_COUNT: usize = 2;"));
        let variable = constants("ui-x = { $n } armies\n");
        assert!(variable.unwrap_err().contains("ui-x is not a fixed text"));
        assert_eq!(constant("ui-3-players"), "N3_PLAYERS");
    }

    #[test]
    fn a_table_follows_the_english_order_and_refuses_a_gap() {
        let english = "ui-game-log = Game log\nui-and = {\" and \"}\n";
        let french = "ui-and = {\" et \"}\nui-game-log = Journal de la partie\n";
        let table = table(english, "fr/interface.ftl", french);
        assert_eq!(table.expect("two texts"), "Journal de la partie\n et \n");
        let missing = super::table("ui-x = X\n", "fr/interface.ftl", "");
        assert!(missing.unwrap_err().contains("ui-x is missing"));
        let extra = super::table("", "fr/interface.ftl", "ui-y = Y\n");
        let extra = extra.unwrap_err();
        assert!(extra.contains("ui-y is not an English message"), "{extra}");
    }
}
