// Issue 50, item 6: the victory card of a points game (003, won at 10 victory points) gives
// each player's points in the standings and a chart of points by round (the statistics
// dialog too), and every victory has its moment: the card in the winner's colour with their
// token, and "See the final map" folding the card away from the undimmed final board. A
// finished golden game is loaded; a world game shows no points. Leaves
// `victory-points-<size>.png` and `victory-map-<size>.png` in e2e/artifacts/.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, ROOT, SIZES, launch, chooseLanguage } from '../harness.mjs';
import { settled } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

const golden = (name) => readFileSync(join(ROOT, `crates/engine/tests/records/valid/${name}.json`));
const ROMAN = golden('roman-empire-3p-seed1');
const WORLD = golden('parker-1993-3p-seed5');

/** Imports a finished game and loads it: the victory card comes up. */
async function loadFinishedGame(page, buffer, lang = 'en') {
  if (lang === 'fr') await chooseLanguage(page, 'fr');
  await page.getByTestId('import').setInputFiles({ name: 'won.json', mimeType: 'application/json', buffer });
  await page.getByTestId('saves-message').waitFor();
  await page.locator('[data-testid^="save-slot-"] button').first().click();
  await page.getByTestId('victory').waitFor();
}

/** The standings as rows of cell texts, the header first. */
const standings = (page) => page.getByTestId('victory-standings').locator('tr').evaluateAll((rows) =>
  rows.map((row) => [...row.children].map((cell) => cell.textContent.trim())));

/** A chart's labels: its axis name and its turn axis's ticks. */
const chartAxis = (chart) => chart.evaluate((node) => ({
  name: node.querySelector('.axis-name').textContent,
  ticks: [...node.querySelectorAll('.ticks.turns span')].map((s) => s.textContent),
  lines: node.querySelectorAll('polyline.series').length,
}));

