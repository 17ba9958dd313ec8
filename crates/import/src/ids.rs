//! Keys for an imported board and its places: kebab-case from their names, unique, and a
//! board key that is the same on every device that imports the same files.

/// `name` in kebab-case ASCII (`Côte d'Ivoire` → `cote-d-ivoire`), or `place` if nothing is
/// left.
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        let c = match c {
            'à' | 'â' | 'ä' | 'á' | 'ã' | 'å' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'î' | 'ï' | 'í' | 'ì' => 'i',
            'ô' | 'ö' | 'ó' | 'ò' | 'õ' => 'o',
            'ù' | 'û' | 'ü' | 'ú' => 'u',
            'ç' => 'c',
            'ñ' => 'n',
            other => other.to_ascii_lowercase(),
        };
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    let out = out.trim_end_matches('-');
    if out.is_empty() {
        "place".into()
    } else {
        out.chars().take(40).collect()
    }
}

/// Slugs of `names`, a number added to any that repeats (`georgia`, `georgia-2`).
pub fn unique_slugs<'a>(names: impl Iterator<Item = &'a str>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for name in names {
        let base = slug(name);
        let mut key = base.clone();
        let mut n = 2;
        while out.contains(&key) {
            key = format!("{base}-{n}");
            n += 1;
        }
        out.push(key);
    }
    out
}

/// A 32-bit FNV-1a hash of the map's files, in hex: the board's key ends with it, so the same
/// files give the same board everywhere and different ones never clash.
pub fn fingerprint(parts: &[&[u8]]) -> String {
    let mut hash: u32 = 0x811c_9dc5;
    for part in parts {
        for &byte in part.iter().chain(&[0xff]) {
            hash ^= u32::from(byte);
            hash = hash.wrapping_mul(0x0100_0193);
        }
    }
    format!("{hash:08x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_kebab_case_and_unique() {
        assert_eq!(slug("Côte d'Ivoire"), "cote-d-ivoire");
        assert_eq!(slug("???"), "place");
        assert_eq!(
            unique_slugs(["Georgia", "Georgia", "georgia"].into_iter()),
            ["georgia", "georgia-2", "georgia-3"]
        );
    }
}
