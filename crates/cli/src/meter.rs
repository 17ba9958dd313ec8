//! A counting allocator for `bench`'s memory figures: the system allocator, plus, while
//! metering is on, the bytes held now and the most held since the last reset.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};

/// Whether allocations are counted (off but for `bench`, so other commands pay one load).
static ON: AtomicBool = AtomicBool::new(false);
/// Bytes held now, counted since metering began.
static HELD: AtomicUsize = AtomicUsize::new(0);
/// The most bytes held since the last [`reset_peak`].
static PEAK: AtomicUsize = AtomicUsize::new(0);

/// The system allocator, counting while metering is on.
pub struct Counting;

// SAFETY: every call is passed to the system allocator unchanged; the counts are only read.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count(layout.size() as isize);
        // SAFETY: the caller's layout, as `GlobalAlloc::alloc` requires.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        count(-(layout.size() as isize));
        // SAFETY: `ptr` came from `alloc` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count(new_size as isize - layout.size() as isize);
        // SAFETY: as `GlobalAlloc::realloc` requires, passed on.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

/// Adds `bytes` (freed when negative) to the bytes held, and raises the peak.
fn count(bytes: isize) {
    if !ON.load(Relaxed) {
        return;
    }
    let held = if bytes >= 0 {
        HELD.fetch_add(bytes as usize, Relaxed) + bytes as usize
    } else {
        // Memory allocated before metering began may be freed: never below zero.
        let freed = bytes.unsigned_abs();
        let before = HELD
            .fetch_update(Relaxed, Relaxed, |h| Some(h.saturating_sub(freed)))
            .unwrap_or(0);
        before.saturating_sub(freed)
    };
    PEAK.fetch_max(held, Relaxed);
}

/// Starts counting (from zero).
pub fn start() {
    HELD.store(0, Relaxed);
    PEAK.store(0, Relaxed);
    ON.store(true, Relaxed);
}

/// Bytes held now, since [`start`].
pub fn held() -> usize {
    HELD.load(Relaxed)
}

/// Sets the peak to what is held now, and returns it.
pub fn reset_peak() -> usize {
    let now = held();
    PEAK.store(now, Relaxed);
    now
}

/// The most bytes held since the last [`reset_peak`].
pub fn peak() -> usize {
    PEAK.load(Relaxed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_allocated_while_metering_raises_the_peak() {
        start();
        let base = reset_peak();
        let block = vec![7u8; 1 << 20];
        assert!(
            peak() >= base + block.len(),
            "{} < {}",
            peak(),
            base + block.len()
        );
        drop(block);
    }
}
