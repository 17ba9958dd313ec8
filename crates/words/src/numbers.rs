//! Numbers in each language's own form (issue 52 item 4): the decimal mark, the separator of
//! thousands and the minus sign, written by the bundle's formatter (`FluentBundle::
//! set_formatter`, Fluent's hook for a locale's number formatting) for every number a message
//! says. The same rules as the engine's `text::numbers` for English and French: thousands are
//! grouped from five digits on (CLDR's minimum grouping of Spanish, Polish and Portuguese,
//! kept for all so that a year or a count of four digits never splits).

use fluent_bundle::FluentValue;
use intl_memoizer::{IntlLangMemoizer, Memoizable};
use unic_langid::LanguageIdentifier;

/// A language's number symbols.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symbols {
    /// Between the whole part and the fraction.
    pub decimal: char,
    /// Between groups of three digits.
    pub group: char,
}

impl Symbols {
    /// The symbols of the language `code` (CLDR's; English's for a language not listed).
    pub fn of(code: &str) -> Symbols {
        let (decimal, group) = match code.split('-').next().unwrap_or(code) {
            "fr" => (',', '\u{202f}'),
            "de" | "es" | "it" | "nl" => (',', '.'),
            "pl" | "pt" => (',', '\u{a0}'),
            _ => ('.', ','),
        };
        Symbols { decimal, group }
    }

    /// A number Fluent wrote (`-1234.5`) in this language's form (`−1 234,5` in French).
    pub fn write(self, plain: &str) -> String {
        let (negative, digits) = match plain.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, plain),
        };
        let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
        let mut out = String::new();
        if negative {
            out.push('\u{2212}');
        }
        let grouped = whole.len() > 4;
        for (i, c) in whole.chars().enumerate() {
            if grouped && i > 0 && (whole.len() - i) % 3 == 0 {
                out.push(self.group);
            }
            out.push(c);
        }
        if !fraction.is_empty() {
            out.push(self.decimal);
            out.push_str(fraction);
        }
        out
    }
}

impl Memoizable for Symbols {
    type Args = ();
    type Error = ();

    fn construct(lang: LanguageIdentifier, _: ()) -> Result<Symbols, ()> {
        Ok(Symbols::of(lang.language.as_str()))
    }
}

/// The bundle's formatter: a number in its language's form; other values as Fluent writes them.
pub fn format(value: &FluentValue, intls: &IntlLangMemoizer) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    let plain = number.as_string();
    intls
        .with_try_get::<Symbols, _, _>((), |symbols| symbols.write(&plain))
        .ok()
}

#[cfg(test)]
mod tests {
    use super::Symbols;

    #[test]
    fn each_language_writes_its_numbers_in_its_own_form() {
        assert_eq!(Symbols::of("en").write("12345.5"), "12,345.5");
        assert_eq!(Symbols::of("en").write("1234"), "1234");
        assert_eq!(Symbols::of("fr").write("-1.4"), "\u{2212}1,4");
        assert_eq!(
            Symbols::of("fr").write("1234567"),
            "1\u{202f}234\u{202f}567"
        );
        assert_eq!(Symbols::of("de").write("10000.25"), "10.000,25");
        assert_eq!(Symbols::of("pt-PT").write("20000"), "20\u{a0}000");
        assert_eq!(Symbols::of("xx").write("0.5"), "0.5");
    }
}
