// Undo (issue 10): placements, a move-in, the end of the attacks, a fortification and an
// attack declared but not rolled may be taken back; a roll never, and the next player is
// never offered the last player's steps.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from '../harness.mjs';
import { attackUntilConquest, highlighted, phaseText, placeReserve, startGame, takeTablet, tap, tokens } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

const undoButtons = (page) => page.getByTestId('undo').count();

test('undo takes back placements, a move-in, the end of the attacks and a fortification, never a roll', async (t) => {
  await app.run(t, {}, async (page) => {
    await startGame(page, { preset: 'parker-1993', players: 3, seed: 42, autoPlace: true });
    await takeTablet(page);
    assert.equal(await undoButtons(page), 0, 'nothing to take back yet');
    await placeReserve(page);
    assert.match(await phaseText(page), /Attack/);
    // The last placement comes back, and the reserve with it.
    await page.getByTestId('undo').click();
    assert.match(await phaseText(page), /Reinforce/);
    await placeReserve(page);
    // An attack declared but not rolled is withdrawn.
    const [source] = await highlighted(page);
    await tap(page, source);
    const [target] = await highlighted(page);
    await tap(page, target);
    assert.equal(await page.getByTestId('dice-tray').count(), 1);
    await page.getByTestId('undo').click();
    assert.equal(await page.getByTestId('dice-tray').count(), 0);
    // After the dice, nothing before them can be taken back.
    assert.ok(await attackUntilConquest(page), 'a conquest happened');
    const conquered = await tokens(page);
    assert.equal(await undoButtons(page), 0, 'the roll stands');
    await page.getByTestId('move').click();
    assert.notDeepEqual(await tokens(page), conquered);
    // The move-in comes back, to be chosen again within its bounds.
    await page.getByTestId('undo').click();
    assert.equal(await page.getByTestId('move-in').count(), 1);
    assert.deepEqual(await tokens(page), conquered);
    assert.equal(await undoButtons(page), 0, 'one step back, as far as the roll');
    await page.getByTestId('move').click();
    await page.getByTestId('end-phase').click();
    assert.match(await phaseText(page), /Fortify/);
    await page.getByTestId('undo').click();
    assert.match(await phaseText(page), /Attack/);
    assert.equal(await page.getByTestId('move-in').count(), 0);
    // A fortification is taken back too, until the turn ends.
    await page.getByTestId('end-phase').click();
    const beforeMove = await tokens(page);
    const [from] = await highlighted(page);
    await tap(page, from);
    const [into] = await highlighted(page);
    await tap(page, into);
    await page.getByTestId('fortify-move').click();
    assert.match(await phaseText(page), /Your move is made/);
    assert.notDeepEqual(await tokens(page), beforeMove);
    await page.getByTestId('undo').click();
    assert.deepEqual(await tokens(page), beforeMove);
    assert.match(await phaseText(page), /Fortify/);
    await tap(page, from);
    await tap(page, into);
    await page.getByTestId('fortify-move').click();
    // The turn ends: the next player is not offered the last player's steps.
    await page.getByTestId('end-phase').click();
    assert.equal(await page.getByTestId('handoff').count(), 1);
    await takeTablet(page);
    assert.equal(await undoButtons(page), 0);
  });
});
