// The bots think off the page (issue 51 item 2): in a Web Worker with their own wasm, fetched
// when the first game with bots starts; where no worker can start, on the page, and the game
// goes on. A game between people never downloads them.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from '../harness.mjs';
import { animationsOff, setUpTable, startGame, takeTablet } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

/** Plays a game with two Normal bots until the person's first reinforcement, and says where
 * the bots thought ('worker' or 'page') and which of the bots' files the page fetched. */
async function botsPlay(page) {
  const fetched = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.includes('/bots/')) fetched.push(path.slice(path.indexOf('/bots/') + 1));
  });
  await animationsOff(page);
  await setUpTable(page, { preset: 'parker-1993', players: 3, kinds: ['normal', 'human', 'normal'] });
  await startGame(page, { preset: 'parker-1993', players: 3, seed: 12, autoPlace: true });
  await takeTablet(page);
  await page.getByTestId('phase').filter({ hasText: /^Bruno: Reinforce/ }).waitFor({ timeout: 60_000 });
  const where = await page.evaluate(() => import('./bots/bots.js').then((bots) => bots.where));
  return { where, fetched };
}

test('the bots think in a Web Worker, loaded when the first game with bots starts', async (t) => {
  await app.run(t, { serviceWorkers: 'block' }, async (page) => {
    const workers = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    const { where, fetched } = await botsPlay(page);
    assert.equal(where, 'worker');
    assert.deepEqual(workers, ['/bots/worker.js']);
    assert.ok(fetched.includes('bots/bots.wasm'), fetched.join(' '));
  });
});

test('where no worker can start, the bots think on the page and the game goes on', async (t) => {
  await app.run(t, { serviceWorkers: 'block' }, async (page) => {
    await page.addInitScript(() => {
      window.Worker = function Worker() { throw new Error('no workers here'); };
    });
    await page.reload();
    const { where } = await botsPlay(page);
    assert.equal(where, 'page');
  });
});

test('a worker whose script cannot be loaded hands the bots over to the page', async (t) => {
  await app.run(t, { serviceWorkers: 'block' }, async (page) => {
    await page.route('**/bots/worker.js', (route) => route.abort());
    const { where } = await botsPlay(page);
    assert.equal(where, 'page');
  });
});

test('a game between people never downloads the bots', async (t) => {
  await app.run(t, { serviceWorkers: 'block' }, async (page) => {
    const fetched = [];
    page.on('request', (request) => { if (request.url().includes('/bots/')) fetched.push(request.url()); });
    await animationsOff(page);
    await setUpTable(page, { preset: 'parker-1993', players: 3, kinds: ['human', 'human', 'human'] });
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 12, autoPlace: true });
    await takeTablet(page);
    await page.getByTestId('phase').filter({ hasText: /: Reinforce/ }).waitFor();
    assert.deepEqual(fetched, []);
  });
});

test('an Expert is offered in words, thinks in the worker with its token pulsing, and plays', async (t) => {
  await app.run(t, { serviceWorkers: 'block' }, async (page) => {
    await animationsOff(page);
    await page.getByTestId('new-game').click();
    const offered = await page.getByTestId('seat-kind-0').locator('option').allTextContents();
    assert.deepEqual(offered, ['Human', 'Bot: easy', 'Bot: normal', 'Bot: hard', 'Bot: expert']);
    await setUpTable(page, { preset: 'parker-1993', players: 3, kinds: ['expert', 'human', 'hard'] });
    // Ada, the Expert, plays first: while its search has not answered, its chip says so to a
    // screen reader and its token pulses. The state may last less than a frame on a fast
    // machine, so every change of the page is watched from before the game starts.
    await page.evaluate(() => {
      window.thinkingSaid = [];
      new MutationObserver(() => {
        const said = document.querySelector('.player-chip.thinking [data-testid="bot-thinking"]')?.textContent;
        if (said && !window.thinkingSaid.includes(said)) window.thinkingSaid.push(said);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 12, autoPlace: true });
    await page.waitForFunction(() => window.thinkingSaid.length > 0, null, { timeout: 30_000 });
    assert.deepEqual(await page.evaluate(() => window.thinkingSaid), ['Ada is thinking']);
    await takeTablet(page);
    assert.match(await page.getByTestId('player-0').getAttribute('aria-label'), /\(expert bot\)/);
    await page.getByTestId('phase').filter({ hasText: /^Bruno: Reinforce/ }).waitFor({ timeout: 90_000 });
    const where = await page.evaluate(() => import('./bots/bots.js').then((bots) => bots.where));
    assert.equal(where, 'worker');
  });
});
