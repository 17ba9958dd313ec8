// Accessibility (issue 11): axe-core on every screen, with no serious or critical violation,
// and a turn played with the keyboard alone.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, launch, chooseLanguage } from '../harness.mjs';
import { animationsOff, phaseText, setUpTable, startGame, takeTablet } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** Runs axe-core on the page as it stands; fails on any serious or critical violation. */
async function audit(page, screen) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
  assert.deepEqual(violations, [], `${screen}: serious or critical violations`);
}

test('every screen passes axe-core with no serious or critical violation', async (t) => {
  await app.run(t, { bypassCSP: true }, async (page) => {
    await audit(page, 'title');
    await page.getByTestId('rules').click();
    await audit(page, 'rules');
    await page.getByTestId('back').click();
    await page.getByTestId('settings').click();
    await audit(page, 'settings');
    await page.getByTestId('back').click();
    await page.getByTestId('new-game').click();
    await audit(page, 'wizard');
    await startGame(page, { preset: 'parker-1993-missions', players: 3, seed: 3, autoPlace: true });
    await audit(page, 'hand-off');
    await takeTablet(page);
    await audit(page, 'game');
    const [source] = await page.locator('.territory.neighbour').evaluateAll((n) => n.map((x) => x.dataset.testid));
    await page.getByTestId(source).locator('circle.hit').click();
    await page.getByTestId('stats').click();
    await audit(page, 'statistics');
    await page.getByTestId('stats-close').click();
    await page.getByTestId('save').click();
    await page.getByTestId('back').click();
    await page.locator('[data-testid^="replay-slot-"]').first().click();
    await audit(page, 'replay');
    await page.getByTestId('back').click();
    await chooseLanguage(page, 'fr');
    await audit(page, 'title in French');
  });
});

test('the victory screen passes axe-core', async (t) => {
  await app.run(t, { bypassCSP: true }, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'parker-1993', players: 3, kinds: ['normal', 'normal', 'easy'] });
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 4, autoPlace: true });
    await page.getByTestId('victory').waitFor({ timeout: 180_000 });
    await audit(page, 'victory');
  });
});

test('a turn is played with the keyboard alone', async (t) => {
  await app.run(t, {}, async (page) => {
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 5, autoPlace: true });
    // The hand-off button, then every placement, by Tab and Enter.
    await page.getByTestId('handoff-ready').focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 60 && /Reinforce/.test(await phaseText(page)); i++) {
      const target = page.locator('.territory.neighbour').first();
      await target.focus();
      await page.keyboard.press('Enter');
    }
    assert.match(await phaseText(page), /Attack/);
    // An attack: the attacking territory, the attacked one, then Roll.
    const press = async (testid) => {
      await page.getByTestId(testid).focus();
      await page.keyboard.press('Enter');
    };
    const ids = () => page.locator('.territory.neighbour').evaluateAll((n) => n.map((x) => x.dataset.testid));
    for (const source of await ids()) {
      await press(source);
      const [target] = await ids();
      if (target) await press(target);
      if (await page.getByTestId('dice-tray').count()) break;
      await press(source);
    }
    await page.getByTestId('roll').focus();
    await page.keyboard.press('Enter');
    assert.match(await page.getByTestId('log').textContent(), /Battle for/);
    // End the attacks and the turn from the keyboard.
    await page.getByTestId('end-phase').focus();
    await page.keyboard.press('Enter');
    assert.match(await phaseText(page), /Fortify/);
    await page.getByTestId('end-phase').focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.getByTestId('handoff').count(), 1);
  });
});
