//! The table's short sentences with a number, a name or a place (a set's worth, the guard
//! question, the goal of the headquarters, the replay's step…) as messages of the catalogs
//! (issue 52, `screens.ftl`), which each site says (`catalogs::speak`).

/// The sentences as messages of the catalogs.
pub mod messages {
    use crate::engine::board::TerritoryId;
    use crate::engine::state::ForceId;
    use crate::engine::text::message::{Arg, ListStyle, Message, force};

    /// A count as an argument.
    fn count(n: impl TryInto<u32>) -> Arg {
        Arg::Count(n.try_into().unwrap_or(u32::MAX))
    }

    /// A count said with its noun: `id` is a `ui-count-…` message (or another that says
    /// `$count` with its noun).
    pub fn counted(id: &'static str, n: u32) -> Message {
        Message::new(id, vec![("count", count(n))])
    }

    /// A signed decimal ("+1.3", "−0.6"), `x` rounded to tenths.
    pub fn signed(x: f64) -> Message {
        let tenths = (x * 10.0).round() as i64;
        let sign = if tenths > 0 { "plus" } else { "other" };
        Message::new(
            "ui-signed",
            vec![("sign", Arg::Key(sign)), ("value", Arg::Tenths(tenths))],
        )
    }

    /// The noun that follows a count ("army", "armies"), agreeing with it.
    pub fn armies_word(n: u32) -> Message {
        Message::new("ui-armies-word", vec![("count", count(n))])
    }

    /// A colour's name ("red", "rouge"), as the colour choice says it.
    pub fn colour_name(colour: crate::engine::state::Colour) -> Message {
        Message::new("ui-colour-name", vec![("colour", Arg::Key(colour.key()))])
    }

    /// A label and its value ("Ada: 12").
    pub fn labelled(label: &str, value: &str) -> Message {
        let text = |t: &str| Arg::Text(t.to_owned());
        Message::new(
            "ui-labelled",
            vec![("label", text(label)), ("value", text(value))],
        )
    }

    /// "This set is worth 6 armies."
    pub fn set_worth(worth: u32) -> Message {
        Message::new("ui-set-worth", vec![("armies", count(worth))])
    }

    /// "Bruno attacks Gaul from Rome. Play a defence potion?" (003's guards).
    pub fn guard_question(attacker: ForceId, from: TerritoryId, to: TerritoryId) -> Message {
        Message::new(
            "ui-guard-question",
            vec![
                ("attacker", force(attacker)),
                ("from", Arg::Place(from)),
                ("to", Arg::Place(to)),
            ],
        )
    }

    /// 004 variante c "Le vainqueur": how many capitals win.
    pub fn goal_secret_capitals(total: usize) -> Message {
        Message::new("ui-goal-secret-capitals", vec![("total", count(total))])
    }

    /// How many of the others' headquarters win, besides one's own.
    pub fn goal_headquarters(needed: usize) -> Message {
        Message::new("ui-goal-headquarters", vec![("needed", count(needed))])
    }

    /// The replay's status line, "Step 12 of 340 · turn 3 · Ada": `turn` and whose it is, or
    /// the game over.
    pub fn replay_status(step: usize, last: usize, turn: Option<(u32, ForceId)>) -> Message {
        let mut args = vec![("step", count(step)), ("last", count(last))];
        match turn {
            None => Message::new("ui-replay-over", args),
            Some((turn, whose)) => {
                args.extend([("turn", count(turn)), ("whose", force(whose))]);
                Message::new("ui-replay-step", args)
            }
        }
    }

    /// "12 to place".
    pub fn to_place(armies: u32) -> Message {
        Message::new("ui-to-place", vec![("armies", count(armies))])
    }

    /// An independent army's master (002): "ally of Ada".
    pub fn ally_of(ally: ForceId) -> Message {
        Message::new("ui-ally-of", vec![("ally", force(ally))])
    }

