//! What the strip shows of each force, as data: public facts only, read from the state, and
//! what a screen reader hears of it.

use crate::engine::bot::Level;
use crate::engine::i18n::Lang;
use crate::engine::state::{Colour, ForceId, ForceKind, GameState, Leader};
use crate::engine::text::empire_message::leader_word;
use crate::engine::text::message::{Arg, ListStyle, Message, force};
use crate::ui::words::{W, word};

/// What of a chip sets its width: its seat, bot level, leader, turn and being out, and the
/// digits of each count.
pub(super) type WidthKey = (u8, Option<Level>, Option<Leader>, bool, bool, [u32; 5]);

/// What the strip shows of one force: public facts only.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Chip {
    /// The force's seat.
    pub(super) seat: u8,
    /// Its colour.
    pub(super) colour: Colour,
    /// The bot that plays it, if one does.
    pub(super) bot: Option<Level>,
    /// Territories held.
    pub(super) territories: usize,
    /// Armies on the board, a teammate's share of a shared territory apart.
    pub(super) armies: u32,
    /// Cards in hand (a count only).
    pub(super) cards: usize,
    /// It decides now.
    pub(super) turn: bool,
    /// It is out of the game.
    pub(super) out: bool,
    /// 003: the leader.
    pub(super) leader: Option<Leader>,
    /// 003: the victory points.
    pub(super) points: Option<u32>,
    /// Starting armies still to place, during setup.
    pub(super) to_place: u32,
}

/// The chips of every player, and of each extra force (neutral, independents, allies) while
/// it stands; `levels` says which seats bots play.
pub(super) fn chips_in(s: &GameState, levels: &[Option<Level>]) -> Vec<Chip> {
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
        .collect()
}

/// A bot level in words.
pub(super) fn level_name(lang: Lang, level: Level) -> &'static str {
    match level {
        Level::Easy => word(lang, W::EASY_BOT),
        Level::Normal => word(lang, W::NORMAL_BOT),
        Level::Hard => word(lang, W::HARD_BOT),
        Level::Expert => word(lang, W::EXPERT_BOT),
    }
}

/// A bot level's message in the catalogs.
fn level_id(level: Level) -> &'static str {
    match level {
        Level::Easy => "ui-easy-bot",
        Level::Normal => "ui-normal-bot",
        Level::Hard => "ui-hard-bot",
        Level::Expert => "ui-expert-bot",
    }
}

/// What a screen reader hears of a chip: who, their colour, their counts, their leader, and
/// whether they are to play or out (its facts one list).
pub(super) fn chip_label_message(c: &Chip) -> Message {
    use crate::ui::sentences::messages::counted;
    let mut facts = vec![
        counted("ui-count-territories", c.territories as u32),
        counted("ui-count-armies", c.armies),
        counted("ui-count-cards", c.cards as u32),
    ];
    if c.to_place > 0 {
        facts.push(crate::ui::sentences::messages::to_place(c.to_place));
    }
    if let Some(points) = c.points {
        facts.push(counted("ui-count-points", points));
    }
    facts.extend(c.leader.map(|l| Message::word(leader_word(l))));
    if c.turn {
        facts.push(Message::word("ui-chip-to-play"));
    }
    if c.out {
        facts.push(Message::word("ui-chip-out"));
    }
    let player = force(ForceId(c.seat));
    let who = match c.bot {
        Some(level) => Message::new(
            "ui-chip-bot",
            vec![
                ("player", player),
                ("level", crate::engine::text::message::word(level_id(level))),
            ],
        ),
        None => Message::new("ui-chip-player", vec![("player", player)]),
    };
    Message::new(
        "ui-chip-label",
        vec![
            ("who", Arg::Said(Box::new(who))),
            ("colour", Arg::Key(c.colour.key())),
            (
                "facts",
                Arg::List {
                    items: facts,
                    style: ListStyle::Plain,
                },
            ),
        ],
    )
}

impl Chip {
    /// The chip with its counts, armies to place and turn set aside (whether it has points
    /// kept): who sits at a place, which the chip's drawing follows.
    pub(super) fn without_counts(&self) -> Chip {
        Chip {
            territories: 0,
            armies: 0,
            cards: 0,
            points: self.points.map(|_| 0),
            to_place: 0,
            turn: false,
            ..self.clone()
        }
    }

    /// What of the chip sets its width: who and what it names, and how many digits each count
    /// has (the strip's digits are all as wide).
    pub(super) fn width_key(&self) -> WidthKey {
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
        use crate::ui::said_check::said_by;
        assert_eq!(
            said_by(Lang::En, &chip_label_message(&ada()), &["Ada"]),
            "Ada (hard bot), red: 1 territory, 3 armies, 0 cards, to play"
        );
        assert_eq!(
            said_by(Lang::Fr, &chip_label_message(&ada()), &["Ada"]),
            "Ada (robot difficile), rouge\u{202f}: 1\u{a0}territoire, 3\u{a0}régiments, 0\u{a0}carte, à son tour"
        );
    }

    #[test]
    fn every_chip_is_said_in_every_language() {
        use crate::engine::state::Leader;
        use crate::ui::said_check::{records, said};
        let record = &records()[0];
        let s = record.initial_state().expect("a record's start");
        let levels = [
            None,
            Some(Level::Easy),
            Some(Level::Normal),
            Some(Level::Hard),
            Some(Level::Expert),
        ];
        for lang in Lang::ALL {
            for (k, colour) in Colour::ALL.into_iter().enumerate() {
                for (n, bot) in levels.into_iter().enumerate() {
                    let chip = Chip {
                        seat: (k % 3) as u8,
                        colour,
                        bot,
                        territories: n,
                        armies: n as u32 * 2,
                        cards: (n + k) % 3,
                        turn: k % 2 == 0,
                        out: n == 4,
                        leader: (n == 2).then_some(Leader::Vikings),
                        points: (k == 1).then_some(n as u32),
                        to_place: (n % 2) as u32 * 7,
                    };
                    // (`said` fails on a chip any built-in language cannot say.)
                    let words = said(lang, &chip_label_message(&chip), record, &s);
                    assert!(words.contains(&(n * 2).to_string()), "{words}");
                }
            }
        }
    }

    #[test]
    fn a_chip_is_drawn_again_for_who_sits_there_not_for_its_counts_or_the_turn() {
        let more = Chip {
            armies: 30,
            territories: 12,
            ..ada()
        };
        assert_eq!(ada().without_counts(), more.without_counts());
        // The starting armies left to place (a placed setup) change with every army placed:
        // the chip shows them by its memo.
        let placing = Chip {
            to_place: 5,
            ..ada()
        };
        assert_eq!(ada().without_counts(), placing.without_counts());
        let waiting = Chip {
            turn: false,
            ..ada()
        };
        assert_eq!(ada().without_counts(), waiting.without_counts());
    }
}
