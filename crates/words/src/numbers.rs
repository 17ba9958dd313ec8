//! Numbers in each language's own form (issue 52 item 4): the decimal mark, the separator of
//! thousands and the minus sign, for every number a message says (`resolve.rs`; the tests give
//! Fluent's bundle the same through its formatter hook, `FluentBundle::set_formatter`).
//! Thousands are grouped from five digits on (CLDR's minimum grouping of Spanish, Polish and
//! Portuguese, kept for all so that a year or a count of four digits never splits).

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
