//! The victory screen's summary in figures and words: how long the game lasted, each
//! player's final standing, and whom the dice favoured.

use crate::engine::luck::Luck;
use crate::engine::state::{Colour, ForceId};
use crate::engine::stats::GameStats;
use crate::engine::text::message::{Arg, Message, force};
use crate::ui::stats_panel::turns_played;

/// One player's place at the end of the game.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// The player.
    pub player: ForceId,
    /// Their place in the charts' seat order (for the line's dash).
    pub seat: usize,
    /// Their colour.
    pub colour: Colour,
    /// Territories held at the end.
    pub territories: u32,
    /// Armies on the board at the end.
    pub armies: u32,
    /// Victory points at the end, in a game that counts them (003).
    pub points: Option<u32>,
    /// The turn they were eliminated on, if they were.
    pub out: Option<u32>,
    /// Whether they won (with their team in team games).
    pub won: bool,
}

/// "The game lasted 23 turns, in 8 rounds."
pub fn length_message(turns: u32, rounds: u32) -> Message {
    Message::new(
        "ui-game-length",
        vec![("turns", Arg::Count(turns)), ("rounds", Arg::Count(rounds))],
    )
}

/// The turn a player was eliminated on: the turns played when their territories first
/// ran out.
fn out_on(stats: &GameStats, at: usize) -> Option<u32> {
    let played = turns_played(stats);
    stats
        .samples
        .iter()
        .zip(played)
        .skip(1)
        .find(|(s, _)| s.tallies[at].territories == 0)
        .map(|(_, turn)| turn.max(1))
}

/// Every player's final standing: the winners, then those still in (most points, then
/// territories and armies first), then the eliminated, the last to fall first.
pub fn standings(stats: &GameStats, winners: &[ForceId]) -> Vec<Standing> {
    let Some(end) = stats.samples.last() else {
        return Vec::new();
    };
    let mut rows: Vec<Standing> = stats
        .players
        .iter()
        .enumerate()
        .map(|(seat, &player)| Standing {
            player,
            seat,
            colour: stats.colours[usize::from(player.0)],
            territories: end.tallies[seat].territories,
            armies: end.tallies[seat].armies,
            points: stats.points.then_some(end.tallies[seat].points),
            out: out_on(stats, seat),
            won: winners.contains(&player),
        })
        .collect();
    rows.sort_by_key(|r| {
        let fallen = r.out.map_or(0, |turn| u32::MAX - turn);
        (
            !r.won,
            r.out.is_some(),
            fallen,
            u32::MAX - r.points.unwrap_or(0),
            u32::MAX - r.territories,
            u32::MAX - r.armies,
        )
    });
    rows
}

/// Whom the dice favoured most and least, among the players who fought; nothing when fewer
/// than two fought or they fared alike.
fn extremes<'a>(luck: &'a [Luck], players: &[ForceId]) -> Option<(&'a Luck, &'a Luck)> {
    let fought: Vec<&Luck> = luck
        .iter()
        .filter(|l| l.rolls > 0 && players.contains(&l.force))
        .collect();
    let by_luck = |a: &&&Luck, b: &&&Luck| a.excess().total_cmp(&b.excess());
    let kindest = fought.iter().min_by(by_luck)?;
    let hardest = fought.iter().max_by(by_luck)?;
    (hardest.excess() - kindest.excess() >= 0.1).then_some((*kindest, *hardest))
}

/// A player's losses against the odds: "2.3 fewer armies lost than expected".
fn odds_message(excess: f64) -> Message {
    let lost = Arg::Tenths(crate::ui::stats_panel::tenths(excess.abs()));
    match excess {
        x if x < -0.05 => Message::new("ui-odds-fewer", vec![("lost", lost)]),
        x if x > 0.05 => Message::new("ui-odds-more", vec![("lost", lost)]),
        _ => Message::word("ui-odds-even"),
    }
}

