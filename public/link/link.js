// Playing across devices with no server (issue 38): the host's offer and the phone's answer
// travel as QR codes (or pasted text), the devices then talk over a WebRTC data channel.
// Loaded by the app with a dynamic import() only when a player hosts or joins, with its wasm
// (crates/link: the codes and the QR codes), so neither counts in the first load
// (docs/multi-device.md).

/** The channel's label; both sides create it (negotiated, id 0), so neither waits for the other. */
const LABEL = 'lamorisse';
/** How long ICE gathering may take before the description is taken as it is. */
const GATHER_MS = 5000;
/** How long the host waits for the channel to open once it has the answer. */
const ACCEPT_MS = 20_000;
/** How long the phone waits for the host to take its answer and the channel to open (the
 * host taking 200 s still connects: docs/multi-device.md). */
const CONNECT_MS = 600_000;
/** How long a 'disconnected' connection may last before the channel counts as closed. */
const DISCONNECTED_MS = 5000;
/** How often each side asks '?' ("still there?"); the other side answers '~' from its message
 * handler, which a hidden page's throttled timers do not delay. */
const BEAT_MS = 2000;
/** How long a side that has answered once may stay silent before the channel counts as closed
 * (a page closed or crashed without a goodbye; its connection may take 30 s or more to fail). */
const SILENT_MS = 10_000;
/** The largest piece of a message sent in one data-channel message, in UTF-16 code units
 * (at most 48 KB of UTF-8: under every browser's limit). */
const CHUNK = 16_384;
/** The longest message put back together, in UTF-16 code units: a longer one (a hostile peer's
 * endless pieces) is dropped as it comes and handed on empty, which the app refuses. */
const MOST = 4 * 1024 * 1024;
/** How often the camera's frames are read, in milliseconds. */
const SCAN_MS = 200;
/** The largest side of the frame given to the wasm's QR reader, in pixels. */
const SCAN_SIDE = 640;

let wasm = null;
let loading = null;

/** Loads the link wasm (public/link/link.wasm) once; every other function waits for it. */
export async function ready() {
  loading ??= (async () => {
    const response = await fetch(new URL('./link.wasm', import.meta.url));
    if (!response.ok) throw new Error('no-link-wasm');
    const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), {});
    wasm = instance.exports;
  })();
  loading.catch(() => { loading = null; });
  return loading;
}

/** Calls a wasm export on `input` (bytes or text) through the exchange buffer (crates/link
 * src/ffi.rs); throws an Error whose message is the wasm's error code. */
function call(name, input, ...args) {
  if (!wasm) throw new Error('not-ready');
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  const at = wasm.buffer(bytes.length);
  new Uint8Array(wasm.memory.buffer, at, bytes.length).set(bytes);
  const result = wasm[name](...args);
  const length = Math.abs(result);
  // (Each call may grow the memory, which detaches the old `memory.buffer`: read it after.)
  const from = wasm.buffer(length);
  const output = new Uint8Array(wasm.memory.buffer, from, length).slice();
  if (result < 0) throw new Error(new TextDecoder().decode(output));
  return output;
}

/** A browser's SDP as a short base32 code. */
export function pack(sdp) {
  return new TextDecoder().decode(call('pack', sdp));
}

/** A code back to `{ type: 'offer' | 'answer', sdp }`; throws Error('bad-code') on any fault. */
export function unpack(code) {
  let sdp;
  try {
    sdp = new TextDecoder().decode(call('unpack', String(code).trim()));
  } catch (error) {
    if (error.message === 'not-ready') throw error;
    throw new Error('bad-code');
  }
  return { type: sdp.includes('a=setup:actpass') ? 'offer' : 'answer', sdp };
}

/** The QR code of `text` as an SVG string (after ready()). */
export function qrSvg(text) {
  return new TextDecoder().decode(call('qr_svg', text));
}

/** The QR code of `text` as `{ width, modules }`: one byte a module, 1 dark, row by row,
 * without the quiet zone (after ready()). */
export function qrMatrix(text) {
  const modules = call('qr_matrix', text);
  return { width: Math.round(Math.sqrt(modules.length)), modules };
}

/** The text of a QR code in a grayscale image (one byte a pixel), or '' (after ready()). */
export function qrRead(luma, width, height) {
  return new TextDecoder().decode(call('qr_read', luma, width, height));
}

/** The URL a phone opens to join: this page with the offer in its fragment. */
function joinUrl(code) {
  return `${location.origin}${location.pathname}#join=${code}`;
}

/**
 * Whether this browser can connect devices at all: WebRTC's peer connections are missing from
 * some builds (Debian's WebKitGTK) and removed by some privacy settings.
 */
export function canConnect() {
  return typeof globalThis.RTCPeerConnection === 'function';
}

