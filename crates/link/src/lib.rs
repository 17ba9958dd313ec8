//! Playing across devices with no server (issue 38): a WebRTC description packed into a short,
//! QR-friendly code and back ([`sdp`], [`code`]), and QR codes drawn and read ([`qr`]). Pure
//! Rust, tested natively; compiled to wasm with plain exports ([`ffi`]) for public/link/link.js.

pub mod code;
pub mod ffi;
pub mod qr;
pub mod sdp;

pub use code::{pack, unpack};
pub use sdp::{Address, Candidate, Description, Error, Kind, Setup};
