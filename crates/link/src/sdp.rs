//! The minimal description: the parts of a data-channel-only WebRTC session description that
//! vary from one session to the next, read from a browser's SDP and written back as a full SDP
//! the browser accepts (docs/multi-device.md, "The signalling in QR codes").

use std::fmt::Write;
use std::net::{Ipv4Addr, Ipv6Addr};

/// At most this many candidates are kept (the first ones, in the browser's order).
pub const MAX_CANDIDATES: usize = 8;
/// The longest ICE username fragment or password kept, in characters.
pub const MAX_ICE_CHARS: usize = 64;
/// The SCTP port browsers use unless told otherwise.
pub const DEFAULT_SCTP_PORT: u16 = 5000;
/// Chromium's and Safari's largest message, written when the description does not differ.
pub const DEFAULT_MAX_MESSAGE_SIZE: u32 = 262_144;
/// The largest message when a description names none (RFC 8841).
const UNSTATED_MAX_MESSAGE_SIZE: u32 = 65_536;

/// Why a description or a code was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// The SDP has no `a=ice-ufrag`, or it is too short, too long or not ICE characters.
    Ufrag,
    /// The SDP has no `a=ice-pwd`, or it is too short, too long or not ICE characters.
    Pwd,
    /// The SDP has no SHA-256 `a=fingerprint` of 32 bytes.
    Fingerprint,
    /// The SDP has no `a=setup`, or one that is not actpass, active or passive.
    Setup,
    /// The code is longer than a code can be.
    TooLong,
    /// The code has a character outside base32 or a length no bytes give.
    NotBase32,
    /// The code ends before its description does.
    Truncated,
    /// The code has bytes after its description.
    Trailing,
    /// The code was written by another version of the format.
    Version,
    /// The code's flags or a candidate's kind are not ones this format writes.
    Malformed,
    /// The code has more than [`MAX_CANDIDATES`] candidates.
    TooManyCandidates,
}

impl Error {
    /// A short, stable code for the error (`bad-ufrag`, `truncated`, ...), as the wasm returns it.
    pub fn code(self) -> &'static str {
        match self {
            Error::Ufrag => "bad-ufrag",
            Error::Pwd => "bad-pwd",
            Error::Fingerprint => "bad-fingerprint",
            Error::Setup => "bad-setup",
            Error::TooLong => "too-long",
            Error::NotBase32 => "not-base32",
            Error::Truncated => "truncated",
            Error::Trailing => "trailing-bytes",
            Error::Version => "bad-version",
            Error::Malformed => "malformed",
            Error::TooManyCandidates => "too-many-candidates",
        }
    }
}

/// Whether a description offers a session or answers an offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The host's offer.
    Offer,
    /// The phone's answer.
    Answer,
}

/// The DTLS role (RFC 5763 `a=setup`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setup {
    /// Either role: what an offer says.
    Actpass,
    /// The DTLS client.
    Active,
    /// The DTLS server.
    Passive,
}

impl Setup {
    /// The word in `a=setup:`.
    fn word(self) -> &'static str {
        match self {
            Setup::Actpass => "actpass",
            Setup::Active => "active",
            Setup::Passive => "passive",
        }
    }
}

/// A candidate's address: IPv4, IPv6 or an mDNS name `<uuid>.local` kept as the UUID's bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Address {
    /// An IPv4 address.
    V4([u8; 4]),
    /// An IPv6 address.
    V6([u8; 16]),
    /// An mDNS name `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.local`.
    Mdns([u8; 16]),
}

impl Address {
    /// Reads an address as a candidate line writes it; `None` for a name that is not a UUID.
    pub fn parse(text: &str) -> Option<Address> {
        if let Ok(ip) = text.parse::<Ipv4Addr>() {
            return Some(Address::V4(ip.octets()));
        }
        if let Ok(ip) = text.parse::<Ipv6Addr>() {
            return Some(Address::V6(ip.octets()));
        }
        let uuid = text.strip_suffix(".local")?;
        let groups: Vec<&str> = uuid.split('-').collect();
        let lengths: Vec<usize> = groups.iter().map(|g| g.len()).collect();
        if lengths != [8, 4, 4, 4, 12] {
            return None;
        }
        let hex: String = groups.concat();
        let mut bytes = [0u8; 16];
        for (i, byte) in bytes.iter_mut().enumerate() {
            *byte = u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok()?;
        }
        Some(Address::Mdns(bytes))
    }
}

