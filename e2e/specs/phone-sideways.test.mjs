// Issue 50, item 1: the phone held sideways (844×390). The side column folds away as the
// upright sheet does, so that:
// - the map takes at least 60 % of the screen at the reinforcement, the attack (the dice) and
//   the move (a conquest's move-in, a fortification);
// - every choice of the reinforcement step is a finger's target (in view, and no other choice
//   closer than a finger's width) once the camera has framed the step, or, where the board's
//   height cannot hold them all at that size (the world's 642 units in 296 px), one tap of the
//   button to the choices out of view away; none needs a magnifying tap; world and Roman boards;
// - no token lies under a zoom button at those steps, and the column's buttons (Roll, Blitz,
//   Retreat, Move in) are in view whole;
// - every name written in view is readable: no two names overlap, no name lies on a token and
//   no token on another, on all three boards.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, launch, SIZES } from '../harness.mjs';
import {
  animationsOff, attackUntilConquest, enemies, fits, highlighted, phaseText, placeReserveOnFront, settled, setUpTable,
  startGame, tap, takeTablet, tokenOnScreen,
} from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

const viewport = SIZES.phoneLandscape;
const options = { viewport, hasTouch: true, isMobile: true };

/** The map's share of the window (its box on screen over the window's area). */
const mapShare = (page) => page.evaluate(() => {
  const r = document.querySelector('.board-scroll').getBoundingClientRect();
  const w = Math.min(r.right, innerWidth) - Math.max(r.left, 0);
  const h = Math.min(r.bottom, innerHeight) - Math.max(r.top, 0);
  return Math.max(0, w) * Math.max(0, h) / (innerWidth * innerHeight);
});

/** Fails unless the map takes at least 60 % of the window now; returns the share. */
async function mapAtLeast60(page, where) {
  await settled(page);
  const share = await mapShare(page);
  assert.ok(share >= 0.6, `${where}: the map takes ${(100 * share).toFixed(1)} % of the screen`);
  page.shares?.push(`${where} ${(100 * share).toFixed(1)} %`);
  return share;
}

/** The step's choices that are not a finger's target now (out of view, or crowded). */
async function notTargets(page) {
  const ids = await page.locator('.territory.neighbour, .territory.selected')
    .evaluateAll((nodes) => nodes.map((n) => n.dataset.testid));
  const missed = [];
  for (const id of ids) {
    const token = await tokenOnScreen(page, id);
    if (!token.inView || token.crowd) missed.push(`${id}${token.inView ? ' (crowded)' : ` (${token.side})`}`);
  }
  return { count: ids.length, missed };
}

/** Names written in view that overlap another name or lie on a token. */
const overlappingNames = (page) => page.evaluate(() => {
  const map = document.querySelector('svg.board').getBoundingClientRect();
  const inside = (r) => r.left >= map.left && r.right <= map.right && r.top >= map.top && r.bottom <= map.bottom;
  const cut = (a, b, pad = 0.5) => a.left + pad < b.right && b.left + pad < a.right && a.top + pad < b.bottom && b.top + pad < a.bottom;
  const names = [...document.querySelectorAll('.labels text')].map((n) => [n.dataset.territory, n.getBoundingClientRect()])
    .filter(([, r]) => r.width > 0 && inside(r));
  const tokens = [...document.querySelectorAll('.tokens .token')].map((n) => [n.dataset.testid, n.getBoundingClientRect()]);
  const out = [];
  for (const [i, [id, r]] of names.entries()) {
    for (const [other, o] of names.slice(i + 1)) if (cut(r, o)) out.push(`${id} × ${other}`);
    for (const [token, o] of tokens) if (token !== `token-${id}` && cut(r, o, 1.5)) out.push(`${id} on ${token}`);
  }
  // Tokens in view on one another hide their counts and the names beside them.
  const shownTokens = tokens.filter(([, r]) => inside(r));
  for (const [i, [id, r]] of shownTokens.entries()) {
    for (const [other, o] of shownTokens.slice(i + 1)) if (cut(r, o, 2)) out.push(`${id} on ${other}`);
  }
  return { shown: names.length, out };
});

/** Tokens under a zoom button (the buttons stand over the map's right edge here). */
const underButtons = (page) => page.evaluate(() => {
  const cut = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const buttons = [...document.querySelectorAll('.zoom-controls button')].map((n) => [n.dataset.testid ?? n.textContent, n.getBoundingClientRect()]);
  const out = [];
  for (const token of document.querySelectorAll('.tokens .token')) {
    const r = token.getBoundingClientRect();
    for (const [name, b] of buttons) if (cut(r, b)) out.push(`${token.dataset.testid} under ${name}`);
  }
  return out;
});

