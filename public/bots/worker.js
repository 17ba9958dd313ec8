// The bots' Web Worker (issue 51 item 2): the bots think here, off the page, so the page never
// waits on them. It says `{ ready: true }` once its wasm is loaded, or `{ failed }` when it
// cannot be; then answers each `{ id, request }` with `{ id, answer }`, in order.
import { thinker } from './thinker.js';

const loading = thinker(new URL('./bots.wasm', import.meta.url));
loading.then(() => postMessage({ ready: true }), (error) => postMessage({ failed: String(error) }));

onmessage = async ({ data }) => {
  const ask = await loading;
  postMessage({ id: data.id, answer: ask(String(data.request)) });
};
