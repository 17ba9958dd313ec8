//! The game screen's words in English and French: controls, phase banners and the log's
//! sentences.

use super::mission_text::after_colon;
use crate::action::Event;
use crate::board::Board;
use crate::i18n::Lang;
use crate::objectives::OBJECTIVES_EACH;
use crate::state::Phase;

pub use super::numbers::{decimal, is_plural, labelled, percent, quantity, signed};
pub use super::words::{
    armies, armies_word, card_name, colour_adjective, colour_name, count, count_of, de,
    extra_force_name, in_sentence, subject, tr,
};

/// What the player can do now, for the phase banner.
pub fn phase_banner(lang: Lang, phase: Phase, reserve: u32, must_trade: bool) -> String {
    match phase {
        Phase::Claim => tr(lang, "Claim an empty territory.", "Revendiquez un territoire vide.").into(),
        Phase::PlaceStartingArmies => tr(
            lang,
            "Place one starting army on a territory of yours.",
            "Placez un régiment de départ sur l’un de vos territoires.",
        )
        .into(),
        Phase::ChooseHeadquarters => tr(
            lang,
            "Choose your headquarters in secret — tap one of your territories, then confirm.",
            "Choisissez en secret votre quartier général : touchez l’un de vos territoires, puis confirmez.",
        )
        .into(),
        Phase::Rolled => tr(
            lang,
            "Dice rolled — re-roll one with a card, call the Commander, or decide the battle.",
            "Dés lancés : relancez-en un avec une carte, faites appel au Commandant, ou concluez la bataille.",
        )
        .into(),
        Phase::Reinforce if must_trade => tr(
            lang,
            "You hold 5 cards or more: trade a set first.",
            "Vous avez 5\u{a0}cartes ou plus : échangez d’abord une série.",
        )
        .into(),
        Phase::Reinforce => match lang {
            Lang::En => format!(
                "Reinforce — {} left to place. Tap your territories.",
                armies(lang, reserve)
            ),
            Lang::Fr => format!(
                "Renforts : encore {} à placer. Touchez vos territoires.",
                armies(lang, reserve)
            ),
        },
        Phase::Attack => tr(
            lang,
            "Attack — tap one of your territories, then an enemy neighbour. Or end the attack.",
            "Combat : touchez l’un de vos territoires puis un voisin ennemi, ou terminez le combat.",
        )
        .into(),
        Phase::Occupy { .. } => tr(
            lang,
            "Territory taken! Choose how many armies move in.",
            "Territoire conquis ! Choisissez combien de régiments entrent.",
        )
        .into(),
        Phase::Fortify => tr(
            lang,
            "Fortify — move armies once between two of your bordering territories, or end the turn.",
            "Manœuvre : déplacez des régiments une fois entre deux de vos territoires voisins, ou finissez le tour.",
        )
        .into(),
        Phase::Finished { .. } => tr(lang, "The game is over.", "La partie est terminée.").into(),
    }
}

/// What each side lost in a battle, a side that lost nothing said so in words: "the
/// attacker loses 2 armies, the defender none", "l'attaquant ne perd rien, le défenseur perd
/// 2 régiments".
fn battle_losses(lang: Lang, attacker: u32, defender: u32) -> String {
    let (a, d) = (armies(lang, attacker), armies(lang, defender));
    match (lang, attacker, defender) {
        (Lang::En, 0, _) => format!("the attacker loses none, the defender {d}"),
        (Lang::En, _, 0) => format!("the attacker loses {a}, the defender none"),
        (Lang::En, _, _) => format!("the attacker loses {a}, the defender {d}"),
        (Lang::Fr, 0, _) => format!("l’attaquant ne perd rien, le défenseur perd {d}"),
        (Lang::Fr, _, 0) => format!("l’attaquant perd {a}, le défenseur ne perd rien"),
        (Lang::Fr, _, _) => format!("l’attaquant perd {a}, le défenseur {d}"),
    }
}

