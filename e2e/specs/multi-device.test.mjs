// Playing across devices (issue 38), the whole table in the browser: a host tablet and two
// phones (390×844, touch), each its own Chromium process, join through the invitation's link
// and the phone's answer pasted back (the QR codes through the camera are link.test.mjs's);
// the two phones and a bot play a missions game to the victory screen, each phone only ever
// showing its own mission and cards and the host none; a phone closed mid-game rejoins with a
// new code; the host reloaded mid-game resumes and both phones rejoin; a hostile message from a
// phone is refused and changes nothing.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join as joinPath } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/static-server.mjs';
import { ARTIFACTS, ROOT, SIZES, appReady } from '../harness.mjs';
import { y4m } from '../camera.mjs';
import { animationsOff, enemies, highlighted, phaseText, placeReserve, rollAtTwoOrMore, rollUntilAsked, setUpTable, startGame, takeTablet, tap } from '../game-page.mjs';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
/** The harness's flags, and loopback allowed for peer connections (every device is here). */
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--allow-loopback-in-peer-connection'];

let server;
let url;
const browsers = [];

before(async () => {
  server = await serve(process.env.DIST ?? joinPath(ROOT, 'dist'), 0, '/');
  url = `http://127.0.0.1:${server.address().port}/`;
});

after(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await new Promise((done) => server.close(done));
});

/** A device: its own Chromium process (with `camera`, a Y4M file, as its camera), a page at
 * `address`, and the errors it logs. */
async function device(name, { phone = false, address = url, camera } = {}) {
  const cameraArgs = camera ? ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${camera}`] : [];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...ARGS, ...cameraArgs] });
  browsers.push(browser);
  const context = await browser.newContext(phone
    ? { viewport: SIZES.phonePortrait, hasTouch: true, isMobile: true, locale: 'en-GB' }
    : { viewport: SIZES.tabletLandscape, locale: 'en-GB' });
  const page = await context.newPage();
  const errors = [];
  const warnings = [];
  page.on('pageerror', (error) => errors.push(`${name}: page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${name}: console error: ${message.text()}`);
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(address);
  if (phone) page.byTouch = true;
  return { name, browser, context, page, errors, warnings };
}

/** The wizard's default names, by seat. */
const NAMES = ['Ada', 'Bruno', 'Chloé', 'David', 'Elsa'];

/**
 * The host invites a seat (the one its open invitation or hand-off names, else `seat` from the
 * Phones dialog); the phone opens the invitation's link, and its answer is pasted back.
 * Returns the phone, with its `seat`.
 */
async function join(host, seat, phoneName) {
  if (!(await host.page.getByTestId('invitation').count())) {
    // From the hand-off screen when it is up, else from the sheet's Phones.
    if (await host.page.getByTestId('handoff-phone').count()) await host.page.getByTestId('handoff-phone').click();
    else {
      await openPhones(host);
      await host.page.getByTestId(`add-phone-${seat}`).click();
    }
  }
  const label = await host.page.getByTestId('invitation').getAttribute('aria-label');
  const invited = NAMES.findIndex((name) => label === `Scan to play as ${name}`);
  assert.ok(invited >= 0, label);
  const code = await waitForValue(host.page.getByTestId('invite-code'));
  const phone = await device(phoneName, { phone: true, address: `${url}#join=${code}` });
  phone.seat = invited;
  // The page opened by the link goes straight to joining, and the address forgets the code.
  const answer = await waitForValue(phone.page.getByTestId('join-answer'));
  assert.equal(new URL(phone.page.url()).hash, '', 'the code left the address');
  await host.page.getByTestId('answer-code').fill(answer);
  await host.page.getByTestId('connect-phone').click();
  await phone.page.getByTestId('phase').waitFor({ timeout: 30_000 });
  // The invitation gives way to the list of seats, or to the next person's invitation.
  await host.page.waitForFunction((name) => document.querySelector('[data-testid="invitation"]')?.getAttribute('aria-label') !== `Scan to play as ${name}`, NAMES[invited]);
  await openPhones(host);
  if (await host.page.getByTestId(`phone-${invited}`).count()) {
    await host.page.getByTestId(`phone-${invited}`).getByText(/plays on their phone/).waitFor();
  }
  return phone;
}

