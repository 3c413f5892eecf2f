/**
 * Paging and searching of list routes. Every list reads its page with `pageOf`. Most lists check `page` and
 * `limit` as text in their querystring schema (query strings are not coerced, server/app.ts), so the values
 * arrive in range; the product lists take them unchecked (docs/api.md, with the `size` alias older clients
 * send), so a missing or malformed value falls back to the default and one out of range to the nearest bound.
 */

import { sql, type RawBuilder } from 'kysely';
import { normalizeForSearch } from '../../src/lib/arabicSearch';
import { LIST_QUERY, listQueryProperties } from '../../src/lib/entities/listQuery';
import { databaseKind, type Db } from '../db/database';
import { isValidDate } from '../../src/lib/enumerations';
import { ApiError, MESSAGES, type Bilingual } from './errors';
import { sellerTagSql } from '../db/migrations/sellerSearch';
import { userSearchTextSql } from '../db/migrations/userSearch';

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

const DAY_INVALID: Bilingual = {
  en: 'A day of the calendar, as 2026-11-27',
  ar: 'يوم من التقويم، مثل 2026-11-27',
};

/**
 * A list's `from` and `to` days (YYYY-MM-DD, both included) as the instants a query compares with: from the
 * first day's start to the start of the day after the last (UTC). A day that is not in the calendar is a 400
 * naming its parameter.
 */
export const dayBounds = (query: { from?: string; to?: string }): { from?: string; before?: string } => {
  const problems: Record<string, Bilingual> = {};
  for (const name of ['from', 'to'] as const) {
    const value = query[name];
    if (value !== undefined && !isValidDate(value)) problems[name] = DAY_INVALID;
  }
  if (Object.keys(problems).length > 0) throw new ApiError(400, MESSAGES.fieldsToCorrect, problems);
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  return {
    from: query.from ? `${query.from}T00:00:00.000Z` : undefined,
    before: query.to ? nextDay(query.to) : undefined,
  };
};

/** A list's day parameter (`from`, `to`) as its querystring schema takes it; dayBounds checks the calendar. */
export const DAY_PARAMETER = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

const pastLastPage = (page: number, lastPage: number): Bilingual => ({
  en: `There is no page ${page}: the last page is ${lastPage}`,
  ar: `لا توجد صفحة رقم ${page}: آخر صفحة هي ${lastPage}`,
});

/**
 * The `meta` of a list page: its count, number and size. A page past the last (kept from an earlier visit,
 * typed in the address, or the list shrank) is a 400 naming `page`, with the last page as `details.last_page`
 * so the app can move there; page 1 of an empty list is an empty page, not an error. The last page is before
 * the one asked for even when the rows went away between counting and reading them.
 */
export const pageMeta = (
  { page, limit }: { page: number; limit: number },
  {
    count,
    rowsOnPage,
    countIsLowerBound = false,
  }: { count: number; rowsOnPage: number; countIsLowerBound?: boolean },
) => {
  if (page > 1 && rowsOnPage === 0) {
    const lastPage = Math.min(page - 1, Math.max(1, Math.ceil(count / limit)));
    const message = pastLastPage(page, lastPage);
    throw new ApiError(400, message, { page: message }, { last_page: lastPage });
  }
  return { count, page, limit, ...(countIsLowerBound ? { count_is_lower_bound: true as const } : {}) };
};

/** A LIKE pattern (used with `ESCAPE '\'`) for text that contains `needle` as typed: % and _ are literal. */
export const containsPattern = (needle: string): string =>
  `%${needle.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The trigram index finds substrings of three characters or more; shorter searches scan with LIKE. */
const TRIGRAM = 3;

type SearchedTable = 'products' | 'orders' | 'order_lines';

/** SQLite's trigram indexes (FTS5): products_search, orders_search, order_lines_search. */
const SQLITE_INDEX = {
  products: 'products_search',
  orders: 'orders_search',
  order_lines: 'order_lines_search',
} as const;

/** A seller's tag in products_search (migration 7) for a seller id bound as a parameter. */
const sellerTag = (sellerId: string): RawBuilder<string> => {
  const [before, after] = sellerTagSql('?').split('?');
  return sql`${sql.raw(before ?? '')}${sellerId}${sql.raw(after ?? '')}`;
};

/** SQLite: the rowids the trigram index (FTS5) finds for a search of three characters or more. */
const sqliteIndexMatches = (
  search: string,
  table: SearchedTable,
  sellerId: string | null,
): RawBuilder<{ rowid: number }> => {
  const index = sql.raw(SQLITE_INDEX[table]);
  const phrase = `"${search.replace(/"/g, '""')}"`;
  if (table !== 'products') return sql`SELECT rowid FROM ${index} WHERE ${index} MATCH ${phrase}`;
  if (!sellerId) return sql`SELECT rowid FROM ${index} WHERE ${index} MATCH ${`search_text : ${phrase}`}`;
  // The tag is made of private-use characters: no quote to escape.
  return sql`SELECT rowid FROM ${index} WHERE ${index} MATCH
    ('seller_tag : "' || ${sellerTag(sellerId)} || '" AND search_text : ' || ${phrase})`;
};

/**
 * The rows whose text contains the search, read row by row (SQLite below three characters) or through
 * PostgreSQL's pg_trgm indexes, which answer LIKE and ILIKE themselves. Product search text is stored
 * normalised (lower case, like the search); order references are not ("ORD-..."), so PostgreSQL compares them
 * with ILIKE, as SQLite's LIKE and trigram index ignore ASCII case. Given a seller, PostgreSQL answers that
 * seller's products only, as SQLite's index does.
 */
