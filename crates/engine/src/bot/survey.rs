//! A bot's reading of the board, from its own sight only: who holds what, where the fronts
//! are, how far each continent is from being won, and what each territory is worth taking.

use super::super::board::{Board, TerritoryId};
use super::super::missions::Mission;
use super::super::rules::WinCondition;
use super::super::state::ForceId;
use super::super::view::Seen;
use super::style::Style;

/// Marker for "no force": an unclaimed territory.
const NOBODY: ForceId = ForceId(u8::MAX);

/// Most territories of a board a survey holds (the largest board, Europe 1810, has 48): the
/// survey is read at every decision of every imagined game, so it lives on the stack.
pub const MAX_TERRITORIES: usize = 64;
/// Most continents of a board a survey holds (Europe 1810 has 9).
pub const MAX_CONTINENTS: usize = 16;
/// Most forces of a game a survey holds (six players and the extra forces).
pub const MAX_FORCES: usize = 16;

/// The board as the bot reads it at one decision.
pub struct Survey<'a> {
    /// The bot's sight of the game.
    pub seen: Seen<'a>,
    /// The board.
    pub board: &'static Board,
    /// The bot's force.
    pub me: ForceId,
    /// Owner of each territory (`NOBODY` while unclaimed).
    pub owner: [ForceId; MAX_TERRITORIES],
    /// Armies on each territory.
    pub armies: [u32; MAX_TERRITORIES],
    /// Hostile armies able to strike each territory (their stacks minus the one left behind).
    pub threat: [u32; MAX_TERRITORIES],
    /// My territories in each continent.
    pub mine_in: [u32; MAX_CONTINENTS],
    /// Hostile armies in each continent.
    pub hostile_in: [u32; MAX_CONTINENTS],
    /// Who holds each whole continent.
    pub holder: [Option<ForceId>; MAX_CONTINENTS],
    /// How much the bot wants each continent, from its size, bonus, progress and mission.
    pub want: [f64; MAX_CONTINENTS],
    /// Territories each force holds.
    pub held: [u32; MAX_FORCES],
    /// Each force's armies on the board.
    pub strength: [u32; MAX_FORCES],
    /// The average armies of the players the bot may attack.
    rival_average: f64,
    /// The bot's mission needs territories rather than continents (001 "24 territories").
    pub spreads: bool,
    /// Armies the mission wants on each held territory.
    pub keep: u32,
    /// A colour the mission says to destroy, as a force.
    pub quarry: Option<ForceId>,
    /// Continents named by an opponent's objective shown to all (000 Risk Mission: the
    /// last one, revealed after three claims), with that opponent: worth denying.
    pub denied: Vec<(ForceId, usize)>,
    /// Whether the bot's allies count as friends (not when they wall it in, 000).
    allies_friendly: bool,
    /// Each force read once: whether it is the bot's friend ([`Survey::friendly`]).
    friends: [bool; MAX_FORCES],
    /// An opponent left alone this turn ([`Style::truce`]).
    pub truce: Option<ForceId>,
}

