//! The turn banner as a message of the catalogs (issue 52, `screens.ftl`), read from the game:
//! what `banner::banner` says.

use crate::engine::allied::AllyStep;
use crate::engine::board::TerritoryId;
use crate::engine::rules::Fortify;
use crate::engine::state::{ForceId, GameState, Phase};
use crate::engine::text::message::{Arg, ListStyle, Message, force, word};

/// What the banner needs of the table beyond the game: who is a bot, and whether this device
/// is a phone joined to another device's game (issue 38).
pub struct Seats<'a> {
    /// Whether a seat is played by a bot (here or, from a phone, on the host).
    pub is_bot: &'a dyn Fn(ForceId) -> bool,
    /// Whether this device is a phone joined to a game hosted elsewhere.
    pub remote: bool,
}

/// Another message's text as an argument.
fn said(message: Message) -> Arg {
    Arg::Said(Box::new(message))
}

/// The banner for the player (or bot) deciding now; `chosen` is the attack or move the player
/// has chosen on the map so far.
pub fn banner_message(
    s: &GameState,
    seats: &Seats,
    bot: bool,
    chosen: (Option<TerritoryId>, Option<TerritoryId>),
) -> Message {
    let who = force(s.deciding_seat());
    if bot && !(seats.is_bot)(s.deciding_seat()) {
        let id = if seats.remote {
            "ui-banner-remote"
        } else {
            "ui-banner-on-their-phone"
        };
        return Message::new(id, vec![("who", who)]);
    }
    let line = if bot {
        let doing = if s.allied_counter() {
            "ui-is-playing-the-ally"
        } else {
            bot_doing(s.phase)
        };
        Message::new("ui-banner-bot", vec![("who", who), ("doing", word(doing))])
    } else {
        let step = chosen_message(s, chosen).unwrap_or_else(|| step_message(s));
        Message::new("ui-banner-step", vec![("who", who), ("step", said(step))])
    };
    match still_to_place(s) {
        Some(left) => Message::new(
            "ui-banner-setup",
            vec![("line", said(line)), ("left", left)],
        ),
        None => line,
    }
}

/// What a bot is doing in this phase, after its name.
fn bot_doing(phase: Phase) -> &'static str {
    match phase {
        Phase::Claim => "ui-is-claiming-a-territory",
        Phase::PlaceStartingArmies => "ui-is-placing-a-starting-army",
        Phase::ChooseHeadquarters => "ui-is-choosing-in-secret",
        Phase::Reinforce => "ui-is-placing-reinforcements",
        Phase::Attack | Phase::Rolled => "ui-is-attacking",
        Phase::Occupy { .. } => "ui-is-moving-in",
        Phase::Fortify => "ui-is-moving-armies",
        Phase::Finished { .. } => "ui-has-finished",
    }
}

/// "Anna 12, Bruno 13" during setup (each force with starting armies left), or nothing.
fn still_to_place(s: &GameState) -> Option<Arg> {
    if !matches!(s.phase, Phase::Claim | Phase::PlaceStartingArmies) {
        return None;
    }
    let items: Vec<Message> = (0..s.forces.len())
        .map(|i| ForceId(i as u8))
        .filter(|&f| s.force(f).setup_armies > 0)
        .map(|f| {
            let armies = Arg::Count(s.force(f).setup_armies);
            Message::new(
                "ui-banner-left",
                vec![("force", force(f)), ("armies", armies)],
            )
        })
        .collect();
    (!items.is_empty()).then_some(Arg::List {
        items,
        style: ListStyle::Plain,
    })
}

/// The next step of an attack or a move chosen on the map.
fn chosen_message(
    s: &GameState,
    (from, to): (Option<TerritoryId>, Option<TerritoryId>),
) -> Option<Message> {
    match (s.phase, from, to) {
        (Phase::Attack, Some(_), Some(_)) => {
            Some(Message::word("ui-choose-your-dice-then-roll-or"))
        }
        (Phase::Attack, Some(f), None) => Some(Message::new(
            "ui-banner-attack-from",
            vec![("from", Arg::Place(f))],
        )),
        (Phase::Fortify, Some(f), None) if !s.moves_done() => Some(Message::new(
            "ui-banner-move-from",
            vec![("from", Arg::Place(f))],
        )),
        _ => None,
    }
}

