//! Issue 38, the engine's part of playing across devices: a seat's view holds no other seat's
//! secrets in any preset and opens on the phone like a checked save; what happened since a
//! view replays on the phone and does not tell which card another seat drew; the host refuses
//! every hostile message (a corpus and fuzzed ones) with the game unchanged.

use lamorisse_engine::action::{Action, Event, RuleError};
use lamorisse_engine::autoplay::choose;
use lamorisse_engine::cards::Card;
use lamorisse_engine::game::Outcome;
use lamorisse_engine::link::{
    FromPhone, PROTOCOL, Question, Refusal, Refused, ToPhone, check, recent, seat_view,
};
use lamorisse_engine::missions::Mission;
use lamorisse_engine::presets::{PRESET_IDS, preset};
use lamorisse_engine::record::{Record, Seat, Start, Step};
use lamorisse_engine::rng::Rng;
use lamorisse_engine::simulate::game_seed;
use lamorisse_engine::state::{ForceId, GameState, Phase};

/// The host's record of a new game on `state`'s preset, with a PIN on every seat.
fn record_of(state: &GameState, players: u8, seed: u64) -> Record {
    let seats = (0..players)
        .map(|i| Seat {
            name: format!("Seat {i}"),
            bot: None,
            colour: None,
            pin: Some("1234".into()),
        })
        .collect();
    let mut record = Record::new(&state.rules.id, seats, seed);
    record.board = state.rules.board.clone();
    record.toggles = state.rules.toggles;
    record
}

/// The same game with every secret of the seats other than `seat` changed: their hands and
/// the draw pile shuffled together, their unclaimed missions swapped among them, the generator
/// moved on.
fn scrambled(state: &GameState, seat: ForceId, rng: &mut Rng) -> GameState {
    let mut other = state.clone();
    let others: Vec<usize> = (0..other.forces.len())
        .filter(|&i| i != usize::from(seat.0))
        .collect();
    let mut cards: Vec<_> = other.draw_pile.drain(..).collect();
    let sizes: Vec<usize> = others.iter().map(|&i| other.forces[i].hand.len()).collect();
    for &i in &others {
        cards.append(&mut other.forces[i].hand);
    }
    for i in (1..cards.len()).rev() {
        cards.swap(i, rng.below(i as u32 + 1) as usize);
    }
    for (&i, size) in others.iter().zip(sizes) {
        other.forces[i].hand = cards.drain(..size).collect();
    }
    other.draw_pile = cards;
    for &i in &others {
        let force = &mut other.forces[i];
        for (n, mission) in force.missions.iter_mut().enumerate() {
            if !force.claimed.contains(&(n as u8)) {
                *mission = Mission::ArmiesOnOne {
                    armies: 7 + rng.below(9),
                };
            }
        }
    }
    for _ in 0..=rng.below(5) {
        other.rng.below(6);
    }
    other
}

#[test]
fn a_seats_view_depends_only_on_what_it_may_see_and_opens_like_a_checked_save() {
    let mut views = 0;
    let mut rng = Rng::new(38);
    for id in PRESET_IDS {
        let rules = preset(id).unwrap();
        if !rules.implemented {
            continue;
        }
        for game in 0..2u64 {
            let players = rules.max_players.min(rules.min_players + game as u8);
            let seed = game_seed(20_261_126, game);
            let mut state = GameState::new(rules.clone(), players, seed).unwrap();
            let record = record_of(&state, players, seed);
            let mut policy = Rng::new(seed);
            let mut step = 0u32;
            loop {
                if step.is_multiple_of(41) || matches!(state.phase, Phase::Finished { .. }) {
                    for seat in 0..players {
                        let seat = ForceId(seat);
                        let view = seat_view(&record, &state, seat);
                        let text = serde_json::to_string(&view).unwrap();
                        assert!(!text.contains("1234"), "{id}: a PIN left the host");
                        assert!(
                            view.actions.is_empty() && matches!(view.start, Start::Position(_))
                        );
                        let opened = Record::from_json(&text)
                            .and_then(|r| r.initial_state())
                            .unwrap_or_else(|e| {
                                panic!("{id} step {step}: the view does not open: {e}")
                            });
                        assert_eq!(opened.territories, state.territories, "{id}");
                        let own = &state.forces[usize::from(seat.0)];
                        assert_eq!(opened.forces[usize::from(seat.0)].hand, own.hand, "{id}");
                        assert_eq!(
                            opened.forces[usize::from(seat.0)].missions,
                            own.missions,
                            "{id}"
                        );
                        for (a, b) in opened.forces.iter().zip(&state.forces) {
                            assert_eq!(a.hand.len(), b.hand.len(), "{id}: hand sizes are public");
                        }
                        if !matches!(state.phase, Phase::Finished { .. }) {
                            let other = scrambled(&state, seat, &mut rng);
                            assert_eq!(
                                seat_view(&record, &other, seat),
                                view,
                                "{id} step {step}: the view of seat {} tells others' secrets",
                                seat.0
                            );
                        }
                        views += 1;
                    }
                }
                let Some(action) = choose(&state, &mut policy) else {
                    break;
                };
                state.apply(&action).unwrap();
                step += 1;
            }
        }
    }
    assert!(views > 500, "{views}");
}

