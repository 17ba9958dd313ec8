//! Log lines for book 003's events: sesterces, the shop, potions, missions scored and the
//! leaders' income. A potion drawn is named to nobody (the log is public).

use super::empire_text::{leader_name, potion_name};
use super::mission_text::mission_text;
use super::phrases::count;
use crate::action::Event;
use crate::board::Board;
use crate::empire::Ware;
use crate::i18n::Lang;

/// A sentence for one of 003's events, or `None` for the others.
pub fn empire_line(
    lang: Lang,
    event: &Event,
    board: &Board,
    name: &dyn Fn(u8) -> String,
) -> Option<String> {
    let place = |t: &crate::board::TerritoryId| board.territory(*t).name.get(lang).to_owned();
    let en = lang == Lang::En;
    Some(match event {
        Event::SesterceCashed {
            force,
            sesterces,
            armies,
        } => match en {
            true => format!(
                "{} cashes {sesterces} sesterces for {armies} armies.",
                name(force.0)
            ),
            false => format!(
                "{} échange {sesterces} sesterces contre {armies} régiments.",
                name(force.0)
            ),
        },
        Event::WareBought {
            force,
            ware,
            territory,
        } => {
            let what = match (ware, en) {
                (Ware::Sword, true) => "a sword",
                (Ware::Shield, true) => "a shield",
                (Ware::Sword, false) => "une épée",
                (Ware::Shield, false) => "un bouclier",
            };
            match en {
                true => format!("{} buys {what} for {}.", name(force.0), place(territory)),
                false => format!("{} achète {what} pour {}.", name(force.0), place(territory)),
            }
        }
        Event::MissionBought { force } => match en {
            true => format!("{} buys a secret mission.", name(force.0)),
            false => format!("{} achète une mission secrète.", name(force.0)),
        },
        Event::MissionSwapped { force } => match en {
            true => format!("{} swaps a secret mission.", name(force.0)),
            false => format!("{} échange une mission secrète.", name(force.0)),
        },
        Event::PotionPlayed {
            force,
            potion,
            territory,
            ..
        } => {
            let target = territory
                .as_ref()
                .map(|t| format!(" ({})", place(t)))
                .unwrap_or_default();
            match en {
                true => format!(
                    "{} plays {}{target}.",
                    name(force.0),
                    potion_name(lang, *potion)
                ),
                false => format!(
                    "{} joue {}{target}.",
                    name(force.0),
                    potion_name(lang, *potion)
                ),
            }
        }
        Event::Guarded {
            force,
            territory,
            potion,
            ..
        } => match en {
            true => format!(
                "{} defends {} with {}.",
                name(force.0),
                place(territory),
                potion_name(lang, *potion)
            ),
            false => format!(
                "{} défend {} avec {}.",
                name(force.0),
                place(territory),
                potion_name(lang, *potion)
            ),
        },
        Event::MissionScored {
            force,
            mission,
            points,
            total,
        } => {
            let text = mission_text(lang, mission, board);
            match en {
                true => format!(
                    "{} completes a mission: {text} +{points}, {total} points.",
                    name(force.0)
                ),
                false => format!(
                    "{} accomplit une mission : {text} +{points}, {total} points.",
                    name(force.0)
                ),
            }
        }
        Event::PurseTaken { force, sesterces } => match en {
            true => format!(
                "{} takes a purse of {}.",
                name(force.0),
                count(lang, *sesterces, ("sesterce", "sesterces"), ("", ""))
            ),
            false => format!(
                "{} prend une bourse de {}.",
                name(force.0),
                count(lang, *sesterces, ("", ""), ("sesterce", "sesterces"))
            ),
        },
        Event::PotionDrawn { force, .. } => match en {
            true => format!("{} draws a potion card.", name(force.0)),
            false => format!("{} pioche une carte potion.", name(force.0)),
        },
        Event::BadBrewDrawn { force, points_lost } => match (en, *points_lost) {
            (true, 0) => format!(
                "{} draws a bad brew, but has no victory point to lose.",
                name(force.0)
            ),
            (false, 0) => format!(
                "{} pioche une potion ratée, mais n'a aucun point de victoire à perdre.",
                name(force.0)
            ),
            (true, n) => format!(
                "{} draws a bad brew and loses {}.",
                name(force.0),
                count(lang, n, ("victory point", "victory points"), ("", ""))
            ),
            (false, n) => format!(
                "{} pioche une potion ratée et perd {}.",
                name(force.0),
                count(
                    lang,
                    n,
                    ("", ""),
                    ("point de victoire", "points de victoire")
                )
            ),
        },
        Event::TreasuryTaken {
            force,
            by,
            potions,
            sesterces,
        } => match en {
            true => format!(
                "{} takes {}'s {potions} potion(s) and {sesterces} sesterce(s).",
                name(by.0),
                name(force.0)
            ),
            false => format!(
                "{} prend les {potions} potion(s) et {sesterces} sesterce(s) de {}.",
                name(by.0),
                name(force.0)
            ),
        },
        Event::LeaderIncome {
            force,
            leader,
            sesterces,
        } => match en {
            true => format!(
                "{} ({}) receive {sesterces} sesterce(s).",
                name(force.0),
                leader_name(lang, *leader)
            ),
            false => format!(
                "{} ({}) reçoivent {sesterces} sesterce(s).",
                name(force.0),
                leader_name(lang, *leader)
            ),
        },
        _ => return None,
    })
}