/** Opens the host's Phones dialog (from the sheet) unless it is open. */
async function openPhones(host) {
  if (await host.page.getByTestId('phones-dialog').count() || await host.page.getByTestId('invitation').count()) return;
  await host.page.getByTestId('phones').click();
  await host.page.getByTestId('phones-dialog').waitFor();
}

/** Closes the host's Phones dialog. */
async function closePhones(host) {
  if (await host.page.getByTestId('phones-dialog').count()) await host.page.getByTestId('close-invitation').click();
}

/** The value of a text field once it has one. */
async function waitForValue(locator) {
  await locator.waitFor({ timeout: 30_000 });
  for (let i = 0; i < 300; i++) {
    const value = await locator.inputValue();
    if (value) return value;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('no code came');
}

/** Whether it is this phone's player's turn (the banner names them and their step). */
const myTurn = async (page) => /^[^:…]+: /.test(await phaseText(page).catch(() => ''));

/** Trades the first set the hand holds (clicks by event: the hand may sit in the closed sheet). */
async function tradeOnPhone(page) {
  const cards = page.getByTestId('hand').first().locator('button.card');
  const n = await cards.count();
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      for (let c = b + 1; c < n; c++) {
        for (const i of [a, b, c]) await cards.nth(i).dispatchEvent('click');
        if (await page.getByTestId('trade').count()) {
          await page.getByTestId('trade').first().dispatchEvent('click');
          return;
        }
        for (const i of [a, b, c]) await cards.nth(i).dispatchEvent('click');
      }
    }
  }
}

/** Waits until the banner says something else than `before` (the host's answer came), or a while. */
async function answered(page, before) {
  for (let i = 0; i < 100 && (await phaseText(page).catch(() => before)) === before; i++) await page.waitForTimeout(50);
}

/**
 * Plays the phone's turn through its screen, each step waiting for the host's answer: trades
 * when asked, places the reserve, attacks `attacks` times with the blitz (moving in after
 * each conquest), then ends the attacks and the move.
 */
async function playPhoneTurn(page, { attacks = 1 } = {}) {
  let attacked = 0;
  for (let i = 0; i < 400 && (await myTurn(page)); i++) {
    const phase = await phaseText(page);
    if (await page.getByTestId('move').count()) {
      await page.getByTestId('move').click();
    } else if (/trade a set first/.test(phase)) {
      await tradeOnPhone(page);
    } else if (/Reinforce/.test(phase)) {
      const [first] = await highlighted(page);
      if (!first) break;
      await tap(page, first);
    } else if (/Attack/.test(phase) && attacked < attacks) {
      attacked += 1;
      for (const source of await highlighted(page)) {
        await tap(page, source);
        const [target] = await enemies(page, source);
        if (!target) { await tap(page, source); continue; }
        await tap(page, target);
        if (await page.getByTestId('blitz').count()) {
          await page.getByTestId('blitz').click();
          // The blitz rolls one attack per answer from the host, until a conquest or the stop.
          for (let k = 0; k < 200 && !(await page.getByTestId('move').count()) && (await page.getByTestId('retreat').count()); k++) await page.waitForTimeout(50);
        }
        break;
      }
      continue;
    } else if (await page.getByTestId('end-phase').count()) {
      await page.getByTestId('end-phase').click();
    } else {
      await page.waitForTimeout(50);
      continue;
    }
    await answered(page, phase);
  }
}

/** The texts of the secret pieces a page shows: missions and cards. */
const secrets = (page) => page.evaluate(() => ['mission-card', 'hand']
  .flatMap((id) => [...document.querySelectorAll(`[data-testid="${id}"]`)].map((n) => n.textContent.trim())));

