//! Asking the defender before a roll: a defence potion (003) or their dice (RULINGS R5),
//! after a hand-off, or on their own phone (issue 38).

use leptos::prelude::*;

use super::fight::Fight;
use crate::engine::state::ForceId;
use crate::ui::table::reads::with_state;

/// The defender's questions around the fight.
#[derive(Clone, Copy)]
pub(super) struct Asking {
    /// The fight they are asked about.
    fight: Fight,
    /// The defender is being asked their dice, before a blitz (`Some(true)`) or a roll.
    pub(super) asking: RwSignal<Option<bool>>,
    /// The tablet goes back to the attacker after the defender chose.
    pub(super) handing_back: RwSignal<bool>,
}

impl Asking {
    /// Nobody asked yet.
    pub(super) fn new(fight: Fight) -> Self {
        Self {
            fight,
            asking: RwSignal::new(None),
            handing_back: RwSignal::new(false),
        }
    }

    /// The seat defending the attacked territory, and its armies.
    pub(super) fn defender(self) -> Option<(ForceId, u32)> {
        let (_, t) = (self.fight.from.get()?, self.fight.to.get()?);
        with_state(self.fight.store, |s| {
            (s.defending_seat(t), s.holding(t).armies)
        })
    }

    /// The defender plays on a phone of their own and chooses there (a phone asks nobody:
    /// the host does).
    pub(super) fn on_phone(self) -> bool {
        let store = self.fight.store;
        self.defender()
            .is_some_and(|(owner, _)| store.is_away(owner))
    }

    /// Whether the defender chooses their dice before this roll (RULINGS R5): a person with
    /// two armies or more, when the table chose so.
    fn defender_asked(self) -> bool {
        let store = self.fight.store;
        store.defender_chooses.get()
            && self.defender().is_some_and(|(owner, armies)| {
                armies >= 2 && !store.is_bot(owner) && !(store.is_remote() && self.on_phone())
            })
    }

    /// 003: whether a human defender holding potions is asked first (after a hand-off).
    /// While a defender answers, on a phone too, nothing else is rolled.
    fn guard_asked(self) -> bool {
        let store = self.fight.store;
        let open = store.guard_request.get_untracked().is_some();
        open || store.dice_question.get_untracked().is_some()
            || self.fight.battle().is_some_and(|b| {
                let asked = store.asks_for_guard(b.to);
                if asked {
                    store.guard_request.set(Some((b.from, b.to)));
                }
                asked
            })
    }

    /// The player rolls (`blitzing` false) or blitzes: the defender is asked first when
    /// they choose, else the dice fall.
    pub(super) fn attack(self, blitzing: bool) {
        if self.guard_asked() {
            return;
        }
        if self.defender_asked() {
            self.asking.set(Some(blitzing));
        } else {
            self.fight.run(blitzing, None);
        }
    }

    /// The defender chose `n` dice: the roll or blitz asked for goes on, and the tablet goes
    /// back to the attacker unless the defender chose on their phone.
    pub(super) fn defend_with(self, n: u8) {
        let blitzing = self.asking.get_untracked().unwrap_or(false);
        self.asking.set(None);
        self.fight.run(blitzing, Some(n));
        self.handing_back.set(!untrack(|| self.on_phone()));
    }
}
