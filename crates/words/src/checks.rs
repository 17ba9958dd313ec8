//! The catalogs' checks (issue 52 item 5): a language has every English message and no other,
//! each saying the same variables (and selecting on no other), and every plural selector names
//! each CLDR plural category the language gives the game's numbers. `check-locale` runs them on a folder; the tests on every
//! built-in language.

use crate::sources::Source;
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, Variant, VariantKey,
};
use std::collections::{BTreeMap, BTreeSet};

/// The forms a force or a place argument brings with it (`$to-the`, `$by-initial`): a
/// variable's form is the same variable for the checks, as are a said message's `-inline` and
/// a list's `-grouped` and `-flat` ("since your last turn").
const FORMS: [&str; 13] = [
    "the", "of", "at", "within", "gender", "number", "subject", "object", "initial", "kind",
    "inline", "grouped", "flat",
];

/// The numbers the game counts (armies, cards, rounds): a plural selector must name each
/// category the language gives one of them.
const COUNTED: std::ops::RangeInclusive<u32> = 0..=1000;

/// Each message of a catalog: the variables it says and those it selects on, and the plural
/// selectors it has, as the variant keys each names.
#[derive(Debug, Default)]
pub struct Shape {
    /// The variables it says (`to-the`).
    pub variables: BTreeSet<String>,
    /// The variables it selects on (`$commas`, `$colour`).
    pub selectors: BTreeSet<String>,
    /// Each plural selector's keys (the CLDR categories it names).
    pub plurals: Vec<BTreeSet<String>>,
}

/// A catalog's messages by id, or the parser's complaints.
pub fn shapes(files: &[Source]) -> Result<BTreeMap<String, Shape>, Vec<String>> {
    let mut found = BTreeMap::new();
    let mut problems = Vec::new();
    for (file, text) in files {
        let resource = match fluent_syntax::parser::parse(*text) {
            Ok(resource) => resource,
            Err((_, errors)) => {
                problems.extend(errors.iter().map(|e| format!("{file}: {e:?}")));
                continue;
            }
        };
        for entry in resource.body {
            let Entry::Message(message) = entry else {
                continue;
            };
            let mut shape = Shape::default();
            if let Some(value) = &message.value {
                read_pattern(value, &mut shape);
            }
            let id = message.id.name.to_owned();
            if found.insert(id.clone(), shape).is_some() {
                problems.push(format!("{file}: {id} is given twice"));
            }
        }
    }
    if problems.is_empty() {
        Ok(found)
    } else {
        Err(problems)
    }
}

/// Gathers a pattern's variables and plural selectors.
fn read_pattern(pattern: &Pattern<&str>, shape: &mut Shape) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            read_expression(expression, shape);
        }
    }
}

/// Gathers an expression's variables and plural selectors.
fn read_expression(expression: &Expression<&str>, shape: &mut Shape) {
    match expression {
        Expression::Inline(inline) => read_inline(inline, shape),
        Expression::Select { selector, variants } => {
            if let InlineExpression::VariableReference { id } = selector {
                shape.selectors.insert(id.name.to_owned());
            }
            let keys = keys(variants);
            // A plural selector names a category besides the default `other`; one that picks
            // exact numbers (`[0]`) and else `other` is not one.
            if keys.iter().any(|k| k != "other" && is_category(k)) {
                shape.plurals.push(keys);
            }
            for variant in variants {
                read_pattern(&variant.value, shape);
            }
        }
    }
}

/// Gathers an inline expression's variables.
fn read_inline(inline: &InlineExpression<&str>, shape: &mut Shape) {
    match inline {
        InlineExpression::VariableReference { id } => {
            shape.variables.insert(id.name.to_owned());
        }
        InlineExpression::Placeable { expression } => read_expression(expression, shape),
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                read_inline(argument, shape);
            }
        }
        _ => {}
    }
}

/// An English variable's name without its form (`to-the` is `to`).
fn root(name: &str) -> &str {
    FORMS
        .iter()
        .find_map(|form| name.strip_suffix(form)?.strip_suffix('-'))
        .unwrap_or(name)
}