impl<'a> Survey<'a> {
    /// Reads the board for the player to move.
    pub fn new(seen: Seen<'a>, style: &Style) -> Survey<'a> {
        let board = seen.board();
        let me = seen.viewer();
        let mut owner = [NOBODY; MAX_TERRITORIES];
        let mut armies = [0; MAX_TERRITORIES];
        let mut held = [0; MAX_FORCES];
        let mut strength = [0; MAX_FORCES];
        for (i, h) in seen.territories().iter().enumerate() {
            if h.is_claimed() {
                owner[i] = h.owner;
                // 000 teams: on a territory shared with a teammate, only the bot's own
                // armies are its to attack and move with.
                armies[i] = if h.owner == me { h.share(me) } else { h.armies };
                if let Some(count) = held.get_mut(usize::from(h.owner.0)) {
                    *count += 1;
                    strength[usize::from(h.owner.0)] += h.share(h.owner);
                }
                if let Some(partner) = h.partner
                    && let Some(armies) = strength.get_mut(usize::from(partner.force.0))
                {
                    *armies += partner.armies;
                }
            }
        }
        let mut survey = Survey {
            seen,
            board,
            me,
            owner,
            armies,
            threat: [0; MAX_TERRITORIES],
            mine_in: [0; MAX_CONTINENTS],
            hostile_in: [0; MAX_CONTINENTS],
            holder: [None; MAX_CONTINENTS],
            want: [0.0; MAX_CONTINENTS],
            held,
            strength,
            rival_average: 1.0,
            spreads: false,
            keep: 1,
            quarry: None,
            denied: Vec::new(),
            allies_friendly: true,
            friends: [false; MAX_FORCES],
            truce: style.truce,
        };
        // 000 active independents: walled in by its allies, the bot treats them as foes so
        // that it plans its way through them (the status die after will turn them anyway).
        survey.allies_friendly = !seen.plays_active_independents() || !seen.walled_in_by_allies(me);
        // Read once, asked at every territory of every decision.
        for i in 0..seen.force_count().min(MAX_FORCES) {
            survey.friends[i] = survey.reads_as_friend(ForceId(i as u8));
        }
        for t in board.ids() {
            let i = usize::from(t.0);
            let c = usize::from(board.territory(t).continent.0);
            if survey.owner[i] == me {
                survey.mine_in[c] += 1;
            } else if survey.hostile(t) {
                survey.hostile_in[c] += survey.armies[i];
                // Armies that never attack threaten nothing (a neutral's: RULINGS R8).
                if !seen.may_attack(survey.owner[i]) {
                    continue;
                }
                for n in board.adjacent(t) {
                    survey.threat[usize::from(n.0)] += survey.armies[i].saturating_sub(1);
                }
            }
        }
        for (c, continent) in board.continents.iter().enumerate() {
            let first = survey.owner[usize::from(continent.territories[0].0)];
            if first != NOBODY
                && continent
                    .territories
                    .iter()
                    .all(|t| survey.owner[usize::from(t.0)] == first)
            {
                survey.holder[c] = Some(first);
            }
        }
        let (rivals, rival_armies) = seen
            .players_in()
            .filter(|&p| !survey.friendly(p))
            .fold((0usize, 0u32), |(count, armies), p| {
                (count + 1, armies + survey.strength[usize::from(p.0)])
            });
        survey.rival_average = f64::from(rival_armies.max(1)) / rivals.max(1) as f64;
        survey.read_mission();
        survey.read_revealed_objectives();
        survey.weigh_continents(style);
        survey
    }

    /// Whether a territory is held by someone the bot may attack.
    pub fn hostile(&self, t: TerritoryId) -> bool {
        let owner = self.owner[usize::from(t.0)];
        owner != NOBODY && !self.friendly(owner)
    }

    /// Whether the bot may attack a territory: hostile, not a last territory that 002
    /// shields until the end of round 4, and not held by the opponent it leaves alone.
    pub fn attackable(&self, t: TerritoryId) -> bool {
        self.hostile(t)
            && !self.seen.shielded_from_elimination(t)
            && self.truce != Some(self.owner[usize::from(t.0)])
    }

    /// Whether a force is the bot, its teammate, or its ally (000 active independents).
    pub fn friendly(&self, force: ForceId) -> bool {
        self.friends
            .get(usize::from(force.0))
            .copied()
            .unwrap_or(force == self.me)
    }

    /// Whether a force is the bot, its teammate, or its ally, read from the game.
    fn reads_as_friend(&self, force: ForceId) -> bool {
        force == self.me
            || matches!((self.seen.team(self.me), self.seen.team(force)), (Some(a), Some(b)) if a == b)
            || self.allies_friendly
                && usize::from(force.0) < self.seen.force_count()
                && self.seen.ally_of(force) == Some(self.me)
    }

    /// Whether the bot holds a territory.
    pub fn mine(&self, t: TerritoryId) -> bool {
        self.owner[usize::from(t.0)] == self.me
    }

    /// Armies on a territory.
    pub fn armies_on(&self, t: TerritoryId) -> u32 {
        self.armies[usize::from(t.0)]
    }

    /// Whether a territory of mine borders a hostile one.
    pub fn is_front(&self, t: TerritoryId) -> bool {
        self.board.adjacent(t).any(|n| self.hostile(n))
    }

    /// The continent of a territory.
    pub fn continent(&self, t: TerritoryId) -> usize {
        usize::from(self.board.territory(t).continent.0)
    }

    /// My territories, in board order.
    pub fn my_territories(&self) -> impl Iterator<Item = TerritoryId> + '_ {
        self.board.ids().filter(|&t| self.mine(t))
    }

    /// Reads the bot's own missions into targets (001 Secret Mission Risk, RULINGS R7).
    fn read_mission(&mut self) {
        let seen = self.seen;
        for mission in seen.open_missions() {
            match mission.goal() {
                Mission::Territories { min_armies, .. } => {
                    self.spreads = true;
                    self.keep = (*min_armies).max(1);
                }
                Mission::InEachContinent { .. } => self.spreads = true,
                Mission::Destroy { colour } => {
                    self.quarry = (0..seen.force_count())
                        .map(|i| ForceId(i as u8))
                        .find(|&f| seen.colour(f) == *colour && !seen.eliminated(f));
                }
                Mission::Ports { .. } => self.spreads = true,
                Mission::Continents { .. }
                | Mission::InContinent { .. }
                | Mission::ArmiesOnOne { .. }
                | Mission::ConquerInTurn { .. }
                | Mission::Sesterces { .. }
                | Mission::Equipped { .. }
                | Mission::Scored { .. }
                | Mission::Ranked { .. } => {}
            }
        }
    }