    /// 003 "Victoire": the points a winner ended their turn with.
    pub fn won_by_points(points: u32) -> Message {
        Message::new("ui-won-by-points", vec![("points", count(points))])
    }

    /// 004 variante c: the capitals a winner held.
    pub fn won_by_capitals(held: usize) -> Message {
        Message::new("ui-won-by-capitals", vec![("held", count(held))])
    }

    /// 003's sesterces cashed for armies: "Cash 4 sesterces: +2 armies".
    pub fn cash_sesterces(sesterces: u32, worth: u32) -> Message {
        Message::new(
            "ui-cash-sesterces",
            vec![("sesterces", count(sesterces)), ("armies", count(worth))],
        )
    }

    /// A player's objectives claimed (000 Risk Mission): "Ada: 2/4".
    pub fn objectives_claimed(player: ForceId, claimed: usize, total: usize) -> Message {
        Message::new(
            "ui-objectives-claimed",
            vec![
                ("player", force(player)),
                ("claimed", count(claimed)),
                ("total", count(total)),
            ],
        )
    }

    /// A card's bonus for a pictured territory held (001): "+2 armies on Alaska".
    pub fn occupied_bonus(territory: TerritoryId, worth: u32) -> Message {
        Message::new(
            "ui-occupied-bonus",
            vec![
                ("armies", count(worth)),
                ("territory", Arg::Place(territory)),
            ],
        )
    }

    /// A headquarters taken, on the list of them: "Ada: Moscow, held by Bruno".
    pub fn headquarters_held(whose: ForceId, headquarters: TerritoryId, taker: ForceId) -> Message {
        Message::new(
            "ui-headquarters-held",
            vec![
                ("whose", force(whose)),
                ("place", Arg::Place(headquarters)),
                ("taker", force(taker)),
            ],
        )
    }

    /// An ended battle's verdict on the defending territory: "Bohemia taken!", "Bohemia holds.".
    pub fn battle_verdict(territory: TerritoryId, taken: bool) -> Message {
        let id = if taken {
            "ui-battle-taken"
        } else {
            "ui-battle-holds"
        };
        Message::new(id, vec![("territory", Arg::Place(territory))])
    }

    /// An independent army a card may be given to (002): "Give this card to Independent 2".
    pub fn give_card_to(to: ForceId) -> Message {
        Message::new("ui-give-card-to", vec![("force", force(to))])
    }

    /// A teammate's line (000 "Risk par équipe"): "Ada: 5 territories, 12 armies, holds the
    /// team's 3 cards".
    pub fn teammate_line(
        player: ForceId,
        (controlled, armies): (u32, u32),
        hand: Option<u32>,
        eliminated: bool,
    ) -> Message {
        let mut held = vec![
            counted("ui-count-territories", controlled),
            counted("ui-count-armies", armies),
        ];
        held.extend(hand.map(|cards| counted("ui-team-cards", cards)));
        let id = if eliminated {
            "ui-teammate-out"
        } else {
            "ui-teammate"
        };
        let list = Arg::List {
            items: held,
            style: ListStyle::Plain,
        };
        Message::new(id, vec![("player", force(player)), ("held", list)])
    }

    /// A player's board in 003: "12 territories, 2 ports, 5 sesterces, 1 potion".
    pub fn empire_counts(territories: u32, ports: u32, sesterces: u32, potions: u32) -> Message {
        let items = vec![
            counted("ui-count-territories", territories),
            counted("ui-count-ports", ports),
            counted("ui-count-sesterces", sesterces),
            counted("ui-count-potions", potions),
        ];
        let list = Arg::List {
            items,
            style: ListStyle::Plain,
        };
        Message::new("ui-empire-counts", vec![("counts", list)])
    }

