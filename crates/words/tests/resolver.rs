//! The game's resolver (`resolve.rs`, what the page formats with) says what Mozilla's
//! `fluent-bundle` says, for every message and attribute of every language, with values of
//! every kind for their variables; and its plural rules are CLDR's as `intl_pluralrules` has
//! them.

use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use intl_memoizer::{IntlLangMemoizer, Memoizable};
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use lamorisse_words::bundle::Bundle;
use lamorisse_words::numbers::Symbols;
use lamorisse_words::pattern::{Part, Pattern};
use lamorisse_words::plural::{Operands, category};
use lamorisse_words::resolve::{Args, Number, Value};
use lamorisse_words::sources::{LANGUAGES, of};
use unic_langid::LanguageIdentifier;

/// A language's number symbols, found by the bundle's formatter.
struct Symbolic(Symbols);

impl Memoizable for Symbolic {
    type Args = ();
    type Error = ();

    fn construct(lang: LanguageIdentifier, _: ()) -> Result<Symbolic, ()> {
        Ok(Symbolic(Symbols::of(&lang.to_string())))
    }
}

/// Fluent's bundle writing numbers as the game does.
fn format_number(value: &FluentValue, intls: &IntlLangMemoizer) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    let plain = number.as_string();
    intls
        .with_try_get::<Symbolic, _, _>((), |s| s.0.write(&plain))
        .ok()
}

/// Notes that a pattern says the variable `name`, selected by `keys`.
fn note(found: &mut Vec<(String, Vec<String>)>, name: &str, keys: Vec<String>) {
    match found.iter_mut().find(|(n, _)| n == name) {
        Some((_, known)) => known.extend(keys),
        None => found.push((name.to_owned(), keys)),
    }
}

/// Each variable a pattern says or selects on, with the keys it is selected by.
fn variables(pattern: &Pattern, found: &mut Vec<(String, Vec<String>)>) {
    for part in &pattern.0 {
        match part {
            Part::Text(_) => {}
            Part::Var(name) => note(found, name, Vec::new()),
            Part::Select { on, variants } => {
                note(found, on, variants.iter().map(|v| v.key.clone()).collect());
                for variant in variants {
                    variables(&variant.value, found);
                }
            }
        }
    }
}

/// The values a variable is tried with: its keys, numbers of every plural category, fractions
/// and a name.
fn candidates(keys: &[String]) -> Vec<Value> {
    let mut values: Vec<Value> = keys
        .iter()
        .map(|k| match k.parse::<i64>() {
            Ok(n) => Value::Number(Number::whole(n)),
            Err(_) => Value::Text(k.clone()),
        })
        .collect();
    for n in [0, 1, 2, 3, 5, 11, 12, 22, 25, 101, 1000, 12345, -4] {
        values.push(Value::Number(Number::whole(n)));
    }
    for tenths in [10, 15, 0, -23] {
        values.push(Value::Number(Number::tenths(tenths)));
    }
    values.push(Value::Text("Ada".to_owned()));
    values
}

/// The same variables as Fluent's.
fn fluent_args(args: &[(String, Value)]) -> FluentArgs<'static> {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        match value {
            Value::Text(text) => fluent.set(name.clone(), text.clone()),
            Value::Number(n) => {
                let options = FluentNumberOptions {
                    minimum_fraction_digits: (n.decimals > 0).then_some(usize::from(n.decimals)),
                    ..Default::default()
                };
                let value = n.digits as f64 / 10f64.powi(i32::from(n.decimals));
                fluent.set(name.clone(), FluentNumber::new(value, options));
            }
        }
    }
    fluent
}

