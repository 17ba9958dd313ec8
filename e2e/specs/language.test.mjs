// The language switch changes every visible string and is remembered across reloads; each
// language's words are fetched when needed, and one that cannot be says so.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { appReady, launch, chooseLanguage, openLanguageMenu } from '../harness.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

/** The visible text of the title screen's controls and board. */
async function visibleText(page) {
  return {
    button: await page.getByTestId('new-game').textContent(),
    tagline: await page.getByTestId('tagline').textContent(),
    chart: await page.locator('.chart-title').textContent(),
    prompt: await page.getByTestId('territory-info').textContent(),
    kamchatka: await page.getByTestId('territory-kamchatka').getAttribute('aria-label'),
    lang: await page.locator('html').getAttribute('lang'),
  };
}

test('switching to French changes the title screen and survives a reload', async (t) => {
  await app.run(t, { locale: 'en-GB' }, async (page) => {
    const english = await visibleText(page);
    assert.deepEqual(english, {
      button: 'New game',
      tagline: 'The world-conquest board game, five editions in one',
      chart: 'Continent bonuses',
      prompt: 'Tap a territory to see its borders.',
      kamchatka: 'Kamchatka',
      lang: 'en',
    });
    await chooseLanguage(page, 'fr');
    const french = await visibleText(page);
    assert.deepEqual(french, {
      button: 'Nouvelle partie',
      tagline: 'Le jeu de conquête du monde, cinq éditions en une',
      chart: 'Bonus des continents',
      prompt: 'Touchez un territoire pour voir ses frontières.',
      kamchatka: 'Kamtchatka',
      lang: 'fr',
    });
    assert.equal(await page.getByTestId('lang-fr').getAttribute('aria-pressed'), 'true');
    await page.reload();
    await appReady(page);
    assert.deepEqual(await visibleText(page), french);
    await chooseLanguage(page, 'en');
    await page.reload();
    await appReady(page);
    assert.deepEqual(await visibleText(page), english);
  });
});

test('a French browser starts in French', async (t) => {
  await app.run(t, { locale: 'fr-FR' }, async (page) => {
    assert.equal(await page.getByTestId('new-game').textContent(), 'Nouvelle partie');
  });
});

test('a first visit fetches its own language\'s words and no other', async (t) => {
  // Its fixed words before the title page, its catalog's messages once it shows.
  const fetched = [];
  await app.run(t, { locale: 'fr-FR', serviceWorkers: 'block' }, async (page) => {
    assert.equal(await page.getByTestId('new-game').textContent(), 'Nouvelle partie');
    // (Requests made before the listener was added are in the performance timeline.)
    fetched.push(...await page.evaluate(() => performance.getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname).filter((path) => path.includes('/words/'))));
  });
  // (Named after their contents by scripts/pack-wasm.mjs, so that no cache serves another version's.)
  assert.equal(fetched.filter((path) => /^\/words\/fr-[0-9a-f]{16}\.txt$/.test(path)).length, 1, fetched.join(', '));
  assert.ok(fetched.every((path) => /^\/words\/fr-(game-)?[0-9a-f]{16}\.txt$/.test(path)), fetched.join(', '));
});

test('a language whose words cannot be fetched says so in the current one, and the page goes on', async (t) => {
  await app.run(t, { locale: 'en-GB', serviceWorkers: 'block', expectedErrors: [/Failed to load resource/] }, async (page) => {
    await page.route('**/words/fr-*.txt', (route) => route.abort());
    await openLanguageMenu(page);
    await page.getByTestId('lang-fr').click();
    const notice = page.getByTestId('notice');
    await notice.waitFor({ state: 'visible' });
    assert.equal(await notice.textContent(), 'This language could not be loaded. Check the connection and try again.');
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    assert.equal(await page.getByTestId('new-game').textContent(), 'New game');
    await page.getByTestId('new-game').click();
    await page.getByTestId('wizard').waitFor({ state: 'visible' });
  });
});

test('the language menu names each language in itself, and closes with Escape or a tap elsewhere', async (t) => {
  await app.run(t, { locale: 'en-GB' }, async (page) => {
    await openLanguageMenu(page);
    const names = await page.locator('.lang-list button').allTextContents();
    assert.deepEqual(names.map((n) => n.trim()), ['English', 'Français', 'Deutsch', 'Español', 'Italiano', 'Nederlands', 'Polski', 'Português']);
    const open = () => page.evaluate(() => document.querySelector('details.lang-switch').open);
    await page.keyboard.press('Escape');
    assert.equal(await open(), false);
    await openLanguageMenu(page);
    await page.getByTestId('title').click();
    assert.equal(await open(), false);
  });
});
