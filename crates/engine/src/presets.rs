//! Every playable preset of RULINGS R1 as a [`RuleSet`] value. Those not yet playable are
//! modelled already (`implemented: false`) so that later editions add values, not rewrites.

use super::rules::*;

/// Ids of every preset, in RULINGS R1's order.
pub const PRESET_IDS: [&str; 18] = [
    "parker-1993",
    "parker-1993-duel",
    "parker-1993-capital",
    "parker-1993-missions",
    "conquete-2010",
    "conquete-2010-missions",
    "conquete-2010-teams",
    "conquete-2010-duel-passive",
    "conquete-2010-duel-active",
    "miro-1975",
    "miro-1975-world",
    "miro-1975-duel",
    "napoleon-1999",
    "napoleon-1999-duel",
    "napoleon-1999-world",
    "napoleon-1999-capitals",
    "roman-empire",
    "roman-conquest",
];

/// Standard dice: 3 against 2, two defence dice need two armies (RULINGS R5).
const STANDARD_DICE: DiceRules = DiceRules {
    attack_max: 3,
    defend_max: 2,
    defend_two_needs: 2,
    swords_and_shields: false,
};

/// 001's escalating set values: 4, 6, 8, 10, 12, 15, then +5 (RULINGS R4).
fn escalating() -> SetValues {
    SetValues::Escalating {
        values: vec![4, 6, 8, 10, 12, 15],
        then_add: 5,
    }
}

/// 004's table, also used for 000 missions and teams (RULINGS R4).
fn by_design_004() -> SetValues {
    SetValues::ByDesign {
        infantry: 4,
        cavalry: 6,
        artillery: 8,
        mixed: 10,
        joker_with_pair: None,
    }
}

/// 001 World Domination, the base the other presets vary.
fn parker_1993() -> RuleSet {
    RuleSet {
        id: "parker-1993".into(),
        board: "world".into(),
        source: "001 World Domination RISK".into(),
        min_players: 3,
        max_players: 6,
        starting_armies: vec![(3, 35), (4, 30), (5, 25), (6, 20)],
        setup: SetupMethod::ClaimInTurn,
        deal_jokers: false,
        first_turn_rolled_again: false,
        extra_forces: ExtraForces::None,
        two_player_forces: ExtraForces::None,
        dice: STANDARD_DICE,
        move_in: MoveIn::AtLeastDiceRolled,
        set_values: escalating(),
        occupied_bonus: OccupiedBonus::TwoOncePerTurn,
        forced_trade_at: 5,
        captured_cards: CapturedCards::TradeDownAtSix,
        fortify: Fortify::OneAdjacentMove,
        reinforcement: Reinforcement::TerritoriesByThree,
        least_reinforcement: 3,
        starting_placement: StartingPlacement::OneAtATime,
        traded_cards: TradedCards::Discarded,
        invasion_per_attack_pair: false,
        ally_without_occupied_bonus: false,
        win: WinCondition::LastStanding,
        missions: None,
        max_armies_per_territory: None,
        no_elimination_before_round: None,
        teams: false,
        toggles: ExpertToggles::default(),
        implemented: true,
        empire: None,
    }
}

/// 000 La Conquête du Monde: the golden cavalier, survivors move in, no territory bonus, the
/// free move along a path of one's own territories.
fn conquete_2010() -> RuleSet {
    RuleSet {
        id: "conquete-2010".into(),
        source: "000 La Conquête du Monde".into(),
        max_players: 4,
        starting_armies: vec![(3, 35), (4, 30)],
        move_in: MoveIn::SurvivingAttackers,
        // 000 "Manœuvre stratégique" (its page was lost in the scan; the team rules trace
        // "lignes de connexion" from Indonesia to East Africa): RULINGS R6.
        fortify: Fortify::OneConnectedMove,
        first_turn_rolled_again: true,
        set_values: SetValues::Track {
            values: vec![4, 6, 8, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60],
        },
        occupied_bonus: OccupiedBonus::None,
        captured_cards: CapturedCards::NextReinforcement,
        ..parker_1993()
    }
}

/// 000's 2-player games with two independents (RULINGS R3: 36 each, (house) 24 each).
fn conquete_duel(id: &str, active: bool) -> RuleSet {
    RuleSet {
        id: id.into(),
        source: "000 Variante 2 joueurs".into(),
        min_players: 2,
        max_players: 2,
        starting_armies: vec![(2, 36)],
        setup: SetupMethod::DealCards,
        extra_forces: ExtraForces::Independents { armies: 24, active },
        implemented: true,
        ..conquete_2010()
    }
}