impl std::fmt::Display for Address {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Address::V4(octets) => write!(f, "{}", Ipv4Addr::from(*octets)),
            Address::V6(octets) => write!(f, "{}", Ipv6Addr::from(*octets)),
            Address::Mdns(b) => {
                for (i, byte) in b.iter().enumerate() {
                    if matches!(i, 4 | 6 | 8 | 10) {
                        f.write_str("-")?;
                    }
                    write!(f, "{byte:02x}")?;
                }
                f.write_str(".local")
            }
        }
    }
}

/// One ICE candidate: component 1, UDP; a host candidate, or a server-reflexive one with the
/// address it was reflected from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// Where the peer can reach this side.
    pub address: Address,
    /// Its UDP port.
    pub port: u16,
    /// For a server-reflexive candidate (`typ srflx`), `raddr` and `rport`; `None` for a host.
    pub related: Option<(Address, u16)>,
}

impl Candidate {
    /// Reads an `a=candidate:` line's value; `None` for a candidate this format does not keep
    /// (component 2, TCP, relay or peer-reflexive, a name that is not a UUID).
    fn parse(value: &str) -> Option<Candidate> {
        let words: Vec<&str> = value.split_ascii_whitespace().collect();
        let [
            _foundation,
            component,
            transport,
            _priority,
            address,
            port,
            "typ",
            kind,
            rest @ ..,
        ] = words.as_slice()
        else {
            return None;
        };
        if *component != "1" || !transport.eq_ignore_ascii_case("udp") {
            return None;
        }
        let address = Address::parse(address)?;
        let port = port.parse().ok()?;
        let related = match *kind {
            "host" => None,
            "srflx" => {
                let find = |key: &str| {
                    rest.iter()
                        .position(|w| *w == key)
                        .and_then(|i| rest.get(i + 1))
                };
                let raddr = find("raddr")
                    .and_then(|a| Address::parse(a))
                    .unwrap_or(Address::V4([0; 4]));
                let rport = find("rport").and_then(|p| p.parse().ok()).unwrap_or(0);
                Some((raddr, rport))
            }
            _ => return None,
        };
        Some(Candidate {
            address,
            port,
            related,
        })
    }
}

/// The parts of a description that vary: everything else is the same in every data-channel
/// session and is written back as Chromium writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Description {
    /// Offer or answer.
    pub kind: Kind,
    /// The DTLS role.
    pub setup: Setup,
    /// The ICE username fragment.
    pub ufrag: String,
    /// The ICE password.
    pub pwd: String,
    /// The SHA-256 fingerprint of the DTLS certificate.
    pub fingerprint: [u8; 32],
    /// The candidates, at most [`MAX_CANDIDATES`].
    pub candidates: Vec<Candidate>,
    /// The SCTP port (`a=sctp-port`).
    pub sctp_port: u16,
    /// The largest message the side takes (`a=max-message-size`).
    pub max_message_size: u32,
}

/// Whether `text` is an ICE ufrag or password of `min` to [`MAX_ICE_CHARS`] ICE characters.
pub(crate) fn ice_chars(text: &str, min: usize) -> bool {
    (min..=MAX_ICE_CHARS).contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/')
}