/** A peer connection and its negotiated channel (Error 'no-webrtc' without WebRTC). */
function connection(stun) {
  if (!canConnect()) throw new Error('no-webrtc');
  const pc = new RTCPeerConnection({ iceServers: stun ? [{ urls: 'stun:stun.l.google.com:19302' }] : [] });
  const dc = pc.createDataChannel(LABEL, { negotiated: true, id: 0, ordered: true });
  return { pc, dc };
}

/** The local description once ICE gathering is complete (or after GATHER_MS), packed. */
async function gathered(pc) {
  if (pc.iceGatheringState !== 'complete') {
    await new Promise((done) => {
      const timer = setTimeout(done, GATHER_MS);
      pc.addEventListener('icegatheringstatechange', () => {
        if (pc.iceGatheringState === 'complete') {
          clearTimeout(timer);
          done();
        }
      });
    });
  }
  return pack(pc.localDescription.sdp);
}

/** Resolves with the Channel once `dc` opens; rejects with 'timeout' after `ms`, 'failed', or
 * 'cancelled' when `pc.cancel()` is called first. */
function opened(pc, dc, ms) {
  return new Promise((resolve, reject) => {
    const fail = (code) => {
      clearTimeout(timer);
      pc.close();
      reject(new Error(code));
    };
    pc.cancel = () => fail('cancelled');
    const timer = setTimeout(() => fail('timeout'), ms);
    const watch = () => {
      if (pc.connectionState === 'failed') fail('failed');
    };
    pc.addEventListener('connectionstatechange', watch);
    const open = () => {
      clearTimeout(timer);
      pc.cancel = null;
      pc.removeEventListener('connectionstatechange', watch);
      resolve(channel(pc, dc));
    };
    if (dc.readyState === 'open') open();
    else dc.addEventListener('open', open, { once: true });
  });
}

/**
 * The open channel: `send(text)`, `onMessage(cb)`, `onClose(cb)`, `close()`, `open`. Long
 * messages travel in pieces of at most CHUNK code units, each prefixed '+' (more follows) or
 * '.' (the last), and are put back together (up to MOST) before `onMessage` sees them; messages that come
 * before `onMessage` is called wait for it. `close()` sends '!' so that the other side closes
 * at once; a side that vanishes is seen when it leaves '?' unanswered for SILENT_MS, or its
 * connection fails or stays disconnected.
 */
