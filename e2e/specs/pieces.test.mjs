// Issue 24: the game's own pieces. The battlefield pairs the dice and marks the losses, and
// closes with a reason when the attacker is spent; the golden cavalier moves along its track;
// cards show their design, name and silhouette; the wizard offers editions by their names.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, SIZES, chooseLanguage } from '../harness.mjs';
import { animationsOff, highlighted, phaseText, placeReserveOnFront, playHumanTurn, setAnimation, setUpTable, startGame, takeTablet, tap } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

/** The armies on a territory, read from its accessible name ("Name, colour, N armies"). */
async function armiesOn(page, id) {
  const label = await page.getByTestId(id).getAttribute('aria-label');
  return Number(label.match(/(\d+) arm(y|ies)$/)[1]);
}

/** The battlefield's rows after a roll: each row's red and white die (or null) and its verdict. */
function fieldRows(page) {
  return page.locator('.bf-row').evaluateAll((rows) => rows.map((row) => {
    const value = (sel) => { const d = row.querySelector(sel); return d ? Number(d.dataset.value) : null; };
    const verdict = row.querySelector('.verdict');
    return {
      red: value('.die.red'),
      white: value('.die.white'),
      verdict: verdict ? (verdict.classList.contains('attacker-lost') ? 'attacker' : 'defender') : null,
      regimentsLeft: row.querySelectorAll('.square:not(.lost) .regiment').length,
    };
  }));
}

test('the battlefield pairs the dice highest against highest and marks each pair\'s loser, 1 to 3 dice against 1 or 2', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    const seen = new Set();
    for (let seed = 1; seed <= 6 && seen.size < 6; seed++) {
      await startGame(page, { preset: 'parker-1993', players: 3, seed, autoPlace: true });
      await takeTablet(page);
      await placeReserveOnFront(page);
      assert.match(await phaseText(page), /Attack/);
      for (const source of await highlighted(page)) {
        await tap(page, source);
        const mine = await page.getByTestId(source).getAttribute('data-holder');
        const targets = await page.locator('.territory.neighbour').evaluateAll((nodes, holder) =>
          nodes.filter((n) => n.dataset.holder !== holder).map((n) => n.dataset.testid), mine);
        for (const target of targets) {
          if (await page.getByTestId('retreat').count()) await page.getByTestId('retreat').click();
          for (let round = 0; round < 4 && seen.size < 6; round++) {
            const selected = await page.locator('.territory.selected').evaluateAll((ns) => ns.map((n) => n.dataset.testid));
            if (selected[0] !== source) {
              for (const id of selected) await tap(page, id);
              await tap(page, source);
            }
            if (!(await page.getByTestId('dice-tray').count())) await tap(page, target);
            if (!(await page.getByTestId('dice-tray').count())) break;
            // The title and the map agree (read again while the page settles).
            let title, attackers, defenders;
            for (let i = 0; i < 20; i++) {
              title = await page.getByTestId('battle-title').textContent();
              [attackers, defenders] = [await armiesOn(page, source), await armiesOn(page, target)];
              if (title.endsWith(`(${defenders})`) && title.includes(`(${attackers}) attacks `)) break;
              await page.waitForTimeout(50);
            }
            assert.match(title, new RegExp(`\\(${attackers}\\) attacks .+ \\(${defenders}\\)$`), 'the title names the battle');
            assert.equal(await page.getByTestId('battle-title').locator('svg.swords').count(), 1, 'the crossed swords are drawn');
            // The fewest dice of a pairing not seen yet against this many defenders.
            const most = Math.min(3, attackers - 1);
            const dice = [1, 2, 3].find((k) => k <= most && !seen.has(`${k}v${Math.min(2, defenders)}`));
            if (!dice) break;
            await page.getByTestId(`attack-dice-${dice}`).click();
            assert.equal(await page.getByTestId(`attack-dice-${dice}`).getAttribute('aria-pressed'), 'true');
            await page.getByTestId('roll').click();
            if (await page.getByTestId('move-in').count()) { await page.getByTestId('move').click(); break; }
            const rows = await fieldRows(page);
            const red = rows.map((r) => r.red).filter((v) => v !== null);
            const white = rows.map((r) => r.white).filter((v) => v !== null);
            if (!red.length) break;
            assert.equal(red.length, dice, 'one red die per chosen die');
            assert.equal(white.length, Math.min(2, defenders), 'the defender rolls as many as allowed');
            assert.deepEqual(red, [...red].sort((a, b) => b - a), 'red dice sorted, highest first');
            assert.deepEqual(white, [...white].sort((a, b) => b - a), 'white dice sorted, highest first');
            for (const row of rows) {
              if (row.red !== null && row.white !== null) {
                assert.equal(row.verdict, row.red > row.white ? 'defender' : 'attacker', 'ties go to the defender');
              } else {
                assert.equal(row.verdict, null, 'an unpaired die decides nothing');
              }
            }
            seen.add(`${dice}v${white.length}`);
            await page.screenshot({ path: `e2e/artifacts/battlefield-${dice}v${white.length}.png` });
          }
        }
        if (await page.locator('.territory.selected').count()) await tap(page, source);
        if (seen.size >= 6) break;
      }
      await page.getByTestId('back').click().catch(() => {});
    }
    assert.deepEqual([...seen].sort(), ['1v1', '1v2', '2v1', '2v2', '3v1', '3v2']);
  });
});