/** Fails if a token lies under a zoom button, or a control of the column is out of view. */
async function clearOfButtons(page, where, controls = []) {
  assert.deepEqual(await underButtons(page), [], `${where}: no token under a zoom button`);
  for (const id of controls) {
    const box = await page.getByTestId(id).boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= viewport.height + 0.5, `${where}: ${id} in view`);
  }
}

/** Waits for the human's reinforcement step. */
async function reinforcing(page) {
  for (let i = 0; i < 600 && !/: Reinforce/.test(await phaseText(page).catch(() => '')); i++) {
    await page.waitForTimeout(20);
  }
  await takeTablet(page);
  await settled(page);
}

for (const [board, preset] of [['world', 'parker-1993'], ['roman', 'roman-empire']]) {
  test(`sideways, ${board}: the map takes 60 % and every reinforcement choice is a target`, async (t) => {
    await app.run(t, options, async (page) => {
      page.byTouch = true;
      page.shares = [];
      await animationsOff(page);
      await setUpTable(page, { preset, players: 3, kinds: ['human', 'easy', 'easy'] });
      await startGame(page, { preset, players: 3, seed: 21, autoPlace: true });
      await reinforcing(page);
      const share = await mapAtLeast60(page, `${board}: reinforcement`);
      const { count, missed } = await notTargets(page);
      t.diagnostic(`${board}: map ${(100 * share).toFixed(1)} %, ${count - missed.length} of ${count} choices are targets`);
      await page.screenshot({ path: join(ARTIFACTS, `sideways-${board}-reinforce.png`) });
      assert.deepEqual(missed.filter((m) => m.includes('crowded')), [], `${board}: no choice needs a magnifying tap`);
      assert.ok(count - missed.length >= 0.7 * count, `${board}: most choices are targets at once`);
      // The nearest choice out of view is one tap of the button away, and a target when it
      // comes (never one that needs a magnifying tap).
      let before = missed;
      for (let hop = 0; hop < 3 && before.length; hop++) {
        await page.getByTestId('next-choice').tap();
        await settled(page);
        const now = await notTargets(page);
        assert.deepEqual(now.missed.filter((m) => m.includes('crowded')), [], `${board}: hop ${hop + 1}`);
        assert.ok(before.some((m) => !now.missed.includes(m)), `${board}: hop ${hop + 1} brings one of ${before.join(', ')}`);
        before = now.missed;
      }
      await page.getByTestId('zoom-reset').tap();
      if (board !== 'world') return;
      await placeReserveOnFront(page);
      // The attack: a source and an enemy neighbour chosen, the dice in the column.
      for (const source of await highlighted(page)) {
        await tap(page, source);
        const [target] = await enemies(page, source);
        if (target) {
          await tap(page, target);
          await page.getByTestId('roll').waitFor();
          await mapAtLeast60(page, 'the dice');
          await fits(page, 'the dice: Roll in view');
          await clearOfButtons(page, 'the dice', ['roll', 'blitz', 'retreat']);
          await page.screenshot({ path: join(ARTIFACTS, 'sideways-world-dice.png') });
          break;
        }
        await tap(page, source);
      }
      assert.ok(await attackUntilConquest(page), 'a conquest');
      await mapAtLeast60(page, 'move-in');
      await fits(page, 'move-in: Move in view');
      await clearOfButtons(page, 'move-in', ['move']);
      await page.screenshot({ path: join(ARTIFACTS, 'sideways-world-move-in.png') });
      await page.getByTestId('move').click();
      await page.getByTestId('end-phase').click();
      const [from] = await highlighted(page);
      await tap(page, from);
      const [to] = await highlighted(page);
      if (to) {
        await tap(page, to);
        await page.getByTestId('fortify-move').waitFor();
        await mapAtLeast60(page, 'fortify');
        await clearOfButtons(page, 'fortify', ['fortify-move']);
        await page.screenshot({ path: join(ARTIFACTS, 'sideways-world-fortify.png') });
      }
      t.diagnostic(`the map's share: ${page.shares.join(', ')}`);
    });
  });
}

for (const [board, preset] of [['world', 'parker-1993'], ['europe', 'napoleon-1999'], ['roman', 'roman-empire']]) {
  test(`sideways, ${board}: every name in view is readable`, async (t) => {
    await app.run(t, options, async (page) => {
      await animationsOff(page);
      await setUpTable(page, { preset, players: 3, kinds: ['human', 'easy', 'easy'] });
      await startGame(page, { preset, players: 3, seed: 21, autoPlace: true });
      await reinforcing(page);
      const { shown, out } = await overlappingNames(page);
      t.diagnostic(`${board}: ${shown} names in view, ${out.length} overlaps`);
      await page.screenshot({ path: join(ARTIFACTS, `sideways-${board}-names.png`) });
      assert.deepEqual(out, [], `${board}: names overlap`);
    });
  });
}
