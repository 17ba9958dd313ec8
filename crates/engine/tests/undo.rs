//! Undo (issue 10): placements, move-ins, fortifications and the end of the attacks may be
//! taken back, never past a roll, a draw or a hand-over, so an undo can never change a rolled
//! die or a drawn card.

use lamorisse_engine::action::{Action, Event};
use lamorisse_engine::autoplay::choose;
use lamorisse_engine::game::Outcome;
use lamorisse_engine::presets::{PRESET_IDS, preset};
use lamorisse_engine::record::{Record, Seat};
use lamorisse_engine::rng::Rng;
use lamorisse_engine::simulate::game_seed;
use lamorisse_engine::state::{GameState, Phase};
use lamorisse_engine::undo::{UndoTrail, may_take_back};

/// Games per preset, each played with undos at random.
const GAMES: u64 = 12;

/// Seats for a game of `players` autoplayed seats.
fn seats(players: u8) -> Vec<Seat> {
    (0..players)
        .map(|i| Seat {
            name: format!("Seat {}", i + 1),
            bot: Some("autoplay".into()),
            colour: None,
            pin: None,
        })
        .collect()
}

/// Whether a step is one that no undo may cross: it rolled, drew, revealed or handed over
/// something, or is not of a kind that may be taken back.
fn fixes_the_past(action: &Action, events: &[Event], outcome: &Outcome) -> bool {
    let only_moves = events.iter().all(|e| {
        matches!(
            e,
            Event::Placed { .. } | Event::Occupied { .. } | Event::Fortified { .. }
        )
    });
    !may_take_back(action) || !only_moves || *outcome != Outcome::default()
}

/// Plays one game, taking steps back at random and checking every undo; returns how many
/// steps were undone.
fn play_with_undos(id: &str, players: u8, seed: u64) -> usize {
    let rules = preset(id).unwrap();
    let mut state = GameState::new(rules.clone(), players, seed).unwrap();
    let mut record = Record::new(id, seats(players), seed);
    record.toggles = rules.toggles;
    let mut trail = UndoTrail::new();
    let mut policy = Rng::new(seed ^ 0x0dd_ba11);
    // The record's length up to the last step no undo may cross.
    let mut fixed = 0;
    let mut undone = 0;
    while let Some(action) = choose(&state, &mut policy) {
        assert!(
            record.actions.len() < 200_000,
            "{id} seed {seed} does not end"
        );
        let before = may_take_back(&action).then(|| state.clone());
        let events = state.apply(&action).unwrap();
        let outcome = Outcome::of(&events);
        if fixes_the_past(&action, &events, &outcome) {
            fixed = record.actions.len() + 1;
        }
        record.push(action.clone(), outcome);
        trail.note(before, &action, &events, &state);
        // A reload rebuilds the same trail from the record (checked now and then: it replays).
        if policy.below(200) == 0 {
            let (position, rebuilt) = UndoTrail::replay(&record).unwrap();
            assert_eq!(position, state);
            assert_eq!(
                rebuilt.len(),
                trail.len(),
                "{id}: the rebuilt trail differs"
            );
        }
        if trail.is_empty() || policy.below(3) != 0 {
            continue;
        }
        let seat = state.deciding_seat();
        assert!(trail.can_undo(seat), "the trail holds another seat's steps");
        let steps = 1 + policy.below(trail.len() as u32) as usize;
        let (kept_record, kept_state) = (record.clone(), state.clone());
        for _ in 0..steps {
            let (back, _) = trail.undo(&mut record).unwrap();
            state = back;
        }
        undone += steps;
        // Never past a roll, a draw or a hand-over: every die and card stays as it fell.
        assert!(
            record.actions.len() >= fixed,
            "{id}: an undo crossed a roll or a draw"
        );
        assert_eq!(
            record.actions[..],
            kept_record.actions[..record.actions.len()]
        );
        assert_eq!(state.deciding_seat(), seat, "an undo handed the game back");
        // The position is the record's, generator included.
        assert_eq!(record.replay().unwrap(), state);
        // Playing the same steps again comes back to the same position, dice to come
        // included.
        let mut again = state.clone();
        for step in &kept_record.actions[record.actions.len()..] {
            again.apply(&step.action).unwrap();
        }
        assert_eq!(again, kept_state);
    }
    assert!(matches!(state.phase, Phase::Finished { .. }));
    assert_eq!(record.replay().unwrap(), state);
    undone
}

#[test]
fn undos_at_random_never_cross_a_roll_or_a_draw_in_any_preset() {
    for id in PRESET_IDS {
        let rules = preset(id).unwrap();
        if !rules.implemented {
            continue;
        }
        let mut undone = 0;
        for game in 0..GAMES {
            let players = rules.min_players
                + (game % u64::from(rules.max_players - rules.min_players + 1)) as u8;
            undone += play_with_undos(id, players, game_seed(20_261_122, game));
        }
        assert!(undone > 0, "{id}: nothing was ever undone");
    }
}

#[test]
fn an_undone_placement_returns_the_position_and_the_generator_before_it() {
    // The position taken back carries its generator, so the next battle rolls the dice it
    // would have rolled without the placement.
    let rules = preset("parker-1993").unwrap();
    let mut state = GameState::new(rules, 3, 7).unwrap();
    let mut policy = Rng::new(1);
    while state.phase != Phase::Reinforce || state.turn.reserve < 2 {
        let action = choose(&state, &mut policy).unwrap();
        state.apply(&action).unwrap();
    }
    let me = state.turn.current;
    let mine: Vec<_> = state.territories_of(me).collect();
    let mut record = Record::new("parker-1993", seats(3), 7);
    let mut trail = UndoTrail::new();
    let place = |territory| Action::Place {
        territory,
        armies: 1,
    };
    let before = state.clone();
    let first = place(mine[0]);
    let events = state.apply(&first).unwrap();
    record.push(first.clone(), Outcome::of(&events));
    trail.note(Some(before.clone()), &first, &events, &state);
    assert!(trail.can_undo(me));
    let (back, produced) = trail.undo(&mut record).unwrap();
    assert_eq!((back, produced), (before, 1));
    assert!(record.actions.is_empty());
    assert!(!trail.can_undo(me), "one step, one undo");
}

#[test]
fn an_attack_clears_the_trail() {
    let rules = preset("parker-1993").unwrap();
    let mut policy = Rng::new(3);
    let mut state = GameState::new(rules, 3, 11).unwrap();
    let mut trail = UndoTrail::new();
    let mut seen_attack = false;
    while let Some(action) = choose(&state, &mut policy) {
        let before = may_take_back(&action).then(|| state.clone());
        let events = state.apply(&action).unwrap();
        trail.note(before, &action, &events, &state);
        if matches!(action, Action::Attack { .. }) {
            assert!(trail.is_empty(), "a battle was left undoable");
            seen_attack = true;
        }
        if matches!(action, Action::EndTurn) {
            assert!(trail.is_empty(), "the end of a turn was left undoable");
        }
    }
    assert!(seen_attack);
}