test('a spent attacker closes the tray and says why, in words', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    let closed = false;
    for (let seed = 1; seed <= 8 && !closed; seed++) {
      await startGame(page, { preset: 'parker-1993', players: 3, seed, autoPlace: true });
      await takeTablet(page);
      // Every new army on one territory, so the others keep their few armies.
      await placeReserveOnFront(page);
      for (const source of await highlighted(page)) {
        if ((await armiesOn(page, source)) !== 2) continue;
        await tap(page, source);
        const mine = await page.getByTestId(source).getAttribute('data-holder');
        const targets = await page.locator('.territory.neighbour').evaluateAll((nodes, holder) =>
          nodes.filter((n) => n.dataset.holder !== holder).map((n) => n.dataset.testid), mine);
        const strong = [];
        for (const target of targets) if ((await armiesOn(page, target)) >= 2) strong.push(target);
        if (!strong.length) { await tap(page, source); continue; }
        await tap(page, strong[0]);
        await page.getByTestId('blitz').click();
        if (await page.getByTestId('move-in').count()) { await page.getByTestId('move').click(); continue; }
        await page.getByTestId('tray-closed').waitFor();
        assert.equal(await page.getByTestId('dice-tray').count(), 0, 'the tray is closed');
        assert.equal(await page.getByTestId('roll').count(), 0, 'no Roll button is left to press');
        assert.match(await page.getByTestId('tray-closed').textContent(), /has only 1 army left: it can no longer attack\.$/);
        assert.equal(await page.getByRole('alert').count(), 0, 'no refusal was needed');
        await page.screenshot({ path: 'e2e/artifacts/battlefield-closed.png' });
        closed = true;
        break;
      }
      if (!closed) await page.getByTestId('back').click().catch(() => {});
    }
    assert.ok(closed, 'a blitz from 2 armies was lost');
  });
});

test('the golden cavalier stands on the next trade\'s value and moves along the track at each trade', async (t) => {
  await app.run(t, {}, async (page) => {
    await setAnimation(page, 'fast');
    await setUpTable(page, { preset: 'conquete-2010', players: 3, kinds: ['hard', 'hard', 'hard'] });
    await startGame(page, { preset: 'conquete-2010', players: 3, seed: 5, autoPlace: true });
    const track = page.getByTestId('trade-track');
    assert.deepEqual(await track.locator('li').allTextContents(),
      ['4', '6', '8', '10', '12', '15', '20', '25', '30', '35', '40', '45', '50', '55', '60']);
    const cavalier = page.getByTestId('cavalier');
    assert.equal(await cavalier.getAttribute('data-at'), '0');
    // The cavalier stands inside the square of a value.
    const inside = async (i) => {
      const [c, sq] = [await cavalier.boundingBox(), await track.locator('li').nth(i).boundingBox()];
      const [cx, cy] = [c.x + c.width / 2, c.y + c.height / 2];
      return cx > sq.x && cx < sq.x + sq.width && cy > sq.y && cy < sq.y + sq.height;
    };
    await page.waitForTimeout(400);
    assert.ok(await inside(0), 'the cavalier stands on 4');
    for (let i = 0; i < 3000 && (await cavalier.getAttribute('data-at')) === '0'; i++) await page.waitForTimeout(20);
    assert.equal(await cavalier.getAttribute('data-at'), '1', 'a set was traded');
    await page.waitForTimeout(400);
    assert.ok(await inside(1), 'the cavalier moved on to 6');
    assert.equal(await track.locator('li[aria-current="step"]').textContent(), '6');
    await page.screenshot({ path: 'e2e/artifacts/cavalier-track.png' });
  });
});

test('cards show their design, name and silhouette; "No cards yet" before the first', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'parker-1993', players: 3, kinds: ['human', 'easy', 'easy'] });
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 7, autoPlace: true });
    await page.getByTestId('no-cards').waitFor();
    assert.match(await page.getByTestId('no-cards').textContent(), /^No cards yet/);
    for (let turn = 0; turn < 6 && !(await page.getByTestId('card').count()); turn++) {
      await playHumanTurn(page);
      await page.getByTestId('skip-bots').waitFor({ state: 'detached', timeout: 60_000 }).catch(() => {});
      for (let i = 0; i < 500 && !/Reinforce/.test(await phaseText(page)); i++) await page.waitForTimeout(20);
    }
    const card = page.getByTestId('card').first();
    await card.waitFor();
    const design = await card.getAttribute('data-design');
    assert.match(design, /^(infantry|cavalry|artillery|joker)$/);
    assert.equal(await card.locator('.design-icon').count(), 1, 'the design is drawn');
    if (design !== 'joker') {
      assert.equal(await card.locator('.silhouette path').count(), 1, 'the territory\'s silhouette is drawn');
      assert.ok((await card.locator('.card-name').textContent()).length > 2, 'the territory is named');
    }
    assert.equal(await page.getByTestId('no-cards').count(), 0);
    await card.click();
    assert.equal(await card.getAttribute('aria-pressed'), 'true');
    await page.screenshot({ path: 'e2e/artifacts/cards.png' });
  });
});

