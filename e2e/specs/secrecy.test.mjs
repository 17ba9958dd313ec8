// Secrecy (issue 11): in a pass-and-play game, the page never holds another player's mission
// or hand, at a hand-off or in anyone's turn; only the victory screen and the replay's
// confirmed reveal show them (e2e/specs/history.test.mjs).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from '../harness.mjs';
import { phaseText, placeReserve, startGame, takeTablet } from '../game-page.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

/** The seat whose turn the banner names ("Seat 2: ..." or the seat's name). */
const seatOf = async (page) => (await phaseText(page)).split(':')[0];

test('two rounds of pass-and-play never put another player\'s secrets in the page', async (t) => {
  await app.run(t, {}, async (page) => {
    await startGame(page, { preset: 'parker-1993-missions', players: 3, seed: 3, autoPlace: true });
    const missions = new Map();
    const pages = [];
    for (let turn = 0; turn < 9; turn++) {
      // The hand-off screen: no hand and no mission at all behind it.
      assert.equal(await page.getByTestId('handoff').count(), 1, `turn ${turn}`);
      const covered = await page.content();
      for (const text of missions.values()) assert.ok(!covered.includes(text), `turn ${turn}: a mission behind the hand-off`);
      assert.equal(await page.getByTestId('hand').count(), 0);
      await takeTablet(page);
      const seat = await seatOf(page);
      // Face down until its owner shows it.
      assert.equal(await page.locator('.mission-text').count(), 0);
      await page.getByTestId('mission-card').getByRole('button').click();
      const mine = (await page.locator('.mission-text').textContent()).trim();
      if (missions.has(seat)) assert.equal(missions.get(seat), mine, 'the same mission each turn');
      missions.set(seat, mine);
      assert.equal(await page.getByTestId('hand').count(), 1, 'one hand: the player\'s own');
      pages.push([seat, await page.content()]);
      await placeReserve(page);
      await page.getByTestId('end-phase').click();
      await page.getByTestId('end-phase').click();
    }
    assert.equal(missions.size, 3);
    assert.equal(new Set(missions.values()).size, 3, 'three different missions');
    // In each player's turn, the page held their own mission and nobody else's.
    for (const [seat, html] of pages) {
      for (const [other, text] of missions) {
        assert.equal(html.includes(text), other === seat, `${seat}'s turn and ${other}'s mission`);
      }
    }
  });
});
