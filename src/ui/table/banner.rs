//! The turn banner's sentence: whose step it is and what to do, what a bot is doing while it
//! plays, and during setup how many starting armies each player still has to place.

use super::reads::seat_name;
use crate::engine::allied::AllyStep;
use crate::engine::board::TerritoryId;
use crate::engine::i18n::Lang;
use crate::engine::rules::Fortify;
use crate::engine::state::{ForceId, GameState, Phase};
use crate::ui::phrases::{phase_banner, tr};
use crate::ui::store::GameStore;

/// What a bot is doing in this phase, after its name ("Bruno (bot) is attacking…").
fn bot_doing(lang: Lang, phase: Phase) -> &'static str {
    match phase {
        Phase::Claim => tr(
            lang,
            "is claiming a territory…",
            "revendique un territoire…",
        ),
        Phase::PlaceStartingArmies => tr(
            lang,
            "is placing a starting army…",
            "place un régiment de départ…",
        ),
        Phase::ChooseHeadquarters => tr(lang, "is choosing in secret…", "choisit en secret…"),
        Phase::Reinforce => tr(lang, "is placing reinforcements…", "place ses renforts…"),
        Phase::Attack | Phase::Rolled => tr(lang, "is attacking…", "attaque…"),
        Phase::Occupy { .. } => tr(lang, "is moving in…", "entre dans le territoire conquis…"),
        Phase::Fortify => tr(lang, "is moving armies…", "déplace ses régiments…"),
        Phase::Finished { .. } => tr(lang, "has finished.", "a fini."),
    }
}

/// "Still to place: Anna 12, Bruno 13." during setup, or nothing.
fn still_to_place(store: GameStore, lang: Lang, s: &GameState) -> Option<String> {
    if !matches!(s.phase, Phase::Claim | Phase::PlaceStartingArmies) {
        return None;
    }
    let left: Vec<String> = (0..s.forces.len())
        .map(|i| ForceId(i as u8))
        .filter(|&f| s.force(f).setup_armies > 0)
        .map(|f| {
            format!(
                "{} {}",
                seat_name(store, lang, f.0),
                s.force(f).setup_armies
            )
        })
        .collect();
    (!left.is_empty()).then(|| {
        format!(
            "{} {}.",
            tr(lang, "Still to place:", "Reste à placer\u{202f}:"),
            left.join(", ")
        )
    })
}

/// The banner for the player (or bot) deciding now; `chosen` is the attack or move the player
/// has chosen on the map so far (its source, and its target once tapped).
pub fn banner(
    store: GameStore,
    lang: Lang,
    s: &GameState,
    bot: bool,
    chosen: (Option<TerritoryId>, Option<TerritoryId>),
) -> String {
    let who = seat_name(store, lang, s.deciding_seat().0);
    let setup = still_to_place(store, lang, s);
    // Issue 38: a person playing on another device (a phone, or the host seen from a phone).
    if bot && !store.is_bot(s.deciding_seat()) {
        let line = match (lang, store.is_remote()) {
            (Lang::En, false) => format!("{who} is playing on their phone…"),
            (Lang::Fr, false) => format!("{who} joue sur son téléphone…"),
            (Lang::En, true) => format!("{who} is playing…"),
            (Lang::Fr, true) => format!("{who} joue…"),
        };
        return line;
    }
    if bot {
        let doing = if s.allied_counter() {
            tr(lang, "is playing the ally…", "joue l’allié…")
        } else {
            bot_doing(lang, s.phase)
        };
        let robot = tr(lang, "bot", "robot");
        let line = format!("{who} ({robot}) {doing}");
        return match setup {
            Some(setup) => format!("{line} {setup}"),
            None => line,
        };
    }
    // The step's own words hold a colon ("Renforts : encore 4…"), so French names the player
    // with a dash, never a second colon ("Ada — Renforts : …", not "Ada : Renforts : …"); the
    // English steps take a dash instead ("Ada: Reinforce — 4 armies left…").
    let after_name = tr(lang, ": ", "\u{a0}— ");
    let step = chosen_text(lang, s, chosen).unwrap_or_else(|| step_text(store, lang, s));
    let line = format!("{who}{after_name}{step}");
    match setup {
        Some(setup) => format!("{line} {setup}"),
        None => line,
    }
}

