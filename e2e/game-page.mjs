// A page object for the game screen: starting a game through the wizard and playing through
// the engine's highlights (the territories the current step allows).

import assert from 'node:assert/strict';
import { appReady, WORLD } from './harness.mjs';

/**
 * Sets the animation speed ('normal', 'fast' or 'off') for the rest of the test. The app
 * stores every value as a JSON string (gloo-storage), hence the double encoding.
 */
export async function setAnimation(page, animation) {
  await page.evaluate((speed) => localStorage.setItem('lamorisse.settings',
    JSON.stringify(JSON.stringify({ animation: speed }))), animation);
  await page.reload();
  await appReady(page);
}

/** Switches animations off for the rest of the test, so bots play without delays. */
export const animationsOff = (page) => setAnimation(page, 'off');

/** Opens the wizard's Advanced fold (game number, defender's dice, expert rules) if closed. */
export async function openAdvanced(page) {
  const fold = page.getByTestId('advanced');
  if (!(await fold.evaluate((d) => d.open))) await fold.locator('summary').click();
}

/**
 * Opens the wizard on `preset` with `players` seats played by `kinds` ('human', 'easy',
 * 'normal' or 'hard', seat by seat), and sets each checkbox named in `boxes` by test id.
 */
export async function setUpTable(page, { preset, players, kinds = [], boxes = {} }) {
  if (!(await page.getByTestId('wizard').count())) await page.getByTestId('new-game').click();
  await page.getByTestId('preset').selectOption(preset);
  await page.getByTestId('players').selectOption(String(players));
  for (const [seat, kind] of kinds.entries()) {
    await page.getByTestId(`seat-kind-${seat}`).selectOption(kind);
  }
  if (Object.keys(boxes).length) await openAdvanced(page);
  for (const [id, on] of Object.entries(boxes)) {
    const box = page.getByTestId(id);
    if ((await box.isChecked()) !== on) await box.click();
  }
}

/** Starts a game from the title screen through the wizard. */
export async function startGame(page, options) {
  await readyToStart(page, options);
  await page.getByTestId('start-game').click();
  await page.getByTestId('phase').waitFor();
  await drawn(page);
}

/** Sets the wizard up for a game (from the title screen), all but the Start click. */
export async function readyToStart(page, { preset, players, seed, autoPlace, defenderChooses = false }) {
  if (!(await page.getByTestId('wizard').count())) await page.getByTestId('new-game').click();
  await page.getByTestId('preset').selectOption(preset);
  await page.getByTestId('players').selectOption(String(players));
  await openAdvanced(page);
  await page.getByTestId('seed').fill(String(seed));
  await page.getByTestId('seed').dispatchEvent('change');
  const box = page.getByTestId('auto-place');
  if ((await box.isChecked()) !== autoPlace) await box.click();
  const defender = page.getByTestId('defender-chooses');
  if ((await defender.isChecked()) !== defenderChooses) await defender.click();
}

/**
 * Waits until the game screen, drawn in steps (src/ui/in_steps.rs), has all its parts, when a
 * game screen is showing (one round trip when it has).
 */
export async function drawn(page) {
  await page.waitForFunction(() => !document.querySelector('.table-screen:not([data-drawn])'));
}

/**
 * Dismisses the hand-off screen if it is up; first waits out a bot's turn under way (up to
 * 10 s: the bots think off the page, so each of their actions takes a moment), which ends
 * with the hand-off or the person's own step.
 */
export async function takeTablet(page) {
  await drawn(page);
  for (let i = 0; i < 500 && !(await page.getByTestId('handoff').count()); i++) {
    const phase = await page.getByTestId('phase').textContent().catch(() => '');
    if (!/\((bot|robot)\)/.test(phase ?? '')) break;
    await page.waitForTimeout(20);
  }
  if (await page.getByTestId('handoff').count()) await page.getByTestId('handoff-ready').click();
}

/**
 * Waits until the page has laid out and drawn twice: the map's resize observer has then told
 * the zoom of the box's size, and the names and tokens follow the new scale.
 */
export const settled = (page) => page.evaluate(() => new Promise((done) =>
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));

/** The phase banner's text. */
export const phaseText = (page) => page.getByTestId('phase').textContent();

/** Ids of the highlighted territories (the legal choices of the current step). */
export async function highlighted(page) {
  await drawn(page);
  return page.locator('.territory.neighbour').evaluateAll((nodes) => nodes.map((n) => n.dataset.testid));
}

