//! The turn banner's sentence: whose step it is and what to do, what a bot is doing while it
//! plays, and during setup how many starting armies each player still has to place.

use super::banner_message::Seats;
use super::reads::seat_name;
use crate::engine::allied::AllyStep;
use crate::engine::board::TerritoryId;
use crate::engine::i18n::Lang;
use crate::engine::rules::Fortify;
use crate::engine::state::{ForceId, GameState, Phase};
use crate::ui::phrases::phase_banner;
use crate::ui::store::GameStore;
use crate::ui::words::{W, word};

/// What a bot is doing in this phase, after its name ("Bruno (bot) is attacking…").
fn bot_doing(lang: Lang, phase: Phase) -> &'static str {
    match phase {
        Phase::Claim => word(lang, W::IS_CLAIMING_A_TERRITORY),
        Phase::PlaceStartingArmies => word(lang, W::IS_PLACING_A_STARTING_ARMY),
        Phase::ChooseHeadquarters => word(lang, W::IS_CHOOSING_IN_SECRET),
        Phase::Reinforce => word(lang, W::IS_PLACING_REINFORCEMENTS),
        Phase::Attack | Phase::Rolled => word(lang, W::IS_ATTACKING),
        Phase::Occupy { .. } => word(lang, W::IS_MOVING_IN),
        Phase::Fortify => word(lang, W::IS_MOVING_ARMIES),
        Phase::Finished { .. } => word(lang, W::HAS_FINISHED),
    }
}

/// "Still to place: Anna 12, Bruno 13." during setup, or nothing.
fn still_to_place(name: &dyn Fn(u8) -> String, lang: Lang, s: &GameState) -> Option<String> {
    if !matches!(s.phase, Phase::Claim | Phase::PlaceStartingArmies) {
        return None;
    }
    let left: Vec<String> = (0..s.forces.len())
        .map(|i| ForceId(i as u8))
        .filter(|&f| s.force(f).setup_armies > 0)
        .map(|f| format!("{} {}", name(f.0), s.force(f).setup_armies))
        .collect();
    (!left.is_empty()).then(|| format!("{} {}.", word(lang, W::STILL_TO_PLACE), left.join(", ")))
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
    let name = |seat: u8| seat_name(store, lang, seat);
    let is_bot = |seat: ForceId| store.is_bot(seat);
    let seats = Seats {
        is_bot: &is_bot,
        remote: store.is_remote(),
    };
    banner_text(&name, &seats, lang, s, bot, chosen)
}

