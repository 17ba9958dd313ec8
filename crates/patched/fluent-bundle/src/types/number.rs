use std::borrow::Cow;
use std::default::Default;
use std::str::FromStr;

use intl_pluralrules::operands::PluralOperands;

use crate::args::FluentArgs;
use crate::types::FluentValue;

#[derive(Clone, Copy, Debug, Default, Eq, Hash, PartialEq)]
pub enum FluentNumberType {
    #[default]
    Cardinal,
    Ordinal,
}

impl From<&str> for FluentNumberType {
    fn from(input: &str) -> Self {
        match input {
            "cardinal" => Self::Cardinal,
            "ordinal" => Self::Ordinal,
            _ => Self::default(),
        }
    }
}

#[derive(Clone, Copy, Debug, Default, Eq, Hash, PartialEq)]
pub enum FluentNumberStyle {
    #[default]
    Decimal,
    Currency,
    Percent,
}

impl From<&str> for FluentNumberStyle {
    fn from(input: &str) -> Self {
        match input {
            "decimal" => Self::Decimal,
            "currency" => Self::Currency,
            "percent" => Self::Percent,
            _ => Self::default(),
        }
    }
}

#[derive(Clone, Copy, Debug, Default, Eq, Hash, PartialEq)]
pub enum FluentNumberCurrencyDisplayStyle {
    #[default]
    Symbol,
    Code,
    Name,
}

impl From<&str> for FluentNumberCurrencyDisplayStyle {
    fn from(input: &str) -> Self {
        match input {
            "symbol" => Self::Symbol,
            "code" => Self::Code,
            "name" => Self::Name,
            _ => Self::default(),
        }
    }
}

#[derive(Clone, Debug, Eq, Hash, PartialEq)]
pub struct FluentNumberOptions {
    pub r#type: FluentNumberType,
    pub style: FluentNumberStyle,
    pub currency: Option<String>,
    pub currency_display: FluentNumberCurrencyDisplayStyle,
    pub use_grouping: bool,
    pub minimum_integer_digits: Option<usize>,
    pub minimum_fraction_digits: Option<usize>,
    pub maximum_fraction_digits: Option<usize>,
    pub minimum_significant_digits: Option<usize>,
    pub maximum_significant_digits: Option<usize>,
}

impl Default for FluentNumberOptions {
    fn default() -> Self {
        Self {
            r#type: Default::default(),
            style: Default::default(),
            currency: None,
            currency_display: Default::default(),
            use_grouping: true,
            minimum_integer_digits: None,
            minimum_fraction_digits: None,
            maximum_fraction_digits: None,
            minimum_significant_digits: None,
            maximum_significant_digits: None,
        }
    }
}

impl FluentNumberOptions {
    pub fn merge(&mut self, opts: &FluentArgs) {
        for (key, value) in opts.iter() {
            match (key, value) {
                ("type", FluentValue::String(n)) => {
                    self.r#type = n.as_ref().into();
                }
                ("style", FluentValue::String(n)) => {
                    self.style = n.as_ref().into();
                }
                ("currency", FluentValue::String(n)) => {
                    self.currency = Some(n.to_string());
                }
                ("currencyDisplay", FluentValue::String(n)) => {
                    self.currency_display = n.as_ref().into();
                }
                ("useGrouping", FluentValue::String(n)) => {
                    self.use_grouping = n != "false";
                }
                ("minimumIntegerDigits", FluentValue::Number(n)) => {
                    self.minimum_integer_digits = Some(n.into());
                }
                ("minimumFractionDigits", FluentValue::Number(n)) => {
                    self.minimum_fraction_digits = Some(n.into());
                }
                ("maximumFractionDigits", FluentValue::Number(n)) => {
                    self.maximum_fraction_digits = Some(n.into());
                }
                ("minimumSignificantDigits", FluentValue::Number(n)) => {
                    self.minimum_significant_digits = Some(n.into());
                }
                ("maximumSignificantDigits", FluentValue::Number(n)) => {
                    self.maximum_significant_digits = Some(n.into());
                }
                _ => {}
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct FluentNumber {
    pub value: f64,
    pub options: FluentNumberOptions,
}

impl FluentNumber {
    pub const fn new(value: f64, options: FluentNumberOptions) -> Self {
        Self { value, options }
    }

    pub fn as_string(&self) -> Cow<'static, str> {
        // Lamorisse's patch: written from `digits`, not `f64`'s `Display` (PATCHED.md).
        let (negative, integer, fraction) = self.digits();
        let sign = if negative { "-" } else { "" };
        if fraction.is_empty() {
            format!("{sign}{integer}").into()
        } else {
            format!("{sign}{integer}.{fraction}").into()
        }
    }

    /// The number's sign, whole part and fraction's digits (at least the minimum fraction
    /// digits, at most six more, no trailing zero beyond the minimum), worked out with whole
    /// numbers so that `core`'s float formatting is not linked in (Lamorisse's patch).
    fn digits(&self) -> (bool, u64, String) {
        const MAX_FRACTION_DIGITS: usize = 6;
        let minimum = self
            .options
            .minimum_fraction_digits
            .unwrap_or(0)
            .min(MAX_FRACTION_DIGITS);
        let negative = self.value < 0.0;
        let magnitude = if self.value.is_finite() { self.value.abs() } else { 0.0 };
        let mut integer = magnitude.trunc() as u64;
        let scale = 10u64.pow(MAX_FRACTION_DIGITS as u32);
        let mut scaled = ((magnitude - integer as f64) * scale as f64 + 0.5) as u64;
        if scaled >= scale {
            integer += 1;
            scaled -= scale;
        }
        let mut fraction = format!("{scaled:0width$}", width = MAX_FRACTION_DIGITS);
        while fraction.len() > minimum && fraction.ends_with('0') {
            fraction.pop();
        }
        (negative && (integer > 0 || scaled > 0), integer, fraction)
    }
}

/// A text that is not a number in Fluent's syntax (`-?[0-9]+(\.[0-9]+)?`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotANumber;

impl FromStr for FluentNumber {
    type Err = NotANumber;

    /// Lamorisse's patch: read with whole numbers, not `f64::from_str` (PATCHED.md).
    fn from_str(input: &str) -> Result<Self, Self::Err> {
        let (negative, unsigned) = match input.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, input),
        };
        let (whole, fraction) = match unsigned.split_once('.') {
            Some((whole, fraction)) => (whole, Some(fraction)),
            None => (unsigned, None),
        };
        let all_digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
        if !all_digits(whole) || !fraction.map_or(true, all_digits) {
            return Err(NotANumber);
        }
        let mut value = whole.parse::<u64>().map_err(|_| NotANumber)? as f64;
        let mut unit = 1.0;
        for digit in fraction.unwrap_or("").bytes() {
            unit /= 10.0;
            value += f64::from(digit - b'0') * unit;
        }
        let opts = FluentNumberOptions {
            minimum_fraction_digits: fraction.map(str::len),
            ..Default::default()
        };
        Ok(Self::new(if negative { -value } else { value }, opts))
    }
}

impl From<FluentNumber> for FluentValue<'_> {
    fn from(input: FluentNumber) -> Self {
        FluentValue::Number(input)
    }
}

