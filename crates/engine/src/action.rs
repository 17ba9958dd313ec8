//! What players do ([`Action`]), what happens ([`Event`]) and why an action is refused
//! ([`RuleError`]).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::board::TerritoryId;
use super::cards::Card;
use super::empire::{DiceBonus, Potion, Ware};
use super::missions::Mission;
use super::state::{ForceId, Leader};

/// Everything a player can do; the engine applies one at a time. Read from JSON through
/// `action_json::ActionFields` (the same JSON, with a far smaller reader in the app).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "type",
    rename_all = "kebab-case",
    try_from = "super::action_json::ActionFields"
)]
pub enum Action {
    /// Setup: claim an empty territory with one army.
    Claim {
        /// The territory.
        territory: TerritoryId,
    },
    /// Setup: place one starting army on a territory of yours.
    PlaceStartingArmy {
        /// The territory.
        territory: TerritoryId,
    },
    /// Setup, capital games: pick one of your territories as your headquarters (secret until
    /// everyone has chosen).
    ChooseHeadquarters {
        /// The territory.
        territory: TerritoryId,
    },
    /// Trade three cards for armies.
    TradeCards {
        /// The set; the first card whose territory you hold gets the occupied-territory bonus.
        cards: [Card; 3],
    },
    /// Place armies from the reserve.
    Place {
        /// The territory.
        territory: TerritoryId,
        /// How many armies.
        armies: u32,
    },
    /// Roll one battle.
    Attack {
        /// The attacking territory.
        from: TerritoryId,
        /// The attacked territory.
        to: TerritoryId,
        /// Dice the attacker rolls.
        dice: u8,
        /// Dice the defender rolls; `None` defends with the most allowed (RULINGS R5).
        defend: Option<u8>,
    },
    /// 001 experts: re-roll one attack die of the battle just rolled, with a card showing
    /// the attacking or the attacked territory.
    Reroll {
        /// The die's place among the attack dice, highest first (0-based).
        die: u8,
        /// The card set aside for it.
        card: Card,
    },
    /// 001 experts: the Commander turns one attack die just rolled to 6, once per turn.
    Commander {
        /// The die's place among the attack dice, highest first (0-based).
        die: u8,
    },
    /// Decide the battle just rolled with the dice as they stand.
    Resolve,
    /// Move armies into the territory just conquered.
    Occupy {
        /// Armies moved in (at least the preset's minimum, leaving one behind).
        armies: u32,
    },
    /// 000 Risk Mission: claim one of your objectives, at the moment its card names.
    ClaimObjective {
        /// Its place among your objectives.
        mission: u8,
    },
    /// 000 active independents, at the start of the turn: give a territory card to an
    /// independent to move it one step towards you.
    Influence {
        /// The independent.
        force: ForceId,
        /// The card given (face down).
        card: Card,
    },
    /// 000 active independents, before the combat: roll one die of reinforcements for an
    /// ally, then place them on its territories.
    ReinforceAlly {
        /// The ally.
        force: ForceId,
    },
    /// Stop attacking and go on to fortify.
    EndAttack,
    /// Move armies between two of your territories at the end of the turn.
    Fortify {
        /// From this territory.
        from: TerritoryId,
        /// To this territory.
        to: TerritoryId,
        /// How many armies.
        armies: u32,
    },
    /// End the turn (drawing a card if a territory was conquered).
    EndTurn,
    /// 003: cash 2 to 10 sesterces for armies by the table, while reinforcing.
    CashSesterces {
        /// Sesterces spent.
        sesterces: u32,
    },
    /// 003: buy a sword or a shield for one of your territories.
    BuyWare {
        /// Sword or shield.
        ware: Ware,
        /// Where it stands.
        territory: TerritoryId,
    },
    /// 003: buy a new secret mission card.
    BuyMission,
    /// 003: swap one of your missions for a new one.
    SwapMission {
        /// Its place among your missions.
        mission: u8,
    },
    /// 003: play a magic-potion card in your own turn.
    PlayPotion {
        /// The card.
        potion: Potion,
        /// Its target, for a card that names one (Sabotage).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        territory: Option<TerritoryId>,
    },
    /// 003: the holder of an attacked territory plays a defence potion on it, in the
    /// attacker's turn.
    Guard {
        /// The attacked territory.
        territory: TerritoryId,
        /// The defence card.
        potion: Potion,
    },
}