test('two phones and a bot play a missions game to the victory screen, each phone seeing only its own secrets', async () => {
  const host = await device('host');
  await appReady(host.page);
  await animationsOff(host.page);
  await setUpTable(host.page, { preset: 'parker-1993-missions', players: 3, kinds: ['human', 'human', 'easy'] });
  // The wizard's "on their own phones": each person's invitation opens in turn after Start.
  await host.page.getByTestId('use-phones').check();
  await startGame(host.page, { preset: 'parker-1993-missions', players: 3, seed: 7, autoPlace: true });
  await host.page.getByTestId('invitation').waitFor();
  const ada = await join(host, 0, 'phone 1');
  const bruno = await join(host, 1, 'phone 2');
  await closePhones(host);
  // A seat with a phone needs no hand-off at the host.
  assert.equal(await host.page.getByTestId('handoff').count(), 0);
  const missions = {};
  let turns = 0;
  let hostileSent = false;
  for (let step = 0; step < 40_000 && turns < 300 && !(await host.page.getByTestId('victory').count()); step++) {
    let played = false;
    for (const phone of [ada, bruno]) {
      if (!(await myTurn(phone.page))) continue;
      // The mission card lies face down until its player turns it over.
      const card = phone.page.getByTestId('mission-card');
      if (await card.count() && (await card.locator('button[aria-pressed="false"]').count())) {
        await card.locator('button[aria-pressed="false"]').dispatchEvent('click');
      }
      const mission = await phone.page.locator('[data-testid="mission-card"] .mission-text').first().textContent().catch(() => null);
      if (mission) missions[phone.name] = mission;
      await playPhoneTurn(phone.page, { attacks: 6 });
      turns += 1;
      // A phone's page never holds the other phone's mission while the game is on.
      const other = phone === ada ? 'phone 2' : 'phone 1';
      if (missions[other] && !(await phone.page.getByTestId('victory').count())) {
        const texts = await phone.page.locator('body').textContent();
        assert.ok(!texts.includes(missions[other]) || missions[other] === missions[phone.name], `${phone.name} shows ${other}'s mission`);
      }
      played = true;
      // The host never shows a mission or a hand while the game is on: every person's seat is
      // on a phone.
      // (The victory card comes a task after the winning move: a hand shown in between is the
      // game's end, when nothing is secret any more.)
      const shown = await secrets(host.page);
      if (shown.length) {
        const over = await host.page.getByTestId('victory').waitFor({ timeout: 2_000 }).then(() => true, () => false);
        assert.ok(over, `the host shows a secret while the game is on: ${shown.join(' | ')}`);
      }
      if (turns === 2 && !hostileSent) {
        hostileSent = true;
        await hostileMessage(host, ada);
      }
    }
    if (!played) await new Promise((done) => setTimeout(done, 30));
  }
  const banners = [await phaseText(host.page), await phaseText(ada.page), await phaseText(bruno.page)];
  await ada.page.screenshot({ path: joinPath(ARTIFACTS, 'multi-device-phone-1-end.png') });
  await host.page.getByTestId('victory').waitFor({ timeout: 30_000 }).catch(() => {});
  assert.equal(await host.page.getByTestId('victory').count(), 1, `no victory after ${turns} turns on the phones; banners: ${banners.join(' | ')}`);
  // The phones see the end too (a finished game hides nothing: every mission is told).
  for (const phone of [ada, bruno]) {
    await phone.page.getByTestId('victory').waitFor({ timeout: 10_000 });
    // The host holds the history: a phone's victory card leads back to the start only.
    assert.equal(await phone.page.getByTestId('victory-replay').count(), 0);
  }
  assert.ok(missions['phone 1'] && missions['phone 2'], 'each phone showed its mission');
  assert.notEqual(missions['phone 1'], missions['phone 2']);
  for (const d of [host, ada, bruno]) {
    await d.page.screenshot({ path: joinPath(ARTIFACTS, `multi-device-${d.name.replace(/\W+/g, '-')}.png`) });
    assert.deepEqual(d.errors, [], `${d.name} logged errors`);
  }
});

/** A message from a phone that is not a valid action: refused, logged, the game unchanged. */
async function hostileMessage(host, phone) {
  // (Sent while no bot plays on the host: its actions take a moment, and would change the game.)
  for (let i = 0; i < 500 && /\(bot\)/.test(await phaseText(host.page)); i++) await host.page.waitForTimeout(20);
  const before = await host.page.evaluate(() => localStorage.getItem('lamorisse.autosave'));
  await phone.page.evaluate(async () => {
    const link = await import(new URL('link/screens.js', location.href).href);
    for (const channel of link.openChannels) {
      channel.send('{"act":{"at":0,"action":{"type":"place","territory":999,"armies":1000}}}');
      channel.send('not json at all');
    }
  });
  await phone.page.getByTestId('phone-refused').waitFor({ timeout: 10_000 });
  await host.page.waitForTimeout(300);
  assert.equal(await host.page.evaluate(() => localStorage.getItem('lamorisse.autosave')), before, 'the game did not change');
  assert.ok(host.warnings.some((w) => /refused from seat 0/.test(w)), 'the host logged the refusal');
}

