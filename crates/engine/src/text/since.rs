//! What happened since a player's last turn, one sentence per turn of the others, for the
//! hand-off screen of a pass-and-play game and for a player alone against bots: who took what
//! from whom (what the incoming player lost said first), who traded cards, who was knocked out.
//! Only public events are read.

use crate::action::Event;
use crate::board::{Board, TerritoryId};
use crate::i18n::Lang;
use crate::state::ForceId;
use crate::text::mission_text::name_list;
use crate::text::phrases::{armies, in_sentence, tr};

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

/// The heading of the account: "Since your last turn", or "Since the start" on a player's
/// first turn.
pub fn heading(lang: Lang, played: bool) -> &'static str {
    match played {
        true => tr(lang, "Since your last turn", "Depuis votre dernier tour"),
        false => tr(lang, "Since the start", "Depuis le début de la partie"),
    }
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

/// One turn in a sentence: "Chloé took South Africa from you and Scandinavia from Bruno." /
/// "Chloé vous a pris l'Afrique du Sud et a pris la Scandinavie à Bruno." Each place is said
/// with the force it was taken from; what the incoming player (`seat`) lost comes first. French
/// says each holder's loss with its own verb and lists the clauses with commas and one "et"
/// ("a échangé des cartes contre 8 régiments, vous a pris l'Égypte, a pris le Congo à Chloé et
/// a éliminé Chloé"), never "; et".
pub fn turn_sentence(
    lang: Lang,
    turn: &TurnSummary,
    seat: ForceId,
    board: &Board,
    name: &dyn Fn(u8) -> String,
) -> String {
    let mut parts = Vec::new();
    if turn.traded > 0 {
        parts.push(match lang {
            Lang::En => format!("traded cards for {}", armies(lang, turn.traded)),
            Lang::Fr => format!("a échangé des cartes contre {}", armies(lang, turn.traded)),
        });
    }
    match takings(lang, turn, seat, board, name) {
        Some(took) => parts.extend(took),
        None if turn.traded == 0 && turn.eliminated.is_empty() => {
            parts.push(tr(lang, "took no territory", "n’a conquis aucun territoire").to_owned())
        }
        None => {}
    }
    for &out in &turn.eliminated {
        parts.push(match lang {
            Lang::En => format!("knocked {} out of the game", in_sentence(lang, name(out.0))),
            Lang::Fr => format!("a éliminé {}", in_sentence(lang, name(out.0))),
        });
    }
    let said = match lang {
        Lang::En => joined(lang, parts, true),
        Lang::Fr => listed(parts),
    };
    format!("{} {said}.", name(turn.force.0))
}

/// French clauses in a list: "A et B", "A, B et C"; with a comma before "et" when a clause
/// holds "et" itself ("vous a pris l'Égypte et le Congo, et a pris le Pérou à Chloé").
fn listed(mut items: Vec<String>) -> String {
    let Some(last) = items.pop() else {
        return String::new();
    };
    if items.is_empty() {
        return last;
    }
    let inner = items.iter().chain([&last]).any(|p| p.contains(" et "));
    let and = if inner { ", et " } else { " et " };
    format!("{}{and}{last}", items.join(", "))
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

/// The places taken in a turn, grouped by the force that held them, the incoming player's
/// first: one clause in English, "took Egypt from you, and Congo and Peru from Chloé"; in
/// French one clause a holder, each with its verb, "vous a pris l'Égypte", "a pris le Congo et
/// le Pérou à Chloé"; `None` when nothing was taken.
fn takings(
    lang: Lang,
    turn: &TurnSummary,
    seat: ForceId,
    board: &Board,
    name: &dyn Fn(u8) -> String,
) -> Option<Vec<String>> {
    let groups: Vec<(ForceId, Vec<&str>)> = holders(turn, seat)
        .iter()
        .map(|&from| {
            let places = turn.took.iter().filter(|&&(_, f)| f == from);
            let names = places.map(|&(t, _)| board.territory(t).name.the(lang));
            (from, names.collect())
        })
        .collect();
    let said: Vec<String> = groups
        .iter()
        .enumerate()
        .map(|(i, (from, places))| {
            let places = name_list(lang, places);
            let whom = in_sentence(lang, name(from.0));
            match (lang, *from == seat, i) {
                (Lang::En, true, _) => format!("took {places} from you"),
                (Lang::En, false, 0) => format!("took {places} from {whom}"),
                (Lang::En, false, _) => format!("{places} from {whom}"),
                (Lang::Fr, true, _) => format!("vous a pris {places}"),
                (Lang::Fr, false, _) => format!("a pris {places} à {whom}"),
            }
        })
        .collect();
    match lang {
        _ if said.is_empty() => None,
        Lang::En => Some(vec![joined(lang, said, false)]),
        Lang::Fr => Some(said),
    }
}

/// Items joined as a list. The places taken from each holder (`clauses` false) always take a
/// comma before the last "and": "took Egypt from you, and Congo from Chloé". The clauses of a
/// turn (`clauses` true) read "A and B", "A, B and C"; with a comma before "and" when one holds
/// "and" itself, and with semicolons when one holds commas ("traded cards for 8 armies; took
/// Egypt from you, and Congo from Chloé; and knocked Chloé out of the game").
fn joined(lang: Lang, mut items: Vec<String>, clauses: bool) -> String {
    let Some(last) = items.pop() else {
        return String::new();
    };
    if items.is_empty() {
        return last;
    }
    let and = tr(lang, "and", "et");
    let all = || items.iter().chain([&last]);
    let (separator, before_and) = if clauses && all().any(|p| p.contains(", ")) {
        let semicolon = tr(lang, "; ", "\u{202f}; ");
        (semicolon, semicolon)
    } else if !clauses || all().any(|p| p.contains(&format!(" {and} "))) {
        (", ", ", ")
    } else {
        (", ", " ")
    };
    format!("{}{before_and}{and} {last}", items.join(separator))
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
