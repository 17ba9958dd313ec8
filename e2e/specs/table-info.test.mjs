// Issue 23: the table says what is happening. The player strip (the player to move first), the bots' banner and attack
// arrow, the setup banner's counts, the stepper back to 1 for each player, the log after a
// reload, the colour-blind and team fills, and the bottom sheet pulled and tapped.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { appReady, launch, SIZES, chooseLanguage } from '../harness.mjs';
import { animationsOff, attackUntilConquest, highlighted, phaseText, placeReserve, playHumanTurn, readyToStart, setAnimation, setUpTable, startGame, takeTablet, tap } from '../game-page.mjs';

/** Waits (up to 2 s) until the element's attribute has the value, and returns it. */
async function settled(locator, name, value) {
  for (let i = 0; i < 100 && (await locator.getAttribute(name)) !== value; i++) await locator.page().waitForTimeout(20);
  return locator.getAttribute(name);
}

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('the player strip shows every player, their counts, their bot level and whose turn it is', async (t) => {
  await app.run(t, {}, async (page) => {
    await setUpTable(page, { preset: 'parker-1993', players: 3, kinds: ['human', 'hard', 'easy'] });
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 4, autoPlace: true });
    await page.getByTestId('skip-bots').waitFor({ state: 'detached' }).catch(() => {});
    const chips = page.getByTestId('players').locator('li.player-chip');
    assert.equal(await chips.count(), 3);
    const labels = await chips.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));
    assert.match(labels[0], /^Ada, red: \d+ territories, \d+ armies, \d cards?(, to play)?$/);
    assert.match(labels[1], /^Bruno \(hard bot\), blue: \d+ territories, \d+ armies, \d cards?$/);
    assert.match(labels[2], /^Chloé \(easy bot\), yellow: \d+ territories/);
    assert.equal(await page.getByTestId('player-0').getAttribute('aria-current'), 'true', 'the human is to play');
    assert.match(await page.getByTestId('player-1').textContent(), /hard bot/);
  });
});

test('a bot\'s turn is told in the banner and its attack drawn as an arrow', async (t) => {
  await app.run(t, {}, async (page) => {
    await setAnimation(page, 'fast');
    await setUpTable(page, { preset: 'parker-1993', players: 3, kinds: ['normal', 'normal', 'human'] });
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 3, autoPlace: true });
    const said = new Set();
    let arrow = false;
    const seen = () => [...said].some((s) => /^\S+ \(bot\) is placing reinforcements…$/.test(s))
      && [...said].some((s) => /^\S+ \(bot\) is attacking…$/.test(s)) && arrow;
    for (let i = 0; i < 3000 && !seen(); i++) {
      const banner = await phaseText(page).catch(() => '');
      if (banner.startsWith('Chloé: Reinforce')) {
        await playHumanTurn(page, { attack: false });
        continue;
      }
      said.add(banner.replace(/\d+/g, 'N'));
      arrow ||= (await page.getByTestId('attack-arrow').count()) > 0;
      await page.waitForTimeout(10);
    }
    assert.ok(seen(), `${[...said].join(' | ')}; arrow ${arrow}`);
  });
});

/** The chips' seats as they stand in the strip, left to right, with the seat to play. */
function stripOrder(page) {
  return page.locator('li.player-chip').evaluateAll((chips) => ({
    seats: chips
      .map((c) => [c.getBoundingClientRect().left, Number(c.dataset.testid.split('-')[1])])
      .sort((a, b) => a[0] - b[0])
      .map(([, seat]) => seat),
    turn: Number(chips.find((c) => c.getAttribute('aria-current') === 'true')?.dataset.testid.split('-')[1]),
  }));
}

/** Checks the player to move comes first in the strip, the others in turn order. */
async function assertToMoveFirst(page, players) {
  const { seats, turn } = await stripOrder(page);
  assert.deepEqual(seats, Array.from({ length: players }, (_, k) => (turn + k) % players), `turn ${turn}`);
}

test('during setup the banner says how many armies each player still has to place', async (t) => {
  await app.run(t, {}, async (page) => {
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 6, autoPlace: false });
    const first = await phaseText(page);
    assert.match(first, /^(Ada|Bruno|Chloé): Claim an empty territory\. Still to place: Ada 35, Bruno 35, Chloé 35\.$/);
    const seat = ['Ada', 'Bruno', 'Chloé'].indexOf(first.split(':')[0]);
    await assertToMoveFirst(page, 3);
    const [territory] = await highlighted(page);
    await tap(page, territory);
    // The turn has passed: the strip now starts from the next player.
    await assertToMoveFirst(page, 3);
    assert.notEqual((await stripOrder(page)).turn, seat);
    const counts = [35, 35, 35];
    counts[seat] = 34;
    assert.match(await phaseText(page), new RegExp(`Still to place: Ada ${counts[0]}, Bruno ${counts[1]}, Chloé ${counts[2]}\\.$`));
    assert.match(await page.getByTestId(`player-${seat}`).getAttribute('aria-label'), /34 to place/);
  });
});

