//! Book 003's Battle for the Roman Empire beyond the board (RULINGS R8): the treasury and
//! its shop, the five leaders, the magic potions, and the end of a turn that scores one
//! mission and hands out a potion and a purse. This file only gathers them: the pieces as data
//! are `pieces.rs`, below the state; the rules that play them sit above it.

mod battle;
mod leaders;
pub(crate) mod missions;
pub(crate) mod pieces;
mod potions;
mod setup;
mod treasury;

pub use missions::roman_empire_deck;
pub use pieces::{DiceBonus, Empire, EmpireTurn, POTION_DECK, Potion, PotionMoment, Ware};
pub use setup::starting_bonus;
