// Issue 50, item 2: the phone held upright (390×844), your own empire at a glance.
// - While reinforcing, the player's own territories that do not all fit as targets are shown
//   by a few windows that the button beside the zoom steps through (west to east), never one
//   tap per territory: every one has been a finger's target after at most three taps.
// - At every step of a played turn the chosen (attacking, moving) token is whole in the map,
//   clear of the player strip, the sheet and the zoom buttons, and no zoom button covers a
//   token of the step's choices.
// - An attack from Alaska to Kamchatka is framed across the date line (the world turned
//   about): Alaska's targets, Kamchatka among them, all finger targets once it is chosen;
//   then both tokens whole in view, close together, not the whole world.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, launch, SIZES } from '../harness.mjs';
import {
  animationsOff, attackUntilConquest, enemies, highlighted, phaseText, placeReserveOnFront, settled, setUpTable,
  startGame, tap, takeTablet, tokenOnScreen,
} from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

const options = { viewport: SIZES.phonePortrait, hasTouch: true, isMobile: true };
/** A game (seed 1) whose human holds Alaska and an enemy Kamchatka after the deal. */
const DATE_LINE_SEED = 1;

/** Waits for the human's reinforcement step. */
async function reinforcing(page) {
  for (let i = 0; i < 600 && !/: Reinforce/.test(await phaseText(page).catch(() => '')); i++) {
    await page.waitForTimeout(20);
  }
  await takeTablet(page);
  await settled(page);
}

/**
 * What covers the step's tokens: the chosen token not whole in the map or under the player
 * strip, the sheet or a zoom button; a choice's token under a zoom button; a zoom button
 * over the map at all, or over the sheet's grip or summary.
 */
const covered = (page) => page.evaluate(() => {
  const box = (n) => n.getBoundingClientRect();
  const cut = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const map = box(document.querySelector('svg.board'));
  const bars = [['the player strip', '.players-bar'], ['the sheet', '[data-testid="controls"]']]
    .map(([name, q]) => [name, document.querySelector(q)]).filter(([, n]) => n).map(([name, n]) => [name, box(n)]);
  const buttons = [...document.querySelectorAll('.zoom-controls button')].map((n) => [n.dataset.testid ?? n.textContent, box(n)]);
  const token = (g) => document.querySelector(`[data-testid="token-${g.dataset.testid.slice('territory-'.length)}"]`);
  const out = [];
  for (const g of document.querySelectorAll('.territory.selected')) {
    const r = box(token(g));
    if (r.left < map.left || r.right > map.right || r.top < map.top || r.bottom > map.bottom) out.push(`chosen ${g.dataset.testid} cut by the map's edge`);
    for (const [name, b] of [...bars, ...buttons]) if (cut(r, b)) out.push(`chosen ${g.dataset.testid} under ${name}`);
  }
  for (const g of document.querySelectorAll('.territory.neighbour')) {
    const r = box(token(g));
    for (const [name, b] of buttons) if (cut(r, b)) out.push(`${g.dataset.testid} under ${name}`);
  }
  // The zoom buttons stand outside the map, in the sheet's top row, clear of its grip and
  // summary: no token at all is under them.
  const handle = [...document.querySelectorAll('.grip, .sheet-summary')].filter((n) => n.offsetParent);
  for (const [name, b] of buttons) {
    if (cut(map, b)) out.push(`${name} over the map`);
    for (const n of handle) if (cut(box(n), b)) out.push(`${name} over the sheet's ${n.className}`);
  }
  return out;
});

/** Asserts nothing covers the step's tokens; leaves a screenshot. */
async function clear(page, where, shot) {
  await settled(page);
  if (shot) await page.screenshot({ path: join(ARTIFACTS, `upright-${shot}.png`) });
  assert.deepEqual(await covered(page), [], where);
}

/** The step's choices that are a finger's target now. */
async function targetsNow(page, ids) {
  const out = [];
  for (const id of ids) {
    const token = await tokenOnScreen(page, id);
    if (token.inView && !token.crowd) out.push(id);
  }
  return out;
}

