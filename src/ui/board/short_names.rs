//! Shortened territory names, for where the map is too crowded to write a long name whole
//! (the full name shows at a tap). Written by hand in the catalogs, as a cartographer
//! abbreviates, for every name of more than nine letters on the three boards (each place's
//! `.short`: `catalogs::place_short`); derived from the name by the same habits on an
//! imported board ([`derived`]).

/// Whether `c` is a vowel (where a cartographer cuts a word: before one).
fn vowel(c: char) -> bool {
    "aeiouyàâäáéèêëíîïóôöúùûü".contains(c.to_ascii_lowercase())
}

/// `word` shortened as a cartographer would: a compass word to its initial, "and" to "&",
/// a word of seven letters or more cut after a consonant that stands before a vowel (the
/// `depth`-th such cut from the third letter on), with a full stop; else the word itself.
fn shorten_word(word: &str, depth: usize) -> String {
    let stem = word.strip_suffix("ern").unwrap_or(word);
    for w in ["North", "South", "East", "West", "Central"] {
        if stem.eq_ignore_ascii_case(w) {
            return w[..1].to_owned() + ".";
        }
    }
    if word.eq_ignore_ascii_case("and") {
        return "&".into();
    }
    let chars: Vec<char> = word.chars().collect();
    let cut = (3..chars.len().saturating_sub(1))
        .filter(|&k| {
            chars.len() >= 7
                && !vowel(chars[k - 1])
                && !".-'".contains(chars[k - 1])
                && vowel(chars[k])
        })
        .nth(depth);
    match cut {
        Some(k) => chars[..k].iter().chain(&['.']).collect(),
        None => word.to_owned(),
    }
}

/// A shortened form of `name` for an imported board, if one is shorter by two letters or
/// more: each word shortened ([`shorten_word`]), cut `depth` places further on to tell apart
/// two names that would read alike ("Slov." for both Slovakia and Slovenia); a name still
/// longer than [`LONGEST`] is written with its words' initials ("B. & H.").
pub fn derived(name: &str, depth: usize) -> Option<String> {
    let words: Vec<String> = name
        .split(' ')
        .map(|word| shorten_word(word, depth))
        .collect();
    let mut short = words.join(" ");
    if short.chars().count() > LONGEST && depth == 0 {
        let initial = |w: &String| match w.chars().next() {
            Some(c) if c != '&' => format!("{c}."),
            _ => w.clone(),
        };
        short = words.iter().map(initial).collect::<Vec<_>>().join(" ");
    }
    (short.chars().count() + 2 <= name.chars().count()).then_some(short)
}

/// The longest shortened form written with its words cut; longer, it takes their initials.
const LONGEST: usize = 12;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::board::Board;

    #[test]
    fn an_imported_name_is_shortened_as_a_cartographer_would() {
        let cases = [
            ("Bosnia and Herzegovina", "B. & H."),
            ("North Macedonia", "N. Mac."),
            ("Northern Italy", "N. Italy"),
            ("Western Russia", "W. Russia"),
            ("Czech Republic", "Czech Rep."),
            ("Switzerland", "Switz."),
            ("Luxembourg", "Lux."),
            ("Hungary", "Hung."),
        ];
        for (name, short) in cases {
            assert_eq!(derived(name, 0).as_deref(), Some(short), "{name}");
        }
        assert_eq!(derived("Slovakia", 0), derived("Slovenia", 0));
        // Cut further on, the two save too little: both names stay whole.
        assert_eq!(derived("Slovakia", 1), None);
        assert_eq!(derived("Spain", 0), None);
    }

    /// Every shortened name of the English and French catalogs is its place's, and shorter.
    #[test]
    fn every_short_name_belongs_to_a_territory_and_is_shorter() {
        use lamorisse_words::Catalog;
        let boards = [Board::world(), Board::europe_1810(), Board::roman_empire()];
        let mut given = 0;
        for (code, lang) in [
            ("en", crate::engine::i18n::Lang::En),
            ("fr", crate::engine::i18n::Lang::Fr),
        ] {
            let catalog = Catalog::builtin(code).expect("a built-in catalog");
            for board in boards {
                for t in &board.territories {
                    let id = format!("{}-{}", board.key, t.key);
                    if let Some(short) = catalog.plain(&id, Some("short")) {
                        let name = t.name.get(lang);
                        assert!(
                            short.chars().count() <= name.chars().count(),
                            "{id}: {short}"
                        );
                        given += 1;
                    }
                }
            }
        }
        assert!(given >= 140, "{given}");
    }
}
