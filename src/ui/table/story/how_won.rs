//! How a finished game was won, in the winner's words: the seats that won (a team wins
//! together) and the condition they met, by each rule book's victory.

use crate::engine::i18n::Lang;
use crate::engine::rules::WinCondition;
use crate::engine::state::{ForceKind, GameState};
use crate::engine::text::mission_message::mission_message;
use crate::ui::words::catalogs::{speak_form, speak_plain};
use crate::ui::words::{W, word};
use lamorisse_words::forms::Named;

/// The winning seats and how they won, once the game has a winner.
pub(super) fn how_won(
    lang: Lang,
    s: &GameState,
    named: &dyn Fn(u8) -> Named,
) -> Option<(Vec<u8>, String)> {
    let w = s.winner()?;
    let board = s.board();
    let mission = s
        .force(w)
        .missions
        .iter()
        .map(|m| speak_form(lang, &mission_message(m, board), "inline", board, named))
        .collect::<Vec<_>>()
        .join(" ");
    let all_claimed = s.force(w).claimed.len() == s.force(w).missions.len();
    let how = if s.plays_teams() {
        // 000 "Risk par équipe": the first elimination wins for the team.
        word(lang, W::AN_OPPONENT_IS_ELIMINATED_THE_TEAM).to_owned()
    } else if s.plays_ranked_objectives() && all_claimed {
        // 000 Risk Mission "Gagner la partie": the four objectives.
        format!("{} {mission}", word(lang, W::FOUR_OBJECTIVES_ACHIEVED))
    } else if s.plays_ranked_objectives() {
        word(lang, W::EVERY_OTHER_PLAYER_IS_ELIMINATED).to_owned()
    } else if let WinCondition::Points { target } = s.rules.win
        && s.force(w).victory_points >= target
    {
        // 003 "Victoire": 10 points or more at the end of a turn.
        let points = s.force(w).victory_points;
        speak_plain(lang, &crate::ui::sentences::messages::won_by_points(points))
    } else if s.rules.win == WinCondition::Mission && !mission.is_empty() {
        format!("{} {mission}", word(lang, W::MISSION_ACCOMPLISHED))
    } else if s.plays_secret_capitals() {
        let held = s.headquarters_held(w);
        speak_plain(lang, &crate::ui::sentences::messages::won_by_capitals(held))
    } else if s.plays_capitals() {
        word(lang, W::ENEMY_HEADQUARTERS_TAKEN_AND_THEIR_OWN).to_owned()
    } else if s.forces.iter().any(|f| f.kind != ForceKind::Player) {
        // Duels: neutral or independent armies may still stand.
        word(lang, W::THE_OPPONENT_IS_ELIMINATED).to_owned()
    } else {
        word(lang, W::EVERY_ENEMY_ARMY_IS_DESTROYED).to_owned()
    };
    // 000 teams: the winner's teammates win with them.
    let winners: Vec<u8> = s
        .players()
        .filter(|&p| p == w || s.same_team(p, w))
        .map(|p| p.0)
        .collect();
    Some((winners, how))
}
