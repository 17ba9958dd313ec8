// Book 003 on the Roman board in the browser: the rules pages, the ports on the map, the
// players' boards and points track, the purse and the shop (a sword bought shows on the map
// and adds +1 in the dice tray), the secret potion cards, a human defender asked for a
// defence potion after a hand-off, and bots playing both games to the victory screen.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, launch, chooseLanguage } from '../harness.mjs';
import { animationsOff, highlighted, phaseText, placeReserve, rollUntilAsked, setUpTable, startGame, takeTablet, tap } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('roman-empire and roman-conquest: rules pages in both languages, with the missions listed', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.getByTestId('rules').click();
    await page.getByTestId('rules-tab-roman-empire').click();
    const rules = page.getByTestId('rules-page');
    assert.match(await rules.textContent(), /10 victory points at the end of their turn wins/);
    assert.match(await rules.locator('p.house').first().textContent(), /The leaders/);
    assert.equal(await page.getByTestId('objective-deck').locator('li').count(), 20);
    assert.match(await page.getByTestId('objective-deck').textContent(), /Take control of 4 ports \(1 victory point\)\./);
    await page.getByTestId('rules-tab-roman-conquest').click();
    assert.match(await rules.textContent(), /Win by holding all 45 territories/);
    await chooseLanguage(page, 'fr');
    assert.match(await rules.textContent(), /Sans points de victoire, les Mercenaires ne coûtent rien/);
  });
});

test('roman-empire: ports on the map, the boards, and a sword bought for +1 in the dice tray', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    // Seed 3 with 5 players: seat 1 plays 4th, with 2 sesterces and a potion card.
    await setUpTable(page, { preset: 'roman-empire', players: 5, kinds: ['human', 'normal', 'normal', 'normal', 'normal'] });
    await startGame(page, { preset: 'roman-empire', players: 5, seed: 3, autoPlace: true });
    // Bots attacking the human ask about its potion card: decline until its turn comes.
    const reinforcing = page.getByTestId('phase').getByText(/Reinforce/);
    for (let i = 0; i < 600 && !(await reinforcing.count()); i++) {
      if (await page.getByTestId('guard-none').count()) await page.getByTestId('guard-none').click();
      else await page.waitForTimeout(100);
    }
    await reinforcing.waitFor();
    await takeTablet(page);
    assert.equal(await page.locator('.markers .port').count(), 16);
    const boards = page.getByTestId('empire-boards');
    assert.equal(await boards.getByTestId('empire-board').count(), 5);
    assert.equal(await boards.getByTestId('points-track').count(), 5);
    assert.match(await boards.getByTestId('leader-card').first().textContent(), /Gauls|Romans|Egyptians|Vikings|Hispanians/);
    assert.equal(await page.getByTestId('sesterces').textContent(), '2 sesterces');
    // The potion card is secret until turned over.
    const potions = page.getByTestId('potion-cards');
    assert.equal(await potions.locator('.potion-card').count(), 0);
    await potions.getByRole('button', { name: /^Show my potions/ }).click();
    assert.equal(await potions.locator('.potion-card').count(), 1);
    await placeReserve(page);
    assert.match(await phaseText(page), /Attack/);
    // The shop: a sword for the selected territory.
    const [source] = await highlighted(page);
    await tap(page, source);
    await page.getByTestId('buy-sword').click();
    const key = source.slice('territory-'.length);
    await page.getByTestId(`sword-${key}`).waitFor();
    assert.equal(await page.getByTestId('sesterces').textContent(), '0 sesterces');
    assert.match(await page.getByTestId('log').textContent(), /buys a sword/);
    assert.match(await page.getByTestId(source).getAttribute('aria-label'), /sword/);
    // Its +1 shows on the best attack die.
    const [target] = await highlighted(page);
    await tap(page, target);
    await page.getByTestId('roll').click();
    await page.getByTestId('die-bonus').first().waitFor();
    assert.equal(await page.getByTestId('die-bonus').first().textContent(), '+1');
  });
});

test('roman-empire: a human defender holding potions is asked after a hand-off', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    // Seed 1 with 5 players: seat 1 plays first; seats 4 and 5 hold a potion each.
    await setUpTable(page, { preset: 'roman-empire', players: 5, kinds: ['human', 'human', 'human', 'human', 'human'] });
    await startGame(page, { preset: 'roman-empire', players: 5, seed: 1, autoPlace: true });
    await takeTablet(page);
    await placeReserve(page);
    const asked = await rollUntilAsked(page, async (p) => (await p.getByTestId('guard-prompt').count()) > 0);
    assert.ok(asked, 'no attack reached a player holding a potion');
    const prompt = page.getByTestId('guard-prompt');
    assert.match(await prompt.textContent(), /Pass the tablet to/);
    // Nothing secret before the hand-off.
    assert.equal(await prompt.getByTestId('guard-none').count(), 0);
    await page.getByTestId('guard-ready').click();
    assert.match(await prompt.textContent(), /Play a defence potion\?/);
    await page.getByTestId('guard-none').click();
    await page.getByTestId('guard-hand-back').getByRole('button').click();
    // Declined for the turn: the next roll goes ahead without asking.
    await page.getByTestId('roll').click();
    assert.equal(await page.getByTestId('guard-prompt').count(), 0);
  });
});

