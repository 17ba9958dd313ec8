//! The log's sentences from the catalogs: in English and French every
//! message with counts of 0, 1, 2 and 5 on each board and every game's exported log as kept in
//! the goldens (checked byte for byte against the engine's Rust sentences before those left,
//! issue 52).

use lamorisse_engine::action::Event;
use lamorisse_engine::board::{Board, TerritoryId};
use lamorisse_engine::cards::Card;
use lamorisse_engine::empire::{POTION_DECK, Potion, Ware};
use lamorisse_engine::i18n::Lang;
use lamorisse_engine::missions::Mission;
use lamorisse_engine::record::Record;
use lamorisse_engine::state::Leader;
use lamorisse_engine::state::{ForceId, ForceKind};
use lamorisse_engine::text::log_message::log_message;
use lamorisse_words::catalog::Table;
use lamorisse_words::{Catalog, Named};
use std::collections::BTreeMap;

/// Every record the engine's tests keep.
pub(crate) fn records() -> Vec<(String, Record)> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../engine/tests/records");
    let mut found = Vec::new();
    for folder in ["valid", "v1", "v2", "v3"] {
        let Ok(entries) = std::fs::read_dir(format!("{root}/{folder}")) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let text = std::fs::read_to_string(&path).expect("a record");
            if let Ok(record) = Record::from_json(&text) {
                found.push((path.display().to_string(), record));
            }
        }
    }
    assert!(found.len() >= 57, "only {} records", found.len());
    found
}

/// (Every language says each of these: `every_language.rs`.)
#[test]
fn the_recorded_games_reach_the_log_s_main_messages() {
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for (_, record) in records() {
        let start = record.initial_state().expect("a record's start");
        let board = start.board();
        record
            .replay_with(|_, _, events| {
                for message in events.iter().filter_map(|e| log_message(e, board)) {
                    *seen.entry(message.id.to_string()).or_default() += 1;
                }
            })
            .expect("the record replays");
    }
    for id in ["log-turn-started", "log-battle", "log-conquered", "log-won"] {
        assert!(seen.contains_key(id), "no record has {id}: {seen:?}");
    }
}

/// The kinds a third force is said as in the sweeps: neutral, then an ally or an independent
/// where that changes the words.
pub(crate) const EXTRA_KINDS: [ForceKind; 3] = [
    ForceKind::Neutral,
    ForceKind::Allied,
    ForceKind::Independent,
];

/// How the sweeps name the forces: Ada and Bruno, and the third as `kind`.
pub(crate) fn named_with(kind: ForceKind) -> impl Fn(u8) -> Named {
    move |force: u8| match force {
        0 => Named::Player("Ada".into()),
        1 => Named::Player("Bruno".into()),
        _ => Named::Extra { kind, number: 2 },
    }
}

/// Every message the log has, with each count that changes its words.
pub(crate) fn sweep(board: &Board) -> Vec<Event> {
    let (a, b) = (TerritoryId(0), TerritoryId(1));
    let (p, q, extra) = (ForceId(0), ForceId(1), ForceId(3));
    let mut events = vec![
        Event::Commanded { die: 0 },
        Event::HeadquartersChosen { force: p },
        Event::CapitalChosen { force: q },
        Event::HeadquartersRevealed {
            headquarters: vec![(p, a), (q, b)],
        },
        Event::HeadquartersCaptured {
            territory: a,
            of: p,
            by: q,
        },
        Event::Influenced {
            force: extra,
            by: p,
        },
        Event::StatusChanged {
            force: extra,
            ally_of: Some(q),
        },
        Event::StatusChanged {
            force: extra,
            ally_of: None,
        },
        Event::CardDrawn {
            force: p,
            card: Card::Territory(b),
        },
        Event::Won { force: q },
        Event::Rerolled {
            die: 0,
            value: 4,
            card: Card::Territory(a),
        },
        Event::Rerolled {
            die: 1,
            value: 2,
            card: Card::Joker(0),
        },
    ];
    for n in [0, 1, 2, 5] {
        events.extend(counted(board, n));
        events.extend(empire_counted(n));
    }
    events.extend(empire_pieces(a));
    let on_board = |mission: &Mission| fits(board, mission);
    events.extend(missions().into_iter().filter(on_board).flat_map(|mission| {
        [
            Event::ObjectiveClaimed {
                force: p,
                mission: mission.clone(),
                claimed: 2,
            },
            Event::ObjectiveRevealed {
                force: ForceId(2),
                mission: mission.clone(),
            },
            Event::MissionScored {
                force: q,
                mission,
                points: 2,
                total: 5,
            },
        ]
    }));
    events
}

