//! The words the catalogs give, kept as goldens (`tests/goldens/`): they were checked byte for
//! byte against the engine's own Rust sentences before those were removed (issue 52), and keep
//! every later change to a catalog's English or French a deliberate one. A changed text fails
//! with the golden's name; `LAMORISSE_BLESS=1 cargo test -p lamorisse-words` writes the goldens
//! anew (read the diff before committing it).

use std::path::PathBuf;

/// The golden file `name`.
fn path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/goldens")
        .join(name)
}

/// Checks that `text` is the golden `name` (or writes it, blessing).
pub(crate) fn check(name: &str, text: &str) {
    let file = path(name);
    if std::env::var_os("LAMORISSE_BLESS").is_some() {
        std::fs::write(&file, text).expect("the goldens' folder is writable");
        return;
    }
    let kept = std::fs::read_to_string(&file).unwrap_or_default();
    if kept != text {
        let line = kept
            .lines()
            .zip(text.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(kept.lines().count().min(text.lines().count()));
        panic!(
            "{} differs from the catalogs' words at line {}:\n  kept: {:?}\n  said: {:?}\n\
             (LAMORISSE_BLESS=1 writes the goldens anew)",
            file.display(),
            line + 1,
            kept.lines().nth(line).unwrap_or(""),
            text.lines().nth(line).unwrap_or(""),
        );
    }
}

/// A text's FNV-1a hash, for a golden of long texts (a whole game's log) kept as one line.
pub(crate) fn fnv(text: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}
