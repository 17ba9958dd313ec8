//! The minimal description against real Chromium descriptions (tests/fixtures, recorded by
//! scripts/record-sdp.mjs): packed, written as text, read back and rebuilt.

use lamorisse_link::code::{
    MAX_CODE_CHARS, base32, decode, encode, from_base32, from_bytes, to_bytes,
};
use lamorisse_link::sdp::{Address, Description, Error, Kind, MAX_CANDIDATES, Setup};
use lamorisse_link::{pack, unpack};

/// The recorded descriptions, by name.
const FIXTURES: [(&str, &str); 4] = [
    (
        "mdns-offer",
        include_str!("fixtures/chromium-mdns-offer.sdp"),
    ),
    (
        "mdns-answer",
        include_str!("fixtures/chromium-mdns-answer.sdp"),
    ),
    ("ip-offer", include_str!("fixtures/chromium-ip-offer.sdp")),
    ("ip-answer", include_str!("fixtures/chromium-ip-answer.sdp")),
];

/// The value of the first `a=<name>:` line.
fn attribute<'a>(sdp: &'a str, name: &str) -> &'a str {
    let prefix = format!("a={name}:");
    sdp.lines()
        .find_map(|l| l.strip_prefix(prefix.as_str()))
        .unwrap_or_else(|| panic!("no {name}"))
}

/// (address, port, type) of each candidate line.
fn candidates(sdp: &str) -> Vec<(String, String, String)> {
    sdp.lines()
        .filter_map(|l| l.strip_prefix("a=candidate:"))
        .map(|c| {
            let w: Vec<&str> = c.split_whitespace().collect();
            (w[4].to_string(), w[5].to_string(), w[7].to_string())
        })
        .collect()
}

#[test]
fn every_fixture_round_trips_through_bytes_and_text() {
    for (name, sdp) in FIXTURES {
        let description = Description::parse(sdp).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        assert_eq!(
            description.kind,
            if name.ends_with("offer") {
                Kind::Offer
            } else {
                Kind::Answer
            }
        );
        assert!(!description.candidates.is_empty(), "{name} has candidates");
        assert_eq!(
            from_bytes(&to_bytes(&description)),
            Ok(description.clone()),
            "{name}"
        );
        let code = encode(&description);
        assert!(
            code.bytes()
                .all(|c| c.is_ascii_uppercase() || (b'2'..=b'7').contains(&c)),
            "{code}"
        );
        assert_eq!(decode(&code), Ok(description.clone()), "{name}");
        assert_eq!(
            decode(&code.to_lowercase()),
            Ok(description.clone()),
            "either case"
        );
        // The rebuilt SDP parses to the same description.
        assert_eq!(
            Description::parse(&description.to_sdp()),
            Ok(description),
            "{name}"
        );
    }
}

#[test]
fn the_rebuilt_sdp_keeps_every_varying_field() {
    for (name, sdp) in FIXTURES {
        let (kind, rebuilt) = unpack(&pack(sdp).unwrap()).unwrap();
        assert_eq!(kind == Kind::Offer, name.ends_with("offer"));
        for field in [
            "ice-ufrag",
            "ice-pwd",
            "fingerprint",
            "setup",
            "mid",
            "sctp-port",
            "max-message-size",
        ] {
            assert_eq!(
                attribute(&rebuilt, field),
                attribute(sdp, field).trim(),
                "{name}: {field}"
            );
        }
        let original: Vec<_> = candidates(sdp)
            .into_iter()
            .filter(|(_, _, t)| t == "host")
            .collect();
        assert_eq!(candidates(&rebuilt), original, "{name}: candidates");
        for line in [
            "v=0",
            "s=-",
            "t=0 0",
            "a=group:BUNDLE 0",
            "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        ] {
            assert!(rebuilt.lines().any(|l| l == line), "{name}: {line}");
        }
    }
}

#[test]
fn codes_have_the_expected_sizes() {
    // Version, flags, ufrag (1 + 3 bytes), pwd (1 + 18), fingerprint, count: 58 bytes; then per
    // candidate a kind byte, the address and the port.
    let mdns = Description::parse(FIXTURES[0].1).unwrap();
    assert_eq!(mdns.candidates.len(), 2);
    assert!(
        mdns.candidates
            .iter()
            .all(|c| matches!(c.address, Address::Mdns(_)))
    );
    assert_eq!(to_bytes(&mdns).len(), 58 + 2 * 19);
    assert_eq!(encode(&mdns).len(), (96 * 8usize).div_ceil(5));
    let ip = Description::parse(FIXTURES[3].1).unwrap();
    assert_eq!(ip.setup, Setup::Active);
    assert_eq!(to_bytes(&ip).len(), 58 + (1 + 4 + 2) + (1 + 16 + 2));
    // The rebuilt SDP is about as long as the browser's.
    let rebuilt = mdns.to_sdp();
    assert!(
        (600..=720).contains(&rebuilt.len()),
        "{} chars",
        rebuilt.len()
    );
}

