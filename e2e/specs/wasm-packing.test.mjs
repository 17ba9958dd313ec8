// The wasm travels LZMA-packed (issue 25, scripts/pack-wasm.mjs, public/wasm-loader.js): a first
// visit downloads the packed file and unpacks it as it arrives; the page keeps the unpacked copy
// in Cache Storage, so later visits download nothing and compile the copy at once.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { appReady, launch } from '../harness.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pack, packWasmCode, sortCode } from '../../scripts/pack-wasm.mjs';
import { joinCode, unpack, unpackWasm } from '../../public/wasm-loader.js';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

/** The URLs kept in the unpacked-wasm cache, once the page has kept one. */
async function keptCopies(page) {
  await page.waitForFunction(async () => (await (await caches.open('lamorisse-unpacked')).keys()).length > 0);
  return page.evaluate(async () => (await (await caches.open('lamorisse-unpacked')).keys()).map((r) => r.url));
}

test('the loader unpacks what xz packs, in one stream or several, whole or in chunks, and rejects a cut file', async () => {
  // Text-like runs and random bytes: literals, matches and repeats all get used.
  const sample = Buffer.concat([Buffer.from('Lamorisse '.repeat(5000)), randomBytes(70_000), Buffer.from('abc'.repeat(9000))]);
  const two = new Uint8Array(pack([sample.subarray(0, 60_000)], [sample.subarray(60_000), 'lc=0,lp=0,pb=2']));
  assert.deepEqual(Buffer.from(await unpack(two)), sample);
  const packed = new Uint8Array(pack([sample]));
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

/** A small module whose one function holds every kind of item the code streams sort. */
function sampleModule() {
  const body = [
    1, 2, 0x7f, // two i32 locals
    0x02, 0x40, 0x20, 0, 0x0e, 2, 0, 0, 0, 0x0b, // block; local.get 0; br_table 0 0 0; end
    0x41, 0xac, 0x02, 0x21, 1, // i32.const 300; local.set 1
    0x43, 0, 0, 0x80, 0x3f, 0x1a, 0x44, 0, 0, 0, 0, 0, 0, 0xf0, 0x3f, 0x1a, 0x42, 0x7f, 0x1a, // f32, f64, i64 consts
    0x41, 0, 0x41, 0, 0x41, 0, 0xfc, 10, 0, 0, // memory.copy
    0x41, 0, 0x41, 0, 0x41, 0, 0xfc, 11, 0, // memory.fill
    0x41, 0, 0x28, 2, 0xac, 0x02, 0x1a, // i32.load offset=300; drop
    0x41, 1, 0x41, 2, 0x41, 1, 0x1c, 1, 0x7f, 0x1a, // select (result i32); drop
    0x3f, 0, 0x1a, 0x23, 0, 0x24, 0, // memory.size; drop; global.get 0; global.set 0
    0x03, 0x40, 0x41, 0, 0x0d, 0, 0x0b, // loop; i32.const 0; br_if 0; end
    0x41, 0, 0x04, 0x40, 0x01, 0x05, 0x01, 0x0b, // if; nop; else; nop; end
    0x41, 0, 0x11, 0, 0, 0x10, 0, 0x0b, // call_indirect type 0; call 0; end
  ];
  const section = (id, bytes) => [id, bytes.length, ...bytes];
  return new Uint8Array([
    0, 0x61, 0x73, 0x6d, 1, 0, 0, 0,
    ...section(1, [1, 0x60, 0, 0]), // type 0: () -> ()
    ...section(3, [1, 0]),
    ...section(4, [1, 0x70, 0, 1]), // a table of one funcref
    ...section(5, [1, 0, 1]), // one page of memory
    ...section(6, [1, 0x7f, 1, 0x41, 0, 0x0b]), // a mutable i32 global
    ...section(10, [1, body.length, ...body]),
    ...section(0, [4, 0x6e, 0x6f, 0x74, 0x65, 1, 2, 3]), // a custom section after the code
  ]);
}

test("the wasm's code is sorted into streams and joined back byte for byte; damaged streams are refused", async () => {
  const sample = sampleModule();
  assert.ok(WebAssembly.validate(sample), 'the sample is a valid module');
  const sorted = new Uint8Array(Buffer.concat(sortCode(sample)));
  assert.deepEqual(joinCode(sorted), sample);
  assert.throws(() => joinCode(sorted.slice(0, sorted.length - 3)));
  assert.throws(() => joinCode(Uint8Array.of(...sorted, 0)), 'a byte past the streams');
  const unknown = sampleModule();
  unknown[unknown.length - 13] = 0xff; // the last call made an instruction 0xff, which does not exist
  assert.throws(() => sortCode(unknown), /no instruction 255/);
  unknown[unknown.length - 13] = 0xe2; // the byte the sorted form gives a 2-byte i32.const
  assert.throws(() => sortCode(unknown), /no instruction 226/);

  // The app's own wasm, as dist/ holds it: joined back exactly, and sorting packs it smaller.
  const dist = join(import.meta.dirname, '../../dist');
  const packedName = readdirSync(dist).find((name) => name.endsWith('_bg.wasm.lzma'));
  const wasm = await unpackWasm(new Uint8Array(readFileSync(join(dist, packedName))));
  assert.ok(WebAssembly.validate(wasm));
  assert.deepEqual(joinCode(new Uint8Array(Buffer.concat(sortCode(wasm)))), wasm);
  assert.deepEqual(await unpackWasm(new Uint8Array(packWasmCode(wasm))), wasm);
  assert.ok(packWasmCode(wasm).length < pack([wasm]).length * 0.95, 'sorting saves at least 5 %');
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
