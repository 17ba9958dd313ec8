// Issue 50, item 8: a browser without WebRTC (Debian's WebKitGTK has none; some privacy settings
// remove it) is never offered an invitation it cannot make nor told to "try a new code": the
// Phones dialog and the joining screen say plainly, in the player's language, that this browser
// cannot connect devices and what to use instead, and the game plays on at the tablet.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { appReady, launch } from '../harness.mjs';
import { setUpTable, startGame, takeTablet } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

/** Reloads the page as a browser without WebRTC's peer connections. */
async function withoutWebRtc(page) {
  await page.addInitScript(() => {
    delete window.RTCPeerConnection;
    delete window.webkitRTCPeerConnection;
    delete window.RTCDataChannel;
  });
  await page.reload();
  await appReady(page);
  assert.equal(await page.evaluate(() => typeof window.RTCPeerConnection), 'undefined');
}

test('without WebRTC, the Phones dialog says this browser cannot connect devices, and the game goes on', async (t) => {
  await app.run(t, {}, async (page) => {
    await withoutWebRtc(page);
    await setUpTable(page, { preset: 'parker-1993', players: 3, kinds: ['human', 'human', 'easy'] });
    await page.getByTestId('use-phones').check();
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 5, autoPlace: true });
    // The wizard asked for phones: the dialog opens, and says why none can join.
    const dialog = page.getByTestId('phones-dialog');
    await dialog.waitFor();
    const said = await dialog.getByTestId('no-webrtc').textContent();
    assert.match(said, /^This browser cannot connect devices: it has no WebRTC/);
    assert.match(said, /Play everyone on this device, or open Lamorisse in Firefox, Chrome or Safari/);
    assert.doesNotMatch(await dialog.textContent(), /Try a new code|Add a phone/);
    assert.equal(await page.getByTestId('invite-code').count(), 0, 'no invitation is made');
    await page.getByTestId('close-invitation').click();
    await dialog.waitFor({ state: 'detached' });
    // The sheet's "Phones…" says the same, and the game plays on here.
    await takeTablet(page);
    await page.getByTestId('phones').click();
    await page.getByTestId('no-webrtc').waitFor();
    assert.equal(await page.locator('[data-testid^="add-phone-"]').count(), 0, 'no seat is offered a phone');
    await page.getByTestId('close-invitation').click();
    await takeTablet(page);
    await page.getByTestId('phase').waitFor();
  });
});

test('without WebRTC, joining a table says so in French instead of asking for a code', async (t) => {
  await app.run(t, { locale: 'fr-FR', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, async (page) => {
    await withoutWebRtc(page);
    await page.getByTestId('join-table').click();
    const said = await page.getByTestId('no-webrtc').textContent();
    assert.match(said, /^Ce navigateur ne peut pas relier des appareils\u202f: il lui manque WebRTC/);
    assert.match(said, /ouvrez Lamorisse dans Firefox, Chrome ou Safari/);
    assert.equal(await page.getByTestId('scan-invite').count(), 0, 'no code is asked for');
    assert.equal(await page.getByTestId('invite-paste').count(), 0, 'no code is asked for');
  });
});
