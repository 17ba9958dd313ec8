//! A simple random-but-progressing policy for simulations and property tests (real bots come
//! later): it trades whenever it can, masses armies on a front, attacks with an advantage,
//! moves in behind its conquests and brings idle armies forward.

use super::action::Action;
use super::board::TerritoryId;
use super::cards::find_set;
use super::rng::Rng;
use super::rules::Fortify;
use super::state::{GameState, Phase};

impl GameState {
    /// Whether `territory` borders a territory of another force (not a teammate's).
    fn is_front(&self, territory: TerritoryId) -> bool {
        let owner = self.holding(territory).owner;
        self.board().adjacent(territory).any(|n| {
            let other = self.holding(n).owner;
            other != owner && !self.same_team(other, owner)
        })
    }

    /// The armies the current player could attack or move with from `from`.
    fn own_armies(&self, from: TerritoryId) -> u32 {
        self.holding(from).share(self.acting_force(from))
    }
}

/// Picks an action for the player to move; `None` once the game is over.
pub fn choose(state: &GameState, rng: &mut Rng) -> Option<Action> {
    let me = state.turn.current;
    let board = state.board();
    let pick = |rng: &mut Rng, items: &[TerritoryId]| items[rng.below(items.len() as u32) as usize];
    // Territories with armies of the player's own (000 teams: shared ones too).
    let mine = || state.own_stands(me);
    let fronts = |mine: &[TerritoryId]| -> Vec<TerritoryId> {
        mine.iter()
            .copied()
            .filter(|&t| state.is_front(t))
            .collect()
    };
    // Territories that can take another army (001 experts: 12 at most), all while none can.
    let roomy = |list: Vec<TerritoryId>| -> Vec<TerritoryId> {
        let open: Vec<TerritoryId> = list
            .iter()
            .copied()
            .filter(|&t| state.room(t) > 0)
            .collect();
        if open.is_empty() { list } else { open }
    };
    // 000 Risk Mission: claim an objective as soon as one may be claimed.
    if let Some(&mission) = state.claimable_objectives().last() {
        return Some(Action::ClaimObjective { mission });
    }
    // 003: now and then cash sesterces, buy at the shop or play a potion.
    if let Some(action) = empire_move(state, rng) {
        return Some(action);
    }
    Some(match state.phase {
        Phase::Finished { .. } => return None,
        Phase::Claim => {
            let empty: Vec<TerritoryId> = board
                .ids()
                .filter(|&t| !state.holding(t).is_claimed())
                .collect();
            Action::Claim {
                territory: pick(rng, &empty),
            }
        }
        Phase::PlaceStartingArmies if state.starting_army_force() != me => {
            let neutral: Vec<TerritoryId> =
                state.territories_of(state.starting_army_force()).collect();
            Action::PlaceStartingArmy {
                territory: pick(rng, &neutral),
            }
        }
        Phase::PlaceStartingArmies => {
            let mine = roomy(mine());
            let fronts = fronts(&mine);
            Action::PlaceStartingArmy {
                territory: pick(rng, if fronts.is_empty() { &mine } else { &fronts }),
            }
        }
        Phase::ChooseHeadquarters => Action::ChooseHeadquarters {
            territory: pick(rng, &mine()),
        },
        // 000 active independents: now and then a card to an independent not yet an ally.
        Phase::Reinforce if let Some(action) = influence(state, rng) => action,
        Phase::Reinforce if state.turn.placing_for.is_some() => {
            let theirs: Vec<TerritoryId> = state.territories_of(state.placing_force()).collect();
            let fronts = fronts(&theirs);
            let targets = if fronts.is_empty() { &theirs } else { &fronts };
            Action::Place {
                territory: pick(rng, targets),
                armies: state.turn.reserve,
            }
        }
        Phase::Reinforce => match find_set(&state.force(me).hand, board) {
            // Trading is refused only once captured cards are down to four (001).
            Some(cards) if !state.turn.capture_trade || state.force(me).hand.len() > 4 => {
                Action::TradeCards { cards }
            }
            // 000 teams: now and then the reserve goes to a teammate's front.
            _ if state.plays_teams() && rng.below(4) == 0 => {
                let team: Vec<TerritoryId> =
                    board.ids().filter(|&t| state.team_holds(t, me)).collect();
                let fronts = fronts(&team);
                Action::Place {
                    territory: pick(rng, if fronts.is_empty() { &team } else { &fronts }),
                    armies: state.turn.reserve,
                }
            }
            _ => {
                let mine = roomy(mine());
                let fronts = fronts(&mine);
                let targets = if fronts.is_empty() { &mine } else { &fronts };
                // Mass on the strongest front most of the time, elsewhere now and then.
                let territory = if rng.below(4) == 0 {
                    pick(rng, targets)
                } else {
                    *targets
                        .iter()
                        .max_by_key(|&&t| state.holding(t).armies)
                        .unwrap_or(&mine[0])
                };
                Action::Place {
                    territory,
                    armies: state.turn.reserve.min(state.room(territory)),
                }
            }
        },
        // 000 active independents: every ally gets its die before the combat.
        Phase::Attack
            if !state.turn.battled
                && let Some(&force) = state
                    .allies_of(me)
                    .iter()
                    .find(|a| !state.turn.allies_reinforced.contains(a)) =>
        {
            Action::ReinforceAlly { force }
        }
        Phase::Attack => best_attack(state, rng).unwrap_or(Action::EndAttack),
        // 001 experts: now and then a re-roll with a card or the Commander, else the dice as
        // they fell.
        Phase::Rolled => match &state.turn.rolled {
            Some(rolled) if rng.below(2) == 0 => {
                let cards = state.reroll_cards(rolled.from, rolled.to);
                let last = rolled.attack.len() as u8 - 1;
                match cards.first() {
                    Some(&card) if !rolled.rerolled => Action::Reroll { die: last, card },
                    _ if state.commander_available() => Action::Commander { die: last },
                    _ => Action::Resolve,
                }
            }
            _ => Action::Resolve,
        },
        Phase::Occupy { from, to, min } => Action::Occupy {
            armies: (state.own_armies(from) - 1).min(state.room(to)).max(min),
        },
        // Connected fortification allows many moves: stop at random so turns end.
        Phase::Fortify
            if state.rules.fortify == Fortify::ManyConnectedMoves && rng.below(2) == 0 =>
        {
            Action::EndTurn
        }
        Phase::Fortify if !state.may_still_move(me) => Action::EndTurn,
        Phase::Fortify => forward_move(state, &mine()).unwrap_or(Action::EndTurn),
    })
}

