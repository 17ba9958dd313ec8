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

/** The screens' words, in English and French (French typography: thin spaces before ? : !). */
const WORDS = {
  en: {
    phones: 'Phones', close: 'Close', here: (n) => `${n} plays here`, joined: (n) => `${n} plays on their phone`,
    waiting: (n) => `Waiting for ${n}'s phone`, add: 'Add a phone', again: 'New code', playHere: 'Play here',
    scanToPlay: (n) => `Scan to play as ${n}`, preparing: 'Preparing the code…',
    copy: 'Copy', copied: 'Copied', pasteInvite: 'Paste the host\u2019s code here',
    aim: 'Open the phone\u2019s camera on this code. Or send the code:', inviteCode: 'Invitation code',
    then: 'Then the phone\u2019s answer', scanAnswer: 'Scan the phone\u2019s code', answerCode: 'The phone\u2019s answer',
    paste: '…or paste its answer here', connect: 'Connect', connecting: 'Connecting…', qrInvite: 'QR code of the invitation',
    join: 'Join a table', scanHost: 'Scan the code the host shows for your seat, or paste it.',
    scanInvite: 'Scan the host\u2019s code', hostCode: 'The host\u2019s code', joinButton: 'Join',
    preparingAnswer: 'Preparing your answer…', showHost: 'Show this code to the host: it scans it, and your seat opens here.',
    noCamera: 'No camera on the host? Send it this code:', yourAnswer: 'Your answer', qrAnswer: 'QR code of your answer',
    problems: {
      'bad-code': 'That code is not a Lamorisse invitation or answer.',
      timeout: 'The other device did not answer in time. Are both on the same Wi-Fi?',
      'no-camera': 'No camera here, or it is not allowed: paste the code instead.',
      other: 'The devices could not connect. Try a new code.',
      'no-webrtc': 'This browser cannot connect devices: it has no WebRTC (some browsers and privacy settings '
        + 'remove it). Play everyone on this device, or open Lamorisse in Firefox, Chrome or Safari to play on phones.',
    },
  },
  fr: {
    phones: 'Téléphones', close: 'Fermer', here: (n) => `${n} joue ici`, joined: (n) => `${n} joue sur son téléphone`,
    waiting: (n) => `En attente du téléphone de ${n}`, add: 'Ajouter un téléphone', again: 'Nouveau code', playHere: 'Jouer ici',
    // « en tant qu'Ada », « en tant que Bruno ».
    scanToPlay: (n) => `Scannez pour jouer en tant ${/^[aeiouyàâéèêîïôû]/i.test(n) ? 'qu\u2019' : 'que '}${n}`,
    preparing: 'Préparation du code…', copy: 'Copier', copied: 'Copié', pasteInvite: 'Collez ici le code de l\u2019hôte',
    aim: 'Visez ce code avec l\u2019appareil photo du téléphone, ou envoyez le code\u202f:', inviteCode: 'Code d\u2019invitation',
    then: 'Puis la réponse du téléphone', scanAnswer: 'Scanner le code du téléphone', answerCode: 'La réponse du téléphone',
    paste: '…ou collez sa réponse ici', connect: 'Connecter', connecting: 'Connexion…', qrInvite: 'QR code de l\u2019invitation',
    join: 'Rejoindre une table', scanHost: 'Scannez le code que l\u2019hôte montre pour votre place, ou collez-le.',
    scanInvite: 'Scanner le code de l\u2019hôte', hostCode: 'Le code de l\u2019hôte', joinButton: 'Rejoindre',
    preparingAnswer: 'Préparation de votre réponse…', showHost: 'Montrez ce code à l\u2019hôte\u202f: il le scanne, et votre place s\u2019ouvre ici.',
    noCamera: 'Pas de caméra sur l\u2019hôte\u202f? Envoyez-lui ce code\u202f:', yourAnswer: 'Votre réponse', qrAnswer: 'QR code de votre réponse',
    problems: {
      'bad-code': 'Ce code n\u2019est ni une invitation ni une réponse de Lamorisse.',
      timeout: 'L\u2019autre appareil n\u2019a pas répondu à temps. Les deux sont-ils sur le même Wi-Fi\u202f?',
      'no-camera': 'Pas de caméra ici, ou elle n\u2019est pas autorisée\u202f: collez plutôt le code.',
      other: 'Les appareils n\u2019ont pas pu se connecter. Essayez un nouveau code.',
      'no-webrtc': 'Ce navigateur ne peut pas relier des appareils\u202f: il lui manque WebRTC (certains navigateurs et '
        + 'réglages de confidentialité le retirent). Jouez tous sur cet appareil, ou ouvrez Lamorisse dans Firefox, '
        + 'Chrome ou Safari pour jouer sur des téléphones.',
    },
  },
};

