//! The table's short sentences with a number, a name or a place (a set's worth, the guard
//! question, the goal of the headquarters, the replay's step…), each beside its message of the
//! catalogs (issue 52, `screens.ftl`): the page says the Rust until it reads the catalogs
//! (docs/i18n.md "The order of the work"), and the tests keep the two the same.

use crate::engine::board::TerritoryId;
use crate::engine::i18n::Lang;
use crate::engine::state::GameState;
use crate::engine::text::numbers::labelled;
use crate::engine::text::words::{armies, de};

/// "This set is worth 6 armies."
pub fn set_worth(lang: Lang, worth: u32) -> String {
    match lang {
        Lang::En => format!("This set is worth {}.", armies(Lang::En, worth)),
        Lang::Fr => format!("Cette série vaut {}.", armies(Lang::Fr, worth)),
    }
}

/// "Bruno attacks Gaul from Rome. Play a defence potion?" (003's guards).
pub fn guard_question(
    lang: Lang,
    attacker: &str,
    s: &GameState,
    from: TerritoryId,
    to: TerritoryId,
) -> String {
    let (f, t) = (s.board().territory(from), s.board().territory(to));
    match lang {
        Lang::En => format!(
            "{attacker} attacks {} from {}. Play a defence potion?",
            t.name.get(lang),
            f.name.get(lang)
        ),
        Lang::Fr => format!(
            "{attacker} attaque {} depuis {}. Jouer une potion de défense\u{202f}?",
            t.name.the(lang),
            f.name.the(lang)
        ),
    }
}

/// 004 variante c "Le vainqueur": how many capitals win.
pub fn goal_secret_capitals(lang: Lang, total: usize) -> String {
    match lang {
        Lang::En => format!(
            "To win: hold {total} capitals, your own included. Each stays secret until taken; taking one takes over its owner."
        ),
        Lang::Fr => format!(
            "Pour gagner\u{202f}: tenir {total} capitales, dont la vôtre. Chacune reste secrète jusqu’à sa prise\u{202f}; la prendre, c’est prendre tout son propriétaire."
        ),
    }
}

/// How many of the others' headquarters win, besides one's own.
pub fn goal_headquarters(lang: Lang, needed: usize) -> String {
    match lang {
        Lang::En => format!("To win: your own headquarters and {needed} of the others'."),
        Lang::Fr => format!("Pour gagner\u{202f}: votre quartier général et {needed} des autres."),
    }
}

/// The replay's status line: "Step 12 of 340 · turn 3 · Ada".
pub fn replay_status(lang: Lang, step: usize, last: usize, turn: Option<(u32, &str)>) -> String {
    match (lang, turn) {
        (Lang::En, None) => format!("Step {step} of {last} · the game is over"),
        (Lang::Fr, None) => format!("Étape {step} sur {last} · la partie est finie"),
        (Lang::En, Some((turn, whose))) => format!("Step {step} of {last} · turn {turn} · {whose}"),
        (Lang::Fr, Some((turn, whose))) => {
            format!("Étape {step} sur {last} · tour {turn} · {whose}")
        }
    }
}

/// A chip's starting armies left: "12 to place".
pub fn to_place(lang: Lang, armies: u32) -> String {
    match lang {
        Lang::En => format!("{armies} to place"),
        Lang::Fr => format!("{armies} à placer"),
    }
}

/// An independent army's master (002): "ally of Ada".
pub fn ally_of(lang: Lang, ally: &str) -> String {
    match lang {
        Lang::En => format!("ally of {ally}"),
        Lang::Fr => format!("allié {}", de(ally)),
    }
}

/// 003 "Victoire": the points a winner ended their turn with.
pub fn won_by_points(lang: Lang, points: u32) -> String {
    match lang {
        Lang::En => format!("{points} victory points at the end of their turn."),
        Lang::Fr => format!("{points}\u{a0}points de victoire à la fin de son tour."),
    }
}

/// 004 variante c: the capitals a winner held.
pub fn won_by_capitals(lang: Lang, held: usize) -> String {
    match lang {
        Lang::En => format!("{held} capitals held, their own included."),
        Lang::Fr => format!("{held} capitales tenues, dont la sienne."),
    }
}

