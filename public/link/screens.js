// The screens of playing across devices (issue 38), drawn by this on-demand module rather than
// by the app's wasm, so they weigh nothing in the first load (docs/multi-device.md "Sizes"):
// the host's Phones dialog (each person's seat, its invitation's QR code and code, the phone's
// answer scanned or pasted) and a phone's joining screen (the host's code scanned or pasted,
// then the phone's answer). The app's wasm keeps the game: it tells this module what to show
// and hears back through the handlers it passes. Loaded by index.html's lamorisseLink().

import { answer, canConnect, invite, ready, scan, stopScan } from './link.js';

export { ready };

// The screens' own styles, loaded with them (the page's policy allows the app's own files).
document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: new URL('./screens.css', import.meta.url).href }));

/** Every channel opened through these screens (the browser tests send hostile messages on them). */
export const openChannels = new Set();

/**
 * The screens' words: `say(id, args)` gives the message `id` of the catalogs
 * (`public/locales/<code>/devices.ftl`, `link-*`) in the player's language, `args` its
 * variables. The page hands it over with `useWords` right after importing this module; until
 * then a message is its id.
 */
let say = (id) => id;

/** Takes the page's `say(id, args)` (formats a message of the catalogs in the player's language). */
export function useWords(given) {
  say = (id, args = {}) => {
    try {
      return given(id, args) ?? id;
    } catch {
      return id;
    }
  };
}

/** The problems the link names (`link-problem-<name>`); any other is 'other'. */
const PROBLEMS = new Set(['bad-code', 'timeout', 'no-camera', 'no-webrtc', 'other']);

/** A problem's sentence. */
const problem = (error) => say(`link-problem-${PROBLEMS.has(error?.message) ? error.message : 'other'}`);

/** An element with attributes and children (strings become text). */
function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
    else if (name === 'testid') node.dataset.testid = value;
    else node.setAttribute(name, value === true ? '' : value);
  }
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

/** A QR code's SVG in a white frame, with an accessible name. */
function qr(svg, label, testid) {
  const frame = el('div', { class: 'qr', role: 'img', 'aria-label': label, testid });
  frame.innerHTML = svg;
  return frame;
}

/** A read-only field holding a code to copy (selected on focus), with a Copy button. */
function codeField(code, label, testid) {
  const field = el('textarea', { class: 'code', readonly: true, rows: 4, 'aria-label': label, testid, onfocus: (e) => e.target.select() });
  field.value = code;
  const copy = el('button', { testid: `${testid}-copy`, onclick: async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      field.focus();
      document.execCommand?.('copy');
    }
    copy.textContent = say('link-copied');
  } }, say('link-copy'));
  return el('div', { class: 'code-box' }, field, copy);
}

/** Keeps a channel in `openChannels` while it is open. */
function kept(channel) {
  openChannels.add(channel);
  channel.onClose(() => openChannels.delete(channel));
  return channel;
}

let dialog = null;
let invitations = new Map();

/**
 * The host's Phones dialog over the whole page, drawn anew from `json` at each call:
 * `{ seats: [{ seat, name, phone: 'here'|'joined'|'waiting' }], inviting, stun }`
 * (`inviting`: the seat whose invitation is open, or null; a `lang` is not read: the words are
 * the page's `say`); `handle(what, seat, channel)` hears
 * back: 'joined' (a phone's open channel), 'here' (the seat played here again), 'inviting'
 * (a seat's invitation opened, or -1 to close it), 'closed'. An invitation is made here, and its answer taken here;
 * the open channel goes to `joined`.
 */
export function phones(json, handle) {
  const state = JSON.parse(json);
  const handlers = {
    joined: (seat, channel) => handle('joined', seat, channel),
    playHere: (seat) => handle('here', seat, null),
    inviting: (seat) => handle('inviting', seat ?? -1, null),
    closed: () => handle('closed', -1, null),
  };
  stopScan();
  dialog?.remove();
  const list = el('ul', {}, ...state.seats.map(({ seat, name, phone }) => el('li', { class: 'phone-row', testid: `phone-${seat}` },
    el('span', {}, say(phone === 'joined' ? 'link-joined' : phone === 'waiting' ? 'link-waiting' : 'link-here', { name })),
    phone === 'joined' ? null : el('button', { testid: `add-phone-${seat}`, onclick: () => handlers.inviting(seat) }, say(phone === 'waiting' ? 'link-new-code' : 'link-add')),
    phone === 'here' ? null : el('button', { testid: `play-here-${seat}`, onclick: () => handlers.playHere(seat) }, say('link-play-here')))));
  // Without WebRTC no invitation is offered: the dialog says so plainly (docs/multi-device.md).
  const seat = canConnect() ? state.seats.find((s) => s.seat === state.inviting) : undefined;
  const body = seat ? invitation(seat, state.stun, handlers)
    : [el('h2', {}, say('link-phones')), canConnect() ? list : el('p', { role: 'alert', testid: 'no-webrtc' }, say('link-problem-no-webrtc'))];
  dialog = el('div', { class: `overlay invitation${seat ? ' inviting' : ''}`, role: 'dialog', 'aria-modal': 'true', 'aria-label': seat ? say('link-scan-to-play', { name: seat.name }) : say('link-phones'), testid: seat ? 'invitation' : 'phones-dialog' },
    ...body,
    el('div', { class: 'actions' }, el('button', { testid: 'close-invitation', onclick: () => (seat ? handlers.inviting(null) : handlers.closed()) }, say('link-close'))));
  document.body.append(dialog);
  return { close };
}

