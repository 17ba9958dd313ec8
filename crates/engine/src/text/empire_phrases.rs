//! Log lines for book 003's events: sesterces, the shop, potions, missions scored and the
//! leaders' income. A potion drawn is named to nobody (the log is public).

use super::empire_text::{leader_name, potion_name};
use super::mission_text::{after_colon, victory_points};
use super::words::{count, count_of, in_sentence, subject, tr};
use crate::action::Event;
use crate::board::Board;
use crate::empire::Ware;
use crate::i18n::{Gender, Lang};
use crate::missions::Mission;

/// Sesterces, counted: "1 sesterce", "2 sesterces".
fn sesterces(lang: Lang, n: u32) -> String {
    count(
        lang,
        n,
        ("sesterce", "sesterces"),
        ("sesterce", "sesterces"),
    )
}

/// A sentence for one of 003's events, or `None` for the others.
pub fn empire_line(
    lang: Lang,
    event: &Event,
    board: &Board,
    name: &dyn Fn(u8) -> String,
) -> Option<String> {
    let place = |t: &crate::board::TerritoryId| board.territory(*t).name.get(lang).to_owned();
    Some(match (lang, event) {
        (
            _,
            Event::SesterceCashed {
                force,
                sesterces: n,
                armies,
            },
        ) => {
            let cashed = sesterces(lang, *n);
            let got = super::words::armies(lang, *armies);
            match lang {
                Lang::En => format!("{} cashes {cashed} for {got}.", name(force.0)),
                Lang::Fr => format!("{} échange {cashed} contre {got}.", name(force.0)),
            }
        }
        (
            _,
            Event::WareBought {
                force,
                ware,
                territory,
            },
        ) => {
            let what = match ware {
                Ware::Sword => tr(lang, "a sword", "une épée"),
                Ware::Shield => tr(lang, "a shield", "un bouclier"),
            };
            match lang {
                Lang::En => format!("{} buys {what} for {}.", name(force.0), place(territory)),
                Lang::Fr => format!("{} achète {what} pour {}.", name(force.0), place(territory)),
            }
        }
        (Lang::En, Event::MissionBought { force }) => {
            format!("{} buys a secret mission.", name(force.0))
        }
        (Lang::Fr, Event::MissionBought { force }) => {
            format!("{} achète une mission secrète.", name(force.0))
        }
        (Lang::En, Event::MissionSwapped { force }) => {
            format!("{} swaps a secret mission.", name(force.0))
        }
        (Lang::Fr, Event::MissionSwapped { force }) => {
            format!("{} échange une mission secrète.", name(force.0))
        }
        (
            _,
            Event::PotionPlayed {
                force,
                potion,
                territory,
                ..
            },
        ) => {
            let target = territory
                .as_ref()
                .map(|t| format!(" ({})", place(t)))
                .unwrap_or_default();
            let potion = potion_name(lang, *potion);
            match lang {
                Lang::En => format!("{} plays {potion}{target}.", name(force.0)),
                Lang::Fr => format!("{} joue la potion {potion}{target}.", name(force.0)),
            }
        }
        (
            _,
            Event::Guarded {
                force,
                territory,
                potion,
                ..
            },
        ) => {
            let (potion, at) = (potion_name(lang, *potion), place(territory));
            match lang {
                Lang::En => format!("{} defends {at} with {potion}.", name(force.0)),
                Lang::Fr => format!("{} défend {at} avec la potion {potion}.", name(force.0)),
            }
        }
        (
            _,
            Event::MissionScored {
                force,
                mission,
                points,
                total,
            },
        ) => scored_line(lang, &name(force.0), mission, *points, *total, board),
        (
            _,
            Event::PurseTaken {
                force,
                sesterces: n,
            },
        ) => {
            let purse = count_of(
                lang,
                *n,
                ("sesterce", "sesterces"),
                ("sesterce", "sesterces"),
                Gender::Masculine,
            );
            match lang {
                Lang::En => format!("{} takes a purse {purse}.", name(force.0)),
                Lang::Fr => format!("{} prend une bourse {purse}.", name(force.0)),
            }
        }
        (Lang::En, Event::PotionDrawn { force, .. }) => {
            format!("{} draws a potion card.", name(force.0))
        }
        (Lang::Fr, Event::PotionDrawn { force, .. }) => {
            format!("{} pioche une carte potion.", name(force.0))
        }
        (_, Event::BadBrewDrawn { force, points_lost }) => {
            bad_brew_line(lang, &name(force.0), *points_lost)
        }
        (
            _,
            Event::TreasuryTaken {
                force,
                by,
                potions,
                sesterces: n,
            },
        ) => {
            let spoils: Vec<String> = [
                (*potions > 0)
                    .then(|| count(lang, *potions, ("potion", "potions"), ("potion", "potions"))),
                (*n > 0).then(|| sesterces(lang, *n)),
            ]
            .into_iter()
            .flatten()
            .collect();
            let (by, from) = (name(by.0), in_sentence(lang, name(force.0)));
            match (lang, spoils.is_empty()) {
                (Lang::En, true) => format!(
                    "{} had no potion and no sesterce for {by} to take.",
                    subject(lang, name(force.0))
                ),
                (Lang::Fr, true) => format!("{by} ne trouve ni potion ni sesterce chez {from}."),
                (Lang::En, false) => format!("{by} takes {} from {from}.", spoils.join(" and ")),
                (Lang::Fr, false) => format!("{by} prend {} à {from}.", spoils.join(" et ")),
            }
        }
        (
            _,
            Event::LeaderIncome {
                force,
                leader,
                sesterces: n,
            },
        ) => {
            let (got, people) = (sesterces(lang, *n), leader_name(lang, *leader));
            match lang {
                Lang::En => format!("{} receives {got} (the {people}' ability).", name(force.0)),
                Lang::Fr => format!("{} reçoit {got} (capacité des {people}).", name(force.0)),
            }
        }
        _ => return None,
    })
}

/// A mission scored: "Ada completes a mission (+1 victory point, 3 in all): Take control of 4
/// ports." The mission's own value is said once, with the total.
fn scored_line(
    lang: Lang,
    who: &str,
    mission: &Mission,
    points: u32,
    total: u32,
    board: &Board,
) -> String {
    let goal = match mission {
        Mission::Scored { goal, .. } => goal,
        other => other,
    };
    let (text, gained) = (after_colon(lang, goal, board), victory_points(lang, points));
    match lang {
        Lang::En => format!("{who} completes a mission (+{gained}, {total} in all): {text}"),
        Lang::Fr => {
            format!("{who} accomplit une mission (+{gained}, {total} au total)\u{202f}: {text}")
        }
    }
}

/// A bad brew drawn, and the victory points it cost.
fn bad_brew_line(lang: Lang, who: &str, lost: u32) -> String {
    match (lang, lost) {
        (Lang::En, 0) => format!("{who} draws a bad brew, but has no victory point to lose."),
        (Lang::Fr, 0) => {
            format!("{who} pioche une potion ratée, mais n’a aucun point de victoire à perdre.")
        }
        (Lang::En, n) => format!(
            "{who} draws a bad brew and loses {}.",
            victory_points(lang, n)
        ),
        (Lang::Fr, n) => {
            format!(
                "{who} pioche une potion ratée et perd {}.",
                victory_points(lang, n)
            )
        }
    }
}
