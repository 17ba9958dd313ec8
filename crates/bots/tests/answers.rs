//! The bots' answers through the page's requests: the same game as the native bots play, and
//! a refusal with its reason for a request that cannot be read.

use lamorisse_bots::table::{APP_PLAYOUTS, HINT_PLAYOUTS, MOST_PLAYS};
use lamorisse_bots::{Answer, Request, Table};
use lamorisse_engine::action::Action;
use lamorisse_engine::bot::{Bot, Budget, Level, OpponentModel};
use lamorisse_engine::presets::preset;
use lamorisse_engine::simulate::{play_bots, play_bots_pondered};
use lamorisse_engine::state::GameState;

/// The JSON request the page sends.
fn text(request: &Request) -> String {
    serde_json::to_string(request).expect("a request is written")
}

/// The JSON answer read back as the page reads it.
fn answered(table: &mut Table, request: &Request) -> Answer {
    serde_json::from_str(&table.answer_text(&text(request))).expect("an answer is read")
}

/// A table whose bots are seated as the page seats them (`None` for a person).
fn seated(seats: Vec<Option<Level>>, seed: u64) -> Table {
    let mut table = Table::new();
    let request = Request::Seats {
        seats,
        seed,
        board: None,
    };
    assert_eq!(answered(&mut table, &request), Answer::Seated);
    table
}

/// Plays `preset_id` between bots of `levels` as the page does: the bots' actions asked of
/// their table in JSON, a batch at a time, each applied in turn; returns the final position.
fn played_as_the_page(preset_id: &str, levels: &[Level], seed: u64) -> GameState {
    let rules = preset(preset_id).expect("a preset");
    let mut state = GameState::new(rules, levels.len() as u8, seed).expect("a game");
    let mut table = seated(levels.iter().copied().map(Some).collect(), seed);
    while state.winner().is_none() {
        let request = Request::Decide {
            state: Box::new(state.clone()),
        };
        let Answer::Plays(plays) = answered(&mut table, &request) else {
            panic!("no plays at {:?}", state.phase);
        };
        assert!(!plays.is_empty() && plays.len() <= MOST_PLAYS);
        for action in plays {
            assert!(
                !matches!(action, Action::Attack { defend: None, .. }),
                "a bot defends"
            );
            state.apply(&action).expect("the bots' action is legal");
        }
    }
    state
}

#[test]
fn the_page_plays_the_same_game_as_the_native_bots() {
    for (preset_id, seed) in [("parker-1993", 7), ("roman-empire", 3)] {
        let levels = [Level::Easy, Level::Normal, Level::Hard];
        let rules = preset(preset_id).expect("a preset");
        let (native, _) = play_bots(&rules, &levels, seed, |_, _, _| {}).expect("a game");
        let page = played_as_the_page(preset_id, &levels, seed);
        assert_eq!(page.fingerprint(), native.fingerprint(), "{preset_id}");
    }
}

#[test]
fn an_expert_at_the_page_plays_the_same_game_as_natively() {
    // Same seed, same budget (the app's playouts): the same search, the same game.
    let levels = [Level::Expert, Level::Normal, Level::Hard];
    let rules = preset("parker-1993").expect("a preset");
    let budget = Budget::playouts(APP_PLAYOUTS);
    let (native, _) =
        play_bots_pondered(&rules, &levels, 4, (u32::MAX, budget), || 0.0).expect("a game");
    let page = played_as_the_page("parker-1993", &levels, 4);
    assert_eq!(page.fingerprint(), native.fingerprint());
}

#[test]
fn the_hint_is_what_an_expert_on_a_short_budget_would_do() {
    let rules = preset("parker-1993").expect("a preset");
    // A position in the middle of a game, a person at seat 0 and two Hard bots.
    let mut middle = None;
    play_bots(&rules, &[Level::Normal; 3], 11, |state, _, _| {
        if middle.is_none() && state.turn.number >= 9 && state.deciding_seat().0 == 0 {
            middle = Some(state.clone());
        }
    })
    .expect("a game");
    let state = middle.expect("seat 0 decides in turn 9 or later");
    let mut expert = Bot::new(Level::Expert, 0x4a17 ^ u64::from(state.turn.number));
    expert.know_opponents(vec![
        OpponentModel::Unknown,
        OpponentModel::Heuristic,
        OpponentModel::Heuristic,
    ]);
    expert.set_budget(Budget::playouts(HINT_PLAYOUTS));
    let expected = expert.decide(state.seen_by(state.deciding_seat()));
    let mut table = seated(vec![None, Some(Level::Hard), Some(Level::Hard)], 1);
    for _ in 0..2 {
        let request = Request::Hint {
            state: Box::new(state.clone()),
        };
        assert_eq!(
            answered(&mut table, &request),
            Answer::Action(expected.clone())
        );
    }
}

#[test]
fn the_bots_play_until_a_person_is_to_move() {
    let rules = preset("parker-1993").expect("a preset");
    let state = GameState::new(rules, 3, 5).expect("a game");
    let mut table = seated(vec![None, Some(Level::Normal), Some(Level::Normal)], 5);
    let first = state.deciding_seat().0;
    let answer = answered(
        &mut table,
        &Request::Decide {
            state: Box::new(state),
        },
    );
    let Answer::Plays(plays) = answer else {
        panic!("{answer:?}")
    };
    // The bots play until the person is to move, or attack them (the page asks the person).
    assert_eq!(plays.is_empty(), first == 0);
}

#[test]
fn an_unreadable_request_is_refused_with_its_reason() {
    let mut table = Table::new();
    for request in [
        "not json",
        r#"{"op":"seats","seats":["grandmaster"],"seed":1}"#,
        r#"{"op":"decide","state":{"rules":1}}"#,
        r#"{"op":"move"}"#,
    ] {
        let answer: Answer = serde_json::from_str(&table.answer_text(request)).expect("read");
        assert!(
            matches!(&answer, Answer::Refused(why) if why.starts_with("unreadable request")),
            "{request}: {answer:?}"
        );
    }
}