/// Whether every continent `mission` names is on `board` (a mission of another board's deck
/// names none there: both read "?").
fn fits(board: &Board, mission: &Mission) -> bool {
    let here = |key: &String| board.continents.iter().any(|c| &c.key == key);
    match mission {
        Mission::Continents { continents, .. } => continents.iter().all(here),
        Mission::InContinent { continent, .. } => here(continent),
        Mission::Scored { goal, .. } | Mission::Ranked { goal, .. } => fits(board, goal),
        _ => true,
    }
}

/// Every mission of every deck, and each one that is neither ranked nor scored scored by 003's
/// points.
fn missions() -> Vec<Mission> {
    use lamorisse_engine::missions::*;
    let mut all: Vec<Mission> = [
        parker_1993_deck(),
        miro_1975_deck(),
        napoleon_1999_deck(),
        lamorisse_engine::objectives::ranked_deck(),
        lamorisse_engine::empire::roman_empire_deck(),
    ]
    .concat();
    let scored: Vec<Mission> = all
        .iter()
        .filter(|goal| !matches!(goal, Mission::Ranked { .. } | Mission::Scored { .. }))
        .map(|goal| Mission::Scored {
            points: 1,
            goal: Box::new(goal.clone()),
        })
        .collect();
    all.extend(scored);
    all
}

/// 003's pieces: each potion played with and without a target, guarding, each ware and leader.
fn empire_pieces(a: TerritoryId) -> Vec<Event> {
    let p = ForceId(0);
    let mut events = vec![
        Event::MissionBought { force: p },
        Event::MissionSwapped { force: p },
        Event::WareBought {
            force: p,
            ware: Ware::Sword,
            territory: a,
        },
        Event::WareBought {
            force: p,
            ware: Ware::Shield,
            territory: a,
        },
    ];
    for potion in POTION_DECK
        .iter()
        .map(|(potion, _)| *potion)
        .chain([Potion::BadBrew])
    {
        events.extend([
            Event::PotionPlayed {
                force: p,
                potion,
                territory: None,
                armies: 0,
            },
            Event::PotionPlayed {
                force: p,
                potion,
                territory: Some(a),
                armies: 3,
            },
            Event::Guarded {
                force: p,
                territory: a,
                potion,
                armies: 2,
            },
            Event::PotionDrawn { force: p, potion },
        ]);
    }
    let leaders = [
        Leader::Gauls,
        Leader::Romans,
        Leader::Egyptians,
        Leader::Vikings,
        Leader::Hispanians,
    ];
    events.extend(leaders.map(|leader| Event::LeaderIncome {
        force: p,
        leader,
        sesterces: 1,
    }));
    events
}

/// 003's messages with a count, at `n`.
fn empire_counted(n: u32) -> Vec<Event> {
    let (p, extra) = (ForceId(0), ForceId(3));
    let mut events = vec![
        Event::SesterceCashed {
            force: p,
            sesterces: n,
            armies: 3 * n,
        },
        Event::PurseTaken {
            force: p,
            sesterces: n,
        },
        Event::BadBrewDrawn {
            force: p,
            points_lost: n,
        },
        Event::LeaderIncome {
            force: p,
            leader: Leader::Egyptians,
            sesterces: n,
        },
    ];
    for (potions, sesterces) in [(0, 0), (n, 0), (0, n), (n, n), (1, n)] {
        events.push(Event::TreasuryTaken {
            force: extra,
            by: p,
            potions,
            sesterces,
        });
    }
    events
}

