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

for (const name of ['tabletLandscape', 'tabletPortrait']) {
  const viewport = VIEWPORTS[name];
  test(`every territory is an on-screen tap target of at least 44 px at ${viewport.width}x${viewport.height}`, async (t) => {
    await app.run(t, { viewport }, async (page) => {
      for (const territory of WORLD.territories) {
        const target = page.getByTestId(`territory-${territory.id}`);
        const hit = await target.locator('.hit').boundingBox();
        assert.ok(hit.width >= 44 && hit.height >= 44, `${territory.id} label target: ${hit.width}`);
        assert.ok(hit.x >= 0 && hit.x + hit.width <= viewport.width, `${territory.id} is on screen`);
        assert.ok(hit.y >= 0 && hit.y + hit.height <= viewport.height, `${territory.id} is on screen`);
      }
    });
  });
}

test('on a phone the map opens on the board\'s whole height, the whole board is a tap away, and zooming in makes every target at least 44 px', async (t) => {
  const viewport = VIEWPORTS.phone;
  await app.run(t, { viewport, hasTouch: true }, async (page) => {
    const sizes = () => page.locator('.territory .hit').evaluateAll((hits) => hits.map((h) => h.getBoundingClientRect().toJSON()));
    const map = await page.locator('svg.board').boundingBox();
    const opening = await sizes();
    assert.ok(Math.min(...opening.map((b) => b.width)) >= 44, 'at the opening view every target is at least 44 px');
    assert.ok(opening.some((b) => b.right < 0 || b.left > viewport.width), 'part of the board is out of view');
    await page.getByTestId('zoom-reset').click();
    for (const box of await sizes()) {
      assert.ok(box.left >= map.x - 1 && box.right <= map.x + map.width + 1, 'the whole board is in view');
    }
    while ((await page.getByTestId('zoom-in').isEnabled()) && Math.min(...(await sizes()).map((b) => b.width)) < 44) {
      const before = await page.locator('svg.board').getAttribute('viewBox');
      await page.getByTestId('zoom-in').click();
      if ((await page.locator('svg.board').getAttribute('viewBox')) === before) break;
    }
    assert.ok(Math.min(...(await sizes()).map((b) => b.width)) >= 44, 'zoomed in, every target is at least 44 px');
  });
});

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

test('the board zooms with the buttons, the wheel and a double tap, and a drag pans without selecting', async (t) => {
  await app.run(t, {}, async (page) => {
    const board = page.locator('svg.board');
    const whole = await board.getAttribute('viewBox');
    const width = (box) => Number(box.split(' ')[2]);
    // The opening view shows the whole board: zooming out goes no further.
    await page.getByTestId('zoom-out').click();
    assert.equal(await board.getAttribute('viewBox'), whole);
    await page.getByTestId('zoom-in').click();
    const zoomed = await board.getAttribute('viewBox');
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
    assert.equal(await board.getAttribute('viewBox'), whole);
    // A double tap on the sea zooms in around it, and selects nothing.
    await page.mouse.dblclick(box.x + 8, box.y + 8);
    assert.ok(width(await board.getAttribute('viewBox')) < width(whole), 'the double tap zoomed in');
    assert.equal(await page.locator('.territory.selected').count(), 0);
  });
});

test('one finger pans and two fingers pinch on a touch screen', async (t) => {
  await app.run(t, { viewport: VIEWPORTS.phone, hasTouch: true }, async (page) => {
    const board = page.locator('svg.board');
    const view = async () => (await board.getAttribute('viewBox')).split(' ').map(Number);
    const box = await board.boundingBox();
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    const client = await page.context().newCDPSession(page);
    const touch = (type, points) => client.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
    const whole = await view();
    // Pinch out around the centre.
    await touch('touchStart', [[cx - 20, cy], [cx + 20, cy]]);
    for (let step = 1; step <= 6; step++) await touch('touchMove', [[cx - 20 - step * 15, cy], [cx + 20 + step * 15, cy]]);
    await touch('touchEnd', []);
    const pinched = await view();
    assert.ok(pinched[2] < whole[2] * 0.6, `the pinch zoomed in: ${pinched[2]} of ${whole[2]}`);
    // One finger drags the zoomed board.
    await touch('touchStart', [[cx, cy]]);
    for (let step = 1; step <= 6; step++) await touch('touchMove', [[cx + step * 20, cy + step * 5]]);
    await touch('touchEnd', []);
    const panned = await view();
    assert.ok(panned[0] < pinched[0], `the drag panned: ${panned[0]} < ${pinched[0]}`);
    assert.equal(await page.locator('.territory.selected').count(), 0, 'no territory was selected');
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