/// 003's sesterces cashed for armies: "Cash 4 sesterces: +2 armies".
pub fn cash_sesterces(lang: Lang, sesterces: u32, worth: u32) -> String {
    match lang {
        Lang::En => format!("Cash {sesterces} sesterces: +{}", armies(Lang::En, worth)),
        Lang::Fr => format!(
            "Échanger {sesterces}\u{a0}sesterces\u{202f}: +{}",
            armies(Lang::Fr, worth)
        ),
    }
}

/// A player's objectives claimed (000 Risk Mission): "Ada: 2/4".
pub fn objectives_claimed(lang: Lang, name: &str, claimed: usize, total: usize) -> String {
    match lang {
        Lang::En => format!("{name}: {claimed}/{total}"),
        Lang::Fr => format!("{name}\u{202f}: {claimed}/{total}"),
    }
}

/// A die's accessible name: "red die, 6".
pub fn die_label(lang: Lang, attack: bool, value: u8) -> String {
    match (lang, attack) {
        (Lang::En, true) => format!("red die, {value}"),
        (Lang::En, false) => format!("white die, {value}"),
        (Lang::Fr, true) => format!("dé rouge, {value}"),
        (Lang::Fr, false) => format!("dé blanc, {value}"),
    }
}

/// A card's bonus for a pictured territory held (001): "+2 armies on Alaska".
pub fn occupied_bonus(lang: Lang, s: &GameState, territory: TerritoryId, worth: u32) -> String {
    format!(
        "+{} {} {}",
        armies(lang, worth),
        crate::ui::words::word(lang, crate::ui::words::W::ON),
        s.board().territory(territory).name.the(lang)
    )
}

/// A headquarters taken, on the list of them: "Ada: Moscow, held by Bruno".
pub fn headquarters_held(
    lang: Lang,
    s: &GameState,
    whose: &str,
    headquarters: TerritoryId,
    taker: &str,
) -> String {
    let name = &s.board().territory(headquarters).name;
    let place = name.get(lang);
    // The participle agrees with the place: "Moscou, tenu", "Vienne, tenue".
    let held = name.agree(lang, "held", "tenu");
    let by = crate::ui::words::word(lang, crate::ui::words::W::BY);
    labelled(lang, whose, &format!("{place}, {held} {by} {taker}"))
}

/// An ended battle's verdict on the defending territory: "Bohemia taken!", "Bohemia holds.".
pub fn battle_verdict(lang: Lang, s: &GameState, territory: TerritoryId, taken: bool) -> String {
    use crate::ui::words::{W, word};
    let to = &s.board().territory(territory).name;
    let verdict = if taken {
        format!(
            " {}{}",
            to.agree(lang, "taken", "conquis"),
            word(lang, W::TEXT_3)
        )
    } else {
        word(lang, W::HOLDS).to_owned()
    };
    format!("{}{verdict}", to.get(lang))
}

/// An independent army a card may be given to (002): "Give this card to Independent 2".
pub fn give_card_to(lang: Lang, name: &str) -> String {
    use crate::ui::words::{W, word};
    format!("{} {name}", word(lang, W::GIVE_THIS_CARD_TO))
}

/// A teammate's line (000 "Risk par équipe"): "Ada: 5 territories, 12 armies, holds the
/// team's 3 cards".
pub fn teammate_line(
    lang: Lang,
    name: &str,
    (controlled, armies_held): (u32, u32),
    hand: Option<u32>,
    eliminated: bool,
) -> String {
    use crate::engine::text::words::count;
    use crate::ui::words::{W, word};
    let territories = count(
        lang,
        controlled,
        ("territory", "territories"),
        ("territoire", "territoires"),
    );
    let held = format!("{territories}, {}", armies(lang, armies_held));
    let mut text = labelled(lang, name, &held);
    if let Some(cards) = hand {
        text += &match lang {
            Lang::En => format!(
                ", holds the team's {}",
                count(Lang::En, cards, ("card", "cards"), ("", ""))
            ),
            Lang::Fr => format!(
                ", tient {} de l’équipe",
                count(Lang::Fr, cards, ("", ""), ("carte", "cartes"))
            ),
        };
    }
    if eliminated {
        text += word(lang, W::OUT_OF_THE_GAME_2);
    }
    text
}

