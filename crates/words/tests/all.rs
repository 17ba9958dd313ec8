//! The words crate's tests in one binary (docs/performance.md: faster to link).

mod checks;
mod every_language;
mod exported_log;
mod french;
mod french_style;
mod goldens;
mod log_lines;
mod places;
mod resolver;
mod since;