/** The words of `lang`. */
const words = (lang) => WORDS[lang] ?? WORDS.en;

/** A problem's sentence. */
const problem = (w, error) => w.problems[error?.message] ?? w.problems.other;

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
function codeField(w, code, label, testid) {
  const field = el('textarea', { class: 'code', readonly: true, rows: 4, 'aria-label': label, testid, onfocus: (e) => e.target.select() });
  field.value = code;
  const copy = el('button', { testid: `${testid}-copy`, onclick: async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      field.focus();
      document.execCommand?.('copy');
    }
    copy.textContent = w.copied;
  } }, w.copy);
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
 * `{ lang, seats: [{ seat, name, phone: 'here'|'joined'|'waiting' }], inviting, stun }`
 * (`inviting`: the seat whose invitation is open, or null); `handle(what, seat, channel)` hears
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
  const w = words(state.lang);
  stopScan();
  dialog?.remove();
  const list = el('ul', {}, ...state.seats.map(({ seat, name, phone }) => el('li', { class: 'phone-row', testid: `phone-${seat}` },
    el('span', {}, phone === 'joined' ? w.joined(name) : phone === 'waiting' ? w.waiting(name) : w.here(name)),
    phone === 'joined' ? null : el('button', { testid: `add-phone-${seat}`, onclick: () => handlers.inviting(seat) }, phone === 'waiting' ? w.again : w.add),
    phone === 'here' ? null : el('button', { testid: `play-here-${seat}`, onclick: () => handlers.playHere(seat) }, w.playHere))));
  // Without WebRTC no invitation is offered: the dialog says so plainly (docs/multi-device.md).
  const seat = canConnect() ? state.seats.find((s) => s.seat === state.inviting) : undefined;
  const body = seat ? invitation(w, seat, state.stun, handlers)
    : [el('h2', {}, w.phones), canConnect() ? list : el('p', { role: 'alert', testid: 'no-webrtc' }, w.problems['no-webrtc'])];
  dialog = el('div', { class: `overlay invitation${seat ? ' inviting' : ''}`, role: 'dialog', 'aria-modal': 'true', 'aria-label': seat ? w.scanToPlay(seat.name) : w.phones, testid: seat ? 'invitation' : 'phones-dialog' },
    ...body,
    el('div', { class: 'actions' }, el('button', { testid: 'close-invitation', onclick: () => (seat ? handlers.inviting(null) : handlers.closed()) }, w.close)));
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
function invitation(w, { seat, name }, stun, handlers) {
  const status = el('p', { role: 'status' }, w.preparing);
  const code = el('div', { class: 'invite-code' }, status);
  const camera = el('div', { class: 'camera' });
  const answerField = el('textarea', { class: 'code', testid: 'answer-code', 'aria-label': w.answerCode, placeholder: w.paste });
  const alert = el('p', { role: 'alert', testid: 'phones-problem' });
  let pending = invitations.get(seat);
  if (!pending) {
    pending = invite({ stun });
    invitations.set(seat, pending);
    pending.catch(() => invitations.delete(seat));
  }
  pending.then(({ code: text, svg }) => {
    code.replaceChildren(qr(svg, w.qrInvite, 'invite-qr'), el('p', { class: 'hint' }, w.aim), codeField(w, text, w.inviteCode, 'invite-code'));
  }, (error) => { alert.textContent = problem(w, error); });
  const connect = async (text) => {
    if (!text.trim()) return;
    alert.textContent = '';
    status.textContent = w.connecting;
    try {
      const offer = await pending;
      const channel = kept(await offer.accept(text.trim()));
      invitations.delete(seat);
      handlers.joined(seat, channel);
    } catch (error) {
      alert.textContent = problem(w, error);
      invitations.delete(seat);
    }
  };
  const connectButton = el('button', { class: 'primary', testid: 'connect-phone', onclick: () => connect(answerField.value) }, w.connect);
  const scanButton = el('button', { testid: 'scan-answer', onclick: async () => {
    scanButton.disabled = true;
    try {
      const text = await scan(camera);
      answerField.value = text;
      await connect(text);
    } catch (error) {
      if (error?.message !== 'stopped') alert.textContent = problem(w, error);
    }
    scanButton.disabled = false;
  } }, w.scanAnswer);
  return [el('h2', {}, w.scanToPlay(name)), code, el('h3', {}, w.then), camera, scanButton, answerField, connectButton, alert];
}