function channel(pc, dc) {
  let receive = null;
  let closed = false;
  let pending = '';
  let disconnected = null;
  let heard = Date.now();
  let answers = false;
  const waiting = [];
  const closers = [];
  const finish = () => {
    if (closed) return;
    closed = true;
    clearTimeout(disconnected);
    clearInterval(beat);
    document.removeEventListener('visibilitychange', awake);
    for (const cb of closers) cb();
  };
  // A hidden page's timers may wait a minute: it judges no silence, and starts counting again
  // when it shows.
  const awake = () => {
    heard = Date.now();
  };
  document.addEventListener('visibilitychange', awake);
  // An older peer never answers '?': it is then watched through its connection only.
  const beat = setInterval(() => {
    if (answers && !document.hidden && Date.now() - heard > SILENT_MS) {
      pc.close();
      finish();
    } else if (dc.readyState === 'open') dc.send('?');
  }, BEAT_MS);
  dc.addEventListener('message', (event) => {
    const data = String(event.data);
    heard = Date.now();
    if (data === '!') {
      pc.close();
      finish();
      return;
    }
    if (data === '?' || data === '~') {
      answers ||= data === '~';
      if (data === '?' && dc.readyState === 'open') dc.send('~');
      return;
    }
    if (pending !== null) pending += data.slice(1);
    if (pending !== null && pending.length > MOST) pending = null;
    if (data[0] !== '.') return;
    const message = pending ?? '';
    pending = '';
    if (receive) receive(message);
    else waiting.push(message);
  });
  dc.addEventListener('close', finish);
  pc.addEventListener('connectionstatechange', () => {
    const state = pc.connectionState;
    if (state === 'failed' || state === 'closed') finish();
    else if (state === 'disconnected') disconnected ??= setTimeout(finish, DISCONNECTED_MS);
    else {
      clearTimeout(disconnected);
      disconnected = null;
    }
  });
  return {
    send(text) {
      if (closed || dc.readyState !== 'open') throw new Error('closed');
      const message = String(text);
      let at = 0;
      do {
        let end = Math.min(at + CHUNK, message.length);
        // Never split a surrogate pair between two pieces.
        const last = message.charCodeAt(end - 1);
        if (end < message.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
        dc.send((end < message.length ? '+' : '.') + message.slice(at, end));
        at = end;
      } while (at < message.length);
    },
    onMessage(cb) {
      receive = cb;
      while (waiting.length) cb(waiting.shift());
    },
    onClose(cb) {
      if (closed) cb();
      else closers.push(cb);
    },
    close() {
      // A goodbye first: the other side hears of it at once, not after the connection fails.
      if (dc.readyState === 'open') dc.send('!');
      finish();
      setTimeout(() => pc.close(), 200);
    },
    get open() {
      return !closed && dc.readyState === 'open';
    },
  };
}

/** Gives up a connection that is not open yet: its pending promise rejects with 'cancelled'. */
function cancel(pc) {
  if (pc.cancel) pc.cancel();
  else if (pc.connectionState !== 'connected') pc.close();
}

/**
 * The host's side, one call per seat: `{ code, svg, accept, cancel }`, `code` the packed offer,
 * `svg` the QR code of the join URL, `accept(answerCode)` resolving with the open Channel
 * (rejecting with Error 'no-webrtc', 'bad-code', 'timeout', 'failed' or 'cancelled'), `cancel()` closing the
 * connection of a seat given up (an open channel is closed with its own `close()`).
 */
export async function invite({ stun = false } = {}) {
  await ready();
  const { pc, dc } = connection(stun);
  await pc.setLocalDescription(await pc.createOffer());
  const code = await gathered(pc);
  const svg = qrSvg(joinUrl(code));
  const accept = async (answerCode) => {
    const { type, sdp } = unpack(answerCode);
    if (type !== 'answer') throw new Error('bad-code');
    try {
      await pc.setRemoteDescription({ type: 'answer', sdp });
    } catch {
      throw new Error('bad-code');
    }
    return opened(pc, dc, ACCEPT_MS);
  };
  // (An addition: a seat given up closes its connection.)
  return { code, svg, accept, cancel: () => cancel(pc) };
}

/**
 * The phone's side: `{ code, svg, connected, cancel }`, `code` the packed answer to
 * `offerCode`, `svg` its QR code, `connected` a Promise of the open Channel, `cancel()` closing
 * the connection. Rejects with Error('bad-code') when the offer is not one.
 */
export async function answer(offerCode, { stun = false } = {}) {
  await ready();
  const { type, sdp } = unpack(offerCode);
  if (type !== 'offer') throw new Error('bad-code');
  const { pc, dc } = connection(stun);
  try {
    await pc.setRemoteDescription({ type: 'offer', sdp });
  } catch {
    pc.close();
    throw new Error('bad-code');
  }
  await pc.setLocalDescription(await pc.createAnswer());
  const code = await gathered(pc);
  const connected = opened(pc, dc, CONNECT_MS);
  connected.catch(() => {});
  return { code, svg: qrSvg(code), connected, cancel: () => cancel(pc) };
}

let scanning = null;

/** Stops the camera a scan() opened, removes its video and rejects it with Error('stopped'). */
export function stopScan() {
  scanning?.('stopped');
}

/**
 * Opens the back camera in a <video> inside `parent`, reads ~5 frames a second (the browser's
 * BarcodeDetector when it reads QR codes, else the wasm's reader) and resolves with the first
 * QR code's text (the part after '#join=' for a join URL); the camera stops and the video goes.
 * Rejects with Error('no-camera') without a camera or permission.
 */
export async function scan(parent) {
  stopScan();
  let stream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  } catch {
    throw new Error('no-camera');
  }
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.setAttribute('playsinline', '');
  video.srcObject = stream;
  parent.append(video);
  let detector = null;
  try {
    if ('BarcodeDetector' in window && (await BarcodeDetector.getSupportedFormats()).includes('qr_code')) {
      detector = new BarcodeDetector({ formats: ['qr_code'] });
    }
  } catch {
    detector = null;
  }
  return new Promise((resolve, reject) => {
    let timer = null;
    let done = false;
    const end = (error, text) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      scanning = null;
      for (const track of stream.getTracks()) track.stop();
      video.remove();
      if (error) reject(new Error(error));
      else resolve(text.includes('#join=') ? text.slice(text.indexOf('#join=') + 6) : text);
    };
    scanning = end;
    video.play().catch(() => {});
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const tick = async () => {
      if (done) return;
      try {
        let text = '';
        if (video.readyState >= 2 && video.videoWidth > 0) {
          if (detector) {
            text = (await detector.detect(video))[0]?.rawValue ?? '';
          } else {
            await ready();
            const scale = Math.min(1, SCAN_SIDE / Math.max(video.videoWidth, video.videoHeight));
            const width = Math.round(video.videoWidth * scale);
            const height = Math.round(video.videoHeight * scale);
            canvas.width = width;
            canvas.height = height;
            context.drawImage(video, 0, 0, width, height);
            const rgba = context.getImageData(0, 0, width, height).data;
            const luma = new Uint8Array(width * height);
            for (let i = 0; i < luma.length; i += 1) {
              luma[i] = (rgba[4 * i] * 77 + rgba[4 * i + 1] * 150 + rgba[4 * i + 2] * 29) >> 8;
            }
            text = qrRead(luma, width, height);
          }
        }
        if (text) return end(null, text);
      } catch {
        // A frame that cannot be read: try the next.
      }
      if (!done) timer = setTimeout(tick, SCAN_MS);
    };
    tick();
  });
}