/** Every token's territory and army count, in board order. */
export async function tokens(page) {
  await drawn(page);
  return page.locator('.tokens .token').evaluateAll((nodes) => nodes.map((n) => `${n.dataset.testid}=${n.textContent}`));
}

/**
 * Whether a territory's token (its label point) is inside the map's box on screen, and a tap
 * there reaches the territory (no zoom button or edge arrow over it).
 */
export async function onMap(page, testid) {
  return page.getByTestId(testid).locator('circle.hit').evaluate((hit) => {
    const box = hit.closest('svg').getBoundingClientRect();
    const r = hit.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    const inside = x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
    return inside && hit.parentElement.contains(document.elementFromPoint(x, y));
  });
}

/**
 * Taps a territory by its test id, on its label point (always inside the territory), as a
 * player would: where the view shows only part of the board (a phone held upright) and the
 * territory is out of it, the whole board first.
 */
export async function tap(page, testid) {
  if (page.byTouch) return touchTap(page, testid);
  await clickLabelPoint(page, testid);
}

/**
 * Clicks a territory on its label point once the camera has come to rest (a framing may still
 * be moving the map), first showing the whole board if the point is out of view or under a
 * control. The point itself, not the middle of the token's visible part: a token half out of
 * the view would otherwise be clicked on its neighbour's land.
 */
async function clickLabelPoint(page, testid) {
  const hit = page.getByTestId(testid).locator('circle.hit');
  await atRest(hit);
  if (!(await onMap(page, testid))) {
    await page.getByTestId('zoom-reset').click();
    await atRest(hit);
  }
  const { width, height } = await hit.boundingBox();
  await hit.click({ position: { x: width / 2, y: height / 2 } });
}

/** Waits until an element stays in the same place on screen over two frames. */
function atRest(locator) {
  return locator.evaluate((node) => new Promise((done) => {
    const where = () => JSON.stringify(node.getBoundingClientRect());
    let [last, still, frames] = [where(), 0, 0];
    const look = () => requestAnimationFrame(() => {
      const now = where();
      still = now === last ? still + 1 : 0;
      last = now;
      if (still >= 2 || ++frames > 120) done();
      else look();
    });
    look();
  }));
}

/** Drags the map with one finger's worth of travel so that the point `to` comes towards its middle. */
async function swipeTowards(page, to) {
  const map = await page.locator('svg.board').boundingBox();
  const [cx, cy] = [map.x + map.width / 2, map.y + map.height / 2];
  const reach = (d, size) => Math.max(-0.45 * size, Math.min(0.45 * size, d));
  const [dx, dy] = [reach(cx - to.x, map.width), reach(cy - to.y, map.height)];
  await page.mouse.move(cx - dx / 2, cy - dy / 2);
  await page.mouse.down();
  await page.mouse.move(cx + dx / 2, cy + dy / 2, { steps: 8 });
  await page.mouse.up();
}

/**
 * Where a territory's token is on screen, whether it is in the map's view (clear of the zoom
 * buttons), the side of the view it lies beyond if not ('under' a control), and how many of the step's other
 * choices (highlighted or chosen territories) are closer than a finger's width (43 px) to it.
 */
export function tokenOnScreen(page, testid) {
  return page.getByTestId(testid).locator('circle.hit').evaluate((hit) => {
    const map = hit.closest('svg').getBoundingClientRect();
    const centre = (node) => {
      const r = node.getBoundingClientRect();
      return [r.left + r.width / 2, r.top + r.height / 2];
    };
    const [x, y] = centre(hit);
    const reached = hit.parentElement.contains(document.elementFromPoint(x, y));
    const side = x < map.left ? 'west' : x > map.right ? 'east' : y < map.top ? 'north' : y > map.bottom ? 'south' : reached ? null : 'under';
    const crowd = [...document.querySelectorAll('.territory.neighbour, .territory.selected')]
      .filter((g) => g !== hit.parentElement)
      .map((g) => centre(g.querySelector('circle.hit')))
      .filter(([ox, oy]) => Math.hypot(ox - x, oy - y) < 43).length;
    return { x, y, size: hit.getBoundingClientRect().width, inView: !side && reached, side, crowd };
  });
}

/**
 * Taps a territory with a finger, as a player on a phone: a swipe of the map brings it into
 * view if it is out of it or under a control, and where
 * another of the step's choices is closer than a finger's width the first tap magnifies the
 * map, after which the territory is a target of its own.
 */
