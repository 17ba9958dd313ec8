//! Numbers as each language writes them: one formatter per language for the decimal mark, the
//! minus sign, digit grouping, the space before a percent sign and before French « : ; ! ? »,
//! and whether a quantity takes the plural (English: all but exactly one; French: under two is
//! singular, "0,6 régiment", "1,5 régiment", "2,4 régiments").

use crate::i18n::Lang;

/// The narrow no-break space French typography puts before « : ; ! ? % » and inside « »
/// (U+202F): never broken from the word or number it follows.
pub const NARROW_NBSP: char = '\u{202f}';

/// The space between a number and its unit, so that "4 sesterces" never breaks across lines:
/// a no-break space (U+00A0) in French, a plain one in English.
pub fn unit_space(lang: Lang) -> char {
    match lang {
        Lang::En => ' ',
        Lang::Fr => '\u{a0}',
    }
}

/// The minus sign (U+2212), as wide as the plus sign; a hyphen is not a minus.
pub const MINUS: char = '\u{2212}';

/// How `lang` writes numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Numbers {
    /// The decimal mark.
    pub decimal_mark: char,
    /// What groups thousands ("1,250", "1 250").
    pub group: char,
    /// What goes between a number and "%" ("" in English, a narrow no-break space in French).
    pub before_percent: &'static str,
}

impl Numbers {
    /// The formatter of `lang`.
    pub const fn of(lang: Lang) -> Numbers {
        match lang {
            Lang::En => Numbers {
                decimal_mark: '.',
                group: ',',
                before_percent: "",
            },
            Lang::Fr => Numbers {
                decimal_mark: ',',
                group: NARROW_NBSP,
                before_percent: "\u{202f}",
            },
        }
    }

    /// A whole number, its thousands grouped from 10,000 on ("1250", "12,500", "12 500"),
    /// negative ones with a minus sign.
    pub fn integer(self, n: i64) -> String {
        let digits = n.unsigned_abs().to_string();
        let mut out = String::new();
        if n < 0 {
            out.push(MINUS);
        }
        let grouped = digits.len() > 4;
        for (i, c) in digits.chars().enumerate() {
            if grouped && i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push(self.group);
            }
            out.push(c);
        }
        out
    }

    /// A number with `places` decimals ("2.4", "2,4", "−1,7"); a value that rounds to zero
    /// has no sign.
    pub fn fixed(self, x: f64, places: usize) -> String {
        let text = format!("{:.*}", places, x.abs());
        let negative = x < 0.0 && text.chars().any(|c| c.is_ascii_digit() && c != '0');
        let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
        let whole: i64 = whole.parse().unwrap_or(0);
        let mut out = String::new();
        if negative {
            out.push(MINUS);
        }
        out += &self.integer(whole);
        if !fraction.is_empty() {
            out.push(self.decimal_mark);
            out += fraction;
        }
        out
    }

    /// A number with one decimal ("2.4", "2,4").
    pub fn decimal(self, x: f64) -> String {
        self.fixed(x, 1)
    }

    /// A difference with its sign, one decimal: "+2.4", "−1.7", "0.0" ("+2,4", "−1,7").
    pub fn signed(self, x: f64) -> String {
        let text = self.decimal(x);
        if text.starts_with(MINUS) || text.chars().all(|c| !c.is_ascii_digit() || c == '0') {
            text
        } else {
            format!("+{text}")
        }
    }

    /// A percentage with one decimal, `x` already in percent: "41.7%", "41,7 %".
    pub fn percent(self, x: f64) -> String {
        format!("{}{}%", self.decimal(x), self.before_percent)
    }
}

/// A number with one decimal in `lang`'s way.
pub fn decimal(lang: Lang, x: f64) -> String {
    Numbers::of(lang).decimal(x)
}

/// A difference with its sign, in `lang`'s way.
pub fn signed(lang: Lang, x: f64) -> String {
    Numbers::of(lang).signed(x)
}

/// A percentage (`x` in percent) in `lang`'s way.
pub fn percent(lang: Lang, x: f64) -> String {
    Numbers::of(lang).percent(x)
}

/// A chance (`x` in percent) as a percentage, never rounded to a certainty it is not: "> 99.9%"
/// short of 100, "< 0.1%" above 0.
pub fn chance(lang: Lang, x: f64) -> String {
    let numbers = Numbers::of(lang);
    match x {
        x if x > 99.95 && x < 100.0 => format!("> {}", numbers.percent(99.9)),
        x if x > 0.0 && x < 0.05 => format!("< {}", numbers.percent(0.1)),
        x => numbers.percent(x),
    }
}

/// Whether a noun counting `x` takes the plural: in English all but exactly one ("0 cards",
/// "1 card", "1.5 cards"), in French all from two on ("0 carte", "1,5 carte", "2 cartes").
pub fn is_plural(lang: Lang, x: f64) -> bool {
    match lang {
        Lang::En => x.abs() != 1.0,
        Lang::Fr => x.abs() >= 2.0,
    }
}