#[test]
fn the_game_s_resolver_says_what_fluent_says_for_every_message_of_every_language() {
    let mut compared = 0;
    for code in LANGUAGES {
        let mut fluent = FluentBundle::new(vec![code.parse().expect("a language tag")]);
        fluent.set_use_isolating(false);
        fluent.set_formatter(Some(format_number));
        let mut ours = Bundle::empty(code).expect("a language tag");
        let mut lines = Vec::new();
        for (file, text) in of(code).expect("a built-in language") {
            let resource = FluentResource::try_new((*text).to_owned()).expect("Fluent");
            fluent.add_resource(resource).expect("no message twice");
            ours.add_ftl(file, text)
                .expect("a catalog file the resolver reads");
            lines.extend(lamorisse_words::ftl::lines(text).expect("read"));
        }
        for line in &lines {
            let mut vars = Vec::new();
            variables(&line.pattern, &mut vars);
            let tried: Vec<Vec<Value>> = vars.iter().map(|(_, keys)| candidates(keys)).collect();
            let rounds = tried.iter().map(Vec::len).max().unwrap_or(1);
            for round in 0..rounds {
                let args: Vec<(String, Value)> = vars
                    .iter()
                    .zip(&tried)
                    .enumerate()
                    .map(|(i, ((name, _), values))| {
                        (name.clone(), values[(round + i * 3) % values.len()].clone())
                    })
                    .collect();
                let mut our_args = Args::new();
                for (name, value) in &args {
                    our_args.set(name.clone(), value.clone());
                }
                let message = fluent.get_message(&line.id).expect("the message");
                let pattern = match &line.attribute {
                    Some(a) => message.get_attribute(a).expect("the attribute").value(),
                    None => message.value().expect("a value"),
                };
                let mut errors = Vec::new();
                let theirs = fluent.format_pattern(pattern, Some(&fluent_args(&args)), &mut errors);
                let theirs = errors.is_empty().then(|| theirs.into_owned());
                let said = ours.text(&line.id, line.attribute.as_deref(), &our_args);
                assert_eq!(
                    said, theirs,
                    "{code} {}.{:?} with {args:?}",
                    line.id, line.attribute
                );
                compared += 1;
            }
        }
    }
    assert!(compared > 10_000, "{compared} texts compared");
}

#[test]
fn a_missing_variable_says_nothing_as_fluent_reports_an_error() {
    let mut ours = Bundle::empty("en").expect("a language tag");
    ours.add_ftl("t.ftl", "a = { $n ->\n [one] one\n*[other] { $who }\n}\n")
        .expect("Fluent");
    let mut args = Args::new();
    args.set("n", Number::whole(2));
    assert_eq!(ours.text("a", None, &args), None);
    args.set("who", "Ada");
    assert_eq!(ours.text("a", None, &args).as_deref(), Some("Ada"));
    assert_eq!(ours.text("a", None, &Args::new()), None);
}

#[test]
fn the_plural_rules_are_cldr_s_for_every_language() {
    let name = |c: PluralCategory| match c {
        PluralCategory::ZERO => "zero",
        PluralCategory::ONE => "one",
        PluralCategory::TWO => "two",
        PluralCategory::FEW => "few",
        PluralCategory::MANY => "many",
        PluralCategory::OTHER => "other",
    };
    for code in LANGUAGES.iter().copied().chain(["pt", "fr-CA"]) {
        let id: LanguageIdentifier = code.parse().expect("a language tag");
        let lookup = if code == "fr-CA" {
            "fr".parse().expect("fr")
        } else {
            id
        };
        let rules = PluralRules::create(lookup, PluralRuleType::CARDINAL).expect("rules");
        for n in 0..=1000u64 {
            let theirs = name(rules.select(n).expect("a category"));
            let ours = category(code, lamorisse_words::plural::whole(n));
            assert_eq!(ours, theirs, "{code} {n}");
        }
        for tenths in 0..=300u64 {
            let text = format!("{}.{}", tenths / 10, tenths % 10);
            let theirs = name(rules.select(text.as_str()).expect("a category"));
            let operands = Operands {
                i: tenths / 10,
                v: 1,
                n: tenths as f64 / 10.0,
            };
            assert_eq!(category(code, operands), theirs, "{code} {text}");
        }
    }
}
