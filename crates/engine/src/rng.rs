//! The game's random generator: PCG-XSH-RR 32 (O'Neill 2014), seeded, portable and
//! serialisable, so the same seed and actions give the same game natively and in wasm.

use serde::{Deserialize, Serialize};

/// PCG's 64-bit LCG multiplier.
const MULTIPLIER: u64 = 6_364_136_223_846_793_005;

/// A small, fast generator whose whole state lives in the game state.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rng {
    /// The LCG state.
    state: u64,
    /// The stream increment (always odd).
    inc: u64,
}

impl Rng {
    /// A generator for `seed`; different seeds give independent-looking streams.
    pub fn new(seed: u64) -> Rng {
        let mut rng = Rng {
            state: 0,
            inc: (splitmix(seed ^ 0x9e37_79b9_7f4a_7c15) << 1) | 1,
        };
        rng.next_u32();
        rng.state = rng.state.wrapping_add(splitmix(seed));
        rng.next_u32();
        rng
    }

    /// The next 32 random bits.
    pub fn next_u32(&mut self) -> u32 {
        let old = self.state;
        self.state = old.wrapping_mul(MULTIPLIER).wrapping_add(self.inc);
        let xorshifted = (((old >> 18) ^ old) >> 27) as u32;
        xorshifted.rotate_right((old >> 59) as u32)
    }

    /// A uniform number in `0..bound` (no modulo bias); 0 when `bound` is 0.
    pub fn below(&mut self, bound: u32) -> u32 {
        if bound == 0 {
            return 0;
        }
        let threshold = bound.wrapping_neg() % bound;
        loop {
            let r = self.next_u32();
            if r >= threshold {
                return r % bound;
            }
        }
    }

    /// One six-sided die.
    pub fn die(&mut self) -> u8 {
        self.below(6) as u8 + 1
    }

    /// Shuffles a slice in place (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

/// SplitMix64's finaliser, to spread a seed's bits.
fn splitmix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream_and_different_seeds_differ() {
        let (mut a, mut b, mut c) = (Rng::new(7), Rng::new(7), Rng::new(8));
        let xs: Vec<u32> = (0..8).map(|_| a.next_u32()).collect();
        let ys: Vec<u32> = (0..8).map(|_| b.next_u32()).collect();
        let zs: Vec<u32> = (0..8).map(|_| c.next_u32()).collect();
        assert_eq!(xs, ys);
        assert_ne!(xs, zs);
    }

    #[test]
    fn stream_is_pinned_so_records_stay_replayable() {
        let mut rng = Rng::new(2026);
        let dice: Vec<u8> = (0..12).map(|_| rng.die()).collect();
        assert_eq!(dice, PINNED_DICE);
    }

    /// The first twelve dice of seed 2026; a change here breaks every seeded record.
    const PINNED_DICE: [u8; 12] = [2, 5, 1, 6, 6, 1, 6, 4, 3, 4, 1, 4];

    #[test]
    fn dice_are_fair_over_many_rolls() {
        let mut rng = Rng::new(1);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[usize::from(rng.die() - 1)] += 1;
        }
        for count in counts {
            assert!((9_500..10_500).contains(&count), "{counts:?}");
        }
    }

    #[test]
    fn state_survives_serialisation() {
        let mut rng = Rng::new(99);
        rng.next_u32();
        let copy: Rng = serde_json::from_str(&serde_json::to_string(&rng).unwrap()).unwrap();
        assert_eq!(copy, rng);
    }
}
