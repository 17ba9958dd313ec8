// The Boards page (issue 40): the boards a player imported, each with a preview, and "Import a
// board" (a Domination-format map's files, or one zip of them). Drawn by this on-demand module
// rather than by the app's wasm, so it weighs nothing in the first load; the app hears back
// through the host it passes (register a board, forget one, the page closed). Loaded by
// index.html's lamorisseBoards(): docs/boards.md.

import { all, put, remove } from './store.js';

document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: new URL('./screens.css', import.meta.url).href }));

/** The page's words, in English and French (French typography: no-break spaces before ? : !). */
const WORDS = {
  en: {
    title: 'Boards', close: 'Close', import: 'Import a board',
    about: 'Lamorisse plays the world, Europe in 1810 and the Roman Empire. Add any board drawn for Domination: pick its .map file and the files it names (its .cards and pictures), or one .zip holding them.',
    reading: 'Reading the map…', none: 'No board imported yet.',
    ready: (name) => `“${name}” is ready: choose it in New game.`,
    refused: (why) => `This board was not imported. ${why}`,
    crashed: 'The files could not be read: they are damaged, or not a map.',
    tooLarge: 'These files are too large for a map.',
    quota: 'There is no room left on this device for this board: remove a board or a saved game first.',
    storage: 'This browser does not let Lamorisse keep boards (private browsing?).',
    size: (t, c) => `${t} ${t === 1 ? 'territory' : 'territories'} · ${c} ${c === 1 ? 'continent' : 'continents'}`,
    plays: (n) => `${n} ${n === 1 ? 'rule system' : 'rule systems'} fit it`,
    remove: 'Remove', confirm: 'Remove for good?', removed: (name) => `“${name}” was removed.`,
    withPicture: 'with its picture',
  },
  fr: {
    title: 'Plateaux', close: 'Fermer', import: 'Importer un plateau',
    about: 'Lamorisse joue le monde, l\u2019Europe de 1810 et l\u2019Empire romain. Ajoutez tout plateau dessiné pour Domination\u202f: choisissez son fichier .map et les fichiers qu\u2019il nomme (ses .cards et ses images), ou un seul .zip qui les contient.',
    reading: 'Lecture de la carte…', none: 'Aucun plateau importé pour l\u2019instant.',
    ready: (name) => `«\u202f${name}\u202f» est prêt\u202f: choisissez-le dans Nouvelle partie.`,
    refused: (why) => `Ce plateau n\u2019a pas été importé. ${why}`,
    crashed: 'Les fichiers n\u2019ont pas pu être lus\u202f: ils sont abîmés, ou ce n\u2019est pas une carte.',
    tooLarge: 'Ces fichiers sont trop grands pour une carte.',
    quota: 'Il n\u2019y a plus de place sur cet appareil pour ce plateau\u202f: retirez d\u2019abord un plateau ou une partie enregistrée.',
    storage: 'Ce navigateur ne permet pas à Lamorisse de garder des plateaux (navigation privée\u202f?).',
    size: (t, c) => `${t}\u00a0${t === 1 ? 'territoire' : 'territoires'} · ${c}\u00a0${c === 1 ? 'continent' : 'continents'}`,
    plays: (n) => `se joue avec ${n}\u00a0${n === 1 ? 'règle' : 'règles'}`,
    remove: 'Retirer', confirm: 'Retirer pour de bon\u202f?', removed: (name) => `«\u202f${name}\u202f» a été retiré.`,
    withPicture: 'avec son image',
  },
};

/** The words of `lang`. */
const words = (lang) => WORDS[lang] ?? WORDS.en;

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

/** A kept board's picture as a URL the page can show, or null. */
function pictureUrl(entry) {
  if (!entry.picture || !entry.pictureMime) return null;
  return URL.createObjectURL(new Blob([entry.picture], { type: entry.pictureMime }));
}

/** Makes every kept board known to the app (at start, when the page lists some). Returns how
 * many were. A board the app refuses (kept by an older version, damaged) is left out. */
export async function restore(host) {
  let entries = [];
  try {
    entries = await all();
  } catch {
    return 0;
  }
  let known = 0;
  for (const entry of entries) {
    if (!host.register(entry.board, entry.drawing, pictureUrl(entry))) known += 1;
  }
  return known;
}

