//! Every integration test of this crate in one binary: each file of tests/ is a module, so
//! the tests compile and link once (one binary instead of one a file).

mod allies;
mod bots;
mod capitals;
mod common;
mod determinism;
mod europe_board;
mod expert;
mod expert_bot;
mod fuzz;
mod history;
mod independents;
mod link;
mod miro;
mod miro_duel;
mod napoleon;
mod napoleon_capitals;
mod napoleon_duel;
mod objectives;
mod place_names;
mod property;
mod records;
mod roman_board;
mod roman_empire;
mod rules;
mod sparring;
mod teams;
mod undo;
mod world_board;