/// One time in three, a random economic action of 003 (each spends sesterces or a card, so
/// turns still end).
fn empire_move(state: &GameState, rng: &mut Rng) -> Option<Action> {
    if !state.plays_empire()
        || !matches!(state.phase, Phase::Reinforce | Phase::Attack)
        || rng.below(3) != 0
    {
        return None;
    }
    let mut options = Vec::new();
    state.push_empire_actions(&mut options);
    options.retain(|a| state.check(a).is_ok());
    if options.is_empty() {
        return None;
    }
    Some(options.swap_remove(rng.below(options.len() as u32) as usize))
}

/// A card for an independent that is not the player's ally and can take one, one time in
/// six, at the start of the turn.
fn influence(state: &GameState, rng: &mut Rng) -> Option<Action> {
    if !state.plays_active_independents()
        || state.turn.placing_for.is_some()
        || state.force(state.turn.current).hand.is_empty()
    {
        return None;
    }
    let me = state.turn.current;
    let force = state.independents().into_iter().find(|&f| {
        state.check_influence_target(f).is_ok() && state.force(f).controller != Some(me)
    })?;
    (rng.below(6) == 0).then(|| Action::Influence {
        force,
        card: state.force(me).hand[0],
    })
}

/// The attack with the largest advantage, or now and then a random one among those where the
/// attacker outnumbers the defender, so a big stack cannot circle one continent for ever.
fn best_attack(state: &GameState, rng: &mut Rng) -> Option<Action> {
    let board = state.board();
    // The player deciding: the active one, or in 002's ally step the other (deciding_seat).
    let me = state.deciding_seat();
    let wander = rng.below(4) == 0;
    let mut options: Vec<(TerritoryId, TerritoryId)> = Vec::new();
    let mut best: Option<(i64, TerritoryId, TerritoryId)> = None;
    // With active independents (000) allies attack too, so nobody stays walled in by one;
    // in 002's ally step only the ally's armies attack.
    let commanded: Vec<TerritoryId> = match state.standing_ally().filter(|_| state.allied_counter())
    {
        Some(ally) => state.territories_of(ally).collect(),
        None => {
            let allied = state
                .allies_of(me)
                .into_iter()
                .flat_map(|ally| state.territories_of(ally).collect::<Vec<_>>());
            state.own_stands(me).into_iter().chain(allied).collect()
        }
    };
    for from in commanded {
        let armies = state.own_armies(from);
        if armies < 2 {
            continue;
        }
        for to in board.adjacent(from) {
            let defending = state.holding(to).armies;
            // Under a limit of armies per territory (001 experts) full stacks meet as equals.
            // In team games (000) a player's share of a pooled stack may never outnumber the
            // enemy's pooled stack alone: half of it is enough.
            let outnumbers = armies > defending
                || state.rules.max_armies_per_territory.is_some() && armies == defending
                || state.plays_teams() && armies * 2 >= defending;
            // Never the player's own territory, nor the attacking ally's (000), nor a
            // teammate's (000 teams).
            let target = state.holding(to).owner;
            if target == me
                || target == state.holding(from).owner
                || state.same_team(target, me)
                || !outnumbers
                || state.shielded_from_elimination(to)
            {
                continue;
            }
            if wander {
                options.push((from, to));
            }
            let edge = i64::from(armies) - i64::from(defending);
            if best.is_none_or(|(b, _, _)| edge > b) {
                best = Some((edge, from, to));
            }
        }
    }
    let (_, mut from, mut to) = best?;
    if wander {
        (from, to) = options[rng.below(options.len() as u32) as usize];
    }
    Some(Action::Attack {
        from,
        to,
        dice: (state.own_armies(from) - 1).min(u32::from(state.rules.dice.attack_max)) as u8,
        defend: None,
    })
}

/// Moves the largest idle stack (no enemy beside it) towards a bordering front.
fn forward_move(state: &GameState, mine: &[TerritoryId]) -> Option<Action> {
    let board = state.board();
    let from = mine
        .iter()
        .copied()
        .filter(|&t| !state.is_front(t) && state.own_armies(t) > 1)
        .max_by_key(|&t| state.own_armies(t))?;
    // 000 teams: into a teammate's territory too.
    let me = state.turn.current;
    let to = board
        .adjacent(from)
        .filter(|&n| state.team_holds(n, me) && state.room(n) > 0)
        .max_by_key(|&n| (state.is_front(n), state.holding(n).armies))?;
    Some(Action::Fortify {
        from,
        to,
        armies: (state.own_armies(from) - 1).min(state.room(to)),
    })
}
