import type { Database } from 'better-sqlite3';
import { normalizeForSearch } from '../../src/lib/arabicSearch';
import { containsPattern, lowerBoundCount, matchingRowids } from '../lib/listQuery';
import { sellerOf, toProduct, type ProductRow, type ProductSeller, type UserRow } from '../lib/serialize';
import type { ListBody, ListFilter } from './schemas';

export type Where = { clauses: string[]; params: (string | number)[] };

/** The WHERE of a `Where`, or nothing when it has no clause. */
export const whereSql = (where: Where): string =>
  where.clauses.length > 0 ? `WHERE ${where.clauses.join(' AND ')}` : '';

export const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');

const filterClauses = (filter: ListFilter, where: Where, allowSeller: boolean): string[] => {
  const clauses: string[] = [];
  if (typeof filter.status === 'string') {
    clauses.push('status = ?');
    where.params.push(filter.status);
  } else if (Array.isArray(filter.status)) {
    clauses.push(`status IN (${placeholders(filter.status)})`);
    where.params.push(...filter.status);
  }
  if (filter.category) {
    clauses.push('category_code = ?');
    where.params.push(filter.category);
  }
  if (typeof filter.is_recommended === 'boolean') {
    clauses.push('is_recommended = ?');
    where.params.push(filter.is_recommended ? 1 : 0);
  }
  if (filter.seller_id && allowSeller) {
    clauses.push('seller_id = ?');
    where.params.push(filter.seller_id);
  }
  const seller = filter.seller?.trim();
  if (seller && allowSeller) {
    // An id or reference id exactly; a name or business name by any part of it, Arabic-aware.
    const like = containsPattern(normalizeForSearch(seller));
    clauses.push(
      `seller_id IN (SELECT _id FROM users WHERE _id = ? OR ref_id = ? COLLATE NOCASE
         OR normalize_search(name) LIKE ? ESCAPE '\\' OR normalize_search(business_info) LIKE ? ESCAPE '\\')`,
    );
    where.params.push(seller, seller, like, like);
  }
  return clauses;
};

/** The one seller a list is narrowed to (the seller's own list, or an admin's filter), whose search index is read. */
const searchedSeller = (body: ListBody, sellerId: string | null): string | null =>
  sellerId ??
  (typeof body.filter?.seller_id === 'string' && body.filter.seller_id ? body.filter.seller_id : null);

/**
 * One WHERE for both the page and its count. The seller condition comes first so SQLite picks the
 * (seller_id, status, updated_at) or (seller_id, updated_at) index and reads rows already in order.
 */
export const productWhere = (body: ListBody, sellerId: string | null): Where => {
  const where: Where = { clauses: [], params: [] };
  if (sellerId) {
    where.clauses.push('seller_id = ?');
    where.params.push(sellerId);
  }
  if (body.filter) where.clauses.push(...filterClauses(body.filter, where, sellerId === null));
  const alternatives = (body['or-filter'] ?? [])
    .map((filter) => filterClauses(filter, where, sellerId === null))
    .filter((clauses) => clauses.length > 0);
  if (alternatives.length > 0) {
    where.clauses.push(`(${alternatives.map((clauses) => `(${clauses.join(' AND ')})`).join(' OR ')})`);
  }
  const search = normalizeForSearch(body.search ?? '');
  if (search) {
    const matching = matchingRowids(search, 'products', searchedSeller(body, sellerId));
    where.clauses.push(`rowid IN (${matching.sql})`);
    where.params.push(...matching.params);
  }
  return where;
};

/** The same conditions without the search: what a search's matches are then checked against. */
const filterWhere = (body: ListBody, sellerId: string | null): Where =>
  productWhere({ ...body, search: undefined }, sellerId);

type SellerInfo = Pick<UserRow, '_id' | 'name' | 'business_info'>;

const sellersFor = (db: Database, rows: ProductRow[]): Map<string, ProductSeller> => {
  const ids = [...new Set(rows.map((row) => row.seller_id))];
  if (ids.length === 0) return new Map();
  const sellers = db
    .prepare<string[], SellerInfo>(
      `SELECT _id, name, business_info FROM users WHERE _id IN (${placeholders(ids)})`,
    )
    .all(...ids);
  return new Map(sellers.map((seller) => [seller._id, sellerOf(seller)]));
};

/** Products in their API shape, each with its seller's block (SPEC.md §3). */
export const withSellers = (db: Database, rows: ProductRow[]) => {
  const sellers = sellersFor(db, rows);
  return rows.map((row) => toProduct(row, sellers.get(row.seller_id)));
};

