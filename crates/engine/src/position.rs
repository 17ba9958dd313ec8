//! An explicit position: the state of a game without its rule set, as a record may start
//! from one, and the checks that a position read from a file keeps the engine's invariants.

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

use crate::board::{Board, TerritoryId};
use crate::cards::{Card, full_deck};
use crate::rng::Rng;
use crate::rules::RuleSet;
use crate::state::{Force, ForceId, ForceKind, GameState, Holding, Phase, Turn};

/// Largest army count, reserve or round a record may hold, so sums cannot overflow.
const LIMIT: u32 = 1_000_000;

/// An explicit position: the state of the game without its rule set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    /// Every force, players first.
    pub forces: Vec<Force>,
    /// Every territory, in board order.
    pub territories: Vec<Holding>,
    /// The draw pile, top card last.
    pub draw_pile: Vec<Card>,
    /// The traded cards.
    pub discards: Vec<Card>,
    /// Sets traded so far (the golden cavalier's position).
    pub sets_traded: u32,
    /// The phase.
    pub phase: Phase,
    /// The current turn.
    pub turn: Turn,
    /// The generator's state, for whatever the record does not say.
    pub rng: Rng,
    /// 003's piles and the turn's economy, in the Roman presets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub empire: Option<crate::empire::pieces::Empire>,
}

impl From<&GameState> for Position {
    /// The position of a game at this moment, to start a record from it.
    fn from(state: &GameState) -> Position {
        Position {
            forces: state.forces.clone(),
            territories: state.territories.clone(),
            draw_pile: state.draw_pile.clone(),
            discards: state.discards.clone(),
            sets_traded: state.sets_traded,
            phase: state.phase,
            turn: state.turn.clone(),
            rng: state.rng.clone(),
            empire: state.empire.clone(),
        }
    }
}

