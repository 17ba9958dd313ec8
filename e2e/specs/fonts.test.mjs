// Issue 51 item 2: the game screen's fonts are laid out before the game (src/ui/font_primer.rs),
// so that Chromium's wait for each new font size (docs/performance.md "The map's fonts") does not
// fall in the game's first frames or its victory card. A bots' game is watched at the four
// sizes of the tests' screens: every font its words use (size, weight, style) was already
// laid out on the wizard, except the names' on the map, whose size follows the zoom.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from '../harness.mjs';
import { animationsOff, setUpTable, startGame } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

/** The screens the primer was listed for: tablets both ways, a phone both ways. */
const SIZES = [[1024, 768], [768, 1024], [390, 844], [844, 390]];

/** The fonts of every word laid out on the page, as "size weight style" (a map's word drawn at
 * its screen size unless it is scaled as drawn); the map's names are left out. */
const fontsInUse = () => {
  const fonts = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.textContent.trim() || !element || element.closest('svg.board g.labels')) continue;
    const style = getComputedStyle(element);
    if (style.display === 'none' || ['SCRIPT', 'NOSCRIPT', 'TITLE', 'title'].includes(element.tagName)) continue;
    let px = parseFloat(style.fontSize);
    if (element instanceof SVGElement && style.textRendering !== 'geometricprecision') px *= element.getScreenCTM()?.a ?? 1;
    fonts.add(`${px.toFixed(2)}px ${style.fontWeight} ${style.fontStyle}`);
  }
  return [...fonts];
};

/** The fonts `page` uses at each of [`SIZES`]. */
async function atEverySize(page) {
  const fonts = new Set();
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    for (const font of await page.evaluate(fontsInUse)) fonts.add(font);
  }
  await page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] });
  return fonts;
}

test('the game screen and the victory card use only fonts laid out before the game', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'parker-1993', players: 3, kinds: ['hard', 'hard', 'hard'] });
    await page.locator('.font-primer').waitFor({ state: 'attached' });
    const before = new Set(await page.evaluate(fontsInUse));
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 4, autoPlace: true });
    await page.locator('.table-screen[data-drawn="all"]').waitFor();
    const game = await atEverySize(page);
    await page.getByTestId('victory').waitFor({ timeout: 60_000 });
    const victory = await atEverySize(page);
    const added = [...game, ...victory].filter((font) => !before.has(font));
    assert.deepEqual([...new Set(added)].sort(), [], 'fonts first laid out after Start: add them to font_primer.rs');
  });
});