export async function touchTap(page, testid) {
  // A territory the step does not offer is not a finger's target: tapped precisely.
  const offered = await page.getByTestId(testid).evaluate((g) => g.matches('.neighbour, .selected'));
  if (!offered) return clickLabelPoint(page, testid);
  let unanswered = 0;
  for (let moves = 0; moves < 8; moves++) {
    const token = await tokenOnScreen(page, testid);
    if (!token.inView) {
      await swipeTowards(page, token);
      await settled(page);
      continue;
    }
    const before = await tapState(page, testid);
    await page.touchscreen.tap(token.x, token.y);
    await settled(page);
    if (!token.crowd) return;
    // Another choice within a finger's width: the tap magnified the map, or chose (the app
    // measures the gap in its own units). A loaded machine may draw either a frame late.
    let after = await tapState(page, testid);
    for (let waited = 0; waited < 20 && after.every((value, i) => value === before[i]); waited++) {
      await page.waitForTimeout(100);
      after = await tapState(page, testid);
    }
    // Chose (the step moved on, or the territory's armies changed; the view may follow): done.
    if (after.slice(1).some((value, i) => value !== before[i + 1])) return;
    // Magnified only: tap again, the territory now a target of its own.
    if (after[0] !== before[0]) continue;
    // A tap that did nothing (the end of the swipe before it still counted as a gesture) is
    // tapped again, as a player would; twice in a row is a fault.
    if (++unanswered === 2) throw new Error(`${testid}: a tap between two choices neither chose nor magnified`);
  }
  throw new Error(`${testid}: not brought into view`);
}

/**
 * What a tap on `testid` can change: the map's view (magnified), then the phase banner, the
 * step's chosen and offered territories, the territory's spoken name (its holder and armies)
 * and the panel's step (a move's count, the dice tray).
 */
const tapState = (page, testid) => page.evaluate(([id]) => [
  document.querySelector('svg.board')?.getAttribute('viewBox'),
  document.querySelector('[data-testid=phase]')?.textContent,
  [...document.querySelectorAll('.territory.selected, .territory.neighbour')]
    .map((g) => `${g.dataset.testid} ${g.getAttribute('class')}`).join(),
  document.querySelector(`[data-testid=${id}]`)?.getAttribute('aria-label'),
  document.querySelector('.panel-step')?.textContent], [testid]);

/** Places the whole reserve, one tap at a time, on legal territories. */
export async function placeReserve(page) {
  for (let i = 0; i < 200 && (await phaseText(page)).match(/Reinforce|Renforts/); i++) {
    const [first] = await highlighted(page);
    await tap(page, first);
  }
}

/**
 * Places the whole reserve on one front-line territory of the world board (one with an enemy
 * neighbour), else on the first legal one, one tap at a time.
 */
export async function placeReserveOnFront(page) {
  const holders = await page.locator('.territory').evaluateAll((nodes) =>
    Object.fromEntries(nodes.map((n) => [n.dataset.testid.slice('territory-'.length), n.dataset.holder])));
  const choices = await highlighted(page);
  const front = choices.find((id) => {
    const key = id.slice('territory-'.length);
    const territory = WORLD.territories.find((t) => t.id === key);
    return territory?.neighbours.some((n) => holders[n] && holders[n] !== holders[key]);
  }) ?? choices[0];
  for (let i = 0; i < 200 && front && (await phaseText(page)).match(/Reinforce|Renforts/); i++) {
    await tap(page, front);
  }
  await placeReserve(page);
}

/**
 * Rolls once at each target of each source in turn (moving in after a conquest) until
 * `asked(page)`, checked after each roll, says the roll stopped for a defender's question;
 * returns that target, or null when no attack did.
 */
export async function rollUntilAsked(page, asked) {
  for (const source of await highlighted(page)) {
    await tap(page, source);
    for (const target of await highlighted(page)) {
      await tap(page, target);
      if (!(await page.getByTestId('dice-tray').count())) continue;
      await page.getByTestId('roll').click();
      if (await asked(page)) return target;
      if (await page.getByTestId('move-in').count()) await page.getByTestId('move').click();
      if (!(await page.getByTestId('dice-tray').count())) break;
    }
    if ((await phaseText(page)).match(/Attack/)) {
      await tap(page, source);
      if (await page.locator('.territory.selected').count()) await tap(page, source);
    }
  }
  return null;
}

/**
 * Rolls once at the first target holding 2 armies or more (so its defender may choose 1 or 2
 * dice) among `targets(source)` (by default the highlighted territories) that `accept`s;
 * whether one was found.
 */
