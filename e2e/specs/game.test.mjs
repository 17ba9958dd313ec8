// A 3-player pass-and-play conquete-2010 game with a fixed seed: auto-place, then a full turn
// (reinforce, attack until a conquest, move in, fortify, end turn), with the hand-off screen
// hiding the next player's cards from the DOM.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, chooseLanguage } from '../harness.mjs';
import { attackUntilConquest, highlighted, openAdvanced, phaseText, placeReserve, rollAtTwoOrMore, startGame, takeTablet, tap, tokens } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('a full turn of conquete-2010 with auto-place', async (t) => {
  await app.run(t, {}, async (page) => {
    await startGame(page, { preset: 'conquete-2010', players: 3, seed: 42, autoPlace: true });
    // Pass-and-play: the hand-off comes first, and no hand is in the DOM behind it.
    assert.equal(await page.getByTestId('handoff').count(), 1);
    assert.equal(await page.getByTestId('hand').count(), 0);
    await takeTablet(page);
    assert.equal(await page.getByTestId('hand').count(), 1);
    assert.equal(await page.getByTestId('trade-track').count(), 1);
    // Beside the side panel at 1024x768, every territory is still a 44 px target.
    const sizes = await page.locator('circle.hit').evaluateAll((circles) => circles.map((c) => c.getBoundingClientRect().width));
    assert.equal(sizes.length, 42);
    assert.ok(Math.min(...sizes) >= 44, `smallest target ${Math.min(...sizes)} px`);
    assert.match(await phaseText(page), /Reinforce/);
    await placeReserve(page);
    assert.match(await phaseText(page), /Attack/);
    // A source chosen: the banner names the player and the step with one colon, not two.
    const [from] = await highlighted(page);
    await tap(page, from);
    assert.match(await phaseText(page), /^[^:]+: Attack from [^:]+ — tap the enemy neighbour to attack\.$/);
    await tap(page, from);
    assert.ok(await attackUntilConquest(page), 'a conquest happened');
    await page.getByTestId('move').click();
    assert.match(await phaseText(page), /Attack/);
    assert.match(await page.getByTestId('log').textContent(), /takes/);
    await page.getByTestId('end-phase').click();
    assert.match(await phaseText(page), /Fortify/);
    const [source] = await highlighted(page);
    await tap(page, source);
    const [target] = await highlighted(page);
    await tap(page, target);
    await page.getByTestId('fortify-move').click();
    // The move is made; the turn ends when the player says so (the move may still be undone).
    assert.match(await phaseText(page), /Your move is made/);
    await page.getByTestId('end-phase').click();
    // The turn ended: the next player gets the tablet, and the previous hand left the DOM.
    assert.equal(await page.getByTestId('handoff').count(), 1);
    assert.equal(await page.getByTestId('hand').count(), 0);
  });
});

test('a reload in the middle of a turn resumes at an identical state', async (t) => {
  await app.run(t, {}, async (page) => {
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 7, autoPlace: true });
    await takeTablet(page);
    const [first] = await highlighted(page);
    await tap(page, first);
    // Undo takes a placement back; placing again restores the same position.
    const placed = await tokens(page);
    await page.getByTestId('undo').click();
    assert.notDeepEqual(await tokens(page), placed);
    await tap(page, first);
    assert.deepEqual(await tokens(page), placed);
    const before = { tokens: await tokens(page), phase: await phaseText(page) };
    await page.reload();
    await page.getByTestId('continue').click();
    await takeTablet(page);
    assert.deepEqual({ tokens: await tokens(page), phase: await phaseText(page) }, before);
    // Undo survives the reload.
    await page.getByTestId('undo').click();
    assert.notDeepEqual(await tokens(page), before.tokens);
  });
});

test('a parker-1993-missions game shows a mission only to its owner', async (t) => {
  await app.run(t, {}, async (page) => {
    await startGame(page, { preset: 'parker-1993-missions', players: 3, seed: 3, autoPlace: true });
    assert.equal(await page.getByTestId('mission-card').count(), 0, 'hidden behind the hand-off');
    await takeTablet(page);
    assert.equal(await page.getByTestId('mission-card').count(), 1);
    assert.equal(await page.locator('.mission-text').count(), 0, 'face down');
    await page.getByTestId('mission-card').getByRole('button').click();
    const mission = await page.locator('.mission-text').textContent();
    assert.ok(mission.length > 10);
  });
});

