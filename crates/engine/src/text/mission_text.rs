//! Missions and ranked objectives in words, in French and English.

use crate::board::Board;
use crate::i18n::Lang;
use crate::missions::{Mission, Moment, Rank};

use super::words::{colour_adjective, count, tr};
use crate::i18n::Gender;

/// A continent's name by key, as a sentence says it (in French with its article).
fn continent_name<'b>(board: &'b Board, lang: Lang, key: &str) -> &'b str {
    board
        .continents
        .iter()
        .find(|c| c.key == key)
        .map_or("?", |c| c.name.the(lang))
}

/// A rank's name on the back of its card (000 Risk Mission).
pub fn rank_name(lang: Lang, rank: Rank) -> &'static str {
    match rank {
        Rank::Captain => tr(lang, "Captain", "Capitaine"),
        Rank::Major => "Major",
        Rank::Colonel => "Colonel",
        Rank::General => tr(lang, "General", "Général"),
    }
}

/// The moment printed on a ranked objective.
pub fn moment_text(lang: Lang, moment: Moment) -> &'static str {
    match moment {
        Moment::TurnStart => tr(
            lang,
            "At the start of your turn:",
            "Au début de votre tour :",
        ),
        Moment::AfterReinforcing => tr(
            lang,
            "After your reinforcements, in the same turn:",
            "Après vos renforts, dans le même tour :",
        ),
        Moment::TurnEnd => tr(
            lang,
            "At the end of your turn, after your attacks:",
            "À la fin de votre tour, après vos offensives :",
        ),
    }
}

/// Victory points, counted: "1 victory point", "2 victory points", "1 point de victoire"
/// (003's missions and scores).
pub fn victory_points(lang: Lang, points: u32) -> String {
    count(
        lang,
        points,
        ("victory point", "victory points"),
        ("point de victoire", "points de victoire"),
    )
}

/// Names joined as a list: "A and B", "A, B and C"; a name that holds the word "and" itself
/// (Spain and Portugal) is kept apart with "as well as".
pub fn name_list(lang: Lang, names: &[&str]) -> String {
    let and = tr(lang, " and ", " et ");
    let (last, rest) = match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => (last, rest),
        _ => return names.join(""),
    };
    let joined = rest.join(", ");
    if names.iter().any(|n| n.contains(and)) {
        format!("{joined}{}{last}", tr(lang, " as well as ", " ainsi que "))
    } else {
        format!("{joined}{and}{last}")
    }
}

/// A mission in words after a colon: in French it goes on in lower case ("Au début de votre
/// tour : occuper 2 territoires en Océanie…"), in English as a sentence of its own.
pub fn after_colon(lang: Lang, mission: &Mission, board: &Board) -> String {
    let mut text = mission_text(lang, mission, board);
    if lang == Lang::Fr
        && let Some(first) = text.get_mut(..1)
    {
        first.make_ascii_lowercase();
    }
    text
}

/// A mission in words; a ranked objective reads "Rank. Moment: goal".
pub fn mission_text(lang: Lang, mission: &Mission, board: &Board) -> String {
    match mission {
        Mission::Continents {
            continents,
            plus_one,
        } => {
            let names: Vec<&str> = continents
                .iter()
                .map(|key| continent_name(board, lang, key))
                .collect();
            let list = name_list(lang, &names);
            // 004 calls its continents regions.
            let extra = match (*plus_one, board.key == "world") {
                (false, _) => "",
                (true, true) => tr(lang, ", and one more continent", ", et un autre continent"),
                (true, false) => tr(lang, ", and one more region", ", et une autre région"),
            };
            format!("{} {list}{extra}.", tr(lang, "Conquer", "Conquérir"))
        }
        Mission::Territories { count, min_armies } if *min_armies > 1 => match lang {
            Lang::En => format!("Hold {count} territories with at least {min_armies} armies each."),
            Lang::Fr => {
                format!(
                    "Occuper {count}\u{a0}territoires avec au moins {min_armies}\u{a0}régiments chacun."
                )
            }
        },
        Mission::Territories { count, .. } => match lang {
            Lang::En => format!("Hold {count} territories."),
            Lang::Fr => format!("Occuper {count}\u{a0}territoires."),
        },
        Mission::Destroy { colour } => {
            let colour = colour_adjective(lang, *colour, Gender::Feminine, true);
            match lang {
                Lang::En => format!("Destroy the {colour} armies."),
                Lang::Fr => format!("Détruire les armées {colour}."),
            }
        }
        Mission::InContinent {
            continent,
            count,
            min_armies,
        } => {
            let within = board
                .continents
                .iter()
                .find(|c| &c.key == continent)
                .map_or_else(|| "?".to_owned(), |c| c.name.within(lang));
            match lang {
                Lang::En => format!(
                    "Hold {count} territories {within}, with at least {min_armies} armies each."
                ),
                Lang::Fr => format!(
                    "Occuper {count}\u{a0}territoires {within}, avec au moins {min_armies}\u{a0}régiments chacun."
                ),
            }
        }
        Mission::InEachContinent { count: 1 } if board.key == "roman-empire" => tr(
            lang,
            "Hold at least one territory in every province.",
            "Occuper au moins un territoire dans chaque province.",
        )
        .to_owned(),
        Mission::InEachContinent { count: 1 } => tr(
            lang,
            "Hold at least one territory in every continent.",
            "Occuper au moins un territoire sur chaque continent.",
        )
        .to_owned(),
        Mission::InEachContinent { count } if board.key == "roman-empire" => match lang {
            Lang::En => format!("Hold at least {count} territories in every province."),
            Lang::Fr => format!("Occuper au moins {count}\u{a0}territoires dans chaque province."),
        },
        Mission::InEachContinent { count } => match lang {
            Lang::En => format!("Hold at least {count} territories in every continent."),
            Lang::Fr => format!("Occuper au moins {count}\u{a0}territoires sur chaque continent."),
        },
        Mission::Ports { count } => match lang {
            Lang::En => format!("Take control of {count} ports."),
            Lang::Fr => format!("Prendre le contrôle de {count}\u{a0}ports."),
        },
        Mission::Sesterces { count } => match lang {
            Lang::En => format!("Have {count} sesterces or more in your purses."),
            Lang::Fr => format!("Avoir {count}\u{a0}sesterces ou plus dans vos bourses."),
        },
        Mission::Equipped { swords, shields } => {
            let swords = count(lang, *swords, ("sword", "swords"), ("épée", "épées"));
            let shields = count(
                lang,
                *shields,
                ("shield", "shields"),
                ("bouclier", "boucliers"),
            );
            match lang {
                Lang::En => format!("Have {swords} and {shields} on your territories."),
                Lang::Fr => format!("Avoir {swords} et {shields} sur vos territoires."),
            }
        }
        Mission::Scored { points, goal } => format!(
            "{} ({}).",
            mission_text(lang, goal, board).trim_end_matches('.'),
            victory_points(lang, *points)
        ),
        Mission::ArmiesOnOne { armies } => match lang {
            Lang::En => format!("Have {armies} armies or more on one territory."),
            Lang::Fr => format!("Avoir {armies}\u{a0}régiments ou plus sur un même territoire."),
        },
        Mission::ConquerInTurn { count } => match lang {
            Lang::En => format!("Conquer {count} territories in this turn."),
            Lang::Fr => format!("Conquérir {count}\u{a0}territoires pendant ce tour."),
        },
        Mission::Ranked { rank, moment, goal } => format!(
            "{}. {} {}",
            rank_name(lang, *rank),
            moment_text(lang, *moment),
            after_colon(lang, goal, board)
        ),
    }
}
