//! The fight the tray drives: the battle chosen, the attacker's dice, a roll and a blitz
//! (here at once, or roll by roll on a phone), each roll answered by a bot defender.

use leptos::prelude::*;

use super::reading::Battle;
use crate::engine::action::Action;
use crate::engine::board::TerritoryId;
use crate::engine::state::Phase;
use crate::ui::settings::{Settings, play_dice_sound};
use crate::ui::store::GameStore;
use crate::ui::table::reads::with_state;

/// The tray's battle and how it is fought.
#[derive(Clone, Copy)]
pub(super) struct Fight {
    /// The game.
    pub(super) store: GameStore,
    /// The attacking territory chosen.
    pub(super) from: RwSignal<Option<TerritoryId>>,
    /// The attacked territory chosen.
    pub(super) to: RwSignal<Option<TerritoryId>>,
    /// The attacker's dice for a roll.
    pub(super) dice: RwSignal<u8>,
    /// A blitz stops when the attacker is down to this many armies.
    pub(super) stop_at: RwSignal<u32>,
    /// A phone's blitz under way, with the defender's dice (issue 38).
    remote_blitz: StoredValue<Option<Option<u8>>>,
    /// The player's settings (the dice's sound).
    settings: RwSignal<Settings>,
}

impl Fight {
    /// The fight between the territories chosen, three dice and no stop at first.
    pub(super) fn new(
        store: GameStore,
        from: RwSignal<Option<TerritoryId>>,
        to: RwSignal<Option<TerritoryId>>,
    ) -> Self {
        Self {
            store,
            from,
            to,
            dice: RwSignal::new(3),
            stop_at: RwSignal::new(1),
            remote_blitz: StoredValue::new(None),
            settings: expect_context(),
        }
    }

    /// The battle the tray can fight now, if any.
    pub(super) fn battle(self) -> Option<Battle> {
        let (f, t) = (self.from.get()?, self.to.get()?);
        with_state(self.store, |s| Battle::in_state(s, f, t)).flatten()
    }

    /// The most dice the attacker may roll.
    pub(super) fn max_dice(self) -> u8 {
        self.battle().map_or(1, |b| b.most_dice())
    }

    /// The attack with `d` dice. The defender's dice: `None` defends with the most allowed
    /// (RULINGS R5's default). A bot defending answers at every roll: its potion (003),
    /// then its dice.
    fn attack(self, d: u8, defend: Option<u8>) -> Option<Action> {
        let b = self.battle()?;
        let mut action = Action::Attack {
            from: b.from,
            to: b.to,
            dice: d,
            defend: defend.map(|n| n.min(if b.defenders >= 2 { 2 } else { 1 })),
        };
        self.store.answer_for_bot_defender(&mut action);
        Some(action)
    }

    /// A phone's blitz goes on by one roll as each new view comes from the host; it stops
    /// when the territory falls, the attacker is down to the stop, or a roll is refused.
    pub(super) fn blitz_step(self) {
        let Some(defend) = self.remote_blitz.get_value() else {
            return;
        };
        let store = self.store;
        if with_state(store, |s| s.phase == Phase::Rolled).unwrap_or(false) {
            store.dispatch(Action::Resolve);
        } else if self.stops_here()
            || !self
                .attack(self.max_dice(), defend)
                .is_some_and(|action| store.dispatch(action))
        {
            self.remote_blitz.set_value(None);
        }
    }

    /// Whether a blitz stops: no battle left, or the attacker down to the stop.
    fn stops_here(self) -> bool {
        self.battle()
            .is_none_or(|b| b.attackers <= self.stop_at.get_untracked().max(1))
    }

    /// Rolls once with the dice chosen, or blitzes, the defender rolling `defend` dice.
    pub(super) fn run(self, blitzing: bool, defend: Option<u8>) {
        let store = self.store;
        if self.settings.get_untracked().sound {
            play_dice_sound();
        }
        if !blitzing {
            let dice = self.dice.get_untracked().min(self.max_dice());
            if let Some(action) = self.attack(dice, defend) {
                store.dispatch(action);
            }
            return;
        }
        // On a phone each roll waits for the host's answer: the blitz goes on from the
        // tray's effect as each new view comes (issue 38).
        if store.is_remote() {
            self.remote_blitz.set_value(Some(defend));
            self.blitz_step();
            return;
        }
        // Repeat until the territory falls or the attacker is down to the stop-at number.
        while !self.stops_here() {
            let Some(action) = self.attack(self.max_dice(), defend) else {
                break;
            };
            if !store.dispatch(action) {
                break;
            }
            // 001 experts: a blitz takes the dice as they fall.
            if with_state(store, |s| s.phase == Phase::Rolled).unwrap_or(false) {
                store.dispatch(Action::Resolve);
            }
        }
    }
}