const statusesOf = (filter: ListFilter): string[] | null =>
  typeof filter.status === 'string' ? [filter.status] : Array.isArray(filter.status) ? filter.status : null;

/**
 * The count of a list that narrows only by seller and status, from product_counts (kept by triggers,
 * server/db/migrations/productCounts.ts); null for any other filter, which is counted row by row.
 */
const countFromCounters = (db: Database, body: ListBody, sellerId: string | null): number | null => {
  const filter = body.filter ?? {};
  const { status: _status, seller_id: filterSeller, ...others } = filter;
  if (Object.values(others).some((value) => value !== undefined && value !== '')) return null;
  let statuses = statusesOf(filter);
  const alternatives = (body['or-filter'] ?? []).filter((alternative) =>
    Object.values(alternative).some((value) => value !== undefined && value !== ''),
  );
  if (alternatives.length > 0) {
    // Each alternative may only name statuses: their union, within the filter's own statuses if it has any.
    const named = alternatives.map((alternative) => {
      const { status: _alternativeStatus, ...rest } = alternative;
      return Object.values(rest).some((value) => value !== undefined && value !== '')
        ? null
        : statusesOf(alternative);
    });
    if (named.some((list) => list === null)) return null;
    const union = [...new Set(named.flat() as string[])];
    statuses = statuses ? statuses.filter((status) => union.includes(status)) : union;
  }
  // A seller sees only their own products whatever the filter names (filterClauses ignores seller_id for them).
  const seller = sellerId ?? (filterSeller || null);
  const where: Where = { clauses: [], params: [] };
  if (seller) {
    where.clauses.push('seller_id = ?');
    where.params.push(seller);
  }
  if (statuses) {
    where.clauses.push(`status IN (${placeholders(statuses)})`);
    where.params.push(...statuses);
  }
  return countOf(
    db,
    `SELECT COALESCE(SUM(count), 0) AS count FROM product_counts ${whereSql(where)}`,
    where.params,
  );
};

const countOf = (db: Database, sql: string, params: (string | number)[]): number =>
  (db.prepare<(string | number)[], { count: number }>(sql).get(...params) as { count: number }).count;

/**
 * One page of `count` rows in `order`, read from whichever end of the list is nearer: the last pages of a long
 * list cost what the first ones do (OFFSET walks every row it skips).
 */
const pageRows = (
  db: Database,
  select: string,
  params: (string | number)[],
  order: { forward: string; backward: string },
  page: { limit: number; offset: number },
  count: number,
): ProductRow[] => {
  if (page.offset >= count) return [];
  if (page.offset + page.limit / 2 <= count / 2) {
    return db
      .prepare<(string | number)[], ProductRow>(`${select} ORDER BY ${order.forward} LIMIT ? OFFSET ?`)
      .all(...params, page.limit, page.offset);
  }
  const take = Math.min(page.limit, count - page.offset);
  return db
    .prepare<(string | number)[], ProductRow>(`${select} ORDER BY ${order.backward} LIMIT ? OFFSET ?`)
    .all(...params, take, count - page.offset - take)
    .reverse();
};

/**
 * One page of products, newest change first (or longest waiting), with how many match. A search first counts its
 * matches in the trigram index, up to `countLimit`: that few are read by rowid and sorted. More are tested along
 * the list's own index and counted only up to the limit (`countIsLowerBound`), so a common word costs what a rare
 * one does however large the catalogue, and a word the filter leaves few of costs one walk of that index
 * (issue 17).
 */
