//! What happened since a player's last turn, one summary per turn of the others, for the
//! hand-off screen of a pass-and-play game and for a player alone against bots: who took what
//! from whom, who traded cards, who was knocked out (`since_message` says each as a message).
//! Only public events are read.

use crate::action::Event;
use crate::board::TerritoryId;
use crate::state::ForceId;

/// One turn of another player, as far as the log still holds it.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnSummary {
    /// Whose turn.
    pub force: ForceId,
    /// Territories taken, in order, each once, with the force that held it.
    pub took: Vec<(TerritoryId, ForceId)>,
    /// Armies received for cards.
    pub traded: u32,
    /// Players knocked out of the game.
    pub eliminated: Vec<ForceId>,
    /// Whether the turn is over (a turn still being played says only what it holds so far).
    pub ended: bool,
}

impl TurnSummary {
    /// A turn of `force` with nothing in it yet.
    pub fn of(force: ForceId) -> TurnSummary {
        TurnSummary {
            force,
            took: Vec::new(),
            traded: 0,
            eliminated: Vec::new(),
            ended: false,
        }
    }

    /// Whether anything happened in it.
    pub fn is_empty(&self) -> bool {
        self.took.is_empty() && self.traded == 0 && self.eliminated.is_empty()
    }

    /// Notes a territory taken from `from`; one taken again in the same turn is said once.
    fn take(&mut self, territory: TerritoryId, from: ForceId) {
        if self.took.iter().all(|&(t, _)| t != territory) {
            self.took.push((territory, from));
        }
    }
}

/// Whether `seat` has ended a turn of its own: then the account reads "since your last turn",
/// before that "since the start" (`round` is the game's: from round 2 on, every player has).
pub fn has_played(events: &[Event], seat: ForceId, round: u32) -> bool {
    round > 1
        || events
            .iter()
            .any(|e| matches!(e, Event::TurnEnded { force } if *force == seat))
}

/// The other players' turns since `seat` last ended one (or since the log begins), oldest
/// first; a turn the log holds only the end of is summed up from what it holds, and a turn
/// still being played (the incoming player placing the neutral's or the ally's armies in it)
/// only if something happened in it already.
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
                let mut turn = current.take().unwrap_or_else(|| TurnSummary::of(force));
                turn.ended = true;
                turns.push(turn);
            }
            Event::CardsTraded { force, armies, .. } => {
                current.get_or_insert_with(|| TurnSummary::of(force)).traded += armies;
            }
            Event::Conquered {
                force,
                from_force,
                territory,
            } => current
                .get_or_insert_with(|| TurnSummary::of(force))
                .take(territory, from_force),
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
    turns.retain(|t| t.force != seat && (t.ended || !t.is_empty()));
    turns
}

/// The former holders of the places taken in a turn: the incoming player (`seat`) first, then
/// in the order of the turn.
pub fn holders(turn: &TurnSummary, seat: ForceId) -> Vec<ForceId> {
    let mut holders: Vec<ForceId> = Vec::new();
    if turn.took.iter().any(|&(_, from)| from == seat) {
        holders.push(seat);
    }
    for &(_, from) in &turn.took {
        if !holders.contains(&from) {
            holders.push(from);
        }
    }
    holders
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
            conquered(1, 2, 8),
            ended(1),
            started(2),
            ended(2),
        ];
        let turns = turns_since(&events, ForceId(0));
        assert_eq!(turns.len(), 2);
        assert_eq!(turns[0].force, ForceId(1));
        let taken = vec![(TerritoryId(7), ForceId(0)), (TerritoryId(8), ForceId(2))];
        assert_eq!(turns[0].took, taken);
        assert!(turns[1].took.is_empty() && turns[1].ended);
        assert!(has_played(&events, ForceId(0), 1));
        assert!(!has_played(&events[..2], ForceId(0), 1));
    }

    #[test]
    fn a_turn_not_yet_played_says_nothing() {
        // 004 duel: the incoming player places the neutral's armies in Bruno's first turn.
        let events = vec![started(1)];
        assert!(turns_since(&events, ForceId(0)).is_empty());
        let events = vec![started(1), conquered(1, 0, 7)];
        assert_eq!(turns_since(&events, ForceId(0)).len(), 1);
    }
}
