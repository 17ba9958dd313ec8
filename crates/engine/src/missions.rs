//! Secret missions: the decks of the mission presets and when a mission is complete
//! (RULINGS R7).

use super::board::Board;
use super::rules::MissionDeck;
use super::state::{Colour, ForceId, GameState};

pub use crate::mission_card::{
    Mission, Moment, NAPOLEON_TERRITORIES, Rank, TWENTY_FOUR_TERRITORIES,
};

/// Two continents to hold, as a mission.
fn continents(a: &str, b: &str) -> Mission {
    Mission::Continents {
        continents: vec![a.into(), b.into()],
        plus_one: false,
    }
}

/// 001 "Secret Mission Risk": twelve cards (RULINGS R7): four pairs of continents,
/// 24 territories, 18 territories with 2 armies each, and one per colour to destroy.
pub fn parker_1993_deck() -> Vec<Mission> {
    let mut deck = vec![
        continents("north-america", "africa"),
        continents("north-america", "oceania"),
        continents("asia", "africa"),
        continents("asia", "south-america"),
        TWENTY_FOUR_TERRITORIES,
        Mission::Territories {
            count: 18,
            min_armies: 2,
        },
    ];
    deck.extend(Colour::ALL.map(|colour| Mission::Destroy { colour }));
    deck
}

/// 002's fourteen objectives (RULINGS R7): 001's twelve plus Europe and South America, and
/// Europe and Oceania, each with a third continent of your choice.
pub fn miro_1975_deck() -> Vec<Mission> {
    let mut deck = parker_1993_deck();
    for (at, other) in [(4, "south-america"), (5, "oceania")] {
        let mission = Mission::Continents {
            continents: vec!["europe".into(), other.into()],
            plus_one: true,
        };
        deck.insert(at, mission);
    }
    deck
}

/// Regions to hold, and whether one more of your choice is needed too.
fn regions(named: &[&str], plus_one: bool) -> Mission {
    Mission::Continents {
        continents: named.iter().map(|&key| key.into()).collect(),
        plus_one,
    }
}

/// 004's thirteen missions on the Europe 1810 board ((house) RULINGS R7: the book does not
/// print them): eight of regions or territory counts, of about equal difficulty (12 to 15
/// territories), and one "destroy" card per colour of the box, the sixth (violet) never
/// targeted (004 "Règle pour 6 joueurs").
pub fn napoleon_1999_deck() -> Vec<Mission> {
    let mut deck = vec![
        regions(&["france", "rhine-confederation"], false),
        regions(&["russia", "prussia"], false),
        regions(&["rhine-confederation", "austria-hungary"], false),
        regions(&["austria-hungary", "italy"], true),
        regions(&["france", "spain-portugal"], true),
        regions(&["united-kingdom", "scandinavia", "prussia"], false),
        NAPOLEON_TERRITORIES,
        Mission::Territories {
            count: 21,
            min_armies: 2,
        },
    ];
    let targeted = Colour::ALL.into_iter().filter(|&c| c != Colour::Pink);
    deck.extend(targeted.map(|colour| Mission::Destroy { colour }));
    deck
}

impl MissionDeck {
    /// The deck's cards on `board`, before any is removed or dealt.
    pub fn cards(self, board: &Board) -> Vec<Mission> {
        match self {
            MissionDeck::Board => board.missions.clone(),
            MissionDeck::Parker1993 => parker_1993_deck(),
            MissionDeck::Miro1975 => miro_1975_deck(),
            MissionDeck::Conquete2010Ranked => super::objectives::ranked_deck(),
            MissionDeck::Napoleon1999 => napoleon_1999_deck(),
            MissionDeck::RomanEmpire => super::empire::missions::roman_empire_deck(),
        }
    }

    /// Whether cards naming a colour nobody plays are taken out before the deal (001 step
    /// 2); otherwise such a card becomes 24 territories when dealt (002, RULINGS R7).
    pub fn removes_absent_colours(self) -> bool {
        // 004 "Les cartes Mission": "S'il y a moins de 5 joueurs, le Général doit
        // préalablement retirer toutes les cartes Mission concernant des couleurs non
        // attribuées."
        matches!(self, MissionDeck::Parker1993 | MissionDeck::Napoleon1999)
    }

