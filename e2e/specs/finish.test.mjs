// Screens that finish the game (issue 37): the victory card and the statistics dialog fit the
// window at all six sizes with no page scroll, their buttons in view and under the finger, the
// charts' axes in distinct whole numbers at a round step and their labels at least 11 px; the
// summary names the winner, the game's length and its chart; the French reads right.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, ROOT, SIZES, launch, chooseLanguage } from '../harness.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

const RECORD = readFileSync(join(ROOT, 'crates/engine/tests/records/valid/parker-1993-3p-seed5.json'));
const WINNER = JSON.parse(RECORD).result.winner;

/** Imports the finished game and loads it: the victory card comes up. */
async function loadFinishedGame(page, lang = 'en') {
  if (lang === 'fr') await chooseLanguage(page, 'fr');
  await page.getByTestId('import').setInputFiles({ name: 'won.json', mimeType: 'application/json', buffer: RECORD });
  await page.getByTestId('saves-message').waitFor();
  await page.locator('[data-testid^="save-slot-"] button').first().click();
  await page.getByTestId('victory').waitFor();
}

/** The page does not scroll, and `selector`'s box lies inside the window. */
async function fitsTheWindow(page, selector, what) {
  const box = await page.evaluate((sel) => {
    const r = document.querySelector(sel).getBoundingClientRect();
    const doc = document.scrollingElement;
    return { top: r.top, left: r.left, bottom: r.bottom, right: r.right, width: innerWidth, height: innerHeight,
      scrollH: doc.scrollHeight, scrollW: doc.scrollWidth };
  }, selector);
  assert.ok(box.scrollH <= box.height && box.scrollW <= box.width, `${what}: the page scrolls ${JSON.stringify(box)}`);
  assert.ok(box.top >= 0 && box.left >= 0 && box.bottom <= box.height + 0.5 && box.right <= box.width + 0.5,
    `${what} runs out of the window ${JSON.stringify(box)}`);
}

/** Every button in `selector` is inside the window, at least 44 px, and the top element at its centre. */
async function buttonsReachable(page, selector, what) {
  const problems = await page.evaluate((sel) => [...document.querySelectorAll(sel)].flatMap((b) => {
    const r = b.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    const hit = document.elementFromPoint(x, y);
    const name = b.dataset.testid ?? b.textContent;
    const out = [];
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) out.push(`${name} outside`);
    if (r.height < 44 || r.width < 44) out.push(`${name} ${r.width}x${r.height}`);
    if (!hit || !b.contains(hit)) out.push(`${name} covered by ${hit?.outerHTML.slice(0, 60)}`);
    return out;
  }), selector);
  assert.deepEqual(problems, [], what);
}

/** Each chart's two axes: distinct whole numbers, rising at one round step, drawn ≥ 11 px. */
async function axesAreRound(page, scope, what) {
  const axes = await page.locator(`${scope} .chart .ticks`).evaluateAll((nodes) => nodes.map((n) => ({
    kind: n.classList.contains('values') ? 'values' : 'turns',
    labels: [...n.children].map((s) => s.textContent),
    sizes: [...n.children].map((s) => parseFloat(getComputedStyle(s).fontSize)),
  })));
  assert.ok(axes.length >= 2, `${what}: no axes`);
  for (const axis of axes) {
    const numbers = axis.labels.map(Number);
    const label = `${what} ${axis.kind}: ${axis.labels.join(', ')}`;
    assert.ok(axis.labels.every((l) => /^\d+$/.test(l)), label);
    assert.ok(numbers.length >= 2, label);
    const step = numbers[1] - numbers[0];
    assert.ok(numbers.every((n, i) => i === 0 || n - numbers[i - 1] === step), label);
    assert.match(String(step), /^[125]0*$/, label);
    assert.ok(axis.sizes.every((s) => s >= 11), `${label}: ${axis.sizes}`);
  }
}

/** Checks the statistics dialog at this size; every figure's chart has round axes. */
async function checkStats(page, size) {
  const dialog = page.getByTestId('stats-dialog');
  await dialog.waitFor();
  await fitsTheWindow(page, '.stats-body', `${size} statistics`);
  await buttonsReachable(page, '.stats-head button, .metric-choice button', `${size} statistics buttons`);
  for (const metric of ['armies', 'reinforcements', 'cards', 'dice', 'territories']) {
    await page.getByTestId(`metric-${metric}`).click();
    await axesAreRound(page, '[data-testid="stats-dialog"]', `${size} ${metric}`);
  }
  assert.equal(await dialog.locator('[data-testid="stats-chart"] polyline').count(), 3);
  await page.screenshot({ path: join(ARTIFACTS, `finish-stats-${size}.png`) });
  await page.getByTestId('stats-close').click();
  assert.equal(await page.getByTestId('stats-dialog').count(), 0);
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`${size}: the victory card and the statistics fit the window`, async (t) => {
    await app.run(t, { viewport, hasTouch: true }, async (page) => {
      await loadFinishedGame(page);
      const victory = page.getByTestId('victory');
      assert.match(await victory.locator('h2').textContent(), new RegExp(`^Seat ${WINNER + 1} wins!$`));
      assert.equal(await page.getByTestId('victory-how').textContent(), 'Every enemy army is destroyed.');
      assert.match(await page.getByTestId('victory-length').textContent(), /^The game lasted \d+ turns, in \d+ rounds\.$/);
      const rows = await page.getByTestId('victory-standings').locator('tbody tr').allInnerTexts();
      assert.equal(rows.length, 3);
      assert.match(rows[0], new RegExp(`^Seat ${WINNER + 1}\\s+42\\s+\\d+\\s+Winner$`));
      assert.ok(rows.slice(1).every((r) => /Out on turn \d+$/.test(r)), rows.join('\n'));
      assert.match(await page.getByTestId('victory-luck').textContent(), /^The dice were kindest to Seat \d \(\d+\.\d (fewer|more) arm(y|ies) lost than expected\) and hardest on Seat \d/);
      assert.equal(await page.getByTestId('victory-chart').locator('svg polyline').count(), 6);
      await fitsTheWindow(page, '.victory-card', `${size} victory`);
      await buttonsReachable(page, '.victory-buttons button', `${size} victory buttons`);
      await axesAreRound(page, '[data-testid="victory-chart"]', `${size} victory`);
      await page.screenshot({ path: join(ARTIFACTS, `finish-victory-${size}.png`) });
      await page.getByTestId('victory-stats').click();
      await checkStats(page, size);
      await buttonsReachable(page, '.victory-buttons button', `${size} victory buttons after the statistics`);
    });
  });
}