/// The names of a select's variant keys (numbers as written).
fn keys(variants: &[Variant<&str>]) -> BTreeSet<String> {
    variants
        .iter()
        .map(|variant| match variant.key {
            VariantKey::Identifier { name } | VariantKey::NumberLiteral { value: name } => {
                name.to_owned()
            }
        })
        .collect()
}

/// Whether a variant's key names a CLDR plural category.
fn is_category(key: &str) -> bool {
    ["zero", "one", "two", "few", "many", "other"].contains(&key)
}

/// The Fluent keys of the plural categories `code`'s language gives the counted numbers.
pub fn plural_keys(code: &str) -> Result<BTreeSet<&'static str>, String> {
    if !crate::plural::known(code) {
        return Err(format!(
            "the game has no plural rules for {code}: add CLDR's to crates/words/src/plural.rs"
        ));
    }
    Ok(COUNTED
        .map(|n| crate::plural::category(code, crate::plural::whole(u64::from(n))))
        .collect())
}

/// What a list's joining words may select on in any language, whether English does or not
/// (`Catalog::list`).
const LIST_FACTS: [&str; 4] = ["commas", "and", "last-letter", "last-start"];

/// What is wrong with the variables of message `id`: it must say English's (each itself or
/// in a form its language gives, `$to-dative` for English's `$to`), and select on none English
/// does not give (it may select on fewer: French has no use for `$commas`), but a list's facts.
fn variables(code: &str, id: &str, english: &Shape, their: &Shape) -> Vec<String> {
    let roots = |names: &BTreeSet<String>| -> BTreeSet<String> {
        names.iter().map(|n| root(n).to_owned()).collect()
    };
    let said = roots(&english.variables);
    let given: BTreeSet<String> = said.union(&roots(&english.selectors)).cloned().collect();
    // A variable of theirs is the English one it is, or a form of it.
    let of = |name: &String| -> Option<String> {
        given
            .iter()
            .find(|r| name == *r || name.starts_with(&format!("{r}-")))
            .cloned()
    };
    let mut problems = Vec::new();
    let theirs: BTreeSet<String> = their.variables.iter().filter_map(of).collect();
    if theirs != said {
        problems.push(format!("{code}: {id} says {theirs:?}, English {said:?}"));
    }
    for name in their.variables.iter().chain(&their.selectors) {
        let list_fact = id.starts_with("list-") && LIST_FACTS.contains(&name.as_str());
        if of(name).is_none() && !list_fact {
            problems.push(format!(
                "{code}: {id} reads ${name}, which English does not give"
            ));
        }
    }
    problems
}

/// Everything wrong with the catalog `files` of language `code` against the English ones.
pub fn check(code: &str, english: &[Source], files: &[Source]) -> Vec<String> {
    let (reference, theirs) = match (shapes(english), shapes(files)) {
        (Ok(reference), Ok(theirs)) => (reference, theirs),
        (reference, theirs) => {
            return [reference.err(), theirs.err()]
                .into_iter()
                .flatten()
                .flatten()
                .collect();
        }
    };
    let needed = match plural_keys(code) {
        Ok(keys) => keys,
        Err(problem) => return vec![problem],
    };
    let mut problems = Vec::new();
    for (id, shape) in &reference {
        let Some(their) = theirs.get(id) else {
            problems.push(format!("{code}: {id} is missing"));
            continue;
        };
        problems.extend(variables(code, id, shape, their));
        for keys in &their.plurals {
            let missing: Vec<_> = needed.iter().filter(|k| !keys.contains(**k)).collect();
            if !missing.is_empty() {
                problems.push(format!("{code}: {id} has no {missing:?} variant"));
            }
        }
    }
    problems.extend(
        theirs
            .keys()
            .filter(|id| !reference.contains_key(*id))
            .map(|id| format!("{code}: {id} is not an English message")),
    );
    problems
}