for (const [board, preset] of [['world', 'parker-1993'], ['roman', 'roman-empire']]) {
  test(`upright, ${board}: your own territories in a few taps, and no token of a step covered`, async (t) => {
    await app.run(t, options, async (page) => {
      page.byTouch = true;
      await animationsOff(page);
      await setUpTable(page, { preset, players: 3, kinds: ['human', 'easy', 'easy'] });
      await startGame(page, { preset, players: 3, seed: 21, autoPlace: true });
      await reinforcing(page);
      const own = await highlighted(page);
      const seen = new Set(await targetsNow(page, own));
      const atOnce = seen.size;
      await clear(page, `${board}: reinforcement`, `${board}-reinforce-0`);
      let taps = 0;
      for (; taps < 6 && seen.size < own.length; taps++) {
        await page.getByTestId('next-choice').tap();
        await clear(page, `${board}: reinforcement, window ${taps + 1}`, `${board}-reinforce-${taps + 1}`);
        for (const id of await targetsNow(page, own)) seen.add(id);
      }
      t.diagnostic(`${board}: ${atOnce} of ${own.length} own territories are targets at once, all after ${taps} taps`);
      assert.equal(seen.size, own.length, `${board}: every own territory a target after ${taps} taps`);
      assert.ok(taps <= 3, `${board}: ${taps} taps to see the whole empire`);
      // A played turn: the reinforcement, the attack, the conquest, the fortification.
      await placeReserveOnFront(page);
      await clear(page, `${board}: attack`);
      let fought = false;
      for (const source of await highlighted(page)) {
        await tap(page, source);
        await clear(page, `${board}: attacking from ${source}`, `${board}-source`);
        const [target] = await enemies(page, source);
        if (target) {
          await tap(page, target);
          await page.getByTestId('roll').waitFor();
          await clear(page, `${board}: the dice`, `${board}-dice`);
          fought = true;
          break;
        }
        await tap(page, source);
      }
      assert.ok(fought, `${board}: an attack`);
      if (await attackUntilConquest(page)) {
        await clear(page, `${board}: move-in`, `${board}-move-in`);
        await page.getByTestId('move').click();
      }
      await page.getByTestId('end-phase').click();
      const [from] = await highlighted(page);
      if (from) {
        await tap(page, from);
        await clear(page, `${board}: fortify from ${from}`, `${board}-fortify`);
        const [to] = await highlighted(page);
        if (to) {
          await tap(page, to);
          await clear(page, `${board}: fortify to ${to}`);
        }
      }
    });
  });
}

test('upright, world: an attack from Alaska to Kamchatka is framed across the date line', async (t) => {
  await app.run(t, options, async (page) => {
    page.byTouch = true;
    await animationsOff(page);
    await setUpTable(page, { preset: 'parker-1993', players: 3, kinds: ['human', 'easy', 'easy'] });
    await startGame(page, { preset: 'parker-1993', players: 3, seed: DATE_LINE_SEED, autoPlace: true });
    await reinforcing(page);
    const holder = (id) => page.getByTestId(`territory-${id}`).getAttribute('data-holder');
    assert.notEqual(await holder('alaska'), await holder('kamchatka'), 'Kamchatka is an enemy of Alaska');
    for (let i = 0; i < 60 && /Reinforce/.test(await phaseText(page)); i++) await tap(page, 'territory-alaska');
    await tap(page, 'territory-alaska');
    // Alaska chosen: its targets, Kamchatka across the date line among them, are all finger
    // targets at once (the world already turned), with no hop to find one.
    await clear(page, 'Alaska chosen, its targets across the date line', 'date-line-targets');
    const targets = await highlighted(page);
    assert.ok(targets.includes('territory-kamchatka'), `Kamchatka is a target: ${targets}`);
    assert.deepEqual(await targetsNow(page, targets), targets, 'every target of Alaska a finger target at once');
    await tap(page, 'territory-kamchatka');
    await page.getByTestId('roll').waitFor();
    await clear(page, 'the dice across the date line', 'date-line');
    const seen = await page.evaluate(() => {
      const map = document.querySelector('svg.board').getBoundingClientRect();
      const at = (key) => {
        const r = document.querySelector(`[data-testid="token-${key}"]`).getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2, whole: r.left >= map.left && r.right <= map.right && r.top >= map.top && r.bottom <= map.bottom };
      };
      const view = document.querySelector('svg.board').viewBox.baseVal;
      return { alaska: at('alaska'), kamchatka: at('kamchatka'), width: view.width, legs: (document.querySelector('[data-testid="attack-arrow"]').getAttribute('d').match(/M/g) ?? []).length };
    });
    const apart = Math.hypot(seen.alaska.x - seen.kamchatka.x, seen.alaska.y - seen.kamchatka.y);
    t.diagnostic(`Alaska and Kamchatka ${apart.toFixed(0)} px apart, the view ${seen.width.toFixed(0)} board units wide`);
    assert.ok(seen.alaska.whole && seen.kamchatka.whole, 'both tokens whole in view');
    assert.ok(apart < 200, `close together: ${apart.toFixed(0)} px`);
    assert.ok(seen.width < 700, `not the whole world: ${seen.width.toFixed(0)} units`);
    assert.equal(seen.legs, 1, 'the arrow crosses in one piece');
  });
});
