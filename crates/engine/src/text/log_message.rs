//! The log's lines as messages (issue 52): one message a public event worth a line, its
//! words in the catalogs' `log.ftl`.

use super::message::{Arg, ListStyle, Message, force};
use super::mission_message::mission_message;
use crate::action::Event;
use crate::board::Board;
use crate::objectives::OBJECTIVES_EACH;

/// The log's message for `event` on `board`, or `None` for an event not worth a line.
pub fn log_message(event: &Event, board: &Board) -> Option<Message> {
    use Arg::{Count, Place};
    let m = Message::new;
    Some(match event {
        Event::TurnStarted {
            force: f,
            round,
            from_territories,
            from_continents,
        } => m(
            "log-turn-started",
            vec![
                ("round", Count(*round)),
                ("force", force(*f)),
                ("armies", Count(from_territories + from_continents)),
            ],
        ),
        Event::CardsTraded {
            force: f, armies, ..
        } => m(
            "log-cards-traded",
            vec![("force", force(*f)), ("armies", Count(*armies))],
        ),
        Event::Conquered {
            force: f,
            territory,
            ..
        } => m(
            "log-conquered",
            vec![("force", force(*f)), ("territory", Place(*territory))],
        ),
        Event::Battle {
            from,
            to,
            attacker_losses,
            defender_losses,
            ..
        } => m(
            "log-battle",
            vec![
                ("to", Place(*to)),
                ("from", Place(*from)),
                ("attacker-lost", Count(*attacker_losses)),
                ("defender-lost", Count(*defender_losses)),
            ],
        ),
        Event::Eliminated { force: f, by, .. } => m(
            "log-eliminated",
            vec![("by", force(*by)), ("force", force(*f))],
        ),
        Event::Fortified { from, to, armies } => m(
            "log-fortified",
            vec![
                ("armies", Count(*armies)),
                ("from", Place(*from)),
                ("to", Place(*to)),
            ],
        ),
        Event::ArmiesLost { force: f, armies } => m(
            "log-armies-lost",
            vec![("force", force(*f)), ("armies", Count(*armies))],
        ),
        Event::Rerolled { value, card, .. } => m(
            "log-rerolled",
            vec![
                ("card", Arg::Card(*card)),
                ("value", Count(u32::from(*value))),
            ],
        ),
        Event::Commanded { .. } => m("log-commanded", vec![]),
        Event::HeadquartersChosen { force: f } => {
            m("log-headquarters-chosen", vec![("force", force(*f))])
        }
        Event::CapitalChosen { force: f } => m("log-capital-chosen", vec![("force", force(*f))]),
        Event::CapitalTaken {
            territory,
            of,
            by,
            territories,
            ..
        } => m(
            "log-capital-taken",
            vec![
                ("by", force(*by)),
                ("capital", Place(*territory)),
                ("of", force(*of)),
                ("others", Count(*territories)),
            ],
        ),
        Event::HeadquartersRevealed { headquarters } => {
            let each = headquarters
                .iter()
                .map(|(f, t)| {
                    m(
                        "log-headquarters-revealed-each",
                        vec![("force", force(*f)), ("territory", Place(*t))],
                    )
                })
                .collect();
            let list = Arg::List {
                items: each,
                style: ListStyle::Plain,
            };
            m("log-headquarters-revealed", vec![("list", list)])
        }
        Event::HeadquartersCaptured { territory, of, by } => m(
            "log-headquarters-captured",
            vec![
                ("by", force(*by)),
                ("of", force(*of)),
                ("territory", Place(*territory)),
            ],
        ),
        _ => return allied_message(event, board),
    })
}

/// The messages of 000's independents and objectives, 002's ally, 004's neutral, the teams'
/// hand and the end of the game.
fn allied_message(event: &Event, board: &Board) -> Option<Message> {
    use Arg::Count;
    let m = Message::new;
    Some(match event {
        Event::Influenced { force: f, by } => m(
            "log-influenced",
            vec![("by", force(*by)), ("force", force(*f))],
        ),
        Event::StatusChanged {
            force: f,
            ally_of: Some(ally),
        } => m(
            "log-status-allied",
            vec![("force", force(*f)), ("ally", force(*ally))],
        ),
        Event::StatusChanged {
            force: f,
            ally_of: None,
        } => m("log-status-neutral", vec![("force", force(*f))]),
        // 000 "Les indépendants": 1 to 4 moves it away from the attacker, 5 or 6 keeps it.
        Event::StatusRolled { force: f, die } => m(
            if *die <= 4 {
                "log-status-rolled-away"
            } else {
                "log-status-rolled-kept"
            },
            vec![("force", force(*f)), ("die", Count(u32::from(*die)))],
        ),
        Event::AllyReinforced { force: f, armies } => m(
            "log-ally-reinforced",
            vec![("force", force(*f)), ("armies", Count(*armies))],
        ),
        Event::NeutralReinforced { force: f, armies } => m(
            "log-neutral-reinforced",
            vec![("force", force(*f)), ("armies", Count(*armies))],
        ),
        Event::CardDrawn { force: f, .. } => m("log-card-drawn", vec![("force", force(*f))]),
        Event::TeamHandPassed { from, to, cards } => m(
            "log-team-hand-passed",
            vec![
                ("from", force(*from)),
                ("cards", Count(*cards)),
                ("to", force(*to)),
            ],
        ),
        Event::Won { force: f } => m("log-won", vec![("force", force(*f))]),
        Event::ObjectiveClaimed {
            force: f,
            mission,
            claimed,
        } => m(
            "log-objective-claimed",
            vec![
                ("force", force(*f)),
                ("claimed", Count(u32::from(*claimed))),
                ("each", Count(OBJECTIVES_EACH as u32)),
                (
                    "mission",
                    Arg::Said(Box::new(mission_message(mission, board))),
                ),
            ],
        ),
        Event::ObjectiveRevealed { force: f, mission } => m(
            "log-objective-revealed",
            vec![
                ("force", force(*f)),
                (
                    "mission",
                    Arg::Said(Box::new(mission_message(mission, board))),
                ),
            ],
        ),
        _ => return super::empire_message::empire_message(event, board),
    })
}
