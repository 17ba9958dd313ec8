// The Boards page (issue 40): the boards a player imported, each with a preview, and "Import a
// board" (a Domination-format map's files, or one zip of them). Drawn by this on-demand module
// rather than by the app's wasm, so it weighs nothing in the first load; the app hears back
// through the host it passes (register a board, forget one, the page closed). Loaded by
// index.html's lamorisseBoards(): docs/boards.md.

import { all, put, remove } from './store.js';

document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: new URL('./screens.css', import.meta.url).href }));

/**
 * The page's words: `say(id, args)` gives the message `id` of the catalogs
 * (`public/locales/<code>/devices.ftl`, `boards-*`, and the importer's refusals `import-*`) in
 * the player's language, `args` its variables. The page hands it over with `useWords` right
 * after importing this module; until then a message is its id.
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
  document.querySelector('[data-testid="boards-page"]')?.remove();
  const status = el('p', { class: 'boards-status', role: 'status', 'aria-live': 'polite', testid: 'boards-status' });
  const list = el('ul', { class: 'boards-list', testid: 'boards-list' });
  const input = el('input', { type: 'file', multiple: true, class: 'visually-hidden', accept: '.map,.cards,.zip,.gif,.png,.jpg,.jpeg', testid: 'board-files' });
  const close = () => { page.remove(); host.closed(); };
  const page = el('div', { class: 'overlay boards-page', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'boards-title', testid: 'boards-page', onkeydown: (e) => { if (e.key === 'Escape') close(); } },
    el('div', { class: 'boards-card' },
      el('header', {}, el('h2', { id: 'boards-title' }, say('boards-title')), el('button', { type: 'button', testid: 'boards-close', onclick: close }, say('boards-close'))),
      el('p', { class: 'boards-about' }, say('boards-about')),
      el('label', { class: 'button primary import-board', testid: 'import-board' }, say('boards-import'), input),
      status,
      list));
  const tell = (text, problem = false) => {
    status.textContent = text;
    status.classList.toggle('problem', problem);
  };
  const refresh = async () => {
    let entries = [];
    try {
      entries = await all();
    } catch {
      tell(say('boards-storage'), true);
    }
    list.replaceChildren(...(entries.length ? entries.map((entry) => row(entry, host, tell, refresh)) : [el('li', { class: 'empty' }, say('boards-none'))]));
  };
  input.addEventListener('change', async () => {
    const picked = [...input.files];
    input.value = '';
    if (picked.length) await importPicked(picked, host, tell);
    await refresh();
  });
  document.body.append(page);
  page.querySelector('.import-board').focus();
  await refresh();
}

/** A kept board's line: its preview, name and size, and a Remove button that asks once. */
function row(entry, host, tell, refresh) {
  const preview = el('img', { class: 'board-preview', alt: '', src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(entry.preview)}` });
  const removeButton = el('button', { type: 'button', testid: 'board-remove', 'aria-label': say('boards-remove-named', { name: entry.name }) }, say('boards-remove'));
  removeButton.addEventListener('click', async () => {
    if (removeButton.dataset.armed !== 'yes') {
      removeButton.dataset.armed = 'yes';
      removeButton.textContent = say('boards-confirm');
      return;
    }
    try {
      await remove(entry.key);
      host.forget(entry.key);
      tell(say('boards-removed', { name: entry.name }));
    } catch {
      tell(say('boards-storage'), true);
    }
    await refresh();
  });
  const size = say('boards-size', { territories: entry.territories, continents: entry.continents }) + (entry.picture ? ` · ${say('boards-with-picture')}` : '');
  return el('li', { class: 'board-entry', testid: 'board-entry' }, preview,
    el('div', { class: 'board-words' }, el('strong', {}, entry.name), el('span', {}, size), el('span', {}, say('boards-plays', { count: entry.presets.length }))),
    removeButton);
}

/** Why an import failed, said: the importer's refusal (`error.refusal`, a message of the
 * catalogs with its variables), or the files unreadable (the import wasm crashed or missing). */
function failure(error) {
  if (error?.refusal?.id) return say(error.refusal.id, error.refusal.args ?? {});
  // (The wasm stopped, could not be loaded, or failed some other way: the files unreadable.)
  return say('boards-crashed');
}

/** Imports the picked files: read, checked and traced by the wasm, made known to the app, then
 * kept; any refusal is said and nothing kept changes. */
async function importPicked(picked, host, tell) {
  const refused = (why) => tell(say('boards-refused', { why }), true);
  const total = picked.reduce((sum, f) => sum + f.size, 0);
  const { MOST_BYTES, importFiles } = await import('./boards.js');
  if (total > MOST_BYTES) return refused(say('boards-too-large'));
  tell(say('boards-reading'));
  let imported;
  try {
    const files = await Promise.all(picked.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })));
    imported = await importFiles(files);
  } catch (error) {
    return refused(failure(error));
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
    return refused(say(error.message === 'quota' ? 'boards-quota' : 'boards-storage'));
  }
  const problem = host.register(board, drawing, pictureUrl(entry));
  if (problem) {
    await remove(entry.key).catch(() => {});
    return refused(say('boards-crashed'));
  }
  tell(say('boards-ready', { name: summary.name }));
}