for (const size of ['tabletLandscape', 'tabletPortrait', 'phonePortrait', 'phoneLandscape']) {
  test(`${size}: a points game's victory card gives the points, by round, in the winner's colour, and the final map`, async (t) => {
    await app.run(t, { viewport: SIZES[size] }, async (page) => {
      await loadFinishedGame(page, ROMAN);
      assert.match(await page.getByTestId('victory-how').textContent(), /victory points/);
      // The standings: a Points column, the winner first with at least 10.
      const [head, ...rows] = await standings(page);
      assert.deepEqual(head, ['Player', 'Territories', 'Armies', 'Points', 'Result']);
      assert.equal(rows.length, 3);
      assert.equal(rows[0][4], 'Winner');
      assert.ok(Number(rows[0][3]) >= 10, `the winner's points: ${rows[0]}`);
      assert.ok(rows.every((r) => /^\d+$/.test(r[3]) && Number(r[3]) <= Number(rows[0][3])), JSON.stringify(rows));
      const table = await page.getByTestId('victory-standings').evaluate((node) => ({ wide: node.scrollWidth, room: node.parentElement.clientWidth }));
      assert.ok(table.wide <= table.room, `the standings are cut: ${JSON.stringify(table)}`);
      // A chart of points by round, a line per player, on a round axis of whole numbers.
      const points = page.locator('.victory-chart[data-metric="points"]');
      assert.equal(await points.locator('h3').textContent(), 'Points');
      const axis = await chartAxis(points);
      assert.equal(axis.name, 'Rounds played');
      assert.equal(axis.lines, 3);
      assert.ok(axis.ticks.length >= 2 && axis.ticks.every((tick) => /^\d+$/.test(tick)), axis.ticks.join(', '));
      assert.match(await points.locator('svg').getAttribute('aria-label'), /^Points, by round\. /);
      // The winner's colour: their token before the name, the card's border and the band.
      const colours = await page.evaluate(() => {
        const token = document.querySelector('.victory-head .winner-token path');
        const line = document.querySelector('.standings tr.won .swatch line');
        const probe = document.createElement('i');
        document.body.append(probe);
        const computed = (colour) => { probe.style.color = colour; return getComputedStyle(probe).color; };
        const card = getComputedStyle(document.querySelector('.victory-card'));
        const head = getComputedStyle(document.querySelector('.victory-head'));
        const out = { token: computed(token.getAttribute('fill')), line: computed(line.getAttribute('stroke')),
          border: card.borderTopColor, band: head.borderBottomColor };
        probe.remove();
        return out;
      });
      assert.equal(colours.token, colours.line, 'the token is the winner\'s line colour');
      assert.equal(colours.border, colours.token, 'the card is bordered in the winner\'s colour');
      assert.equal(colours.band, colours.token, 'the headline\'s band is in the winner\'s colour');
      await page.screenshot({ path: join(ARTIFACTS, `victory-points-${size}.png`) });
      // The final map: the card folds to its headline and one button; the board shows, undimmed.
      await page.getByTestId('victory-map').click();
      await settled(page);
      assert.equal(await page.getByTestId('victory-map').textContent(), 'Back to the summary');
      assert.ok(!(await page.getByTestId('victory-standings').isVisible()), 'the standings are folded away');
      assert.ok(!(await page.getByTestId('victory-home').isVisible()), 'the other buttons are folded away');
      const view = await page.evaluate(() => {
        const map = document.querySelector('svg.board').getBoundingClientRect();
        const hit = document.elementFromPoint(map.left + map.width / 2, map.top + map.height / 2);
        const button = document.querySelector('[data-testid="victory-map"]').getBoundingClientRect();
        const under = document.elementFromPoint(button.left + button.width / 2, button.top + button.height / 2);
        return { onMap: Boolean(hit?.closest('svg.board')), dim: getComputedStyle(document.querySelector('.overlay.victory')).backgroundColor,
          button: [button.width, button.height, button.bottom <= innerHeight, button.right <= innerWidth],
          reachable: Boolean(under?.closest('[data-testid="victory-map"]')) };
      });
      assert.ok(view.onMap, 'the map is under the middle of its box');
      assert.equal(view.dim, 'rgba(0, 0, 0, 0)', 'the table is not dimmed');
      assert.ok(view.button[0] >= 44 && view.button[1] >= 44 && view.button[2] && view.button[3], `the way back: ${view.button}`);
      assert.ok(view.reachable, 'the way back is under the finger');
      await page.screenshot({ path: join(ARTIFACTS, `victory-map-${size}.png`) });
      await page.getByTestId('victory-map').click();
      assert.ok(await page.getByTestId('victory-standings').isVisible(), 'the summary is back');
    });
  });
}

test('in French, the standings, the chart and the statistics give the points by round', async (t) => {
  await app.run(t, {}, async (page) => {
    await loadFinishedGame(page, ROMAN, 'fr');
    const [head] = await standings(page);
    assert.deepEqual(head, ['Joueur', 'Territoires', 'Régiments', 'Points', 'Résultat']);
    assert.equal(await chartAxis(page.locator('.victory-chart[data-metric="points"]')).then((a) => a.name), 'Tours de table joués');
    assert.equal(await page.getByTestId('victory-map').textContent(), 'Voir la carte finale');
    await page.getByTestId('victory-stats').click();
    await page.getByTestId('metric-points').click();
    const chart = page.getByTestId('stats-chart');
    assert.equal(await chart.locator('.axis-name').textContent(), 'Tours de table joués');
    assert.match(await chart.locator('.plot svg').getAttribute('aria-label'), /^Points, par tour de table\. /);
  });
});

test('a world game counts no points: no column, no chart, no button', async (t) => {
  await app.run(t, {}, async (page) => {
    await loadFinishedGame(page, WORLD);
    const [world] = await standings(page);
    assert.ok(!world.includes('Points'), world.join(', '));
    assert.equal(await page.locator('.victory-chart[data-metric="points"]').count(), 0);
    await page.getByTestId('victory-stats').click();
    assert.equal(await page.getByTestId('metric-points').count(), 0);
  });
});
