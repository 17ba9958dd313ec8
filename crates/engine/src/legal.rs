//! The legal-actions query that serves the UI and the bots: every action `apply` would accept
//! now, amounts included.

use super::action::Action;
use super::board::TerritoryId;
use super::cards::classify;
use super::rules::Fortify;
use super::state::{ForceId, GameState, Phase};

impl GameState {
    /// Every legal action for the player to move, in a stable order; empty once the game is
    /// over. Each one is accepted by [`GameState::apply`].
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut actions = Vec::new();
        let board = self.board();
        let me = self.turn.current;
        let mine: Vec<_> = self.territories_of(me).collect();
        // Checked apart, and last: see `placements`.
        let mut placements = Vec::new();
        if matches!(
            self.phase,
            Phase::Reinforce | Phase::Attack | Phase::Fortify
        ) {
            // 000 Risk Mission: an objective met at its moment may be claimed.
            let claims = self.claimable_objectives().into_iter();
            actions.extend(claims.map(|mission| Action::ClaimObjective { mission }));
            // 003: sesterces, the shop and the potions.
            self.push_empire_actions(&mut actions);
        }
        match self.phase {
            Phase::Claim => actions.extend(
                board
                    .ids()
                    .filter(|&t| !self.holding(t).is_claimed())
                    .map(|territory| Action::Claim { territory }),
            ),
            Phase::PlaceStartingArmies => actions.extend(
                self.territories_of(self.starting_army_force())
                    .map(|territory| Action::PlaceStartingArmy { territory }),
            ),
            Phase::ChooseHeadquarters => actions.extend(
                mine.iter()
                    .map(|&territory| Action::ChooseHeadquarters { territory }),
            ),
            Phase::Reinforce => {
                self.push_trades(&mut actions);
                self.push_influences(&mut actions);
                placements = self.placements();
            }
            Phase::Attack => {
                if self.may_trade_captured_cards() {
                    self.push_trades(&mut actions);
                }
                // 000 active independents: allies' reinforcement dice, and their armies.
                let allies = self.allies_of(me);
                actions.extend(allies.iter().map(|&force| Action::ReinforceAlly { force }));
                // 002: in the ally's step, the ally's armies (the other player's to move).
                let commanded: Vec<_> = match self.standing_ally().filter(|_| self.allied_counter())
                {
                    Some(ally) => self.territories_of(ally).collect(),
                    None => allies
                        .iter()
                        .flat_map(|&ally| self.territories_of(ally))
                        .chain(self.own_stands(me))
                        .collect(),
                };
                for &from in &commanded {
                    let armies = self.holding(from).share(self.acting_force(from));
                    for to in board.adjacent(from) {
                        let max_dice = u32::from(self.rules.dice.attack_max).min(armies - 1);
                        let defence = self.max_defence_dice(self.holding(to).armies);
                        for dice in 1..=max_dice as u8 {
                            actions.push(Action::Attack {
                                from,
                                to,
                                dice,
                                defend: None,
                            });
                            for defend in 1..=defence {
                                actions.push(Action::Attack {
                                    from,
                                    to,
                                    dice,
                                    defend: Some(defend),
                                });
                            }
                        }
                    }
                }
                actions.push(Action::EndAttack);
                self.push_fortifications(&mut actions);
                actions.push(Action::EndTurn);
            }
            Phase::Rolled => {
                if let Some(rolled) = &self.turn.rolled {
                    let dice = 0..rolled.attack.len() as u8;
                    for die in dice.clone() {
                        actions.push(Action::Commander { die });
                        if !rolled.rerolled {
                            for card in self.reroll_cards(rolled.from, rolled.to) {
                                actions.push(Action::Reroll { die, card });
                            }
                        }
                    }
                }
                actions.push(Action::Resolve);
            }
            Phase::Occupy { from, min, .. } => {
                let armies = self.holding(from).share(self.acting_force(from));
                actions.extend((min..armies).map(|armies| Action::Occupy { armies }))
            }
            Phase::Fortify => {
                self.push_fortifications(&mut actions);
                actions.push(Action::EndTurn);
            }
            Phase::Finished { .. } => {}
        }
        actions.retain(|action| self.check(action).is_ok());
        actions.extend(placements);
        actions
    }

    /// Every placement the player to move may make, each amount, checked by what `place`
    /// checks without playing it on a copy of the whole game (a reserve of 30 on 14
    /// territories was 420 copies, at every tap of a reinforcement). Nothing that follows a
    /// placement in `apply` can refuse it.
    fn placements(&self) -> Vec<Action> {
        let mut out = Vec::new();
        for territory in self.placeable() {
            out.extend(
                (1..=self.turn.reserve)
                    .filter(|&armies| self.placement(territory, armies).is_ok())
                    .map(|armies| Action::Place { territory, armies }),
            );
        }
        out
    }

    /// Every set in the current player's hand, as a trade.
    fn push_trades(&self, actions: &mut Vec<Action>) {
        let hand = &self.force(self.turn.current).hand;
        let board = self.board();
        for i in 0..hand.len() {
            for j in i + 1..hand.len() {
                for k in j + 1..hand.len() {
                    let cards = [hand[i], hand[j], hand[k]];
                    if classify(cards, board).is_some() {
                        actions.push(Action::TradeCards { cards });
                    }
                }
            }
        }
    }

    /// 000 active independents: every card the player could give each independent.
    fn push_influences(&self, actions: &mut Vec<Action>) {
        if !self.plays_active_independents() || self.turn.placing_for.is_some() {
            return;
        }
        let hand = &self.force(self.turn.current).hand;
        for force in self.independents() {
            actions.extend(hand.iter().map(|&card| Action::Influence { force, card }));
        }
    }

    /// Where the player to move may place: their own territories (an ally's, while its die
    /// is placed), and in team games their teammates' too.
    fn placeable(&self) -> Vec<TerritoryId> {
        self.receiving(self.placing_force())
    }

    /// Territories that take `force`'s armies: its own, and in team games its teammates'.
    fn receiving(&self, force: ForceId) -> Vec<TerritoryId> {
        self.board()
            .ids()
            .filter(|&t| self.team_holds(t, force))
            .collect()
    }

    /// Every fortification the player may make (their own, each ally's in games with active
    /// independents, into teammates' territories in team games), each amount.
    fn push_fortifications(&self, actions: &mut Vec<Action>) {
        let board = self.board();
        let paths = self.rules.fortify != Fortify::OneAdjacentMove;
        let me = self.turn.current;
        let movers = std::iter::once(me).chain(self.allies_of(me));
        for mover in movers.filter(|&m| self.may_still_move(m)) {
            let from = self.own_stands(mover);
            let to = self.receiving(mover);
            self.push_moves(mover, &from, &to, paths, board, actions);
        }
    }

    /// Every move of `mover`'s armies from `from` to `to`, along paths or to neighbours,
    /// each amount.
    fn push_moves(
        &self,
        mover: ForceId,
        from: &[TerritoryId],
        to: &[TerritoryId],
        paths: bool,
        board: &super::board::Board,
        actions: &mut Vec<Action>,
    ) {
        for &from in from {
            let armies = self.holding(from).share(mover);
            for &to in to {
                if to != from && (paths || board.are_adjacent(from, to)) {
                    for moved in 1..armies {
                        actions.push(Action::Fortify {
                            from,
                            to,
                            armies: moved,
                        });
                    }
                }
            }
        }
    }
}
