//! The rules page of each playable preset: a summary in our own words, in the player's
//! language, with the decisions of RULINGS.md that are not in the box marked "(house rule)".
//! The paragraphs live in `public/rules/<code>.txt`, one file a language, loaded the first
//! time a player opens the rules in it (they are the app's largest text, kept out of the first
//! load: docs/performance.md).

use leptos::prelude::*;

use crate::engine::board::Board;
use crate::engine::i18n::Lang;
use crate::engine::missions::Mission;
use crate::engine::presets::preset;
use crate::engine::rules::MissionDeck;
use crate::engine::text::mission_message::mission_message;
use crate::ui::editions::{EDITIONS, edition_name, full_name, game_name};
use crate::ui::phrases::say;
use crate::ui::words::catalogs::speak;
use crate::ui::words::{W, word};

/// Every preset's paragraphs in the languages loaded so far, read from `public/rules/<code>.txt`:
/// a line `[LANG PRESET]` starts a page, each line after it is a paragraph, `#` starts a note.
#[derive(Clone, Debug, Default)]
struct Pages(Vec<(String, Vec<String>)>);

impl Pages {
    /// Reads the pages' text.
    fn read(text: &str) -> Pages {
        let mut pages: Vec<(String, Vec<String>)> = Vec::new();
        for line in text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
        {
            match (
                line.strip_prefix('[').and_then(|l| l.strip_suffix(']')),
                pages.last_mut(),
            ) {
                (Some(heading), _) => pages.push((heading.to_string(), Vec::new())),
                (None, Some((_, paragraphs))) => paragraphs.push(line.to_string()),
                (None, None) => {}
            }
        }
        Pages(pages)
    }

    /// The paragraphs of preset `id` in `lang` (none for an unknown preset).
    fn summary(&self, lang: Lang, id: &str) -> Vec<String> {
        let heading = format!("{} {id}", lang.code());
        let page = self.0.iter().find(|(h, _)| *h == heading);
        page.map(|(_, paragraphs)| paragraphs.clone())
            .unwrap_or_default()
    }

    /// Whether `lang`'s pages are in.
    fn has(&self, lang: Lang) -> bool {
        let heading = format!("{} ", lang.code());
        self.0.iter().any(|(h, _)| h.starts_with(&heading))
    }
}

/// `lang`'s pages' text: inline in the single-file edition (`<script type="text/plain"
/// id="rules-<code>">`, scripts/single-file.mjs), else fetched from `rules/<code>.txt` (relative
/// to the page, so the app works from any sub-path).
async fn pages_text(lang: Lang) -> Option<String> {
    let code = lang.code();
    let url = format!("rules/{code}.txt");
    crate::ui::fetched::inline_or_fetched(&format!("rules-{code}"), &url).await
}

/// What the page says when the paragraphs are not there yet, or could not be loaded.
fn waiting_words(lang: Lang, failed: bool) -> &'static str {
    if failed {
        word(lang, W::THE_RULES_COULD_NOT_BE_LOADED)
    } else {
        word(lang, W::OPENING_THE_RULES)
    }
}

/// The objective cards a preset deals, listed for its page when they are ours (000 Risk
/// Mission's 28, 004's 13).
fn deck_list(lang: Lang, id: &str) -> Option<impl IntoView + use<>> {
    let rules = preset(id)?;
    let ours = |d: &MissionDeck| {
        d.is_ranked() || matches!(d, MissionDeck::Napoleon1999 | MissionDeck::RomanEmpire)
    };
    let board = Board::by_key(&rules.board).unwrap_or_else(Board::world);
    let deck = rules.missions.filter(ours)?.cards(board);
    Some(view! {
        <ol class="objective-deck" data-testid="objective-deck">
            {deck.into_iter().map(|m| view! { <li>{move || deck_card(lang, &m, board)}</li> }).collect_view()}
        </ol>
    })
}

/// An objective card of a deck, in words (a deck's cards name no player).
fn deck_card(lang: Lang, mission: &Mission, board: &Board) -> String {
    let nobody = |_: u8| lamorisse_words::forms::Named::Player(String::new());
    speak(lang, &mission_message(mission, board), board, &nobody)
}

