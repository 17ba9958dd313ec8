//! Rule sets as data: everything that varies between editions is a field of [`RuleSet`], so an
//! edition is a value (see `presets.rs`) plus a board, not branches spread through the engine.

use serde::{Deserialize, Serialize};

pub use crate::cards::SetValues;

/// How territories are first shared out (RULINGS R3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupMethod {
    /// Players claim empty territories one army at a time, then reinforce one at a time
    /// (000 "Revendication des Territoires", 001 "Initial army placement").
    ClaimInTurn,
    /// The territory cards are dealt and each player takes those territories (002, 004,
    /// 001 "Secret Mission Risk" step 4); then players reinforce one army at a time.
    DealCards,
    /// Deal the cards and spread every army at random: the quick start every preset offers.
    AutoPlace,
}

/// Forces on the board that are not players (RULINGS R3, R9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ExtraForces {
    /// Only players.
    None,
    /// One neutral force that never attacks (001 duel: 40 armies, 14 territories).
    Neutral {
        /// Armies it starts with.
        armies: u32,
        /// Whether it gets half of each reinforcement a player receives (004 duel, R9).
        half_reinforcements: bool,
    },
    /// Two independent forces (000 duel); `active` ones can ally with a player (R9).
    Independents {
        /// Armies each independent starts with ((house) 24 each, R3).
        armies: u32,
        /// Active independents change status; passive ones only block.
        active: bool,
    },
    /// 003's neutral (2 players): drawn territory cards, each with the same armies, before the
    /// players claim the rest; it never attacks and defends with the most dice (R3, R8).
    NeutralDrawn {
        /// Territories drawn for it (13).
        territories: u32,
        /// Armies on each (2).
        armies_each: u32,
    },
    /// 002's allied force: gets half the active player's reinforcements, placed by the other.
    Allied {
        /// Armies it starts with (28 on 14 territories).
        armies: u32,
    },
}

/// Dice allowed in a battle (RULINGS R5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceRules {
    /// Most dice the attacker may roll.
    pub attack_max: u8,
    /// Most dice the defender may roll.
    pub defend_max: u8,
    /// Armies needed on the defending territory to roll two dice.
    pub defend_two_needs: u32,
    /// Whether swords and shields add 1 to the best die (003).
    pub swords_and_shields: bool,
}

/// Armies that must follow a conquest into the conquered territory (RULINGS R5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveIn {
    /// At least as many armies as dice rolled in the last battle (001, 002, 004).
    AtLeastDiceRolled,
    /// At least the attackers that survived the last battle (000, 003).
    SurvivingAttackers,
}

/// Extra armies for traded cards showing territories you hold (RULINGS R4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OccupiedBonus {
    /// No bonus (000).
    None,
    /// +2 on one pictured territory you hold, at most 2 per turn (001).
    TwoOncePerTurn,
    /// +2 on one pictured territory per set (004).
    TwoPerSet,
    /// +2 for each pictured card whose territory you hold, on that territory (002).
    TwoPerCard,
}

/// What happens to an eliminated player's cards (RULINGS R4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CapturedCards {
    /// 001: with 6 or more, trade at once down to 4 or fewer and place the armies.
    TradeDownAtSix,
    /// 002: they may be traded at once and the armies placed at once.
    MayTradeAtOnce,
    /// 000, 004: they wait for the next reinforcement.
    NextReinforcement,
}

/// How armies move at the end of a turn (RULINGS R6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fortify {
    /// One move between two adjacent territories of yours (001, 002, 004, 000).
    OneAdjacentMove,
    /// One move along a path of your own territories (003).
    OneConnectedMove,
    /// Any number of moves along paths of your own territories (001 expert).
    ManyConnectedMoves,
    /// One move through territories held by the team, into a teammate's too (000 teams, R10).
    TeamPath,
}

/// How the players place the starting armies left after a deal (RULINGS R3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum StartingPlacement {
    /// One army at a time, in turn (000, 001, 003, 004).
    #[default]
    OneAtATime,
    /// Each player places their whole remainder at will, one player after another (002
    /// "Occupations des territoires": "Ils peuvent ensuite répartir à leur gré les armées qui
    /// leur restent").
    WholeRemainder,
}