/// Something that happened; `apply` returns them in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Event {
    /// A territory was claimed during setup.
    Claimed {
        /// By whom.
        force: ForceId,
        /// Which.
        territory: TerritoryId,
    },
    /// Armies were placed.
    Placed {
        /// By whom.
        force: ForceId,
        /// Where.
        territory: TerritoryId,
        /// How many.
        armies: u32,
    },
    /// Setup is over and play begins.
    SetupDone,
    /// The roll for the first turn (000) went to this player.
    FirstTurnRolled {
        /// Who plays first.
        force: ForceId,
    },
    /// A player chose a headquarters (which one stays secret until all are revealed).
    HeadquartersChosen {
        /// Who chose.
        force: ForceId,
    },
    /// Everyone has chosen: the headquarters are turned face up (001 Capital Risk "Setup" 2).
    HeadquartersRevealed {
        /// Each player's headquarters.
        headquarters: Vec<(ForceId, TerritoryId)>,
    },
    /// A headquarters changed hands, and its card with it (001 Capital Risk "Playing").
    HeadquartersCaptured {
        /// The headquarters.
        territory: TerritoryId,
        /// Whose headquarters it is.
        of: ForceId,
        /// The new holder.
        by: ForceId,
    },
    /// A turn began with its reinforcements counted.
    TurnStarted {
        /// Whose turn.
        force: ForceId,
        /// The round.
        round: u32,
        /// Armies for territories held.
        from_territories: u32,
        /// Armies for continents held.
        from_continents: u32,
    },
    /// Cards were traded.
    CardsTraded {
        /// By whom.
        force: ForceId,
        /// The set.
        cards: [Card; 3],
        /// Armies received for the set.
        armies: u32,
    },
    /// The occupied-territory bonus was placed (001: 2 armies on the pictured territory).
    OccupiedBonus {
        /// Where.
        territory: TerritoryId,
        /// How many.
        armies: u32,
    },
    /// Armies that could not be placed under the limit of 12 per territory were lost (001
    /// experts "Armies per territory").
    ArmiesLost {
        /// Whose armies.
        force: ForceId,
        /// How many.
        armies: u32,
    },
    /// The value of the next set moved (the golden cavalier in 000).
    NextSetValue {
        /// What the next set will be worth.
        armies: u32,
    },
    /// A battle was rolled.
    Battle {
        /// The attacking territory.
        from: TerritoryId,
        /// The attacked territory.
        to: TerritoryId,
        /// The attacker's dice, highest first.
        attack: Vec<u8>,
        /// The defender's dice, highest first.
        defend: Vec<u8>,
        /// Armies the attacker lost.
        attacker_losses: u32,
        /// Armies the defender lost.
        defender_losses: u32,
        /// Added to each side's best die (003 swords, shields, potions and leaders).
        #[serde(default, skip_serializing_if = "DiceBonus::is_none")]
        bonus: DiceBonus,
    },
    /// The dice of a battle were rolled; the attacker may still change them (001 experts).
    Rolled {
        /// The attacking territory.
        from: TerritoryId,
        /// The attacked territory.
        to: TerritoryId,
        /// The attacker's dice, highest first.
        attack: Vec<u8>,
        /// The defender's dice, highest first.
        defend: Vec<u8>,
    },
    /// An attack die was re-rolled with a card (001 experts "Advantage when attacking").
    Rerolled {
        /// The die's place before the re-roll.
        die: u8,
        /// Its new value.
        value: u8,
        /// The card set aside for it.
        card: Card,
    },
    /// The Commander turned an attack die to 6 (001 experts "Commanders").
    Commanded {
        /// The die's place.
        die: u8,
    },
    /// A territory changed hands.
    Conquered {
        /// The new owner.
        force: ForceId,
        /// The former owner.
        from_force: ForceId,
        /// The territory.
        territory: TerritoryId,
    },
    /// Armies moved into a conquered territory.
    Occupied {
        /// From.
        from: TerritoryId,
        /// To.
        to: TerritoryId,
        /// How many.
        armies: u32,
    },
    /// Armies moved during fortification.
    Fortified {
        /// From.
        from: TerritoryId,
        /// To.
        to: TerritoryId,
        /// How many.
        armies: u32,
    },
    /// A force lost its last territory.
    Eliminated {
        /// The force eliminated.
        force: ForceId,
        /// By whom.
        by: ForceId,
        /// How many cards the victor took.
        cards_taken: u32,
    },
    /// A card was drawn at the end of a turn with a conquest.
    CardDrawn {
        /// By whom.
        force: ForceId,
        /// The card (secret: the per-player view hides it from others).
        card: Card,
    },
    /// The discards were shuffled into a new draw pile.
    DeckReshuffled,
    /// A turn ended.
    TurnEnded {
        /// Whose turn it was.
        force: ForceId,
    },
    /// A ranked objective was claimed and shown to all (000 Risk Mission).
    ObjectiveClaimed {
        /// By whom.
        force: ForceId,
        /// The objective.
        mission: Mission,
        /// How many that player has claimed now.
        claimed: u8,
    },
    /// After three claims, a player's last objective is shown to all.
    ObjectiveRevealed {
        /// Whose.
        force: ForceId,
        /// The objective.
        mission: Mission,
    },
    /// A player gave an independent a territory card, face down (000 active independents).
    Influenced {
        /// The independent.
        force: ForceId,
        /// The player.
        by: ForceId,
    },
    /// An independent's cannon moved on the status track.
    StatusChanged {
        /// The independent.
        force: ForceId,
        /// The player it is now allied to, or `None` for neutral.
        ally_of: Option<ForceId>,
    },
    /// The status die rolled for an independent after an invasion involving it.
    StatusRolled {
        /// The independent.
        force: ForceId,
        /// The die: 1-4 moves it one step away from the attacker, 5-6 keeps it.
        die: u8,
    },
    /// An ally's reinforcement die was rolled; the armies are to be placed on its territories.
    AllyReinforced {
        /// The ally.
        force: ForceId,
        /// Armies to place.
        armies: u32,
    },
    /// A player chose their capital, which stays secret until taken (004 variante c).
    CapitalChosen {
        /// The player.
        force: ForceId,
    },
    /// A secret capital was taken: its owner is out, each of their other territories now
    /// the taker's with one army (004 variante c).
    CapitalTaken {
        /// The capital.
        territory: TerritoryId,
        /// Whose capital it was.
        of: ForceId,
        /// Who took it.
        by: ForceId,
        /// The owner's other territories taken over.
        territories: u32,
        /// The owner's armies that stood on them, taken off the board.
        removed: u32,
    },
    /// The 004 neutral received half of the active player's reinforcements, to be placed by
    /// the other player.
    NeutralReinforced {
        /// The neutral.
        force: ForceId,
        /// Armies to place.
        armies: u32,
    },
    /// 002: the active player's attacks are over; the other player takes the ally's step,
    /// placing its half of what the active player received, then counter-attacking if they
    /// wish.
    AllyStepBegan {
        /// The allied force.
        ally: ForceId,
        /// The player deciding for it now.
        seat: ForceId,
        /// Its armies to place (0: only the counter-attack).
        armies: u32,
    },
    /// 002: the ally's step is over; the active player takes the initiative again.
    InitiativeResumed {
        /// The active player.
        force: ForceId,
    },
    /// The team's hand passed to the teammate who plays next (000 teams).
    TeamHandPassed {
        /// Who passed it.
        from: ForceId,
        /// Who holds it now.
        to: ForceId,
        /// How many cards it holds.
        cards: u32,
    },
    /// 003: sesterces were cashed for armies.
    SesterceCashed {
        /// By whom.
        force: ForceId,
        /// Sesterces spent.
        sesterces: u32,
        /// Armies received.
        armies: u32,
    },
    /// 003: a sword or a shield was bought.
    WareBought {
        /// By whom.
        force: ForceId,
        /// Sword or shield.
        ware: Ware,
        /// Where it stands.
        territory: TerritoryId,
    },
    /// 003: a secret mission was bought (which one stays secret).
    MissionBought {
        /// By whom.
        force: ForceId,
    },
    /// 003: a secret mission was swapped for a new one.
    MissionSwapped {
        /// By whom.
        force: ForceId,
    },
    /// 003: a potion card was played in its holder's turn.
    PotionPlayed {
        /// By whom.
        force: ForceId,
        /// The card.
        potion: Potion,
        /// Its target, if it names one.
        territory: Option<TerritoryId>,
        /// Armies it brought (Levy, Mercenaries), else 0.
        armies: u32,
    },
    /// 003: a defence potion was played on an attacked territory.
    Guarded {
        /// The territory's holder.
        force: ForceId,
        /// The territory.
        territory: TerritoryId,
        /// The card.
        potion: Potion,
        /// Armies it brought (Rally), else 0.
        armies: u32,
    },
    /// 003: a completed mission was shown and scored.
    MissionScored {
        /// By whom.
        force: ForceId,
        /// The mission, now public.
        mission: Mission,
        /// Points it scored.
        points: u32,
        /// The player's points now.
        total: u32,
    },
    /// 003: a purse was taken after a turn with a conquest.
    PurseTaken {
        /// By whom.
        force: ForceId,
        /// Sesterces in it.
        sesterces: u32,
    },
    /// 003: a potion card was drawn (secret: the per-player view hides it from others).
    PotionDrawn {
        /// By whom.
        force: ForceId,
        /// The card.
        potion: Potion,
    },
    /// 003: a spoiled brew was drawn, shown and put back, costing a victory point.
    BadBrewDrawn {
        /// By whom.
        force: ForceId,
        /// Points lost (0 with none to lose).
        points_lost: u32,
    },
    /// 003: an eliminated player's potions and sesterces went to the victor.
    TreasuryTaken {
        /// The eliminated player.
        force: ForceId,
        /// The victor.
        by: ForceId,
        /// Potion cards taken.
        potions: u32,
        /// Sesterces taken.
        sesterces: u32,
    },
    /// 003: a leader's ability brought sesterces.
    LeaderIncome {
        /// Whose.
        force: ForceId,
        /// Which leader.
        leader: Leader,
        /// Sesterces received.
        sesterces: u32,
    },
    /// The game is won.
    Won {
        /// The winner.
        force: ForceId,
    },
}