/// A player's board in 003: "12 territories, 2 ports, 5 sesterces, 1 potion".
pub fn empire_counts(
    lang: Lang,
    territories: u32,
    ports: u32,
    sesterces: u32,
    potions: u32,
) -> String {
    use crate::engine::text::words::count;
    let each = |n, en, fr| count(lang, n, en, fr);
    format!(
        "{}, {}, {}, {}",
        each(
            territories,
            ("territory", "territories"),
            ("territoire", "territoires")
        ),
        each(ports, ("port", "ports"), ("port", "ports")),
        each(
            sesterces,
            ("sesterce", "sesterces"),
            ("sesterce", "sesterces")
        ),
        each(potions, ("potion", "potions"), ("potion", "potions")),
    )
}

/// The messages of the catalogs that say the sentences above (issue 52), for the page to
/// format once it reads the catalogs; the tests check each says what its Rust says.
#[cfg_attr(not(test), allow(dead_code))]
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

    /// A label and its value ("Ada: 12"), as `text::numbers::labelled` writes them.
    pub fn labelled(label: &str, value: &str) -> Message {
        let text = |t: &str| Arg::Text(t.to_owned());
        Message::new(
            "ui-labelled",
            vec![("label", text(label)), ("value", text(value))],
        )
    }

    /// [`set_worth`](super::set_worth).
    pub fn set_worth(worth: u32) -> Message {
        Message::new("ui-set-worth", vec![("armies", count(worth))])
    }

    /// [`guard_question`](super::guard_question).
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

    /// [`goal_secret_capitals`](super::goal_secret_capitals).
    pub fn goal_secret_capitals(total: usize) -> Message {
        Message::new("ui-goal-secret-capitals", vec![("total", count(total))])
    }

    /// [`goal_headquarters`](super::goal_headquarters).
    pub fn goal_headquarters(needed: usize) -> Message {
        Message::new("ui-goal-headquarters", vec![("needed", count(needed))])
    }

    /// [`replay_status`](super::replay_status): `turn` and whose it is, or the game over.
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

    /// [`to_place`](super::to_place).
    pub fn to_place(armies: u32) -> Message {
        Message::new("ui-to-place", vec![("armies", count(armies))])
    }

    /// [`ally_of`](super::ally_of).
    pub fn ally_of(ally: ForceId) -> Message {
        Message::new("ui-ally-of", vec![("ally", force(ally))])
    }

    /// [`won_by_points`](super::won_by_points).
    pub fn won_by_points(points: u32) -> Message {
        Message::new("ui-won-by-points", vec![("points", count(points))])
    }

    /// [`won_by_capitals`](super::won_by_capitals).
    pub fn won_by_capitals(held: usize) -> Message {
        Message::new("ui-won-by-capitals", vec![("held", count(held))])
    }

    /// [`cash_sesterces`](super::cash_sesterces).
    pub fn cash_sesterces(sesterces: u32, worth: u32) -> Message {
        Message::new(
            "ui-cash-sesterces",
            vec![("sesterces", count(sesterces)), ("armies", count(worth))],
        )
    }

    /// [`objectives_claimed`](super::objectives_claimed).
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

    /// [`occupied_bonus`](super::occupied_bonus).
    pub fn occupied_bonus(territory: TerritoryId, worth: u32) -> Message {
        Message::new(
            "ui-occupied-bonus",
            vec![
                ("armies", count(worth)),
                ("territory", Arg::Place(territory)),
            ],
        )
    }

    /// [`headquarters_held`](super::headquarters_held).
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

    /// [`battle_verdict`](super::battle_verdict).
    pub fn battle_verdict(territory: TerritoryId, taken: bool) -> Message {
        let id = if taken {
            "ui-battle-taken"
        } else {
            "ui-battle-holds"
        };
        Message::new(id, vec![("territory", Arg::Place(territory))])
    }

    /// [`give_card_to`](super::give_card_to).
    pub fn give_card_to(to: ForceId) -> Message {
        Message::new("ui-give-card-to", vec![("force", force(to))])
    }

    /// [`teammate_line`](super::teammate_line).
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

    /// [`empire_counts`](super::empire_counts).
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

    /// [`die_label`](super::die_label).
    pub fn die_label(attack: bool, value: u8) -> Message {
        let id = if attack { "ui-red-die" } else { "ui-white-die" };
        Message::new(id, vec![("value", count(value))])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::state::ForceId;
    use crate::engine::text::message::Message;
    use crate::ui::said_check::{name_in, records, said};

    /// Every sentence above, in each language, for several numbers, every seat and some
    /// places of each board, reads the same from the catalogs as from the Rust.
    #[test]
    fn the_catalogs_say_the_table_s_sentences_as_the_rust_does() {
        for record in records().iter().step_by(3) {
            let s = record.initial_state().expect("a record's start");
            let last = s.board().territories.len() as u8 - 1;
            for lang in Lang::ALL {
                let name = name_in(lang, record);
                let check = |message: Message, rust: String| {
                    assert_eq!(said(lang, &message, record, &s), rust, "{message:?}");
                };
                for n in [0, 1, 2, 5, 12] {
                    check(messages::set_worth(n), set_worth(lang, n));
                    let m = n as usize;
                    check(
                        messages::goal_secret_capitals(m),
                        goal_secret_capitals(lang, m),
                    );
                    check(messages::goal_headquarters(m), goal_headquarters(lang, m));
                    check(messages::to_place(n), to_place(lang, n));
                    check(messages::won_by_points(n), won_by_points(lang, n));
                    check(messages::won_by_capitals(m), won_by_capitals(lang, m));
                    check(
                        messages::cash_sesterces(n + 2, n),
                        cash_sesterces(lang, n + 2, n),
                    );
                    let n = n as usize;
                    check(
                        messages::replay_status(n, 340, None),
                        replay_status(lang, n, 340, None),
                    );
                }
                for t in 0..=last {
                    let t = TerritoryId(t);
                    for worth in [1, 2] {
                        check(
                            messages::occupied_bonus(t, worth),
                            occupied_bonus(lang, &s, t, worth),
                        );
                    }
                    for taken in [true, false] {
                        check(
                            messages::battle_verdict(t, taken),
                            battle_verdict(lang, &s, t, taken),
                        );
                    }
                }
                for (a, b, c, d) in [(0, 0, 0, 0), (1, 1, 1, 1), (12, 2, 5, 3)] {
                    check(
                        messages::empire_counts(a, b, c, d),
                        empire_counts(lang, a, b, c, d),
                    );
                }
                for (label, value) in [("Ada", "12"), ("Bob", "3 / 6 cards")] {
                    let rust = crate::engine::text::numbers::labelled(lang, label, value);
                    check(messages::labelled(label, value), rust);
                }
                for dice in [1, 2, 3] {
                    use crate::engine::text::words::count;
                    let rust = count(lang, dice, ("die", "dice"), ("dé", "dés"));
                    check(messages::counted("ui-count-dice", dice), rust);
                }
                for value in 1..=6 {
                    for attack in [true, false] {
                        check(
                            messages::die_label(attack, value),
                            die_label(lang, attack, value),
                        );
                    }
                }
                for seat in 0..s.forces.len() as u8 {
                    let who = ForceId(seat);
                    let named = name(seat);
                    let status = replay_status(lang, 7, 90, Some((3, &named)));
                    check(messages::replay_status(7, 90, Some((3, who))), status);
                    check(messages::ally_of(who), ally_of(lang, &named));
                    let claimed = objectives_claimed(lang, &named, 2, 4);
                    check(messages::objectives_claimed(who, 2, 4), claimed);
                    check(messages::give_card_to(who), give_card_to(lang, &named));
                    for (held, hand, out) in [
                        ((0, 0), None, true),
                        ((1, 1), Some(1), false),
                        ((7, 20), Some(4), true),
                    ] {
                        let rust = teammate_line(lang, &named, held, hand, out);
                        check(messages::teammate_line(who, held, hand, out), rust);
                    }
                    for (from, to) in [(0, 1), (last, 0), (3, last / 2)] {
                        let (from, to) = (TerritoryId(from), TerritoryId(to));
                        let rust = guard_question(lang, &named, &s, from, to);
                        check(messages::guard_question(who, from, to), rust);
                        let other = ForceId((seat + 1) % s.forces.len() as u8);
                        let rust = headquarters_held(lang, &s, &named, from, &name(other.0));
                        check(messages::headquarters_held(who, from, other), rust);
                    }
                }
            }
        }
    }
}
