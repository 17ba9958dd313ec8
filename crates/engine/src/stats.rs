//! Statistics of a recorded game, per player over its turns: territories and armies held,
//! and the running totals of reinforcements received, cards traded and dice rolled (issue
//! 10), read from the record by replaying it.

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
}

/// Every player's figures as a turn began (or as the game ended).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Sample {
    /// The turn, counted from 1.
    pub turn: u32,
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
            for holding in &state.territories {
                let share = holding.share(player);
                tally.armies += share;
                tally.territories += u32::from(holding.owner == player && holding.armies > 0);
            }
        }
        self.samples.push(Sample {
            turn: state.turn.number,
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
    })
}
