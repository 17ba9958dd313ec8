//! The one place secrets leave the engine: what a given player may see of the game, either
//! borrowed ([`Seen`], for bots: nothing hidden is reachable through it) or as an owned
//! snapshot ([`PlayerView`], for the interface).

use serde::{Deserialize, Serialize};

mod imagine;

use super::action::{Action, RuleError};
use super::board::{Board, TerritoryId};
use super::cards::Card;
use super::missions::Mission;
use super::rules::RuleSet;
use super::state::{Colour, ForceId, ForceKind, GameState, Holding, Phase, Turn};

/// One player's sight of a live game: the public board and rules plus that player's own cards
/// and missions. The state itself stays private, so code holding a `Seen` (the bots) cannot
/// read other hands, other missions or the order of the draw pile.
#[derive(Clone, Copy)]
pub struct Seen<'a> {
    /// The game; never handed out.
    state: &'a GameState,
    /// Whose sight this is.
    viewer: ForceId,
}

impl<'a> Seen<'a> {
    /// Whose sight this is.
    pub fn viewer(&self) -> ForceId {
        self.viewer
    }

    /// The rules in force (public).
    pub fn rules(&self) -> &'a RuleSet {
        &self.state.rules
    }

    /// The board.
    pub fn board(&self) -> &'static Board {
        self.state.board()
    }

    /// Where the game stands.
    pub fn phase(&self) -> Phase {
        self.state.phase
    }

    /// The current turn's public bookkeeping (whose turn, reserve, conquest made).
    pub fn turn(&self) -> &'a Turn {
        &self.state.turn
    }

    /// What stands on every territory (public).
    pub fn territories(&self) -> &'a [Holding] {
        &self.state.territories
    }

    /// What stands on one territory.
    pub fn holding(&self, territory: TerritoryId) -> &'a Holding {
        self.state.holding(territory)
    }

    /// How many forces there are, players first.
    pub fn force_count(&self) -> usize {
        self.state.forces.len()
    }

    /// A force's kind.
    pub fn kind(&self, force: ForceId) -> ForceKind {
        self.state.force(force).kind
    }

    /// Whether a force's armies may ever attack: a player's, an allied force's, and an
    /// independent's while it is someone's ally; never a neutral's (RULINGS R8) nor a
    /// neutral independent's (000 "Indépendants passifs").
    pub fn may_attack(&self, force: ForceId) -> bool {
        let force = self.state.force(force);
        match force.kind {
            ForceKind::Player | ForceKind::Allied => true,
            ForceKind::Neutral => false,
            ForceKind::Independent => force.controller.is_some(),
        }
    }

    /// A force's colour.
    pub fn colour(&self, force: ForceId) -> Colour {
        self.state.force(force).colour
    }

    /// A force's team, in team games.
    pub fn team(&self, force: ForceId) -> Option<u8> {
        self.state.force(force).team
    }

    /// Whether `force` or a teammate has armies on `territory` (000 teams).
    pub fn team_holds(&self, territory: TerritoryId, force: ForceId) -> bool {
        self.state.team_holds(territory, force)
    }

    /// Whether a force is out of the game.
    pub fn eliminated(&self, force: ForceId) -> bool {
        self.state.force(force).eliminated
    }

    /// How many cards a force holds (the count is public, the cards are not).
    pub fn card_count(&self, force: ForceId) -> usize {
        self.state.force(force).hand.len()
    }

    /// Whether the independents can ally with players (000 active independents).
    pub fn plays_active_independents(&self) -> bool {
        self.state.plays_active_independents()
    }

    /// The player an independent is allied to, or `None` while neutral (public: the
    /// cannons on the status track).
    pub fn ally_of(&self, force: ForceId) -> Option<ForceId> {
        self.state.force(force).controller
    }

    /// The independents of the game, standing or not.
    pub fn independents(&self) -> Vec<ForceId> {
        self.state.independents()
    }

    /// Whether `force` is a standing independent that can still take a card (fewer than 5).
    pub fn takes_cards(&self, force: ForceId) -> bool {
        self.state.check_influence_target(force).is_ok()
    }

    /// Whether all of `player`'s neighbours are its own or its allies' (000).
    pub fn walled_in_by_allies(&self, player: ForceId) -> bool {
        self.state.walled_in_by_allies(player)
    }

    /// The independents allied to `player`.
    pub fn allies_of(&self, player: ForceId) -> Vec<ForceId> {
        self.state.allies_of(player)
    }

    /// The force whose reserve is being placed (an ally after its reinforcement die).
    pub fn placing_force(&self) -> ForceId {
        self.state.placing_force()
    }

    /// The seat whose decision the game awaits (004 duel: the opponent places the neutral's
    /// reinforcements).
    pub fn deciding_seat(&self) -> ForceId {
        self.state.deciding_seat()
    }

    /// 002: whether the other player is taking the ally's step now.
    pub fn allied_counter(&self) -> bool {
        self.state.allied_counter()
    }

    /// 002: the allied force, while it stands (public: its armies are on the board).
    pub fn standing_ally(&self) -> Option<ForceId> {
        self.state.standing_ally()
    }

    /// Whether `force` may still make its free move this turn.
    pub fn may_still_move(&self, force: ForceId) -> bool {
        self.state.may_still_move(force)
    }

    /// Whether every move of the turn is made, so only its end is left.
    pub fn moves_done(&self) -> bool {
        self.state.moves_done()
    }

    /// How many players sat down (those out of the game included; no neutral).
    pub fn player_count(&self) -> usize {
        self.state.players().count()
    }

    /// The players still in the game, in seating order.
    pub fn players_in(&self) -> impl Iterator<Item = ForceId> + 'a {
        let state = self.state;
        state.players().filter(move |&p| !state.force(p).eliminated)
    }

    /// The viewer's own cards.
    pub fn hand(&self) -> &'a [Card] {
        self.state
            .forces
            .get(usize::from(self.viewer.0))
            .map_or(&[], |f| f.hand.as_slice())
    }

    /// The viewer's own missions.
    pub fn missions(&self) -> &'a [Mission] {
        self.state
            .forces
            .get(usize::from(self.viewer.0))
            .map_or(&[], |f| f.missions.as_slice())
    }

    /// The viewer's missions still to fulfil: all but the ranked objectives already claimed.
    pub fn open_missions(&self) -> Vec<&'a Mission> {
        let Some(own) = self.state.forces.get(usize::from(self.viewer.0)) else {
            return Vec::new();
        };
        (0..own.missions.len())
            .filter(|&i| !own.claimed.contains(&(i as u8)))
            .map(|i| &own.missions[i])
            .collect()
    }

    /// The objectives the viewer may claim now (000 Risk Mission), if it is their turn.
    pub fn claimable_objectives(&self) -> Vec<u8> {
        if self.state.turn.current != self.viewer {
            return Vec::new();
        }
        self.state.claimable_objectives()
    }

    /// Whether the game is played with ranked objectives (000 Risk Mission).
    pub fn plays_ranked_objectives(&self) -> bool {
        self.state.plays_ranked_objectives()
    }

    /// A force's claimed objectives, which everyone has seen (000 Risk Mission).
    pub fn claimed_objectives(&self, force: ForceId) -> Vec<&'a Mission> {
        self.state.claimed_objectives(force)
    }

    /// A force's last objective once shown to all, after its third claim.
    pub fn last_objective(&self, force: ForceId) -> Option<&'a Mission> {
        self.state.last_objective(force)
    }

    /// A force's headquarters, when the viewer may know it: its own always, the others' once
    /// revealed (001 Capital Risk "Setup" 2) or, in 004, once taken.
    pub fn headquarters(&self, force: ForceId) -> Option<TerritoryId> {
        let shown = force == self.viewer || self.state.headquarters_public(force);
        self.state
            .forces
            .get(usize::from(force.0))
            .and_then(|f| f.headquarters)
            .filter(|_| shown)
    }

    /// Opposing headquarters a player must hold with their own to win a capital game.
    pub fn headquarters_to_take(&self) -> usize {
        self.state
            .rules
            .headquarters_to_take(self.state.players().count())
    }

    /// Whether the game plays 003's sesterces, shop, leaders and potions.
    pub fn plays_empire(&self) -> bool {
        self.state.plays_empire()
    }

    /// A force's sesterces (public: the purses lie on the player's board).
    pub fn sesterces(&self, force: ForceId) -> u32 {
        self.state.force(force).sesterces
    }

    /// A force's victory points (public, 003).
    pub fn victory_points(&self, force: ForceId) -> u32 {
        self.state.force(force).victory_points
    }

    /// A force's leader (public: its army pieces show its people).
    pub fn leader(&self, force: ForceId) -> Option<crate::state::Leader> {
        self.state.leader_of(force)
    }

    /// The viewer's own potion cards.
    pub fn potions(&self) -> &'a [crate::empire::Potion] {
        self.state
            .forces
            .get(usize::from(self.viewer.0))
            .map_or(&[], |f| f.potions.as_slice())
    }

    /// How many potion cards a force holds (the count is public, the cards are not).
    pub fn potion_count(&self, force: ForceId) -> usize {
        self.state.force(force).potions.len()
    }

    /// The turn's public economy (cashed, potion played, invaded, Fury...), in 003 games.
    pub fn empire_turn(&self) -> Option<crate::empire::EmpireTurn> {
        self.state.empire.as_ref().map(|e| e.turn_facts())
    }

    /// Whether the shop is open (003: while reinforcing and before the first invasion).
    pub fn shop_open(&self) -> bool {
        self.state.shop_open()
    }

    /// The bonuses on the best dice of a battle from `from` against `to` (public markers).
    pub fn dice_bonus(&self, from: TerritoryId, to: TerritoryId) -> crate::empire::DiceBonus {
        self.state.dice_bonus(from, to)
    }

    /// The traded cards, face up.
    pub fn discards(&self) -> &'a [Card] {
        &self.state.discards
    }

    /// Sets traded so far in the game.
    pub fn sets_traded(&self) -> u32 {
        self.state.sets_traded
    }

    /// Armies a force would receive for its territories and continents (public arithmetic).
    pub fn reinforcements(&self, force: ForceId) -> (u32, u32) {
        self.state.reinforcements(force)
    }

    /// The seat that rolls the defence of a territory (a neutral's is rolled by the
    /// attacker's opponent).
    pub fn defending_seat(&self, territory: TerritoryId) -> ForceId {
        self.state.defending_seat(territory)
    }

    /// Whose army the next starting army is: the player's own or the neutral's (public).
    pub fn starting_army_force(&self) -> ForceId {
        self.state.starting_army_force()
    }

    /// Whether the player to move must trade cards before placing (public: it depends on
    /// the number of cards only).
    pub fn must_trade(&self) -> bool {
        self.state.must_trade()
    }

    /// Whether attacking a territory is refused because nobody may be eliminated yet (002).
    pub fn shielded_from_elimination(&self, territory: TerritoryId) -> bool {
        self.state.shielded_from_elimination(territory)
    }

    /// Whether the player to move may trade captured cards in the middle of the attack (002).
    pub fn may_trade_captured_cards(&self) -> bool {
        self.state.may_trade_captured_cards()
    }

    /// The battle rolled and not yet decided (001 experts), public as dice on the table are.
    pub fn rolled(&self) -> Option<&'a crate::state::Rolled> {
        self.state.turn.rolled.as_ref()
    }

    /// The viewer's cards that may re-roll a die in a battle from `from` at `to` (its own
    /// hand and the card it set aside).
    pub fn reroll_cards(&self, from: TerritoryId, to: TerritoryId) -> Vec<Card> {
        if self.state.turn.current != self.viewer {
            return Vec::new();
        }
        self.state.reroll_cards(from, to)
    }

    /// Whether the Commander may still change a die this turn (001 experts).
    pub fn commander_available(&self) -> bool {
        self.state.commander_available()
    }

    /// Armies a territory can still take under the preset's limit (`u32::MAX` without one).
    pub fn room(&self, territory: TerritoryId) -> u32 {
        self.state.room(territory)
    }

    /// The most dice a defender with `armies` may roll.
    pub fn max_defence_dice(&self, armies: u32) -> u8 {
        self.state.max_defence_dice(armies)
    }

    /// Whether an action is legal now, and if not, why (legality never depends on a secret).
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        self.state.check(action)
    }

    /// Every legal action for the player to move.
    pub fn legal_actions(&self) -> Vec<Action> {
        self.state.legal_actions()
    }
}