#[test]
fn what_happened_since_the_last_view_replays_on_the_phone_and_hides_others_draws() {
    let (mut windows, mut whole, mut draws_checked) = (0, 0, 0);
    for id in PRESET_IDS {
        let Some(rules) = preset(id).filter(|r| r.implemented) else {
            continue;
        };
        let players = rules.min_players.max(3).min(rules.max_players);
        let mut state = GameState::new(rules.clone(), players, 77).unwrap();
        let mut record = record_of(&state, players, 77);
        let mut policy = Rng::new(77);
        let mut before = state.clone();
        let mut from = 0;
        while let Some(action) = choose(&state, &mut policy) {
            let events = state.apply(&action).unwrap();
            record.push(action, Outcome::of(&events));
            if record.actions.len() - from < 23 && !matches!(state.phase, Phase::Finished { .. }) {
                continue;
            }
            let steps = &record.actions[from..];
            for seat in 0..players {
                let seat = ForceId(seat);
                let shown = recent(&record, &before, steps, seat);
                windows += 1;
                let text = serde_json::to_string(&shown).unwrap();
                assert!(!text.contains("1234"), "{id}: a PIN left the host");
                // The phone replays it like a save.
                let mut own_draws = Vec::new();
                let replayed = Record::from_json(&text)
                    .unwrap()
                    .replay_with(|_, _, events| {
                        for e in events {
                            if let Event::CardDrawn { force, card } = e
                                && *force == seat
                            {
                                own_draws.push(*card);
                            }
                        }
                    });
                assert!(
                    replayed.is_ok(),
                    "{id}: the recent record does not replay: {replayed:?}"
                );
                if shown.actions.len() == steps.len() {
                    whole += 1;
                    // Its own draws are the real cards.
                    let real: Vec<Card> = steps
                        .iter()
                        .zip(replay_events(&before, steps))
                        .flat_map(|(_, events)| events)
                        .filter_map(|e| match e {
                            Event::CardDrawn { force, card } if force == seat => Some(card),
                            _ => None,
                        })
                        .collect();
                    assert_eq!(own_draws, real, "{id}");
                }
                // Which card another seat drew changes nothing the phone receives.
                if let Some((at, other)) = another_draw(&before, steps, seat) {
                    let mut changed = steps.to_vec();
                    let drawn = changed[at].outcome.card.replace(other);
                    // Unless the seat sees the card by the end (taken at an elimination).
                    let seen = |state: &GameState, card: Option<Card>| {
                        card.is_some_and(|c| {
                            state.forces[usize::from(seat.0)].hand.contains(&c)
                                || state.discards.contains(&c)
                        })
                    };
                    let hidden = !seen(&state, drawn) && !seen(&state, Some(other));
                    if hidden && replay_events(&before, &changed).len() == steps.len() {
                        assert_eq!(
                            recent(&record, &before, &changed, seat).actions,
                            shown.actions,
                            "{id}: another seat's draw shows"
                        );
                        draws_checked += 1;
                    }
                }
            }
            before = state.clone();
            from = record.actions.len();
        }
    }
    eprintln!("recent: {whole} of {windows} windows replay whole; {draws_checked} draws checked");
    assert!(whole * 100 >= windows * 95, "{whole} of {windows}");
    assert!(draws_checked > 20, "{draws_checked}");
}

