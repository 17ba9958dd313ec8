// The page loads cleanly and shows the title screen over the world board.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, chooseLanguage } from '../harness.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('the title screen loads with no console errors', async (t) => {
  await app.run(t, {}, async (page) => {
    assert.equal(await page.getByTestId('title').textContent(), 'Lamorisse');
    assert.equal(await page.title(), 'Lamorisse');
    await page.getByTestId('new-game').waitFor({ state: 'visible' });
    assert.equal(await page.getByTestId('new-game').textContent(), 'New game');
    assert.equal(await page.locator('svg.board').count(), 1);
    assert.equal(await page.getByTestId('continents-chart').count(), 1);
  });
});

test('New game opens the wizard and Back returns to the title', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.getByTestId('new-game').click();
    await page.getByTestId('back').waitFor({ state: 'visible' });
    assert.equal(await page.getByTestId('new-game').count(), 0);
    assert.equal(await page.getByTestId('wizard').count(), 1);
    assert.equal(await page.getByTestId('start-game').count(), 1);
    await page.getByTestId('back').click();
    await page.getByTestId('new-game').waitFor({ state: 'visible' });
  });
});

test('the rules pages summarise each preset in both languages, house rules marked', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.getByTestId('rules').click();
    const pageText = page.getByTestId('rules-page');
    await pageText.getByTestId('rules-tab-conquete-2010').click();
    assert.match(await pageText.textContent(), /golden cavalier/);
    assert.ok(await pageText.locator('p.house').count() >= 1);
    await chooseLanguage(page, 'fr');
    assert.match(await pageText.textContent(), /cavalier doré/);
  });
});
