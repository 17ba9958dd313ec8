//! The game screen's words in English and French: controls, phase banners and the log's
//! sentences.

use super::mission_text::mission_text;
use crate::action::Event;
use crate::board::Board;
use crate::cards::Card;
use crate::i18n::Lang;
use crate::objectives::OBJECTIVES_EACH;
use crate::state::{Colour, ForceKind, Phase};

/// Picks the English or the French text.
pub fn tr(lang: Lang, en: &'static str, fr: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

pub use super::numbers::{decimal, labelled, percent, quantity, signed};

/// A count with its noun agreeing with it: English is singular only for 1 ("0 cards",
/// "1 card"), French for 0 and 1 ("0 carte", "1 carte", "2 cartes").
pub fn count(lang: Lang, n: u32, en: (&str, &str), fr: (&str, &str)) -> String {
    let (one, many) = match lang {
        Lang::En => en,
        Lang::Fr => fr,
    };
    let plural = match lang {
        Lang::En => n != 1,
        Lang::Fr => n > 1,
    };
    format!("{n} {}", if plural { many } else { one })
}

/// The armies word of each language: "army"/"armies", "régiment"/"régiments".
pub fn armies(lang: Lang, n: u32) -> String {
    count(lang, n, ("army", "armies"), ("régiment", "régiments"))
}

/// The armies word alone, agreeing with `n` (after a number the player types).
pub fn armies_word(lang: Lang, n: u32) -> &'static str {
    match (lang, n) {
        (Lang::En, 1) => "army",
        (Lang::En, _) => "armies",
        (Lang::Fr, 0 | 1) => "régiment",
        (Lang::Fr, _) => "régiments",
    }
}

/// A card's name: the territory it shows, or a star for a joker.
pub fn card_name(lang: Lang, card: Card, board: &Board) -> String {
    match card {
        Card::Territory(t) => board.territory(t).name.get(lang).to_owned(),
        Card::Joker(_) => "★".to_owned(),
    }
}

/// The name of a force that is not a player: the neutral army, an independent (numbered), the
/// 002 ally; `number` counts the forces of its kind from 1.
pub fn extra_force_name(lang: Lang, kind: ForceKind, number: usize) -> String {
    match kind {
        ForceKind::Independent => format!("{} {number}", tr(lang, "Independent", "Indépendant")),
        ForceKind::Allied => tr(lang, "The ally", "L'allié").to_owned(),
        _ => tr(lang, "Neutral", "Neutre").to_owned(),
    }
}

/// A colour's name.
pub fn colour_name(lang: Lang, colour: Colour) -> &'static str {
    match colour {
        Colour::Red => tr(lang, "red", "rouge"),
        Colour::Blue => tr(lang, "blue", "bleu"),
        Colour::Yellow => tr(lang, "yellow", "jaune"),
        Colour::Green => tr(lang, "green", "vert"),
        Colour::Black => tr(lang, "black", "noir"),
        Colour::Pink => tr(lang, "pink", "rose"),
    }
}

