//! What happened since a player's last turn, one sentence per turn of the others, for the
//! hand-off screen of a pass-and-play game: who took what (and what the incoming player lost),
//! who traded cards, who was knocked out. Only public events are read.

use crate::action::Event;
use crate::board::{Board, TerritoryId};
use crate::i18n::Lang;
use crate::state::ForceId;
use crate::text::mission_text::name_list;
use crate::text::phrases::{armies, tr};

/// One turn of another player, as far as the log still holds it.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnSummary {
    /// Whose turn.
    pub force: ForceId,
    /// Territories taken, in order.
    pub took: Vec<TerritoryId>,
    /// Of those, the ones taken from the incoming player.
    pub from_you: Vec<TerritoryId>,
    /// Armies received for cards.
    pub traded: u32,
    /// Players knocked out of the game.
    pub eliminated: Vec<ForceId>,
}

impl TurnSummary {
    /// A turn of `force` with nothing in it yet.
    pub fn of(force: ForceId) -> TurnSummary {
        TurnSummary {
            force,
            took: Vec::new(),
            from_you: Vec::new(),
            traded: 0,
            eliminated: Vec::new(),
        }
    }
}

/// The other players' turns since `seat` last ended one (or since the log begins), oldest
/// first; a turn the log holds only the end of is summed up from what it holds.
pub fn turns_since(events: &[Event], seat: ForceId) -> Vec<TurnSummary> {
    let start = events
        .iter()
        .rposition(|e| matches!(e, Event::TurnEnded { force } if *force == seat))
        .map_or(0, |i| i + 1);
    let mut turns: Vec<TurnSummary> = Vec::new();
    let mut current: Option<TurnSummary> = None;
    for event in &events[start..] {
        match *event {
            Event::TurnStarted { force, .. } => {
                turns.extend(current.take());
                current = Some(TurnSummary::of(force));
            }
            Event::TurnEnded { force } => {
                turns.push(current.take().unwrap_or_else(|| TurnSummary::of(force)))
            }
            Event::CardsTraded { force, armies, .. } => {
                current.get_or_insert_with(|| TurnSummary::of(force)).traded += armies;
            }
            Event::Conquered {
                force,
                from_force,
                territory,
            } => {
                let turn = current.get_or_insert_with(|| TurnSummary::of(force));
                turn.took.push(territory);
                if from_force == seat {
                    turn.from_you.push(territory);
                }
            }
            Event::Eliminated { force, by, .. } => {
                current
                    .get_or_insert_with(|| TurnSummary::of(by))
                    .eliminated
                    .push(force);
            }
            _ => {}
        }
    }
    turns.extend(current);
    turns.retain(|t| t.force != seat);
    turns
}

