// Playing across devices with no server (issue 38): two separate Chromium processes, a host
// tablet and a phone, each on the built app page, load public/link/link.js on demand, connect
// over a WebRTC data channel with the codes of crates/link (the rebuilt descriptions must
// really connect), and carry a whole game view's worth of text both ways. Then the offer goes
// through the phone's camera: its QR code is written as a Y4M video for Chromium's fake camera,
// and scan() reads it (with the wasm's rqrr: Linux Chromium has no BarcodeDetector).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/static-server.mjs';
import { ARTIFACTS, ROOT, appReady } from '../harness.mjs';
import { y4m } from '../camera.mjs';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
/** The harness's flags, and loopback allowed for peer connections (both devices are here). */
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--allow-loopback-in-peer-connection'];
/** Real addresses in host candidates instead of Chromium's mDNS names. */
const REAL_IPS = '--disable-features=WebRtcHideLocalIpsWithMdns';

let server;
let url;
const browsers = [];

before(async () => {
  server = await serve(process.env.DIST ?? join(ROOT, 'dist'), 0, '/');
  url = `http://127.0.0.1:${server.address().port}/`;
  mkdirSync(ARTIFACTS, { recursive: true });
});

after(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await new Promise((done) => server.close(done));
});

/** A device: its own Chromium process with the app page open and link.js loaded as `window.link`. */
async function device(extra = []) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...ARGS, ...extra] });
  browsers.push(browser);
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  await page.goto(url);
  await appReady(page);
  // (The page's policy forbids eval: the test's helpers are defined here, in the page.)
  await page.evaluate(async () => {
    window.link = await import(new URL('link/link.js', location.href).href);
    await window.link.ready();
    // A deterministic message of about 150 KB of JSON, with accents and emoji.
    window.big = (seed) => JSON.stringify({
      seed,
      cells: Array.from({ length: 5800 }, (_, i) => `territoire-${i}-é€😀-${(i * 7919 + seed) % 1000}`),
    });
    // Keeps the channel as `window.channel` and what it receives in `window.received`.
    window.keep = (channel) => {
      window.channel = channel;
      window.received = [];
      window.ended = false;
      channel.onMessage((message) => window.received.push(message));
      channel.onClose(() => { window.ended = true; });
    };
  });
  return { browser, page, errors };
}

/** Host and phone connect through the codes (as text), then exchange messages both ways. */
async function connectAndTalk(host, phone) {
  const offer = await host.page.evaluate(async () => {
    window.invitation = await window.link.invite();
    return window.invitation.code;
  });
  const answer = await phone.page.evaluate(async (offer) => {
    const reply = await window.link.answer(offer);
    reply.connected.then(window.keep);
    return reply.code;
  }, offer);
  await host.page.evaluate(async (answer) => {
    window.keep(await window.invitation.accept(answer));
  }, answer);
  await phone.page.waitForFunction(() => window.channel?.open, null, { timeout: 20_000 });
  for (const [from, to, seed] of [[host, phone, 1], [phone, host, 2]]) {
    const sent = await from.page.evaluate((seed) => {
      const big = window.big(seed);
      window.channel.send(big);
      window.channel.send('{"small":true}');
      return big.length;
    }, seed);
    assert.ok(sent > 150_000, `a ${sent}-character message`);
    const check = await to.page.evaluate(async (seed) => {
      while (window.received.length < 2) await new Promise((r) => setTimeout(r, 20));
      return { whole: window.received[0] === window.big(seed), small: window.received[1], count: window.received.length };
    }, seed);
    assert.deepEqual(check, { whole: true, small: '{"small":true}', count: 2 });
    await to.page.evaluate(() => { window.received = []; });
  }
  return { offer, answer };
}

/** Closes a device's browser and checks its page logged no error. */
async function done(d) {
  await d.browser.close();
  assert.deepEqual(d.errors, [], 'the page logged errors');
}

test('host and phone connect with real addresses and carry 150 KB both ways', async () => {
  const host = await device([REAL_IPS]);
  const phone = await device([REAL_IPS]);
  const { offer, answer } = await connectAndTalk(host, phone);
  assert.match(offer, /^[A-Z2-7]+$/);
  assert.match(answer, /^[A-Z2-7]+$/);
  // The phone's side closing is seen by the host.
  await phone.page.evaluate(() => window.channel.close());
  await host.page.waitForFunction(() => window.ended, null, { timeout: 15_000 });
  await done(host);
  await done(phone);
});

test('a message longer than 4 M characters is dropped as it comes and handed on empty', async () => {
  const host = await device([REAL_IPS]);
  const phone = await device([REAL_IPS]);
  await connectAndTalk(host, phone);
  await host.page.evaluate(() => {
    window.channel.send('x'.repeat(4 * 1024 * 1024 + 10));
    window.channel.send('{"after":true}');
  });
  const got = await phone.page.evaluate(async () => {
    while (window.received.length < 2) await new Promise((r) => setTimeout(r, 20));
    return window.received;
  });
  assert.deepEqual(got, ['', '{"after":true}']);
  await done(host);
  await done(phone);
});

