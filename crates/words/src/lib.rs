//! The game's words as Project Fluent catalogs (issue 52, docs/i18n.md): the `.ftl` files of
//! `public/locales/<lang>/`, read by Mozilla's `fluent-syntax` (natively) or in their compact
//! form (the page, `pattern.rs`), turning the engine's messages
//! (`lamorisse_engine::text::message`) into sentences in the player's language.

pub mod bundle;
pub mod catalog;
#[cfg(feature = "ftl")]
pub mod checks;
#[cfg(feature = "ftl")]
pub mod constants;
pub mod forms;
#[cfg(feature = "ftl")]
pub mod ftl;
pub mod log_text;
pub mod numbers;
pub mod pattern;
pub mod plural;
pub mod resolve;
#[cfg(feature = "builtin")]
pub mod rules_pages;
pub mod sources;
pub mod table;
pub mod tables;

pub use bundle::CatalogError;
pub use catalog::Catalog;
pub use forms::Named;