/// What the player can do now, for the phase banner.
pub fn phase_banner(lang: Lang, phase: Phase, reserve: u32, must_trade: bool) -> String {
    match phase {
        Phase::Claim => tr(lang, "Claim an empty territory.", "Revendiquez un territoire vide.").into(),
        Phase::PlaceStartingArmies => tr(
            lang,
            "Place one starting army on a territory of yours.",
            "Placez un régiment de départ sur l'un de vos territoires.",
        )
        .into(),
        Phase::ChooseHeadquarters => tr(
            lang,
            "Choose your headquarters in secret: tap one of your territories, then confirm.",
            "Choisissez en secret votre quartier général : touchez l'un de vos territoires, puis confirmez.",
        )
        .into(),
        Phase::Rolled => tr(
            lang,
            "Dice rolled: re-roll one with a card, call the Commander, or decide the battle.",
            "Dés lancés : relancez-en un avec une carte, faites appel au Commandant, ou concluez la bataille.",
        )
        .into(),
        Phase::Reinforce if must_trade => tr(
            lang,
            "You hold 5 cards or more: trade a set first.",
            "Vous avez 5 cartes ou plus : échangez d'abord une série.",
        )
        .into(),
        Phase::Reinforce => match lang {
            Lang::En => format!(
                "Reinforce: {} left to place. Tap your territories.",
                armies(lang, reserve)
            ),
            Lang::Fr => format!(
                "Renforts : encore {} à placer. Touchez vos territoires.",
                armies(lang, reserve)
            ),
        },
        Phase::Attack => tr(
            lang,
            "Attack: tap one of your territories, then an enemy neighbour. Or end the attack.",
            "Combat : touchez l'un de vos territoires puis un voisin ennemi. Ou terminez le combat.",
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
            "Fortify: move armies once between two of your bordering territories, or end the turn.",
            "Manœuvre : déplacez des régiments une fois entre deux de vos territoires voisins, ou finissez le tour.",
        )
        .into(),
        Phase::Finished { .. } => tr(lang, "The game is over.", "La partie est terminée.").into(),
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
    Some(match (lang, event) {
        (
            Lang::En,
            Event::TurnStarted {
                force,
                round,
                from_territories,
                from_continents,
            },
        ) => {
            format!(
                "Round {round}: {}'s turn, {} new armies.",
                name(force.0),
                from_territories + from_continents
            )
        }
        (
            Lang::Fr,
            Event::TurnStarted {
                force,
                round,
                from_territories,
                from_continents,
            },
        ) => {
            format!(
                "Tour {round} : à {} de jouer, {} renforts.",
                name(force.0),
                from_territories + from_continents
            )
        }
        (Lang::En, Event::CardsTraded { force, armies, .. }) => {
            format!("{} traded a set for {armies} armies.", name(force.0))
        }
        (Lang::Fr, Event::CardsTraded { force, armies, .. }) => {
            format!(
                "{} échange une série contre {armies} régiments.",
                name(force.0)
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
                "Battle for {} from {}: the attacker loses {}, the defender {}.",
                place(to),
                place(from),
                armies(lang, *attacker_losses),
                armies(lang, *defender_losses)
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
                "Bataille pour {} depuis {}\u{202f}: l'attaquant perd {}, le défenseur {}.",
                place(to),
                place(from),
                armies(lang, *attacker_losses),
                armies(lang, *defender_losses)
            )
        }
        (Lang::En, Event::Eliminated { force, by, .. }) => {
            format!("{} eliminates {}.", name(by.0), name(force.0))
        }
        (Lang::Fr, Event::Eliminated { force, by, .. }) => {
            format!("{} élimine {}.", name(by.0), name(force.0))
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
            Lang::En,
            Event::CapitalTaken {
                territory,
                of,
                by,
                territories,
                ..
            },
        ) => format!(
            "{} takes {}, the capital of {}: their {territories} other territories become {}'s, one army on each, and their cards pass to {}.",
            name(by.0),
            place(territory),
            name(of.0),
            name(by.0),
            name(by.0)
        ),
        (
            Lang::Fr,
            Event::CapitalTaken {
                territory,
                of,
                by,
                territories,
                ..
            },
        ) => format!(
            "{} prend {}, la capitale de {} : ses {territories} autres territoires passent à {}, un régiment sur chacun, et ses cartes aussi.",
            name(by.0),
            place(territory),
            name(of.0),
            name(by.0)
        ),
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
            "{} prend le quartier général de {}, {}.",
            name(by.0),
            name(of.0),
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
            mission_text(lang, mission, board)
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
            mission_text(lang, mission, board)
        ),
        (Lang::En, Event::ObjectiveRevealed { force, mission }) => format!(
            "{}'s last objective is revealed: {}",
            name(force.0),
            mission_text(lang, mission, board)
        ),
        (Lang::Fr, Event::ObjectiveRevealed { force, mission }) => format!(
            "Le dernier objectif de {} est révélé : {}",
            name(force.0),
            mission_text(lang, mission, board)
        ),
        (Lang::En, Event::Influenced { force, by }) => {
            format!("{} gives {} a card, face down.", name(by.0), name(force.0))
        }
        (Lang::Fr, Event::Influenced { force, by }) => format!(
            "{} donne une carte à {}, face cachée.",
            name(by.0),
            name(force.0)
        ),
        (Lang::En, Event::StatusChanged { force, ally_of }) => match ally_of {
            Some(p) => format!("{} is now {}'s ally.", name(force.0), name(p.0)),
            None => format!("{} is now neutral.", name(force.0)),
        },
        (Lang::Fr, Event::StatusChanged { force, ally_of }) => match ally_of {
            Some(p) => format!("{} est maintenant l'allié de {}.", name(force.0), name(p.0)),
            None => format!("{} est maintenant neutre.", name(force.0)),
        },
        (Lang::En, Event::StatusRolled { force, die }) => {
            let effect = if *die <= 4 {
                "it turns away"
            } else {
                "it keeps its side"
            };
            format!("Status die for {}: {die}, {effect}.", name(force.0))
        }
        (Lang::Fr, Event::StatusRolled { force, die }) => {
            let effect = if *die <= 4 {
                "il s'éloigne"
            } else {
                "il garde son camp"
            };
            format!("Dé de statut pour {} : {die}, {effect}.", name(force.0))
        }
        (Lang::En, Event::AllyReinforced { force, armies }) => {
            format!("{} receives {armies} armies (one die).", name(force.0))
        }
        (Lang::Fr, Event::AllyReinforced { force, armies }) => {
            format!("{} reçoit {armies} régiments (un dé).", name(force.0))
        }
        (Lang::En, Event::NeutralReinforced { force, armies }) => format!(
            "{} receives {armies} armies (half of the reinforcements), placed by the other player.",
            name(force.0)
        ),
        (Lang::Fr, Event::NeutralReinforced { force, armies }) => format!(
            "{} reçoit {armies} régiments (la moitié des renforts), placés par l'autre joueur.",
            name(force.0)
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
            "{} passe {} de l'équipe à {}.",
            name(from.0),
            count(lang, *cards, ("", ""), ("carte", "cartes")),
            name(to.0)
        ),
        (Lang::En, Event::Won { force }) => format!("{} wins the game!", name(force.0)),
        (Lang::Fr, Event::Won { force }) => format!("{} gagne la partie !", name(force.0)),
        _ => return super::empire_phrases::empire_line(lang, event, board, name),
    })
}
