// The wasm travels LZMA-packed (issue 25, scripts/pack-wasm.mjs, public/wasm-loader.js): a first
// visit downloads the packed file and unpacks it as it arrives; the page keeps the unpacked copy
// in Cache Storage, so later visits download nothing and compile the copy at once.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { appReady, launch } from '../harness.mjs';
import { pack } from '../../scripts/pack-wasm.mjs';
import { unpack } from '../../public/wasm-loader.js';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

/** The URLs kept in the unpacked-wasm cache, once the page has kept one. */
async function keptCopies(page) {
  await page.waitForFunction(async () => (await (await caches.open('lamorisse-unpacked')).keys()).length > 0);
  return page.evaluate(async () => (await (await caches.open('lamorisse-unpacked')).keys()).map((r) => r.url));
}

test('the loader unpacks what xz packs, whole or in chunks, and rejects a cut file', async () => {
  // Text-like runs and random bytes: literals, matches and repeats all get used.
  const sample = Buffer.concat([Buffer.from('Lamorisse '.repeat(5000)), randomBytes(70_000), Buffer.from('abc'.repeat(9000))]);
  const packed = new Uint8Array(pack(sample));
  assert.ok(packed.length < sample.length / 2);
  assert.deepEqual(Buffer.from(await unpack(packed)), sample);
  const chunks = new ReadableStream({
    start(controller) {
      for (let at = 0; at < packed.length; at += 1000) controller.enqueue(packed.slice(at, at + 1000));
      controller.close();
    },
  });
  assert.deepEqual(Buffer.from(await unpack(chunks)), sample);
  await assert.rejects(unpack(packed.slice(0, packed.length - 500)));
});

test('a first visit downloads the packed wasm; the next compiles the kept copy, downloading none', async (t) => {
  await app.run(t, {}, async (page, context) => {
    const downloaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    assert.ok(downloaded.some((name) => name.endsWith('_bg.wasm.lzma')), 'the first visit downloads the packed wasm');
    const kept = await keptCopies(page);
    assert.equal(kept.length, 1);
    assert.match(kept[0], /lamorisse-[0-9a-f]+_bg\.wasm$/);

    const again = await context.newPage();
    const requested = [];
    again.on('request', (request) => requested.push(request.url()));
    await again.goto(app.url);
    await appReady(again);
    assert.deepEqual(requested.filter((url) => url.includes('_bg.wasm')), [], 'no wasm is fetched on the second visit');
    await again.close();
  });
});

test("an older version's kept copy is dropped when the new one is unpacked", async (t) => {
  await app.run(t, {}, async (page) => {
    const [current] = await keptCopies(page);
    await page.evaluate(async (url) => {
      const cache = await caches.open('lamorisse-unpacked');
      await cache.delete(url);
      await cache.put(new URL('lamorisse-0000000000000000_bg.wasm', location.href).href, new Response('old'));
    }, current);
    await page.reload();
    await appReady(page);
    await page.waitForFunction(async (url) => {
      const keys = (await (await caches.open('lamorisse-unpacked')).keys()).map((r) => r.url);
      return keys.length === 1 && keys[0] === url;
    }, current);
  });
});

test('a damaged kept copy is dropped and the packed wasm unpacked again', async (t) => {
  await app.run(t, {}, async (page) => {
    const [current] = await keptCopies(page);
    await page.evaluate(async (url) => {
      const cache = await caches.open('lamorisse-unpacked');
      await cache.put(url, new Response('not a wasm module', { headers: { 'content-type': 'application/wasm' } }));
    }, current);
    await page.reload();
    await appReady(page);
    await page.waitForFunction(async (url) => {
      const copy = await (await caches.open('lamorisse-unpacked')).match(url);
      return copy && (await copy.arrayBuffer()).byteLength > 1_000_000;
    }, current);
  });
});