for (const [preset, players, kinds, seed] of [
  ['roman-empire', 3, ['hard', 'normal', 'easy'], 4],
  ['roman-conquest', 3, ['normal', 'normal', 'easy'], 2],
]) {
  test(`${preset}: bots play a whole game to the victory screen`, async (t) => {
    await app.run(t, {}, async (page) => {
      await animationsOff(page);
      await setUpTable(page, { preset, players, kinds });
      await startGame(page, { preset, players, seed, autoPlace: false });
      await page.getByTestId('victory').waitFor({ timeout: 180_000 });
      assert.match(await page.getByTestId('victory-how').textContent(), /victory points at the end of their turn|Every enemy army is destroyed/);
    });
  });
}

test('roman-empire for 2 players: 13 neutral territories, and the panels in French', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await chooseLanguage(page, 'fr');
    await setUpTable(page, { preset: 'roman-empire', players: 2, kinds: ['human', 'normal'] });
    await startGame(page, { preset: 'roman-empire', players: 2, seed: 5, autoPlace: true });
    const reinforcing = page.getByTestId('phase').getByText(/Renforts/);
    for (let i = 0; i < 600 && !(await reinforcing.count()); i++) {
      if (await page.getByTestId('guard-none').count()) await page.getByTestId('guard-none').click();
      else await page.waitForTimeout(100);
    }
    await reinforcing.waitFor();
    // Three colours on the map: the two players and the neutral, which started on 13
    // territories (fewer once attacked) while the players claimed the other 32.
    const colours = await page.locator('.tokens .token').evaluateAll((nodes) => nodes.map((n) => n.dataset.colour));
    const counts = {};
    for (const c of colours) counts[c] = (counts[c] ?? 0) + 1;
    assert.equal(Object.keys(counts).length, 3);
    assert.ok(Math.min(...Object.values(counts)) <= 13);
    assert.equal(await page.getByTestId('empire-board').count(), 2);
    assert.match(await page.getByTestId('empire-boards').textContent(), /Points de victoire|territoires, \d+\u00a0ports/);
    assert.match(await page.getByTestId('treasury').textContent(), /Bourse/);
  });
});

// Issue 50: a bot's attack on a human holding potions waits on the answer; the question shows
// that battle (its arrow, both territories in view beside the question, not under it) and
// says the game waits for the answer, on a tablet and on a phone held upright.
for (const [size, viewport] of [['tablet', { width: 1024, height: 768 }], ['phone', { width: 390, height: 844 }]]) {
  test(`roman-empire on a ${size}: a defender's question shows its battle and says the game waits`, async (t) => {
    await app.run(t, { viewport }, async (page) => {
      await animationsOff(page);
      // Seed 1 with 5 players: seats 4 and 5, the humans, hold a potion each; the bots play first.
      await setUpTable(page, { preset: 'roman-empire', players: 5, kinds: ['normal', 'normal', 'normal', 'human', 'human'] });
      await startGame(page, { preset: 'roman-empire', players: 5, seed: 1, autoPlace: true });
      const prompt = page.getByTestId('guard-prompt');
      await prompt.waitFor({ timeout: 60_000 });
      // Two people at the table: the tablet goes to the defender first.
      await page.getByTestId('guard-ready').click();
      await page.getByTestId('guard-wait').waitFor();
      await page.waitForTimeout(400);
      assert.match(await page.getByTestId('guard-wait').textContent(), /The game waits for your answer/);
      assert.equal(await page.getByTestId('attack-arrow').count(), 1, 'the battle asked about is drawn');
      const battle = await prompt.evaluate((p) => [p.dataset.from, p.dataset.to]);
      assert.match(await prompt.textContent(), /attacks .+ from .+\. Play a defence potion\?/);
      const question = await prompt.boundingBox();
      for (const key of battle) {
        const hit = await page.getByTestId(`territory-${key}`).locator('circle.hit').boundingBox();
        const [x, y] = [hit.x + hit.width / 2, hit.y + hit.height / 2];
        const map = await page.locator('svg.board').boundingBox();
        assert.ok(x >= map.x && x <= map.x + map.width && y >= map.y && y <= map.y + map.height, `${key} in the map's view`);
        const underQuestion = x >= question.x && x <= question.x + question.width && y >= question.y && y <= question.y + question.height;
        assert.ok(!underQuestion, `${key} clear of the question`);
      }
      await page.screenshot({ path: join(ARTIFACTS, `roman-empire-defender-question-${size}.png`) });
      await page.getByTestId('guard-none').click();
    });
  });
}
