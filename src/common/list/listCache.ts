import { readStoredRecord } from '../../lib/storedRecord';

/**
 * The last page each list showed its user, kept in local storage so a repeat visit shows it at once, marked
 * as refreshing, until the API answers (docs/performance.md). One page per list and user; a log out clears local storage
 * whole (src/app/session.ts endSession).
 */

export const LIST_PAGES_KEY = 'list-pages';

/** A page as the list showed it: its query's key, its rows and how many matched in all. */
export interface CachedPage<Row> {
  key: string;
  rows: readonly Row[];
  count: number;
}

type Cache = Record<string, CachedPage<unknown>>;

const entryOf = (userId: string, listId: string) => `${userId}:${listId}`;

const readCache = (): Cache => readStoredRecord<CachedPage<unknown>>(LIST_PAGES_KEY);

/** The page this user last saw for this list and query, if it is the one asked for now. */
export function readCachedPage<Row>(userId: string, listId: string, key: string): CachedPage<Row> | null {
  const page = readCache()[entryOf(userId, listId)];
  return page && page.key === key && Array.isArray(page.rows) ? (page as CachedPage<Row>) : null;
}

/** Keeps the page the API just answered; a full or unavailable storage only loses the head start. */
export function writeCachedPage<Row>(userId: string, listId: string, page: CachedPage<Row>): void {
  try {
    localStorage.setItem(LIST_PAGES_KEY, JSON.stringify({ ...readCache(), [entryOf(userId, listId)]: page }));
  } catch {
    // Quota exceeded or storage disabled: the next visit waits for the API, as without the cache.
  }
}
