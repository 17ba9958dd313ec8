//! A `.ftl` file read by Mozilla's parser (`fluent-syntax`) into the patterns the game's
//! resolver formats (`pattern.rs`): text, variables and selects on a variable, string literals
//! folded into the text. Anything else Fluent has (message and term references, functions,
//! number literals) is refused, naming the message: the catalogs do not use it, and the page's
//! resolver does not know it.

use crate::pattern::{Line, Part, Pattern, Variant};
use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, PatternElement, VariantKey};
use fluent_syntax::unicode::unescape_unicode_to_string;

/// The messages and attributes of a `.ftl` text, each a line of the compact form, in the
/// file's order; or what is wrong with it.
pub fn lines(text: &str) -> Result<Vec<Line>, String> {
    let resource =
        fluent_syntax::parser::parse(text).map_err(|(_, errors)| format!("{errors:?}"))?;
    let mut lines = Vec::new();
    for entry in &resource.body {
        let message = match entry {
            Entry::Message(message) => message,
            Entry::Term(term) => return Err(format!("-{} is a term", term.id.name)),
            _ => continue,
        };
        let id = message.id.name;
        let refused = |what: String| format!("{id}: {what}");
        if let Some(value) = &message.value {
            let pattern = pattern(value).map_err(refused)?;
            lines.push(line(id, None, pattern));
        }
        for attribute in &message.attributes {
            let pattern = pattern(&attribute.value).map_err(refused)?;
            lines.push(line(id, Some(attribute.id.name), pattern));
        }
    }
    Ok(lines)
}

/// A line of the compact form.
fn line(id: &str, attribute: Option<&str>, pattern: Pattern) -> Line {
    Line {
        id: id.to_owned(),
        attribute: attribute.map(str::to_owned),
        pattern,
    }
}

/// A Fluent pattern as the resolver's, adjacent texts joined.
fn pattern(fluent: &ast::Pattern<&str>) -> Result<Pattern, String> {
    let mut parts = Vec::new();
    for element in &fluent.elements {
        match element {
            PatternElement::TextElement { value } => push_text(&mut parts, value),
            PatternElement::Placeable { expression } => placeable(expression, &mut parts)?,
        }
    }
    Ok(Pattern(parts))
}

/// Adds text to `parts`, joined to a text just before it.
fn push_text(parts: &mut Vec<Part>, text: &str) {
    match parts.last_mut() {
        Some(Part::Text(before)) => before.push_str(text),
        _ if text.is_empty() => {}
        _ => parts.push(Part::Text(text.to_owned())),
    }
}

/// A placeable's expression added to `parts`.
fn placeable(expression: &Expression<&str>, parts: &mut Vec<Part>) -> Result<(), String> {
    match expression {
        Expression::Inline(inline) => inline_part(inline, parts),
        Expression::Select { selector, variants } => {
            let InlineExpression::VariableReference { id } = selector else {
                return Err("a select on something else than a variable".to_owned());
            };
            let variants = variants
                .iter()
                .map(|v| {
                    Ok(Variant {
                        key: match &v.key {
                            VariantKey::Identifier { name } => (*name).to_owned(),
                            VariantKey::NumberLiteral { value } => (*value).to_owned(),
                        },
                        default: v.default,
                        value: pattern(&v.value)?,
                    })
                })
                .collect::<Result<_, String>>()?;
            parts.push(Part::Select {
                on: id.name.to_owned(),
                variants,
            });
            Ok(())
        }
    }
}

/// An inline expression added to `parts`: a variable, or a string literal's text.
fn inline_part(inline: &InlineExpression<&str>, parts: &mut Vec<Part>) -> Result<(), String> {
    match inline {
        InlineExpression::VariableReference { id } => parts.push(Part::Var(id.name.to_owned())),
        InlineExpression::StringLiteral { value } => {
            push_text(parts, &unescape_unicode_to_string(value))
        }
        InlineExpression::Placeable { expression } => placeable(expression, parts)?,
        other => return Err(format!("{other:?} is not read by the game's resolver")),
    }
    Ok(())
}
