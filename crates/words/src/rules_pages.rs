//! The rules pages' files the page loads, one a language (`public/rules/<code>.txt`,
//! `src/ui/rules_pages.rs`), written from the catalogs' `rules.ftl` (issue 52): a line
//! `[<code> <preset>]` starts a page, each line after it is one paragraph
//! (`rules-<preset>-<n>`, in order).

use crate::catalog::Catalog;
use lamorisse_engine::presets::PRESET_IDS;

/// The notes at the top of the file.
const HEADER: &str =
    "# The rules pages of every playable preset in one language (src/ui/rules_pages.rs), loaded when
# a player opens the rules. A line \"[LANG PRESET]\" starts a page; each line after it is one paragraph; a
# paragraph of a decision of RULINGS.md that is not in the box starts with the language's mark,
# \"(house rule)\", \"(règle maison)\"... Lines starting with \"#\" are notes like these.
";

/// One preset's paragraphs in `catalog`'s language, in order.
pub fn paragraphs(catalog: &Catalog, preset: &str) -> Vec<String> {
    (1..)
        .map_while(|n| catalog.plain(&format!("rules-{preset}-{n}"), None))
        .collect()
}

/// The whole file, every preset (in the order of their ids) in each of `catalogs`' languages.
pub fn pages_text(catalogs: &[&Catalog]) -> String {
    let mut presets = PRESET_IDS.to_vec();
    presets.sort_unstable();
    let mut text = String::from(HEADER);
    for preset in presets {
        for catalog in catalogs {
            text.push_str(&format!("\n[{} {preset}]\n", catalog.code()));
            for paragraph in paragraphs(catalog, preset) {
                text.push_str(&paragraph);
                text.push('\n');
            }
        }
    }
    text
}