/// The messages with a count, at `n`.
fn counted(board: &Board, n: u32) -> Vec<Event> {
    let last = TerritoryId((board.territories.len() - 1) as u8);
    let (a, p, q, extra) = (TerritoryId(0), ForceId(0), ForceId(1), ForceId(3));
    vec![
        Event::TurnStarted {
            force: p,
            round: n + 1,
            from_territories: n,
            from_continents: 0,
        },
        Event::CardsTraded {
            force: p,
            cards: [Card::Territory(a); 3],
            armies: n,
        },
        Event::Conquered {
            force: q,
            territory: last,
            from_force: p,
        },
        Event::Battle {
            from: a,
            to: last,
            attack: vec![6],
            defend: vec![1],
            attacker_losses: n,
            defender_losses: 2 - n.min(2),
            bonus: Default::default(),
        },
        Event::Eliminated {
            force: extra,
            by: p,
            cards_taken: n,
        },
        // A move of no armies is refused (001 "Fortifying": at least one), and the two
        // disagree there: "0 régiment vont" in Rust, "0 régiment va" in the catalog.
        Event::Fortified {
            from: last,
            to: a,
            armies: n.max(1),
        },
        Event::ArmiesLost {
            force: q,
            armies: n,
        },
        Event::CapitalTaken {
            territory: last,
            of: p,
            by: q,
            territories: n,
            removed: n,
        },
        Event::StatusRolled {
            force: extra,
            die: (n + 2) as u8,
        },
        Event::AllyReinforced {
            force: extra,
            armies: n,
        },
        Event::NeutralReinforced {
            force: extra,
            armies: n,
        },
        Event::TeamHandPassed {
            from: p,
            to: q,
            cards: n,
        },
    ]
}

#[test]
fn every_message_reads_as_the_goldens_on_every_board() {
    for board in [Board::world(), Board::europe_1810(), Board::roman_empire()] {
        for lang in Lang::WRITTEN {
            let catalog = Catalog::builtin(lang.code()).expect("the built-in catalog");
            let mut golden = String::new();
            for event in sweep(board) {
                let message = log_message(&event, board).expect("a message for the event");
                // The line with the third force neutral, then with it an ally or an
                // independent where that changes the words.
                let mut said_before: Option<String> = None;
                for kind in EXTRA_KINDS {
                    let named = named_with(kind);
                    let table = Table {
                        board,
                        force: &named,
                    };
                    let said = catalog
                        .format(&message, &table)
                        .unwrap_or_else(|| "(none)".into());
                    if said_before.as_ref() != Some(&said) {
                        let mark = if said_before.is_some() { "  " } else { "" };
                        golden.push_str(&format!("{mark}{said}\n"));
                    }
                    said_before.get_or_insert(said);
                }
            }
            crate::goldens::check(&format!("sweep-{}-{}.txt", board.key, lang.code()), &golden);
        }
    }
}

#[test]
fn every_exported_log_reads_as_the_goldens() {
    let mut golden = String::new();
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../engine/tests/records/");
    let mut records = records();
    records.sort_by(|a, b| a.0.cmp(&b.0));
    for (path, record) in records {
        for lang in Lang::WRITTEN {
            let catalog = Catalog::builtin(lang.code()).expect("the built-in catalog");
            let text = lamorisse_words::log_text::log_text(&record, &catalog).expect("a log");
            let name = path.strip_prefix(root).unwrap_or(&path);
            golden.push_str(&format!(
                "{name} {} {}\n",
                lang.code(),
                crate::goldens::fnv(&text)
            ));
        }
    }
    crate::goldens::check("exported-logs.txt", &golden);
}