/// The events of `steps` played from `before`, as far as they replay.
fn replay_events(before: &GameState, steps: &[Step]) -> Vec<Vec<Event>> {
    let mut state = before.clone();
    steps
        .iter()
        .map_while(|s| state.apply_recorded(&s.action, &s.outcome).ok())
        .collect()
}

/// A step of `steps` where a seat other than `seat` draws a card, and another card of the
/// pile it could have drawn instead (one `seat` never sees).
fn another_draw(before: &GameState, steps: &[Step], seat: ForceId) -> Option<(usize, Card)> {
    let events = replay_events(before, steps);
    let at = events.iter().position(|events| {
        events
            .iter()
            .any(|e| matches!(e, Event::CardDrawn { force, .. } if *force != seat))
            && !events.iter().any(|e| matches!(e, Event::DeckReshuffled))
    })?;
    let mut state = before.clone();
    for step in &steps[..at] {
        state.apply_recorded(&step.action, &step.outcome).ok()?;
    }
    let drawn = steps[at].outcome.card?;
    let later: Vec<Card> = events
        .iter()
        .flatten()
        .filter_map(|e| match e {
            Event::CardsTraded { cards, .. } => Some(cards.to_vec()),
            Event::CardDrawn { card, .. } => Some(vec![*card]),
            _ => None,
        })
        .flatten()
        .collect();
    let other = state
        .draw_pile
        .iter()
        .find(|c| **c != drawn && !later.contains(c))?;
    Some((at, *other))
}

/// The host's handling of one message from `seat`: read, checked, then applied.
fn handle(state: &mut GameState, at: u64, seat: ForceId, text: &str) -> Result<(), Refusal> {
    let message = FromPhone::read(text)?;
    check(state, at, seat, &message, None)?;
    if let FromPhone::Act { action, .. } = message {
        state.apply(&action).map_err(Refusal::Rule)?;
    }
    Ok(())
}

#[test]
fn the_host_refuses_every_hostile_message_and_nothing_changes() {
    let rules = preset("parker-1993").unwrap();
    let mut state = GameState::new(rules, 3, 9).unwrap();
    let mut policy = Rng::new(9);
    for _ in 0..60 {
        let action = choose(&state, &mut policy).unwrap();
        state.apply(&action).unwrap();
    }
    let at = 60;
    let me = state.deciding_seat();
    let other = ForceId((me.0 + 1) % 3);
    let legal = choose(&state, &mut policy.clone()).unwrap();
    let act = |at: u64, action: &Action| {
        FromPhone::Act {
            at,
            action: action.clone(),
        }
        .to_text()
    };
    let corpus: Vec<(String, ForceId, Refusal)> = vec![
        ("".into(), me, Refusal::Malformed),
        ("null".into(), me, Refusal::Malformed),
        ("act".into(), me, Refusal::Malformed),
        ("act 60 {\"type\":\"fly\"}".into(), me, Refusal::Malformed),
        ("act -1 {}".into(), me, Refusal::Malformed),
        ("undo 60 60".into(), me, Refusal::Malformed),
        ("hello 99999999999".into(), me, Refusal::Malformed),
        ("{\"act\":{\"at\":60}}".into(), me, Refusal::Malformed),
        (
            format!("act 60 {} trailing", serde_json::to_string(&legal).unwrap()),
            me,
            Refusal::Malformed,
        ),
        ("x".repeat(5000), me, Refusal::TooLarge),
        (
            format!("hello {}", PROTOCOL + 1),
            me,
            Refusal::Version(PROTOCOL),
        ),
        (act(at, &legal), other, Refusal::NotYourMove),
        (act(at - 1, &legal), me, Refusal::Stale),
        (act(at + 1, &legal), me, Refusal::Stale),
        (FromPhone::Undo { at: 3 }.to_text(), me, Refusal::Stale),
        (
            act(
                at,
                &Action::Place {
                    territory: lamorisse_engine::board::TerritoryId(200),
                    armies: 1,
                },
            ),
            me,
            Refusal::Rule(RuleError::GameOver),
        ),
    ];
    for (text, seat, why) in corpus {
        let mut probe = state.clone();
        let refused = handle(&mut probe, at, seat, &text);
        match why {
            // Whichever rule it breaks first.
            Refusal::Rule(_) => assert!(matches!(refused, Err(Refusal::Rule(_))), "{text:.80}"),
            why => assert_eq!(refused, Err(why), "{text:.80}"),
        }
        assert_eq!(
            probe, state,
            "a refused message changed the game: {text:.80}"
        );
    }
    // Fuzzed: random bytes and damaged legal messages never panic, and a refused one changes
    // nothing.
    let legal_text = act(at, &legal);
    let mut rng = Rng::new(1);
    let mut refused = 0;
    for _ in 0..20_000 {
        let text = if rng.below(2) == 0 {
            let bytes: Vec<u8> = (0..rng.below(300)).map(|_| rng.below(256) as u8).collect();
            String::from_utf8_lossy(&bytes).into_owned()
        } else {
            let mut bytes = legal_text.clone().into_bytes();
            let alphabet = b" {}[],:\"0123456789-.eatrufnl";
            for _ in 0..1 + rng.below(4) {
                let i = rng.below(bytes.len() as u32) as usize;
                bytes[i] = alphabet[rng.below(alphabet.len() as u32) as usize];
            }
            String::from_utf8_lossy(&bytes).into_owned()
        };
        let mut probe = state.clone();
        if handle(&mut probe, at, me, &text).is_err() {
            refused += 1;
            assert_eq!(probe, state, "{text:.80}");
        }
    }
    assert!(refused > 15_000, "{refused}");
    // The legal message itself is taken once; replayed, it is stale.
    let mut probe = state.clone();
    assert_eq!(handle(&mut probe, at, me, &legal_text), Ok(()));
    let again = handle(&mut probe, at + 1, me, &legal_text);
    assert!(
        matches!(again, Err(Refusal::Stale | Refusal::NotYourMove)),
        "{again:?}"
    );
}

