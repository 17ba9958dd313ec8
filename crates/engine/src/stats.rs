//! Statistics of a recorded game, per player over its turns: territories and armies held,
//! and the running totals of reinforcements received, cards traded and dice rolled (issue
//! 10), and in 003 the victory points (issue 50), read from the record by replaying it.

use serde::Serialize;

use super::action::Event;
use super::luck::{Luck, battle_sides, count_battles};
use super::record::{Record, ReplayError};
use super::state::{Colour, ForceId, GameState, Phase};

/// One player's figures at one moment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Tally {
    /// Territories held.
    pub territories: u32,
    /// Armies on the board (000 teams: the player's own share of shared territories).
    pub armies: u32,
    /// Armies received so far: each turn's reinforcements, card sets, territory bonuses and
    /// (003) sesterces and potions.
    pub reinforcements: u32,
    /// Cards traded in sets so far.
    pub cards_traded: u32,
    /// Dice rolled so far, attacking and defending.
    pub dice_rolled: u32,
    /// Victory points held (003; 0 in games without points).
    pub points: u32,
}

/// Every player's figures as a turn began (or as the game ended).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Sample {
    /// The turn, counted from 1.
    pub turn: u32,
    /// The round the turn belongs to, counted from 1.
    pub round: u32,
    /// One tally per player, in [`GameStats::players`] order.
    pub tallies: Vec<Tally>,
}

/// A whole game's statistics.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameStats {
    /// The players (not the neutral or independent forces), in seating order.
    pub players: Vec<ForceId>,
    /// One sample at the start of each turn, then one at the end of the game.
    pub samples: Vec<Sample>,
    /// Each force's luck in battle, by force id.
    pub luck: Vec<Luck>,
    /// Each force's colour, by force id (for charts).
    pub colours: Vec<Colour>,
    /// Whether the game counts victory points (003), so [`Metric::Points`] means something.
    pub points: bool,
}

impl GameStats {
    /// The metrics this game's charts offer: [`Metric::ALL`], and the points in 003.
    pub fn metrics(&self) -> Vec<Metric> {
        let mut metrics = Metric::ALL.to_vec();
        if self.points {
            metrics.push(Metric::Points);
        }
        metrics
    }

    /// One sample a round, for charts by round: each round's first sample placed at the
    /// rounds played before it, then the last sample at the round the game ended in (when
    /// it is not already a round's first). Positions rise strictly.
    pub fn by_round(&self) -> Vec<(u32, &Sample)> {
        let mut rounds: Vec<(u32, &Sample)> = Vec::new();
        for sample in &self.samples {
            if rounds.last().is_none_or(|(_, s)| s.round != sample.round) {
                rounds.push((sample.round.saturating_sub(1), sample));
            }
        }
        if let Some(last) = self.samples.last()
            && rounds.last().is_some_and(|(_, s)| !std::ptr::eq(*s, last))
        {
            let at = rounds.last().map_or(0, |(at, _)| at + 1).max(last.round);
            rounds.push((at, last));
        }
        rounds
    }
}

/// What one metric reads from a tally, for charts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Metric {
    /// [`Tally::territories`].
    Territories,
    /// [`Tally::armies`].
    Armies,
    /// [`Tally::reinforcements`].
    Reinforcements,
    /// [`Tally::cards_traded`].
    CardsTraded,
    /// [`Tally::dice_rolled`].
    DiceRolled,
    /// [`Tally::points`] (003 only, so not in [`Metric::ALL`]).
    Points,
}

impl Metric {
    /// Every metric, in the order the charts offer them.
    pub const ALL: [Metric; 5] = [
        Metric::Territories,
        Metric::Armies,
        Metric::Reinforcements,
        Metric::CardsTraded,
        Metric::DiceRolled,
    ];

    /// The metric's value in `tally`.
    pub fn of(self, tally: &Tally) -> u32 {
        match self {
            Metric::Territories => tally.territories,
            Metric::Armies => tally.armies,
            Metric::Reinforcements => tally.reinforcements,
            Metric::CardsTraded => tally.cards_traded,
            Metric::DiceRolled => tally.dice_rolled,
            Metric::Points => tally.points,
        }
    }
}

/// The running totals while a record replays.
struct Counter {
    players: Vec<ForceId>,
    totals: Vec<Tally>,
    samples: Vec<Sample>,
    luck: Vec<Luck>,
}

impl Counter {
    /// The player's place in the tallies, if `force` is a player.
    fn at(&self, force: ForceId) -> Option<usize> {
        self.players.iter().position(|&p| p == force)
    }

    /// Adds `amount` to one running total of `force`, if it is a player.
    fn add(&mut self, force: ForceId, amount: u32, field: fn(&mut Tally) -> &mut u32) {
        if let Some(at) = self.at(force) {
            *field(&mut self.totals[at]) += amount;
        }
    }

