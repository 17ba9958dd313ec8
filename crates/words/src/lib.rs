//! The game's words as Project Fluent catalogs (issue 52, docs/i18n.md): the `.ftl` files of
//! `public/locales/<lang>/`, embedded, read by Mozilla's `fluent-bundle`, turning the engine's
//! messages (`lamorisse_engine::text::message`) into sentences in the player's language.

pub mod bundle;
pub mod catalog;
pub mod checks;
pub mod constants;
pub mod forms;
pub mod log_text;
pub mod numbers;
pub mod rules_pages;
pub mod sources;
pub mod table;
pub mod tables;

pub use bundle::CatalogError;
pub use catalog::Catalog;
pub use forms::Named;