/// Where traded cards go (RULINGS R4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TradedCards {
    /// To the discards, shuffled into a new pile when the pile runs out (000, 001, 002).
    #[default]
    Discarded,
    /// Under the draw pile at once (004 "Les cartes échangées sont remises au Général, qui les
    /// place sous la pile").
    UnderDrawPile,
}

/// How armies are counted each turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reinforcement {
    /// Territories / 3, at least 3, plus continent bonuses (001 "Getting and placing").
    TerritoriesByThree,
    /// (Territories + ports) / 3, at least 3, plus province bonuses and sesterces (003, R8).
    TerritoriesAndPortsByThree,
}

/// How the game is won (RULINGS R1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WinCondition {
    /// Be the last player standing (neutral and independent forces need not be destroyed).
    LastStanding,
    /// Complete your secret mission first.
    Mission,
    /// Complete the four ranked objectives (000 Risk Mission), or be the last standing.
    RankedObjectives,
    /// Hold enough enemy headquarters or capitals while holding your own.
    Capitals {
        /// Whether the short game counts (001: 4 players any 2, 5-6 any 3).
        short: bool,
    },
    /// Hold 2, 3 or 4 capitals, your own included, by the number of players; each stays
    /// secret until taken, and taking one takes over its owner (004 variante c).
    SecretCapitals,
    /// Eliminate one player of the other team (000 teams).
    Teams,
    /// First to this many victory points at the end of a turn (003).
    Points {
        /// The target.
        target: u32,
    },
}

impl WinCondition {
    /// Whether each player chooses a headquarters or capital after setup (001 Capital Risk,
    /// 004 variante c).
    pub fn chooses_headquarters(self) -> bool {
        matches!(
            self,
            WinCondition::Capitals { .. } | WinCondition::SecretCapitals
        )
    }
}

/// Which mission deck a preset deals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MissionDeck {
    /// 001's twelve Secret Mission cards (RULINGS R7).
    Parker1993,
    /// 002's fourteen objectives.
    Miro1975,
    /// 000's four ranked decks of seven.
    Conquete2010Ranked,
    /// 004's thirteen missions.
    Napoleon1999,
    /// 003's twenty missions, worth victory points.
    RomanEmpire,
    /// The missions of an imported board's `.cards` file (issue 40), played as 001's.
    Board,
}

/// The options of 001 "Rules variations for experts" and 004 variante b (RULINGS R1). Any
/// subset of the keys may be written; a missing one is off (docs/record-format.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ExpertToggles {
    /// Set values +1 each (4, 5, 6, ...).
    pub plus_one_sets: bool,
    /// Fortify any number of times along connected paths.
    pub connected_fortification: bool,
    /// At most 12 armies on a territory; armies that cannot be placed are lost.
    pub twelve_per_territory: bool,
    /// Re-roll one die per battle with a card showing either territory.
    pub reroll_with_card: bool,
    /// Once per turn, turn one attack die to 6.
    pub commander: bool,
    /// 004 variante b "Renforts progressifs": every set is worth the same, by the order of
    /// trades in the game (4, 6, 8, 10, 12, 15, 20, 25, 30, then 5 more each).
    pub progressive_reinforcements: bool,
}

