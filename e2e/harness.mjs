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
     * `options.beforeLoad(context)` runs before the first load.
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
        // Routes that must be in place before the first load (a file cut off for the worker).
        await options.beforeLoad?.(context);
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
  await openLanguageMenu(page);
  await page.getByTestId(`lang-${code}`).click();
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, code);
  // What the page fetches for a language (the rules pages are one file a language) marks
  // itself busy until it is in: a test reads the page in its new language, never the waiting line.
  await page.waitForFunction(() => !document.querySelector('[aria-busy=true]'), null, { timeout: 15_000 });
}

/** Opens the language menu (the first on the page: the title bar's, or the game bar's). */
export async function openLanguageMenu(page) {
  const menu = page.getByTestId('language-menu').first();
  if (!(await menu.evaluate((summary) => summary.parentElement.open))) await menu.click();
}

/** Waits until the wasm app has mounted its title screen. */
export async function appReady(page) {
  await page.getByTestId('new-game').waitFor({ state: 'visible', timeout: 30_000 });
}

/**
 * Waits until the service worker controls the page and its cache lists every file of its
 * on-demand batch (sw.js's `LATER`) but those matching one of `except` (substrings): "after one
 * visit" means once the worker has kept them all, as a player's first visit does within
 * seconds. The cache's listing, not caches.match, is read: Chromium can answer a match for one
 * file while others of the same visit are still downloading.
 */
export async function waitUntilKept(page, { except = [], timeout = 30_000 } = {}) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  await page.waitForFunction(async (skipped) => {
    const worker = await (await fetch('sw.js', { cache: 'no-store' })).text();
    const later = JSON.parse(worker.match(/const LATER = (\[.*?\]);/s)[1])
      .filter((file) => !skipped.some((part) => file.includes(part)));
    const urls = later.map((file) => new URL(file, location.href).href);
    for (const name of await caches.keys()) {
      const kept = (await (await caches.open(name)).keys()).map((request) => request.url);
      if (urls.every((url) => kept.includes(url))) return true;
    }
    return false;
  }, except, { timeout, polling: 200 }).catch(async (error) => {
    // Say what the worker did keep, for the next one to read.
    const kept = await page.evaluate(async () => Promise.all((await caches.keys()).map(
      async (k) => `${k}: ${(await (await caches.open(k)).keys()).map((r) => r.url).join(' ')}`)));
    throw new Error(`${error.message}; caches: ${kept.join(' | ')}`);
  });
}

/** Cuts the network and reloads the page from the service worker, waiting for the app. */
export async function reloadOffline(page, context) {
  await context.setOffline(true);
  await page.reload();
  await appReady(page);
}