test('the defender chooses their dice after a hand-off, and the attacker\'s cards leave the DOM', async (t) => {
  await app.run(t, {}, async (page) => {
    await startGame(page, { preset: 'conquete-2010', players: 3, seed: 42, autoPlace: true, defenderChooses: true });
    await takeTablet(page);
    await placeReserve(page);
    // Find an attack on a territory with at least 2 defending armies.
    assert.ok(await rollAtTwoOrMore(page), 'an attack on two or more armies was found');
    await page.getByTestId('defender-choice').waitFor();
    assert.deepEqual(await page.locator('.dice-choice button').allTextContents(), ['1 die', '2 dice', '3 dice']);
    assert.match(await page.getByTestId('defender-choice').textContent(), / attacks /, 'the defender sees which battle it is');
    assert.equal(await page.getByTestId('hand').count(), 0, 'the attacker\'s cards are not in the DOM');
    await page.getByTestId('defend-1').click();
    const [, defend] = await page.locator('.pairs').evaluate((n) => [n.children.length, n.querySelectorAll('.die.white').length]);
    assert.equal(defend, 1, 'one defence die was rolled');
    await page.getByTestId('hand-back').getByRole('button').click();
    assert.equal(await page.getByTestId('hand').count(), 1);
  });
});

test('a player with a PIN must type it at the hand-off', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.getByTestId('new-game').click();
    await page.getByTestId('preset').selectOption('parker-1993');
    await page.getByTestId('players').selectOption('3');
    await openAdvanced(page);
    await page.getByTestId('seed').fill('3');
    await page.getByTestId('seed').dispatchEvent('change');
    await page.getByTestId('auto-place').check();
    for (const i of [0, 1, 2]) {
      await page.getByTestId(`seat-pin-${i}`).fill('1234');
      await page.getByTestId(`seat-pin-${i}`).dispatchEvent('change');
    }
    await page.getByTestId('start-game').click();
    await page.getByTestId('handoff').waitFor();
    await page.getByTestId('handoff-pin').fill('0000');
    await page.getByTestId('handoff-ready').click();
    assert.equal(await page.getByTestId('hand').count(), 0);
    await page.getByRole('alert').waitFor();
    await page.getByTestId('handoff-pin').fill('1234');
    await page.getByTestId('handoff-ready').click();
    assert.equal(await page.getByTestId('handoff').count(), 0);
    assert.equal(await page.getByTestId('hand').count(), 1);
  });
});

test('seats choose their colours, and the game screen follows the language switch', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.getByTestId('new-game').click();
    await page.getByTestId('seat-colour-0').selectOption({ label: 'green' });
    assert.equal(await page.getByTestId('seat-colour-1').inputValue(), '1', 'blue stays with seat 2');
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 11, autoPlace: true });
    await takeTablet(page);
    const fills = await page.locator('.tokens path').evaluateAll((paths) => [...new Set(paths.map((p) => p.getAttribute('fill')))].sort());
    assert.ok(fills.includes('#009e73'), `green is on the board: ${fills}`);
    assert.ok(!fills.includes('#d1242a'), 'red is not');
    await chooseLanguage(page, 'fr');
    assert.match(await phaseText(page), /Renforts/);
    assert.match(await page.getByTestId('hand').textContent(), /Vos cartes/);
  });
});

test('the book\'s setup is played in the open, then the first turn is handed over', async (t) => {
  await app.run(t, {}, async (page) => {
    await startGame(page, { preset: 'conquete-2010', players: 3, seed: 8, autoPlace: false });
    assert.equal(await page.getByTestId('handoff').count(), 0, 'no hand-off during setup');
    assert.equal(await page.getByTestId('hand').count(), 0, 'no cards shown during setup');
    assert.match(await phaseText(page), /Claim/);
    for (let i = 0; i < 200 && (await page.getByTestId('handoff').count()) === 0; i++) {
      const [first] = await highlighted(page);
      await tap(page, first);
    }
    await page.getByTestId('handoff').waitFor();
    await takeTablet(page);
    assert.match(await phaseText(page), /Reinforce/);
    assert.equal((await tokens(page)).length, 42);
  });
});