test('in French: the victory card and the statistics, word for word', async (t) => {
  await app.run(t, { viewport: SIZES.tabletLandscape }, async (page) => {
    await loadFinishedGame(page, 'fr');
    const nnbsp = '\u202f';
    assert.equal(await page.getByTestId('victory').locator('h2').textContent(), `Seat ${WINNER + 1} gagne${nnbsp}!`);
    assert.equal(await page.getByTestId('victory-how').textContent(), 'Toutes les armées ennemies sont détruites.');
    assert.match(await page.getByTestId('victory-length').textContent(), /^La partie a duré \d+\u00a0tours de jeu, en \d+\u00a0tours de table\.$/);
    const heads = await page.getByTestId('victory-standings').locator('thead th').allTextContents();
    assert.deepEqual(heads, ['Joueur', 'Territoires', 'Régiments', 'Résultat']);
    const rows = await page.getByTestId('victory-standings').locator('tbody tr').allInnerTexts();
    assert.match(rows[0], /Victoire$/);
    assert.ok(rows.slice(1).every((r) => /Hors jeu au tour \d+$/.test(r)), rows.join('\n'));
    const luck = await page.getByTestId('victory-luck').textContent();
    assert.match(luck, /^Les dés ont le plus souri à Seat \d \((\d+,\d\u00a0régiments? perdus? de (moins|plus) que prévu|autant de régiments perdus que prévu)\) et le moins à Seat \d \(\d+,\d\u00a0régiments? perdus? de plus que prévu\)\.$/);
    // Under 2 a French quantity is singular, from 2 on plural; a no-break space keeps it on its line.
    for (const [, amount, noun] of luck.matchAll(/(\d+,\d)\u00a0(régiments? perdus?)/g)) {
      const plural = Number(amount.replace(',', '.')) >= 2;
      assert.equal(noun, plural ? 'régiments perdus' : 'régiment perdu', luck);
    }
    const buttons = await page.locator('.victory-buttons button').allTextContents();
    assert.deepEqual(buttons, ['Voir la carte finale', 'Statistiques', 'Revoir la partie', 'Rejouer, mêmes joueurs', 'Retour au début']);
    await page.getByTestId('victory-stats').click();
    const dialog = page.getByTestId('stats-dialog');
    await dialog.waitFor();
    assert.equal(await page.getByTestId('metric-armies').textContent(), 'Régiments');
    const text = await dialog.textContent();
    assert.doesNotMatch(text, /Armées|armées/);
    assert.match(text, /Régiments perdus au combat au-delà de ce que les probabilités exactes prévoyaient\u202f: à droite la malchance, à gauche la chance\./);
    const figures = await dialog.locator('.luck-figure').allTextContents();
    assert.equal(figures.length, 3);
    for (const figure of figures) assert.match(figure, /^(\+|\u2212)?\d+,\d$/, figure);
    for (const line of await page.getByTestId('luck-lines').locator('li').allTextContents()) {
      assert.match(line, /^Seat \d a perdu (\d+,\d\u00a0régiments? de (plus|moins) que prévu\u202f: (pas de chance|de la chance)|à peu près autant de régiments que prévu)\.$/, line);
      const [, amount, noun] = line.match(/(\d+,\d)\u00a0(régiments?)/) ?? [];
      if (amount) assert.equal(noun, Number(amount.replace(',', '.')) >= 2 ? 'régiments' : 'régiment', line);
    }
    const label = await dialog.locator('[data-testid="stats-chart"] svg[role="img"]').getAttribute('aria-label');
    assert.match(label, /^Territoires, par tour\. Seat 1\u202f: \d+, Seat 2\u202f: \d+, Seat 3\u202f: \d+$/);
    assert.equal(await dialog.locator('.axis-name').textContent(), 'Tours joués');
    await page.screenshot({ path: join(ARTIFACTS, 'finish-stats-french.png') });
  });
});

test('a new game with the same players starts from the victory card', async (t) => {
  await app.run(t, { viewport: SIZES.phonePortrait, hasTouch: true }, async (page) => {
    await loadFinishedGame(page);
    await page.getByTestId('victory-again').click();
    await page.getByTestId('victory').waitFor({ state: 'detached' });
    await page.getByTestId('phase').waitFor();
  });
});