    /// The mission that replaces a card naming the holder's own colour (RULINGS R7: 24
    /// territories on the world board; 28 on Europe's 48; on an imported board, as many of
    /// its territories as 24 are of the world's 42, house).
    pub fn own_colour_replacement(self, board: &Board) -> Mission {
        match self {
            MissionDeck::Napoleon1999 => NAPOLEON_TERRITORIES,
            MissionDeck::Board => Mission::Territories {
                count: (24 * board.territories.len() as u32).div_ceil(42),
                min_armies: 1,
            },
            _ => TWENTY_FOUR_TERRITORIES,
        }
    }

    /// Whether a mission may be claimed only during its holder's own turn (004 "Le
    /// vainqueur": "vous ne pouvez revendiquer votre victoire que lors de votre tour de
    /// jeu"), rather than the moment anyone completes it (001).
    pub fn claimed_on_own_turn(self) -> bool {
        self == MissionDeck::Napoleon1999
    }

    /// Whether "destroy a colour" becomes 24 territories when someone else destroys it
    /// (002, RULINGS R7) rather than being completed all the same (001 "Important note").
    pub fn destroyed_by_another_becomes_24(self) -> bool {
        self == MissionDeck::Miro1975
    }
}

impl Mission {
    /// What must be done: a ranked objective's goal, or the mission itself.
    pub fn goal(&self) -> &Mission {
        match self {
            Mission::Ranked { goal, .. } | Mission::Scored { goal, .. } => goal.goal(),
            other => other,
        }
    }

    /// The continents the mission names, by key.
    pub fn continents_named(&self) -> Vec<&str> {
        match self.goal() {
            Mission::Continents { continents, .. } => {
                continents.iter().map(String::as_str).collect()
            }
            Mission::InContinent { continent, .. } => vec![continent.as_str()],
            _ => Vec::new(),
        }
    }

    /// Whether `force` has completed this mission in `state`. A colour destroyed by another
    /// player completes the mission all the same (001 "Important note").
    pub fn is_complete(&self, state: &GameState, force: ForceId) -> bool {
        let board = state.board();
        match self {
            Mission::Continents {
                continents,
                plus_one,
            } => {
                let mut named = 0;
                for key in continents {
                    match board.continents.iter().position(|c| &c.key == key) {
                        Some(i) if state.holds_continent(force, continent_id(i)) => named += 1,
                        _ => return false,
                    }
                }
                let others = (0..board.continents.len())
                    .filter(|&i| !continents.contains(&board.continents[i].key))
                    .filter(|&i| state.holds_continent(force, continent_id(i)))
                    .count();
                named == continents.len() && (!plus_one || others >= 1)
            }
            Mission::Territories { count, min_armies } => {
                let held = state
                    .territories
                    .iter()
                    .filter(|h| h.owner == force && h.armies >= *min_armies.max(&1))
                    .count();
                held >= *count as usize
            }
            Mission::Destroy { colour } => state
                .forces
                .iter()
                .any(|f| f.colour == *colour && f.eliminated),
            Mission::InContinent {
                continent,
                count,
                min_armies,
            } => board
                .continents
                .iter()
                .find(|c| &c.key == continent)
                .is_some_and(|c| {
                    let held = c.territories.iter().filter(|&&t| {
                        let holding = state.holding(t);
                        holding.owner == force && holding.armies >= *min_armies.max(&1)
                    });
                    held.count() >= *count as usize
                }),
            Mission::InEachContinent { count } => board.continents.iter().all(|c| {
                let held = c
                    .territories
                    .iter()
                    .filter(|&&t| state.holding(t).owner == force && state.holding(t).armies > 0);
                held.count() >= *count as usize
            }),
            Mission::ArmiesOnOne { armies } => state
                .territories
                .iter()
                .any(|h| h.owner == force && h.armies >= *armies),
            Mission::ConquerInTurn { count } => {
                state.turn.current == force && state.turn.conquests >= *count
            }
            Mission::Ports { count } => {
                let ports = state
                    .territories_of(force)
                    .filter(|&t| board.territory(t).port);
                ports.count() >= *count as usize
            }
            Mission::Sesterces { count } => state.force(force).sesterces >= *count,
            Mission::Equipped { swords, shields } => {
                let mine = || state.territories_of(force).map(|t| state.holding(t));
                mine().filter(|h| h.sword).count() >= *swords as usize
                    && mine().filter(|h| h.shield).count() >= *shields as usize
            }
            Mission::Ranked { goal, .. } | Mission::Scored { goal, .. } => {
                goal.is_complete(state, force)
            }
        }
    }
}

/// A continent index as an id.
fn continent_id(index: usize) -> super::board::ContinentId {
    super::board::ContinentId(index as u8)
}