    /// Counts one step's events, applied to reach `state`.
    fn count(&mut self, state: &GameState, events: &[Event]) {
        for event in events {
            match *event {
                Event::TurnStarted {
                    force,
                    from_territories,
                    from_continents,
                    ..
                } => self.add(force, from_territories + from_continents, |t| {
                    &mut t.reinforcements
                }),
                Event::CardsTraded { force, armies, .. } => {
                    self.add(force, armies, |t| &mut t.reinforcements);
                    self.add(force, 3, |t| &mut t.cards_traded);
                }
                Event::OccupiedBonus { territory, armies } => {
                    self.add(state.holding(territory).owner, armies, |t| {
                        &mut t.reinforcements
                    })
                }
                Event::SesterceCashed { force, armies, .. }
                | Event::PotionPlayed { force, armies, .. }
                | Event::Guarded { force, armies, .. } => {
                    self.add(force, armies, |t| &mut t.reinforcements)
                }
                Event::Battle {
                    from,
                    to,
                    ref attack,
                    ref defend,
                    ..
                } => {
                    let (attacker, defender) = battle_sides(state, events, from, to);
                    self.add(attacker, attack.len() as u32, |t| &mut t.dice_rolled);
                    self.add(defender, defend.len() as u32, |t| &mut t.dice_rolled);
                }
                _ => {}
            }
        }
        count_battles(state, events, &mut self.luck);
    }

    /// Takes a sample of `state` with the running totals.
    fn sample(&mut self, state: &GameState) {
        let mut tallies = self.totals.clone();
        for (tally, &player) in tallies.iter_mut().zip(&self.players) {
            tally.territories = 0;
            tally.armies = 0;
            tally.points = state.force(player).victory_points;
            for holding in &state.territories {
                let share = holding.share(player);
                tally.armies += share;
                tally.territories += u32::from(holding.owner == player && holding.armies > 0);
            }
        }
        self.samples.push(Sample {
            turn: state.turn.number,
            round: state.turn.round,
            tallies,
        });
    }
}

/// Whether the game is past its setup (claims, starting armies, headquarters).
fn in_play(state: &GameState) -> bool {
    !matches!(
        state.phase,
        Phase::Claim | Phase::PlaceStartingArmies | Phase::ChooseHeadquarters
    )
}

/// The statistics of a recorded game: a sample as each turn begins and one at the end.
pub fn game_stats(record: &Record) -> Result<GameStats, ReplayError> {
    let initial = record.initial_state()?;
    let players: Vec<ForceId> = initial.players().collect();
    let colours = initial.forces.iter().map(|f| f.colour).collect();
    let points = initial.plays_empire();
    let mut counter = Counter {
        totals: vec![Tally::default(); players.len()],
        players,
        samples: Vec::new(),
        luck: Vec::new(),
    };
    let mut last_turn = None;
    if in_play(&initial) {
        counter.sample(&initial);
        last_turn = Some(initial.turn.number);
    }
    let last = record.replay_with(|state, _, events| {
        counter.count(state, events);
        if in_play(state) && last_turn != Some(state.turn.number) {
            counter.sample(state);
            last_turn = Some(state.turn.number);
        }
    })?;
    counter.sample(&last);
    counter.luck.sort_by_key(|l| l.force);
    Ok(GameStats {
        players: counter.players,
        samples: counter.samples,
        luck: counter.luck,
        colours,
        points,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A golden record's statistics and its final state.
    fn golden(text: &str) -> (GameStats, GameState) {
        let record = Record::from_stored(text).expect("a record");
        (
            game_stats(&record).expect("replays"),
            record.replay().expect("replays"),
        )
    }

    #[test]
    fn a_points_game_counts_each_players_points_by_round() {
        let (stats, end) = golden(include_str!(
            "../tests/records/valid/roman-empire-3p-seed1.json"
        ));
        assert!(stats.points);
        assert_eq!(stats.metrics().last(), Some(&Metric::Points));
        let last = stats.samples.last().expect("samples");
        for (tally, &player) in last.tallies.iter().zip(&stats.players) {
            assert_eq!(tally.points, end.force(player).victory_points);
        }
        assert!(last.tallies.iter().any(|t| t.points >= 10), "{last:?}");
        let rounds = stats.by_round();
        assert_eq!(rounds[0].0, 0);
        assert!(rounds.windows(2).all(|w| w[0].0 < w[1].0), "{rounds:?}");
        assert_eq!(rounds.last().map(|(at, _)| *at), Some(end.turn.round));
        assert!(std::ptr::eq(rounds.last().expect("a round").1, last));
        // Each round's sample is the round's first turn, so the points rise along the rounds.
        let points = |at: usize| rounds[at].1.tallies.iter().map(|t| t.points).sum::<u32>();
        assert_eq!(points(0), 0);
        assert!(points(rounds.len() - 1) >= 10);
    }

    #[test]
    fn a_game_without_points_offers_no_points_chart() {
        let (stats, _) = golden(include_str!(
            "../tests/records/valid/parker-1993-3p-seed5.json"
        ));
        assert!(!stats.points);
        assert_eq!(stats.metrics(), Metric::ALL);
        assert!(
            stats
                .samples
                .iter()
                .all(|s| s.tallies.iter().all(|t| t.points == 0))
        );
    }
}
