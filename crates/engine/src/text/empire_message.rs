//! Book 003's log lines as messages: sesterces, the shop, potions, missions scored and the
//! leaders' income (a potion drawn is named to nobody: the log is public).

use super::message::{Arg, Message, force, word};
use crate::action::Event;
use crate::board::Board;
use crate::empire::{Potion, Ware};
use crate::state::Leader;

/// A potion card's name in the catalogs.
pub fn potion_word(potion: Potion) -> &'static str {
    match potion {
        Potion::Levy => "potion-levy",
        Potion::Tribute => "potion-tribute",
        Potion::Mercenaries => "potion-mercenaries",
        Potion::Fury => "potion-fury",
        Potion::Sabotage => "potion-sabotage",
        Potion::Palisade => "potion-palisade",
        Potion::Rally => "potion-rally",
        Potion::BadBrew => "potion-bad-brew",
    }
}

/// A people's name in the catalogs.
pub fn leader_word(leader: Leader) -> &'static str {
    match leader {
        Leader::Gauls => "leader-gauls",
        Leader::Romans => "leader-romans",
        Leader::Egyptians => "leader-egyptians",
        Leader::Vikings => "leader-vikings",
        Leader::Hispanians => "leader-hispanians",
    }
}

/// The message for one of 003's events, or `None` for the others.
pub fn empire_message(event: &Event, board: &Board) -> Option<Message> {
    use Arg::{Count, Place};
    let m = Message::new;
    Some(match event {
        Event::SesterceCashed {
            force: f,
            sesterces,
            armies,
        } => m(
            "log-sesterces-cashed",
            vec![
                ("force", force(*f)),
                ("sesterces", Count(*sesterces)),
                ("armies", Count(*armies)),
            ],
        ),
        Event::WareBought {
            force: f,
            ware,
            territory,
        } => {
            let ware = match ware {
                Ware::Sword => "sword",
                Ware::Shield => "shield",
            };
            m(
                "log-ware-bought",
                vec![
                    ("force", force(*f)),
                    ("ware", Arg::Key(ware)),
                    ("territory", Place(*territory)),
                ],
            )
        }
        Event::MissionBought { force: f } => m("log-mission-bought", vec![("force", force(*f))]),
        Event::MissionSwapped { force: f } => m("log-mission-swapped", vec![("force", force(*f))]),
        Event::PotionPlayed {
            force: f,
            potion,
            territory,
            ..
        } => {
            let mut args = vec![("force", force(*f)), ("potion", word(potion_word(*potion)))];
            match territory {
                Some(t) => {
                    args.push(("territory", Place(*t)));
                    m("log-potion-played-on", args)
                }
                None => m("log-potion-played", args),
            }
        }
        Event::Guarded {
            force: f,
            territory,
            potion,
            ..
        } => m(
            "log-guarded",
            vec![
                ("force", force(*f)),
                ("territory", Place(*territory)),
                ("potion", word(potion_word(*potion))),
            ],
        ),
        Event::MissionScored {
            force: f,
            mission,
            points,
            total,
        } => m(
            "log-mission-scored",
            vec![
                ("force", force(*f)),
                ("points", Count(*points)),
                ("total", Count(*total)),
                (
                    "mission",
                    super::mission_message::scored_goal(mission, board),
                ),
            ],
        ),
        _ => return spoils_message(event),
    })
}

/// The messages of 003's purses, potions drawn, treasuries and leaders' income.
fn spoils_message(event: &Event) -> Option<Message> {
    use Arg::Count;
    let m = Message::new;
    Some(match event {
        Event::PurseTaken {
            force: f,
            sesterces,
        } => m(
            "log-purse-taken",
            vec![("force", force(*f)), ("sesterces", Count(*sesterces))],
        ),
        Event::PotionDrawn { force: f, .. } => m("log-potion-drawn", vec![("force", force(*f))]),
        Event::BadBrewDrawn {
            force: f,
            points_lost,
        } => m(
            "log-bad-brew-drawn",
            vec![("force", force(*f)), ("points", Count(*points_lost))],
        ),
        Event::TreasuryTaken {
            force: f,
            by,
            potions: 0,
            sesterces: 0,
        } => m(
            "log-treasury-empty",
            vec![("by", force(*by)), ("force", force(*f))],
        ),
        Event::TreasuryTaken {
            force: f,
            by,
            potions,
            sesterces,
        } => m(
            "log-treasury-taken",
            vec![
                ("by", force(*by)),
                ("force", force(*f)),
                ("potions", Count(*potions)),
                ("sesterces", Count(*sesterces)),
            ],
        ),
        Event::LeaderIncome {
            force: f,
            leader,
            sesterces,
        } => m(
            "log-leader-income",
            vec![
                ("force", force(*f)),
                ("sesterces", Count(*sesterces)),
                ("leader", word(leader_word(*leader))),
            ],
        ),
        _ => return None,
    })
}
