//! The player strip: every player and force at the table with its colour (and pattern), name,
//! bot level, territories, armies and cards in hand (a count only), whose turn it is, and in
//! 003 the leader and points. The player to move comes first, the others in turn order (the
//! chips stay in seat order in the page, each drawn once for its seat, and the stylesheet
//! places them from the player to move: `--turn` on the strip, `--seat` on each chip); on a
//! phone the chips shrink to colour and counts (the banner names who plays), and a legend of
//! the counts' signs stands beside them, never cut. However many players, every chip stays in
//! view whole: the strip squeezes its chips a step at a time until none is cut ([`fit`]).

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::reads::{seat_name, with_state};
use crate::engine::bot::Level;
use crate::engine::i18n::Lang;
use crate::engine::state::{Colour, ForceId, ForceKind, Leader};
use crate::engine::text::empire_text::leader_name;
use crate::ui::in_steps::{Part, drawn};
use crate::ui::palette;
use crate::ui::phrases::{colour_name, say, tr};
use crate::ui::settings::Settings;
use crate::ui::shown::Shown;
use crate::ui::store::GameStore;

/// What the strip shows of one force: public facts only.
#[derive(Clone, Debug, PartialEq)]
struct Chip {
    seat: u8,
    colour: Colour,
    bot: Option<Level>,
    territories: usize,
    armies: u32,
    cards: usize,
    turn: bool,
    out: bool,
    /// 003: the leader.
    leader: Option<Leader>,
    /// 003: the victory points.
    points: Option<u32>,
    /// Starting armies still to place, during setup.
    to_place: u32,
}

/// A bot level in words.
fn level_name(lang: Lang, level: Level) -> &'static str {
    match level {
        Level::Easy => tr(lang, "easy bot", "robot facile"),
        Level::Normal => tr(lang, "normal bot", "robot normal"),
        Level::Hard => tr(lang, "hard bot", "robot difficile"),
        Level::Expert => tr(lang, "expert bot", "robot expert"),
    }
}

/// `n` with its noun agreeing with it, in `lang` (French: singular for 0 and 1).
fn counted(
    lang: Lang,
    n: u64,
    one: (&'static str, &'static str),
    many: (&'static str, &'static str),
) -> String {
    let n = u32::try_from(n).unwrap_or(u32::MAX);
    crate::ui::phrases::count(lang, n, (one.0, many.0), (one.1, many.1))
}

/// The strip's ways of squeezing its chips, tried in turn (`data-fit` on the bar; the CSS
/// says what each does): as they come; names over their bot level and leader with the counts
/// two a row; as on a phone (an initial for the name, except the player to move's, the counts
/// stacked); the player to move's initial too; the chips on two rows.
const FITS: [&str; 5] = ["0", "1", "2", "3", "4"];

/// Squeezes the chips of `strip` (in `bar`) by the first of [`FITS`] that leaves none cut.
fn fit(bar: &web_sys::Element, strip: &web_sys::Element) {
    for level in FITS {
        let _ = bar.set_attribute("data-fit", level);
        // Reading the widths lays the strip out at this level.
        if strip.scroll_width() <= strip.client_width() {
            break;
        }
    }
}