/// What everyone may see of a force.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicForce {
    /// Its id.
    pub id: ForceId,
    /// Its kind.
    pub kind: ForceKind,
    /// Its colour.
    pub colour: Colour,
    /// Whether it is out of the game.
    pub eliminated: bool,
    /// How many cards it holds (not which).
    pub cards: usize,
    /// How many missions it holds (not which).
    pub missions: usize,
    /// Territories held.
    pub territories: usize,
    /// Armies on the board.
    pub armies: u32,
    /// Victory points (public in 003).
    pub victory_points: u32,
    /// Its headquarters, once revealed (or to its own player).
    pub headquarters: Option<TerritoryId>,
    /// Its claimed objectives, shown to all (000 Risk Mission).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub claimed: Vec<Mission>,
    /// Its last objective, shown to all after three claims.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revealed: Option<Mission>,
    /// Its sesterces (003).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub sesterces: u32,
    /// How many potion cards it holds, not which (003).
    #[serde(default, skip_serializing_if = "is_zero_usize")]
    pub potions: usize,
    /// Its leader (003).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leader: Option<crate::state::Leader>,
}

/// Whether a count is zero.
fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// Whether a count is zero.
fn is_zero_usize(n: &usize) -> bool {
    *n == 0
}

/// The game as one player may see it: the public board plus that player's own secrets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Whose view this is.
    pub viewer: ForceId,
    /// The preset id.
    pub preset: String,
    /// Every territory (public).
    pub territories: Vec<Holding>,
    /// Every force's public facts.
    pub forces: Vec<PublicForce>,
    /// The viewer's own cards.
    pub hand: Vec<Card>,
    /// The viewer's own missions.
    pub missions: Vec<Mission>,
    /// The viewer's own potion cards (003).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub potions: Vec<crate::empire::Potion>,
    /// Cards left in the draw pile (not their order).
    pub draw_pile: usize,
    /// The traded cards, face up.
    pub discards: Vec<Card>,
    /// Sets traded so far.
    pub sets_traded: u32,
    /// The phase.
    pub phase: Phase,
    /// Whose turn it is.
    pub current: ForceId,
    /// The round.
    pub round: u32,
    /// Armies still to place this turn.
    pub reserve: u32,
}

