//! 003's twenty secret missions ((house) RULINGS R7: written for the Roman board, worth 1 to
//! 3 victory points) and the end of a turn that scores one of them, hands out the spoils and
//! checks for the victory at 10 points.

use super::super::action::Event;
use super::super::mission_card::Mission;
use super::super::rules::WinCondition;
use super::super::state::{ForceId, GameState};

/// A mission worth `points`.
fn scored(points: u32, goal: Mission) -> Mission {
    Mission::Scored {
        points,
        goal: Box::new(goal),
    }
}

/// Hold every territory of these provinces.
fn provinces(keys: &[&str]) -> Mission {
    Mission::Continents {
        continents: keys.iter().map(|&k| k.into()).collect(),
        plus_one: false,
    }
}

/// The twenty missions: seven worth 1 point, eight worth 2 and five worth 3. The scanned
/// example card, "lose control of 4 ports", is read as "take control of 4 ports" (R7).
pub fn roman_empire_deck() -> Vec<Mission> {
    let territories = |count, min_armies| Mission::Territories { count, min_armies };
    vec![
        scored(1, Mission::Ports { count: 4 }),
        scored(1, territories(12, 1)),
        scored(1, Mission::ArmiesOnOne { armies: 10 }),
        scored(1, Mission::ConquerInTurn { count: 3 }),
        scored(1, Mission::Sesterces { count: 5 }),
        scored(
            1,
            Mission::Equipped {
                swords: 1,
                shields: 2,
            },
        ),
        scored(
            1,
            Mission::InContinent {
                continent: "hispania".into(),
                count: 4,
                min_armies: 2,
            },
        ),
        scored(2, Mission::Ports { count: 7 }),
        scored(2, territories(18, 1)),
        scored(2, territories(12, 3)),
        scored(2, Mission::ConquerInTurn { count: 5 }),
        scored(2, provinces(&["hispania"])),
        scored(2, provinces(&["africa"])),
        scored(2, provinces(&["britannia-germania"])),
        scored(2, Mission::InEachContinent { count: 2 }),
        scored(3, provinces(&["gallia"])),
        scored(3, provinces(&["italia"])),
        scored(3, provinces(&["oriens"])),
        scored(3, Mission::Ports { count: 10 }),
        scored(3, territories(24, 1)),
    ]
}

impl Mission {
    /// Victory points the mission scores (a mission without a value scores 1).
    pub fn points(&self) -> u32 {
        match self {
            Mission::Scored { points, .. } => *points,
            _ => 1,
        }
    }
}

impl GameState {
    /// The place in `force`'s hand of the completed mission worth the most, if any.
    pub fn best_completed_mission(&self, force: ForceId) -> Option<usize> {
        let missions = &self.force(force).missions;
        (0..missions.len())
            .filter(|&i| missions[i].is_complete(self, force))
            .max_by_key(|&i| (missions[i].points(), std::cmp::Reverse(i)))
    }

    /// 003 steps 5 and 6 and "Victoire", after the manoeuvre: one completed mission scores
    /// ((house): the one worth the most) and a new one is drawn; a turn with a conquest earns
    /// a potion and a purse; 10 points or more win. Returns whether the game is won.
    pub(crate) fn end_empire_turn(&mut self, force: ForceId, events: &mut Vec<Event>) -> bool {
        if !self.plays_empire() {
            return false;
        }
        if let Some(at) = self.best_completed_mission(force) {
            let mission = self.forces[usize::from(force.0)].missions.remove(at);
            let points = mission.points();
            let total = {
                let me = &mut self.forces[usize::from(force.0)];
                me.victory_points += points;
                me.victory_points
            };
            events.push(Event::MissionScored {
                force,
                mission: mission.clone(),
                points,
                total,
            });
            if let Some(empire) = self.empire.as_mut() {
                empire.mission_pile.insert(0, mission);
            }
            self.draw_mission(force);
        }
        if self.turn.conquered {
            self.take_spoils(force, events);
        }
        match self.rules.win {
            WinCondition::Points { target } if self.force(force).victory_points >= target => {
                self.finish(force, events);
                true
            }
            _ => false,
        }
    }
}