/// Why an action was refused; each names the rule broken.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleError {
    /// The game is over.
    GameOver,
    /// The action does not belong to the current phase.
    WrongPhase,
    /// A territory id that is not on the board.
    UnknownTerritory,
    /// Setup: the territory is already claimed.
    AlreadyClaimed,
    /// Setup: empty territories remain to claim first.
    UnclaimedTerritoriesRemain,
    /// The territory is not yours.
    NotYourTerritory,
    /// This starting army is the neutral's and goes on a neutral territory (001 RISK for 2
    /// players, setup 3).
    NotNeutralTerritory,
    /// You have no armies left to place.
    NoArmiesLeft,
    /// Placing more armies than the reserve holds, or none.
    BadArmyCount,
    /// A territory would hold more armies than the preset allows (001 expert: 12).
    TerritoryFull,
    /// With this many cards you must trade a set before placing (001, 000: 5 or more).
    MustTradeCards,
    /// A card is not in your hand, or listed twice.
    CardNotInHand,
    /// The three cards do not form a set.
    NotASet,
    /// This preset does not trade cards for armies now.
    NoTradeNow,
    /// The attacked territory is yours or a teammate's.
    AttackOwnTerritory,
    /// The two territories do not border each other.
    NotAdjacent,
    /// The attacker needs at least one more army than dice rolled (001 "Attacking").
    TooManyAttackDice,
    /// The defender rolls 1 or 2 dice, 2 only with 2 armies (001 "Attacking").
    BadDefenceDice,
    /// An attack needs at least two armies in the attacking territory.
    NotEnoughArmies,
    /// The territory borders no territory it may attack (the table's answer when one is
    /// chosen to attack from).
    NoEnemyNeighbour,
    /// 002: the ally's step comes before the free move and the end of the turn.
    AllyStepFirst,
    /// No player may be eliminated yet (002, RULINGS R5).
    EliminationTooEarly,
    /// Moving in fewer than the minimum or more than may leave (one army stays behind).
    BadMoveCount,
    /// Fortification only between your own connected territories, leaving one behind.
    BadFortify,
    /// Armies remain to place before attacking.
    ReserveNotPlaced,
    /// A record's random outcome does not fit the action it is attached to.
    RecordMismatch,
    /// No attack die has that place.
    NoSuchDie,
    /// The Commander has already changed a die this turn, or is not in this game.
    CommanderUsed,
    /// A die may be re-rolled only with a card in hand (or set aside) showing the attacking
    /// or the attacked territory, once per battle, in games with that option.
    NoRerollCard,
    /// There is no such objective to claim.
    NoSuchObjective,
    /// That objective is claimed already.
    ObjectiveAlreadyClaimed,
    /// One objective may be claimed per turn (000 Risk Mission).
    OneObjectivePerTurn,
    /// The objective's card names another moment of the turn.
    NotTheObjectivesMoment,
    /// The objective's conditions are not met.
    ObjectiveNotMet,
    /// There is no such independent to give a card to, or this game has no active ones.
    NoIndependentToInfluence,
    /// An independent with 5 cards can no longer be influenced (000).
    IndependentHasFiveCards,
    /// Allies are reinforced after your own reinforcements and before the combat (000).
    AlliesReinforceBeforeCombat,
    /// That independent is not your ally.
    NotYourAlly,
    /// Each ally gets one reinforcement die a turn (000).
    AllyAlreadyReinforced,
    /// End the attack before the free moves (the invasion under way ends first).
    EndTheAttackFirst,
    /// This game has no sesterces, shop or potions (003 only).
    NotInThisGame,
    /// Cash 2 to 10 sesterces at once (003).
    BadSesterceCount,
    /// Sesterces are cashed once a turn, while reinforcing ((house) 003).
    AlreadyCashed,
    /// Not enough sesterces for that.
    NotEnoughSesterces,
    /// The shop is open while reinforcing and before the first invasion (003 step 2).
    ShopClosed,
    /// A territory holds one sword and one shield at most (003 "Renforts").
    AlreadyEquipped,
    /// Three missions in hand at most ((house) 003).
    TooManyMissions,
    /// The mission pile is empty.
    NoMissionsLeft,
    /// That potion card is not in the hand.
    PotionNotInHand,
    /// That potion card is not played at this moment.
    PotionNotNow,
    /// One potion card a turn, defence cards apart (003).
    OnePotionPerTurn,
    /// The card needs another target (Sabotage: an opponent's territory with a sword or a
    /// shield).
    BadPotionTarget,
    /// Mercenaries cost a victory point you do not have.
    NotEnoughPoints,
    /// One defence potion per territory per turn.
    AlreadyGuarded,
}