test('a phone that leaves rejoins with a new code, and a reloaded host resumes with its phones', async () => {
  const host = await device('host');
  await appReady(host.page);
  await animationsOff(host.page);
  await setUpTable(host.page, { preset: 'parker-1993', players: 3, kinds: ['human', 'human', 'easy'] });
  await startGame(host.page, { preset: 'parker-1993', players: 3, seed: 3, autoPlace: true });
  let ada = await join(host, 0, 'phone 1');
  const bruno = await join(host, 1 - ada.seat, 'phone 2');
  const [a, b] = [ada.seat, bruno.seat];
  // The first phone goes away mid-turn: the host waits for it.
  for (let i = 0; i < 600 && !(await myTurn(ada.page)); i++) await ada.page.waitForTimeout(50);
  await closePhones(host);
  await ada.context.close();
  await openPhones(host);
  // A page closed without a goodbye is seen when it leaves the host's "still there?" unanswered
  // for 10 s (public/link/link.js SILENT_MS), or its connection fails. The connection alone
  // once took past 45 s in CI under the pool's load.
  await host.page.getByTestId(`phone-${a}`).getByText(/Waiting for/).waitFor({ timeout: 45_000 });
  assert.match(await phaseText(host.page), /playing on their phone/);
  // A new code, a new page: the seat's view comes back, and its player plays on.
  ada = await join(host, a, 'phone 1 again');
  assert.ok(await myTurn(ada.page), 'the seat is its player\'s to play again');
  await playPhoneTurn(ada.page);
  // The host reloads: it resumes from the autosave and waits for both phones.
  await host.page.reload();
  await appReady(host.page);
  await host.page.getByTestId('continue').click();
  await openPhones(host);
  await host.page.getByTestId(`phone-${a}`).getByText(/Waiting for/).waitFor();
  await host.page.getByTestId(`phone-${b}`).getByText(/Waiting for/).waitFor();
  await ada.page.getByTestId('phone-lost').waitFor({ timeout: 45_000 });
  ada = await join(host, a, 'phone 1, third');
  const bruno2 = await join(host, b, 'phone 2 again');
  const banner = await phaseText(bruno2.page);
  assert.ok(banner.length > 0);
  // A phone's Back leaves the seat: the host waits for it, and the phone says nothing is lost.
  await bruno2.page.getByTestId('back').click();
  await bruno2.page.getByTestId('new-game').waitFor();
  await openPhones(host);
  await host.page.getByTestId(`phone-${b}`).getByText(/Waiting for/).waitFor({ timeout: 20_000 });
  assert.equal(await bruno2.page.getByTestId('phone-lost').count(), 0);
  await closePhones(host);
  for (const d of [host, ada, bruno, bruno2]) assert.deepEqual(d.errors, [], `${d.name} logged errors`);
  await host.page.screenshot({ path: joinPath(ARTIFACTS, 'multi-device-host-rejoined.png') });
});