/// A sentence for the log, or `None` for events not worth a line.
pub fn log_line(
    lang: Lang,
    event: &Event,
    board: &Board,
    name: &dyn Fn(u8) -> String,
) -> Option<String> {
    let place = |t: &crate::board::TerritoryId| board.territory(*t).name.the(lang).to_owned();
    let bare = |t: &crate::board::TerritoryId| board.territory(*t).name.get(lang).to_owned();
    // A force named inside the sentence ("eliminates the neutral army").
    let object = |force: u8| in_sentence(lang, name(force));
    Some(match (lang, event) {
        (
            _,
            Event::TurnStarted {
                force,
                round,
                from_territories,
                from_continents,
            },
        ) => {
            let n = from_territories + from_continents;
            let who = name(force.0);
            match lang {
                Lang::En => format!(
                    "Round {round}: {who}'s turn, {}.",
                    count(lang, n, ("new army", "new armies"), ("", ""))
                ),
                Lang::Fr => format!(
                    "Tour {round}\u{202f}: à {who} de jouer, {}.",
                    count(lang, n, ("", ""), ("renfort", "renforts"))
                ),
            }
        }
        (
            Lang::En,
            Event::CardsTraded {
                force, armies: n, ..
            },
        ) => {
            format!("{} traded a set for {}.", name(force.0), armies(lang, *n))
        }
        (
            Lang::Fr,
            Event::CardsTraded {
                force, armies: n, ..
            },
        ) => {
            format!(
                "{} échange une série contre {}.",
                name(force.0),
                armies(lang, *n)
            )
        }
        (
            Lang::En,
            Event::Conquered {
                force, territory, ..
            },
        ) => {
            format!("{} takes {}.", name(force.0), place(territory))
        }
        (
            Lang::Fr,
            Event::Conquered {
                force, territory, ..
            },
        ) => {
            format!("{} conquiert {}.", name(force.0), place(territory))
        }
        (
            Lang::En,
            Event::Battle {
                from,
                to,
                attacker_losses,
                defender_losses,
                ..
            },
        ) => {
            format!(
                "Battle for {} from {}: {}.",
                place(to),
                place(from),
                battle_losses(lang, *attacker_losses, *defender_losses)
            )
        }
        (
            Lang::Fr,
            Event::Battle {
                from,
                to,
                attacker_losses,
                defender_losses,
                ..
            },
        ) => {
            format!(
                "Bataille pour {} depuis {}\u{202f}: {}.",
                place(to),
                place(from),
                battle_losses(lang, *attacker_losses, *defender_losses)
            )
        }
        (Lang::En, Event::Eliminated { force, by, .. }) => {
            format!("{} eliminates {}.", name(by.0), object(force.0))
        }
        (Lang::Fr, Event::Eliminated { force, by, .. }) => {
            format!("{} élimine {}.", name(by.0), object(force.0))
        }
        (
            Lang::En,
            Event::Fortified {
                from,
                to,
                armies: n,
            },
        ) => {
            format!(
                "{} {} from {} to {}.",
                armies(lang, *n),
                if *n == 1 { "moves" } else { "move" },
                place(from),
                place(to)
            )
        }
        (
            Lang::Fr,
            Event::Fortified {
                from,
                to,
                armies: n,
            },
        ) => {
            let (from, to) = (&board.territory(*from).name, &board.territory(*to).name);
            format!(
                "{} {} {} {}.",
                armies(lang, *n),
                if *n == 1 { "va" } else { "vont" },
                from.of(lang),
                to.at(lang)
            )
        }
        (Lang::En, Event::ArmiesLost { force, armies: n }) => format!(
            "{} loses {}: no room for them (12 a territory at most).",
            name(force.0),
            armies(lang, *n)
        ),
        (Lang::Fr, Event::ArmiesLost { force, armies: n }) => format!(
            "{} perd {} : pas de place (12 par territoire au plus).",
            name(force.0),
            armies(lang, *n)
        ),
        (Lang::En, Event::Rerolled { value, card, .. }) => {
            let shown = card.territory().map_or_else(String::new, |t| bare(&t));
            format!("A die is re-rolled with the {shown} card: {value}.")
        }
        (Lang::Fr, Event::Rerolled { value, card, .. }) => {
            let shown = card.territory().map_or_else(String::new, |t| bare(&t));
            format!("Un dé est relancé avec la carte {shown} : {value}.")
        }
        (Lang::En, Event::Commanded { .. }) => "The Commander turns a die to 6.".to_owned(),
        (Lang::Fr, Event::Commanded { .. }) => "Le Commandant change un dé en 6.".to_owned(),
        (Lang::En, Event::HeadquartersChosen { force }) => {
            format!("{} has chosen a headquarters, in secret.", name(force.0))
        }
        (Lang::Fr, Event::HeadquartersChosen { force }) => {
            format!(
                "{} a choisi son quartier général, en secret.",
                name(force.0)
            )
        }
        (Lang::En, Event::CapitalChosen { force }) => {
            format!("{} has chosen a capital, in secret.", name(force.0))
        }
        (Lang::Fr, Event::CapitalChosen { force }) => {
            format!("{} a choisi sa capitale, en secret.", name(force.0))
        }
        (
            _,
            Event::CapitalTaken {
                territory,
                of,
                by,
                territories,
                ..
            },
        ) => {
            let (by, of) = (name(by.0), name(of.0));
            capital_taken_line(lang, &by, &place(territory), &of, *territories)
        }
        (_, Event::HeadquartersRevealed { headquarters }) => {
            let list: Vec<String> = headquarters
                .iter()
                .map(|(force, t)| match lang {
                    Lang::En => format!("{}: {}", name(force.0), place(t)),
                    Lang::Fr => format!("{} : {}", name(force.0), place(t)),
                })
                .collect();
            let head = tr(
                lang,
                "Headquarters revealed:",
                "Quartiers généraux révélés :",
            );
            format!("{head} {}.", list.join(", "))
        }
        (Lang::En, Event::HeadquartersCaptured { territory, of, by }) => format!(
            "{} captures {}'s headquarters, {}.",
            name(by.0),
            name(of.0),
            place(territory)
        ),
        (Lang::Fr, Event::HeadquartersCaptured { territory, of, by }) => format!(
            "{} prend le quartier général {}, {}.",
            name(by.0),
            de(&name(of.0)),
            place(territory)
        ),
        (
            Lang::En,
            Event::ObjectiveClaimed {
                force,
                mission,
                claimed,
            },
        ) => format!(
            "{} claims an objective ({claimed}/{OBJECTIVES_EACH}): {}",
            name(force.0),
            after_colon(lang, mission, board)
        ),
        (
            Lang::Fr,
            Event::ObjectiveClaimed {
                force,
                mission,
                claimed,
            },
        ) => format!(
            "{} annonce un objectif atteint ({claimed}/{OBJECTIVES_EACH}) : {}",
            name(force.0),
            after_colon(lang, mission, board)
        ),
        (Lang::En, Event::ObjectiveRevealed { force, mission }) => format!(
            "{}'s last objective is revealed: {}",
            name(force.0),
            after_colon(lang, mission, board)
        ),
        (Lang::Fr, Event::ObjectiveRevealed { force, mission }) => format!(
            "Le dernier objectif {} est révélé : {}",
            de(&name(force.0)),
            after_colon(lang, mission, board)
        ),
        (Lang::En, Event::Influenced { force, by }) => {
            format!(
                "{} gives {} a card, face down.",
                name(by.0),
                object(force.0)
            )
        }
        (Lang::Fr, Event::Influenced { force, by }) => format!(
            "{} donne une carte à {}, face cachée.",
            name(by.0),
            object(force.0)
        ),
        (Lang::En, Event::StatusChanged { force, ally_of }) => match ally_of {
            Some(p) => format!("{} is now {}'s ally.", name(force.0), name(p.0)),
            None => format!("{} is now neutral.", name(force.0)),
        },
        (Lang::Fr, Event::StatusChanged { force, ally_of }) => match ally_of {
            Some(p) => format!(
                "{} est maintenant l’allié {}.",
                name(force.0),
                de(&name(p.0))
            ),
            None => format!("{} est maintenant neutre.", name(force.0)),
        },
        (Lang::En, Event::StatusRolled { force, die }) => {
            let effect = if *die <= 4 {
                "it turns away"
            } else {
                "it keeps its side"
            };
            format!("Status die for {}: {die}, {effect}.", object(force.0))
        }
        (Lang::Fr, Event::StatusRolled { force, die }) => {
            let effect = if *die <= 4 {
                "il s’éloigne"
            } else {
                "il garde son camp"
            };
            format!("Dé de statut pour {} : {die}, {effect}.", object(force.0))
        }
        (Lang::En, Event::AllyReinforced { force, armies: n }) => {
            format!("{} receives {} (one die).", name(force.0), armies(lang, *n))
        }
        (Lang::Fr, Event::AllyReinforced { force, armies: n }) => {
            format!("{} reçoit {} (un dé).", name(force.0), armies(lang, *n))
        }
        (Lang::En, Event::NeutralReinforced { force, armies: n }) => format!(
            "{} receives {} (half of the reinforcements), to be placed by the other player.",
            subject(lang, name(force.0)),
            armies(lang, *n)
        ),
        (Lang::Fr, Event::NeutralReinforced { force, armies: n }) => format!(
            "{} reçoit {} (la moitié des renforts), à placer par l’autre joueur.",
            subject(lang, name(force.0)),
            armies(lang, *n)
        ),
        (Lang::En, Event::CardDrawn { force, .. }) => format!("{} draws a card.", name(force.0)),
        (Lang::Fr, Event::CardDrawn { force, .. }) => {
            format!("{} pioche une carte.", name(force.0))
        }
        (Lang::En, Event::TeamHandPassed { from, to, cards }) => format!(
            "{} passes the team's {} to {}.",
            name(from.0),
            count(lang, *cards, ("card", "cards"), ("", "")),
            name(to.0)
        ),
        (Lang::Fr, Event::TeamHandPassed { from, to, cards }) => format!(
            "{} passe {} de l’équipe à {}.",
            name(from.0),
            count(lang, *cards, ("", ""), ("carte", "cartes")),
            name(to.0)
        ),
        (Lang::En, Event::Won { force }) => format!("{} wins the game!", name(force.0)),
        (Lang::Fr, Event::Won { force }) => format!("{} gagne la partie !", name(force.0)),
        _ => return super::empire_phrases::empire_line(lang, event, board, name),
    })
}