/// 002 with the allied force: what each of the turn's three times asks (RULINGS R9).
fn ally_step_message(s: &GameState) -> Option<Message> {
    let step = s.turn.ally_step?;
    s.standing_ally()?;
    let armies = Arg::Count(s.turn.reserve);
    Some(match (step, s.phase) {
        (AllyStep::Counter, Phase::Reinforce) => {
            Message::new("ui-banner-ally-reinforce", vec![("armies", armies)])
        }
        (AllyStep::Counter, _) => Message::new(
            "ui-banner-ally-counter",
            vec![("active", force(s.turn.current))],
        ),
        (AllyStep::Opening, Phase::Attack) => {
            Message::word("ui-attack-tap-one-of-your-territories")
        }
        (AllyStep::Resumed, Phase::Attack) => {
            Message::word("ui-your-initiative-again-attack-with-your")
        }
        _ => return None,
    })
}

/// What the player deciding now is to do.
fn step_message(s: &GameState) -> Message {
    let must = s.must_trade_before_placing();
    let armies = Arg::Count(s.turn.reserve);
    if s.phase == Phase::PlaceStartingArmies && s.starting_army_force() != s.turn.current {
        // 001 RISK for 2 players setup 3, 000 2 joueurs: the extra forces' armies.
        let whose = force(s.starting_army_force());
        Message::new("ui-banner-starting-for", vec![("whose", whose)])
    } else if let Some(step) = ally_step_message(s) {
        step
    } else if s.moves_done() {
        Message::word("ui-your-move-is-made-end-the")
    } else if s.phase == Phase::Fortify && s.rules.fortify == Fortify::ManyConnectedMoves {
        // 001 experts "Fortifying your position".
        Message::word("ui-fortify-move-armies-along-a-path")
    } else if s.phase == Phase::ChooseHeadquarters && s.plays_secret_capitals() {
        // 004 variante c "Mise en place".
        Message::word("ui-choose-your-capital-in-secret-tap")
    } else if s.deciding_seat() != s.turn.current {
        // 004 "Les Renforts de l'armée neutre", placed by the other player.
        let neutral = force(s.placing_force());
        let active = force(s.turn.current);
        Message::new(
            "ui-banner-neutral-reinforce",
            vec![("armies", armies), ("neutral", neutral), ("active", active)],
        )
    } else if s.turn.placing_for.is_some() {
        // 000 "Renforts alliés": the ally's die, on its territories.
        let ally = force(s.placing_force());
        Message::new(
            "ui-banner-ally-die",
            vec![("armies", armies), ("ally", ally)],
        )
    } else if s.plays_teams() && s.phase == Phase::Reinforce && !must {
        // 000 "Risk par équipe": a teammate's territories take armies too.
        Message::new("ui-banner-teams-reinforce", vec![("armies", armies)])
    } else if s.phase == Phase::Fortify && s.rules.fortify == Fortify::OneConnectedMove {
        // 000 "Manœuvre stratégique", 003 (RULINGS R6).
        Message::word("ui-fortify-move-armies-once-along-a")
    } else if s.plays_teams() && s.phase == Phase::Fortify {
        Message::word("ui-move-armies-once-through-your-team")
    } else if s.may_trade_captured_cards() {
        // 002 "Fin d'un combattant": captured cards may be traded at once.
        Message::word("ui-you-took-their-cards-you-may")
    } else {
        phase_message(s.phase, s.turn.reserve, must)
    }
}

/// The phase's own words, as the engine's `phase_banner` says them.
fn phase_message(phase: Phase, reserve: u32, must_trade: bool) -> Message {
    let id = match phase {
        Phase::Claim => "ui-phase-claim",
        Phase::PlaceStartingArmies => "ui-phase-place-starting-armies",
        Phase::ChooseHeadquarters => "ui-phase-choose-headquarters",
        Phase::Rolled => "ui-phase-rolled",
        Phase::Reinforce if must_trade => "ui-phase-reinforce-must-trade",
        Phase::Reinforce => {
            return Message::new("ui-banner-reinforce", vec![("armies", Arg::Count(reserve))]);
        }
        Phase::Attack => "ui-phase-attack",
        Phase::Occupy { .. } => "ui-phase-occupy",
        Phase::Fortify => "ui-phase-fortify",
        Phase::Finished { .. } => "ui-phase-finished",
    };
    Message::word(id)
}