/// Everything that varies between editions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleSet {
    /// Stable preset id (RULINGS R1), used in saves, the CLI and tests.
    pub id: String,
    /// The board it plays on.
    pub board: String,
    /// The book and section it follows, for the rules page.
    pub source: String,
    /// Fewest players.
    pub min_players: u8,
    /// Most players.
    pub max_players: u8,
    /// Starting armies for each player count, as (players, armies each).
    pub starting_armies: Vec<(u8, u32)>,
    /// How territories are first shared out.
    pub setup: SetupMethod,
    /// Whether the deal of territories includes the jokers, which give no territory (002
    /// "Occupations des territoires"); left out of the JSON when false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub deal_jokers: bool,
    /// Whether the first turn is rolled for again after setup (000 "Renforcer les
    /// Territoires"); otherwise whoever placed first plays first (001 Setup 6).
    pub first_turn_rolled_again: bool,
    /// Forces that are not players, in every game of the preset.
    pub extra_forces: ExtraForces,
    /// Forces added only when two players sit (000 Risk Mission with 2 players, R3).
    pub two_player_forces: ExtraForces,
    /// Dice limits.
    pub dice: DiceRules,
    /// The minimum move after a conquest.
    pub move_in: MoveIn,
    /// What a traded set is worth.
    pub set_values: SetValues,
    /// Extra armies for pictured territories you hold.
    pub occupied_bonus: OccupiedBonus,
    /// Cards in hand at the start of a turn that force a trade.
    pub forced_trade_at: usize,
    /// What happens to an eliminated player's cards.
    pub captured_cards: CapturedCards,
    /// How armies move at the end of a turn.
    pub fortify: Fortify,
    /// How armies are counted each turn.
    pub reinforcement: Reinforcement,
    /// The fewest armies a turn's territories give: 3 in 000, 001, 003 and 004, none in 002
    /// ("Le reste ne compte pas", RULINGS R3); left out of the JSON when 3.
    #[serde(default = "three", skip_serializing_if = "is_three")]
    pub least_reinforcement: u32,
    /// How the armies left after a deal are placed; left out of the JSON when one at a time.
    #[serde(default, skip_serializing_if = "is_default")]
    pub starting_placement: StartingPlacement,
    /// Where traded cards go; left out of the JSON when discarded.
    #[serde(default, skip_serializing_if = "is_default")]
    pub traded_cards: TradedCards,
    /// Records of version 2 and before: an invasion of an independent ended when its starting
    /// territory changed (before RULINGS R5 said otherwise); never set for new games.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub invasion_per_attack_pair: bool,
    /// Records of version 3 and before: 002's allied force got half of what the player received
    /// without the +2 of the pictured cards held (before RULINGS R9 counted them); never set
    /// for new games.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ally_without_occupied_bonus: bool,
    /// How the game is won.
    pub win: WinCondition,
    /// The mission deck, if the preset deals missions.
    pub missions: Option<MissionDeck>,
    /// Most armies on one territory, if limited.
    pub max_armies_per_territory: Option<u32>,
    /// No player may be eliminated before the end of this round (002, R5).
    pub no_elimination_before_round: Option<u32>,
    /// Whether two seats play as a team (000 teams).
    pub teams: bool,
    /// The expert options switched on.
    pub toggles: ExpertToggles,
    /// Whether the engine plays this preset yet (the others are modelled for later issues).
    pub implemented: bool,
    /// 003's sesterces, shop, leaders and potions; left out of the JSON for other presets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub empire: Option<EmpireRules>,
}

/// 003's economy (RULINGS R8): what sesterces buy, and the prices of the shop.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EmpireRules {
    /// Armies for 2, 3, ... 10 sesterces cashed at once ((house) R8: the book's first three
    /// rows 2, 4, 7, then 10, 13, 17, 21, 25, 30).
    pub sesterce_armies: Vec<u32>,
    /// A new secret mission card ((house) R8: 1 sesterce).
    pub mission_price: u32,
    /// Swapping a mission for a new one (003 "Cartes mission secrète": 1 sesterce).
    pub swap_price: u32,
    /// A sword or a shield ((house) R8: 2 sesterces, the book's later statement).
    pub sword_price: u32,
    /// Most mission cards in hand, bought ones included ((house): 3).
    pub most_missions: usize,
    /// Whether the shop opens while the turn's armies are still being placed (records of
    /// version 2 and before; the book opens it once they are placed, RULINGS R8).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub shop_while_reinforcing: bool,
    /// Whether each player draws a leader (the Battle for the Roman Empire; not the Conquest,
    /// RULINGS R8).
    #[serde(default = "yes", skip_serializing_if = "is_yes")]
    pub leaders: bool,
    /// Whether the seats get the Battle's starting bonus (not the Conquest, RULINGS R8).
    #[serde(default = "yes", skip_serializing_if = "is_yes")]
    pub starting_bonus: bool,
}

