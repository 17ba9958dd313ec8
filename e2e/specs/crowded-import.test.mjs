// Issue 50 item 7: an imported map as crowded as Domination's Europe maps (46 countries on a
// 1024×768 index image, `lamorisse-cli board sample DIR crowded`) names every territory at a
// tablet's opening view, as our own boards do: whole, or shortened from the name, or moved
// with a leader line, at least 11 px; no two tokens overlap, and no name overlaps another
// name or a token.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTIFACTS, ROOT, SIZES, launch } from '../harness.mjs';
import { animationsOff, settled, startGame, takeTablet } from '../game-page.mjs';

let app;
let folder;
before(async () => {
  app = await launch();
  const cli = join(ROOT, 'target', 'debug', 'lamorisse-cli');
  if (!existsSync(cli)) execFileSync('cargo', ['build', '-q', '-p', 'lamorisse-cli'], { cwd: ROOT });
  folder = mkdtempSync(join(tmpdir(), 'lamorisse-crowded-'));
  execFileSync(cli, ['board', 'sample', folder, 'crowded']);
});
after(() => app?.close());

/** The names written on the map and the tokens, as boxes on screen. */
const scene = (page) => page.evaluate(() => {
  const box = (node) => {
    const r = node.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  };
  const names = [...document.querySelectorAll('.labels text')].map((text) => ({
    key: text.dataset.territory, text: text.textContent, short: text.classList.contains('short'),
    size: parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM().a, ...box(text),
  }));
  const tokens = [...document.querySelectorAll('.tokens .token')].map((token) => ({
    key: token.dataset.testid.slice('token-'.length), ...box(token.querySelector('path')),
  }));
  const leaders = document.querySelectorAll('.labels line.leader').length;
  return { names, tokens, leaders };
});

/** Whether two boxes overlap by more than a pixel's rounding. */
const overlap = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

test('a crowded imported Europe names every territory at 1024×768, tokens and names clear of each other', async (t) => {
  await app.run(t, { viewport: SIZES.tabletLandscape, hasTouch: true }, async (page) => {
    await animationsOff(page);
    await page.getByTestId('boards').click();
    await page.getByTestId('boards-page').waitFor();
    const files = readdirSync(folder).map((name) =>
      ({ name, mimeType: 'application/octet-stream', buffer: readFileSync(join(folder, name)) }));
    await page.getByTestId('board-files').setInputFiles(files);
    await page.getByText('“Crowded Europe” is ready', { exact: false }).waitFor();
    await page.getByTestId('boards-close').click();
    await page.getByTestId('new-game').click();
    await page.getByTestId('board').selectOption({ label: 'Crowded Europe' });
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 5, autoPlace: true });
    await page.locator('svg.board[data-board^="import-crowded-europe-"]').waitFor();
    await takeTablet(page);
    await settled(page);
    const { names, tokens, leaders } = await scene(page);
    await page.screenshot({ path: join(ARTIFACTS, 'crowded-import-tablet.png') });
    assert.equal(tokens.length, 46, 'every territory has its token');
    const named = new Set(names.map((n) => n.key));
    const missing = tokens.filter((token) => !named.has(token.key)).map((token) => token.key);
    const shortened = names.filter((n) => n.short).map((n) => n.text);
    t.diagnostic(`${named.size} of ${tokens.length} named; shortened: ${shortened.join(', ')}; ${leaders} leader lines`);
    assert.deepEqual(missing, [], 'every territory has its name');
    const problems = [];
    for (const [i, a] of names.entries()) {
      if (a.size < 10.9) problems.push(`${a.text}: ${a.size.toFixed(1)} px`);
      if (!a.text.trim()) problems.push(`${a.key}: an empty name`);
      for (const b of names.slice(i + 1)) if (overlap(a, b)) problems.push(`${a.text} × ${b.text}`);
      for (const token of tokens) if (overlap(a, token)) problems.push(`${a.text} on the token of ${token.key}`);
    }
    for (const [i, a] of tokens.entries()) {
      for (const b of tokens.slice(i + 1)) if (overlap(a, b)) problems.push(`token ${a.key} on token ${b.key}`);
    }
    t.diagnostic(`${problems.length} overlaps`);
    assert.deepEqual(problems, []);
  });
});
