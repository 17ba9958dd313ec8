//! The one serialisable game state: forces, territories, cards, phase and the random
//! generator. Rules live in `game.rs`; this file only holds and reads the data.

use serde::{Deserialize, Serialize};

use super::board::{Board, ContinentId, TerritoryId};
use super::cards::Card;
use super::mission_card::Mission;
use super::rng::Rng;
use super::rules::RuleSet;

pub use crate::force::{Colour, ForceId, ForceKind, Leader};

/// Where a 002 two-player turn stands with the allied force ("les actions se divisent en trois
/// temps").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AllyStep {
    /// 1: the active player attacks and moves in; their end of the attack hands over.
    Opening,
    /// 2: the other player places the ally's half and may counter-attack with allied armies.
    Counter,
    /// 3: the active player resumes with their own forces, then moves and ends the turn.
    Resumed,
}

/// An invasion under way: battles against one territory, from one or more of the attacker's,
/// until it is taken or the attacker turns elsewhere; the independents it involves roll for
/// their status once it is over (000 "Combat", RULINGS R5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Invasion {
    /// The territory the latest battle came from.
    pub from: TerritoryId,
    /// The invaded territory.
    pub to: TerritoryId,
    /// The independents involved: the invaded one, and the allies attacking, in the order
    /// they joined.
    pub independents: Vec<ForceId>,
}

/// One army on the board and everything that belongs to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Force {
    /// What kind of force it is.
    pub kind: ForceKind,
    /// Its colour.
    pub colour: Colour,
    /// The seat that decides for it, for forces that are not players.
    pub controller: Option<ForceId>,
    /// Its team, in team games (RULINGS R10).
    pub team: Option<u8>,
    /// Whether it has lost its last territory.
    pub eliminated: bool,
    /// Its territory cards (secret).
    pub hand: Vec<Card>,
    /// Its mission cards (secret), several in 000 and 003.
    pub missions: Vec<Mission>,
    /// Its headquarters or capital, in capital games.
    pub headquarters: Option<TerritoryId>,
    /// Victory points (003).
    pub victory_points: u32,
    /// Sesterces in its purses (003).
    pub sesterces: u32,
    /// Its leader (003).
    pub leader: Option<Leader>,
    /// Armies still to place during setup.
    pub setup_armies: u32,
    /// Its ranked objectives claimed so far, as places in `missions`, in the order claimed
    /// (000 Risk Mission).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub claimed: Vec<u8>,
    /// Its magic-potion cards (secret, 003).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub potions: Vec<crate::empire::pieces::Potion>,
}

impl Force {
    /// A force with nothing yet.
    pub fn new(kind: ForceKind, colour: Colour) -> Force {
        Force {
            kind,
            colour,
            controller: None,
            team: None,
            eliminated: false,
            hand: Vec::new(),
            missions: Vec::new(),
            headquarters: None,
            victory_points: 0,
            sesterces: 0,
            leader: None,
            setup_armies: 0,
            claimed: Vec::new(),
            potions: Vec::new(),
        }
    }
}

/// Armies of one force in a territory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Garrison {
    /// Whose armies.
    pub force: ForceId,
    /// How many.
    pub armies: u32,
}

/// What stands on one territory.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Holding {
    /// The force that holds it (for teams, the teammate with more armies, R10).
    pub owner: ForceId,
    /// All the armies on it, a teammate's share included (0 only while it is unclaimed).
    pub armies: u32,
    /// A teammate's armies sharing the territory, counted in `armies` too (000 teams, R10);
    /// never more than the owner's own.
    pub partner: Option<Garrison>,
    /// A sword stands here (003).
    pub sword: bool,
    /// A shield stands here (003).
    pub shield: bool,
}

impl Holding {
    /// An unclaimed territory.
    pub fn empty() -> Holding {
        Holding {
            owner: ForceId(u8::MAX),
            armies: 0,
            partner: None,
            sword: false,
            shield: false,
        }
    }

