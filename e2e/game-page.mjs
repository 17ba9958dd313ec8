// A page object for the game screen: starting a game through the wizard and playing through
// the engine's highlights (the territories the current step allows).

import { appReady } from './harness.mjs';

/**
 * Sets the animation speed ('normal', 'fast' or 'off') for the rest of the test. The app
 * stores every value as a JSON string (gloo-storage), hence the double encoding.
 */
export async function setAnimation(page, animation) {
  await page.evaluate((speed) => localStorage.setItem('lamorisse.settings',
    JSON.stringify(JSON.stringify({ animation: speed }))), animation);
  await page.reload();
  await appReady(page);
}

/** Switches animations off for the rest of the test, so bots play without delays. */
export const animationsOff = (page) => setAnimation(page, 'off');

/**
 * Opens the wizard on `preset` with `players` seats played by `kinds` ('human', 'easy',
 * 'normal' or 'hard', seat by seat), and sets each checkbox named in `boxes` by test id.
 */
export async function setUpTable(page, { preset, players, kinds = [], boxes = {} }) {
  if (!(await page.getByTestId('wizard').count())) await page.getByTestId('new-game').click();
  await page.getByTestId('preset').selectOption(preset);
  await page.getByTestId('players').selectOption(String(players));
  for (const [seat, kind] of kinds.entries()) {
    await page.getByTestId(`seat-kind-${seat}`).selectOption(kind);
  }
  for (const [id, on] of Object.entries(boxes)) {
    const box = page.getByTestId(id);
    if ((await box.isChecked()) !== on) await box.click();
  }
}

/** Starts a game from the title screen through the wizard. */
export async function startGame(page, { preset, players, seed, autoPlace, defenderChooses = false }) {
  if (!(await page.getByTestId('wizard').count())) await page.getByTestId('new-game').click();
  await page.getByTestId('preset').selectOption(preset);
  await page.getByTestId('players').selectOption(String(players));
  await page.getByTestId('seed').fill(String(seed));
  await page.getByTestId('seed').dispatchEvent('change');
  const box = page.getByTestId('auto-place');
  if ((await box.isChecked()) !== autoPlace) await box.click();
  const defender = page.getByTestId('defender-chooses');
  if ((await defender.isChecked()) !== defenderChooses) await defender.click();
  await page.getByTestId('start-game').click();
  await page.getByTestId('phase').waitFor();
}

/** Dismisses the hand-off screen if it is up. */
export async function takeTablet(page) {
  if (await page.getByTestId('handoff').count()) await page.getByTestId('handoff-ready').click();
}

/** The phase banner's text. */
export const phaseText = (page) => page.getByTestId('phase').textContent();

/** Ids of the highlighted territories (the legal choices of the current step). */
export function highlighted(page) {
  return page.locator('.territory.neighbour').evaluateAll((nodes) => nodes.map((n) => n.dataset.testid));
}

/** Every token's territory and army count, in board order. */
export function tokens(page) {
  return page.locator('.tokens .token').evaluateAll((nodes) => nodes.map((n) => `${n.dataset.testid}=${n.textContent}`));
}

/** Taps a territory by its test id, on its label point (always inside the territory). */
export const tap = (page, testid) => page.getByTestId(testid).locator('circle.hit').click();

/** Places the whole reserve, one tap at a time, on legal territories. */
export async function placeReserve(page) {
  for (let i = 0; i < 200 && (await phaseText(page)).match(/Reinforce|Renforts/); i++) {
    const [first] = await highlighted(page);
    await tap(page, first);
  }
}

/** Attacks until a conquest: tries each legal source and target with the blitz. */
export async function attackUntilConquest(page) {
  for (const source of await highlighted(page)) {
    await tap(page, source);
    for (const target of await highlighted(page)) {
      await tap(page, target);
      if (!(await page.getByTestId('dice-tray').count())) continue;
      await page.getByTestId('blitz').click();
      if (await page.getByTestId('move-in').count()) return true;
      await tap(page, source);
      await tap(page, source);
    }
    if (await page.getByTestId('territory-' + source.slice('territory-'.length)).count()) await tap(page, source);
  }
  return false;
}