/// One turn in a sentence: "Bruno took Congo, and Egypt from you." / "Bruno a conquis le
/// Congo, et vous a pris l'Égypte."
pub fn turn_sentence(
    lang: Lang,
    turn: &TurnSummary,
    board: &Board,
    name: &dyn Fn(u8) -> String,
) -> String {
    let places = |ids: &[TerritoryId]| {
        let names: Vec<&str> = ids
            .iter()
            .map(|&t| board.territory(t).name.the(lang))
            .collect();
        name_list(lang, &names)
    };
    let who = name(turn.force.0);
    let mut parts = Vec::new();
    if turn.traded > 0 {
        parts.push(match lang {
            Lang::En => format!("traded cards for {}", armies(lang, turn.traded)),
            Lang::Fr => format!("a échangé des cartes contre {}", armies(lang, turn.traded)),
        });
    }
    // What was taken from the incoming player is said as theirs, once.
    let others: Vec<TerritoryId> = turn
        .took
        .iter()
        .copied()
        .filter(|t| !turn.from_you.contains(t))
        .collect();
    parts.push(match (others.is_empty(), turn.from_you.is_empty(), lang) {
        (true, true, _) => tr(lang, "took no territory", "n'a conquis aucun territoire").to_owned(),
        (false, true, Lang::En) => format!("took {}", places(&others)),
        (false, true, Lang::Fr) => format!("a conquis {}", places(&others)),
        (true, false, Lang::En) => format!("took {} from you", places(&turn.from_you)),
        (true, false, Lang::Fr) => format!("vous a pris {}", places(&turn.from_you)),
        (false, false, Lang::En) => format!(
            "took {}, and {} from you",
            places(&others),
            places(&turn.from_you)
        ),
        (false, false, Lang::Fr) => format!(
            "a conquis {}, et vous a pris {}",
            places(&others),
            places(&turn.from_you)
        ),
    });
    for &out in &turn.eliminated {
        parts.push(match lang {
            Lang::En => format!("knocked {} out of the game", name(out.0)),
            Lang::Fr => format!("a éliminé {}", name(out.0)),
        });
    }
    // The parts themselves may hold "and" (two places taken): they are joined plainly.
    let last = parts.pop().unwrap_or_default();
    let joined = if parts.is_empty() {
        last
    } else {
        format!("{}{}{last}", parts.join(", "), tr(lang, " and ", " et "))
    };
    format!("{who} {joined}.")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn conquered(force: u8, from: u8, territory: u8) -> Event {
        Event::Conquered {
            force: ForceId(force),
            from_force: ForceId(from),
            territory: TerritoryId(territory),
        }
    }

    fn started(force: u8) -> Event {
        Event::TurnStarted {
            force: ForceId(force),
            round: 1,
            from_territories: 3,
            from_continents: 0,
        }
    }

    fn ended(force: u8) -> Event {
        Event::TurnEnded {
            force: ForceId(force),
        }
    }

    #[test]
    fn the_turns_since_a_players_last_turn_are_summed_up_in_order() {
        let events = vec![
            started(0),
            conquered(0, 1, 5),
            ended(0),
            started(1),
            conquered(1, 0, 7),
            conquered(1, 2, 8),
            ended(1),
            started(2),
            ended(2),
        ];
        let turns = turns_since(&events, ForceId(0));
        assert_eq!(turns.len(), 2);
        assert_eq!(turns[0].force, ForceId(1));
        assert_eq!(turns[0].took, vec![TerritoryId(7), TerritoryId(8)]);
        assert_eq!(turns[0].from_you, vec![TerritoryId(7)]);
        assert!(turns[1].took.is_empty());
    }

    #[test]
    fn each_turn_reads_as_one_sentence_in_either_language() {
        let board = Board::world();
        let name = |seat: u8| ["Ada", "Bruno", "Chloé"][usize::from(seat)].to_owned();
        let egypt = board
            .ids()
            .find(|&t| board.territory(t).key == "egypt")
            .unwrap();
        let congo = board
            .ids()
            .find(|&t| board.territory(t).key == "congo")
            .unwrap();
        let turn = TurnSummary {
            force: ForceId(1),
            took: vec![egypt, congo],
            from_you: vec![egypt],
            traded: 8,
            eliminated: vec![ForceId(2)],
        };
        let says = |turn: &TurnSummary, en: &str, fr: &str| {
            assert_eq!(turn_sentence(Lang::En, turn, board, &name), en);
            assert_eq!(turn_sentence(Lang::Fr, turn, board, &name), fr);
        };
        says(
            &turn,
            "Bruno traded cards for 8 armies, took Congo, and Egypt from you and knocked Chloé out of the game.",
            "Bruno a échangé des cartes contre 8 régiments, a conquis le Congo, et vous a pris l'Égypte et a éliminé Chloé.",
        );
        says(
            &TurnSummary::of(ForceId(2)),
            "Chloé took no territory.",
            "Chloé n'a conquis aucun territoire.",
        );
        let yours = TurnSummary {
            took: vec![egypt],
            from_you: vec![egypt],
            ..TurnSummary::of(ForceId(2))
        };
        says(
            &yours,
            "Chloé took Egypt from you.",
            "Chloé vous a pris l'Égypte.",
        );
    }
}