/// The luck report's headline: whom the dice favoured most and least, among the players who
/// fought; nothing when fewer than two fought or they fared alike.
pub fn luck_headline_message(luck: &[Luck], players: &[ForceId]) -> Option<Message> {
    let (kindest, hardest) = extremes(luck, players)?;
    let said = |m: Message| Arg::Said(Box::new(m));
    Some(Message::new(
        "ui-luck-headline",
        vec![
            ("best", force(kindest.force)),
            ("bestluck", said(odds_message(kindest.excess()))),
            ("worst", force(hardest.force)),
            ("worstluck", said(odds_message(hardest.excess()))),
        ],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::i18n::Lang;
    use crate::engine::stats::{Sample, Tally};

    fn tally(territories: u32, armies: u32) -> Tally {
        Tally {
            territories,
            armies,
            ..Tally::default()
        }
    }

    fn stats() -> GameStats {
        let sample = |turn, tallies| Sample {
            turn,
            round: turn,
            tallies,
        };
        GameStats {
            players: vec![ForceId(0), ForceId(1), ForceId(2)],
            samples: vec![
                sample(1, vec![tally(14, 20), tally(14, 20), tally(14, 20)]),
                sample(2, vec![tally(16, 22), tally(12, 18), tally(14, 21)]),
                sample(3, vec![tally(20, 30), tally(0, 0), tally(22, 25)]),
                sample(4, vec![tally(42, 50), tally(0, 0), tally(0, 0)]),
            ],
            luck: Vec::new(),
            colours: vec![Colour::Red, Colour::Blue, Colour::Green],
            points: false,
        }
    }

    #[test]
    fn the_winner_leads_then_the_last_to_fall() {
        let rows = standings(&stats(), &[ForceId(0)]);
        let order: Vec<(u8, Option<u32>)> = rows.iter().map(|r| (r.player.0, r.out)).collect();
        assert_eq!(order, [(0, None), (2, Some(4)), (1, Some(2))]);
        assert_eq!((rows[0].territories, rows[0].armies), (42, 50));
    }

    #[test]
    fn the_length_and_the_luck_read_well_in_both_languages() {
        use crate::ui::said_check::{said_by, said_plain};
        assert_eq!(
            said_plain(Lang::En, &length_message(23, 8)),
            "The game lasted 23 turns, in 8 rounds."
        );
        assert_eq!(
            said_plain(Lang::Fr, &length_message(23, 1)),
            "La partie a duré 23\u{a0}tours de jeu, en 1\u{a0}tour de table."
        );
        let luck = |force, lost, expected| Luck {
            force: ForceId(force),
            rolls: 5,
            lost,
            expected,
        };
        let players = [ForceId(0), ForceId(1)];
        let report = [luck(0, 3, 3.6), luck(1, 9, 6.6)];
        let headline = |lang, report: &[Luck]| {
            luck_headline_message(report, &players).map(|m| said_by(lang, &m, &["Ada", "Bob"]))
        };
        assert_eq!(
            headline(Lang::Fr, &report).as_deref(),
            Some(
                "Les dés ont le plus souri à Ada (0,6\u{a0}régiment perdu de moins que prévu) et le moins à Bob (2,4\u{a0}régiments perdus de plus que prévu)."
            )
        );
        assert_eq!(
            headline(Lang::En, &report).as_deref(),
            Some(
                "The dice were kindest to Ada (0.6 fewer armies lost than expected) and hardest on Bob (2.4 more armies lost than expected)."
            )
        );
        assert_eq!(headline(Lang::En, &report[..1]), None);
    }

    #[test]
    fn a_golden_game_ends_with_its_winner_holding_the_world() {
        let text =
            include_str!("../../../../crates/engine/tests/records/valid/parker-1993-3p-seed5.json");
        let record = crate::engine::record::Record::from_stored(text).expect("a record");
        let stats = crate::engine::stats::game_stats(&record).expect("replays");
        let played = turns_played(&stats);
        assert_eq!(played[0], 0);
        assert!(played.windows(2).all(|w| w[0] < w[1]), "{played:?}");
        let winner = ForceId(record.result.expect("finished").winner);
        let rows = standings(&stats, &[winner]);
        assert_eq!((rows[0].player, rows[0].territories), (winner, 42));
        assert!(rows[1..].iter().all(|r| r.out.is_some()), "{rows:?}");
        assert_eq!(stats.samples.last().map(|s| s.turn), played.last().copied());
        assert!(rows.iter().all(|r| r.points.is_none()), "{rows:?}");
    }

    #[test]
    fn a_points_game_ranks_those_still_in_by_their_points() {
        let text = include_str!(
            "../../../../crates/engine/tests/records/valid/roman-empire-3p-seed1.json"
        );
        let record = crate::engine::record::Record::from_stored(text).expect("a record");
        let stats = crate::engine::stats::game_stats(&record).expect("replays");
        let winner = ForceId(record.result.expect("finished").winner);
        let rows = standings(&stats, &[winner]);
        assert_eq!(rows[0].player, winner);
        assert!(rows[0].points >= Some(10), "{rows:?}");
        let still_in: Vec<u32> = rows[1..]
            .iter()
            .filter(|r| r.out.is_none())
            .map(|r| r.points.expect("points"))
            .collect();
        assert!(still_in.windows(2).all(|w| w[0] >= w[1]), "{rows:?}");
    }
}
