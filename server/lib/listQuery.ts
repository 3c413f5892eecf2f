/**
 * Paging and searching of list routes. Every list reads its page with `pageOf`. Most lists check `page` and
 * `limit` as text in their querystring schema (query strings are not coerced, server/app.ts), so the values
 * arrive in range; the product lists take them unchecked (SPEC.md §7, with the `size` alias older clients
 * send), so a missing or malformed value falls back to the default and one out of range to the nearest bound.
 */

import type { Database } from 'better-sqlite3';
import { normalizeForSearch } from '../../src/lib/arabicSearch';
import { LIST_QUERY, listQueryProperties } from '../../src/lib/entities/listQuery';
import { sellerTagSql } from '../db/migrations/sellerSearch';

/** Rows per page when the caller names none (the app always sends one of its sizes). */
export const DEFAULT_PAGE_SIZE = LIST_QUERY.apiDefaultPageSize;

export type PageQuery = { page?: string; limit?: string; search?: string };

/** JSON-schema properties of `page`, `limit` and `search`, declared with the list query (src/lib/entities). */
export const pageQueryProperties = listQueryProperties;

const wholeNumberIn = (value: unknown, fallback: number, max: number): number => {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : fallback;
  return Math.min(Math.max(1, number), max);
};

/** The page asked for (1-based), its size and the rows before it. */
export const pageOf = (
  query: { page?: unknown; limit?: unknown },
  defaultLimit: number = DEFAULT_PAGE_SIZE,
) => {
  const page = wholeNumberIn(query.page, 1, LIST_QUERY.maxPage);
  const limit = wholeNumberIn(query.limit, defaultLimit, LIST_QUERY.maxPageSize);
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
  order_lines: { index: 'order_lines_search', columns: [] },
} as const;

/**
 * The rowids of the products (by name) or orders (by reference or id) that contain the normalised search text,
 * as a subquery with its parameters: through the trigram index for three characters or more, a LIKE scan below.
 * Given a seller, the products index answers for that seller's products only (its seller tags, migration 7).
 */
export const matchingRowids = (
  search: string,
  table: keyof typeof SEARCHED,
  sellerId: string | null = null,
): { sql: string; params: string[] } => {
  const { index, columns } = SEARCHED[table];
  if ([...search].length >= TRIGRAM) {
    const phrase = `"${search.replace(/"/g, '""')}"`;
    if (table !== 'products') {
      return { sql: `SELECT rowid FROM ${index} WHERE ${index} MATCH ?`, params: [phrase] };
    }
    if (!sellerId) {
      return {
        sql: `SELECT rowid FROM ${index} WHERE ${index} MATCH ?`,
        params: [`search_text : ${phrase}`],
      };
    }
    // The tag is made of private-use characters: no quote to escape.
    return {
      sql: `SELECT rowid FROM ${index} WHERE ${index} MATCH ('seller_tag : "' || ${sellerTagSql('?')} || '" AND search_text : ' || ?)`,
      params: [sellerId, phrase],
    };
  }
  const like = containsPattern(search);
  if (columns.length === 0) {
    // A line's search text lives only in its index (order_lines_search), which LIKE reads row by row.
    return { sql: `SELECT rowid FROM ${index} WHERE search_text LIKE ? ESCAPE '\\'`, params: [like] };
  }
  return {
    sql: `SELECT rowid FROM ${table} WHERE ${columns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')}`,
    params: columns.map(() => like),
  };
};

/**
 * The product-name and order-reference matches of a search, for the lists of order lines and ledger rows that
 * find a row by either; null for an empty search. Their parameters follow the products' SQL, then the orders'.
 */
export const productOrOrderMatches = (text: string | undefined) => {
  const search = normalizeForSearch(text ?? '');
  if (!search) return null;
  const products = matchingRowids(search, 'products');
  const orders = matchingRowids(search, 'orders');
  return { products: products.sql, orders: orders.sql, params: [...products.params, ...orders.params] };
};

/**
 * `normalize_search(text)` in SQL: names are stored as typed, so searches of users and sellers compare them
 * through the same Arabic-aware normalisation as the search text. Registered on every connection opened.
 */
export const registerSearchFunction = (db: Database): void => {
  db.function('normalize_search', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? normalizeForSearch(value) : '',
  );
};

/**
 * The count of a search that stopped counting at `countLimit` (sent with count_is_lower_bound): at least the limit,
 * and at least the rows up to the end of this page, so a page of rows past the limit (or a limit smaller than a
 * page) still offers the next one (the app reads "1–15 of 15+" and lets Next ask for more).
 */
export const lowerBoundCount = (countLimit: number, page: { offset: number }, rowsOnPage: number): number =>
  Math.max(countLimit, page.offset + rowsOnPage);