    /// Whether anyone holds it yet.
    pub fn is_claimed(&self) -> bool {
        self.armies > 0
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Setup: players claim empty territories in turn (000, 001).
    Claim,
    /// Setup: players place their remaining starting armies one at a time.
    PlaceStartingArmies,
    /// Setup, capital games: each player in turn secretly picks a headquarters among their
    /// territories; all are revealed once everyone has chosen (001 Capital Risk "Setup").
    ChooseHeadquarters,
    /// A turn's first step: trade cards and place the reserve.
    Reinforce,
    /// Attacking, if the player wishes.
    Attack,
    /// 001 experts: the dice of a battle are rolled, and before the battle is decided the
    /// attacker may re-roll one die with a card or call the Commander (`Turn::rolled`).
    Rolled,
    /// A territory was just conquered: armies must move in.
    Occupy {
        /// Where the attack came from.
        from: TerritoryId,
        /// The conquered territory.
        to: TerritoryId,
        /// The fewest armies that must move in.
        min: u32,
    },
    /// The free move at the end of a turn.
    Fortify,
    /// The game is over.
    Finished {
        /// Who won.
        winner: ForceId,
    },
}

/// Bookkeeping of the current turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// Whose turn it is (or who places during setup).
    pub current: ForceId,
    /// The round, counted from 1; a round ends when play returns to the first player.
    pub round: u32,
    /// The force that took the first turn.
    pub first: ForceId,
    /// Armies still to place.
    pub reserve: u32,
    /// Whether a territory was conquered this turn (earns a card at the end).
    pub conquered: bool,
    /// Whether the occupied-territory bonus was given this turn (001: at most 2 per turn).
    pub occupied_bonus_given: bool,
    /// Trading captured cards mid-turn (001): the attack resumes once done.
    pub capture_trade: bool,
    /// Turns played in the game, counted from 1.
    pub number: u32,
    /// Starting armies placed so far in this setup turn (001 RISK for 2 players, setup 3:
    /// two of your own, then one neutral).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub setup_step: u8,
    /// Whether the Commander turned a die to 6 this turn (001 experts: once per turn).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub commander_used: bool,
    /// The card set aside to re-roll dice while attacking the territory it shows (001
    /// experts "Advantage when attacking"); it goes back to the hand afterwards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card_aside: Option<Card>,
    /// The battle rolled and not yet decided, in [`Phase::Rolled`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rolled: Option<Rolled>,
    /// Territories conquered this turn.
    #[serde(default, skip_serializing_if = "is_zero_count")]
    pub conquests: u32,
    /// Whether an objective was claimed this turn (000 Risk Mission: one per turn).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub objective_claimed: bool,
    /// Whether the current player traded a set this turn: one set meets the obligation to
    /// trade (RULINGS R4).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub traded: bool,
    /// 002 with the allied force: which of the turn's three times it is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ally_step: Option<AllyStep>,
    /// The current player's "start of turn" objectives that were met when the turn began.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub objectives_met_at_start: Vec<u8>,
    /// Whether a battle was fought this turn, in games with active independents (allies are
    /// reinforced before the combat, 000).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub battled: bool,
    /// The ally whose reinforcement die is being placed, instead of the player's reserve.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placing_for: Option<ForceId>,
    /// Allies reinforced this turn (one die each).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub allies_reinforced: Vec<ForceId>,
    /// Forces that made their free move this turn (the player's own and each ally's).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub moved: Vec<ForceId>,
    /// The invasion under way, when it involves an independent (000 active independents).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invasion: Option<Invasion>,
    /// Armies the current player received this turn, of which the 004 duel's neutral gets
    /// half once they are placed.
    #[serde(default, skip_serializing_if = "is_zero_count")]
    pub received: u32,
}

/// A battle whose dice are rolled but not yet compared (001 experts).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rolled {
    /// The attacking territory.
    pub from: TerritoryId,
    /// The attacked territory.
    pub to: TerritoryId,
    /// Dice the attacker rolled.
    pub dice: u8,
    /// The attacker's dice, highest first.
    pub attack: Vec<u8>,
    /// The defender's dice, highest first.
    pub defend: Vec<u8>,
    /// Whether a die was re-rolled with a card in this battle (one card per battle).
    pub rerolled: bool,
}

