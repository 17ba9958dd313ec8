//! Small preferences kept in `localStorage`; a browser that refuses storage only loses them.

use gloo_storage::{LocalStorage, Storage};

/// The storage key of the chosen language.
pub const LANGUAGE_KEY: &str = "lamorisse.lang";

/// Reads a stored string, or `None` when it is missing or storage is unavailable.
pub fn read(key: &str) -> Option<String> {
    LocalStorage::get::<String>(key).ok()
}

/// Stores a string; returns whether the browser accepted it (it may be full or disabled).
pub fn write(key: &str, value: &str) -> bool {
    LocalStorage::set(key, value).is_ok()
}

/// Removes a stored value (nothing happens if storage is unavailable).
pub fn remove(key: &str) {
    LocalStorage::delete(key);
}
