/**
 * Paging and searching of list routes. Every list reads its page with `pageOf`. Most lists check `page` and
 * `limit` as text in their querystring schema (query strings are not coerced, server/app.ts), so the values
 * arrive in range; the product lists take them unchecked (SPEC.md §7, with the `size` alias older clients
 * send), so a missing or malformed value falls back to the default and one out of range to the nearest bound.
 */

/** Rows per page when the caller names none (the app always sends its 5, 10 or 15). */
export const DEFAULT_PAGE_SIZE = 15;
const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;

export type PageQuery = { page?: string; limit?: string; search?: string };

/** JSON-schema properties of `page` (1-based), `limit` (5 to 100) and `search`. */
export const pageQueryProperties = {
  page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
  limit: { type: 'string', pattern: '^([5-9]|[1-9][0-9]|100)$' },
  search: { type: 'string', maxLength: 200 },
} as const;

const wholeNumberIn = (value: unknown, fallback: number, max: number): number => {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : fallback;
  return Math.min(Math.max(1, number), max);
};

/** The page asked for (1-based), its size and the rows before it. */
export const pageOf = (query: { page?: unknown; limit?: unknown }, defaultLimit = DEFAULT_PAGE_SIZE) => {
  const page = wholeNumberIn(query.page, 1, MAX_PAGE);
  const limit = wholeNumberIn(query.limit, defaultLimit, MAX_PAGE_SIZE);
  return { page, limit, offset: (page - 1) * limit };
};

/** A LIKE pattern (used with `ESCAPE '\'`) for text that contains `needle` as typed: % and _ are literal. */
export const containsPattern = (needle: string): string =>
  `%${needle.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The trigram index finds substrings of three characters or more; shorter searches scan with LIKE. */
const TRIGRAM = 3;

const SEARCHED = {
  products: { index: 'products_search', columns: ['search_text'] },
  orders: { index: 'orders_search', columns: ['order_ref_id', 'id'] },
} as const;

/**
 * The rowids of the products (by name) or orders (by reference or id) that contain the normalised search text,
 * as a subquery with its parameters: through the trigram index for three characters or more, a LIKE scan below.
 */
export const matchingRowids = (
  search: string,
  table: keyof typeof SEARCHED,
): { sql: string; params: string[] } => {
  const { index, columns } = SEARCHED[table];
  if ([...search].length >= TRIGRAM) {
    return {
      sql: `SELECT rowid FROM ${index} WHERE ${index} MATCH ?`,
      params: [`"${search.replace(/"/g, '""')}"`],
    };
  }
  const like = containsPattern(search);
  return {
    sql: `SELECT rowid FROM ${table} WHERE ${columns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')}`,
    params: columns.map(() => like),
  };
};
