//! 003's sesterces: cashing them for armies, the shop (missions, swords, shields) and the
//! purses and potions earned at the end of a turn with a conquest (RULINGS R8).

use super::super::action::{Event, RuleError};
use super::super::board::TerritoryId;
use super::super::state::{ForceId, GameState, Phase};
use super::pieces::{Potion, Ware};

impl GameState {
    /// The current player's rules of 003's economy, or why there are none.
    fn empire_rules(&self) -> Result<&super::super::rules::EmpireRules, RuleError> {
        self.rules
            .empire
            .as_ref()
            .filter(|_| self.empire.is_some())
            .ok_or(RuleError::NotInThisGame)
    }

    /// Takes `price` sesterces from the current player.
    fn pay(&mut self, price: u32) -> Result<(), RuleError> {
        let me = self.turn.current;
        let purse = &mut self.forces[usize::from(me.0)].sesterces;
        *purse = purse
            .checked_sub(price)
            .ok_or(RuleError::NotEnoughSesterces)?;
        Ok(())
    }

    /// 003 step 1 C "Échangez des sesterces contre des armées supplémentaires": 2 to 10
    /// sesterces at once, by the table, while placing the turn's reinforcements ((house):
    /// once a turn, and the purses make change).
    pub(crate) fn cash_sesterces(
        &mut self,
        sesterces: u32,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let armies = self
            .empire_rules()?
            .armies_for(sesterces)
            .ok_or(RuleError::BadSesterceCount)?;
        if self.phase != Phase::Reinforce || self.turn.placing_for.is_some() {
            return Err(RuleError::WrongPhase);
        }
        if self.empire.as_ref().is_some_and(|e| e.cashed) {
            return Err(RuleError::AlreadyCashed);
        }
        self.pay(sesterces)?;
        let me = self.turn.current;
        let armies = armies + self.silver(me, armies);
        self.turn.reserve += armies;
        if let Some(empire) = self.empire.as_mut() {
            empire.cashed = true;
        }
        events.push(Event::SesterceCashed {
            force: me,
            sesterces,
            armies,
        });
        Ok(())
    }

    /// Whether the shop is open: once the turn's armies are placed, until the first invasion
    /// (003 step 2, "QUAND LES ARMÉES SONT EN PLACE, VOUS POUVEZ ACHETER", comes between
    /// reinforcing and invading; RULINGS R8). Records of version 2 and before opened it while
    /// reinforcing too (`EmpireRules::shop_while_reinforcing`).
    pub fn shop_open(&self) -> bool {
        let before_invading = self.empire.as_ref().is_some_and(|e| !e.invaded);
        let while_reinforcing = self
            .rules
            .empire
            .as_ref()
            .is_some_and(|e| e.shop_while_reinforcing);
        self.plays_empire()
            && before_invading
            && (self.phase == Phase::Attack
                || while_reinforcing
                    && self.phase == Phase::Reinforce
                    && self.turn.placing_for.is_none())
    }

    /// 003 "Renforts": a sword or a shield on one of your territories, one of each there at
    /// most, for 2 sesterces ((house) R8).
    pub(crate) fn buy_ware(
        &mut self,
        ware: Ware,
        territory: TerritoryId,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let price = self.empire_rules()?.sword_price;
        if !self.shop_open() {
            return Err(RuleError::ShopClosed);
        }
        let me = self.turn.current;
        let territory = self.held_by(territory, me)?;
        let holding = self.holding(territory);
        let taken = match ware {
            Ware::Sword => holding.sword,
            Ware::Shield => holding.shield,
        };
        if taken {
            return Err(RuleError::AlreadyEquipped);
        }
        self.pay(price)?;
        let holding = &mut self.territories[usize::from(territory.0)];
        match ware {
            Ware::Sword => holding.sword = true,
            Ware::Shield => holding.shield = true,
        }
        events.push(Event::WareBought {
            force: me,
            ware,
            territory,
        });
        Ok(())
    }

    /// 003 step 2: a new secret mission for 1 sesterce ((house) R8), 3 in hand at most.
    pub(crate) fn buy_mission(&mut self, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let rules = self.empire_rules()?;
        let (price, most) = (rules.mission_price, rules.most_missions);
        if self.rules.missions.is_none() {
            return Err(RuleError::NotInThisGame);
        }
        let me = self.turn.current;
        if self.force(me).missions.len() >= most {
            return Err(RuleError::TooManyMissions);
        }
        self.pay_at_mission_pile(price)?;
        self.draw_mission(me);
        events.push(Event::MissionBought { force: me });
        Ok(())
    }

    /// 003 "Cartes mission secrète": swap a mission for a new one for 1 sesterce; the old
    /// card goes under the pile.
    pub(crate) fn swap_mission(
        &mut self,
        mission: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let price = self.empire_rules()?.swap_price;
        let me = self.turn.current;
        let at = usize::from(mission);
        if at >= self.force(me).missions.len() {
            return Err(RuleError::NoSuchObjective);
        }
        self.pay_at_mission_pile(price)?;
        let old = self.forces[usize::from(me.0)].missions.remove(at);
        self.draw_mission(me);
        if let Some(empire) = self.empire.as_mut() {
            empire.mission_pile.insert(0, old);
        }
        events.push(Event::MissionSwapped { force: me });
        Ok(())
    }

    /// Pays `price` for a card of the mission pile, once the shop is open and the pile
    /// holds one.
    fn pay_at_mission_pile(&mut self, price: u32) -> Result<(), RuleError> {
        if !self.shop_open() {
            return Err(RuleError::ShopClosed);
        }
        if self
            .empire
            .as_ref()
            .is_none_or(|e| e.mission_pile.is_empty())
        {
            return Err(RuleError::NoMissionsLeft);
        }
        self.pay(price)
    }