test('roman-empire: two mission cards, face down until turned over, each with its points', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await setUpTable(page, { preset: 'roman-empire', players: 3, kinds: ['human', 'easy', 'easy'] });
    await startGame(page, { preset: 'roman-empire', players: 3, seed: 2, autoPlace: true });
    const missions = page.getByTestId('mission-card');
    await missions.waitFor();
    assert.equal(await missions.locator('.mission-face').count(), 2, 'one card per mission');
    assert.equal(await missions.locator('.mission-face.face-down').count(), 2, 'face down');
    assert.equal(await page.locator('.mission-text').count(), 0);
    await missions.getByRole('button').click();
    assert.equal(await page.locator('.mission-text').count(), 2);
    const points = await missions.getByTestId('mission-points').allTextContents();
    assert.equal(points.length, 2);
    for (const p of points) assert.match(p, /^[1-3] victory points?$/);
    await page.screenshot({ path: 'e2e/artifacts/mission-cards.png' });
  });
});

/** Every preset id, which no text a player reads may show. */
const PRESET_IDS = ['parker-1993', 'conquete-2010', 'miro-1975', 'napoleon-1999', 'roman-empire', 'roman-conquest'];

/** Fails if the page's visible text names a preset by its id, or shows a book's number. */
async function assertNoIds(page, where) {
  const seen = await page.evaluate(() => document.body.innerText);
  for (const id of PRESET_IDS) assert.ok(!seen.includes(id), `${where} shows "${id}"`);
  assert.doesNotMatch(seen, /\((000|001|002|003|004)\)|Book:|Livre\s:|Seed|Graine/, `${where} shows a code word`);
}

test('the wizard offers editions by their names, folds the advanced choices, and keeps Start in view at every size', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.getByTestId('new-game').click();
    const cards = page.locator('.edition-card');
    assert.ok(await cards.count() >= 4, 'an edition card per box');
    const names = await page.locator('.edition-name').allTextContents();
    assert.ok(names.includes('World Domination, Parker 1993'));
    assert.ok(names.includes('La Conquête du Monde, 2010'));
    assert.ok(names.includes('Napoléon, Europe 1810'));
    assert.ok(names.includes('The Roman Empire, Astérix'));
    assert.equal(await page.locator('.edition-card .board-thumbnail').count(), await cards.count(), 'each with its board');
    await page.getByTestId('edition-003').click();
    assert.equal(await page.getByTestId('preset').inputValue(), 'roman-empire');
    assert.equal(await page.getByTestId('edition-003').getAttribute('aria-checked'), 'true');
    assert.match(await page.getByTestId('edition-003').textContent(), /2 to 5 players/);
    await page.getByTestId('preset').selectOption('parker-1993-capital');
    assert.equal(await page.getByTestId('edition-001').getAttribute('aria-checked'), 'true', 'the card follows the game');
    // The advanced choices are folded away until asked for.
    assert.equal(await page.getByTestId('seed').isVisible(), false);
    assert.equal(await page.getByTestId('defender-chooses').isVisible(), false);
    await page.getByTestId('advanced').locator('summary').click();
    assert.equal(await page.getByTestId('seed').isVisible(), true);
    // A PIN only for people.
    await page.getByTestId('players').selectOption('3');
    await page.getByTestId('seat-kind-1').selectOption('hard');
    assert.equal(await page.getByTestId('seat-pin-0').count(), 1);
    assert.equal(await page.getByTestId('seat-pin-1').count(), 0, 'no PIN field for a bot');
    await assertNoIds(page, 'the wizard');
    for (const [name, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await page.waitForTimeout(100);
      const start = await page.getByTestId('start-game').boundingBox();
      assert.ok(start && start.y >= 0 && start.y + start.height <= size.height && start.x + start.width <= size.width,
        `${name}: Start is in view`);
      assert.equal(await page.evaluate(() => window.scrollY), 0, `${name}: the page did not scroll`);
      await page.screenshot({ path: `e2e/artifacts/wizard-${name}.png` });
    }
  });
});

test('no screen shows a preset id or a code word, in English or in French', async (t) => {
  await app.run(t, {}, async (page) => {
    await animationsOff(page);
    await assertNoIds(page, 'the title screen');
    await page.getByTestId('rules').click();
    for (const id of ['parker-1993-capital', 'conquete-2010-teams', 'roman-empire']) {
      await page.getByTestId(`rules-tab-${id}`).click();
      await assertNoIds(page, `the rules page of ${id}`);
    }
    await page.getByTestId('back').click();
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 4, autoPlace: true });
    await takeTablet(page);
    await page.getByTestId('save').click().catch(() => {});
    await assertNoIds(page, 'the table');
    await chooseLanguage(page, 'fr');
    await assertNoIds(page, 'la table');
  });
});