/// A territory down to its last army, which can no longer attack.
pub fn exhausted_message(territory: TerritoryId) -> Message {
    Message::new("ui-exhausted", vec![("territory", Arg::Place(territory))])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::i18n::Lang;
    use crate::engine::state::ForceKind;
    use crate::ui::said_check::{each_state, said};

    /// Every banner of the recorded games (every 7th state, as a person and as a bot, with an
    /// attack or move chosen or not, on a tablet and on a phone) is said in every language,
    /// and every message of the banner's section is said by one of them. (Until the page read
    /// the catalogs, this test compared each with the Rust it replaced, byte for byte.)
    #[test]
    fn every_banner_of_the_recorded_games_is_said_in_every_language() {
        let mut compared = 0;
        let mut seen = std::collections::BTreeSet::new();
        each_state(7, |record, s| {
            let source = s.board().territories.first().map(|_| TerritoryId(0));
            let target = Some(TerritoryId(1));
            for lang in Lang::ALL {
                for (bots, remote) in [(false, false), (false, true), (true, false)] {
                    let is_bot = |seat: ForceId| bots && s.force(seat).kind == ForceKind::Player;
                    let seats = Seats {
                        is_bot: &is_bot,
                        remote,
                    };
                    for bot in [false, true] {
                        for chosen in [(None, None), (source, None), (source, target)] {
                            let message = banner_message(s, &seats, bot, chosen);
                            // (`said` fails on a message any built-in language cannot say.)
                            let words = said(lang, &message, record, s);
                            assert!(words.len() > 10 && !words.contains('{'), "{words}");
                            seen.extend(ids(&message));
                            compared += 1;
                        }
                    }
                }
                let exhausted = said(lang, &exhausted_message(TerritoryId(0)), record, s);
                let territory =
                    crate::ui::words::catalogs::place_name(lang, s.board(), TerritoryId(0));
                assert!(exhausted.contains(&territory), "{exhausted}");
            }
        });
        assert!(compared > 10_000, "{compared}");
        let english = include_str!("../../../public/locales/en/screens.ftl");
        let section = &english[english.find("## src/ui/table/banner.rs").unwrap()..];
        let unseen: Vec<&str> = section
            .lines()
            .skip(1)
            .take_while(|line| !line.starts_with("## "))
            .filter_map(|line| line.split_once(" = ").map(|(id, _)| id))
            .filter(|id| !id.starts_with("ui-phase-") && *id != "ui-exhausted")
            .filter(|id| !seen.contains(*id))
            .collect();
        assert!(unseen.is_empty(), "no recorded state reads {unseen:?}");
    }

    /// Each phase's own words, at several reserves, with and without a trade due, are said in
    /// every language, the reserve counted (they were checked byte for byte against the
    /// engine's Rust banners in English and French before those left, issue 52).
    #[test]
    fn the_catalogs_say_each_phase_in_every_language() {
        let record = &crate::ui::said_check::records()[0];
        let s = record.initial_state().expect("a record's start");
        let (a, b) = (TerritoryId(0), TerritoryId(1));
        let phases = [
            Phase::Claim,
            Phase::PlaceStartingArmies,
            Phase::ChooseHeadquarters,
            Phase::Reinforce,
            Phase::Attack,
            Phase::Rolled,
            Phase::Occupy {
                from: a,
                to: b,
                min: 1,
            },
            Phase::Fortify,
            Phase::Finished { winner: ForceId(0) },
        ];
        for lang in Lang::ALL {
            for phase in phases {
                for (reserve, must) in [(0, false), (1, false), (2, false), (5, true)] {
                    let message = phase_message(phase, reserve, must);
                    let said = said(lang, &message, record, &s);
                    assert!(
                        !said.is_empty() && !said.contains('{'),
                        "{lang:?} {message:?}"
                    );
                    if phase == Phase::Reinforce && reserve == 5 {
                        assert!(said.contains('5'), "{lang:?}: {said}");
                    }
                }
            }
        }
    }

    /// A message's id and those of the messages it says.
    fn ids(message: &Message) -> Vec<String> {
        let mut found = vec![message.id.to_string()];
        for (_, arg) in &message.args {
            match arg {
                Arg::Said(inner) => found.extend(ids(inner)),
                Arg::List { items, .. } => items.iter().for_each(|m| found.extend(ids(m))),
                _ => {}
            }
        }
        found
    }
}