/// 002's objectives game, the base of the Miro presets.
fn miro_1975() -> RuleSet {
    RuleSet {
        id: "miro-1975".into(),
        source: "002 Règle pour 3 à 6 joueurs".into(),
        setup: SetupMethod::DealCards,
        deal_jokers: true,
        set_values: SetValues::ByDesign {
            infantry: 6,
            cavalry: 8,
            artillery: 4,
            mixed: 10,
            joker_with_pair: Some(12),
        },
        occupied_bonus: OccupiedBonus::TwoPerCard,
        captured_cards: CapturedCards::MayTradeAtOnce,
        // 002 "Forces armées": "Le reste ne compte pas" (14 territories give 4, 8 give 2).
        least_reinforcement: 0,
        // 002 "Occupations des territoires": each places all their remainder at will.
        starting_placement: StartingPlacement::WholeRemainder,
        win: WinCondition::Mission,
        missions: Some(MissionDeck::Miro1975),
        no_elimination_before_round: Some(4),
        implemented: false,
        ..parker_1993()
    }
}

/// 004's missions game on the Europe 1810 board, the base of the Napoléon presets.
fn napoleon_1999() -> RuleSet {
    RuleSet {
        id: "napoleon-1999".into(),
        board: "europe-1810".into(),
        source: "004 Règles pour 3 à 5 joueurs".into(),
        starting_armies: vec![(3, 40), (4, 35), (5, 30), (6, 25)],
        setup: SetupMethod::DealCards,
        set_values: by_design_004(),
        occupied_bonus: OccupiedBonus::TwoPerSet,
        captured_cards: CapturedCards::NextReinforcement,
        // 004 "Phase 1": "Les cartes échangées sont remises au Général, qui les place sous la
        // pile".
        traded_cards: TradedCards::UnderDrawPile,
        win: WinCondition::Mission,
        missions: Some(MissionDeck::Napoleon1999),
        implemented: false,
        ..parker_1993()
    }
}

/// 004 "Règle pour 2 joueurs": a neutral army of 32 that gets half of every reinforcement.
const NAPOLEON_NEUTRAL: ExtraForces = ExtraForces::Neutral {
    armies: 32,
    half_reinforcements: true,
};

/// 003's Battle for the Roman Empire.
fn roman_empire() -> RuleSet {
    RuleSet {
        id: "roman-empire".into(),
        board: "roman-empire".into(),
        source: "003 Bataille pour l’Empire romain".into(),
        min_players: 2,
        max_players: 5,
        // 003 "Mise en place" 7: 29, 28, 24, 20.
        starting_armies: vec![(2, 29), (3, 28), (4, 24), (5, 20)],
        // 003 "Mise en place" 8, 2 joueurs: 13 territory cards drawn, 2 neutral armies on
        // each; the neutral never attacks and defends with the most dice (RULINGS R3, R8).
        two_player_forces: ExtraForces::NeutralDrawn {
            territories: 13,
            armies_each: 2,
        },
        dice: DiceRules {
            swords_and_shields: true,
            ..STANDARD_DICE
        },
        move_in: MoveIn::SurvivingAttackers,
        set_values: SetValues::NoTrading,
        occupied_bonus: OccupiedBonus::None,
        fortify: Fortify::OneConnectedMove,
        reinforcement: Reinforcement::TerritoriesAndPortsByThree,
        win: WinCondition::Points { target: 10 },
        missions: Some(MissionDeck::RomanEmpire),
        implemented: true,
        empire: Some(EmpireRules {
            sesterce_armies: vec![2, 4, 7, 10, 13, 17, 21, 25, 30],
            mission_price: 1,
            swap_price: 1,
            sword_price: 2,
            most_missions: 3,
            shop_while_reinforcing: false,
            leaders: true,
            starting_bonus: true,
        }),
        ..parker_1993()
    }
}