    /// A die's accessible name: "red die, 6".
    pub fn die_label(attack: bool, value: u8) -> Message {
        let id = if attack { "ui-red-die" } else { "ui-white-die" };
        Message::new(id, vec![("value", count(value))])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::board::TerritoryId;
    use crate::engine::i18n::Lang;
    use crate::engine::state::ForceId;
    use crate::engine::text::message::Message;
    use crate::ui::said_check::{records, said, said_by, said_plain};

    /// Every sentence, for several numbers, every seat and every place of each board, is said
    /// in every language (`said` fails on a message any built-in language cannot say; until
    /// the page read the catalogs, this test compared each with the Rust it replaced).
    #[test]
    fn every_sentence_of_the_table_is_said_in_every_language() {
        for record in records().iter().step_by(3) {
            let s = record.initial_state().expect("a record's start");
            let last = s.board().territories.len() as u8 - 1;
            for lang in Lang::ALL {
                let check = |message: Message| {
                    let words = said(lang, &message, record, &s);
                    assert!(!words.is_empty() && !words.contains('{'), "{message:?}");
                };
                for n in [0, 1, 2, 5, 12] {
                    let m = n as usize;
                    check(messages::set_worth(n));
                    check(messages::goal_secret_capitals(m));
                    check(messages::goal_headquarters(m));
                    check(messages::won_by_points(n));
                    check(messages::won_by_capitals(m));
                    check(messages::cash_sesterces(n + 2, n));
                    check(messages::replay_status(m, 340, None));
                    check(messages::to_place(n));
                }
                for t in (0..=last).map(TerritoryId) {
                    for worth in [1, 2] {
                        check(messages::occupied_bonus(t, worth));
                    }
                    check(messages::battle_verdict(t, true));
                    check(messages::battle_verdict(t, false));
                }
                for (a, b, c, d) in [(0, 0, 0, 0), (1, 1, 1, 1), (12, 2, 5, 3)] {
                    check(messages::empire_counts(a, b, c, d));
                }
                for value in 1..=6 {
                    check(messages::die_label(true, value));
                    check(messages::die_label(false, value));
                }
                for seat in 0..s.forces.len() as u8 {
                    let who = ForceId(seat);
                    let other = ForceId((seat + 1) % s.forces.len() as u8);
                    check(messages::replay_status(7, 90, Some((3, who))));
                    check(messages::ally_of(who));
                    check(messages::objectives_claimed(who, 2, 4));
                    check(messages::give_card_to(who));
                    for (held, hand, out) in [
                        ((0, 0), None, true),
                        ((1, 1), Some(1), false),
                        ((7, 20), Some(4), true),
                    ] {
                        check(messages::teammate_line(who, held, hand, out));
                    }
                    for (from, to) in [(0, 1), (last, 0), (3, last / 2)] {
                        let (from, to) = (TerritoryId(from), TerritoryId(to));
                        check(messages::guard_question(who, from, to));
                        check(messages::headquarters_held(who, from, other));
                    }
                }
            }
        }
    }

    /// A few sentences word for word, as the Rust said them before the switch.
    #[test]
    fn the_table_s_sentences_read_as_before() {
        assert_eq!(
            said_plain(Lang::En, &messages::set_worth(6)),
            "This set is worth 6 armies."
        );
        assert_eq!(
            said_plain(Lang::Fr, &messages::cash_sesterces(4, 2)),
            "Échanger 4\u{a0}sesterces\u{202f}: +2\u{a0}régiments"
        );
        assert_eq!(
            said_by(
                Lang::Fr,
                &messages::objectives_claimed(ForceId(0), 2, 4),
                &["Ada"]
            ),
            "Ada\u{202f}: 2/4"
        );
        assert_eq!(
            said_by(
                Lang::En,
                &messages::replay_status(12, 340, Some((3, ForceId(0)))),
                &["Ada"]
            ),
            "Step 12 of 340 · turn 3 · Ada"
        );
        assert_eq!(
            said_plain(Lang::Fr, &messages::die_label(true, 6)),
            "dé rouge, 6"
        );
    }
}