export const listProducts = (
  db: Database,
  body: ListBody,
  sellerId: string | null,
  page: { limit: number; offset: number },
  countLimit: number,
) => {
  const waiting = body.sort === 'waiting';
  const order = {
    forward: waiting ? 'updated_at ASC, rowid ASC' : 'updated_at DESC, rowid DESC',
    backward: waiting ? 'updated_at DESC, rowid DESC' : 'updated_at ASC, rowid ASC',
  };
  const search = normalizeForSearch(body.search ?? '');
  const filters = filterWhere(body, sellerId);
  if (!search) {
    const sql = whereSql(filters);
    const count =
      countFromCounters(db, body, sellerId) ??
      countOf(db, `SELECT COUNT(*) AS count FROM products ${sql}`, filters.params);
    const rows = pageRows(db, `SELECT * FROM products ${sql}`, filters.params, order, page, count);
    return { products: withSellers(db, rows), count, countIsLowerBound: false };
  }
  const seller = searchedSeller(body, sellerId);
  // The seller's matches, from the index of names by seller (migration 7): few of a common word are found at
  // once. Walking a list tests rows against every match instead, which the plain index reads faster.
  const matching = matchingRowids(search, 'products', seller);
  const anySeller = seller ? matchingRowids(search, 'products') : matching;
  const where: Where = {
    clauses: [...filters.clauses, `rowid IN (${matching.sql})`],
    params: [...filters.params, ...matching.params],
  };
  const sql = whereSql(where);
  const matches = countOf(db, `SELECT COUNT(*) AS count FROM (${matching.sql} LIMIT ?)`, [
    ...matching.params,
    countLimit + 1,
  ]);
  if (matches <= countLimit) {
    // Few matches: read them by rowid (NOT INDEXED keeps SQLite from walking a whole seller's index instead).
    const count = countOf(db, `SELECT COUNT(*) AS count FROM products NOT INDEXED ${sql}`, where.params);
    const rows = pageRows(db, `SELECT * FROM products NOT INDEXED ${sql}`, where.params, order, page, count);
    return { products: withSellers(db, rows), count, countIsLowerBound: false };
  }
  // Many matches: the list's own index (the seller's, the tab's) is walked and each row tested against them
  // (`+rowid` keeps SQLite from reading every match by rowid instead), up to one past the count limit.
  const walk: Where = {
    clauses: [...filters.clauses, `+rowid IN (${anySeller.sql})`],
    params: [...filters.params, ...anySeller.params],
  };
  const walkSql = whereSql(walk);
  // A list narrowed by nothing but its seller has exactly the matches counted above: more than the limit.
  const onlyBySeller = filters.clauses.length === (seller ? 1 : 0);
  const found = onlyBySeller
    ? null
    : db
        .prepare<(string | number)[], { rowid: number }>(`SELECT rowid FROM products ${walkSql} LIMIT ?`)
        .all(...walk.params, countLimit + 1)
        .map((row) => row.rowid);
  if (found && found.length <= countLimit) {
    // The filter leaves few of them: those are the list, sorted here.
    const rows = pageRows(
      db,
      `SELECT * FROM products WHERE rowid IN (SELECT value FROM json_each(?))`,
      [JSON.stringify(found)],
      order,
      page,
      found.length,
    );
    return { products: withSellers(db, rows), count: found.length, countIsLowerBound: false };
  }
  // More than the limit: the page is the first rows of the walk in the list's order.
  const rows = db
    .prepare<(string | number)[], ProductRow>(
      `SELECT * FROM products ${walkSql} ORDER BY ${order.forward} LIMIT ? OFFSET ?`,
    )
    .all(...walk.params, page.limit, page.offset);
  return {
    products: withSellers(db, rows),
    count: lowerBoundCount(countLimit, page, rows.length),
    countIsLowerBound: true,
  };
};

export const findProduct = (db: Database, id: string): ProductRow | undefined =>
  db.prepare<[string], ProductRow>('SELECT * FROM products WHERE id = ?').get(id);

export const findProducts = (db: Database, ids: readonly string[]): ProductRow[] =>
  db.prepare<string[], ProductRow>(`SELECT * FROM products WHERE id IN (${placeholders(ids)})`).all(...ids);

/** Whether at least one of the products exists. */
export const productsExist = (db: Database, ids: readonly string[]): boolean =>
  db
    .prepare<string[], { id: string }>(`SELECT id FROM products WHERE id IN (${placeholders(ids)}) LIMIT 1`)
    .get(...ids) !== undefined;

/** Writes every editable column of a product (status, seller and category stay). */
export const writeProduct = (db: Database, product: ProductRow): void => {
  db.prepare(
    `UPDATE products SET is_recommended = ?, sku = ?, listing_price = ?, stock_quantity = ?, handling_time = ?,
       name_en = ?, name_ar = ?, search_text = ?, en = ?, ar = ?, details = ?, product_images = ?, updated_at = ?
     WHERE id = ?`,
  ).run(
    product.is_recommended,
    product.sku,
    product.listing_price,
    product.stock_quantity,
    product.handling_time,
    product.name_en,
    product.name_ar,
    product.search_text,
    product.en,
    product.ar,
    product.details,
    product.product_images,
    product.updated_at,
    product.id,
  );
};
