//! Prints the sizes docs/multi-device.md quotes: each recorded description's SDP, bytes, code
//! and QR version at levels L and M, bare and inside a join URL.
//!
//!   cargo run -p lamorisse-link --example sizes

use lamorisse_link::code::{encode, to_bytes};
use lamorisse_link::sdp::Description;
use qrcode::{EcLevel, QrCode, Version};

/// The QR version `text` needs at `level`.
fn version(text: &str, level: EcLevel) -> i16 {
    match QrCode::with_error_correction_level(text, level).map(|c| c.version()) {
        Ok(Version::Normal(v) | Version::Micro(v)) => v,
        Err(_) => 0,
    }
}

/// Prints the table.
fn main() {
    let fixtures = [
        (
            "offer, 2 mDNS candidates",
            include_str!("../tests/fixtures/chromium-mdns-offer.sdp"),
        ),
        (
            "answer, 2 mDNS candidates",
            include_str!("../tests/fixtures/chromium-mdns-answer.sdp"),
        ),
        (
            "offer, IPv4 + IPv6",
            include_str!("../tests/fixtures/chromium-ip-offer.sdp"),
        ),
        (
            "answer, IPv4 + IPv6",
            include_str!("../tests/fixtures/chromium-ip-answer.sdp"),
        ),
    ];
    println!(
        "| description | SDP chars | bytes | code chars | QR L / M | join URL chars | URL QR L / M |"
    );
    println!("|---|---|---|---|---|---|---|");
    for (name, sdp) in fixtures {
        println!(
            "| {name}, the whole SDP | {} | - | - | {} / {} | - | - |",
            sdp.len(),
            version(sdp, EcLevel::L),
            version(sdp, EcLevel::M)
        );
        let mut description = Description::parse(sdp).expect("a recorded description");
        for keep in [description.candidates.len(), 1] {
            description.candidates.truncate(keep);
            let code = encode(&description);
            let url = format!("https://example.github.io/lamorisse/#join={code}");
            println!(
                "| {name}{} | {} | {} | {} | {} / {} | {} | {} / {} |",
                if keep == 1 { " (first only)" } else { "" },
                sdp.len(),
                to_bytes(&description).len(),
                code.len(),
                version(&code, EcLevel::L),
                version(&code, EcLevel::M),
                url.len(),
                version(&url, EcLevel::L),
                version(&url, EcLevel::M),
            );
        }
    }
}