/**
 * A phone's joining screen inside `parent`: the host's code (`code`, else scanned or pasted),
 * then the phone's answer to show; once the host has taken it, calls `joined` with the open
 * Channel and resolves with it.
 */
export function join(parent, { lang, code, stun = false }, joined) {
  const w = words(lang);
  return new Promise((resolve) => {
    if (!canConnect()) {
      parent.replaceChildren(el('h2', {}, w.join), el('p', { role: 'alert', testid: 'no-webrtc' }, w.problems['no-webrtc']));
      return;
    }
    const camera = el('div', { class: 'camera' });
    const pasted = el('textarea', { class: 'code', testid: 'invite-paste', 'aria-label': w.hostCode, placeholder: w.pasteInvite });
    const alert = el('p', { role: 'alert', testid: 'join-failed' });
    const start = async (text) => {
      const offer = text.split('#join=').pop().trim();
      if (!offer) return;
      stopScan();
      parent.replaceChildren(el('h2', {}, w.join), el('p', { role: 'status' }, w.preparingAnswer));
      try {
        const reply = await answer(offer, { stun });
        parent.replaceChildren(el('h2', {}, w.join), el('p', {}, w.showHost), qr(reply.svg, w.qrAnswer, 'answer-qr'),
          el('p', { class: 'hint' }, w.noCamera), codeField(w, reply.code, w.yourAnswer, 'join-answer'));
        const channel = kept(await reply.connected);
        joined?.(channel);
        resolve(channel);
      } catch (error) {
        ask(problem(w, error));
      }
    };
    const scanButton = el('button', { class: 'primary', testid: 'scan-invite', onclick: async () => {
      scanButton.disabled = true;
      try {
        await start(await scan(camera));
      } catch (error) {
        if (error?.message !== 'stopped') alert.textContent = problem(w, error);
      }
      scanButton.disabled = false;
    } }, w.scanInvite);
    const ask = (trouble = '') => {
      alert.textContent = trouble;
      parent.replaceChildren(el('h2', {}, w.join), el('p', {}, w.scanHost), camera, scanButton, pasted,
        el('button', { testid: 'join-pasted', onclick: () => start(pasted.value) }, w.joinButton), alert);
    };
    if (code) start(code);
    else ask();
  });
}

/** The questions to a defender (RULINGS R5's dice, 003's potion), in English and French. */
const QUESTIONS = {
  en: {
    attacks: (q) => `${q.attacker} attacks ${q.to} from ${q.from} with ${q.dice} ${q.dice === 1 ? 'die' : 'dice'}.`,
    ask: (q) => (q.named ? `${q.who}, how many dice do you defend with?` : 'How many dice do you defend with?'),
    dice: (n) => (n === 1 ? '1 die' : `${n} dice`), label: 'The defender\u2019s dice', group: 'Defend with',
    'waiting-guard': (q) => `${q.who} is deciding on their phone whether to play a defence potion…`,
    'waiting-dice': (q) => `${q.who} is choosing their defence dice on their phone…`,
    goOn: 'Go on without them',
    waits: 'The game waits for your answer.',
  },
  fr: {
    attacks: (q) => `${q.attacker} attaque ${q.to} depuis ${q.from} avec ${q.dice} dé${q.dice === 1 ? '' : 's'}.`,
    ask: (q) => `${q.named ? `${q.who}, a` : 'A'}vec combien de dés défendez-vous\u202f?`,
    dice: (n) => `${n} dé${n === 1 ? '' : 's'}`, label: 'Les dés du défenseur', group: 'Défendre avec',
    'waiting-guard': (q) => `${q.who} choisit sur son téléphone s\u2019il joue une potion de défense…`,
    'waiting-dice': (q) => `${q.who} choisit ses dés de défense sur son téléphone…`,
    goOn: 'Continuer sans attendre',
    waits: 'La partie attend votre réponse.',
  },
};