/// The rules pages: a preset picker and its summary. The picker appears once the paragraphs
/// are loaded, so a tab chosen always shows its page at once.
#[component]
pub fn RulesPages(lang: Signal<Lang>) -> impl IntoView {
    // The pages of the languages loaded so far, and those that could not be.
    let pages = RwSignal::new(Pages::default());
    let failed = RwSignal::new(Vec::<Lang>::new());
    // The language shown's pages, fetched the first time they are wanted.
    Effect::new(move |_| {
        let wanted = lang.get();
        if pages.with_untracked(|p| p.has(wanted)) {
            return;
        }
        leptos::task::spawn_local(async move {
            let text = pages_text(wanted).await;
            // A text with none of its pages in it is not the pages (an error page, say).
            match text.as_deref().map(Pages::read).filter(|p| p.has(wanted)) {
                Some(read) => pages.update(|p| p.0.extend(read.0)),
                None => failed.update(|f| f.push(wanted)),
            }
        });
    });
    let chosen = RwSignal::new(
        EDITIONS
            .iter()
            .flat_map(|e| e.playable())
            .next()
            .unwrap_or("parker-1993"),
    );
    let ready = move || pages.with(|p| p.has(lang.get()));
    let busy = move || !ready() && !failed.with(|f| f.contains(&lang.get()));
    view! {
        <section class="rules-pages" data-testid="rules-page" aria-busy=move || busy().to_string()>
            {move || match ready() {
                true => picker(lang, pages, chosen).into_any(),
                false => view! {
                    <p class="rules-waiting" role="status">{move || waiting_words(lang.get(), failed.with(|f| f.contains(&lang.get())))}</p>
                }.into_any(),
            }}
        </section>
    }
}

/// The editions' tabs and the chosen preset's page.
fn picker(
    lang: Signal<Lang>,
    pages: RwSignal<Pages>,
    chosen: RwSignal<&'static str>,
) -> impl IntoView {
    // The tabs beside the text on a wide screen, above it on a narrow one (style/main.css).
    view! {
        <nav class="rules-nav" aria-label=say(lang, W::THE_GAMES)>
            {EDITIONS.iter().filter(|e| !e.playable().is_empty()).map(|edition| view! {
                <div class="rules-edition">
                    <h3>{move || edition_name(lang.get(), edition)}</h3>
                    <div class="rules-tabs" role="tablist" aria-label=move || edition_name(lang.get(), edition)>
                        {edition.playable().into_iter().map(|id| view! {
                            <button role="tab" data-testid=format!("rules-tab-{id}") aria-selected=move || (chosen.get() == id).to_string() on:click=move |_| chosen.set(id)>
                                {move || game_name(lang.get(), id)}
                            </button>
                        }).collect_view()}
                    </div>
                </div>
            }).collect_view()}
        </nav>
        <article class="rules-text" role="tabpanel">
            <h2 class="rules-title">{move || full_name(lang.get(), chosen.get())}</h2>
            {move || pages.with(|p| p.summary(lang.get(), chosen.get())).into_iter().map(|p| {
                let house = p.starts_with('(');
                view! { <p class:house=house>{p}</p> }
            }).collect_view()}
            {move || deck_list(lang.get(), chosen.get())}
        </article>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::presets::PRESET_IDS;

    /// The pages as the app ships them.
    fn shipped() -> Pages {
        let mut pages = Pages::read(include_str!("../../public/rules/en.txt"));
        pages
            .0
            .extend(Pages::read(include_str!("../../public/rules/fr.txt")).0);
        pages
    }

    #[test]
    fn every_playable_preset_has_a_page_in_both_languages_with_house_rules_marked() {
        let pages = shipped();
        let playable: Vec<&str> = EDITIONS.iter().flat_map(|e| e.playable()).collect();
        for id in PRESET_IDS
            .into_iter()
            .filter(|id| preset(id).is_some_and(|r| r.implemented) || playable.contains(id))
        {
            let (en, fr) = (pages.summary(Lang::En, id), pages.summary(Lang::Fr, id));
            assert!(en.len() > 4 && en.len() == fr.len(), "{id}");
            let house_en = en.iter().filter(|p| p.starts_with("(house rule)")).count();
            let house_fr = fr
                .iter()
                .filter(|p| p.starts_with("(règle maison)"))
                .count();
            assert_eq!(house_en, house_fr, "{id}");
        }
    }

    #[test]
    fn the_pages_name_only_presets_that_exist() {
        for (heading, paragraphs) in shipped().0 {
            let (lang, id) = heading
                .split_once(' ')
                .expect("a heading names a language and a preset");
            assert!(
                ["en", "fr"].contains(&lang) && preset(id).is_some(),
                "{heading}"
            );
            assert!(!paragraphs.is_empty(), "{heading}");
        }
    }

    #[test]
    fn french_pages_keep_french_typography() {
        // docs/ui.md "Words": a narrow no-break space before : ; ! ? % » and after «, and
        // the typographic apostrophe.
        let pages = shipped().0;
        let french = pages
            .iter()
            .filter(|(h, _)| h.starts_with("fr "))
            .flat_map(|(_, p)| p);
        for paragraph in french {
            let chars: Vec<char> = paragraph.chars().collect();
            for (i, c) in chars.iter().enumerate() {
                let before = i.checked_sub(1).map(|j| chars[j]);
                let spaced_before = !":;!?%»".contains(*c) || before == Some('\u{202f}');
                let spaced_after = *c != '«' || chars.get(i + 1) == Some(&'\u{202f}');
                assert!(spaced_before && spaced_after, "{c:?} in: {paragraph}");
                assert!(
                    *c != '\'',
                    "a straight apostrophe (French writes ’) in: {paragraph}"
                );
            }
        }
    }
}
