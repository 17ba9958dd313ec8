//! What happens ([`Event`]): `apply` returns the events of an action in order, for the log,
//! the screen and records.

use serde::{Deserialize, Serialize};

use crate::board::TerritoryId;
use crate::cards::Card;
use crate::empire::pieces::{DiceBonus, Potion, Ware};
use crate::mission_card::Mission;
use crate::state::{ForceId, Leader};

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
