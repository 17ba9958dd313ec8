//! The words crate's tests in one binary (docs/performance.md: faster to link).

mod checks;
mod every_language;
mod log_lines;
mod places;
mod since;