/// Refuses a position that breaks the engine's invariants, saying which.
pub fn validate(position: &Position, players: u8, rules: &RuleSet) -> Result<(), String> {
    let bad = |why: &str| Err(why.to_owned());
    let board = Board::by_key(&rules.board).unwrap_or_else(Board::world);
    let forces = position.forces.len();
    let seats = usize::from(players);
    // The players, then the preset's neutral, independent or allied forces (RULINGS R3, R9).
    let extras = rules.extra_forces.kinds();
    let kinds_fit = forces == seats + extras.len()
        && position.forces[..seats.min(forces)]
            .iter()
            .all(|f| f.kind == ForceKind::Player)
        && position
            .forces
            .iter()
            .skip(seats)
            .map(|f| f.kind)
            .eq(extras.iter().copied());
    if !kinds_fit {
        return bad(
            "one force per player, then the preset's neutral, independent or allied forces",
        );
    }
    let mut colours: Vec<_> = position.forces.iter().map(|f| f.colour).collect();
    colours.sort_by_key(|c| *c as u8);
    colours.dedup();
    if colours.len() != forces {
        return bad("each force has a colour of its own");
    }
    let is = |f: ForceId, kind: ForceKind| {
        position
            .forces
            .get(usize::from(f.0))
            .is_some_and(|force| force.kind == kind)
    };
    let active = matches!(
        rules.extra_forces,
        crate::rules::ExtraForces::Independents { active: true, .. }
    );
    for force in &position.forces {
        let player = force.kind == ForceKind::Player;
        // Only an active independent has a master: a player (000 "indépendants actifs").
        let master_ok = match force.controller {
            None => true,
            Some(master) => {
                force.kind == ForceKind::Independent && active && is(master, ForceKind::Player)
            }
        };
        // Cards: an independent's hand (at most five, bought with cards), a player's.
        let hand_ok = player
            || force.hand.is_empty()
            || force.kind == ForceKind::Independent
                && force.hand.len() <= crate::allies::MOST_CARDS_PER_INDEPENDENT;
        let extra_ok = player
            || force.missions.is_empty()
                && force.claimed.is_empty()
                && force.headquarters.is_none()
                && force.leader.is_none()
                && force.potions.is_empty()
                && force.sesterces == 0
                && force.victory_points == 0;
        if !master_ok || !hand_ok || !extra_ok {
            return bad("a neutral, independent or allied force holds what only players hold");
        }
    }
    if position.territories.len() != board.territories.len() {
        return bad("one holding per territory of the board");
    }
    let on_board = |t: TerritoryId| usize::from(t.0) < board.territories.len();
    let setup = matches!(position.phase, Phase::Claim);
    let waiting = match position.phase {
        Phase::Occupy { to, .. } => Some(to),
        _ => None,
    };
    for (index, holding) in position.territories.iter().enumerate() {
        let owned = usize::from(holding.owner.0) < forces;
        let empty_allowed = setup || waiting.is_some_and(|to| usize::from(to.0) == index);
        let armies_ok =
            (1..=LIMIT).contains(&holding.armies) || empty_allowed && holding.armies == 0;
        if !(owned || setup && holding.armies == 0) || !armies_ok {
            return bad("every territory has an owner and 1 to 1000000 armies");
        }
        if let Some(partner) = holding.partner {
            // 000 teams (R10): a teammate's share, never more than the owner's own.
            let team = |f: ForceId| position.forces.get(usize::from(f.0))?.team;
            let teammates =
                team(partner.force).is_some() && team(partner.force) == team(holding.owner);
            if !teammates
                || partner.force == holding.owner
                || partner.armies == 0
                || u64::from(partner.armies) * 2 > u64::from(holding.armies)
            {
                return bad("a territory is shared only by teammates, the owner with the most");
            }
        }
    }
    let teams_ok = position.forces.iter().enumerate().all(|(seat, force)| {
        let player = force.kind == ForceKind::Player;
        force.team == (rules.teams && player).then_some(seat as u8 % 2)
    });
    if !teams_ok {
        return bad("teams are seats 1 and 3 against 2 and 4, in team games only");
    }
    let mut seen = HashSet::new();
    let deck: HashSet<Card> = full_deck(board).into_iter().collect();
    let capitals = rules.win.chooses_headquarters();
    let headquarters: Vec<_> = position
        .forces
        .iter()
        .filter_map(|f| f.headquarters)
        .collect();
    if headquarters.iter().any(|&t| !on_board(t)) || !capitals && !headquarters.is_empty() {
        return bad("a headquarters is off the board or in a game without them");
    }
    // 001 Capital Risk: once revealed, the headquarters cards are set aside.
    let set_aside: Vec<Card> = match position.phase {
        Phase::Claim | Phase::PlaceStartingArmies | Phase::ChooseHeadquarters => Vec::new(),
        _ => headquarters.iter().map(|&t| Card::Territory(t)).collect(),
    };
    let cards = position
        .draw_pile
        .iter()
        .chain(&position.discards)
        .chain(position.forces.iter().flat_map(|f| &f.hand))
        .chain(&set_aside)
        .chain(&position.turn.card_aside);
    for card in cards {
        if !deck.contains(card) || !seen.insert(*card) {
            return bad("a card is unknown or appears twice");
        }
    }
    if seen.len() != deck.len() {
        return bad("every card of the deck must be in the pile, the discards or a hand");
    }
    let turn = &position.turn;
    let valid = |f: ForceId| is(f, ForceKind::Player);
    if !valid(turn.current) || !valid(turn.first) || turn.reserve > LIMIT || turn.round > LIMIT {
        return bad("the turn names an unknown player or a number out of range");
    }
    // Every force the turn names exists and is of the kind its role needs.
    let independent = |f: &ForceId| is(*f, ForceKind::Independent);
    let placing_ok = turn
        .placing_for
        .is_none_or(|f| usize::from(f.0) < forces && !is(f, ForceKind::Player));
    let invasion_ok = turn.invasion.as_ref().is_none_or(|i| {
        on_board(i.from) && on_board(i.to) && i.independents.iter().all(independent)
    });
    let allies_ok = turn.allies_reinforced.iter().all(independent)
        && turn.moved.iter().all(|&f| usize::from(f.0) < forces);
    if !placing_ok || !invasion_ok || !allies_ok || turn.received > LIMIT {
        return bad("the turn names a force that cannot play that part");
    }
    // 002's ally step belongs to games with the allied force.
    let allied = matches!(rules.extra_forces, crate::rules::ExtraForces::Allied { .. });
    if turn.ally_step.is_some() && !allied {
        return bad("the allied force's step in a game without it");
    }
    let counter = turn.ally_step == Some(crate::allied::AllyStep::Counter);
    // Who may be acting in a conquest or a roll: the player, a force they command, or in
    // 002's ally step the ally.
    let acts_for_current = |t: TerritoryId| {
        let owner = position.territories[usize::from(t.0)].owner;
        owner == turn.current && !counter
            || counter && is(owner, ForceKind::Allied)
            || position
                .forces
                .get(usize::from(owner.0))
                .is_some_and(|f| f.controller == Some(turn.current))
    };
    if position.forces.iter().any(|f| f.setup_armies > LIMIT) || position.sets_traded > LIMIT {
        return bad("a number is out of range");
    }
    // 000 Risk Mission: claims name distinct objectives of the player's own.
    let claims_fit = |claimed: &[u8], missions: usize| {
        let mut distinct = claimed.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        distinct.len() == claimed.len() && claimed.iter().all(|&i| usize::from(i) < missions)
    };
    let current_missions = position.forces[usize::from(turn.current.0)].missions.len();
    if !position
        .forces
        .iter()
        .all(|f| claims_fit(&f.claimed, f.missions.len()))
        || !claims_fit(&turn.objectives_met_at_start, current_missions)
    {
        return bad("a claimed objective is not one of the player's");
    }
    match position.phase {
        Phase::Occupy { from, to, min } => {
            let ok = on_board(from)
                && on_board(to)
                && acts_for_current(from)
                && position.territories[usize::from(to.0)].owner
                    == position.territories[usize::from(from.0)].owner
                && position.territories[usize::from(to.0)].armies == 0
                && min >= 1
                && min < position.territories[usize::from(from.0)].armies;
            if !ok {
                return bad("the conquest waiting to be occupied does not fit the board");
            }
        }
        Phase::Finished { winner } if !valid(winner) => return bad("unknown winner"),
        Phase::Rolled => {
            let ok = position.turn.rolled.as_ref().is_some_and(|r| {
                on_board(r.from)
                    && on_board(r.to)
                    && r.attack.len() == usize::from(r.dice)
                    && (1..=3).contains(&r.dice)
                    && (1..=2).contains(&r.defend.len())
                    && r.attack
                        .iter()
                        .chain(&r.defend)
                        .all(|v| (1..=6).contains(v))
                    && acts_for_current(r.from)
                    && position.territories[usize::from(r.from.0)].armies > u32::from(r.dice)
                    && position.territories[usize::from(r.to.0)].owner
                        != position.territories[usize::from(r.from.0)].owner
                    && position.territories[usize::from(r.to.0)].armies >= r.defend.len() as u32
            });
            if !ok {
                return bad("the battle waiting to be decided does not fit the board");
            }
        }
        _ => {}
    }
    Ok(())
}