test('each side asks the other "still there?": a quiet channel stays open, a silent side is seen as gone', async () => {
  const host = await device([REAL_IPS]);
  const phone = await device([REAL_IPS]);
  await connectAndTalk(host, phone);
  // Longer than SILENT_MS (public/link/link.js) with nothing to say: the questions and answers
  // keep the channel open and never reach onMessage.
  await host.page.waitForTimeout(12_000);
  for (const d of [host, phone]) {
    assert.deepEqual(await d.page.evaluate(() => [window.channel.open, window.received.length]), [true, 0]);
  }
  // The phone's page stops answering (its connection stays up): the host gives it up.
  const busy = phone.page.evaluate(() => {
    const end = Date.now() + 15_000;
    while (Date.now() < end);
  });
  await host.page.waitForFunction(() => window.ended, null, { timeout: 20_000 });
  await busy;
  await done(host);
  await done(phone);
});

test('host and phone connect with Chromium\'s default mDNS candidates', async () => {
  const host = await device();
  const phone = await device();
  const { offer } = await connectAndTalk(host, phone);
  const { sdp } = await host.page.evaluate((code) => window.link.unpack(code), offer);
  assert.match(sdp, /\.local \d+ typ host/, 'the offer had mDNS names');
  // A phone that vanishes (its browser gone, no goodbye) is seen by the host.
  await done(phone);
  const started = Date.now();
  await host.page.waitForFunction(() => window.ended, null, { timeout: 40_000 });
  console.log(`a vanished phone is seen after ${Date.now() - started} ms`);
  await done(host);
});

test('bad codes are refused with short error codes', async () => {
  const host = await device([REAL_IPS]);
  const codes = await host.page.evaluate(async () => {
    const invitation = await window.link.invite();
    const failures = [];
    for (const bad of ['', 'HELLO', '!!!', invitation.code]) {
      await invitation.accept(bad).then(() => failures.push('accepted'), (e) => failures.push(e.message));
    }
    await window.link.answer('NOPE').catch((e) => failures.push(e.message));
    // A connection given up before it opens.
    const reply = await window.link.answer(invitation.code);
    reply.cancel();
    await reply.connected.catch((e) => failures.push(e.message));
    return failures;
  });
  // (The host's own offer is not an answer.)
  assert.deepEqual(codes, ['bad-code', 'bad-code', 'bad-code', 'bad-code', 'bad-code', 'cancelled']);
  await done(host);
});

test('the phone\'s answer drawn as an SVG QR code reads back through the wasm', async () => {
  const host = await device([REAL_IPS]);
  const read = await host.page.evaluate(async () => {
    const invitation = await window.link.invite();
    const reply = await window.link.answer(invitation.code);
    reply.cancel();
    invitation.cancel();
    // The SVG as the UI shows it, drawn at 300 px, then read as a camera frame would be.
    const image = new Image();
    image.src = `data:image/svg+xml,${encodeURIComponent(reply.svg)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 300;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0, 300, 300);
    const rgba = context.getImageData(0, 0, 300, 300).data;
    const luma = Uint8Array.from({ length: 300 * 300 }, (_, i) => rgba[4 * i + 1]);
    return { code: reply.code, read: window.link.qrRead(luma, 300, 300), blank: window.link.qrRead(new Uint8Array(100), 10, 10) };
  });
  assert.equal(read.read, read.code);
  assert.equal(read.blank, '');
  await done(host);
});

test('the phone scans the host\'s QR code with its camera, then joins', async () => {
  const host = await device([REAL_IPS]);
  const { code, matrix } = await host.page.evaluate(async () => {
    window.invitation = await window.link.invite();
    const code = window.invitation.code;
    const matrix = window.link.qrMatrix(`${location.origin}${location.pathname}#join=${code}`);
    return { code, matrix: { width: matrix.width, modules: Array.from(matrix.modules) } };
  });
  const video = join(ARTIFACTS, 'link-offer.y4m');
  writeFileSync(video, y4m(matrix, 640, 480, 3));
  const phone = await device([REAL_IPS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`]);
  const scanned = await phone.page.evaluate(async () => {
    const parent = document.createElement('div');
    document.body.append(parent);
    // The wasm's reader is the one under test: a Chromium with BarcodeDetector goes without.
    const detector = 'BarcodeDetector' in window;
    delete window.BarcodeDetector;
    const text = await Promise.race([window.link.scan(parent),
      new Promise((_, reject) => setTimeout(() => reject(new Error('scan timed out')), 25_000))]);
    return { text, detector, videos: parent.querySelectorAll('video').length };
  });
  assert.deepEqual(scanned, { text: code, detector: scanned.detector, videos: 0 });
  const answer = await phone.page.evaluate(async (offer) => {
    const reply = await window.link.answer(offer);
    reply.connected.then(window.keep);
    return reply.code;
  }, scanned.text);
  await host.page.evaluate(async (answer) => {
    window.keep(await window.invitation.accept(answer));
    window.channel.send('hello from the host');
  }, answer);
  await phone.page.waitForFunction(() => window.received?.[0] === 'hello from the host', null, { timeout: 20_000 });
  await done(host);
  await done(phone);
});
