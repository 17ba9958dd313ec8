// Book 004 in the browser: the Europe 1810 board (its outlines, region chart and accessible
// names), `napoleon-1999-world` and `napoleon-1999` (its 13 missions on the rules page)
// played by bots to the victory screen.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, chooseLanguage } from '../harness.mjs';
import { animationsOff, setUpTable, startGame } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('napoleon-1999-world: the rules page names the regions and their bonuses in both languages', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.getByTestId('rules').click();
    await page.getByTestId('rules-tab-napoleon-1999-world').click();
    assert.match(await page.getByTestId('rules-page').textContent(), /Confederation of the Rhine 5/);
    assert.ok(await page.getByTestId('rules-page').locator('p.house').count() >= 1);
    await chooseLanguage(page, 'fr');
    assert.match(await page.getByTestId('rules-page').textContent(), /Confédération du Rhin 5/);
  });
});

test('napoleon-1999-world: three bots play a whole game on the map of Europe in 1810', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'napoleon-1999-world', players: 3, kinds: ['hard', 'normal', 'easy'] });
    await startGame(page, { preset: 'napoleon-1999-world', players: 3, seed: 3, autoPlace: false });
    // The table draws the preset's board: 48 territories of 1810 and the 9 regions' chart.
    const board = page.getByRole('group', { name: 'Board: Europe in 1810' });
    await board.waitFor();
    assert.equal(await page.locator('.territory').count(), 48);
    assert.equal(await page.getByTestId('territory-warsaw').getAttribute('aria-label').then((l) => l.startsWith('Duchy of Warsaw')), true);
    const chart = page.getByTestId('continents-chart');
    assert.match(await chart.textContent(), /Region bonuses.*Confederation of the Rhine5/s);
    await page.getByTestId('victory').waitFor({ timeout: 180_000 });
    assert.match(await page.getByTestId('victory-how').textContent(), /Every enemy army is destroyed/);
  });
});

test('napoleon-1999: the rules page lists the 13 missions, written for the map of 1810', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.getByTestId('rules').click();
    await page.getByTestId('rules-tab-napoleon-1999').click();
    const deck = page.getByTestId('objective-deck').locator('li');
    assert.equal(await deck.count(), 13);
    assert.equal(await deck.first().textContent(), 'Conquer France and Confederation of the Rhine.');
    assert.match(await page.getByTestId('objective-deck').textContent(),
      /Conquer France as well as Spain and Portugal, and one more region\./);
  });
});

test('napoleon-1999: four bots play a whole game to a mission accomplished', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'napoleon-1999', players: 4, kinds: ['hard', 'normal', 'easy', 'normal'] });
    await startGame(page, { preset: 'napoleon-1999', players: 4, seed: 1, autoPlace: false });
    await page.getByTestId('victory').waitFor({ timeout: 180_000 });
    assert.match(await page.getByTestId('victory-how').textContent(), /Mission accomplished:|Every enemy army is destroyed/);
  });
});

test('004 progressive reinforcements: offered for Napoléon games only, played and kept by the autosave', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.getByTestId('new-game').click();
    await page.getByTestId('preset').selectOption('parker-1993');
    assert.equal(await page.getByTestId('progressive-reinforcements').count(), 0);
    await setUpTable(page, { preset: 'napoleon-1999-world', players: 3, kinds: ['human', 'normal', 'normal'],
      boxes: { 'progressive-reinforcements': true } });
    // No 001 expert option on the Europe board.
    assert.equal(await page.getByTestId('expert-plus-one').count(), 0);
    await startGame(page, { preset: 'napoleon-1999-world', players: 3, seed: 3, autoPlace: true });
    const values = () => page.getByTestId('trade-track').locator('li').allTextContents();
    assert.deepEqual(await values(), ['4', '6', '8', '10', '12', '15', '20', '25', '30']);
    await page.reload();
    await page.getByTestId('continue').click();
    await page.getByTestId('trade-track').waitFor();
    assert.deepEqual((await values()).slice(0, 7), ['4', '6', '8', '10', '12', '15', '20']);
  });
});
