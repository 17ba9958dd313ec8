// A sampling profile of a bots' game on parker-1993 at CPU 4x (not a test: a tool for issue 51
// item 2, docs/bots.md "The page's own drawing"). Run by scripts/profile-game.sh, which builds
// the app with its functions' names first. Prints each long task (over 50 ms, as the page's
// PerformanceObserver saw it) with the app's heaviest calls inside it, as a tree.
//
//   DIST=target/profile-dist node e2e/profile-game.mjs [hard,hard,hard] [min-ms]
import { writeFileSync } from 'node:fs';
import { launch } from './harness.mjs';
import { animationsOff, readyToStart, setUpTable } from './game-page.mjs';

const kinds = (process.argv[2] ?? 'hard,hard,hard').split(',');
const shownMs = Number(process.argv[3] ?? 4);
/** Frames that only carry a call (bindings, Leptos's and the reactive graph's plumbing). */
const PLUMBING = /wasm_bindgen|js_sys::futures|^[a-zA-Z]$|js-to-wasm|wasm-to-js|Pin<alloc::boxed|^\(root\)|into_any::build|IntoAny|any_view::AnyView as|untrack_with|closure_once|call_once|RenderEffect|new_with_value_erased|StaticVec|Mutex<dyn|drop_in_place/;

/** Plays the game with the profiler on; the profile, the long tasks and a time mark. */
async function record(page) {
  await animationsOff(page);
  await setUpTable(page, { preset: 'parker-1993', players: 3, kinds });
  await readyToStart(page, { preset: 'parker-1993', players: 3, seed: 4, autoPlace: true });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: false });
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.start');
  // A function of a known name, busy for 20 ms: where it shows in the profile sets the
  // profile's clock against the page's.
  const mark = await page.evaluate(() => {
    const at = performance.now();
    window.profileMarker = function profileMarker() { const end = performance.now() + 20; while (performance.now() < end); };
    window.profileMarker();
    return at;
  });
  await page.getByTestId('start-game').click();
  await page.getByTestId('victory').waitFor({ timeout: 120_000 }).catch(() => {});
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { profile, mark, tasks: await page.evaluate(() => window.longTasks) };
}

/** Each long task's calls as a tree of milliseconds, plumbing left out. */
function report({ profile, mark, tasks }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (id) => (byId.get(id).callFrame.functionName || '(anonymous)').replace(/\[[0-9a-f]{16}\]/g, '');
  const stack = (id) => { const s = []; for (let c = id; c !== undefined; c = parent.get(c)) s.unshift(name(c)); return s; };
  let t = profile.startTime;
  const samples = profile.samples.map((id, i) => [(t += profile.timeDeltas[i]), id]);
  const marked = samples.find(([, id]) => stack(id).includes('profileMarker'));
  const offset = marked[0] / 1000 - mark;
  console.log(`${kinds.join(', ')}: ${tasks.length} long tasks`);
  for (const [start, duration] of tasks) {
    const inside = samples.filter(([at]) => at / 1000 >= start + offset && at / 1000 <= start + duration + offset);
    const each = duration / Math.max(1, inside.length);
    const root = { kids: new Map() };
    for (const [, id] of inside) {
      let node = root;
      for (const frame of stack(id).filter((f) => !PLUMBING.test(f))) {
        if (!node.kids.has(frame)) node.kids.set(frame, { kids: new Map(), ms: 0 });
        node = node.kids.get(frame);
        node.ms += each;
      }
    }
    console.log(`\n${duration.toFixed(0)} ms, ${(start - mark).toFixed(0)} ms after the Start click`);
    const show = (node, depth) => [...node.kids].sort((a, b) => b[1].ms - a[1].ms)
      .filter(([, k]) => k.ms >= shownMs && depth < 12)
      .forEach(([frame, k]) => { console.log(`${'  '.repeat(depth + 1)}${k.ms.toFixed(1)} ${frame.slice(0, 140)}`); show(k, depth + 1); });
    show(root, 0);
  }
}

const app = await launch();
let recorded;
await app.run({ name: 'profile-game' }, {}, async (page) => { recorded = await record(page); });
await app.close();
writeFileSync('/tmp/lamorisse-profile.json', JSON.stringify(recorded));
report(recorded);
