// Records real WebRTC descriptions of a data-channel-only session from Debian's Chromium, as
// the link crate's tests use them (crates/link/tests/fixtures/*.sdp): an offer and its answer,
// taken once ICE gathering is complete (no trickle ICE), with Chromium's default mDNS host
// candidates and with real addresses (WebRtcHideLocalIpsWithMdns disabled).
//
//   node scripts/record-sdp.mjs

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const out = join(import.meta.dirname, '..', 'crates/link/tests/fixtures');
const BASE = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--allow-loopback-in-peer-connection'];

/** In the page: a peer connection with the "lamorisse" channel, its description once gathered. */
async function describe(page, offer) {
  return page.evaluate(async (remote) => {
    const pc = new RTCPeerConnection({ iceServers: [] });
    window.pc = pc;
    pc.createDataChannel('lamorisse', { negotiated: true, id: 0 });
    if (remote) {
      await pc.setRemoteDescription({ type: 'offer', sdp: remote });
      await pc.setLocalDescription(await pc.createAnswer());
    } else {
      await pc.setLocalDescription(await pc.createOffer());
    }
    if (pc.iceGatheringState !== 'complete') {
      await new Promise((done) => {
        pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && done());
        setTimeout(done, 5000);
      });
    }
    return pc.localDescription.sdp;
  }, offer);
}

for (const [name, extra] of [['mdns', []], ['ip', ['--disable-features=WebRtcHideLocalIpsWithMdns']]]) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...BASE, ...extra] });
  const host = await browser.newPage();
  const phone = await browser.newPage();
  const offer = await describe(host, null);
  const answer = await describe(phone, offer);
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, `chromium-${name}-offer.sdp`), offer);
  writeFileSync(join(out, `chromium-${name}-answer.sdp`), answer);
  console.log(`${name}: offer ${offer.length} chars, answer ${answer.length} chars`);
  await browser.close();
}
