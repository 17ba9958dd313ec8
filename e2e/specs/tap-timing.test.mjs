// Measures a tap's script work (tap -> DOM updated) with the page's performance API and prints
// the figures for docs/performance.md: from the click to the last DOM change it causes, seen
// by a MutationObserver. Only that the taps took effect is asserted: timings are reported,
// never asserted.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from '../harness.mjs';
import { highlighted, phaseText, startGame, takeTablet } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

/** Clicks the territory `id` in the page and returns ms from the click to the last DOM change. */
function timeTap(page, id) {
  return page.evaluate(async (id) => {
    const changes = [];
    const observer = new MutationObserver(() => changes.push(performance.now()));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const start = performance.now();
    document.querySelector(`[data-testid="${id}"]`).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await new Promise((done) => setTimeout(done, 100));
    observer.disconnect();
    return changes.length ? Math.max(...changes) - start : -1;
  }, id);
}

test('tap timing is measured during reinforcement and attack selection', async (t) => {
  await app.run(t, {}, async (page) => {
    await startGame(page, { preset: 'parker-1993', players: 4, seed: 5, autoPlace: true });
    await takeTablet(page);
    const reinforce = [];
    while (/Reinforce/.test(await phaseText(page))) {
      const [first] = await highlighted(page);
      reinforce.push(await timeTap(page, first));
    }
    assert.ok(reinforce.every((ms) => ms >= 0), 'every placement changed the page');
    const [source] = await highlighted(page);
    const attack = await timeTap(page, source);
    assert.equal(await page.getByTestId(source).getAttribute('aria-pressed'), 'true');
    const max = Math.max(...reinforce);
    console.log(`tap timing: placement max ${max.toFixed(1)} ms over ${reinforce.length} taps; attack source ${attack.toFixed(1)} ms`);
  });
});
