// The world board: all 42 territories drawn with their stable ids, each tappable, with sea
// lanes and the continents chart.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, VIEWPORTS, WORLD } from '../harness.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('all 42 territories are drawn with their stable ids', async (t) => {
  await app.run(t, {}, async (page) => {
    const drawn = await page.locator('[data-testid^="territory-"]').evaluateAll(
      (nodes) => nodes.map((n) => n.dataset.testid).filter((id) => id !== 'territory-info'));
    assert.equal(drawn.length, 42);
    assert.deepEqual(drawn, WORLD.territories.map((t) => `territory-${t.id}`));
    assert.ok(await page.locator('.sea-lanes line').count() >= 20, 'sea lanes are drawn');
  });
});

for (const name of ['tabletLandscape', 'tabletPortrait', 'phone']) {
  const viewport = VIEWPORTS[name];
  test(`every territory is a tap target of at least 44 px at ${viewport.width}x${viewport.height}`, async (t) => {
    await app.run(t, { viewport }, async (page) => {
      for (const territory of WORLD.territories) {
        const target = page.getByTestId(`territory-${territory.id}`);
        const box = await target.boundingBox();
        assert.ok(box.width >= 44 && box.height >= 44, `${territory.id}: ${box.width}x${box.height}`);
        const hit = await target.locator('.hit').boundingBox();
        assert.ok(hit.width >= 44 && hit.height >= 44, `${territory.id} label target: ${hit.width}`);
        if (viewport.width >= 1024) {
          assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, `${territory.id} is on screen`);
          assert.ok(box.y >= 0 && box.y + box.height <= viewport.height, `${territory.id} is on screen`);
        }
      }
    });
  });
}

test('tapping a territory names it and highlights its neighbours', async (t) => {
  await app.run(t, { hasTouch: true }, async (page) => {
    await page.getByTestId('territory-alaska').tap();
    const info = await page.getByTestId('territory-info').textContent();
    assert.match(info, /^Alaska \(North America, \+5 armies\)/);
    assert.match(info, /Kamchatka/);
    assert.equal(await page.locator('.territory.neighbour').count(), 3);
    assert.equal(await page.getByTestId('territory-alaska').getAttribute('aria-pressed'), 'true');
    await page.getByTestId('territory-alaska').tap();
    assert.equal(await page.locator('.territory.neighbour').count(), 0);
  });
});

test('territories can be chosen with the keyboard', async (t) => {
  await app.run(t, {}, async (page) => {
    await page.getByTestId('territory-madagascar').focus();
    await page.keyboard.press('Enter');
    assert.match(await page.getByTestId('territory-info').textContent(), /^Madagascar \(Africa/);
    assert.equal(await page.locator('.territory.neighbour').count(), 2);
  });
});

test('the board zooms with the buttons and the wheel, and a drag pans without selecting', async (t) => {
  await app.run(t, {}, async (page) => {
    const board = page.locator('svg.board');
    const whole = await board.getAttribute('viewBox');
    await page.getByTestId('zoom-in').click();
    const zoomed = await board.getAttribute('viewBox');
    assert.notEqual(zoomed, whole);
    const width = (box) => Number(box.split(' ')[2]);
    assert.ok(width(zoomed) < width(whole));
    const box = await board.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    await page.waitForFunction((before) => document.querySelector('svg.board').getAttribute('viewBox') !== before, zoomed);
    const beforeDrag = await board.getAttribute('viewBox');
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 40, { steps: 5 });
    await page.mouse.up();
    assert.notEqual(await board.getAttribute('viewBox'), beforeDrag, 'the drag panned');
    assert.equal(await page.locator('.territory.selected').count(), 0, 'the drag selected nothing');
    await page.getByTestId('zoom-reset').click();
    assert.equal(await board.getAttribute('viewBox'), '0.00 0.00 1000.00 642.00');
  });
});

test('a long press shows the territory name and selects nothing', async (t) => {
  await app.run(t, {}, async (page) => {
    const box = await page.getByTestId('territory-egypt').locator('circle.hit').boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.getByTestId('name-bubble').waitFor();
    assert.equal(await page.getByTestId('name-bubble').textContent(), 'Egypt');
    await page.mouse.up();
    assert.equal(await page.getByTestId('name-bubble').count(), 0);
    assert.equal(await page.locator('.territory.selected').count(), 0);
  });
});