test('in a bots\' game each chip keeps its seat: the turn passing moves the chips, never draws one for another player', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'parker-1993', players: 3, kinds: ['hard', 'hard', 'hard'] });
    // Armies placed one at a time: the turn passes at each.
    await readyToStart(page, { preset: 'parker-1993', players: 3, seed: 4, autoPlace: false });
    await page.evaluate(() => {
      window.chipSeatsChanged = [];
      new MutationObserver((records) => {
        for (const r of records) {
          // (A chip drawn anew gets its seat from no value.)
          if (r.target.matches('li.player-chip') && r.oldValue !== null && r.oldValue !== r.target.dataset.testid) window.chipSeatsChanged.push(`${r.oldValue} → ${r.target.dataset.testid}`);
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-testid'], attributeOldValue: true });
    });
    await page.getByTestId('start-game').click();
    await page.getByTestId('victory').waitFor({ timeout: 120_000 });
    assert.deepEqual(await page.evaluate(() => window.chipSeatsChanged), []);
  });
});

test('the armies-per-tap stepper goes back to 1 for the next player', async (t) => {
  await app.run(t, {}, async (page) => {
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 7, autoPlace: true });
    await takeTablet(page);
    await page.getByRole('button', { name: 'More per tap' }).click();
    await page.getByRole('button', { name: 'More per tap' }).click();
    assert.equal(await page.getByTestId('per-tap').textContent(), '×3');
    await placeReserve(page);
    await page.getByTestId('end-phase').click();
    await page.getByTestId('end-phase').click();
    await takeTablet(page);
    assert.equal(await page.getByTestId('per-tap').textContent(), '×1');
  });
});

test('the log comes back after a reload and Continue', async (t) => {
  await app.run(t, {}, async (page) => {
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 7, autoPlace: true });
    await takeTablet(page);
    await placeReserve(page);
    await attackUntilConquest(page);
    const before = await page.getByTestId('log').locator('li').allTextContents();
    assert.ok(before.length > 0);
    await page.reload();
    await appReady(page);
    await page.getByTestId('continue').click();
    await takeTablet(page);
    assert.deepEqual(await page.getByTestId('log').locator('li').allTextContents(), before);
  });
});

test('colour-blind mode hatches each player\'s land, and teammates share theirs in stripes', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.evaluate(() => localStorage.setItem('lamorisse.settings', JSON.stringify(JSON.stringify({ patterns: true }))));
    await page.reload();
    await appReady(page);
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 2, autoPlace: true });
    await takeTablet(page);
    const fills = await page.locator('.territory .land').evaluateAll((paths) => [...new Set(paths.map((p) => p.getAttribute('fill')))].sort());
    assert.deepEqual(fills, ['url(#land-blue)', 'url(#land-red)', 'url(#land-yellow)']);
  });
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'conquete-2010-teams', players: 4, kinds: ['human', 'easy', 'easy', 'easy'] });
    await startGame(page, { preset: 'conquete-2010-teams', players: 4, seed: 3, autoPlace: true });
    await takeTablet(page);
    // Seat 3 (yellow) is seat 1's (red) teammate: reinforce one of theirs to share it.
    const theirs = await page.locator('.territory.neighbour[data-holder="yellow"]').first().getAttribute('data-testid');
    await tap(page, theirs);
    assert.equal(await page.getByTestId(theirs).locator('.land').getAttribute('fill'), 'url(#land-red-yellow)');
  });
});

test('on a phone the bottom sheet holds the step\'s controls, opens whole with a tap and is pulled by its handle', async (t) => {
  await app.run(t, { viewport: SIZES.phonePortrait, hasTouch: true, isMobile: true }, async (page) => {
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 5, autoPlace: true });
    await takeTablet(page);
    const handle = page.getByTestId('sheet-handle');
    const height = async () => (await page.getByTestId('controls').boundingBox()).height;
    // Placing needs no control in the sheet: it is lowered to its handle, the map has the rest.
    assert.equal(await handle.getAttribute('aria-expanded'), 'false');
    assert.ok(await height() < 70, 'lowered, only the handle shows');
    assert.equal(await page.getByTestId('trade-track').isVisible(), false);
    await handle.click();
    assert.equal(await settled(handle, 'aria-expanded', 'true'), 'true');
    assert.equal(await page.getByTestId('trade-track').isVisible(), true, 'opened whole, the cards and tracks show');
    await handle.click();
    assert.equal(await settled(handle, 'aria-expanded', 'false'), 'false');
    // Choosing an attack puts the dice in the sheet, Roll in view, the rest still lowered.
    await placeReserve(page);
    const [source] = await highlighted(page);
    await tap(page, source);
    const mine = await page.getByTestId(source).getAttribute('data-holder');
    const target = await page.locator('.territory.neighbour').evaluateAll((nodes, holder) =>
      nodes.find((n) => n.dataset.holder !== holder)?.dataset.testid, mine);
    if (target) {
      await tap(page, target);
      await page.getByTestId('roll').waitFor();
      const roll = await page.getByTestId('roll').boundingBox();
      assert.ok(roll.y + roll.height <= SIZES.phonePortrait.height, 'Roll is in view');
      assert.equal(await page.getByTestId('trade-track').isVisible(), false);
    }
    // Pulled up by its handle, it grows.
    const box = await handle.boundingBox();
    const before = await height();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y - 150, { steps: 6 });
    await page.mouse.up();
    assert.ok(await height() > before + 100, `pulled from ${before} to ${await height()}`);
  });
});