/// Serde's default for [`RuleSet::least_reinforcement`].
fn three() -> u32 {
    3
}

/// Whether [`RuleSet::least_reinforcement`] is the usual 3 (left out of the JSON).
fn is_three(n: &u32) -> bool {
    *n == 3
}

/// Serde's default for a switch that is on unless a preset says otherwise.
fn yes() -> bool {
    true
}

/// Whether a switch is on (left out of the JSON).
fn is_yes(on: &bool) -> bool {
    *on
}

/// Whether a value is its type's default (left out of the JSON).
fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

impl EmpireRules {
    /// Armies for cashing `sesterces` at once, or `None` outside 2..=10 (003 "Échangez des
    /// sesterces contre des armées supplémentaires").
    pub fn armies_for(&self, sesterces: u32) -> Option<u32> {
        let index = usize::try_from(sesterces.checked_sub(2)?).ok()?;
        self.sesterce_armies.get(index).copied()
    }

    /// The most sesterces that may be cashed at once (10).
    pub fn most_cashed(&self) -> u32 {
        self.sesterce_armies.len() as u32 + 1
    }
}

impl RuleSet {
    /// The starting armies for `players` seats, or `None` outside the preset's range.
    pub fn armies_for(&self, players: u8) -> Option<u32> {
        if !(self.min_players..=self.max_players).contains(&players) {
            return None;
        }
        self.starting_armies
            .iter()
            .find(|(count, _)| *count == players)
            .map(|&(_, armies)| armies)
    }

    /// The rules for a table of `players`: with two, a preset that also plays 3 or more
    /// brings in its two-player forces and deals the territories as its book's 2-player game
    /// does (RULINGS R3; 001 Capital Risk "2 allowed" plays as 001 RISK for 2 players).
    pub fn seated(mut self, players: u8) -> RuleSet {
        if players == 2 && self.two_player_forces != ExtraForces::None {
            self.extra_forces = self.two_player_forces;
            // 003's neutral stands on its drawn territories before the claims.
            let claims_follow = matches!(self.extra_forces, ExtraForces::NeutralDrawn { .. });
            if self.setup == SetupMethod::ClaimInTurn && !claims_follow {
                self.setup = SetupMethod::DealCards;
            }
        }
        self
    }

    /// Opposing headquarters a player must hold (with their own) to win a capital game:
    /// all of them, or in 001's shorter game any 2 with 4 players and any 3 with 5 or 6;
    /// in 004's capital game 1, 2 or 3 by the number of players.
    pub fn headquarters_to_take(&self, players: usize) -> usize {
        let all = players.saturating_sub(1);
        match self.win {
            // 001 Capital Risk "Object of the game".
            WinCondition::Capitals { short: true } if players == 4 => 2,
            WinCondition::Capitals { short: true } if players >= 5 => 3,
            // 004 variante c "Le vainqueur": 2 capitals with 2 or 3 players, 3 with 4 or 5,
            // 4 with 6, one's own included.
            WinCondition::SecretCapitals => match players {
                0..=3 => 1,
                4 | 5 => 2,
                _ => 3,
            },
            _ => all,
        }
    }

    /// Whether the table may switch on the expert options: any preset on the classic world
    /// board (RULINGS R1, from 001 "Rules variations for RISK experts").
    pub fn allows_expert_toggles(&self) -> bool {
        self.board == "world"
    }

    /// Whether 004's progressive reinforcements (variante b) may be switched on: in the
    /// Napoléon presets, on the Europe 1810 board.
    pub fn allows_progressive_reinforcements(&self) -> bool {
        self.board == "europe-1810"
    }

    /// The options of `toggles` this preset can play (the others dropped), so a choice left
    /// over from another preset in the new-game screen does no harm.
    pub fn playable_toggles(&self, toggles: ExpertToggles) -> ExpertToggles {
        let mut kept = if self.allows_expert_toggles() {
            toggles
        } else {
            ExpertToggles {
                progressive_reinforcements: toggles.progressive_reinforcements,
                ..ExpertToggles::default()
            }
        };
        kept.progressive_reinforcements &= self.allows_progressive_reinforcements();
        kept
    }

