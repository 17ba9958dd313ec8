// The bots' thinking for the page (issue 51 item 2): a Web Worker running the bots' wasm
// (worker.js), started when the first game with bots begins; where no worker can start (or it
// fails), the same wasm runs on the page (thinker.js) and the game goes on. Loaded by
// index.html's `lamorisseBots()` with a dynamic import(), so it is not part of the first load.
import { thinker } from './thinker.js';

/** The last `seats` request: a thinker taking over from a failed worker starts from it. */
let seats = null;
/** `ask(request) -> Promise<answer>` once chosen: the worker's, or the page's. */
let asking = null;
/** Where the bots think: 'worker' or 'page' (read by the browser tests). */
export let where = null;

/** The bots' wasm on the page, from `source` (a URL or bytes). */
async function onPage(source) {
  const ask = await thinker(source);
  where = 'page';
  if (seats) ask(seats);
  return async (request) => ask(request);
}

/** The bots' wasm in a Web Worker; falls back to the page if the worker cannot start or
 * fails later (the requests waiting are then answered on the page). */
function inWorker() {
  return new Promise((resolve) => {
    let worker;
    try {
      worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    } catch (error) {
      console.warn('bots: no worker, thinking on the page', error);
      resolve(onPage(new URL('./bots.wasm', import.meta.url)));
      return;
    }
    const waiting = new Map();
    let next = 0;
    let fallback = null;
    const fail = (why) => {
      if (fallback) return;
      console.warn('bots: the worker failed, thinking on the page', why);
      worker.terminate();
      fallback = onPage(new URL('./bots.wasm', import.meta.url));
      for (const [, job] of waiting) fallback.then((onThePage) => onThePage(job.request)).then(job.resolve, job.reject);
      waiting.clear();
      resolve(fallback);
    };
    const ask = (request) => {
      if (fallback) return fallback.then((onThePage) => onThePage(request));
      return new Promise((done, reject) => {
        const id = next++;
        waiting.set(id, { request, resolve: done, reject });
        worker.postMessage({ id, request });
      });
    };
    worker.onmessage = ({ data }) => {
      if (data?.ready) {
        where = 'worker';
        resolve(ask);
      } else if (data?.failed) {
        fail(data.failed);
      } else if (waiting.has(data?.id)) {
        const job = waiting.get(data.id);
        waiting.delete(data.id);
        job.resolve(String(data.answer));
      }
    };
    worker.onerror = (event) => fail(event.message || 'error');
  });
}

/** Answers one JSON request of the bots (crates/bots `Request`) with their JSON answer. */
export async function ask(request) {
  if (request.includes('"op":"seats"')) seats = request;
  asking ??= inWorker();
  const answer = await asking;
  return answer(request);
}