/// 004 "Capitales": a capital taken, and what passes with it to the taker.
fn capital_taken_line(lang: Lang, by: &str, capital: &str, of: &str, others: u32) -> String {
    match (lang, others) {
        (Lang::En, 0) => {
            format!("{by} takes {capital}, the capital of {of}: their cards pass to {by}.")
        }
        (Lang::En, 1) => format!(
            "{by} takes {capital}, the capital of {of}: their other territory becomes {by}'s, with one army, and their cards pass to {by}."
        ),
        (Lang::En, n) => format!(
            "{by} takes {capital}, the capital of {of}: their {n} other territories become {by}'s, one army on each, and their cards pass to {by}."
        ),
        (Lang::Fr, 0) => format!(
            "{by} prend {capital}, la capitale {}\u{202f}: ses cartes passent à {by}.",
            de(of)
        ),
        (Lang::Fr, 1) => format!(
            "{by} prend {capital}, la capitale {}\u{202f}: son autre territoire passe à {by}, avec un régiment, et ses cartes aussi.",
            de(of)
        ),
        (Lang::Fr, n) => format!(
            "{by} prend {capital}, la capitale {}\u{202f}: ses {n} autres territoires passent à {by}, un régiment sur chacun, et ses cartes aussi.",
            de(of)
        ),
    }
}