/// The next step of an attack or a move chosen on the map: a target to tap, or the dice to
/// roll.
fn chosen_text(
    lang: Lang,
    s: &GameState,
    (from, to): (Option<TerritoryId>, Option<TerritoryId>),
) -> Option<String> {
    let name = |t: TerritoryId| s.board().territory(t).name.get(lang).to_owned();
    match (s.phase, from, to) {
        (Phase::Attack, Some(_), Some(_)) => Some(
            tr(
                lang,
                "Choose your dice, then roll or blitz; or retreat.",
                "Choisissez vos dés, puis lancez ou faites un blitz\u{202f}; ou battez en retraite.",
            )
            .to_owned(),
        ),
        (Phase::Attack, Some(f), None) => Some(match lang {
            // After "Ada: ", a dash, not a second colon.
            Lang::En => format!("Attack from {} — tap the enemy neighbour to attack.", name(f)),
            Lang::Fr => format!(
                "Attaque depuis {}\u{202f}: touchez le voisin ennemi à attaquer.",
                s.board().territory(f).name.the(lang)
            ),
        }),
        (Phase::Fortify, Some(f), None) if !s.moves_done() => Some(match lang {
            Lang::En => format!("Move from {} — tap where the armies go.", name(f)),
            Lang::Fr => format!(
                "Manœuvre depuis {}\u{202f}: touchez la destination des régiments.",
                s.board().territory(f).name.the(lang)
            ),
        }),
        _ => None,
    }
}

/// 002 with the allied force: what each of the turn's three times asks (RULINGS R9).
fn ally_step_text(store: GameStore, lang: Lang, s: &GameState) -> Option<String> {
    let active = seat_name(store, lang, s.turn.current.0);
    let step = s.turn.ally_step?;
    s.standing_ally()?;
    let armies = crate::ui::phrases::armies(lang, s.turn.reserve);
    Some(match (step, s.phase, lang) {
        (AllyStep::Counter, Phase::Reinforce, Lang::En) => {
            format!("the ally's turn — place {armies} for the ally on its territories.")
        }
        (AllyStep::Counter, Phase::Reinforce, Lang::Fr) => {
            format!("Au tour de l’allié\u{202f}: placez {armies} pour l’allié sur ses territoires.")
        }
        (AllyStep::Counter, _, Lang::En) => format!(
            "the ally's turn — attack {active} with the ally's armies if you wish, then end the ally's turn."
        ),
        (AllyStep::Counter, _, Lang::Fr) => format!(
            "Au tour de l’allié\u{202f}: attaquez {active} avec les régiments de l’allié si vous le voulez, puis finissez le tour de l’allié."
        ),
        (AllyStep::Opening, Phase::Attack, _) => tr(
            lang,
            "Attack — tap one of your territories, then a neighbour of your opponent's or the ally's. Ending the attack hands the ally to your opponent.",
            "Combat\u{202f}: touchez l’un de vos territoires puis un voisin adverse ou allié. Terminer le combat passe l’allié à votre adversaire.",
        )
        .to_owned(),
        (AllyStep::Resumed, Phase::Attack, _) => tr(
            lang,
            "Your initiative again: attack with your own armies, or end the attack.",
            "Vous reprenez l’initiative\u{202f}: attaquez avec vos propres régiments, ou terminez le combat.",
        )
        .to_owned(),
        _ => return None,
    })
}

