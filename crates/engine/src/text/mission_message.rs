//! Missions and ranked objectives as messages (issue 52): a mission card's sentence is a goal
//! (a clause of the catalogs' `missions.ftl`) said whole, scored or ranked.

use super::message::{Arg, ListStyle, Message, word};
use crate::board::Board;
use crate::missions::{Mission, Moment, Rank};

/// A mission as its card says it: "Hold 18 territories.", "Captain. At the start of your
/// turn: …", "… (2 victory points)."; in French each has its `.inline` form, as it reads after
/// a colon.
pub fn mission_message(mission: &Mission, board: &Board) -> Message {
    match mission {
        Mission::Scored { points, goal } => Message::new(
            "mission-scored",
            vec![
                ("goal", said(goal_message(goal, board))),
                ("points", Arg::Count(*points)),
            ],
        ),
        Mission::Ranked { rank, moment, goal } => Message::new(
            "mission-ranked",
            vec![
                ("rank", word(rank_word(*rank))),
                ("moment", word(moment_word(*moment))),
                ("goal", said(mission_message(goal, board))),
            ],
        ),
        goal => Message::new("mission", vec![("goal", said(goal_message(goal, board)))]),
    }
}

/// The goal of a scored mission (003) as a sentence, for the log's "completes a mission".
pub fn scored_goal(mission: &Mission, board: &Board) -> Arg {
    let goal = match mission {
        Mission::Scored { goal, .. } => goal,
        other => other,
    };
    said(mission_message(goal, board))
}

/// A message said inside another.
fn said(message: Message) -> Arg {
    Arg::Said(Box::new(message))
}

/// A rank's name on the back of its card (000 Risk Mission).
pub fn rank_word(rank: Rank) -> &'static str {
    match rank {
        Rank::Captain => "rank-captain",
        Rank::Major => "rank-major",
        Rank::Colonel => "rank-colonel",
        Rank::General => "rank-general",
    }
}

/// The moment printed on a ranked objective.
pub fn moment_word(moment: Moment) -> &'static str {
    match moment {
        Moment::TurnStart => "moment-turn-start",
        Moment::AfterReinforcing => "moment-after-reinforcing",
        Moment::TurnEnd => "moment-turn-end",
    }
}

/// A mission's goal as a clause, with no full stop.
fn goal_message(mission: &Mission, board: &Board) -> Message {
    use Arg::Count;
    let m = Message::new;
    // 004 calls its continents regions, 003 its provinces.
    let (world, roman) = (board.key == "world", board.key == "roman-empire");
    match mission {
        Mission::Continents {
            continents,
            plus_one,
        } => {
            let items = continents
                .iter()
                .map(|key| {
                    m(
                        "mission-continent",
                        vec![("continent", Arg::Continent(key.clone()))],
                    )
                })
                .collect();
            let id = match (*plus_one, world) {
                (false, _) => "mission-continents",
                (true, true) => "mission-continents-and-one",
                (true, false) => "mission-continents-and-one-region",
            };
            let list = Arg::List {
                items,
                style: ListStyle::Enumeration,
            };
            m(id, vec![("list", list)])
        }
        Mission::Territories { count, min_armies } if *min_armies > 1 => m(
            "mission-territories-armies",
            vec![("count", Count(*count)), ("armies", Count(*min_armies))],
        ),
        Mission::Territories { count, .. } => {
            m("mission-territories", vec![("count", Count(*count))])
        }
        Mission::Destroy { colour } => {
            m("mission-destroy", vec![("colour", Arg::Key(colour.key()))])
        }
        Mission::InContinent {
            continent,
            count,
            min_armies,
        } => m(
            "mission-in-continent",
            vec![
                ("count", Count(*count)),
                ("continent", Arg::Continent(continent.clone())),
                ("armies", Count(*min_armies)),
            ],
        ),
        Mission::InEachContinent { count: 1 } if roman => m("mission-in-each-province-one", vec![]),
        Mission::InEachContinent { count: 1 } => m("mission-in-each-continent-one", vec![]),
        Mission::InEachContinent { count } if roman => {
            m("mission-in-each-province", vec![("count", Count(*count))])
        }
        Mission::InEachContinent { count } => {
            m("mission-in-each-continent", vec![("count", Count(*count))])
        }
        Mission::Ports { count } => m("mission-ports", vec![("count", Count(*count))]),
        Mission::Sesterces { count } => m("mission-sesterces", vec![("count", Count(*count))]),
        Mission::Equipped { swords, shields } => m(
            "mission-equipped",
            vec![("swords", Count(*swords)), ("shields", Count(*shields))],
        ),
        Mission::ArmiesOnOne { armies } => {
            m("mission-armies-on-one", vec![("armies", Count(*armies))])
        }
        Mission::ConquerInTurn { count } => {
            m("mission-conquer-in-turn", vec![("count", Count(*count))])
        }
        // A scored or ranked goal inside another (no card has one) is said by its own goal.
        Mission::Scored { goal, .. } | Mission::Ranked { goal, .. } => goal_message(goal, board),
    }
}