/// The strip of players.
#[component]
pub fn PlayerStrip(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let settings = expect_context::<RwSignal<Settings>>();
    let chips = Memo::new(move |_| {
        let levels: Vec<Option<Level>> = store.seated.with(|seats| {
            seats
                .iter()
                .map(|(_, bot)| bot.as_deref().and_then(|b| b.parse().ok()))
                .collect()
        });
        with_state(store, |s| {
            let deciding = s.deciding_seat();
            (0..s.forces.len())
                .filter_map(|i| {
                    let id = ForceId(i as u8);
                    let force = s.force(id);
                    let territories = s.territory_count(id);
                    let is_player = force.kind == ForceKind::Player;
                    // Extra forces (neutral, independents, allies) show while they stand.
                    if !is_player && territories == 0 && force.setup_armies == 0 {
                        return None;
                    }
                    let view = s.seen_by(deciding);
                    Some(Chip {
                        seat: id.0,
                        colour: force.colour,
                        bot: levels.get(i).copied().flatten(),
                        territories,
                        armies: s.territories.iter().map(|h| h.share(id)).sum(),
                        cards: view.card_count(id),
                        turn: id == deciding,
                        out: force.eliminated,
                        leader: force.leader,
                        points: s.plays_empire().then_some(force.victory_points),
                        // A neutral's or the 002 ally's half, while the other player places it.
                        to_place: force.setup_armies
                            + if s.placing_force() == id && id != s.turn.current {
                                s.turn.reserve
                            } else {
                                0
                            },
                    })
                })
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    });
    // The seat to move: the strip's order and each chip's turn marks follow it, so they change
    // when the turn passes, not at every count a bots' batch changes.
    let turn = Memo::new(move |_| chips.with(|c| c.iter().find(|c| c.turn).map(|c| c.seat)));
    // A chip is drawn for who sits at its place; its counts and its sentence for a screen
    // reader follow the place's memo, so a bots' batch rewrites a few numbers, not the chip.
    let chip = move |here: Memo<Option<Chip>>| {
        let c = here.get_untracked()?;
        let lang = lang.get();
        let name = seat_name(store, lang, c.seat);
        let leader = c.leader.map(|l| leader_name(lang, l));
        // The bot level and the leader, under the name when the chips are squeezed.
        let sub = [c.bot.map(|level| level_name(lang, level)), leader]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(" · ");
        let label = {
            let name = name.clone();
            move || here.with(|h| h.as_ref().map(|c| chip_label(lang, &name, c)))
        };
        let count_of =
            move |read: fn(&Chip) -> u32| move || here.with(|h| h.as_ref().map_or(0, read));
        // An Expert to move, while its search has not answered: its token pulses, and a
        // screen reader hears that it thinks (the other levels answer at once).
        let seat = c.seat;
        let turn = move || turn.get() == Some(seat);
        let thinking = move || turn() && c.bot == Some(Level::Expert) && store.waiting.get();
        let name_now = name.clone();
        let shape = crate::ui::board::token_shape(c.colour, settings.get().patterns);
        let initial: String = name.chars().take(1).collect();
        Some(view! {
            <li
                class="player-chip"
                class:turn=turn
                class:out=c.out
                style=format!("--seat:{seat}")
                data-testid=format!("player-{seat}")
                aria-label=label
                aria-current=move || turn().then_some("true")
                class:thinking=thinking
            >
                <svg class="chip-token" viewBox="-20 -20 40 40" aria-hidden="true">
                    <path d=shape fill=palette::fill(c.colour) />
                    // The name's initial, which a phone's chip shows in place of the name.
                    <text class="chip-initial" y="7" fill=palette::ink(c.colour)>{initial}</text>
                </svg>
                <span class="chip-name" aria-hidden="true">
                    <span class="chip-who">{name}</span>
                    {(!sub.is_empty()).then(|| view! { <span class="chip-sub">{sub}</span> })}
                </span>
                {(c.bot == Some(Level::Expert)).then(|| view! {
                    <Shown when=thinking>
                        <span class="visually-hidden" role="status" data-testid="bot-thinking">{format!("{name_now} {}", tr(lang, "is thinking", "réfléchit"))}</span>
                    </Shown>
                })}
                <span class="chip-facts" aria-hidden="true">
                    <span title=tr(lang, "territories", "territoires")>"▦ "{count_of(|c| c.territories as u32)}</span>
                    <span title=tr(lang, "armies", "régiments")>"● "{count_of(|c| c.armies)}</span>
                    <span title=tr(lang, "cards", "cartes")>"▭ "{count_of(|c| c.cards as u32)}</span>
                    {c.points.map(|_| view! { <span title=tr(lang, "points", "points")>"★ "{count_of(|c| c.points.unwrap_or(0))}</span> })}
                    {(c.to_place > 0).then(|| view! { <span class="to-place">"+"{count_of(|c| c.to_place)}</span> })}
                </span>
            </li>
        })
    };
    // Each place in the strip follows its own chip, and is drawn again only when who sits
    // there changes, not when their counts or the turn do (a bots' batch changes counts, and
    // the turn passes at every army placed during the setup).
    let count = Memo::new(move |_| chips.with(Vec::len));
    let chip_at = move |k: usize| {
        let here = Memo::new(move |_| chips.with(|c| c.get(k).cloned()));
        let who = Memo::new(move |_| here.with(|c| c.as_ref().map(Chip::without_counts)));
        move || {
            who.track();
            chip(here)
        }
    };
    // The chips come in a step of their own on the game screen (`in_steps.rs`); a memo, so
    // that the screen's later steps neither draw them again nor fit them.
    let players_drawn = drawn(Part::Players);
    let chips_drawn = Memo::new(move |_| players_drawn());
    // When the turn passes, the strip scrolls back to its start, where the player to move is.
    let strip = NodeRef::<leptos::html::Ol>::new();
    // (Not when the strip is first drawn: it starts there, and setting the scroll lays the
    // whole new screen out in the task that draws it.)
    Effect::new(move |drawn: Option<bool>| {
        turn.track();
        let strip = strip.get();
        if drawn == Some(true)
            && let Some(strip) = &strip
        {
            strip.set_scroll_left(0);
        }
        strip.is_some()
    });
    // Squeezes the chips to fit whenever they, the language or the window's width change.
    let bar = NodeRef::<leptos::html::Div>::new();
    // (A frame later the strip may be gone with its screen: then there is nothing to fit.)
    let refit = move || {
        if let (Some(Some(bar)), Some(Some(strip))) =
            (bar.try_get_untracked(), strip.try_get_untracked())
        {
            fit(bar.unchecked_ref(), strip.unchecked_ref());
        }
    };
    // Only what can change the chips' widths: a new army count of as many digits leaves the
    // fit as it was, and laying the page out at each fit level is dear on a slow tablet.
    let widths =
        Memo::new(move |_| chips.with(|c| c.iter().map(Chip::width_key).collect::<Vec<_>>()));
    // A fit waits for the frame, which lays the page out anyway (before it is painted, so no
    // frame shows the old fit): measuring at once would lay the page out in the task that
    // changed it (a bots' batch, at the start of each turn), a second time.
    Effect::new(move |_| {
        widths.track();
        lang.track();
        settings.track();
        if chips_drawn.get() && bar.get().is_some() && strip.get().is_some() {
            request_animation_frame(refit);
        }
    });
    let resize = window_event_listener(leptos::ev::resize, move |_| refit());
    on_cleanup(move || resize.remove());
    view! {
        <div class="players-bar" node_ref=bar>
            // Focusable so a keyboard can scroll it sideways when the players overflow it.
            <ol node_ref=strip class="player-strip" data-testid="players" tabindex="0" aria-label=say(lang, "Players", "Joueurs")
                style=move || format!("--turn:{}", turn.get().unwrap_or(0))>
                {move || chips_drawn.get().then(|| (0..count.get()).map(chip_at).collect_view())}
            </ol>
            // What the chips' signs count, in words (touch screens show no tooltips), one
            // sign a line beside the chips, so it is never cut.
            <p class="strip-legend" aria-hidden="true">
                <span>{say(lang, "▦ territories", "▦ territoires")}</span>
                <span>{say(lang, "● armies", "● régiments")}</span>
                <span>{say(lang, "▭ cards", "▭ cartes")}</span>
                <Shown when=move || chips.with(|c| c.iter().any(|c| c.points.is_some()))>
                    <span>{say(lang, "★ points", "★ points")}</span>
                </Shown>
            </p>
        </div>
    }
}

/// What a screen reader hears of a chip: who, their colour, their counts, their leader, and
/// whether they are to play or out.
fn chip_label(lang: Lang, name: &str, c: &Chip) -> String {
    let mut facts = vec![
        counted(
            lang,
            c.territories as u64,
            ("territory", "territoire"),
            ("territories", "territoires"),
        ),
        counted(
            lang,
            u64::from(c.armies),
            ("army", "régiment"),
            ("armies", "régiments"),
        ),
        counted(lang, c.cards as u64, ("card", "carte"), ("cards", "cartes")),
    ];
    if c.to_place > 0 {
        facts.push(match lang {
            Lang::En => format!("{} to place", c.to_place),
            Lang::Fr => format!("{} à placer", c.to_place),
        });
    }
    if let Some(points) = c.points {
        facts.push(counted(
            lang,
            u64::from(points),
            ("point", "point"),
            ("points", "points"),
        ));
    }
    let who = match c.bot {
        Some(level) => format!("{name} ({})", level_name(lang, level)),
        None => name.to_owned(),
    };
    let mut label = format!(
        "{who}, {}{} {}",
        colour_name(lang, c.colour),
        if lang == Lang::Fr { " :" } else { ":" },
        facts.join(", ")
    );
    if let Some(leader) = c.leader {
        label += &format!(", {}", leader_name(lang, leader));
    }
    if c.turn {
        label += tr(lang, ", to play", ", à son tour");
    }
    if c.out {
        label += tr(lang, ", out of the game", ", hors jeu");
    }
    label
}

impl Chip {
    /// The chip with its counts and turn set aside (whether it has points and armies to place
    /// kept): who sits at a place, which the chip's drawing follows.
    fn without_counts(&self) -> Chip {
        Chip {
            territories: 0,
            armies: 0,
            cards: 0,
            points: self.points.map(|_| 0),
            to_place: self.to_place.min(1),
            turn: false,
            ..self.clone()
        }
    }

    /// What of the chip sets its width: who and what it names, and how many digits each count
    /// has (the strip's digits are all as wide).
    fn width_key(&self) -> (u8, Option<Level>, Option<Leader>, bool, bool, [u32; 5]) {
        let digits = |n: u64| n.checked_ilog10().unwrap_or(0);
        let counts = [
            digits(self.territories as u64),
            digits(u64::from(self.armies)),
            digits(self.cards as u64),
            self.points.map_or(0, |p| 1 + digits(u64::from(p))),
            if self.to_place > 0 {
                1 + digits(u64::from(self.to_place))
            } else {
                0
            },
        ];
        (
            self.seat,
            self.bot,
            self.leader,
            self.turn,
            self.out,
            counts,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ada() -> Chip {
        Chip {
            seat: 0,
            colour: Colour::Red,
            bot: Some(Level::Hard),
            territories: 1,
            armies: 3,
            cards: 0,
            turn: true,
            out: false,
            leader: None,
            points: None,
            to_place: 0,
        }
    }

    #[test]
    fn a_chip_is_read_out_with_its_counts_agreeing_in_both_languages() {
        assert_eq!(
            chip_label(Lang::En, "Ada", &ada()),
            "Ada (hard bot), red: 1 territory, 3 armies, 0 cards, to play"
        );
        assert_eq!(
            chip_label(Lang::Fr, "Ada", &ada()),
            "Ada (robot difficile), rouge\u{202f}: 1\u{a0}territoire, 3\u{a0}régiments, 0\u{a0}carte, à son tour"
        );
    }

    #[test]
    fn a_chip_is_drawn_again_for_who_sits_there_not_for_its_counts_or_the_turn() {
        let more = Chip {
            armies: 30,
            territories: 12,
            ..ada()
        };
        assert_eq!(ada().without_counts(), more.without_counts());
        let placing = Chip {
            to_place: 5,
            ..ada()
        };
        assert_ne!(ada().without_counts(), placing.without_counts());
        let waiting = Chip {
            turn: false,
            ..ada()
        };
        assert_eq!(ada().without_counts(), waiting.without_counts());
    }
}
