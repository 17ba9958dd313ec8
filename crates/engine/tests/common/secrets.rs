//! What a seat may not see, dealt again: the tests that prove a bot decides from its own
//! view alone compare its choice in the real game and in such a disguised one.

use lamorisse_engine::rng::Rng;
use lamorisse_engine::state::{ForceId, GameState};

/// Replaces everything `viewer` may not see: other hands, the draw pile's order, the
/// generator, and other players' missions.
pub fn scramble_secrets(state: &GameState, viewer: ForceId, seed: u64) -> GameState {
    let mut other = state.clone();
    let mut rng = Rng::new(seed);
    let mut unseen: Vec<_> = other.draw_pile.clone();
    for (i, force) in other.forces.iter().enumerate() {
        if i != usize::from(viewer.0) {
            unseen.extend(force.hand.iter().copied());
        }
    }
    rng.shuffle(&mut unseen);
    for (i, force) in other.forces.iter_mut().enumerate() {
        if i != usize::from(viewer.0) {
            let n = force.hand.len();
            force.hand = unseen.drain(..n).collect();
            force.missions.reverse();
        }
    }
    other.draw_pile = unseen;
    other.rng = Rng::new(seed ^ 0xdead_beef);
    if other.empire.is_some() {
        scramble_empire(&mut other, viewer, &mut rng);
        return other;
    }
    let missions: Vec<_> = other.forces.iter().map(|f| f.missions.clone()).collect();
    for (i, force) in other.forces.iter_mut().enumerate() {
        if i != usize::from(viewer.0) {
            force.missions = missions[(i + 1) % missions.len()].clone();
            // Claimed and revealed objectives (000 Risk Mission) are public: they stay.
            let public = state.force_missions_public(ForceId(i as u8));
            for (j, shown) in public.into_iter().enumerate() {
                if shown && j < force.missions.len() {
                    force.missions[j] = state.forces[i].missions[j].clone();
                }
            }
        }
    }
    other
}

/// 003: the other players' potions and missions dealt again from what the viewer cannot see,
/// with the piles and the purse bag reshuffled.
fn scramble_empire(state: &mut GameState, viewer: ForceId, rng: &mut Rng) {
    let Some(mut empire) = state.empire.take() else {
        return;
    };
    let mut potions = std::mem::take(&mut empire.potion_pile);
    let mut missions = std::mem::take(&mut empire.mission_pile);
    for (i, force) in state.forces.iter().enumerate() {
        if i != usize::from(viewer.0) {
            potions.extend(force.potions.iter().copied());
            missions.extend(force.missions.iter().cloned());
        }
    }
    rng.shuffle(&mut potions);
    rng.shuffle(&mut missions);
    for (i, force) in state.forces.iter_mut().enumerate() {
        if i != usize::from(viewer.0) {
            let n = force.potions.len();
            force.potions = potions.drain(..n).collect();
            let n = force.missions.len();
            force.missions = missions.drain(..n).collect();
        }
    }
    empire.potion_pile = potions;
    empire.mission_pile = missions;
    rng.shuffle(&mut empire.purse_pile);
    state.empire = Some(empire);
}
