// The boards a player imported, kept in the browser (issue 40 item 4): IndexedDB, since a
// board's picture is too large for localStorage. localStorage keeps only the list of their
// keys, so the app knows at start whether there is anything to load (and loads nothing when
// there is not: docs/boards.md).

const DATABASE = 'lamorisse-boards';
const STORE = 'boards';
/** The localStorage key listing the kept boards' keys. */
export const INDEX_KEY = 'lamorisse.boards';

let opened = null;

/** The database, opened (and made) once. */
function database() {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  opened.catch(() => { opened = null; });
  return opened;
}

/** Runs `work` on the store in a transaction of `mode`; resolves with the request's result
 * once the transaction is committed. A full quota rejects with Error('quota'). */
async function transaction(mode, work) {
  const db = await database();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request.result);
    const failed = () => reject(tx.error?.name === 'QuotaExceededError' ? new Error('quota') : (tx.error ?? new Error('storage')));
    tx.onerror = failed;
    tx.onabort = failed;
  });
}

/** Every kept board, the oldest first. */
export async function all() {
  const entries = await transaction('readonly', (store) => store.getAll());
  return entries.sort((a, b) => a.added - b.added);
}

/** Keeps `entry` (a board with its key); a board already kept under its key is replaced. */
export async function put(entry) {
  await transaction('readwrite', (store) => store.put(entry));
  await writeIndex();
}

/** Forgets the board `key`. */
export async function remove(key) {
  await transaction('readwrite', (store) => store.delete(key));
  await writeIndex();
}

/** Writes the kept boards' keys to localStorage (nothing when there are none). */
async function writeIndex() {
  const keys = (await transaction('readonly', (store) => store.getAllKeys())).map(String);
  try {
    if (keys.length) localStorage.setItem(INDEX_KEY, JSON.stringify(keys));
    else localStorage.removeItem(INDEX_KEY);
  } catch {
    // A full localStorage: the boards stay in IndexedDB; the app finds them when the Boards
    // page opens.
  }
}
