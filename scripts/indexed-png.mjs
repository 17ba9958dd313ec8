// A lossless PNG of an image with at most 256 colours, written as a palette image (one byte a
// pixel, the colours and their alpha in PLTE and tRNS): the app's icons have fewer than 200
// colours, and their palette PNGs are 10-15 % smaller than the RGBA ones (docs/performance.md).
// Used by scripts/pwa.mjs.

import { deflateSync } from 'node:zlib';

/** The PNG chunk `type` holding `data`, with its length and CRC. */
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
}

/** The CRC-32 PNG chunks end with. */
function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * `rgba` (`width` x `height` pixels, 4 bytes each, not premultiplied) as a palette PNG, the
 * colours from the most used to the least (the icons' files 0.16 KB smaller than in order of
 * first use); `null` when it has more than 256 colours.
 */
export function indexedPng(rgba, width, height) {
  const pixels = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  const uses = new Map();
  for (let i = 0; i < width * height; i++) {
    const colour = pixels.readUInt32BE(i * 4);
    uses.set(colour, (uses.get(colour) ?? 0) + 1);
  }
  if (uses.size > 256) return null;
  // Sorted by use, ties in order of first use (a stable sort).
  const colours = [...uses.entries()].sort((a, b) => b[1] - a[1]).map(([colour]) => colour);
  const palette = new Map(colours.map((colour, index) => [colour, index]));
  // Each row starts with its filter byte, 0 (none): the best of PNG's filters on these icons.
  const rows = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      rows[y * (width + 1) + 1 + x] = palette.get(pixels.readUInt32BE((y * width + x) * 4));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per index
  header[9] = 3; // palette colour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(colours.flatMap((c) => [c >>> 24, (c >>> 16) & 255, (c >>> 8) & 255]))),
    chunk('tRNS', Buffer.from(colours.map((c) => c & 255))),
    chunk('IDAT', deflateSync(rows, { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