const likeMatches = (
  db: Db,
  search: string,
  table: SearchedTable,
  sellerId: string | null,
): RawBuilder<{ rowid: number }> => {
  const like = containsPattern(search);
  const postgres = databaseKind(db) === 'postgres';
  if (table === 'products') {
    const ofSeller = postgres && sellerId ? sql` AND seller_id = ${sellerId}` : sql``;
    return sql`SELECT rowid FROM products WHERE search_text LIKE ${like} ESCAPE '\\'${ofSeller}`;
  }
  const anyCase = sql.raw(postgres ? 'ILIKE' : 'LIKE');
  if (table === 'orders') {
    return sql`SELECT rowid FROM orders
      WHERE order_ref_id ${anyCase} ${like} ESCAPE '\\' OR id ${anyCase} ${like} ESCAPE '\\'`;
  }
  // A line is found by its product's names or its order's reference or id, as one text. SQLite keeps that
  // text only in the lines' index (order_lines_search), which LIKE reads row by row.
  return postgres
    ? sql`SELECT l.rowid FROM order_lines l
        JOIN products p ON p.id = l.product_id JOIN orders o ON o.id = l.order_id
        WHERE (p.search_text || ' ' || o.order_ref_id || ' ' || o.id) ILIKE ${like} ESCAPE '\\'`
    : sql`SELECT rowid FROM order_lines_search WHERE search_text LIKE ${like} ESCAPE '\\'`;
};

/**
 * The rowids of the products (by name), orders (by reference or id) or order lines (by either) that contain
 * the normalised search text, as a subquery to use in `rowid IN (...)`. Given a seller, products are that
 * seller's only: on SQLite through the seller tags of the trigram index (migration 7), on PostgreSQL by their
 * seller_id; SQLite's LIKE scan of a search shorter than three characters reads every seller's.
 */
export const matchingRowids = (
  db: Db,
  search: string,
  table: SearchedTable,
  sellerId: string | null = null,
): RawBuilder<{ rowid: number }> =>
  databaseKind(db) === 'sqlite' && [...search].length >= TRIGRAM
    ? sqliteIndexMatches(search, table, sellerId)
    : likeMatches(db, search, table, sellerId);

/**
 * The product-name and order-reference matches of a search (rowid subqueries of products and of orders), for
 * the lists of order lines and ledger rows that find a row by either; null for an empty search.
 */
export const productOrOrderMatches = (
  db: Db,
  text: string | undefined,
): { products: RawBuilder<{ rowid: number }>; orders: RawBuilder<{ rowid: number }> } | null => {
  const search = normalizeForSearch(text ?? '');
  if (!search) return null;
  return { products: matchingRowids(db, search, 'products'), orders: matchingRowids(db, search, 'orders') };
};

/**
 * The count of a search that stopped counting at `countLimit` (sent with count_is_lower_bound): at least the limit,
 * and at least the rows up to the end of this page, so a page of rows past the limit (or a limit smaller than a
 * page) still offers the next one (the app reads "1–15 of 15+" and lets Next ask for more). An empty page says
 * nothing about the rows before it beyond the limit counted.
 */
export const lowerBoundCount = (countLimit: number, page: { offset: number }, rowsOnPage: number): number =>
  rowsOnPage > 0 ? Math.max(countLimit, page.offset + rowsOnPage) : countLimit;

/** Users whose name, business names, phone or e-mail contain the (normalised) text: the users' search index. */
const usersContaining = (db: Db, text: string): RawBuilder<{ _id: string }> => {
  const like = containsPattern(text);
  if (databaseKind(db) === 'postgres') {
    return sql`SELECT _id FROM users WHERE ${sql.raw(userSearchTextSql('users'))} LIKE ${like} ESCAPE '\\'`;
  }
  if ([...text].length >= TRIGRAM) {
    return sql`SELECT u._id FROM users_search s JOIN users u ON u.rowid = s.rowid
      WHERE users_search MATCH ${`"${text.replace(/"/g, '""')}"`}`;
  }
  return sql`SELECT _id FROM users u WHERE ${sql.raw(userSearchTextSql('u'))} LIKE ${like} ESCAPE '\\'`;
};

/**
 * The ids of the users a seller filter names: an id or a reference id exactly (the reference in any case), or a
 * name or business name by any part of it, Arabic-aware. The admin's product and order lists share it.
 */
export const sellersNamed = (db: Db, seller: string): RawBuilder<{ _id: string }> => {
  const text = normalizeForSearch(seller);
  // Reference ids are stored in upper case: compared so, the unique index finds one.
  return sql`SELECT _id FROM users WHERE _id = ${seller} OR ref_id = ${seller.toUpperCase()}
    ${text ? sql`UNION SELECT _id FROM (${usersContaining(db, text)}) AS named` : sql``}`;
};

/**
 * The ids of the users a search may name as a buyer: by any part of their name (Arabic-aware), or, when the
 * search is a phone (phoneSearchDigits: any digits, with or without 0, +20 or 0020), by any part of their
 * phone; an e-mail address by any part of it, in any case. Null when the search can name no one.
 */
export const usersMatching = (
  db: Db,
  search: string,
  phoneDigits: string | null,
): RawBuilder<{ _id: string }> | null => {
  const texts = [
    ...new Set([normalizeForSearch(search), phoneDigits ?? '', search.trim().toLowerCase()]),
  ].filter((text) => text !== '');
  if (texts.length === 0) return null;
  return sql.join(
    texts.map((text) => sql`SELECT _id FROM (${usersContaining(db, text)}) AS found`),
    sql` UNION `,
  );
};
