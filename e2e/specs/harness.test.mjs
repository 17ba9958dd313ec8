// The harness itself: a page error or a console error must fail the test that caused it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from '../harness.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

test('a console error fails the test', async (t) => {
  await assert.rejects(
    app.run(t, {}, (page) => page.evaluate(() => console.error('deliberate'))),
    /console error: deliberate/,
  );
});

test('an uncaught page error fails the test', async (t) => {
  await assert.rejects(
    app.run(t, {}, async (page) => {
      const thrown = page.waitForEvent('pageerror');
      await page.evaluate(() => setTimeout(() => { throw new Error('deliberate'); }));
      await thrown;
    }),
    /page error: deliberate/,
  );
});
