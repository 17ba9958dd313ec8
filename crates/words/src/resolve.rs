//! A pattern formatted with its variables, as Fluent's bundle formats it (the tests compare
//! every message of every language with `fluent-bundle`'s text): variables and selects, numbers
//! in the language's own form, plural categories by CLDR's rules.

use crate::numbers::Symbols;
use crate::pattern::{Part, Pattern};
use crate::plural::{self, Operands};

/// A number as a message says it: `digits / 10^decimals`, written with exactly `decimals`
/// fraction digits (a count has none; a number of tenths one, `2.0`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Number {
    /// Its digits, the fraction's included.
    pub digits: i64,
    /// How many of them are the fraction.
    pub decimals: u8,
}

impl Number {
    /// A whole number.
    pub fn whole(n: i64) -> Number {
        Number {
            digits: n,
            decimals: 0,
        }
    }

    /// A number of tenths, one fraction digit always written.
    pub fn tenths(tenths: i64) -> Number {
        Number {
            digits: tenths,
            decimals: 1,
        }
    }

    /// A variant's key as a number (`0`, `1.5`), if it is one.
    fn key(key: &str) -> Option<Number> {
        let (negative, unsigned) = match key.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, key),
        };
        let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
        let digits: i64 = format!("{whole}{fraction}").parse().ok()?;
        let ok = !whole.is_empty() && (whole.len() + fraction.len()) <= 18;
        ok.then_some(Number {
            digits: if negative { -digits } else { digits },
            decimals: u8::try_from(fraction.len()).ok()?,
        })
    }

    /// Its sign, whole part and fraction's digits.
    fn parts(self) -> (bool, u64, String) {
        let scale = 10u64.pow(u32::from(self.decimals));
        let magnitude = self.digits.unsigned_abs();
        let fraction = match self.decimals {
            0 => String::new(),
            d => format!("{:0width$}", magnitude % scale, width = usize::from(d)),
        };
        (self.digits < 0, magnitude / scale, fraction)
    }

    /// The number as Fluent writes it before the language's symbols (`-1234.5`).
    fn plain(self) -> String {
        let (negative, whole, fraction) = self.parts();
        let sign = if negative { "-" } else { "" };
        match fraction.is_empty() {
            true => format!("{sign}{whole}"),
            false => format!("{sign}{whole}.{fraction}"),
        }
    }

    /// CLDR's operands of the number.
    fn operands(self) -> Operands {
        let (_, i, _) = self.parts();
        let scale = 10f64.powi(i32::from(self.decimals));
        Operands {
            i,
            v: usize::from(self.decimals),
            n: self.digits.unsigned_abs() as f64 / scale,
        }
    }
}

/// A variable's value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A number, written in the language's form and selected on by plural category.
    Number(Number),
    /// A text, selected on by keyword.
    Text(String),
}

/// A message's variables, by name.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Args(Vec<(String, Value)>);

impl Args {
    /// No variable yet.
    pub fn new() -> Args {
        Args::default()
    }

    /// Sets the variable `name` (replacing its value if it has one).
    pub fn set(&mut self, name: impl Into<String>, value: impl Into<Value>) {
        let (name, value) = (name.into(), value.into());
        match self.0.iter_mut().find(|(n, _)| *n == name) {
            Some(slot) => slot.1 = value,
            None => self.0.push((name, value)),
        }
    }

    /// The value of the variable `name`.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }
}

impl From<String> for Value {
    fn from(text: String) -> Value {
        Value::Text(text)
    }
}

impl From<&str> for Value {
    fn from(text: &str) -> Value {
        Value::Text(text.to_owned())
    }
}

impl From<Number> for Value {
    fn from(number: Number) -> Value {
        Value::Number(number)
    }
}

impl From<usize> for Value {
    fn from(n: usize) -> Value {
        Value::Number(Number::whole(i64::try_from(n).unwrap_or(i64::MAX)))
    }
}

impl From<i64> for Value {
    fn from(n: i64) -> Value {
        Value::Number(Number::whole(n))
    }
}

/// `pattern` in the language `code` with `args`; `None` when it says or selects on a variable
/// `args` lack (Fluent reports an error then).
pub fn format(pattern: &Pattern, args: &Args, code: &str) -> Option<String> {
    let mut out = String::new();
    write(pattern, args, code, &mut out).then_some(out)
}

/// Writes `pattern` to `out`; false when a variable is missing.
fn write(pattern: &Pattern, args: &Args, code: &str, out: &mut String) -> bool {
    for part in &pattern.0 {
        let done = match part {
            Part::Text(text) => {
                out.push_str(text);
                true
            }
            Part::Var(name) => match args.get(name) {
                Some(Value::Text(text)) => {
                    out.push_str(text);
                    true
                }
                Some(Value::Number(n)) => {
                    out.push_str(&Symbols::of(code).write(&n.plain()));
                    true
                }
                None => false,
            },
            Part::Select { on, variants } => {
                let value = args.get(on);
                let chosen = variants
                    .iter()
                    .find(|v| value.is_some_and(|value| matches(&v.key, value, code)))
                    .or_else(|| variants.iter().find(|v| v.default));
                let written = chosen.is_some_and(|v| write(&v.value, args, code, out));
                written && value.is_some()
            }
        };
        if !done {
            return false;
        }
    }
    true
}

/// Whether a variant's `key` is chosen for `value`: a keyword for the same text, a number for
/// the same number written alike, a plural category for a number of that category.
fn matches(key: &str, value: &Value, code: &str) -> bool {
    match (value, Number::key(key)) {
        (Value::Text(text), None) => text == key,
        (Value::Text(_), Some(_)) => false,
        (Value::Number(n), Some(k)) => *n == k,
        (Value::Number(n), None) => plural::category(code, n.operands()) == key,
    }
}
