// Issue 52 item 5: a walk through the game in every language the page offers — the title
// page, the Boards page, a phone's joining screen, the wizard, a turn of play, the rules pages, the victory card and the statistics —
// finds no catalog id and, outside English, no English word a catalog of the language does
// not also use (names, "Risk"…) or the short allow-list below; a screenshot of each step per
// language in e2e/artifacts/ (walk-<code>-<step>.png).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, ROOT, launch, chooseLanguage } from '../harness.mjs';
import { highlighted, startGame, takeTablet, tap } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

const LOCALES = join(ROOT, 'public/locales');
/** A finished game, its players renamed (the record calls them "Seat 1"…, which is English). */
const RECORD = (() => {
  const record = JSON.parse(readFileSync(join(ROOT, 'crates/engine/tests/records/valid/parker-1993-3p-seed5.json'), 'utf8'));
  record.players.forEach((player, i) => { player.name = ['Ada', 'Bruno', 'Chloé'][i]; });
  return Buffer.from(JSON.stringify(record));
})();

/** Words that may show in any language: the game's and its makers' names, the players'. */
const ALLOWED = new Set(['lamorisse', 'risk', 'parker', 'miro', 'hasbro', 'domination', 'astérix',
  'asterix', 'napoléon', 'napoleon', 'blitz', 'ada', 'bruno', 'chloé']);

/** The words (lower case, four letters or more) of a language's catalogs' texts. */
function vocabulary(code) {
  const words = new Set();
  for (const file of readdirSync(join(LOCALES, code)).filter((f) => f.endsWith('.ftl'))) {
    for (const line of readFileSync(join(LOCALES, code, file), 'utf8').split('\n')) {
      if (line.startsWith('#')) continue;
      // The text of `id = text`, `.attribute = text`, a variant `[key] text` or a continuation.
      const text = line.replace(/^[\w-]+ =|^\s+\.[\w-]+ =|^\s+\*?\[[^\]]+\]/, '').replace(/\{[^}]*\}/g, ' ');
      for (const word of text.toLowerCase().match(/\p{L}{4,}/gu) ?? []) words.add(word);
    }
  }
  return words;
}

/** Everything the page shows or says: its visible text, the map's names, the accessible names. */
const shown = (page) => page.evaluate(() => [
  document.body.innerText,
  // (A map name drawn on two lines is two tspans: read with a space between them.)
  ...[...document.querySelectorAll('svg text')].map((t) => [...t.childNodes].map((n) => n.textContent).join(' ')),
  ...[...document.querySelectorAll('[aria-label], [title]')].flatMap((e) => [e.getAttribute('aria-label'), e.getAttribute('title')]),
].filter(Boolean).join('\n'));

/** The languages the page offers: its switch's buttons. */
const offered = (page) => page.locator('.lang-list [data-testid^="lang-"]').evaluateAll((buttons) =>
  buttons.map((b) => b.dataset.testid.slice('lang-'.length)));

/** Walks the game in `code`, each step's text into `texts`, a screenshot each. */
async function walk(page, code, texts) {
  const step = async (name) => {
    texts.push([name, await shown(page)]);
    await page.screenshot({ path: join(ARTIFACTS, `walk-${code}-${name}.png`) });
  };
  await step('title');
  // The on-demand screens: the Boards page, and a phone's joining screen.
  await page.getByTestId('boards').click();
  await page.getByTestId('boards-page').waitFor();
  await step('boards');
  await page.getByTestId('boards-close').click();
  await page.getByTestId('join-table').click();
  await page.getByTestId('scan-invite').waitFor();
  // Join with nothing pasted: the screen says where the code goes, in the page's language.
  await page.getByTestId('join-pasted').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=join-failed]')?.textContent);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'invite-paste');
  await step('join');
  await page.getByTestId('back').click();
  await page.getByTestId('new-game').click();
  await page.getByTestId('wizard').waitFor();
  await step('wizard');
  await startGame(page, { preset: 'parker-1993', players: 3, seed: 7, autoPlace: true });
  await takeTablet(page);
  for (let i = 0; i < 3; i++) {
    const [first] = await highlighted(page);
    if (first) await tap(page, first);
  }
  await step('turn');
  await page.getByTestId('back').click();
  await page.getByTestId('rules').click();
  await page.getByTestId('rules-tab-parker-1993').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=rules-page] p').length > 3);
  await step('rules');
  await page.getByTestId('back').click();
  await page.getByTestId('import').setInputFiles({ name: 'won.json', mimeType: 'application/json', buffer: RECORD });
  await page.getByTestId('saves-message').waitFor();
  await page.locator('[data-testid^="save-slot-"] button').first().click();
  await page.getByTestId('victory').waitFor();
  await step('victory');
  await page.getByTestId('victory-stats').click();
  await page.getByTestId('stats-dialog').waitFor();
  await step('statistics');
}

test('every language the page offers: no id anywhere, and no English word outside English', async (t) => {
  const english = vocabulary('en');
  let languages = [];
  await app.run(t, { locale: 'en-GB' }, async (page) => { languages = await offered(page); });
  assert.ok(languages.includes('en') && languages.includes('fr'), `offered: ${languages}`);
  for (const code of languages) {
    const own = vocabulary(code);
    const texts = [];
    await app.run(t, { locale: 'en-GB' }, async (page) => {
      if (code !== 'en') await chooseLanguage(page, code);
      await walk(page, code, texts);
    });
    for (const [name, text] of texts) {
      const ids = text.match(/\b(ui|log|refusal|since|mission|edition|rules|list|force|link|boards|import)-[a-z0-9]+(-[a-z0-9]+)+\b|\{ ?\$/g);
      assert.equal(ids, null, `${code} ${name}: ids shown`);
      if (code === 'en') continue;
      const leaked = [...new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? [])]
        .filter((w) => english.has(w) && !own.has(w) && !ALLOWED.has(w));
      assert.deepEqual(leaked, [], `${code} ${name}: English words shown`);
    }
  }
});
