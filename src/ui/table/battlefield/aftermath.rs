//! After a battle: the tray closes when the attacker can attack no more and says why, and
//! the battle that just ended stays on the field with its deciding dice.

use leptos::prelude::*;

use super::field::{Roll, this_roll};
use super::fight::Fight;
use super::reading::Battle;
use crate::engine::board::TerritoryId;
use crate::engine::i18n::Lang;
use crate::engine::state::{ForceId, Phase};
use crate::ui::table::reads::with_state;

/// What the field keeps of the battles fought.
#[derive(Clone, Copy)]
pub(super) struct Aftermath {
    /// The fight.
    fight: Fight,
    /// The player and the territory that can attack no more (a failed blitz left it one
    /// army).
    exhausted: RwSignal<Option<(ForceId, TerritoryId)>>,
    /// The last battle seen on the field.
    fought: RwSignal<Option<Battle>>,
}

impl Aftermath {
    /// Nothing fought yet.
    pub(super) fn new(fight: Fight) -> Self {
        Self {
            fight,
            exhausted: RwSignal::new(None),
            fought: RwSignal::new(None),
        }
    }

    /// When the chosen territory can attack no more, the tray closes: the choice is cleared
    /// and the player noted, to say why.
    pub(super) fn close_when_spent(self) {
        let Fight {
            store, from, to, ..
        } = self.fight;
        Effect::new(move |_| {
            let (Some(f), Some(_)) = (from.get(), to.get()) else {
                return;
            };
            let spent = with_state(store, |s| {
                (s.phase == Phase::Attack && s.holding(f).share(s.acting_force(f)) < 2)
                    .then_some(s.turn.current)
            })
            .flatten();
            if let Some(me) = spent {
                self.exhausted.set(Some((me, f)));
                to.set(None);
                from.set(None);
            } else {
                self.exhausted.set(None);
            }
        });
    }

    /// Why the tray closed, while its player attacks still.
    pub(super) fn exhausted_note(self, lang: Lang) -> Option<String> {
        let (me, f) = self.exhausted.get()?;
        with_state(self.fight.store, |s| {
            (s.phase == Phase::Attack && s.turn.current == me).then(|| {
                crate::ui::table::banner::exhausted_words(self.fight.store, lang, s.board(), f)
            })
        })
        .flatten()
    }

    /// Keeps the last battle seen; a new turn clears it (the last turn's battle is not this
    /// one's).
    pub(super) fn keep_the_last(self) {
        let fight = self.fight;
        let fought = self.fought;
        Effect::new(move |_| {
            if let Some(b) = fight.battle() {
                fought.set(Some(b));
            }
        });
        let turn_number = Memo::new(move |_| with_state(fight.store, |s| s.turn.number));
        Effect::new(move |was: Option<Option<u32>>| {
            let now = turn_number.get();
            if was.is_some_and(|was| was != now) {
                fought.set(None);
            }
            now
        });
    }

    /// The battle that just ended, still on the field, and whether the territory was taken:
    /// the roll that took it (while the armies move in) or that left the attacker one army.
    pub(super) fn ended(self) -> Option<(Battle, bool)> {
        let b = self.fought.get()?;
        let taken = with_state(
            self.fight.store,
            |s| matches!(s.phase, Phase::Occupy { from, to, .. } if from == b.from && to == b.to),
        )?;
        let spent = self.exhausted.get().is_some_and(|(_, f)| f == b.from);
        (self.fight.battle().is_none() && (taken || spent)).then_some((b, taken))
    }

    /// The deciding roll of the battle that ended.
    pub(super) fn ended_roll(self) -> Option<Roll> {
        let (b, _) = self.ended()?;
        self.fight
            .store
            .events
            .with(|events| this_roll(events, b.from, b.to))
    }

    /// The ended battle's sides: the attacker's territory, and the other's with its fate
    /// ("Bohemia taken!", "Bohemia holds.").
    pub(super) fn ended_title(self, lang: Lang) -> Option<(String, String)> {
        let (b, taken) = self.ended()?;
        with_state(self.fight.store, |s| {
            let from = crate::ui::words::catalogs::place_name(lang, s.board(), b.from);
            let verdict = crate::ui::table::reads::table_says(
                self.fight.store,
                lang,
                &crate::ui::sentences::messages::battle_verdict(b.to, taken),
                s.board(),
            );
            (from, verdict)
        })
    }
}
