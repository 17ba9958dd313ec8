// Issue 50, item 12: what a French reader corrected, seen in the page. The banner names the
// player with a dash, so the step's own colon is the only one in the line; a number keeps its
// unit on its line (a no-break space); the blitz's stop-at word agrees with the number as it is
// typed; a battle names the Roman provinces in French with their articles.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from '../harness.mjs';
import { animationsOff, highlighted, phaseText, placeReserve, startGame, takeTablet, tap } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('in French the banner has one colon, a number keeps its unit, and the blitz stop agrees as typed', async (t) => {
  await app.run(t, { locale: 'fr-FR' }, async (page) => {
    await animationsOff(page);
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 5, autoPlace: true });
    await takeTablet(page);
    const banner = await phaseText(page);
    assert.match(banner, /^\S+\u00a0— Renforts\u202f: encore \d+\u00a0régiments? à placer\. Touchez vos territoires\./, banner);
    assert.equal(banner.split(/\u202f:/).length, 2, `one colon: ${banner}`);
    await placeReserve(page);
    assert.match(await phaseText(page), /\u00a0— Combat\u202f: touchez l’un de vos territoires puis un voisin ennemi, ou terminez le combat\./);
    // An attack chosen: the battlefield's stop-at field and its word.
    let opened = false;
    for (const source of await highlighted(page)) {
      await tap(page, source);
      const [target] = await highlighted(page);
      if (target) {
        await tap(page, target);
        opened = (await page.getByTestId('dice-tray').count()) > 0;
        if (opened) break;
      }
      await tap(page, source);
    }
    assert.ok(opened, 'an attack opens the battlefield');
    const stop = page.locator('label.stop-at');
    assert.match(await stop.textContent(), /Le blitz s’arrête à\s*régiment$/);
    await page.getByTestId('stop-at').fill('3');
    assert.match(await stop.textContent(), /régiments$/, 'plural as soon as 3 is typed');
    await page.getByTestId('stop-at').fill('1');
    assert.match(await stop.textContent(), /régiment$/);
  });
});

test('in French the Roman map names its provinces in French, every one in view, none overlapping', async (t) => {
  await app.run(t, { locale: 'fr-FR', hasTouch: true }, async (page) => {
    await startGame(page, { preset: 'roman-empire', players: 3, seed: 5, autoPlace: true });
    await takeTablet(page);
    const { names, tokens } = await page.evaluate(() => {
      const box = (node) => {
        const r = node.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      };
      return {
        names: [...document.querySelectorAll('.labels text')].map((n) => ({ key: n.dataset.territory, text: n.textContent, ...box(n) })),
        tokens: [...document.querySelectorAll('.tokens .token')].map((n) => n.dataset.testid.slice('token-'.length)),
      };
    });
    const named = new Set(names.map((n) => n.key));
    assert.deepEqual(tokens.filter((k) => !named.has(k)), [], 'every province has its name');
    const overlap = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    for (const [i, a] of names.entries()) {
      for (const b of names.slice(i + 1)) assert.ok(!overlap(a, b), `${a.text} and ${b.text} overlap`);
    }
    const texts = names.map((n) => n.text);
    for (const french of ['Narbonnaise', 'Macédoine', 'Pannonie', 'Éduens']) {
      assert.ok(texts.includes(french), `${french} in ${texts.join(', ')}`);
    }
    assert.ok(!texts.some((name) => /Gallia|Narbonensis|Aegyptus/.test(name)), texts.join(', '));
  });
});
