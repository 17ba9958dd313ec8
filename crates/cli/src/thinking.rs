//! How long an Expert bot thinks, from the command line (`--playouts`, `--budget-ms`) or a
//! protocol request (`playouts`, `budget_ms`), checked against the ranges the tool accepts.

use std::sync::OnceLock;
use std::time::Instant;

use lamorisse_engine::bot::{Budget, MOST_PLAYOUTS};

/// The longest time a decision may be given, in milliseconds (a minute).
pub const MOST_MS: u64 = 60_000;

/// Milliseconds since the tool first read it: the clock an Expert's time limit reads (and
/// `bench`'s timed games).
pub fn now_ms() -> f64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1e3
}

/// An Expert's budget: `playouts` imagined games per decision (the default when not given),
/// and at most `ms` milliseconds when given. A value out of range is refused with the range.
pub fn budget(playouts: Option<u64>, ms: Option<u64>) -> Result<Budget, String> {
    let mut budget = Budget::default();
    if let Some(playouts) = playouts {
        if !(1..=u64::from(MOST_PLAYOUTS)).contains(&playouts) {
            return Err(format!(
                "playouts must be 1 to {MOST_PLAYOUTS}, not {playouts}"
            ));
        }
        budget.playouts = playouts as u32;
    }
    if let Some(ms) = ms {
        if !(1..=MOST_MS).contains(&ms) {
            return Err(format!("budget_ms must be 1 to {MOST_MS}, not {ms}"));
        }
        // A limit in time alone: as many imagined games as the time allows.
        if playouts.is_none() {
            budget.playouts = MOST_PLAYOUTS;
        }
        budget.time = Some((now_ms, ms as f64));
    }
    Ok(budget)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_out_of_range_are_refused_and_the_others_kept() {
        assert_eq!(budget(None, None).unwrap(), Budget::default());
        assert_eq!(budget(Some(64), None).unwrap().playouts, 64);
        assert!(
            budget(Some(0), None)
                .unwrap_err()
                .contains("playouts must be 1 to")
        );
        assert!(budget(Some(u64::MAX), None).is_err());
        assert!(
            budget(None, Some(0))
                .unwrap_err()
                .contains("budget_ms must be 1 to")
        );
        assert!(budget(None, Some(MOST_MS + 1)).is_err());
        let timed = budget(None, Some(50)).unwrap();
        assert_eq!(timed.playouts, MOST_PLAYOUTS);
        assert_eq!(timed.time.map(|(_, ms)| ms), Some(50.0));
    }
}
