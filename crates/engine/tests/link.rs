//! Issue 38, the engine's part of playing across devices: a seat's view holds no other seat's
//! secrets in any preset and opens on the phone like a checked save; the host refuses every
//! hostile message (a corpus and fuzzed ones) with the game unchanged.

use lamorisse_engine::action::{Action, RuleError};
use lamorisse_engine::autoplay::choose;
use lamorisse_engine::link::{
    FromPhone, PROTOCOL, Refusal, ToPhone, check, read, seat_events, seat_view,
};
use lamorisse_engine::missions::Mission;
use lamorisse_engine::presets::{PRESET_IDS, preset};
use lamorisse_engine::record::{Record, Seat, Start};
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
                let events = state.apply(&action).unwrap();
                let theirs = seat_events(&events, ForceId(1));
                assert_eq!(theirs.len(), events.len());
                step += 1;
            }
        }
    }
    assert!(views > 500, "{views}");
}

#[test]
fn another_seats_drawn_card_is_not_in_its_events() {
    let rules = preset("parker-1993").unwrap();
    let mut state = GameState::new(rules, 3, 5).unwrap();
    let mut policy = Rng::new(5);
    while let Some(action) = choose(&state, &mut policy) {
        let events = state.apply(&action).unwrap();
        for (mine, theirs) in events.iter().zip(seat_events(&events, ForceId(2))) {
            if let lamorisse_engine::action::Event::CardDrawn { force, card } = mine {
                let shown = serde_json::to_string(&theirs).unwrap();
                if *force == ForceId(2) {
                    assert_eq!(&theirs, mine);
                } else {
                    assert!(
                        !shown.contains(&serde_json::to_string(card).unwrap())
                            || *card == lamorisse_engine::cards::Card::Joker(0)
                    );
                }
            }
        }
    }
}

/// The host's handling of one message from `seat`: read, checked, then applied.
fn handle(state: &mut GameState, at: u64, seat: ForceId, text: &str) -> Result<(), Refusal> {
    let message = read(text)?;
    check(state, at, seat, &message)?;
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
        ("{\"act\":{}}".into(), me, Refusal::Malformed),
        (
            "{\"act\":{\"at\":60,\"action\":{\"type\":\"fly\"}}}".into(),
            me,
            Refusal::Malformed,
        ),
        (
            format!(
                "{{\"act\":{{\"at\":60,\"action\":{},\"extra\":1}}}}",
                serde_json::to_string(&legal).unwrap()
            ),
            me,
            Refusal::Malformed,
        ),
        ("x".repeat(5000), me, Refusal::TooLarge),
        (
            format!("{{\"hello\":{{\"version\":{}}}}}", PROTOCOL + 1),
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

#[test]
fn the_host_message_round_trips_and_a_huge_one_is_refused() {
    let rules = preset("parker-1993-missions").unwrap();
    let state = GameState::new(rules, 3, 2).unwrap();
    let record = record_of(&state, 3, 2);
    let message = ToPhone::View {
        version: PROTOCOL,
        seat: 1,
        at: 0,
        game: Box::new(seat_view(&record, &state, ForceId(1))),
        events: Vec::new(),
        replace_events: true,
        can_undo: false,
    };
    let text = message.to_text();
    assert_eq!(ToPhone::read(&text), Ok(message));
    assert!(text.len() < 20_000, "{}", text.len());
    assert_eq!(ToPhone::read(&" ".repeat(2 << 20)), Err(Refusal::TooLarge));
    assert_eq!(ToPhone::read("{\"view\":1}"), Err(Refusal::Malformed));
}
