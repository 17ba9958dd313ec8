//! A [`Description`] as bytes and as text: the byte layout of docs/multi-device.md, written in
//! base32 (RFC 4648's uppercase alphabet, no padding) so that a QR code holds it in its
//! alphanumeric mode and a URL fragment carries it as it is.

use crate::sdp::{
    Address, Candidate, DEFAULT_MAX_MESSAGE_SIZE, DEFAULT_SCTP_PORT, Description, Error, Kind,
    MAX_CANDIDATES, MAX_ICE_CHARS, Setup, ice_chars,
};

/// The format's version, the first byte of every code.
pub const VERSION: u8 = 1;
/// The longest code read, in characters.
pub const MAX_CODE_CHARS: usize = 1024;
/// RFC 4648's base32 alphabet.
const ALPHABET: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
/// The 64 ICE characters (RFC 8839 `ice-char`), each written in 6 bits.
const ICE: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Flag bits of the second byte.
const ANSWER: u8 = 1;
const SETUP_SHIFT: u8 = 1;
const SCTP_PORT: u8 = 1 << 3;
const MAX_MESSAGE: u8 = 1 << 4;
/// Candidate kind bits: the address's kind (0 IPv4, 1 IPv6, 2 mDNS) then, for a server-reflexive
/// candidate, 1 << 2 and the related address's kind << 3.
const SRFLX: u8 = 1 << 2;

/// A browser's SDP as a code: [`Description::parse`] then [`encode`].
pub fn pack(sdp: &str) -> Result<String, Error> {
    Ok(encode(&Description::parse(sdp)?))
}

/// A code back to a full SDP and whether it is an offer or an answer.
pub fn unpack(code: &str) -> Result<(Kind, String), Error> {
    let description = decode(code)?;
    Ok((description.kind, description.to_sdp()))
}

/// The description as text: [`to_bytes`] in base32.
pub fn encode(description: &Description) -> String {
    base32(&to_bytes(description))
}

/// The description a code holds; refuses anything [`encode`] does not write.
pub fn decode(code: &str) -> Result<Description, Error> {
    if code.len() > MAX_CODE_CHARS {
        return Err(Error::TooLong);
    }
    from_bytes(&from_base32(code)?)
}

/// The byte layout (docs/multi-device.md): version, flags, ufrag, pwd, fingerprint, the ports
/// that differ from the defaults, then the candidates.
pub fn to_bytes(d: &Description) -> Vec<u8> {
    let setup = match d.setup {
        Setup::Actpass => 0,
        Setup::Active => 1,
        Setup::Passive => 2,
    };
    let mut flags = (u8::from(d.kind == Kind::Answer) * ANSWER) | (setup << SETUP_SHIFT);
    if d.sctp_port != DEFAULT_SCTP_PORT {
        flags |= SCTP_PORT;
    }
    if d.max_message_size != DEFAULT_MAX_MESSAGE_SIZE {
        flags |= MAX_MESSAGE;
    }
    let mut bytes = vec![VERSION, flags];
    ice(&mut bytes, &d.ufrag);
    ice(&mut bytes, &d.pwd);
    bytes.extend_from_slice(&d.fingerprint);
    if flags & SCTP_PORT != 0 {
        bytes.extend_from_slice(&d.sctp_port.to_be_bytes());
    }
    if flags & MAX_MESSAGE != 0 {
        bytes.extend_from_slice(&d.max_message_size.to_be_bytes());
    }
    let candidates = &d.candidates[..d.candidates.len().min(MAX_CANDIDATES)];
    bytes.push(candidates.len() as u8);
    for c in candidates {
        let related = c
            .related
            .map_or(0, |(raddr, _)| SRFLX | address_kind(raddr) << 3);
        bytes.push(address_kind(c.address) | related);
        address(&mut bytes, c.address);
        bytes.extend_from_slice(&c.port.to_be_bytes());
        if let Some((raddr, rport)) = c.related {
            address(&mut bytes, raddr);
            bytes.extend_from_slice(&rport.to_be_bytes());
        }
    }
    bytes
}

/// Reads [`to_bytes`]'s layout, refusing anything it does not write.
pub fn from_bytes(bytes: &[u8]) -> Result<Description, Error> {
    let mut r = Reader(bytes);
    if r.byte()? != VERSION {
        return Err(Error::Version);
    }
    let flags = r.byte()?;
    if flags & !(ANSWER | 3 << SETUP_SHIFT | SCTP_PORT | MAX_MESSAGE) != 0 {
        return Err(Error::Malformed);
    }
    let setup = match flags >> SETUP_SHIFT & 3 {
        0 => Setup::Actpass,
        1 => Setup::Active,
        2 => Setup::Passive,
        _ => return Err(Error::Malformed),
    };
    let kind = if flags & ANSWER != 0 {
        Kind::Answer
    } else {
        Kind::Offer
    };
    if (kind == Kind::Offer) != (setup == Setup::Actpass) {
        return Err(Error::Malformed);
    }
    let ufrag = r.ice().filter(|u| ice_chars(u, 4)).ok_or(Error::Ufrag)?;
    let pwd = r.ice().filter(|p| ice_chars(p, 22)).ok_or(Error::Pwd)?;
    let fingerprint = r.array::<32>()?;
    let sctp_port = if flags & SCTP_PORT != 0 {
        u16::from_be_bytes(r.array()?)
    } else {
        DEFAULT_SCTP_PORT
    };
    let max_message_size = if flags & MAX_MESSAGE != 0 {
        u32::from_be_bytes(r.array()?)
    } else {
        DEFAULT_MAX_MESSAGE_SIZE
    };
    let count = usize::from(r.byte()?);
    if count > MAX_CANDIDATES {
        return Err(Error::TooManyCandidates);
    }
    let mut candidates = Vec::with_capacity(count);
    for _ in 0..count {
        let kinds = r.byte()?;
        if kinds & !(3 | SRFLX | 3 << 3) != 0 || (kinds & SRFLX == 0 && kinds >> 3 != 0) {
            return Err(Error::Malformed);
        }
        let address = r.address(kinds & 3)?;
        let port = u16::from_be_bytes(r.array()?);
        let related = if kinds & SRFLX != 0 {
            Some((r.address(kinds >> 3 & 3)?, u16::from_be_bytes(r.array()?)))
        } else {
            None
        };
        candidates.push(Candidate {
            address,
            port,
            related,
        });
    }
    if !r.0.is_empty() {
        return Err(Error::Trailing);
    }
    Ok(Description {
        kind,
        setup,
        ufrag,
        pwd,
        fingerprint,
        candidates,
        sctp_port,
        max_message_size,
    })
}