macro_rules! from_num {
    ($num:ty) => {
        impl From<$num> for FluentNumber {
            fn from(n: $num) -> Self {
                Self {
                    value: n as f64,
                    options: FluentNumberOptions::default(),
                }
            }
        }
        impl From<&$num> for FluentNumber {
            fn from(n: &$num) -> Self {
                Self {
                    value: *n as f64,
                    options: FluentNumberOptions::default(),
                }
            }
        }
        impl From<FluentNumber> for $num {
            fn from(input: FluentNumber) -> Self {
                input.value as $num
            }
        }
        impl From<&FluentNumber> for $num {
            fn from(input: &FluentNumber) -> Self {
                input.value as $num
            }
        }
        impl From<$num> for FluentValue<'_> {
            fn from(n: $num) -> Self {
                FluentValue::Number(n.into())
            }
        }
        impl From<&$num> for FluentValue<'_> {
            fn from(n: &$num) -> Self {
                FluentValue::Number(n.into())
            }
        }
    };
    ($($num:ty)+) => {
        $(from_num!($num);)+
    };
}

impl From<&FluentNumber> for PluralOperands {
    /// Lamorisse's patch: the operands from `digits`, not from the float's text (PATCHED.md).
    fn from(input: &FluentNumber) -> Self {
        let (_, integer, fraction) = input.digits();
        let trimmed = fraction.trim_end_matches('0');
        Self {
            n: input.value.abs(),
            i: integer,
            v: fraction.len(),
            w: trimmed.len(),
            f: fraction.parse().unwrap_or(0),
            t: trimmed.parse().unwrap_or(0),
        }
    }
}

from_num!(i8 i16 i32 i64 i128 isize);
from_num!(u8 u16 u32 u64 u128 usize);
from_num!(f32 f64);

#[cfg(test)]
mod tests {
    use crate::types::FluentValue;

    use super::FluentNumber;
    use intl_pluralrules::operands::PluralOperands;
    use std::convert::TryFrom;

    /// Lamorisse's patch writes what `f64`'s `Display` wrote (PATCHED.md).
    #[test]
    fn numbers_are_written_as_before() {
        for (text, written) in [
            ("0", "0"),
            ("7", "7"),
            ("-12", "-12"),
            ("1000000", "1000000"),
            ("3.14", "3.14"),
            ("2.50", "2.50"),
            ("-0.5", "-0.5"),
            ("1.0", "1.0"),
        ] {
            let number: FluentNumber = text.parse().expect("a number");
            assert_eq!(number.as_string(), written, "{text}");
        }
        assert_eq!(FluentNumber::from(42u32).as_string(), "42");
        assert_eq!(FluentNumber::from(-3i64).as_string(), "-3");
        assert_eq!(FluentNumber::from(0.25f64).as_string(), "0.25");
        for text in ["", "-", "1.", ".5", "1e3", "one", "1.2.3", "+1"] {
            assert!(text.parse::<FluentNumber>().is_err(), "{text:?}");
        }
    }

    /// The plural operands are CLDR's, as the crate's string reading gives them.
    #[test]
    fn operands_are_cldr_s() {
        for text in ["0", "1", "2", "17", "1.0", "1.5", "2.50", "-3", "0.01"] {
            let number: FluentNumber = text.parse().expect("a number");
            let expected = PluralOperands::try_from(text).expect("operands");
            assert_eq!(PluralOperands::from(&number), expected, "{text}");
        }
    }

    #[test]
    fn value_from_copy_ref() {
        let x = 1i16;
        let y = &x;
        let z: FluentValue = y.into();
        assert_eq!(z, FluentValue::try_number("1"));
    }
}
