//! Starting a game: forces, the deal, missions and the first phase, by each setup method
//! (RULINGS R3).

use std::fmt;

use super::board::TerritoryId;
use super::cards::{Card, full_deck};
use super::missions::Mission;
use super::rng::Rng;
use super::rules::{RuleSet, SetupMethod};
use super::state::{
    BoardCache, Colour, Force, ForceId, ForceKind, GameState, Holding, Phase, Turn,
};

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The preset is modelled but not playable yet.
    NotImplemented(String),
    /// The preset does not allow this many players.
    PlayerCount {
        /// Players asked for.
        players: u8,
        /// Fewest allowed.
        min: u8,
        /// Most allowed.
        max: u8,
    },
    /// The preset's board is not available.
    UnknownBoard(String),
    /// Two seats chose the same colour.
    RepeatedColour,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::NotImplemented(id) => write!(f, "the preset `{id}` is not playable yet"),
            SetupError::PlayerCount { players, min, max } => {
                write!(f, "{players} players: this preset takes {min} to {max}")
            }
            SetupError::UnknownBoard(key) => write!(f, "no board named `{key}`"),
            SetupError::RepeatedColour => write!(f, "each player needs a colour of their own"),
        }
    }
}

impl std::error::Error for SetupError {}

impl GameState {
    /// A new game of `rules` for `players` seats, everything random drawn from `seed`.
    pub fn new(rules: RuleSet, players: u8, seed: u64) -> Result<GameState, SetupError> {
        let colours = Colour::ALL
            .iter()
            .copied()
            .cycle()
            .take(usize::from(players))
            .collect();
        GameState::with_colours(rules, colours, seed)
    }

    /// A new game whose seats play the given colours, in seating order (each colour once).
    pub fn with_colours(
        rules: RuleSet,
        colours: Vec<Colour>,
        seed: u64,
    ) -> Result<GameState, SetupError> {
        let players = u8::try_from(colours.len()).unwrap_or(u8::MAX);
        let distinct = colours
            .iter()
            .enumerate()
            .all(|(i, c)| !colours[..i].contains(c));
        if !distinct {
            return Err(SetupError::RepeatedColour);
        }
        if !rules.implemented {
            return Err(SetupError::NotImplemented(rules.id.clone()));
        }
        let rules = rules.seated(players);
        let armies = rules.armies_for(players).ok_or(SetupError::PlayerCount {
            players,
            min: rules.min_players,
            max: rules.max_players,
        })?;
        let board = super::board::Board::by_key(&rules.board)
            .ok_or_else(|| SetupError::UnknownBoard(rules.board.clone()))?;
        let mut rng = Rng::new(seed);
        // 000 "Risk par équipe": teammates sit alternately, so seats 1 and 3 play seats 2
        // and 4.
        let teams = rules.teams;
        let forces: Vec<Force> = colours
            .iter()
            .enumerate()
            .map(|(seat, &colour)| Force {
                setup_armies: armies,
                team: teams.then_some(seat as u8 % 2),
                ..Force::new(ForceKind::Player, colour)
            })
            .collect();
        // 001 Setup 2: whoever rolls highest goes first; a uniform pick is the same chance.
        let first = ForceId(rng.below(u32::from(players)) as u8);
        let mut state = GameState {
            forces,
            territories: vec![Holding::empty(); board.territories.len()],
            draw_pile: Vec::new(),
            discards: Vec::new(),
            sets_traded: 0,
            phase: Phase::Claim,
            turn: Turn {
                current: first,
                round: 1,
                first,
                reserve: 0,
                conquered: false,
                occupied_bonus_given: false,
                capture_trade: false,
                number: 0,
                setup_step: 0,
                commander_used: false,
                card_aside: None,
                rolled: None,
                conquests: 0,
                objective_claimed: false,
                traded: false,
                ally_step: None,
                objectives_met_at_start: Vec::new(),
                battled: false,
                placing_for: None,
                allies_reinforced: Vec::new(),
                moved: Vec::new(),
                invasion: None,
                received: 0,
            },
            rng,
            rules,
            empire: None,
            board_cache: BoardCache(Some(board)),
        };
        state.add_extra_forces();
        state.deal_missions();
        state.set_up_empire();
        match state.rules.setup {
            SetupMethod::ClaimInTurn => state.draw_neutral_territories(),
            SetupMethod::DealCards => {
                state.draw_neutral_territories();
                state.deal_territories();
                state.spread_extra_armies();
                state.phase = Phase::PlaceStartingArmies;
            }
            SetupMethod::AutoPlace => {
                state.draw_neutral_territories();
                state.deal_territories();
                state.spread_extra_armies();
                state.auto_place();
            }
        }
        // 001 Setup 5 and 000 Mise en place 2: the whole deck, jokers in, shuffled.
        let mut deck = full_deck(board);
        state.rng.shuffle(&mut deck);
        state.draw_pile = deck;
        if state.forces.iter().all(|f| f.setup_armies == 0) {
            state.end_setup(&mut Vec::new());
        }
        Ok(state)
    }

    /// Spreads every remaining starting army at random over its owner's territories.
    fn auto_place(&mut self) {
        for force in self.force_ids().collect::<Vec<_>>() {
            let owned: Vec<TerritoryId> = self.territories_of(force).collect();
            if owned.is_empty() {
                continue;
            }
            while self.forces[usize::from(force.0)].setup_armies > 0 {
                let pick = owned[self.rng.below(owned.len() as u32) as usize];
                self.territories[usize::from(pick.0)].armies += 1;
                self.forces[usize::from(force.0)].setup_armies -= 1;
            }
        }
    }

    /// Deals one mission per player from the preset's deck (001 Secret Mission steps 2-3).
    fn deal_missions(&mut self) {
        let Some(deck) = self.rules.missions else {
            return;
        };
        if deck.is_ranked() {
            self.deal_ranked_objectives();
            return;
        }
        if deck == super::rules::MissionDeck::RomanEmpire {
            // 003 deals two each and keeps a pile: see `set_up_empire`.
            return;
        }
        let mut missions = deck.cards(self.board());
        // 001 step 2: remove the cards that refer to colours not in play.
        let colours: Vec<Colour> = self.forces.iter().map(|f| f.colour).collect();
        if deck.removes_absent_colours() {
            missions.retain(|m| match m {
                Mission::Destroy { colour } => colours.contains(colour),
                _ => true,
            });
        }
        self.rng.shuffle(&mut missions);
        for force in self.players().collect::<Vec<_>>() {
            let Some(mut mission) = missions.pop() else {
                break;
            };
            // RULINGS R7: a card naming your own colour (or, in 002, one nobody plays) becomes
            // 24 territories.
            if let Mission::Destroy { colour } = mission
                && (colour == self.force(force).colour || !colours.contains(&colour))
            {
                mission = deck.own_colour_replacement(self.board());
            }
            self.forces[usize::from(force.0)].missions.push(mission);
        }
    }
}

/// The cards of a new deck that are not in `state`'s draw pile, discards or hands: used by
/// checks that every card stays accounted for.
pub fn missing_cards(state: &GameState) -> Vec<Card> {
    let mut seen: Vec<Card> = state
        .draw_pile
        .iter()
        .chain(&state.discards)
        .chain(state.forces.iter().flat_map(|f| &f.hand))
        .copied()
        .chain(state.headquarters_cards())
        .chain(state.turn.card_aside)
        .collect();
    seen.sort();
    full_deck(state.board())
        .into_iter()
        .filter(|card| seen.binary_search(card).is_err())
        .collect()
}