export async function rollAtTwoOrMore(page, { targets = () => highlighted(page), accept = async () => true } = {}) {
  for (const source of await highlighted(page)) {
    await tap(page, source);
    for (const target of await targets(source)) {
      const label = await page.getByTestId(target).getAttribute('aria-label');
      if (!/, ([2-9]|\d\d+) armies/.test(label) || !(await accept(target))) continue;
      await tap(page, target);
      await page.getByTestId('roll').click();
      return true;
    }
    await tap(page, source);
  }
  return false;
}

/** The highlighted territories held by someone else than `source`'s holder: attack targets. */
export async function enemies(page, source) {
  const mine = await page.getByTestId(source).getAttribute('data-holder');
  return page.locator('.territory.neighbour').evaluateAll((nodes, holder) => nodes
    .filter((n) => n.dataset.holder !== holder).map((n) => n.dataset.testid), mine);
}

/** Attacks until a conquest: tries each legal source against each enemy neighbour with the blitz. */
export async function attackUntilConquest(page) {
  // After a conquest the conquered territory may be chosen already: start afresh.
  const chosen = await page.locator('.territory.selected').evaluateAll((nodes) => nodes.map((n) => n.dataset.testid));
  for (const id of chosen) await tap(page, id);
  for (const source of await highlighted(page)) {
    await tap(page, source);
    for (const target of await enemies(page, source)) {
      await tap(page, target);
      if (!(await page.getByTestId('dice-tray').count())) continue;
      await page.getByTestId('blitz').click();
      if (await page.getByTestId('move-in').count() || await page.getByTestId('victory').count()) return true;
      if (await page.getByTestId('retreat').count()) await page.getByTestId('retreat').click();
    }
    if (await page.locator('.territory.selected').count()) await tap(page, source);
  }
  return false;
}

/** With 5 cards or more the banner asks for a trade first: finds a set in the hand and trades it. */
export async function tradeWhenAsked(page) {
  for (let round = 0; round < 4 && /trade a set first|échangez d'abord/.test(await phaseText(page)); round++) {
    const cards = page.getByTestId('hand').locator('button.card');
    const n = await cards.count();
    let traded = false;
    for (let a = 0; a < n && !traded; a++) {
      for (let b = a + 1; b < n && !traded; b++) {
        for (let c = b + 1; c < n && !traded; c++) {
          for (const i of [a, b, c]) await cards.nth(i).click();
          if (await page.getByTestId('trade').count()) {
            await page.getByTestId('trade').click();
            traded = true;
          } else {
            for (const i of [a, b, c]) await cards.nth(i).click();
          }
        }
      }
    }
    if (!traded) return;
  }
}

/**
 * Plays the turn of the human holding the tablet through the screen: trades when asked, places
 * the reserve, then (if `attack`) conquers what the blitz can take, and ends the turn. Calls
 * `check(step)` at each step (layout checks). Returns early at the victory screen.
 */
export async function playHumanTurn(page, { attack = true, check = async () => {} } = {}) {
  await takeTablet(page);
  await check('turn start');
  await tradeWhenAsked(page);
  await placeReserveOnFront(page);
  await check('reinforced');
  if (attack) {
    for (let k = 0; k < 12 && /Attack/.test(await phaseText(page)); k++) {
      if (!(await attackUntilConquest(page))) break;
      if (await page.getByTestId('victory').count()) return;
      await check('conquest');
      await page.getByTestId('move').click();
      if (await page.getByTestId('victory').count()) return;
      await tradeWhenAsked(page);
      if (/Reinforce/.test(await phaseText(page))) await placeReserveOnFront(page);
    }
  }
  if (await page.getByTestId('victory').count()) return;
  if (/Attack/.test(await phaseText(page))) await page.getByTestId('end-phase').click();
  await check('fortify');
  if (/Fortify|move is made/.test(await phaseText(page))) await page.getByTestId('end-phase').click();
}

/** Fails if the page scrolls, or if a control the step shows lies outside the window. */
export async function fits(page, where) {
  const problems = await page.evaluate(() => {
    const out = [];
    const root = document.scrollingElement;
    if (root.scrollTop || root.scrollLeft || root.scrollHeight > innerHeight || root.scrollWidth > innerWidth) out.push('the page scrolls');
    for (const id of ['phase', 'end-phase', 'roll', 'move', 'move-count', 'handoff-ready', 'skip-bots', 'trade']) {
      const node = document.querySelector(`[data-testid="${id}"]`);
      if (!node) continue;
      const box = node.getBoundingClientRect();
      if (box.top < 0 || box.left < 0 || box.bottom > innerHeight + 0.5 || box.right > innerWidth + 0.5) out.push(`${id} is out of view`);
    }
    return out;
  });
  assert.deepEqual(problems, [], where);
}
