//! The turn banner's sentence: whose step it is and what to do, what a bot is doing while it
//! plays, and during setup how many starting armies each player still has to place.

use super::seat_name;
use crate::engine::action::{Action, RuleError};
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
            tr(lang, "Still to place:", "Reste à placer :"),
            left.join(", ")
        )
    })
}

/// The banner for the player (or bot) deciding now.
pub fn banner(store: GameStore, lang: Lang, s: &GameState, bot: bool) -> String {
    let who = seat_name(store, lang, s.deciding_seat().0);
    let setup = still_to_place(store, lang, s);
    if bot {
        let doing = bot_doing(lang, s.phase);
        let robot = tr(lang, "bot", "robot");
        let line = format!("{who} ({robot}) {doing}");
        return match setup {
            Some(setup) => format!("{line} {setup}"),
            None => line,
        };
    }
    // French typography: a space before the colon.
    let colon = tr(lang, ": ", " : ");
    let line = format!("{who}{colon}{}", step_text(store, lang, s));
    match setup {
        Some(setup) => format!("{line} {setup}"),
        None => line,
    }
}

/// What the player deciding now is to do.
fn step_text(store: GameStore, lang: Lang, s: &GameState) -> String {
    let first = s
        .territories_of(s.turn.current)
        .next()
        .unwrap_or(TerritoryId(0));
    let must = s.check(&Action::Place {
        territory: first,
        armies: 1,
    }) == Err(RuleError::MustTradeCards);
    let armies = s.turn.reserve;
    if s.phase == Phase::PlaceStartingArmies && s.starting_army_force() != s.turn.current {
        // 001 RISK for 2 players setup 3, 000 2 joueurs: the extra forces' armies.
        let whose = seat_name(store, lang, s.starting_army_force().0);
        match lang {
            Lang::En => format!(
                "Place one army for {whose} on one of its territories, to block your opponent."
            ),
            Lang::Fr => format!(
                "Placez un régiment pour {whose} sur l'un de ses territoires, pour bloquer votre adversaire."
            ),
        }
    } else if s.moves_done() {
        tr(
            lang,
            "Your move is made: end the turn, or undo the move.",
            "Votre manœuvre est faite : finissez le tour, ou annulez-la.",
        )
        .to_owned()
    } else if s.phase == Phase::Fortify && s.rules.fortify == Fortify::ManyConnectedMoves {
        // 001 experts "Fortifying your position".
        tr(lang, "Fortify: move armies along a path of your own territories, as often as you like; then end the turn.", "Déplacements : faites passer des régiments par vos propres territoires, autant que vous voulez ; puis finissez le tour.").to_owned()
    } else if s.phase == Phase::ChooseHeadquarters && s.plays_secret_capitals() {
        // 004 variante c "Mise en place".
        tr(lang, "Choose your capital in secret: tap one of your territories, then confirm. It stays secret until someone takes it.", "Choisissez votre capitale en secret : touchez l'un de vos territoires, puis confirmez. Elle reste secrète jusqu'à ce qu'on la prenne.").to_owned()
    } else if s.deciding_seat() != s.turn.current {
        // 004 "Les Renforts de l'armée neutre", placed by the other player.
        let neutral = seat_name(store, lang, s.placing_force().0);
        let active = seat_name(store, lang, s.turn.current.0);
        match lang {
            Lang::En => {
                format!(
                    "Place {armies} armies for {neutral} on its territories, to block {active}."
                )
            }
            Lang::Fr => format!(
                "Placez {armies} régiments pour {neutral} sur ses territoires, pour bloquer {active}."
            ),
        }
    } else if s.turn.placing_for.is_some() {
        // 000 "Renforts alliés": the ally's die, on its territories.
        let ally = seat_name(store, lang, s.placing_force().0);
        match lang {
            Lang::En => format!("Place {armies} armies for your ally {ally} on its territories."),
            Lang::Fr => {
                format!("Placez {armies} régiments pour votre allié {ally} sur ses territoires.")
            }
        }
    } else if s.plays_teams() && s.phase == Phase::Reinforce && !must {
        // 000 "Risk par équipe": a teammate's territories take armies too.
        match lang {
            Lang::En => format!("Place {armies} armies on your territories or your teammate's."),
            Lang::Fr => {
                format!("Placez {armies} régiments sur vos territoires ou ceux de votre équipier.")
            }
        }
    } else if s.plays_teams() && s.phase == Phase::Fortify {
        tr(lang, "Move armies once, through your team's territories, into yours or your teammate's; then end the turn.", "Déplacez des régiments une fois, par les territoires de votre équipe, vers les vôtres ou ceux de votre équipier ; puis finissez le tour.").to_owned()
    } else if s.may_trade_captured_cards() {
        // 002 "Fin d'un combattant": captured cards may be traded at once.
        tr(lang, "You took their cards: you may trade a set now, before your next battle.", "Vous avez pris leurs cartes : vous pouvez échanger une combinaison maintenant, avant votre prochain combat.").to_owned()
    } else {
        phase_banner(lang, s.phase, armies, must)
    }
}