impl Description {
    /// Reads a data-channel-only SDP (offer or answer, candidates gathered); an `a=setup:actpass`
    /// makes it an offer, as only an offer may say it. Candidates it cannot keep are left out.
    pub fn parse(sdp: &str) -> Result<Description, Error> {
        let (mut ufrag, mut pwd, mut fingerprint, mut setup) = (None, None, None, None);
        let mut candidates = Vec::new();
        let mut sctp_port = DEFAULT_SCTP_PORT;
        let mut max_message_size = UNSTATED_MAX_MESSAGE_SIZE;
        for line in sdp.lines() {
            let Some(attribute) = line.trim().strip_prefix("a=") else {
                continue;
            };
            let (name, value) = attribute.split_once(':').unwrap_or((attribute, ""));
            let value = value.trim();
            match name {
                "ice-ufrag" if ufrag.is_none() => ufrag = Some(value),
                "ice-pwd" if pwd.is_none() => pwd = Some(value),
                "fingerprint" if fingerprint.is_none() => fingerprint = parse_fingerprint(value),
                "setup" => {
                    setup = match value {
                        "actpass" => Some(Setup::Actpass),
                        "active" => Some(Setup::Active),
                        "passive" => Some(Setup::Passive),
                        _ => return Err(Error::Setup),
                    }
                }
                "candidate" if candidates.len() < MAX_CANDIDATES => {
                    if let Some(candidate) = Candidate::parse(value)
                        && !candidates.contains(&candidate)
                    {
                        candidates.push(candidate);
                    }
                }
                "sctp-port" => sctp_port = value.parse().unwrap_or(DEFAULT_SCTP_PORT),
                "max-message-size" => {
                    // Firefox writes 1073741823; 0 means "any size" (RFC 8841).
                    max_message_size = value.parse().unwrap_or(UNSTATED_MAX_MESSAGE_SIZE);
                }
                _ => {}
            }
        }
        let ufrag = ufrag.filter(|u| ice_chars(u, 4)).ok_or(Error::Ufrag)?;
        let pwd = pwd.filter(|p| ice_chars(p, 22)).ok_or(Error::Pwd)?;
        let setup = setup.ok_or(Error::Setup)?;
        Ok(Description {
            kind: if setup == Setup::Actpass {
                Kind::Offer
            } else {
                Kind::Answer
            },
            setup,
            ufrag: ufrag.to_string(),
            pwd: pwd.to_string(),
            fingerprint: fingerprint.ok_or(Error::Fingerprint)?,
            candidates,
            sctp_port,
            max_message_size,
        })
    }

    /// The full SDP, as Chromium writes a data-channel offer or answer; each candidate's
    /// foundation is its rank and its priority is recomputed (RFC 8445 5.1.2.1) in the kept order.
    pub fn to_sdp(&self) -> String {
        let mut sdp = String::with_capacity(700);
        let id = self.fingerprint[..8]
            .iter()
            .fold(0u64, |n, b| n << 8 | u64::from(*b))
            >> 2;
        let _ = write!(
            sdp,
            "v=0\r\no=- {id} 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n"
        );
        sdp.push_str("a=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\n");
        sdp.push_str("m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n");
        for (rank, candidate) in self.candidates.iter().enumerate() {
            let preference: u32 = if candidate.related.is_some() {
                100
            } else {
                126
            };
            let local = 65_535 - rank as u32;
            let priority = preference << 24 | local << 8 | 255;
            let (address, port) = (candidate.address, candidate.port);
            let _ = write!(
                sdp,
                "a=candidate:{} 1 udp {priority} {address} {port} typ ",
                rank + 1
            );
            match candidate.related {
                None => sdp.push_str("host"),
                Some((raddr, rport)) => {
                    let _ = write!(sdp, "srflx raddr {raddr} rport {rport}");
                }
            }
            sdp.push_str(" generation 0\r\n");
        }
        let _ = write!(
            sdp,
            "a=ice-ufrag:{}\r\na=ice-pwd:{}\r\n",
            self.ufrag, self.pwd
        );
        sdp.push_str("a=fingerprint:sha-256 ");
        for (i, byte) in self.fingerprint.iter().enumerate() {
            let _ = write!(sdp, "{}{byte:02X}", if i == 0 { "" } else { ":" });
        }
        let _ = write!(sdp, "\r\na=setup:{}\r\na=mid:0\r\n", self.setup.word());
        let _ = write!(sdp, "a=sctp-port:{}\r\n", self.sctp_port);
        let _ = write!(sdp, "a=max-message-size:{}\r\n", self.max_message_size);
        sdp
    }
}

/// The 32 bytes of a `sha-256 AA:BB:...` fingerprint; `None` for another hash or a bad one.
fn parse_fingerprint(value: &str) -> Option<[u8; 32]> {
    let (hash, hex) = value.split_once(' ')?;
    if !hash.eq_ignore_ascii_case("sha-256") {
        return None;
    }
    let mut bytes = [0u8; 32];
    let mut parts = hex.trim().split(':');
    for byte in bytes.iter_mut() {
        let part = parts.next().filter(|p| p.len() == 2)?;
        *byte = u8::from_str_radix(part, 16).ok()?;
    }
    parts.next().is_none().then_some(bytes)
}
