/**
 * The local storage entries the app rebuilds by itself: the store kept for repeat visits (under redux-persist's
 * `persist:` prefix, src/app/persistence.ts) and the records src/boot.js starts from (the page's first reads,
 * src/api/bootRequest.ts; the files its first screen loaded, src/app/bootPreload.ts). Losing one costs a slower
 * next start, nothing else: they are the first to go when storage is full. boot.js, a plain script, names them
 * itself.
 */
export const PERSIST_KEY = 'root-1';
export const BOOT_REQUEST_KEY = 'boot-request';
export const BOOT_PRELOAD_KEY = 'boot-preload';

const REBUILT_ENTRIES = [`persist:${PERSIST_KEY}`, BOOT_REQUEST_KEY, BOOT_PRELOAD_KEY];

/**
 * Writes an entry the app cannot do without (the session). When storage is full, the entries the app rebuilds by
 * itself go and the write is tried once more; it throws when the entry still does not fit.
 */
export function setItemMakingRoom(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    for (const entry of REBUILT_ENTRIES) storage.removeItem(entry);
    storage.setItem(key, value);
  }
}
