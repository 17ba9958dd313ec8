// Issue 37, items 1 and 5: the phone is a first-class table. At 390×844 and 844×390, a solo
// game against bots is played to the victory screen with a finger only (no pinch): taps on
// the map, the arrows at its edges and the buttons. At each step of the human's turns:
// - the page does not scroll and the step's controls are in the window;
// - the map is the largest thing on screen (larger than the controls, at least 40 % of it);
// - every territory the step offers is a finger's target (44 px) now or after one automatic
//   move of the view: in view and no other choice closer than a finger's width, or in view
//   and a tap on it magnifies the map until it is, or out of view, with the button beside the
//   zoom buttons that brings the nearest choice out of view into view.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, launch, SIZES } from '../harness.mjs';
import { animationsOff, fits, phaseText, playHumanTurn, setUpTable, settled, startGame, tokenOnScreen } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

/** The map's share of the window, and the controls' visible area beside it. */
async function mapShare(page, where) {
  const { map, controls, screen } = await page.evaluate(() => {
    const area = (node) => {
      if (!node) return 0;
      const r = node.getBoundingClientRect();
      const w = Math.min(r.right, innerWidth) - Math.max(r.left, 0);
      const h = Math.min(r.bottom, innerHeight) - Math.max(r.top, 0);
      return Math.max(0, w) * Math.max(0, h);
    };
    return { map: area(document.querySelector('.board-scroll')), controls: area(document.querySelector('[data-testid="controls"]')), screen: innerWidth * innerHeight };
  });
  assert.ok(map > controls, `${where}: the map (${map}) is larger than the controls (${controls})`);
  assert.ok(map >= 0.4 * screen, `${where}: the map takes ${(100 * map / screen).toFixed(0)} % of the screen`);
}

/** The step's choices: the highlighted territories and the chosen one. */
const choices = (page) => page.locator('.territory.neighbour, .territory.selected')
  .evaluateAll((nodes) => nodes.map((n) => n.dataset.testid));

/** Every choice of the step is a finger's target now or after one automatic move. */
async function targets(page, where) {
  let magnified = false;
  for (const id of await choices(page)) {
    const token = await tokenOnScreen(page, id);
    if (!token.inView) {
      assert.equal(await page.getByTestId('next-choice').count(), 1, `${where}: a button leads to ${id}, out of view`);
      continue;
    }
    if (!token.crowd) continue;
    // Another choice closer than a finger's width: a tap magnifies (checked once a step).
    if (magnified) continue;
    const before = await page.locator('svg.board').getAttribute('viewBox');
    await page.touchscreen.tap(token.x, token.y);
    await settled(page);
    assert.notEqual(await page.locator('svg.board').getAttribute('viewBox'), before, `${where}: a tap on ${id} magnifies`);
    const after = await tokenOnScreen(page, id);
    assert.ok(after.inView && !after.crowd && after.size >= 44, `${where}: magnified, ${id} is a target of its own`);
    magnified = true;
  }
  // The button to the choices out of view brings one of them into view.
  const next = page.getByTestId('next-choice');
  const out = [];
  for (const id of await choices(page)) if (!(await tokenOnScreen(page, id)).inView) out.push(id);
  if (out.length && (await next.count())) {
    await next.tap();
    await settled(page);
    const shown = [];
    for (const id of out) if ((await tokenOnScreen(page, id)).inView) shown.push(id);
    assert.ok(shown.length > 0, `${where}: the button brought one of ${out.join(', ')} into view`);
  }
}

for (const name of ['phonePortrait', 'phoneLandscape']) {
  const viewport = SIZES[name];
  test(`${name}: a solo game played to the end with a finger, every step's choices finger-sized`, async (t) => {
    await app.run(t, { viewport, hasTouch: true, isMobile: true }, async (page) => {
      page.byTouch = true;
      await animationsOff(page);
      await setUpTable(page, { preset: 'parker-1993', players: 3, kinds: ['human', 'easy', 'easy'] });
      await startGame(page, { preset: 'parker-1993', players: 3, seed: 21, autoPlace: true });
      let turns = 0;
      const check = async (where) => {
        await settled(page);
        await fits(page, where);
        await mapShare(page, where);
        if (turns <= 3) await page.screenshot({ path: join(ARTIFACTS, `phone-${name}-turn${turns}-${where.split(': ').pop().replace(/\W+/g, '-')}.png`) });
        await targets(page, where);
      };
      // Bounded by time, not by polls: under a loaded machine the bots' turns take more polls
      // (a fresh-clone run once spent 600 of them before the end and left the human's turn
      // unplayed). The upright game takes about 3 minutes alone and over 7 in the pool of
      // three spec files (two fresh-clone runs ran out of 6 minutes, 2026-12-07 and -08).
      const until = Date.now() + 600_000;
      while (Date.now() < until && !(await page.getByTestId('victory').count())) {
        const phase = await phaseText(page).catch(() => '');
        if (/^[^:]*: (Reinforce|Attack|Fortify|Your move|You hold)/.test(phase)) {
          turns += 1;
          await playHumanTurn(page, { check: (where) => check(`${name}, turn ${turns}: ${where}`) });
        } else {
          await page.waitForTimeout(20);
        }
      }
      await page.getByTestId('victory').waitFor({ timeout: 60_000 });
      await fits(page, `${name}: victory`);
      assert.ok(turns > 1, 'the human played');
      await page.screenshot({ path: join(ARTIFACTS, `phone-${name}-victory.png`) });
    });
  });
}