/// The banner's words, each force named by `name`.
pub(super) fn banner_text(
    name: &dyn Fn(u8) -> String,
    seats: &Seats,
    lang: Lang,
    s: &GameState,
    bot: bool,
    chosen: (Option<TerritoryId>, Option<TerritoryId>),
) -> String {
    let who = name(s.deciding_seat().0);
    let setup = still_to_place(name, lang, s);
    // Issue 38: a person playing on another device (a phone, or the host seen from a phone).
    if bot && !(seats.is_bot)(s.deciding_seat()) {
        let line = match (lang, seats.remote) {
            (Lang::En, false) => format!("{who} is playing on their phone…"),
            (Lang::Fr, false) => format!("{who} joue sur son téléphone…"),
            (Lang::En, true) => format!("{who} is playing…"),
            (Lang::Fr, true) => format!("{who} joue…"),
        };
        return line;
    }
    if bot {
        let doing = if s.allied_counter() {
            word(lang, W::IS_PLAYING_THE_ALLY)
        } else {
            bot_doing(lang, s.phase)
        };
        let robot = word(lang, W::BOT);
        let line = format!("{who} ({robot}) {doing}");
        return match setup {
            Some(setup) => format!("{line} {setup}"),
            None => line,
        };
    }
    // The step's own words hold a colon ("Renforts : encore 4…"), so French names the player
    // with a dash, never a second colon ("Ada — Renforts : …", not "Ada : Renforts : …"); the
    // English steps take a dash instead ("Ada: Reinforce — 4 armies left…").
    let after_name = word(lang, W::TEXT_2);
    let step = chosen_text(lang, s, chosen).unwrap_or_else(|| step_text(name, lang, s));
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
        (Phase::Attack, Some(_), Some(_)) => {
            Some(word(lang, W::CHOOSE_YOUR_DICE_THEN_ROLL_OR).to_owned())
        }
        (Phase::Attack, Some(f), None) => Some(match lang {
            // After "Ada: ", a dash, not a second colon.
            Lang::En => format!(
                "Attack from {} — tap the enemy neighbour to attack.",
                name(f)
            ),
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
fn ally_step_text(name: &dyn Fn(u8) -> String, lang: Lang, s: &GameState) -> Option<String> {
    let active = name(s.turn.current.0);
    let step = s.turn.ally_step?;
    s.standing_ally()?;
    let armies = crate::ui::phrases::armies(lang, s.turn.reserve);
    Some(match (step, s.phase, lang) {
        (AllyStep::Counter, Phase::Reinforce, Lang::En) => {
            format!("The ally's turn — place {armies} for the ally on its territories.")
        }
        (AllyStep::Counter, Phase::Reinforce, Lang::Fr) => {
            format!("Au tour de l’allié\u{202f}: placez {armies} pour l’allié sur ses territoires.")
        }
        (AllyStep::Counter, _, Lang::En) => format!(
            "The ally's turn — attack {active} with the ally's armies if you wish, then end the ally's turn."
        ),
        (AllyStep::Counter, _, Lang::Fr) => format!(
            "Au tour de l’allié\u{202f}: attaquez {active} avec les régiments de l’allié si vous le voulez, puis finissez le tour de l’allié."
        ),
        (AllyStep::Opening, Phase::Attack, _) => {
            word(lang, W::ATTACK_TAP_ONE_OF_YOUR_TERRITORIES).to_owned()
        }
        (AllyStep::Resumed, Phase::Attack, _) => {
            word(lang, W::YOUR_INITIATIVE_AGAIN_ATTACK_WITH_YOUR).to_owned()
        }
        _ => return None,
    })
}

/// What the player deciding now is to do.
fn step_text(name: &dyn Fn(u8) -> String, lang: Lang, s: &GameState) -> String {
    let must = s.must_trade_before_placing();
    let armies = s.turn.reserve;
    if s.phase == Phase::PlaceStartingArmies && s.starting_army_force() != s.turn.current {
        // 001 RISK for 2 players setup 3, 000 2 joueurs: the extra forces' armies.
        let whose = name(s.starting_army_force().0);
        match lang {
            Lang::En => format!(
                "Place one army for {whose} on one of its territories, to block your opponent."
            ),
            Lang::Fr => format!(
                "Placez un régiment pour {whose} sur l’un de ses territoires, pour bloquer votre adversaire."
            ),
        }
    } else if let Some(step) = ally_step_text(name, lang, s) {
        step
    } else if s.moves_done() {
        word(lang, W::YOUR_MOVE_IS_MADE_END_THE).to_owned()
    } else if s.phase == Phase::Fortify && s.rules.fortify == Fortify::ManyConnectedMoves {
        // 001 experts "Fortifying your position".
        word(lang, W::FORTIFY_MOVE_ARMIES_ALONG_A_PATH).to_owned()
    } else if s.phase == Phase::ChooseHeadquarters && s.plays_secret_capitals() {
        // 004 variante c "Mise en place".
        word(lang, W::CHOOSE_YOUR_CAPITAL_IN_SECRET_TAP).to_owned()
    } else if s.deciding_seat() != s.turn.current {
        // 004 "Les Renforts de l'armée neutre", placed by the other player.
        let neutral = name(s.placing_force().0);
        let active = name(s.turn.current.0);
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
        let ally = name(s.placing_force().0);
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
        word(lang, W::FORTIFY_MOVE_ARMIES_ONCE_ALONG_A).to_owned()
    } else if s.plays_teams() && s.phase == Phase::Fortify {
        word(lang, W::MOVE_ARMIES_ONCE_THROUGH_YOUR_TEAM).to_owned()
    } else if s.may_trade_captured_cards() {
        // 002 "Fin d'un combattant": captured cards may be traded at once.
        word(lang, W::YOU_TOOK_THEIR_CARDS_YOU_MAY).to_owned()
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