    /// The top mission card to `force`'s hand, if any is left.
    pub(crate) fn draw_mission(&mut self, force: ForceId) {
        if let Some(card) = self.empire.as_mut().and_then(|e| e.mission_pile.pop()) {
            self.forces[usize::from(force.0)].missions.push(card);
        }
    }

    /// 003 step 6: after a turn with a conquest, one potion card and one purse. A spoiled
    /// brew is shown at once, costs a victory point and goes under the pile.
    pub(crate) fn take_spoils(&mut self, force: ForceId, events: &mut Vec<Event>) {
        if self
            .empire
            .as_ref()
            .is_some_and(|e| e.purse_pile.is_empty())
        {
            // (house) The bank never runs dry: a new bag of purses, as at setup.
            let mut bag = super::setup::purse_bag();
            self.rng.shuffle(&mut bag);
            if let Some(empire) = self.empire.as_mut() {
                empire.purse_pile = bag;
            }
        }
        let Some(empire) = self.empire.as_mut() else {
            return;
        };
        let purse = empire.purse_pile.pop().unwrap_or(1);
        let drawn = empire.potion_pile.pop();
        self.forces[usize::from(force.0)].sesterces += u32::from(purse);
        events.push(Event::PurseTaken {
            force,
            sesterces: u32::from(purse),
        });
        match drawn {
            Some(Potion::BadBrew) => {
                let points = &mut self.forces[usize::from(force.0)].victory_points;
                let lost = (*points).min(1);
                *points -= lost;
                if let Some(empire) = self.empire.as_mut() {
                    empire.potion_pile.insert(0, Potion::BadBrew);
                }
                events.push(Event::BadBrewDrawn {
                    force,
                    points_lost: lost,
                });
            }
            Some(potion) => {
                self.forces[usize::from(force.0)].potions.push(potion);
                events.push(Event::PotionDrawn { force, potion });
            }
            None => {}
        }
    }

    /// 003 "Élimination": the victor takes the loser's potion cards and sesterces; the
    /// loser's missions go under the pile.
    pub(crate) fn hand_over_treasury(
        &mut self,
        loser: ForceId,
        victor: ForceId,
        events: &mut Vec<Event>,
    ) {
        if !self.plays_empire() {
            return;
        }
        let lost = &mut self.forces[usize::from(loser.0)];
        let potions = std::mem::take(&mut lost.potions);
        let sesterces = std::mem::take(&mut lost.sesterces);
        let missions = std::mem::take(&mut lost.missions);
        if let Some(empire) = self.empire.as_mut() {
            for mission in missions {
                empire.mission_pile.insert(0, mission);
            }
        }
        let taker = &mut self.forces[usize::from(victor.0)];
        taker.sesterces += sesterces;
        let count = potions.len() as u32;
        taker.potions.extend(potions);
        events.push(Event::TreasuryTaken {
            force: loser,
            by: victor,
            potions: count,
            sesterces,
        });
    }

    /// 003 "Épée": a sword that helped take a territory moves in with the attackers; the
    /// defender's sword and shield are lost with it.
    pub(crate) fn carry_sword(&mut self, from: TerritoryId, to: TerritoryId) {
        if !self.rules.dice.swords_and_shields {
            return;
        }
        let sword = std::mem::take(&mut self.territories[usize::from(from.0)].sword);
        let conquered = &mut self.territories[usize::from(to.0)];
        conquered.sword = sword;
        conquered.shield = false;
    }
}

impl GameState {
    /// Every economic action of 003 the player to move might take now (the caller keeps the
    /// legal ones): cashing, the shop and the potions of their own turn.
    pub(crate) fn push_empire_actions(&self, actions: &mut Vec<super::super::action::Action>) {
        use super::super::action::Action;
        let Some(rules) = self.rules.empire.as_ref().filter(|_| self.plays_empire()) else {
            return;
        };
        let me = self.turn.current;
        let purse = self.force(me).sesterces;
        if self.phase == Phase::Reinforce {
            let most = purse.min(rules.most_cashed());
            actions.extend((2..=most).map(|sesterces| Action::CashSesterces { sesterces }));
        }
        if self.shop_open() {
            for territory in self.territories_of(me) {
                for ware in [Ware::Sword, Ware::Shield] {
                    actions.push(Action::BuyWare { ware, territory });
                }
            }
            actions.push(Action::BuyMission);
            let held = self.force(me).missions.len() as u8;
            actions.extend((0..held).map(|mission| Action::SwapMission { mission }));
        }
        let mut hand = self.force(me).potions.clone();
        hand.sort_unstable();
        hand.dedup();
        for potion in hand {
            if potion.takes_territory() {
                let targets = self.board().ids();
                actions.extend(targets.map(|t| Action::PlayPotion {
                    potion,
                    territory: Some(t),
                }));
            } else {
                actions.push(Action::PlayPotion {
                    potion,
                    territory: None,
                });
            }
        }
    }
}

impl GameState {
    /// Armies `force` would receive for cashing `sesterces` now, leaders included, or
    /// `None` outside 2..=10 or in other games (for the interface's preview).
    pub fn cash_value(&self, force: ForceId, sesterces: u32) -> Option<u32> {
        let armies = self.rules.empire.as_ref()?.armies_for(sesterces)?;
        Some(armies + self.silver(force, armies))
    }
}