test('roman-empire: a defender on a phone is asked about a defence potion there, and the host waits', async () => {
  const host = await device('host');
  await appReady(host.page);
  await animationsOff(host.page);
  // Seed 1 with 5 players: Ada plays first; David and Elsa (seats 3 and 4) hold a potion each.
  await setUpTable(host.page, { preset: 'roman-empire', players: 5, kinds: ['human', 'human', 'human', 'human', 'human'] });
  await startGame(host.page, { preset: 'roman-empire', players: 5, seed: 1, autoPlace: true });
  await takeTablet(host.page);
  const phones = [await join(host, 3, 'phone David'), await join(host, 4, 'phone Elsa')];
  await closePhones(host);
  const page = host.page;
  await placeReserve(page);
  // Ada attacks until a territory held on a phone is the target (the on-demand module draws
  // the host's line a moment after the roll).
  const asked = await rollUntilAsked(page, async (p) => {
    await p.waitForTimeout(300);
    return (await p.getByTestId('guard-waiting').count()) > 0;
  });
  assert.ok(asked, 'no attack reached a player on a phone');
  // The host shows who is deciding, and no question of its own: the answer is the phone's.
  assert.match(await page.getByTestId('guard-waiting').textContent(), /(David|Elsa) is deciding on their phone/);
  assert.equal(await page.getByTestId('guard-prompt').count(), 0);
  assert.equal(await page.getByTestId('guard-skip').count(), 0, 'the phone is there: nobody skips for it');
  const who = (await page.getByTestId('guard-waiting').textContent()).startsWith('David') ? phones[0] : phones[1];
  const prompt = who.page.getByTestId('guard-prompt');
  await prompt.waitFor({ timeout: 10_000 });
  await who.page.screenshot({ path: joinPath(ARTIFACTS, 'multi-device-guard-phone.png') });
  await page.screenshot({ path: joinPath(ARTIFACTS, 'multi-device-guard-waiting.png') });
  assert.match(await prompt.textContent(), /Ada attacks .* Play a defence potion\?/);
  // Nothing else is rolled while the defender decides.
  const logBefore = await page.getByTestId('log').textContent();
  await page.getByTestId('roll').click();
  await page.waitForTimeout(300);
  assert.equal(await page.getByTestId('log').textContent(), logBefore, 'no roll while the defender decides');
  assert.equal(await prompt.count(), 1);
  // A defence card in hand is offered; play it, else decline.
  const cards = prompt.locator('button[data-testid^="guard-"]:not([data-testid="guard-none"])');
  const played = await cards.count() > 0;
  await (played ? cards.first() : prompt.getByTestId('guard-none')).click();
  await page.getByTestId('guard-waiting').waitFor({ state: 'detached', timeout: 10_000 });
  assert.equal(await prompt.count(), 0);
  if (played) await page.getByTestId('log').getByText(/potion/).first().waitFor({ timeout: 10_000 });
  // Answered for the turn: Ada's next roll goes ahead without asking again.
  if (await page.getByTestId('roll').count()) {
    await page.getByTestId('roll').click();
    assert.equal(await page.getByTestId('guard-waiting').count(), 0);
  }
  await page.screenshot({ path: joinPath(ARTIFACTS, 'multi-device-guard-answered.png') });
  for (const d of [host, ...phones]) assert.deepEqual(d.errors, [], `${d.name} logged errors`);
});

test('when defenders choose their dice, a defender on a phone chooses there, and a player at the host chooses against a phone', async (t) => {
  const host = await device('host');
  await appReady(host.page);
  await animationsOff(host.page);
  await setUpTable(host.page, { preset: 'conquete-2010', players: 3, kinds: ['human', 'human', 'human'] });
  await startGame(host.page, { preset: 'conquete-2010', players: 3, seed: 42, autoPlace: true, defenderChooses: true });
  const page = host.page;
  // The player to move stays at the host; the two others join on their phones.
  await takeTablet(page);
  const banner = await phaseText(page);
  const mover = NAMES.findIndex((name) => banner.startsWith(name));
  const phones = [];
  for (const seat of [0, 1, 2].filter((s) => s !== mover)) phones.push(await join(host, seat, `phone ${NAMES[seat]}`));
  await closePhones(host);
  await placeReserve(page);
  const hostColour = await page.getByTestId((await highlighted(page))[0]).getAttribute('data-holder');
  assert.ok(await rollAtTwoOrMore(page), 'an attack on two or more armies was found');
  const waiting = page.getByTestId('guard-waiting');
  await waiting.waitFor();
  assert.match(await waiting.textContent(), /is choosing their defence dice on their phone/);
  assert.equal(await page.getByTestId('defender-choice').count(), 0, 'no hand-off: the defender is on a phone');
  const who = (await waiting.textContent()).split(' ')[0];
  const phone = phones.find((p) => p.name === `phone ${who}`);
  assert.ok(phone, who);
  const question = phone.page.getByTestId('phone-defence');
  await question.waitFor({ timeout: 10_000 });
  assert.match(await question.textContent(), / attacks .* with \d dic?e?\./);
  await phone.page.screenshot({ path: joinPath(ARTIFACTS, 'multi-device-defence-dice-phone.png') });
  await phone.page.getByTestId('phone-defend-1').click();
  await waiting.waitFor({ state: 'detached', timeout: 10_000 });
  await page.locator('.pairs .die.white').first().waitFor({ timeout: 10_000 });
  assert.equal(await page.locator('.pairs .die.white').count(), 1, 'one defence die was rolled');
  assert.equal(await page.getByTestId('hand-back').count(), 0, 'nothing to hand back');
  // The other way round: a phone attacks the player at the host, who chooses there.
  // Ada ends her turn (moving in first if the roll took the territory).
  let attacker = null;
  for (let i = 0; i < 300 && !attacker; i++) {
    for (const p of phones) if (await myTurn(p.page)) attacker = p;
    if (attacker) break;
    const before = await phaseText(page);
    if (await page.getByTestId('move').count()) await page.getByTestId('move').click();
    else if (await page.getByTestId('end-phase').count()) await page.getByTestId('end-phase').click();
    else { await page.waitForTimeout(50); continue; }
    await answered(page, before);
  }
  assert.ok(attacker, 'a phone plays next');
  const ph = attacker.page;
  for (let i = 0; i < 100 && /Reinforce/.test(await phaseText(ph)); i++) {
    const before = await phaseText(ph);
    const [spot] = await highlighted(ph);
    await tap(ph, spot);
    await answered(ph, before);
  }
  const hostAsked = await rollAtTwoOrMore(ph, {
    targets: (source) => enemies(ph, source),
    accept: async (target) => (await ph.getByTestId(target).getAttribute('data-holder')) === hostColour,
  });
  if (hostAsked) {
    const atHost = page.getByTestId('phone-defence');
    await atHost.waitFor({ timeout: 10_000 });
    assert.match(await atHost.textContent(), /how many dice do you defend with\?/i);
    await page.getByTestId('phone-defend-2').click();
    await ph.locator('.pairs .die.white').first().waitFor({ timeout: 10_000 });
    assert.equal(await ph.locator('.pairs .die.white').count(), 2, 'two defence dice were rolled');
  } else {
    t.diagnostic('no attack from the phone on two or more of the host player\'s armies this turn');
  }
  for (const d of [host, ...phones]) assert.deepEqual(d.errors, [], `${d.name} logged errors`);
});