    /// Why these options cannot be played with this preset, if they cannot: 001's expert
    /// rules belong to the world board, 004's progressive reinforcements to Europe's.
    pub fn refuses_toggles(&self, toggles: ExpertToggles) -> Option<String> {
        let expert = ExpertToggles {
            progressive_reinforcements: false,
            ..toggles
        };
        if expert != ExpertToggles::default() && !self.allows_expert_toggles() {
            return Some(format!("preset `{}` takes no expert options", self.id));
        }
        if toggles.progressive_reinforcements && !self.allows_progressive_reinforcements() {
            return Some(format!(
                "preset `{}` has no progressive reinforcements (a Napoléon variant)",
                self.id
            ));
        }
        None
    }

    /// Switches on expert options, adjusting the fields they replace (001 "Rules variations").
    pub fn with_toggles(mut self, toggles: ExpertToggles) -> RuleSet {
        if toggles.plus_one_sets {
            self.set_values = SetValues::PlusOne { first: 4 };
        }
        if toggles.connected_fortification {
            self.fortify = Fortify::ManyConnectedMoves;
        }
        if toggles.twelve_per_territory {
            self.max_armies_per_territory = Some(12);
        }
        if toggles.progressive_reinforcements {
            // 004 variante b: "selon que vous soyez le 1er joueur de la partie à effectuer un
            // échange ou le 5ème": 4, 6, 8, 10, 12, 15, 20, 25, 30, then +5.
            self.set_values = SetValues::Escalating {
                values: vec![4, 6, 8, 10, 12, 15],
                then_add: 5,
            };
        }
        self.toggles = toggles;
        self
    }

    /// The value of the `index`-th set traded in the game (0-based) for schemes counted over
    /// the game; `None` for schemes valued by design or without trading.
    pub fn nth_set_value(&self, index: usize) -> Option<u32> {
        match self.set_values {
            SetValues::ByDesign { .. } | SetValues::NoTrading => None,
            _ => Some(crate::cards::set_value(
                &self.set_values,
                crate::cards::SetKind::Mixed,
                index,
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::presets;

    #[test]
    fn parker_sets_escalate_4_6_8_10_12_15_then_by_5() {
        // 001 "Trading in cards for armies".
        let rules = presets::preset("parker-1993").unwrap();
        let values: Vec<u32> = (0..9).map(|i| rules.nth_set_value(i).unwrap()).collect();
        assert_eq!(values, [4, 6, 8, 10, 12, 15, 20, 25, 30]);
    }

    #[test]
    fn golden_cavalier_track_stops_at_60() {
        // 000 "Echange des cartes Territoire", RULINGS R4 (house: stays on 60).
        let rules = presets::preset("conquete-2010").unwrap();
        let values: Vec<u32> = (0..17).map(|i| rules.nth_set_value(i).unwrap()).collect();
        assert_eq!(
            values,
            [
                4, 6, 8, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 60, 60
            ]
        );
    }

    #[test]
    fn expert_plus_one_sets_count_4_5_6() {
        // 001 "Rules variations for experts": "The value of matched RISK card sets".
        let toggles = super::ExpertToggles {
            plus_one_sets: true,
            ..Default::default()
        };
        let rules = presets::preset("parker-1993")
            .unwrap()
            .with_toggles(toggles);
        let values: Vec<u32> = (0..4).map(|i| rules.nth_set_value(i).unwrap()).collect();
        assert_eq!(values, [4, 5, 6, 7]);
    }

    #[test]
    fn starting_armies_follow_each_book() {
        // RULINGS R3.
        let parker = presets::preset("parker-1993").unwrap();
        let counts: Vec<Option<u32>> = (2..=7).map(|n| parker.armies_for(n)).collect();
        assert_eq!(counts, [None, Some(35), Some(30), Some(25), Some(20), None]);
        let conquete = presets::preset("conquete-2010").unwrap();
        assert_eq!(conquete.armies_for(3), Some(35));
        assert_eq!(conquete.armies_for(4), Some(30));
        assert_eq!(conquete.armies_for(5), None);
    }
}
