//! 000 Risk Mission: four ranked objectives per player, claimed one per turn at the moment
//! each card names; after three, the fourth is shown to all; four win (RULINGS R7).

use super::action::{Event, RuleError};
use super::mission_card::{Mission, Moment, Rank};
use super::rules::{MissionDeck, WinCondition};
use super::state::{ForceId, GameState, Phase};

/// Objectives a player holds in 000 Risk Mission, one from each deck ("Mise en place").
pub const OBJECTIVES_EACH: usize = Rank::ALL.len();

/// Claimed objectives after which the last one is shown to everyone ("Atteindre un
/// objectif": "Quand vous avez atteint 3 objectifs, vous devez révéler votre quatrième").
pub const REVEALED_AFTER: usize = OBJECTIVES_EACH - 1;

/// One ranked card.
fn card(rank: Rank, moment: Moment, goal: Mission) -> Mission {
    Mission::Ranked {
        rank,
        moment,
        goal: Box::new(goal),
    }
}

/// Hold `count` territories of `continent` with `min_armies` each.
fn in_continent(continent: &str, count: u32, min_armies: u32) -> Mission {
    Mission::InContinent {
        continent: continent.into(),
        count,
        min_armies,
    }
}

/// Hold these whole continents.
fn whole(continents: &[&str]) -> Mission {
    Mission::Continents {
        continents: continents.iter().map(|&c| c.into()).collect(),
        plus_one: false,
    }
}

/// Hold `count` territories with `min_armies` each.
fn territories(count: u32, min_armies: u32) -> Mission {
    Mission::Territories { count, min_armies }
}

/// The 28 objectives of 000 Risk Mission, seven per rank in rising difficulty. **(house)**
/// The book does not print the cards (RULINGS R7); these are written for the world board in
/// its spirit, each checkable at the moment it names.
pub fn ranked_deck() -> Vec<Mission> {
    use Moment::{AfterReinforcing, TurnEnd, TurnStart};
    use Rank::{Captain, Colonel, General, Major};
    vec![
        card(Captain, TurnStart, in_continent("oceania", 2, 3)),
        card(Captain, TurnStart, in_continent("south-america", 2, 3)),
        card(Captain, TurnStart, in_continent("africa", 3, 2)),
        card(Captain, TurnStart, in_continent("europe", 3, 2)),
        card(
            Captain,
            AfterReinforcing,
            Mission::ConquerInTurn { count: 3 },
        ),
        card(Captain, TurnEnd, Mission::ArmiesOnOne { armies: 10 }),
        card(Captain, TurnEnd, territories(16, 1)),
        card(Major, TurnStart, in_continent("north-america", 5, 2)),
        card(Major, TurnStart, in_continent("asia", 6, 2)),
        card(Major, TurnStart, whole(&["oceania"])),
        card(Major, TurnStart, whole(&["south-america"])),
        card(Major, AfterReinforcing, Mission::ConquerInTurn { count: 5 }),
        card(Major, TurnEnd, Mission::InEachContinent { count: 1 }),
        card(Major, TurnEnd, territories(18, 2)),
        card(Colonel, TurnStart, whole(&["africa"])),
        card(Colonel, TurnStart, whole(&["europe"])),
        card(Colonel, TurnStart, whole(&["north-america"])),
        card(
            Colonel,
            AfterReinforcing,
            Mission::ConquerInTurn { count: 7 },
        ),
        card(Colonel, TurnEnd, territories(20, 1)),
        card(Colonel, TurnEnd, territories(5, 7)),
        card(Colonel, TurnStart, in_continent("asia", 8, 2)),
        card(General, TurnStart, whole(&["asia"])),
        card(General, TurnStart, whole(&["north-america", "oceania"])),
        card(General, TurnStart, whole(&["north-america", "africa"])),
        card(General, TurnStart, whole(&["europe", "south-america"])),
        card(General, TurnStart, whole(&["europe", "africa"])),
        card(
            General,
            AfterReinforcing,
            Mission::ConquerInTurn { count: 10 },
        ),
        card(General, TurnEnd, territories(24, 1)),
    ]
}

impl MissionDeck {
    /// Whether each player gets one card of every rank and claims them one at a time (000
    /// Risk Mission) rather than one mission that wins outright.
    pub fn is_ranked(self) -> bool {
        self == MissionDeck::Conquete2010Ranked
    }
}

impl Mission {
    /// The rank of a ranked objective.
    pub fn rank(&self) -> Option<Rank> {
        match self {
            Mission::Ranked { rank, .. } => Some(*rank),
            _ => None,
        }
    }

    /// The moment a ranked objective may be claimed.
    pub fn moment(&self) -> Option<Moment> {
        match self {
            Mission::Ranked { moment, .. } => Some(*moment),
            _ => None,
        }
    }
}

impl GameState {
    /// 000 "Mise en place": each player draws one card from each of the four decks, shuffled
    /// separately; the rest go back in the box unseen.
    pub(crate) fn deal_ranked_objectives(&mut self) {
        let players: Vec<ForceId> = self.players().collect();
        let deck = ranked_deck();
        for rank in Rank::ALL {
            let mut pile: Vec<Mission> = deck
                .iter()
                .filter(|m| m.rank() == Some(rank))
                .cloned()
                .collect();
            self.rng.shuffle(&mut pile);
            for &player in &players {
                if let Some(card) = pile.pop() {
                    self.forces[usize::from(player.0)].missions.push(card);
                }
            }
        }
    }