/** The QR code of `text` as the page's own module draws it, written as a camera's video. */
async function filmed(page, text, file) {
  const matrix = await page.evaluate(async (text) => {
    const link = await import(new URL('link/link.js', location.href).href);
    await link.ready();
    const { width, modules } = link.qrMatrix(text);
    return { width, modules: Array.from(modules) };
  }, text);
  writeFileSync(file, y4m(matrix, 640, 480, 3));
}

test('both codes go through the cameras: the phone scans the invitation, the host scans the answer', async () => {
  const hostCamera = joinPath(ARTIFACTS, 'multi-device-host-camera.y4m');
  const phoneCamera = joinPath(ARTIFACTS, 'multi-device-phone-camera.y4m');
  // The host's camera plays nothing readable until the phone's answer exists.
  writeFileSync(hostCamera, y4m({ width: 1, modules: [0] }, 640, 480, 1));
  const host = await device('host', { camera: hostCamera });
  await appReady(host.page);
  await animationsOff(host.page);
  await setUpTable(host.page, { preset: 'parker-1993', players: 3, kinds: ['human', 'easy', 'easy'] });
  await host.page.getByTestId('use-phones').check();
  await startGame(host.page, { preset: 'parker-1993', players: 3, seed: 5, autoPlace: true });
  const invite = await waitForValue(host.page.getByTestId('invite-code'));
  const base = `${url}`;
  await filmed(host.page, `${base}#join=${invite}`, phoneCamera);
  // The phone opens the page itself and scans from "Join a table".
  const phone = await device('phone', { phone: true, camera: phoneCamera });
  await appReady(phone.page);
  await phone.page.getByTestId('join-table').click();
  await phone.page.getByTestId('scan-invite').click();
  const answer = await waitForValue(phone.page.getByTestId('join-answer'));
  await phone.page.screenshot({ path: joinPath(ARTIFACTS, 'multi-device-phone-answer.png') });
  await filmed(host.page, answer, hostCamera);
  await host.page.getByTestId('scan-answer').click();
  await phone.page.getByTestId('phase').waitFor({ timeout: 30_000 });
  await host.page.getByTestId('invitation').waitFor({ state: 'detached' });
  for (const d of [host, phone]) assert.deepEqual(d.errors, [], `${d.name} logged errors`);
});