    /// Reads the opponents' revealed last objectives into continents to deny them.
    fn read_revealed_objectives(&mut self) {
        let seen = self.seen;
        for rival in seen.players_in() {
            if self.friendly(rival) {
                continue;
            }
            let Some(last) = seen.last_objective(rival) else {
                continue;
            };
            for key in last.continents_named() {
                if let Some(c) = self.board.continents.iter().position(|c| c.key == key) {
                    self.denied.push((rival, c));
                }
            }
        }
    }

    /// How much the bot wants each continent: bonus per territory to take, raised by
    /// progress, lowered by the hostile armies inside, and raised for a mission's continents.
    fn weigh_continents(&mut self, style: &Style) {
        let named: Vec<&str> = self
            .seen
            .open_missions()
            .into_iter()
            .flat_map(Mission::continents_named)
            .collect();
        let my_armies: u32 = self
            .my_territories()
            .map(|t| self.armies_on(t))
            .sum::<u32>()
            .max(1);
        for (c, continent) in self.board.continents.iter().enumerate() {
            let size = continent.territories.len() as f64;
            let progress = f64::from(self.mine_in[c]) / size;
            let resistance = f64::from(self.hostile_in[c]) / f64::from(my_armies);
            let mut want = (f64::from(continent.bonus) + 1.0) / size
                * (0.25 + progress * progress * 2.0)
                / (1.0 + resistance * 3.0);
            if named.contains(&continent.key.as_str()) {
                want = want * 2.0 + 1.0;
            }
            self.want[c] = want * style.continent_focus;
        }
    }

    /// For each territory, how many steps through the bot's own territories separate it from
    /// the nearest hostile one (0 for a hostile or unclaimed territory).
    pub fn depth_behind_lines(&self) -> Vec<u32> {
        let n = self.board.territories.len();
        let mut depth = vec![u32::MAX; n];
        let mut queue = std::collections::VecDeque::new();
        for t in self.board.ids() {
            if !self.mine(t) {
                depth[usize::from(t.0)] = 0;
                queue.push_back(t);
            }
        }
        while let Some(t) = queue.pop_front() {
            let next = depth[usize::from(t.0)] + 1;
            for m in self.board.adjacent(t) {
                if depth[usize::from(m.0)] > next {
                    depth[usize::from(m.0)] = next;
                    queue.push_back(m);
                }
            }
        }
        depth
    }

    /// What taking `t` is worth towards a capital victory (001 Capital Risk): an opposing
    /// headquarters, or the bot's own taken back, and the game when it makes enough.
    fn capital_prize(&self, t: TerritoryId, style: &Style) -> f64 {
        let seen = self.seen;
        // prize() runs for every target the bot weighs: games without headquarters stop here.
        if seen.rules().win == WinCondition::SecretCapitals {
            return self.secret_capital_prize(t, style);
        }
        if !matches!(seen.rules().win, WinCondition::Capitals { .. }) {
            return 0.0;
        }
        let forces = || (0..seen.force_count()).map(|i| ForceId(i as u8));
        let Some(whose) = forces().find(|&p| seen.headquarters(p) == Some(t)) else {
            return 0.0;
        };
        let own = seen.headquarters(self.me);
        let holds_own = own.is_some_and(|h| self.mine(h)) || own == Some(t);
        let taken = self.opposing_headquarters_held(Some(t));
        if holds_own && taken >= seen.headquarters_to_take() {
            return 1000.0;
        }
        if whose == self.me {
            4.0 * style.completion
        } else {
            2.0 * style.completion
        }
    }

    /// Opposing headquarters (capitals) the bot knows and holds, counting `also` as held.
    fn opposing_headquarters_held(&self, also: Option<TerritoryId>) -> usize {
        let seen = self.seen;
        (0..seen.force_count())
            .map(|i| ForceId(i as u8))
            .filter(|&p| p != self.me)
            .filter_map(|p| seen.headquarters(p))
            .filter(|&h| self.mine(h) || Some(h) == also)
            .count()
    }