/// The preset with this id, or `None` for an unknown id.
pub fn preset(id: &str) -> Option<RuleSet> {
    let rules = match id {
        "parker-1993" => parker_1993(),
        "parker-1993-duel" => RuleSet {
            source: "001 RISK for 2 players".into(),
            min_players: 2,
            max_players: 2,
            starting_armies: vec![(2, 40)],
            setup: SetupMethod::DealCards,
            extra_forces: ExtraForces::Neutral {
                armies: 40,
                half_reinforcements: false,
            },
            ..parker_1993()
        },
        "parker-1993-capital" => RuleSet {
            source: "001 Capital Risk".into(),
            min_players: 2,
            starting_armies: vec![(2, 40), (3, 35), (4, 30), (5, 25), (6, 20)],
            // RULINGS R1 "2 allowed": two players play 001 RISK for 2 players' setup.
            two_player_forces: ExtraForces::Neutral {
                armies: 40,
                half_reinforcements: false,
            },
            win: WinCondition::Capitals { short: false },
            ..parker_1993()
        },
        "parker-1993-missions" => RuleSet {
            source: "001 Secret Mission Risk".into(),
            setup: SetupMethod::DealCards,
            win: WinCondition::Mission,
            missions: Some(MissionDeck::Parker1993),
            ..parker_1993()
        },
        "conquete-2010" => conquete_2010(),
        "conquete-2010-missions" => RuleSet {
            source: "000 Risk Mission".into(),
            min_players: 2,
            starting_armies: vec![(2, 36), (3, 35), (4, 30)],
            two_player_forces: ExtraForces::Independents {
                armies: 24,
                active: false,
            },
            set_values: by_design_004(),
            win: WinCondition::RankedObjectives,
            missions: Some(MissionDeck::Conquete2010Ranked),
            implemented: true,
            ..conquete_2010()
        },
        "conquete-2010-teams" => RuleSet {
            source: "000 Risk par équipe".into(),
            min_players: 4,
            max_players: 4,
            starting_armies: vec![(4, 30)],
            set_values: by_design_004(),
            fortify: Fortify::TeamPath,
            win: WinCondition::Teams,
            teams: true,
            implemented: true,
            ..conquete_2010()
        },
        "conquete-2010-duel-passive" => conquete_duel(id, false),
        "conquete-2010-duel-active" => conquete_duel(id, true),
        "miro-1975" => RuleSet {
            implemented: true,
            ..miro_1975()
        },
        // 002 "Variante pour 3 à 6 joueurs": the same rules, escalating sets, the last player
        // standing; still nobody out before the end of the fourth round (RULINGS R5).
        "miro-1975-world" => RuleSet {
            source: "002 Variante: conquérir le monde".into(),
            set_values: escalating(),
            win: WinCondition::LastStanding,
            missions: None,
            implemented: true,
            ..miro_1975()
        },
        // 002 "Règle pour 2 joueurs": 40 each, jokers out for the deal (14 cards each), the
        // allied force of 28 on the 14 territories left, 2 on each (RULINGS R3, R9).
        "miro-1975-duel" => RuleSet {
            source: "002 Règle pour 2 joueurs".into(),
            min_players: 2,
            max_players: 2,
            starting_armies: vec![(2, 40)],
            deal_jokers: false,
            extra_forces: ExtraForces::Allied { armies: 28 },
            win: WinCondition::LastStanding,
            missions: None,
            implemented: true,
            ..miro_1975()
        },
        "napoleon-1999" => RuleSet {
            implemented: true,
            ..napoleon_1999()
        },
        "napoleon-1999-duel" => RuleSet {
            source: "004 Règle pour 2 joueurs".into(),
            min_players: 2,
            max_players: 2,
            starting_armies: vec![(2, 40)],
            extra_forces: NAPOLEON_NEUTRAL,
            win: WinCondition::LastStanding,
            missions: None,
            implemented: true,
            ..napoleon_1999()
        },
        // 004 "Variantes de risk" a) "La conquête du monde": the standard rules without
        // missions, the last player standing wins; two play with the 004 neutral.
        "napoleon-1999-world" => RuleSet {
            source: "004 Variante a".into(),
            min_players: 2,
            starting_armies: vec![(2, 40), (3, 40), (4, 35), (5, 30), (6, 25)],
            two_player_forces: NAPOLEON_NEUTRAL,
            win: WinCondition::LastStanding,
            missions: None,
            implemented: true,
            ..napoleon_1999()
        },
        "napoleon-1999-capitals" => RuleSet {
            source: "004 Variante c".into(),
            min_players: 2,
            starting_armies: vec![(2, 40), (3, 40), (4, 35), (5, 30), (6, 25)],
            two_player_forces: NAPOLEON_NEUTRAL,
            win: WinCondition::SecretCapitals,
            missions: None,
            implemented: true,
            ..napoleon_1999()
        },
        "roman-empire" => roman_empire(),
        // 003 "Mode de jeu : Conquête": no leader cards and no starting bonus in its setup
        // (RULINGS R8).
        "roman-conquest" => {
            let battle = roman_empire();
            RuleSet {
                source: "003 Conquête".into(),
                min_players: 3,
                win: WinCondition::LastStanding,
                missions: None,
                empire: battle.empire.clone().map(|economy| EmpireRules {
                    leaders: false,
                    starting_bonus: false,
                    ..economy
                }),
                ..battle
            }
        }
        _ => return None,
    };
    Some(RuleSet {
        id: id.into(),
        ..rules
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_of_rulings_r1_exists_with_its_own_id() {
        for id in PRESET_IDS {
            let rules = preset(id).unwrap_or_else(|| panic!("{id} is missing"));
            assert_eq!(rules.id, id);
            assert!(rules.min_players <= rules.max_players, "{id}");
            for players in rules.min_players..=rules.max_players {
                assert!(rules.armies_for(players).is_some(), "{id} with {players}");
            }
        }
        assert!(preset("monopoly").is_none());
    }

    #[test]
    fn the_playable_presets_are_the_finished_ones() {
        let playable: Vec<&str> = PRESET_IDS
            .into_iter()
            .filter(|id| preset(id).is_some_and(|r| r.implemented))
            .collect();
        assert_eq!(
            playable,
            [
                "parker-1993",
                "parker-1993-duel",
                "parker-1993-capital",
                "parker-1993-missions",
                "conquete-2010",
                "conquete-2010-missions",
                "conquete-2010-teams",
                "conquete-2010-duel-passive",
                "conquete-2010-duel-active",
                "miro-1975",
                "miro-1975-world",
                "miro-1975-duel",
                "napoleon-1999",
                "napoleon-1999-duel",
                "napoleon-1999-world",
                "napoleon-1999-capitals",
                "roman-empire",
                "roman-conquest"
            ]
        );
    }
}
