//! The public marks of a position on the map: army tokens, revealed headquarters and the 003
//! swords and shields, shared by the game screen and the replay viewer.

use super::look::{MapMarks, Token};
use crate::engine::state::{GameState, Phase};

impl MapMarks {
    /// The marks of `state` anyone at the table may see, with nothing selected.
    pub fn of_state(state: &GameState, patterns: bool) -> MapMarks {
        // A conquest being moved into shows its new holder already, with the armies that
        // must move in (the territory is empty until the move).
        let moving_in = match state.phase {
            Phase::Occupy { to, min, .. } => Some((to, min)),
            _ => None,
        };
        let tokens = state
            .territories
            .iter()
            .enumerate()
            .map(|(i, h)| {
                let owner = state.forces.get(usize::from(h.owner.0))?;
                // 000 teams: a teammate's share, drawn as a badge beside the token.
                let partner = h.partner.and_then(|p| {
                    let force = state.forces.get(usize::from(p.force.0))?;
                    Some((force.colour, p.armies))
                });
                let armies = match moving_in {
                    Some((to, min)) if usize::from(to.0) == i => h.armies.max(min),
                    _ => h.armies,
                };
                (armies > 0).then_some(Token {
                    colour: owner.colour,
                    armies,
                    partner,
                    contested: h.controller().is_none(),
                })
            })
            .collect();
        // Public headquarters only: all once revealed (001), a capital once taken (004).
        let mut capitals = Vec::new();
        if state.headquarters_chosen() {
            capitals = vec![None; state.territories.len()];
            for id in state.players() {
                let force = state.force(id);
                if let Some(hq) = force.headquarters.filter(|_| state.headquarters_public(id)) {
                    capitals[usize::from(hq.0)] = Some(force.colour);
                }
            }
        }
        // 003: the swords and shields standing on the board.
        let wares = if state.plays_empire() {
            state
                .territories
                .iter()
                .map(|h| (h.sword, h.shield))
                .collect()
        } else {
            Vec::new()
        };
        MapMarks {
            tokens,
            patterns,
            capitals,
            wares,
            ..MapMarks::default()
        }
    }
}