/** Opens the Boards page over the app. */
export async function open(host) {
  const w = words(host.lang);
  document.querySelector('[data-testid="boards-page"]')?.remove();
  const status = el('p', { class: 'boards-status', role: 'status', 'aria-live': 'polite', testid: 'boards-status' });
  const list = el('ul', { class: 'boards-list', testid: 'boards-list' });
  const input = el('input', { type: 'file', multiple: true, class: 'visually-hidden', accept: '.map,.cards,.zip,.gif,.png,.jpg,.jpeg', testid: 'board-files' });
  const close = () => { page.remove(); host.closed(); };
  const page = el('div', { class: 'overlay boards-page', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'boards-title', testid: 'boards-page', onkeydown: (e) => { if (e.key === 'Escape') close(); } },
    el('div', { class: 'boards-card' },
      el('header', {}, el('h2', { id: 'boards-title' }, w.title), el('button', { type: 'button', testid: 'boards-close', onclick: close }, w.close)),
      el('p', { class: 'boards-about' }, w.about),
      el('label', { class: 'button primary import-board', testid: 'import-board' }, w.import, input),
      status,
      list));
  const say = (text, problem = false) => {
    status.textContent = text;
    status.classList.toggle('problem', problem);
  };
  const refresh = async () => {
    let entries = [];
    try {
      entries = await all();
    } catch {
      say(w.storage, true);
    }
    list.replaceChildren(...(entries.length ? entries.map((entry) => row(entry, w, host, say, refresh)) : [el('li', { class: 'empty' }, w.none)]));
  };
  input.addEventListener('change', async () => {
    const picked = [...input.files];
    input.value = '';
    if (picked.length) await importPicked(picked, w, host, say);
    await refresh();
  });
  document.body.append(page);
  page.querySelector('.import-board').focus();
  await refresh();
}

/** A kept board's line: its preview, name and size, and a Remove button that asks once. */
function row(entry, w, host, say, refresh) {
  const preview = el('img', { class: 'board-preview', alt: '', src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(entry.preview)}` });
  const removeButton = el('button', { type: 'button', testid: 'board-remove', 'aria-label': `${w.remove} ${entry.name}` }, w.remove);
  removeButton.addEventListener('click', async () => {
    if (removeButton.dataset.armed !== 'yes') {
      removeButton.dataset.armed = 'yes';
      removeButton.textContent = w.confirm;
      return;
    }
    try {
      await remove(entry.key);
      host.forget(entry.key);
      say(w.removed(entry.name));
    } catch {
      say(w.storage, true);
    }
    await refresh();
  });
  const size = w.size(entry.territories, entry.continents) + (entry.picture ? ` · ${w.withPicture}` : '');
  return el('li', { class: 'board-entry', testid: 'board-entry' }, preview,
    el('div', { class: 'board-words' }, el('strong', {}, entry.name), el('span', {}, size), el('span', {}, w.plays(entry.presets.length))),
    removeButton);
}

/** Imports the picked files: read, checked and traced by the wasm, made known to the app, then
 * kept; any refusal is said and nothing kept changes. */
async function importPicked(picked, w, host, say) {
  const total = picked.reduce((sum, f) => sum + f.size, 0);
  const { MOST_BYTES, importFiles } = await import('./boards.js');
  if (total > MOST_BYTES) return say(w.refused(w.tooLarge), true);
  say(w.reading);
  let imported;
  try {
    const files = await Promise.all(picked.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })));
    imported = await importFiles(files, host.lang);
  } catch (error) {
    return say(w.refused(error.message === 'crashed' || error.message === 'no-boards-wasm' ? w.crashed : error.message), true);
  }
  const { summary, board, drawing, picture } = imported;
  const entry = {
    key: summary.key, name: summary.name, territories: summary.territories, continents: summary.continents,
    presets: summary.presets, preview: summary.preview, board, drawing,
    picture: picture.length ? picture : null, pictureMime: summary.picture, added: Date.now(),
  };
  try {
    await put(entry);
  } catch (error) {
    return say(w.refused(error.message === 'quota' ? w.quota : w.storage), true);
  }
  const problem = host.register(board, drawing, pictureUrl(entry));
  if (problem) {
    await remove(entry.key).catch(() => {});
    return say(w.refused(w.crashed), true);
  }
  say(w.ready(summary.name));
}
