//! Shortened territory names, for where the map is too crowded to write a long name whole
//! (the full name shows at a tap). Written by hand, as a cartographer abbreviates, for every
//! name of more than nine letters on the three boards; derived from the name by the same
//! habits on an imported board ([`derived`]).

use crate::engine::i18n::Lang;

/// (territory key, English, French) for each name with a shortened form.
const SHORT: &[(&str, &str, &str)] = &[
    // The world (books 000-002).
    ("northwest-territory", "NW Territory", "Terr. N.-O."),
    ("western-us", "W. US", "Ouest É.-U."),
    ("eastern-us", "E. US", "Est É.-U."),
    ("central-america", "C. America", "Am. centr."),
    ("venezuela", "Venez.", "Venez."),
    ("argentina", "Argent.", "Argent."),
    ("greenland", "Greenl.", "Groenl."),
    ("scandinavia", "Scand.", "Scand."),
    ("great-britain", "G. Britain", "G.-Bretagne"),
    ("northern-europe", "N. Europe", "Eur. du N."),
    ("western-europe", "W. Europe", "Eur. occ."),
    ("southern-europe", "S. Europe", "Eur. du S."),
    ("north-africa", "N. Africa", "Afr. du N."),
    ("east-africa", "E. Africa", "Afr. or."),
    ("south-africa", "S. Africa", "Afr. du S."),
    ("madagascar", "Madag.", "Madag."),
    ("afghanistan", "Afghan.", "Afghan."),
    ("middle-east", "Mid. East", "M.-Orient"),
    ("kamchatka", "Kamch.", "Kamtch."),
    ("indonesia", "Indon.", "Indon."),
    ("new-guinea", "N. Guinea", "N.-Guinée"),
    ("western-australia", "W. Austr.", "Austr. occ."),
    ("eastern-australia", "E. Austr.", "Austr. or."),
    ("mongolia", "Mong.", "Mong."),
    // Europe in 1810 (book 004).
    ("northern-england", "N. England", "Angl. du N."),
    ("southern-england", "S. England", "Angl. du S."),
    ("andalusia", "Andal.", "Andal."),
    ("ile-de-france", "Île-de-Fr.", "Île-de-Fr."),
    ("low-countries", "Holl. & Belg.", "Holl. et Belg."),
    ("westphalia", "Westph.", "Westph."),
    ("mecklenburg", "Meckl.", "Meckl."),
    ("wurttemberg", "Württ.", "Wurt."),
    ("rome", "Tusc. & Rome", "Tosc. et Rome"),
    ("east-prussia", "E. Prussia", "Prusse-Or."),
    ("pomerania", "Pomer.", "Pomér."),
    ("brandenburg", "Brandenb.", "Brandeb."),
    ("warsaw", "Warsaw", "Varsovie"),
    ("transylvania", "Transylv.", "Transylv."),
    ("st-petersburg", "St Petersb.", "St-Pétersb."),
    ("white-russia", "White Rus.", "Russie Bl."),
    ("lithuania", "Lithuan.", "Lituanie"),
    // The Roman Empire (book 003): Latin names in English, French ones in French.
    ("belgica", "G. Belgica", "G. belgique"),
    ("gallia-celtica", "G. Celtica", "G. celtique"),
    ("narbonensis", "Narbon.", "Narbon."),
    ("gallia-cisalpina", "G. Cisalpina", "G. cisalpine"),
    ("umbria", "Umbr. & Pic.", "Ombr. et Pic."),
    ("latium", "Lat. & Camp.", "Lat. et Camp."),
    ("apulia", "Apul. & Cal.", "Apul. et Cal."),
    ("bruttium", "Brutt. & Luc.", "Brutt. et Luc."),
    ("sardinia", "Sard. & Cors.", "Sard. et Corse"),
    ("cantabria", "Cant. & Ast.", "Cant. et Ast."),
    ("tarraconensis", "Tarrac.", "Tarrac."),
    ("celtiberia", "Celtib.", "Celtib."),
    ("mauretania-occidentalis", "Maur. Occ.", "Maur. occ."),
    ("mauretania-orientalis", "Maur. Or.", "Maur. or."),
    ("africa-proconsularis", "Afr. Procons.", "Afr. procons."),
    ("tripolitania", "Tripolit.", "Tripolit."),
    ("bithynia", "Bith. & Pont.", "Bith. et Pont"),
    ("galatia", "Gal. & Capp.", "Gal. et Capp."),
    ("syria", "Syr. & Iud.", "Syr. et Jud."),
    ("germania", "Germ. Magna", "Gde Germanie"),
    ("raetia", "Raet. & Nor.", "Rhét. et Nor."),
    ("macedonia", "Maced.", "Macéd."),
    ("aquitania", "Aquit.", "Aquit."),
    ("caledonia", "Caled.", "Caléd."),
    ("britannia", "Britann.", "Gde-Bret."),
    ("lusitania", "Lusit.", "Lusit."),
    ("gallaecia", "Gallaec.", "Galléc."),
    ("illyricum", "Illyr.", "Illyr."),
    ("cyrenaica", "Cyren.", "Cyrén."),
];

/// The shortened name of the territory `key` in `lang`, if it has one.
pub fn short_name(lang: Lang, key: &str) -> Option<&'static str> {
    SHORT
        .iter()
        .find(|(k, _, _)| *k == key)
        .map(|&(_, en, fr)| match lang {
            Lang::En => en,
            Lang::Fr => fr,
        })
}

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

    #[test]
    fn every_short_name_belongs_to_a_territory_and_is_shorter() {
        let boards = [Board::world(), Board::europe_1810(), Board::roman_empire()];
        for &(key, en, fr) in SHORT {
            let territory = boards
                .iter()
                .flat_map(|b| b.territories.iter())
                .find(|t| t.key == key)
                .unwrap_or_else(|| panic!("{key} is no territory"));
            assert!(
                en.chars().count() < territory.name.en.chars().count(),
                "{key}: {en}"
            );
            assert!(
                fr.chars().count() <= territory.name.fr.chars().count(),
                "{key}: {fr}"
            );
        }
    }

    /// Every shortened name is its place's `.short` in the English and French catalogs
    /// (issue 52: the map will read them there).
    #[test]
    fn the_catalogs_give_every_shortened_name() {
        use lamorisse_words::Catalog;
        let boards = ["world", "europe-1810", "roman-empire"];
        for (code, pick) in [("en", 1), ("fr", 2)] {
            let catalog = Catalog::builtin(code).expect("a built-in catalog");
            for &(key, en, fr) in SHORT {
                let wanted = if pick == 1 { en } else { fr };
                let given = boards
                    .iter()
                    .find_map(|b| catalog.plain(&format!("{b}-{key}"), Some("short")));
                assert_eq!(given.as_deref(), Some(wanted), "{code} {key}");
            }
        }
    }
}