/// Whether a count is zero (so that fields new in a version stay out of older records).
fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// Whether a count is zero.
fn is_zero_count(n: &u32) -> bool {
    *n == 0
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    /// The rules in force, with any expert options.
    pub rules: RuleSet,
    /// Every force; players first, in seating order.
    pub forces: Vec<Force>,
    /// What stands on each territory, indexed by [`TerritoryId`].
    pub territories: Vec<Holding>,
    /// The draw pile; the last card is on top.
    pub draw_pile: Vec<Card>,
    /// Traded cards, face up.
    pub discards: Vec<Card>,
    /// Sets traded in the game so far (the golden cavalier's position in 000).
    pub sets_traded: u32,
    /// Where the game stands.
    pub phase: Phase,
    /// The current turn.
    pub turn: Turn,
    /// The random generator.
    pub rng: Rng,
    /// 003's piles and the turn's economy, in the Roman presets only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub empire: Option<crate::empire::pieces::Empire>,
    /// The board, looked up once (not serialised: derived from `rules.board`).
    #[serde(skip)]
    pub board_cache: BoardCache,
}

/// A game's board, remembered so hot loops need not look it up by name.
#[derive(Clone, Copy, Default)]
pub struct BoardCache(pub Option<&'static Board>);

impl PartialEq for BoardCache {
    /// Derived data: two states with equal rules have the same board.
    fn eq(&self, _: &BoardCache) -> bool {
        true
    }
}

impl Eq for BoardCache {}

impl std::fmt::Debug for BoardCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("BoardCache")
    }
}

impl GameState {
    /// The board this game is played on.
    pub fn board(&self) -> &'static Board {
        match self.board_cache.0 {
            Some(board) => board,
            None => Board::by_key(&self.rules.board).unwrap_or_else(Board::world),
        }
    }

    /// What stands on `id`.
    pub fn holding(&self, id: TerritoryId) -> &Holding {
        &self.territories[usize::from(id.0)]
    }

    /// The force `id`.
    pub fn force(&self, id: ForceId) -> &Force {
        &self.forces[usize::from(id.0)]
    }

    /// Every force id.
    pub fn force_ids(&self) -> impl Iterator<Item = ForceId> + '_ {
        (0..self.forces.len()).map(|i| ForceId(i as u8))
    }

    /// Ids of the players (forces that take turns), in seating order.
    pub fn players(&self) -> impl Iterator<Item = ForceId> + '_ {
        self.force_ids()
            .filter(|&f| self.force(f).kind == ForceKind::Player)
    }

    /// Territories held by `force`.
    pub fn territories_of(&self, force: ForceId) -> impl Iterator<Item = TerritoryId> + '_ {
        self.territories
            .iter()
            .enumerate()
            .filter(move |(_, h)| h.owner == force && h.is_claimed())
            .map(|(i, _)| TerritoryId(i as u8))
    }

    /// How many territories `force` controls (in team games a shared territory counts for
    /// the teammate with more armies there, and for nobody on a tie, RULINGS R10).
    pub fn territory_count(&self, force: ForceId) -> usize {
        self.territories
            .iter()
            .filter(|h| h.controller() == Some(force))
            .count()
    }

    /// Whether `force` controls every territory of `continent` (000 teams: a tie anywhere
    /// in it means no bonus).
    pub fn holds_continent(&self, force: ForceId, continent: ContinentId) -> bool {
        self.board().continents[usize::from(continent.0)]
            .territories
            .iter()
            .all(|&t| self.holding(t).controller() == Some(force))
    }

    /// Every army on the board.
    pub fn armies_on_board(&self) -> u64 {
        self.territories.iter().map(|h| u64::from(h.armies)).sum()
    }

    /// The winner, once the game is over.
    pub fn winner(&self) -> Option<ForceId> {
        match self.phase {
            Phase::Finished { winner } => Some(winner),
            _ => None,
        }
    }

    /// A stable 64-bit fingerprint of the whole state (FNV-1a over its JSON), to compare
    /// games across platforms.
    pub fn fingerprint(&self) -> u64 {
        let text = serde_json::to_string(self).unwrap_or_default();
        text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        })
    }
}