/// 0 for IPv4, 1 for IPv6, 2 for an mDNS name.
fn address_kind(address: Address) -> u8 {
    match address {
        Address::V4(_) => 0,
        Address::V6(_) => 1,
        Address::Mdns(_) => 2,
    }
}

/// Appends the address's bytes (4 or 16).
fn address(bytes: &mut Vec<u8>, address: Address) {
    match address {
        Address::V4(octets) => bytes.extend_from_slice(&octets),
        Address::V6(octets) | Address::Mdns(octets) => bytes.extend_from_slice(&octets),
    }
}

/// Appends an ICE string: its length in characters, then 6 bits a character.
fn ice(bytes: &mut Vec<u8>, text: &str) {
    let text = &text.as_bytes()[..text.len().min(MAX_ICE_CHARS)];
    bytes.push(text.len() as u8);
    let mut bits = Bits::default();
    for c in text {
        let value = ICE.iter().position(|i| i == c).unwrap_or(0) as u32;
        bits.push(value, 6, bytes);
    }
    bits.flush(bytes);
}

/// Bits gathered into bytes, most significant first.
#[derive(Default)]
struct Bits {
    value: u32,
    count: u32,
}

impl Bits {
    /// Adds the `width` low bits of `value`, moving whole bytes to `out`.
    fn push(&mut self, value: u32, width: u32, out: &mut Vec<u8>) {
        self.value = self.value << width | value;
        self.count += width;
        while self.count >= 8 {
            self.count -= 8;
            out.push((self.value >> self.count) as u8);
        }
        self.value &= (1 << self.count) - 1;
    }
    /// Pads the last bits with zeros into a byte.
    fn flush(&mut self, out: &mut Vec<u8>) {
        if self.count > 0 {
            out.push((self.value << (8 - self.count)) as u8);
        }
        *self = Bits::default();
    }
}

/// Reads the layout front to back.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    /// The next byte.
    fn byte(&mut self) -> Result<u8, Error> {
        Ok(self.array::<1>()?[0])
    }
    /// The next `N` bytes.
    fn array<const N: usize>(&mut self) -> Result<[u8; N], Error> {
        let (head, rest) = self.0.split_first_chunk::<N>().ok_or(Error::Truncated)?;
        self.0 = rest;
        Ok(*head)
    }
    /// An address of the given kind.
    fn address(&mut self, kind: u8) -> Result<Address, Error> {
        match kind {
            0 => Ok(Address::V4(self.array()?)),
            1 => Ok(Address::V6(self.array()?)),
            2 => Ok(Address::Mdns(self.array()?)),
            _ => Err(Error::Malformed),
        }
    }
    /// An ICE string written by [`ice`]; `None` when truncated.
    fn ice(&mut self) -> Option<String> {
        let chars = usize::from(self.byte().ok()?);
        let length = (chars * 6).div_ceil(8);
        let (packed, rest) = self.0.split_at_checked(length)?;
        self.0 = rest;
        let text = (0..chars)
            .map(|i| {
                let (at, shift) = (i * 6 / 8, i * 6 % 8);
                let pair =
                    u16::from(packed[at]) << 8 | u16::from(*packed.get(at + 1).unwrap_or(&0));
                ICE[usize::from(pair >> (10 - shift) & 63)] as char
            })
            .collect();
        Some(text)
    }
}

/// `bytes` in base32, uppercase, unpadded.
pub fn base32(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len() * 8 / 5 + 1);
    let (mut value, mut count) = (0u32, 0u32);
    for byte in bytes {
        value = value << 8 | u32::from(*byte);
        count += 8;
        while count >= 5 {
            count -= 5;
            text.push(ALPHABET[(value >> count & 31) as usize] as char);
        }
        value &= (1 << count) - 1;
    }
    if count > 0 {
        text.push(ALPHABET[(value << (5 - count) & 31) as usize] as char);
    }
    text
}

/// The bytes of base32 text (either case; spaces and line breaks skipped, as pasted text has).
pub fn from_base32(text: &str) -> Result<Vec<u8>, Error> {
    let mut bytes = Vec::with_capacity(text.len() * 5 / 8);
    let (mut value, mut count) = (0u32, 0u32);
    for c in text.bytes().filter(|c| !c.is_ascii_whitespace()) {
        let digit = match c.to_ascii_uppercase() {
            c @ b'A'..=b'Z' => c - b'A',
            c @ b'2'..=b'7' => c - b'2' + 26,
            _ => return Err(Error::NotBase32),
        };
        value = value << 5 | u32::from(digit);
        count += 5;
        if count >= 8 {
            count -= 8;
            bytes.push((value >> count) as u8);
        }
        value &= (1 << count) - 1;
    }
    // A whole number of bytes leaves fewer than 5 bits, all zero.
    if count >= 5 || value != 0 {
        return Err(Error::NotBase32);
    }
    Ok(bytes)
}