impl GameState {
    /// `viewer`'s sight of the game, for bots.
    pub fn seen_by(&self, viewer: ForceId) -> Seen<'_> {
        Seen {
            state: self,
            viewer,
        }
    }

    /// What `viewer` may see: others' cards and missions and the deck order stay hidden.
    pub fn view_for(&self, viewer: ForceId) -> PlayerView {
        let forces = self
            .force_ids()
            .map(|id| {
                let force = self.force(id);
                PublicForce {
                    id,
                    kind: force.kind,
                    colour: force.colour,
                    eliminated: force.eliminated,
                    cards: force.hand.len(),
                    missions: force.missions.len(),
                    territories: self.territory_count(id),
                    armies: self
                        .territories
                        .iter()
                        .filter(|h| h.owner == id)
                        .map(|h| h.armies)
                        .sum(),
                    victory_points: force.victory_points,
                    headquarters: force
                        .headquarters
                        .filter(|_| id == viewer || self.headquarters_public(id)),
                    claimed: self.claimed_objectives(id).into_iter().cloned().collect(),
                    revealed: self.last_objective(id).cloned(),
                    sesterces: force.sesterces,
                    potions: force.potions.len(),
                    leader: force.leader,
                }
            })
            .collect();
        let own = self.forces.get(usize::from(viewer.0));
        PlayerView {
            viewer,
            preset: self.rules.id.clone(),
            territories: self.territories.clone(),
            forces,
            hand: own.map(|f| f.hand.clone()).unwrap_or_default(),
            missions: own.map(|f| f.missions.clone()).unwrap_or_default(),
            potions: own.map(|f| f.potions.clone()).unwrap_or_default(),
            draw_pile: self.draw_pile.len(),
            discards: self.discards.clone(),
            sets_traded: self.sets_traded,
            phase: self.phase,
            current: self.turn.current,
            round: self.turn.round,
            reserve: self.turn.reserve,
        }
    }
}
