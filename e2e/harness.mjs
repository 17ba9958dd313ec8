// Browser-test harness: serves dist/ on a free loopback port and drives Debian's Chromium with
// playwright-core (never a downloaded browser). Each test gets a fresh browser context, fails
// on any page error or console error, and leaves a screenshot in e2e/artifacts/.

import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { serve } from '../scripts/static-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(here, '..');
export const ARTIFACTS = join(here, 'artifacts');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** The rules' world board, to check the page against. */
export const WORLD = JSON.parse(readFileSync(join(ROOT, 'crates/engine/src/boards/world.json'), 'utf8'));

/** Viewports the design card names: tablets both ways, a laptop and a phone. */
export const VIEWPORTS = {
  tabletLandscape: { width: 1024, height: 768 },
  tabletPortrait: { width: 768, height: 1024 },
  largeLandscape: { width: 1366, height: 1024 },
  largePortrait: { width: 1024, height: 1366 },
  phone: { width: 390, height: 844 },
};

/** The six sizes the table must fit (issue 23): tablets both ways, large tablets both ways and
 * a phone both ways. */
export const SIZES = {
  tabletLandscape: { width: 1024, height: 768 },
  tabletPortrait: { width: 768, height: 1024 },
  largeLandscape: { width: 1366, height: 1024 },
  largePortrait: { width: 1024, height: 1366 },
  phonePortrait: { width: 390, height: 844 },
  phoneLandscape: { width: 844, height: 390 },
};

/** Starts the server (under the URL path `prefix`) and the browser for one spec file. */
export async function launch({ prefix = '/' } = {}) {
  const server = await serve(process.env.DIST ?? join(ROOT, 'dist'), 0, prefix);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--no-first-run'],
  });
  const url = `http://127.0.0.1:${server.address().port}${prefix}`;
  mkdirSync(ARTIFACTS, { recursive: true });
  return {
    url,
    /**
     * Opens the app (or `options.url`) in a fresh context, runs `body(page, context)`, saves a
     * screenshot named after the test, and fails if the page logged any error.
     */
    async run(t, options, body) {
      const context = await browser.newContext({ viewport: options.viewport ?? VIEWPORTS.tabletLandscape,
        locale: options.locale ?? 'en-GB', hasTouch: options.hasTouch ?? false,
        isMobile: options.isMobile ?? false,
        // A test that cuts a file off with page.route blocks the service worker, which would
        // otherwise answer for it.
        serviceWorkers: options.serviceWorkers ?? 'allow',
        // Only the accessibility checks inject a script (axe-core) past the page's CSP.
        bypassCSP: options.bypassCSP ?? false });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
      });
      try {
        await page.goto(options.url ?? url);
        await appReady(page);
        await body(page, context);
      } finally {
        const name = t.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
        await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) }).catch(() => {});
        await context.close();
      }
      // A test that cuts a file off expects the browser's own line about it.
      const expected = options.expectedErrors ?? [];
      assert.deepEqual(errors.filter((e) => !expected.some((pattern) => pattern.test(e))), [],
        'the page logged errors');
    },
    async close() {
      await browser.close();
      await new Promise((done) => server.close(done));
    },
  };
}

/**
 * Switches the page to the language `code` with its switch, and waits until the page shows it
 * (the app loads the language's words first, src/ui/words/tables.rs).
 */
export async function chooseLanguage(page, code) {
  await page.getByTestId(`lang-${code}`).click();
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, code);
}

/** Waits until the wasm app has mounted its title screen. */
export async function appReady(page) {
  await page.getByTestId('new-game').waitFor({ state: 'visible', timeout: 30_000 });
}

/**
 * Waits until the service worker's cache lists every one of `files` (paths relative to the
 * page). Chromium's caches.match can answer for a file of the worker's on-demand batch before
 * the batch is written whole, so an offline reload right after a match could still miss one of
 * its other files; the cache's listing shows them once they are kept.
 */
export async function waitUntilKept(page, files, timeout = 30_000) {
  await page.waitForFunction(async (wanted) => {
    const urls = wanted.map((file) => new URL(file, location.href).href);
    for (const name of await caches.keys()) {
      const kept = (await (await caches.open(name)).keys()).map((request) => request.url);
      if (urls.every((url) => kept.includes(url))) return true;
    }
    return false;
  }, files, { timeout, polling: 200 }).catch(async (error) => {
    // Say what the worker did keep, for the next one to read.
    const kept = await page.evaluate(async () => Promise.all((await caches.keys()).map(
      async (k) => `${k}: ${(await (await caches.open(k)).keys()).map((r) => r.url).join(' ')}`)));
    throw new Error(`${error.message}; caches: ${kept.join(' | ')}`);
  });
}