let questionNode = null;

/**
 * The question open for a defender, drawn anew from `json` at each call (`null`: none):
 * `{ lang, kind, who, attacker, from, to, dice, two, gone, named }`; `kind` is 'dice' (the
 * defender chooses here: `handle(1)` or `handle(2)`), or at the host 'waiting-guard' /
 * 'waiting-dice' while they answer on their phone (`handle(0)` goes on when it is `gone`).
 */
export function question(json, handle) {
  questionNode?.remove();
  questionNode = null;
  const q = json && JSON.parse(json);
  if (!q) return;
  const w = QUESTIONS[q.lang] ?? QUESTIONS.en;
  if (q.kind === 'dice') {
    const choice = (n) => el('button', { testid: `phone-defend-${n}`, disabled: n === 2 && !q.two, onclick: () => handle(n) }, w.dice(n));
    questionNode = el('div', { class: 'overlay guard-question link-question', role: 'dialog', 'aria-modal': 'true', 'aria-label': w.label, testid: 'phone-defence' },
      el('p', {}, w.attacks(q)), el('p', {}, w.ask(q)), el('p', { testid: 'guard-wait' }, w.waits),
      el('div', { class: 'choice', role: 'group', 'aria-label': w.group }, choice(1), choice(2)));
  } else {
    questionNode = el('div', { class: 'update-bar guard-waiting', role: 'status', testid: 'guard-waiting' },
      el('span', {}, w[q.kind](q)),
      q.gone ? el('button', { testid: 'guard-skip', onclick: () => handle(0) }, w.goOn) : null);
  }
  document.body.append(questionNode);
}

/** Forgets the invitations not yet answered (a new game, or the table left). */
export function forget() {
  invitations = new Map();
  close();
}

/** The phone's notices, in English and French. */
const NOTICES = {
  en: {
    lost: 'The host is out of reach. Ask it for a new code for your seat.', again: 'Join again',
    'not-your-move': 'It is not your turn yet.', stale: 'The table moved on meanwhile: look again.',
    version: 'This phone and the host run different versions of Lamorisse: reload both.',
    'no-undo': 'Nothing to take back.', unreadable: 'The host could not read that.',
  },
  fr: {
    lost: 'L\u2019hôte est hors de portée. Demandez-lui un nouveau code pour votre place.', again: 'Rejoindre à nouveau',
    'not-your-move': 'Ce n\u2019est pas encore votre tour.', stale: 'La table a avancé entre-temps\u202f: regardez à nouveau.',
    version: 'Ce téléphone et l\u2019hôte n\u2019ont pas la même version de Lamorisse\u202f: rechargez les deux.',
    'no-undo': 'Rien à annuler.', unreadable: 'L\u2019hôte n\u2019a pas pu lire cela.',
  },
};

/**
 * A notice on a phone: 'lost' (the host out of reach, with a button back to the joining
 * screen) stays; a refusal fades after four seconds.
 */
export function notice(kind, lang) {
  const n = NOTICES[lang] ?? NOTICES.en;
  const lost = kind === 'lost';
  const old = document.querySelector(lost ? '[data-testid="phone-lost"]' : '[data-testid="phone-refused"]');
  (old?.parentElement?.classList.contains('link-lost-cover') ? old.parentElement : old)?.remove();
  const node = el('div', { class: `notice link-notice${lost ? '' : ' toast'}`, role: 'alert', testid: lost ? 'phone-lost' : 'phone-refused' },
    el('p', {}, n[kind] ?? n.unreadable),
    lost ? el('button', { class: 'primary', onclick: () => { location.replace(`${location.pathname}#join`); location.reload(); } }, n.again) : null);
  // Lost, the table behind is stale: the notice covers it, so nothing is tapped in vain.
  document.body.append(lost ? el('div', { class: 'link-lost-cover' }, node) : node);
  if (!lost) setTimeout(() => node.remove(), 4000);
}
