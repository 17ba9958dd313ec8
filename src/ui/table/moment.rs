//! What the game screen shows at this moment, derived once from the game's state by
//! [`Table`](super::Table) and read by its parts: who holds the tablet, the step, whether a
//! bot plays, whether the tablet is being passed, whose secrets may show.

use leptos::prelude::*;

use crate::engine::state::{ForceId, Phase};
use crate::ui::store::GameStore;

use super::reads::with_state;

/// The moment's derived signals, shared by the screen's parts (each a `Copy` handle).
#[derive(Clone, Copy)]
pub(super) struct Moment {
    /// The seat holding the tablet: the player to move, or their opponent while placing the
    /// 004 neutral's reinforcements.
    pub current: Memo<ForceId>,
    /// The step of play.
    pub phase: Memo<Phase>,
    /// Whether a bot is to move.
    pub bot_turn: Memo<bool>,
    /// The seat whose player has taken the tablet and shown who they are, in pass-and-play.
    pub revealed: RwSignal<Option<ForceId>>,
    /// Set while another player holds the tablet mid-turn (a defender choosing dice).
    pub covered: RwSignal<bool>,
    /// Whether a set must be traded before placing (five cards or more).
    pub must_trade: Memo<bool>,
    /// The game's store.
    store: GameStore,
}

impl Moment {
    /// The moment of the store's game.
    pub fn new(store: GameStore) -> Moment {
        Moment {
            current: Memo::new(move |_| {
                with_state(store, |s| s.deciding_seat()).unwrap_or(ForceId(0))
            }),
            phase: Memo::new(move |_| with_state(store, |s| s.phase).unwrap_or(Phase::Claim)),
            bot_turn: Memo::new(move |_| store.bot_to_move()),
            revealed: RwSignal::new(None),
            covered: RwSignal::new(false),
            must_trade: Memo::new(move |_| {
                with_state(store, |s| s.must_trade_before_placing()).unwrap_or(false)
            }),
            store,
        }
    }

    /// How many people play at this table.
    pub fn humans(self) -> usize {
        self.store.human_count()
    }

    /// Whether the setup is under way: it is played in the open, claim after claim, with no
    /// hand-off and no secrets shown.
    pub fn setting_up(self) -> bool {
        matches!(self.phase.get(), Phase::Claim | Phase::PlaceStartingArmies)
    }

    /// Whether the tablet is to be passed to the player to move, who has not taken it yet.
    pub fn handoff(self) -> bool {
        self.humans() >= 2
            && !self.bot_turn.get()
            && self.revealed.get() != Some(self.current.get())
            && !self.setting_up()
            && !matches!(self.phase.get(), Phase::Finished { .. })
    }

    /// Whether the step's buttons show (not while the tablet is passed or covered).
    pub fn steps_shown(self) -> bool {
        !self.handoff() && !self.covered.get()
    }

    /// Alone against bots, whether the turn begins with what they did meanwhile (a
    /// pass-and-play game says it on the hand-off screen).
    pub fn since_first(self) -> bool {
        self.humans() == 1 && !self.bot_turn.get() && self.phase.get() == Phase::Reinforce
    }

    /// Whether the player's own secret pieces show: only to them (setup is played in the
    /// open, so only a lone player sees theirs then); a phone shows its own seat's secrets at
    /// every moment (issue 38: nobody else looks).
    pub fn mine_to_see(self) -> bool {
        self.store.is_remote() || self.in_private()
    }

    /// Whether the player to move plays here unseen by the others: the tablet taken, no bot
    /// to move, and past the setup unless they play alone.
    pub fn in_private(self) -> bool {
        self.steps_shown() && (!self.setting_up() || self.humans() == 1) && !self.bot_turn.get()
    }
}