impl RuleError {
    /// Every refusal, for tests and tools that must cover them all.
    pub const ALL: [RuleError; 54] = [
        RuleError::GameOver,
        RuleError::WrongPhase,
        RuleError::UnknownTerritory,
        RuleError::AlreadyClaimed,
        RuleError::UnclaimedTerritoriesRemain,
        RuleError::NotYourTerritory,
        RuleError::NotNeutralTerritory,
        RuleError::NoArmiesLeft,
        RuleError::BadArmyCount,
        RuleError::TerritoryFull,
        RuleError::MustTradeCards,
        RuleError::CardNotInHand,
        RuleError::NotASet,
        RuleError::NoTradeNow,
        RuleError::AttackOwnTerritory,
        RuleError::NotAdjacent,
        RuleError::TooManyAttackDice,
        RuleError::BadDefenceDice,
        RuleError::NotEnoughArmies,
        RuleError::NoEnemyNeighbour,
        RuleError::AllyStepFirst,
        RuleError::EliminationTooEarly,
        RuleError::BadMoveCount,
        RuleError::BadFortify,
        RuleError::ReserveNotPlaced,
        RuleError::RecordMismatch,
        RuleError::NoSuchDie,
        RuleError::CommanderUsed,
        RuleError::NoRerollCard,
        RuleError::NoSuchObjective,
        RuleError::ObjectiveAlreadyClaimed,
        RuleError::OneObjectivePerTurn,
        RuleError::NotTheObjectivesMoment,
        RuleError::ObjectiveNotMet,
        RuleError::NoIndependentToInfluence,
        RuleError::IndependentHasFiveCards,
        RuleError::AlliesReinforceBeforeCombat,
        RuleError::NotYourAlly,
        RuleError::AllyAlreadyReinforced,
        RuleError::EndTheAttackFirst,
        RuleError::NotInThisGame,
        RuleError::BadSesterceCount,
        RuleError::AlreadyCashed,
        RuleError::NotEnoughSesterces,
        RuleError::ShopClosed,
        RuleError::AlreadyEquipped,
        RuleError::TooManyMissions,
        RuleError::NoMissionsLeft,
        RuleError::PotionNotInHand,
        RuleError::PotionNotNow,
        RuleError::OnePotionPerTurn,
        RuleError::BadPotionTarget,
        RuleError::NotEnoughPoints,
        RuleError::AlreadyGuarded,
    ];
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            RuleError::GameOver => "the game is over",
            RuleError::WrongPhase => "that is not possible at this step of the turn",
            RuleError::UnknownTerritory => "no such territory on this board",
            RuleError::AlreadyClaimed => "that territory is already claimed (001 Setup 3)",
            RuleError::UnclaimedTerritoriesRemain => {
                "claim an empty territory first (001 Setup 3-4)"
            }
            RuleError::NotYourTerritory => "that territory is not yours",
            RuleError::NotNeutralTerritory => {
                "this army is a neutral or independent force's: place it on one of its territories (001 and 000, 2 players)"
            }
            RuleError::NoArmiesLeft => "you have no armies left to place",
            RuleError::BadArmyCount => "place at least one army, and no more than you have",
            RuleError::TerritoryFull => "no more than 12 armies on a territory (001 experts)",
            RuleError::MustTradeCards => {
                "with 5 or more cards you must trade a set first (001 Risk cards)"
            }
            RuleError::CardNotInHand => "those cards are not all in your hand",
            RuleError::NotASet => {
                "a set is 3 of a design, one of each, or 2 and a joker (001 Risk cards)"
            }
            RuleError::NoTradeNow => "cards cannot be traded now",
            RuleError::AttackOwnTerritory => "you cannot attack your own territory",
            RuleError::NotAdjacent => "those territories do not border each other",
            RuleError::TooManyAttackDice => {
                "roll 1 to 3 dice, leaving one more army than dice (001 Attacking)"
            }
            RuleError::BadDefenceDice => "defend with 1 or 2 dice, 2 only with 2 armies",
            RuleError::NotEnoughArmies => "attack from a territory with at least 2 armies",
            RuleError::NoEnemyNeighbour => "that territory borders no territory it may attack",
            RuleError::AllyStepFirst => {
                "the allied force's step comes before the free move and the end of the turn (002)"
            }
            RuleError::EliminationTooEarly => {
                "no player may be eliminated before the end of the fourth round (002)"
            }
            RuleError::BadMoveCount => {
                "move in at least the minimum and leave one army behind (001 Capturing)"
            }
            RuleError::BadFortify => {
                "fortify between your own bordering territories, leaving one army (001)"
            }
            RuleError::ReserveNotPlaced => "place all your new armies first",
            RuleError::RecordMismatch => "the recorded dice or card do not fit this action",
            RuleError::NoSuchDie => "there is no such attack die",
            RuleError::CommanderUsed => "the Commander changes one die per turn (001 experts)",
            RuleError::NoRerollCard => {
                "re-roll one die per battle, with a card showing either territory (001 experts)"
            }
            RuleError::NoSuchObjective => "there is no such objective",
            RuleError::ObjectiveAlreadyClaimed => "that objective is claimed already",
            RuleError::OneObjectivePerTurn => {
                "one objective may be claimed per turn (000 Risk Mission)"
            }
            RuleError::NotTheObjectivesMoment => {
                "the objective's card names another moment of the turn (000 Risk Mission)"
            }
            RuleError::ObjectiveNotMet => "the objective's conditions are not met",
            RuleError::NoIndependentToInfluence => "there is no such independent to influence",
            RuleError::IndependentHasFiveCards => {
                "an independent with 5 cards can no longer be influenced (000)"
            }
            RuleError::AlliesReinforceBeforeCombat => {
                "allies are reinforced after your own reinforcements, before any battle (000)"
            }
            RuleError::NotYourAlly => "that independent is not your ally",
            RuleError::AllyAlreadyReinforced => "each ally gets one reinforcement die a turn (000)",
            RuleError::EndTheAttackFirst => "end the attack before moving armies",
            RuleError::NotInThisGame => "this game has no sesterces, shop or potions (003 only)",
            RuleError::BadSesterceCount => "cash 2 to 10 sesterces at once (003 Renforts C)",
            RuleError::AlreadyCashed => "sesterces are cashed once a turn, while reinforcing",
            RuleError::NotEnoughSesterces => "you do not have enough sesterces",
            RuleError::ShopClosed => {
                "the shop is open while reinforcing and before your first invasion (003 step 2)"
            }
            RuleError::AlreadyEquipped => {
                "a territory holds one sword and one shield at most (003 Renforts)"
            }
            RuleError::TooManyMissions => "three missions in hand at most",
            RuleError::NoMissionsLeft => "the mission pile is empty",
            RuleError::PotionNotInHand => "that potion card is not in your hand",
            RuleError::PotionNotNow => "that potion card is not played at this moment",
            RuleError::OnePotionPerTurn => {
                "one potion card a turn, defence cards apart (003 Cartes potion magique)"
            }
            RuleError::BadPotionTarget => {
                "Sabotage needs an opponent's territory with a sword or a shield"
            }
            RuleError::NotEnoughPoints => "Mercenaries cost a victory point you do not have",
            RuleError::AlreadyGuarded => "one defence potion per territory per turn",
        };
        f.write_str(text)
    }
}

impl std::error::Error for RuleError {}

#[cfg(test)]
mod tests {
    use super::RuleError;

    #[test]
    fn all_lists_every_refusal_once() {
        // The enum's variants, read from this file, against the list tools walk.
        let source = include_str!("action.rs");
        let body = source
            .split("pub enum RuleError {")
            .nth(1)
            .and_then(|rest| rest.split("\n}\n").next())
            .expect("the enum is in this file");
        let variants = body
            .lines()
            .filter(|l| l.starts_with("    ") && !l.trim_start().starts_with("//"))
            .filter(|l| l.trim_end().ends_with(','))
            .count();
        assert_eq!(variants, RuleError::ALL.len());
        for (i, a) in RuleError::ALL.iter().enumerate() {
            assert!(!RuleError::ALL[..i].contains(a), "{a:?} is listed twice");
        }
    }
}