/// A quantity with one decimal and its noun agreeing with it: "2.4 armies", "0,6 régiment"
/// (a no-break space in French).
pub fn quantity(lang: Lang, x: f64, en: (&str, &str), fr: (&str, &str)) -> String {
    let (one, many) = match lang {
        Lang::En => en,
        Lang::Fr => fr,
    };
    // The noun agrees with the number as written (0.96 is written 1.0).
    let shown = (x * 10.0).round() / 10.0;
    let noun = if is_plural(lang, shown) { many } else { one };
    format!("{}{}{noun}", decimal(lang, x), unit_space(lang))
}

/// An ordinal number: "1st", "2nd", "12th", "23rd"; in French with a superscript ending,
/// "1ᵉʳ", "2ᵉ", "12ᵉ".
pub fn ordinal(lang: Lang, n: u32) -> String {
    let ending = match (lang, n % 10, n % 100) {
        (Lang::Fr, _, _) if n == 1 => "ᵉʳ",
        (Lang::Fr, _, _) => "ᵉ",
        (Lang::En, _, 11..=13) => "th",
        (Lang::En, 1, _) => "st",
        (Lang::En, 2, _) => "nd",
        (Lang::En, 3, _) => "rd",
        (Lang::En, _, _) => "th",
    };
    format!("{n}{ending}")
}

/// A label and its value: "Ada: 11", "Ada : 11" (French puts a narrow no-break space before
/// the colon).
pub fn labelled(lang: Lang, label: &str, value: &str) -> String {
    match lang {
        Lang::En => format!("{label}: {value}"),
        Lang::Fr => format!("{label}{NARROW_NBSP}: {value}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_writes_its_decimal_mark_and_a_true_minus_sign() {
        assert_eq!(decimal(Lang::En, 2.44), "2.4");
        assert_eq!(decimal(Lang::Fr, 2.44), "2,4");
        assert_eq!(signed(Lang::En, 2.4), "+2.4");
        assert_eq!(signed(Lang::Fr, -1.7), "\u{2212}1,7");
        assert_eq!(signed(Lang::Fr, -0.01), "0,0");
        assert_eq!(decimal(Lang::En, -0.04), "0.0");
        assert_eq!(Numbers::of(Lang::Fr).integer(12500), "12\u{202f}500");
        assert_eq!(Numbers::of(Lang::En).integer(12500), "12,500");
        assert_eq!(Numbers::of(Lang::En).integer(1250), "1250");
        assert_eq!(Numbers::of(Lang::En).fixed(-1234.5, 2), "\u{2212}1234.50");
    }

    #[test]
    fn a_chance_short_of_certain_is_never_written_as_certain() {
        assert_eq!(chance(Lang::En, 99.97), "> 99.9%");
        assert_eq!(chance(Lang::Fr, 0.01), "< 0,1\u{202f}%");
        assert_eq!(chance(Lang::En, 100.0), "100.0%");
        assert_eq!(chance(Lang::En, 41.7), "41.7%");
    }

    #[test]
    fn a_percentage_keeps_its_sign_with_its_number() {
        assert_eq!(percent(Lang::En, 99.71), "99.7%");
        assert_eq!(percent(Lang::Fr, 99.71), "99,7\u{202f}%");
    }

    #[test]
    fn french_is_singular_under_two() {
        let armies = |lang, x| quantity(lang, x, ("army", "armies"), ("régiment", "régiments"));
        assert_eq!(armies(Lang::Fr, 0.6), "0,6\u{a0}régiment");
        assert_eq!(armies(Lang::Fr, 1.96), "2,0\u{a0}régiments");
        assert_eq!(armies(Lang::Fr, 2.4), "2,4\u{a0}régiments");
        assert_eq!(armies(Lang::En, 0.6), "0.6 armies");
        assert_eq!(armies(Lang::En, 1.0), "1.0 army");
        assert!(!is_plural(Lang::Fr, 1.5));
        assert!(is_plural(Lang::En, 0.0));
        assert_eq!(labelled(Lang::Fr, "Ada", "11"), "Ada\u{202f}: 11");
        assert_eq!(labelled(Lang::En, "Ada", "11"), "Ada: 11");
    }

    #[test]
    fn ordinals_take_each_languages_ending() {
        let fr: Vec<String> = [1, 2, 5].map(|n| ordinal(Lang::Fr, n)).into();
        assert_eq!(fr, ["1ᵉʳ", "2ᵉ", "5ᵉ"]);
        let en: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 102]
            .map(|n| ordinal(Lang::En, n))
            .into();
        assert_eq!(
            en,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "102nd"
            ]
        );
    }
}