/** Closes the Phones dialog (and its camera). */
export function close() {
  stopScan();
  dialog?.remove();
  dialog = null;
}

/** The invitation of one seat: its QR code and code, then the phone's answer. */
function invitation({ seat, name }, stun, handlers) {
  const status = el('p', { role: 'status' }, say('link-preparing'));
  const code = el('div', { class: 'invite-code' }, status);
  const camera = el('div', { class: 'camera' });
  const answerField = el('textarea', { class: 'code', testid: 'answer-code', 'aria-label': say('link-answer-code'), placeholder: say('link-paste-answer') });
  const alert = el('p', { role: 'alert', testid: 'phones-problem' });
  let pending = invitations.get(seat);
  if (!pending) {
    pending = invite({ stun });
    invitations.set(seat, pending);
    pending.catch(() => invitations.delete(seat));
  }
  pending.then(({ code: text, svg }) => {
    code.replaceChildren(qr(svg, say('link-qr-invite'), 'invite-qr'), el('p', { class: 'hint' }, say('link-aim')), codeField(text, say('link-invite-code'), 'invite-code'));
  }, (error) => { alert.textContent = problem(error); });
  const connect = async (text) => {
    if (!text.trim()) return;
    alert.textContent = '';
    status.textContent = say('link-connecting');
    try {
      const offer = await pending;
      const channel = kept(await offer.accept(text.trim()));
      invitations.delete(seat);
      handlers.joined(seat, channel);
    } catch (error) {
      alert.textContent = problem(error);
      invitations.delete(seat);
    }
  };
  const connectButton = el('button', { class: 'primary', testid: 'connect-phone', onclick: () => connect(answerField.value) }, say('link-connect'));
  const scanButton = el('button', { testid: 'scan-answer', onclick: async () => {
    scanButton.disabled = true;
    try {
      const text = await scan(camera);
      answerField.value = text;
      await connect(text);
    } catch (error) {
      if (error?.message !== 'stopped') alert.textContent = problem(error);
    }
    scanButton.disabled = false;
  } }, say('link-scan-answer'));
  return [el('h2', {}, say('link-scan-to-play', { name })), code, el('h3', {}, say('link-then')), camera, scanButton, answerField, connectButton, alert];
}

/**
 * A phone's joining screen inside `parent`: the host's code (`code`, else scanned or pasted),
 * then the phone's answer to show; once the host has taken it, calls `joined` with the open
 * Channel and resolves with it. (A `lang` in the options is not read: the words are the page's.)
 */