/// What the player deciding now is to do.
fn step_text(store: GameStore, lang: Lang, s: &GameState) -> String {
    let must = s.must_trade_before_placing();
    let armies = s.turn.reserve;
    if s.phase == Phase::PlaceStartingArmies && s.starting_army_force() != s.turn.current {
        // 001 RISK for 2 players setup 3, 000 2 joueurs: the extra forces' armies.
        let whose = seat_name(store, lang, s.starting_army_force().0);
        match lang {
            Lang::En => format!(
                "Place one army for {whose} on one of its territories, to block your opponent."
            ),
            Lang::Fr => format!(
                "Placez un régiment pour {whose} sur l’un de ses territoires, pour bloquer votre adversaire."
            ),
        }
    } else if let Some(step) = ally_step_text(store, lang, s) {
        step
    } else if s.moves_done() {
        tr(
            lang,
            "Your move is made: end the turn, or undo the move.",
            "Votre manœuvre est faite : finissez le tour, ou annulez-la.",
        )
        .to_owned()
    } else if s.phase == Phase::Fortify && s.rules.fortify == Fortify::ManyConnectedMoves {
        // 001 experts "Fortifying your position".
        tr(lang, "Fortify — move armies along a path of your own territories, as often as you like; then end the turn.", "Déplacements : faites passer des régiments par vos propres territoires, autant que vous voulez ; puis finissez le tour.").to_owned()
    } else if s.phase == Phase::ChooseHeadquarters && s.plays_secret_capitals() {
        // 004 variante c "Mise en place".
        tr(lang, "Choose your capital in secret — tap one of your territories, then confirm. It stays secret until someone takes it.", "Choisissez votre capitale en secret : touchez l’un de vos territoires, puis confirmez. Elle reste secrète jusqu’à ce qu’on la prenne.").to_owned()
    } else if s.deciding_seat() != s.turn.current {
        // 004 "Les Renforts de l'armée neutre", placed by the other player.
        let neutral = seat_name(store, lang, s.placing_force().0);
        let active = seat_name(store, lang, s.turn.current.0);
        let armies = crate::ui::phrases::armies(lang, armies);
        match lang {
            Lang::En => {
                format!("Place {armies} for {neutral} on its territories, to block {active}.")
            }
            Lang::Fr => {
                format!(
                    "Placez {armies} pour {neutral} sur ses territoires, pour bloquer {active}."
                )
            }
        }
    } else if s.turn.placing_for.is_some() {
        // 000 "Renforts alliés": the ally's die, on its territories.
        let ally = seat_name(store, lang, s.placing_force().0);
        let armies = crate::ui::phrases::armies(lang, armies);
        match lang {
            Lang::En => format!("Place {armies} for your ally {ally} on its territories."),
            Lang::Fr => format!("Placez {armies} pour votre allié {ally} sur ses territoires."),
        }
    } else if s.plays_teams() && s.phase == Phase::Reinforce && !must {
        // 000 "Risk par équipe": a teammate's territories take armies too.
        let armies = crate::ui::phrases::armies(lang, armies);
        match lang {
            Lang::En => format!("Place {armies} on your territories or your teammate's."),
            Lang::Fr => format!("Placez {armies} sur vos territoires ou ceux de votre équipier."),
        }
    } else if s.phase == Phase::Fortify && s.rules.fortify == Fortify::OneConnectedMove {
        // 000 "Manœuvre stratégique", 003 (RULINGS R6).
        tr(lang, "Fortify — move armies once, along a path of your own territories, or end the turn.", "Manœuvre\u{202f}: déplacez des régiments une fois, par un chemin de vos propres territoires, ou finissez le tour.").to_owned()
    } else if s.plays_teams() && s.phase == Phase::Fortify {
        tr(lang, "Move armies once, through your team's territories, into yours or your teammate's; then end the turn.", "Déplacez des régiments une fois, par les territoires de votre équipe, vers les vôtres ou ceux de votre équipier ; puis finissez le tour.").to_owned()
    } else if s.may_trade_captured_cards() {
        // 002 "Fin d'un combattant": captured cards may be traded at once.
        tr(lang, "You took their cards — you may trade a set now, before your next battle.", "Vous avez pris leurs cartes : vous pouvez échanger une série maintenant, avant votre prochain combat.").to_owned()
    } else {
        phase_banner(lang, s.phase, armies, must)
    }
}

/// The words for a territory down to its last army, which can no longer attack.
pub(super) fn exhausted_words(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("{name} has only 1 army left: it can no longer attack."),
        Lang::Fr => {
            format!(
                "{name}\u{202f}: il ne reste qu’un régiment, ce territoire ne peut plus attaquer."
            )
        }
    }
}
