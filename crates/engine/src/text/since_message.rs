//! "Since your last turn" as messages (issue 52): the account's heading, and each turn of the
//! others as one sentence of clauses, its words in the catalogs' `since.ftl`.

use super::message::{Arg, ListStyle, Message, force};
use super::since::{TurnSummary, holders};
use crate::state::ForceId;

/// The account's heading: "Since your last turn", or "Since the start" on a player's first.
pub fn heading_message(played: bool) -> Message {
    Message::word(if played {
        "since-heading-played"
    } else {
        "since-heading-start"
    })
}

/// A yes-or-no keyword.
fn yes(fact: bool) -> Arg {
    Arg::Key(if fact { "yes" } else { "no" })
}

/// The places taken from each former holder, the incoming player (`seat`) first, then in the
/// order of the turn: a `since-took` message each.
fn groups(turn: &TurnSummary, seat: ForceId) -> Vec<Message> {
    holders(turn, seat)
        .iter()
        .enumerate()
        .map(|(i, &from)| {
            let items = turn
                .took
                .iter()
                .filter(|&&(_, f)| f == from)
                .map(|&(t, _)| Message::new("since-place", vec![("territory", Arg::Place(t))]))
                .collect();
            let places = Arg::List {
                items,
                style: ListStyle::Enumeration,
            };
            Message::new(
                "since-took",
                vec![
                    ("places", places),
                    ("from", force(from)),
                    ("you", yes(from == seat)),
                    ("first", yes(i == 0)),
                ],
            )
        })
        .collect()
}

/// One turn of another player in a sentence: `$clauses-grouped` says the places taken in one
/// clause ("took Egypt from you, and Congo from Chloé"), `$clauses-flat` one clause a former
/// holder ("vous a pris l'Égypte et a pris le Congo à Chloé"); a language says the one it
/// needs.
pub fn turn_message(turn: &TurnSummary, seat: ForceId) -> Message {
    let traded = (turn.traded > 0)
        .then(|| Message::new("since-traded", vec![("armies", Arg::Count(turn.traded))]));
    let took = groups(turn, seat);
    let nothing = (took.is_empty() && turn.traded == 0 && turn.eliminated.is_empty())
        .then(|| Message::word("since-took-nothing"));
    let out: Vec<Message> = turn
        .eliminated
        .iter()
        .map(|&f| Message::new("since-knocked-out", vec![("force", force(f))]))
        .collect();
    let grouped = (!took.is_empty()).then(|| {
        let groups = Arg::List {
            items: took.clone(),
            style: ListStyle::Groups,
        };
        Message::new("since-took-grouped", vec![("groups", groups)])
    });
    let clauses = |taken: Vec<Message>| Arg::List {
        items: traded
            .iter()
            .cloned()
            .chain(taken)
            .chain(nothing.clone())
            .chain(out.iter().cloned())
            .collect(),
        style: ListStyle::Clauses,
    };
    Message::new(
        "since-turn",
        vec![
            ("force", force(turn.force)),
            ("clauses-grouped", clauses(grouped.into_iter().collect())),
            ("clauses-flat", clauses(took)),
        ],
    )
}
