//! How long an Expert bot thinks per decision ([`Budget`]) and what its searches did
//! ([`Searched`]): plain data, below the bot (`bot/search.rs` reads it).

/// Imagined games an Expert bot plays per decision by default, over all its candidates
/// (docs/bots.md "Expert": its strength and cost).
pub const DEFAULT_PLAYOUTS: u32 = 48;

/// Imagined games an Expert of the app plays per decision (`crates/bots`): its longest turn
/// then takes about 1.1 s in Chromium with the CPU throttled 4×, as on a mid-range tablet, in
/// the bots' wasm built for speed (docs/bots.md "Expert"); as strong as at the default 48.
pub const APP_PLAYOUTS: u32 = 32;

/// The most imagined games a decision may be given (the bot protocol refuses more).
pub const MOST_PLAYOUTS: u32 = 100_000;

/// How long an Expert bot thinks per decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Imagined games per decision, over all candidates (every candidate plays at least one).
    pub playouts: u32,
    /// A limit in time as well: a clock reading milliseconds and the most a decision may
    /// take by it (the search stops after the imagined game under way, every candidate having
    /// played one). The engine keeps no clock of its own: the caller gives one.
    pub time: Option<(fn() -> f64, f64)>,
}

impl Budget {
    /// A budget of `playouts` imagined games per decision.
    pub fn playouts(playouts: u32) -> Budget {
        Budget {
            playouts,
            time: None,
        }
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::playouts(DEFAULT_PLAYOUTS)
    }
}

/// What one decision's search did, for reports (`lamorisse-cli bench`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Searched {
    /// Decisions weighed by search (more than one candidate).
    pub decisions: u64,
    /// Imagined games played in all.
    pub playouts: u64,
    /// Imagined actions played in all.
    pub actions: u64,
    /// Decisions where another candidate than Hard's choice was played.
    pub changed: u64,
}

impl std::ops::Add for Searched {
    type Output = Searched;
    /// Two counts added up (the searches of several bots).
    fn add(self, other: Searched) -> Searched {
        Searched {
            decisions: self.decisions + other.decisions,
            playouts: self.playouts + other.playouts,
            actions: self.actions + other.actions,
            changed: self.changed + other.changed,
        }
    }
}