test('the hand-off says what the others did since the incoming player\'s last turn', async (t) => {
  await app.run(t, { viewport: SIZES.tabletPortrait, hasTouch: true }, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'parker-1993', players: 4, kinds: ['human', 'normal', 'human', 'normal'] });
    await startGame(page, { preset: 'parker-1993', players: 4, seed: 3, autoPlace: true });
    await takeTablet(page);
    // The first player is rolled for: whoever the tablet went to plays a quiet turn.
    const me = (await phaseText(page)).split(':')[0];
    await placeReserve(page);
    for (let i = 0; i < 2 && (await phaseText(page)).match(/Attack|Fortify/); i++) await page.getByTestId('end-phase').click();
    await page.getByTestId('handoff').waitFor({ timeout: 60_000 });
    const since = page.getByTestId('since-your-turn');
    // The incoming player has not played yet: the account runs from the start.
    assert.match(await since.textContent(), /Since the start/);
    const lines = await since.locator('li').allTextContents();
    assert.ok(lines.includes(`${me} took no territory.`), lines.join(' | '));
    assert.ok(lines.some((l) => /^(Bruno|David) (took|traded)/.test(l)), `a bot's turn: ${lines.join(' | ')}`);
    await chooseLanguage(page, 'fr');
    assert.ok((await since.locator('li').allTextContents()).includes(`${me} n’a conquis aucun territoire.`));
    assert.match(await since.textContent(), /Depuis le début de la partie/);
  });
});

test('on a phone the continents are listed in the controls where the board\'s chart is too small to read', async (t) => {
  await app.run(t, { viewport: SIZES.phonePortrait, hasTouch: true, isMobile: true }, async (page) => {
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 5, autoPlace: true });
    await takeTablet(page);
    // The whole board, a tap away, is too small on a phone for the chart.
    await page.getByTestId('zoom-reset').click();
    assert.equal(await page.getByTestId('continents-chart').isVisible(), false, 'the tiny chart is not drawn');
    const panel = page.getByTestId('continents-panel');
    assert.match(await panel.textContent(), /Continent bonuses.*North America · 9 territories\+5.*Oceania · 4 territories\+2/s);
    // Closer, the chart is drawn where it shows whole, never cut by the map's edge.
    const chart = page.getByTestId('continents-chart');
    const map = await page.locator('svg.board').boundingBox();
    const whole = async () => {
      const box = await chart.boundingBox();
      return box.x >= map.x - 1 && box.y >= map.y - 1 && box.x + box.width <= map.x + map.width + 1 && box.y + box.height <= map.y + map.height + 1;
    };
    await page.getByTestId('zoom-in').click();
    let seen = false;
    for (let drag = 0; drag < 8 && !seen; drag++) {
      if (await chart.isVisible()) {
        assert.ok(await whole(), 'the chart is drawn whole');
        seen = true;
        break;
      }
      // Drag the map right and up: the view moves towards the chart's corner (south-west).
      const [x, y] = [map.x + map.width / 2, map.y + map.height / 2];
      await page.mouse.move(x - 60, y + 40);
      await page.mouse.down();
      await page.mouse.move(x + 60, y - 40, { steps: 5 });
      await page.mouse.up();
    }
    assert.ok(seen, 'zoomed in and brought into view, the chart is readable and drawn');
  });
});

test('alone against bots, the turn opens with what the bots did meanwhile', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'parker-1993', players: 3, kinds: ['human', 'normal', 'normal'] });
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 6, autoPlace: true });
    await page.getByTestId('skip-bots').waitFor({ state: 'detached' }).catch(() => {});
    await placeReserve(page);
    for (let i = 0; i < 2 && (await phaseText(page)).match(/Attack|Fortify/); i++) await page.getByTestId('end-phase').click();
    await page.waitForFunction(() => /^Ada: Reinforce/.test(document.querySelector('[data-testid="phase"]')?.textContent ?? ''), null, { timeout: 60_000 });
    const lines = await page.getByTestId('since-your-turn').locator('li').allTextContents();
    assert.ok(lines.some((l) => /^Bruno /.test(l)) && lines.some((l) => /^Chloé /.test(l)), lines.join(' | '));
    await placeReserve(page);
    assert.equal(await page.getByTestId('since-your-turn').count(), 0, 'gone once the reinforcements are placed');
  });
});