    /// Whether this game is played with ranked objectives.
    pub fn plays_ranked_objectives(&self) -> bool {
        self.rules.missions.is_some_and(MissionDeck::is_ranked)
    }

    /// Notes, as a turn begins, which of the player's unclaimed "start of turn" objectives
    /// are met, since those may be claimed later in the turn (000 "au moment PRÉCIS").
    pub(crate) fn note_objectives_at_turn_start(&mut self) {
        self.turn.objectives_met_at_start.clear();
        if !self.plays_ranked_objectives() {
            return;
        }
        let force = self.turn.current;
        let met: Vec<u8> = (0..self.force(force).missions.len())
            .filter(|&i| !self.force(force).claimed.contains(&(i as u8)))
            .filter(|&i| {
                let mission = &self.force(force).missions[i];
                mission.moment() == Some(Moment::TurnStart) && mission.is_complete(self, force)
            })
            .map(|i| i as u8)
            .collect();
        self.turn.objectives_met_at_start = met;
    }

    /// Why the current player may not claim objective `index` now, if they may not.
    pub fn check_claim(&self, index: u8) -> Result<(), RuleError> {
        let force = self.turn.current;
        let mission = self
            .force(force)
            .missions
            .get(usize::from(index))
            .filter(|_| self.plays_ranked_objectives())
            .ok_or(RuleError::NoSuchObjective)?;
        if self.force(force).claimed.contains(&index) {
            return Err(RuleError::ObjectiveAlreadyClaimed);
        }
        // 000 "Atteindre un objectif": "une seule réussite d'objectif par tour".
        if self.turn.objective_claimed {
            return Err(RuleError::OneObjectivePerTurn);
        }
        let in_time = match mission.moment() {
            Some(Moment::TurnStart) => matches!(
                self.phase,
                Phase::Reinforce | Phase::Attack | Phase::Fortify
            ),
            Some(Moment::AfterReinforcing) => matches!(self.phase, Phase::Attack | Phase::Fortify),
            Some(Moment::TurnEnd) => self.phase == Phase::Fortify,
            None => false,
        };
        if !in_time {
            return Err(RuleError::NotTheObjectivesMoment);
        }
        let met = match mission.moment() {
            Some(Moment::TurnStart) => self.turn.objectives_met_at_start.contains(&index),
            _ => mission.is_complete(self, force),
        };
        if met {
            Ok(())
        } else {
            Err(RuleError::ObjectiveNotMet)
        }
    }

    /// Objectives the current player may claim now.
    pub fn claimable_objectives(&self) -> Vec<u8> {
        let count = self.force(self.turn.current).missions.len();
        (0..count as u8)
            .filter(|&i| self.check_claim(i).is_ok())
            .collect()
    }

    /// Claims objective `index`: shown to all and kept; after three the fourth is revealed,
    /// and the fourth wins (000 "Atteindre un objectif", "Gagner la partie").
    pub(crate) fn claim_objective(
        &mut self,
        index: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.check_claim(index)?;
        let force = self.turn.current;
        self.turn.objective_claimed = true;
        let player = &mut self.forces[usize::from(force.0)];
        player.claimed.push(index);
        let claimed = player.claimed.len();
        events.push(Event::ObjectiveClaimed {
            force,
            mission: player.missions[usize::from(index)].clone(),
            claimed: claimed as u8,
        });
        if claimed == REVEALED_AFTER
            && let Some(last) = self.last_objective(force)
        {
            events.push(Event::ObjectiveRevealed {
                force,
                mission: last.clone(),
            });
        }
        if claimed >= self.force(force).missions.len()
            && self.rules.win == WinCondition::RankedObjectives
        {
            self.finish(force, events);
        }
        Ok(())
    }

    /// The one objective `force` has left, once it is shown to all (after three claims).
    pub fn last_objective(&self, force: ForceId) -> Option<&Mission> {
        let player = self.force(force);
        if player.claimed.len() != REVEALED_AFTER || player.missions.len() != OBJECTIVES_EACH {
            return None;
        }
        (0..player.missions.len())
            .find(|&i| !player.claimed.contains(&(i as u8)))
            .map(|i| &player.missions[i])
    }

    /// For each of `force`'s missions, whether everyone has seen it: claimed, or revealed
    /// as the last one.
    pub fn force_missions_public(&self, force: ForceId) -> Vec<bool> {
        let player = self.force(force);
        let last = self.last_objective(force).is_some();
        (0..player.missions.len())
            .map(|i| last || player.claimed.contains(&(i as u8)))
            .collect()
    }

    /// The objectives `force` has claimed, shown to all.
    pub fn claimed_objectives(&self, force: ForceId) -> Vec<&Mission> {
        let player = self.force(force);
        player
            .claimed
            .iter()
            .filter_map(|&i| player.missions.get(usize::from(i)))
            .collect()
    }
}