/// A Roman game (003) at its first attack step, with the first attack's defender holding a
/// Palisade: the state, its position, the attack, and the attacker, defender and third seat.
fn attacked_with_a_potion() -> (GameState, u64, Action, [ForceId; 3]) {
    let rules = preset("roman-empire").unwrap();
    let mut state = GameState::new(rules, 3, 4).unwrap();
    let mut policy = Rng::new(4);
    let mut at = 0;
    loop {
        let attack = state
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Attack { .. }));
        if let Some(Action::Attack { to, .. }) = attack {
            let attacker = state.deciding_seat();
            let defender = state.holding(to).owner;
            let third = (0..3)
                .map(ForceId)
                .find(|f| *f != attacker && *f != defender);
            state.forces[usize::from(defender.0)]
                .potions
                .push(lamorisse_engine::empire::Potion::Palisade);
            return (
                state,
                at,
                attack.unwrap(),
                [attacker, defender, third.unwrap()],
            );
        }
        let action = choose(&state, &mut policy).unwrap();
        state.apply(&action).unwrap();
        at += 1;
    }
}

#[test]
fn while_the_host_asks_a_defender_only_the_defender_answers_that_question() {
    let (state, at, attack, [attacker, defender, third]) = attacked_with_a_potion();
    let Action::Attack { to, .. } = attack else {
        unreachable!()
    };
    let palisade = lamorisse_engine::empire::Potion::Palisade;
    let guard = |territory| FromPhone::Act {
        at,
        action: Action::Guard {
            territory,
            potion: palisade,
        },
    };
    let decline = |at| FromPhone::Decline { at };
    let asked = Some(Question::Guard(to));
    let attack_message = FromPhone::Act {
        at,
        action: attack.clone(),
    };
    // The attacker waits for the answer; only the defender answers, about that territory.
    assert_eq!(
        check(&state, at, attacker, &attack_message, asked),
        Err(Refusal::NotYourMove)
    );
    assert_eq!(check(&state, at, defender, &decline(at), asked), Ok(()));
    assert_eq!(check(&state, at, defender, &guard(to), asked), Ok(()));
    assert_eq!(
        check(&state, at, defender, &decline(at + 1), asked),
        Err(Refusal::Stale)
    );
    assert_eq!(
        check(&state, at, third, &decline(at), asked),
        Err(Refusal::NotYourMove)
    );
    let elsewhere = lamorisse_engine::board::TerritoryId(to.0.wrapping_add(1) % 40);
    assert_eq!(
        check(&state, at, defender, &guard(elsewhere), asked),
        Err(Refusal::NotYourMove)
    );
    let undo = FromPhone::Undo { at };
    assert_eq!(
        check(&state, at, defender, &undo, asked),
        Err(Refusal::NotYourMove)
    );
    // With no question open, a decline or a guard is nobody's to send.
    assert_eq!(
        check(&state, at, defender, &decline(at), None),
        Err(Refusal::NotYourMove)
    );
    assert_eq!(
        check(&state, at, defender, &guard(to), None),
        Err(Refusal::NotYourMove)
    );
    assert_eq!(check(&state, at, attacker, &attack_message, None), Ok(()));
    // The answer the host lets through is one the rules take.
    let FromPhone::Act { action, .. } = guard(to) else {
        unreachable!()
    };
    let mut played = state.clone();
    assert!(played.apply(&action).is_ok());
    // The question and the decline travel as their own short lines.
    let question = ToPhone::Guard {
        from: match attack {
            Action::Attack { from, .. } => from,
            _ => unreachable!(),
        },
        to,
    };
    assert_eq!(ToPhone::read(&question.to_text()), Ok(question));
    assert_eq!(FromPhone::read(&decline(7).to_text()), Ok(decline(7)));
    assert_eq!(
        ToPhone::read("lamorisse-link/1 guard 3 999"),
        Err(Refusal::Malformed)
    );
    // A dice answer is no answer to the potion question, nor a decline to the dice question.
    let dice = |at, dice| FromPhone::Dice { at, dice };
    assert_eq!(
        check(&state, at, defender, &dice(at, 2), asked),
        Err(Refusal::NotYourMove)
    );
    let asked_dice = Some(Question::Dice(to));
    assert_eq!(
        check(&state, at, defender, &dice(at, 1), asked_dice),
        Ok(())
    );
    assert_eq!(
        check(&state, at, defender, &decline(at), asked_dice),
        Err(Refusal::NotYourMove)
    );
    assert_eq!(
        check(&state, at, defender, &guard(to), asked_dice),
        Err(Refusal::NotYourMove)
    );
    assert_eq!(
        check(&state, at, third, &dice(at, 2), asked_dice),
        Err(Refusal::NotYourMove)
    );
    assert_eq!(
        check(&state, at, attacker, &attack_message, asked_dice),
        Err(Refusal::NotYourMove)
    );
    assert_eq!(
        check(&state, at, defender, &dice(at, 2), None),
        Err(Refusal::NotYourMove)
    );
    assert_eq!(FromPhone::read("dice 4 2"), Ok(dice(4, 2)));
    for bad in ["dice 4 3", "dice 4 0", "dice 4", "dice 4 2 2", "dice x 1"] {
        assert_eq!(FromPhone::read(bad), Err(Refusal::Malformed), "{bad}");
    }
    let question = ToPhone::Dice {
        from: to,
        to,
        dice: 3,
    };
    assert_eq!(ToPhone::read(&question.to_text()), Ok(question));
}

