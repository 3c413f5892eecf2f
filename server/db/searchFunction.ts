import type { Database } from 'better-sqlite3';
import { normalizeForSearch } from '../../src/lib/arabicSearch';

/**
 * `normalize_search(text)` in SQL: names are stored as typed, so searches of users and sellers compare them
 * through the same Arabic-aware normalisation as the search text. Registered on every connection opened.
 */
export const registerSearchFunction = (db: Database): void => {
  db.function('normalize_search', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? normalizeForSearch(value) : '',
  );
};