#[test]
fn srflx_candidates_and_other_ports_are_kept() {
    let sdp = FIXTURES[2].1
        .replace("a=sctp-port:5000", "a=sctp-port:5001")
        .replace("a=max-message-size:262144", "a=max-message-size:1073741823")
        .replace("a=mid:0", "a=candidate:9 1 udp 1 203.0.113.7 40000 typ srflx raddr 0.0.0.0 rport 0\r\na=candidate:8 1 tcp 1 10.0.0.1 9 typ host tcptype active\r\na=mid:0");
    let d = Description::parse(&sdp).unwrap();
    assert_eq!((d.sctp_port, d.max_message_size), (5001, 1_073_741_823));
    let srflx = d.candidates.last().unwrap();
    assert_eq!(srflx.address, Address::V4([203, 0, 113, 7]));
    assert_eq!(srflx.related, Some((Address::V4([0; 4]), 0)));
    assert!(
        d.candidates.iter().all(|c| c.port != 9),
        "TCP candidates are left out"
    );
    let back = decode(&encode(&d)).unwrap();
    assert_eq!(back, d);
    assert!(
        back.to_sdp()
            .contains(" 203.0.113.7 40000 typ srflx raddr 0.0.0.0 rport 0 ")
    );
}

#[test]
fn incomplete_descriptions_are_refused() {
    let sdp = FIXTURES[0].1;
    let without = |name: &str| {
        sdp.lines()
            .filter(|l| !l.starts_with(name))
            .collect::<Vec<_>>()
            .join("\r\n")
    };
    assert_eq!(
        Description::parse(&without("a=ice-ufrag")),
        Err(Error::Ufrag)
    );
    assert_eq!(Description::parse(&without("a=ice-pwd")), Err(Error::Pwd));
    assert_eq!(
        Description::parse(&without("a=fingerprint")),
        Err(Error::Fingerprint)
    );
    assert_eq!(Description::parse(&without("a=setup")), Err(Error::Setup));
    assert_eq!(Description::parse(""), Err(Error::Ufrag));
    assert_eq!(
        Description::parse(&sdp.replace("sha-256", "sha-1")),
        Err(Error::Fingerprint)
    );
}

#[test]
fn garbage_and_truncated_codes_are_refused() {
    let code = pack(FIXTURES[0].1).unwrap();
    let bytes = from_base32(&code).unwrap();
    for cut in 0..bytes.len() {
        let shorter = base32(&bytes[..cut]);
        assert!(decode(&shorter).is_err(), "cut at {cut} accepted");
    }
    let mut longer = bytes.clone();
    longer.push(0);
    assert_eq!(decode(&base32(&longer)), Err(Error::Trailing));
    let mut version = bytes.clone();
    version[0] = 2;
    assert_eq!(decode(&base32(&version)), Err(Error::Version));
    let mut flags = bytes.clone();
    flags[1] = 0xff;
    assert_eq!(decode(&base32(&flags)), Err(Error::Malformed));
    let mut many = bytes.clone();
    many[57] = MAX_CANDIDATES as u8 + 1;
    assert_eq!(decode(&base32(&many)), Err(Error::TooManyCandidates));
    assert_eq!(decode("HELLO-WORLD"), Err(Error::NotBase32));
    assert_eq!(decode("A"), Err(Error::NotBase32));
    assert_eq!(decode(&"A".repeat(MAX_CODE_CHARS + 1)), Err(Error::TooLong));
    // Every byte string of some pseudo-random bytes: an error or a description, never a panic.
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for length in 0..400 {
        let noise: Vec<u8> = (0..length % 120)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                seed as u8
            })
            .collect();
        let mut framed = noise.clone();
        if length % 2 == 0 && framed.len() > 2 {
            framed[0] = 1;
            framed[1] &= 7;
        }
        let _ = decode(&base32(&framed));
    }
}

#[test]
fn a_description_in_firefox_form_is_read() {
    // Written in the form of Firefox's published descriptions (not recorded here): session-level
    // fingerprint, hex ICE credentials, uppercase UDP, a TCP candidate, a larger max message.
    let sdp = include_str!("fixtures/firefox-form-offer.sdp");
    let d = Description::parse(sdp).unwrap();
    assert_eq!((d.kind, d.setup), (Kind::Offer, Setup::Actpass));
    assert_eq!(
        (d.ufrag.as_str(), d.pwd.as_str()),
        ("25549086", "7d6fa8fd92707c1f8b62be23c447ffc2")
    );
    assert_eq!(d.max_message_size, 1_073_741_823);
    assert_eq!(d.candidates.len(), 2, "the TCP candidate is left out");
    assert_eq!(d.candidates[0].address, Address::V4([192, 168, 1, 20]));
    assert!(matches!(d.candidates[1].address, Address::Mdns(_)));
    let (_, rebuilt) = unpack(&pack(sdp).unwrap()).unwrap();
    for field in [
        "ice-ufrag",
        "ice-pwd",
        "fingerprint",
        "setup",
        "max-message-size",
    ] {
        assert_eq!(attribute(&rebuilt, field), attribute(sdp, field), "{field}");
    }
    assert!(rebuilt.contains(" 8c4e5a0b-7f2d-4c8e-9a1b-3d5e6f708192.local 54112 typ host"));
    // The rebuilt session id fits in 62 bits, as Firefox requires.
    let id: u64 = rebuilt
        .lines()
        .nth(1)
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    assert!(id < 1 << 62);
}