    /// 004 variante c: what taking `t` is worth as the guess that it is its holder's secret
    /// capital, weighed by the chance that it is (each of the holder's territories alike, or
    /// the more fortified, where a careful player keeps it) and the prize if it is: the whole
    /// of the holder's board, or the game when it makes enough capitals.
    fn secret_capital_prize(&self, t: TerritoryId, style: &Style) -> f64 {
        let seen = self.seen;
        let whose = self.owner[usize::from(t.0)];
        let standing = usize::from(whose.0) < seen.force_count()
            && seen.kind(whose) == super::super::state::ForceKind::Player
            && !self.friendly(whose);
        if !standing {
            return 0.0;
        }
        let held = f64::from(self.held[usize::from(whose.0)].max(1));
        let armies = f64::from(self.strength[usize::from(whose.0)].max(1));
        let chance = 0.5 / held + 0.5 * f64::from(self.armies_on(t)) / armies;
        let taken = self.opposing_headquarters_held(None);
        let worth = if taken + 1 >= seen.headquarters_to_take() {
            60.0
        } else {
            1.5 * held
        };
        chance * worth * style.completion / 2.0
    }

    /// How much the bot would rather fight `force`: above 1 for an opponent stronger than
    /// the average rival, so the leader is held back and the others wear each other down.
    pub fn rivalry(&self, force: ForceId, style: &Style) -> f64 {
        if style.leader_focus == 0.0 {
            return 1.0;
        }
        let own = f64::from(*self.strength.get(usize::from(force.0)).unwrap_or(&0));
        (own / self.rival_average)
            .powf(style.leader_focus)
            .clamp(0.3, 3.0)
    }

    /// What taking `t` is worth to the bot, in armies: the territory, progress towards a
    /// continent it wants or completes, an opponent's bonus broken, a mission target, and an
    /// elimination with the loser's cards.
    pub fn prize(&self, t: TerritoryId, style: &Style) -> f64 {
        let i = usize::from(t.0);
        let c = self.continent(t);
        let continent = &self.board.continents[c];
        let loser = self.owner[i];
        let mut value = 1.0 + self.want[c];
        if self.mine_in[c] as usize + 1 == continent.territories.len() {
            value += f64::from(continent.bonus) * style.completion;
        }
        if self.holder[c].is_some_and(|h| !self.friendly(h)) {
            value += f64::from(continent.bonus) * style.breaking;
        }
        if self.spreads {
            value += 1.0;
        }
        // Defend against the objective an opponent is known to hold.
        if self.denied.contains(&(loser, c)) {
            value += 2.0 + f64::from(continent.bonus) * style.breaking;
        }
        value += self.capital_prize(t, style);
        if self.quarry == Some(loser) {
            value += 2.0;
        }
        if self.seen.kind(loser) == super::super::state::ForceKind::Player
            && self.held.get(usize::from(loser.0)) == Some(&1)
        {
            let cards = self.seen.card_count(loser) as f64;
            value += style.elimination * (2.0 + cards * 2.0);
            // The last opponent's last territory wins the game.
            if self.seen.players_in().count() == 2 {
                value += 1000.0;
            }
            if self.quarry == Some(loser) {
                value += 50.0;
            }
        }
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::Level;
    use crate::presets::preset;
    use crate::state::GameState;

    #[test]
    fn a_revealed_objective_makes_its_continents_worth_denying() {
        // 000 Risk Mission: after three claims the fourth is shown to all; bots fight it.
        let mut state = GameState::new(preset("conquete-2010-missions").unwrap(), 3, 1).unwrap();
        let rival = ForceId(1);
        let australia = state.board().find("eastern-australia").unwrap();
        for t in state.board().continents[5].territories.clone() {
            state.territories[usize::from(t.0)].owner = rival;
            state.territories[usize::from(t.0)].armies = 2;
        }
        let style = Style::of(Level::Hard);
        let before = Survey::new(state.seen_by(ForceId(0)), &style).prize(australia, &style);
        state.forces[1].missions[3] = crate::missions::Mission::Continents {
            continents: vec!["oceania".into()],
            plus_one: false,
        };
        state.forces[1].claimed = vec![0, 1, 2];
        let survey = Survey::new(state.seen_by(ForceId(0)), &style);
        assert_eq!(survey.denied, [(rival, 5)]);
        assert!(survey.prize(australia, &style) > before + 2.0);
    }

    #[test]
    fn every_preset_at_its_most_players_fits_a_survey() {
        for id in crate::presets::PRESET_IDS {
            let rules = preset(id).unwrap();
            let most = rules.max_players;
            let state = GameState::new(rules, most, 1).unwrap();
            let board = state.board();
            assert!(board.territories.len() <= MAX_TERRITORIES, "{id}");
            assert!(board.continents.len() <= MAX_CONTINENTS, "{id}");
            assert!(state.forces.len() <= MAX_FORCES, "{id}");
        }
    }
}