export function join(parent, { code, stun = false }, joined) {
  return new Promise((resolve) => {
    if (!canConnect()) {
      parent.replaceChildren(el('h2', {}, say('link-join')), el('p', { role: 'alert', testid: 'no-webrtc' }, say('link-problem-no-webrtc')));
      return;
    }
    const camera = el('div', { class: 'camera' });
    const pasted = el('textarea', { class: 'code', testid: 'invite-paste', 'aria-label': say('link-host-code'), placeholder: say('link-paste-invite') });
    const alert = el('p', { role: 'alert', testid: 'join-failed' });
    const start = async (text) => {
      const offer = text.split('#join=').pop().trim();
      if (!offer) return;
      stopScan();
      parent.replaceChildren(el('h2', {}, say('link-join')), el('p', { role: 'status' }, say('link-preparing-answer')));
      try {
        const reply = await answer(offer, { stun });
        parent.replaceChildren(el('h2', {}, say('link-join')), el('p', {}, say('link-show-host')), qr(reply.svg, say('link-qr-answer'), 'answer-qr'),
          el('p', { class: 'hint' }, say('link-no-camera')), codeField(reply.code, say('link-your-answer'), 'join-answer'));
        const channel = kept(await reply.connected);
        joined?.(channel);
        resolve(channel);
      } catch (error) {
        ask(problem(error));
      }
    };
    const scanButton = el('button', { class: 'primary', testid: 'scan-invite', onclick: async () => {
      scanButton.disabled = true;
      try {
        await start(await scan(camera));
      } catch (error) {
        if (error?.message !== 'stopped') alert.textContent = problem(error);
      }
      scanButton.disabled = false;
    } }, say('link-scan-invite'));
    // Nothing pasted: say where the code goes rather than do nothing.
    const joinPasted = () => {
      if (pasted.value.split('#join=').pop().trim()) {
        start(pasted.value);
        return;
      }
      alert.textContent = say('link-paste-first');
      pasted.focus();
    };
    const ask = (trouble = '') => {
      alert.textContent = trouble;
      parent.replaceChildren(el('h2', {}, say('link-join')), el('p', {}, say('link-scan-host')), camera, scanButton, pasted,
        el('button', { testid: 'join-pasted', onclick: () => joinPasted() }, say('link-join-button')), alert);
    };
    if (code) start(code);
    else ask();
  });
}

let questionNode = null;

/**
 * The question open for a defender, drawn anew from `json` at each call (`null`: none):
 * `{ kind, who, attacker, from, to, dice, two, gone, named }` (a `lang` is not read); `kind` is 'dice' (the
 * defender chooses here: `handle(1)` or `handle(2)`), or at the host 'waiting-guard' /
 * 'waiting-dice' while they answer on their phone (`handle(0)` goes on when it is `gone`).
 */
export function question(json, handle) {
  questionNode?.remove();
  questionNode = null;
  const q = json && JSON.parse(json);
  if (!q) return;
  if (q.kind === 'dice') {
    const choice = (n) => el('button', { testid: `phone-defend-${n}`, disabled: n === 2 && !q.two, onclick: () => handle(n) }, say('link-dice', { count: n }));
    const attack = say('link-attack', { attacker: q.attacker, to: q.to, from: q.from, dice: q.dice });
    const ask = q.named ? say('link-ask-named', { who: q.who }) : say('link-ask');
    questionNode = el('div', { class: 'overlay guard-question link-question', role: 'dialog', 'aria-modal': 'true', 'aria-label': say('link-dice-label'), testid: 'phone-defence' },
      el('p', {}, attack), el('p', {}, ask), el('p', { testid: 'guard-wait' }, say('link-waits')),
      el('div', { class: 'choice', role: 'group', 'aria-label': say('link-defend-with') }, choice(1), choice(2)));
  } else {
    questionNode = el('div', { class: 'update-bar guard-waiting', role: 'status', testid: 'guard-waiting' },
      el('span', {}, say(q.kind === 'waiting-dice' ? 'link-waiting-dice' : 'link-waiting-guard', { who: q.who })),
      q.gone ? el('button', { testid: 'guard-skip', onclick: () => handle(0) }, say('link-go-on')) : null);
  }
  document.body.append(questionNode);
}

/** Forgets the invitations not yet answered (a new game, or the table left). */
export function forget() {
  invitations = new Map();
  close();
}

/** The phone's notices (`link-<kind>`); any other kind is said as 'unreadable'. */
const NOTICE_KINDS = new Set(['lost', 'not-your-move', 'stale', 'version', 'no-undo', 'unreadable']);

/**
 * A notice on a phone: 'lost' (the host out of reach, with a button back to the joining
 * screen) stays; a refusal fades after four seconds.
 */
export function notice(kind) {
  const lost = kind === 'lost';
  const old = document.querySelector(lost ? '[data-testid="phone-lost"]' : '[data-testid="phone-refused"]');
  (old?.parentElement?.classList.contains('link-lost-cover') ? old.parentElement : old)?.remove();
  const node = el('div', { class: `notice link-notice${lost ? '' : ' toast'}`, role: 'alert', testid: lost ? 'phone-lost' : 'phone-refused' },
    el('p', {}, say(`link-${NOTICE_KINDS.has(kind) ? kind : 'unreadable'}`)),
    lost ? el('button', { class: 'primary', onclick: () => { location.replace(`${location.pathname}#join`); location.reload(); } }, say('link-join-again')) : null);
  // Lost, the table behind is stale: the notice covers it, so nothing is tapped in vain.
  document.body.append(lost ? el('div', { class: 'link-lost-cover' }, node) : node);
  if (!lost) setTimeout(() => node.remove(), 4000);
}
