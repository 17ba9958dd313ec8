//! Every integration test of this crate in one binary: each file of tests/ is a module, so
//! the tests compile and link once (one binary instead of one a file).

mod qr;
mod sdp;