#[test]
fn the_host_message_round_trips_and_a_huge_one_is_refused() {
    let rules = preset("parker-1993-missions").unwrap();
    let state = GameState::new(rules, 3, 2).unwrap();
    let record = record_of(&state, 3, 2);
    let game = Box::new(seat_view(&record, &state, ForceId(1)));
    for recent in [None, Some(game.clone())] {
        let message = ToPhone::View {
            seat: 1,
            at: 0,
            can_undo: true,
            game: game.clone(),
            recent,
        };
        let text = message.to_text();
        assert_eq!(ToPhone::read(&text), Ok(message));
        assert!(text.len() < 40_000, "{}", text.len());
    }
    for why in [
        Refused::Unreadable,
        Refused::Version,
        Refused::NotYourMove,
        Refused::Stale,
        Refused::NoUndo,
        Refused::Rule,
    ] {
        assert_eq!(
            ToPhone::read(&ToPhone::Refused(why).to_text()),
            Ok(ToPhone::Refused(why))
        );
    }
    assert_eq!(ToPhone::read(&" ".repeat(3 << 20)), Err(Refusal::TooLarge));
    assert_eq!(ToPhone::read("{\"view\":1}"), Err(Refusal::Malformed));
    assert_eq!(
        ToPhone::read("lamorisse-link/2 view 1 0 0\n{}"),
        Err(Refusal::Version(PROTOCOL))
    );
    assert_eq!(
        ToPhone::read("lamorisse-link/1 view 1 0 0\n{}\n"),
        Err(Refusal::Malformed)
    );
}
