import { sql, type RawBuilder } from 'kysely';
import { normalizeForSearch } from '../../src/lib/arabicSearch';
import { databaseKind, firstRowOf, rowsOf, type Db } from '../db/database';
import { lowerBoundCount, matchingRowids, sellersNamed } from '../lib/listQuery';
import type { ProductRow, UserRow } from '../db/schema';
import { TABLES } from '../db/tables';
import { sellerOf, toProduct, type ProductSeller } from '../lib/serialize';
import { STOCK_LEVELS, type StockLevel } from '../../src/lib/entities/product';
import { STOCK_LEVEL_SQL } from '../db/productKeys';
import { ApiError } from '../lib/errors';
import { toPiasters } from '../lib/money';
import { PRODUCTS_MESSAGES as M } from './messages';
import { isByLastChange, listOrder, type OrderScope } from './listOrder';
import type { ListBody, ListFilter } from './schemas';

/** A product's columns, as ProductRow holds them (PostgreSQL's tables have a rowid column besides). */
export const PRODUCT_COLUMNS = Object.keys(TABLES.products.columns) as (keyof ProductRow)[];

/** The same columns in raw SQL, unqualified. */
const COLUMNS_SQL = sql.raw(PRODUCT_COLUMNS.join(', '));

/** The conditions of a WHERE over the products table, all of which must hold. */
export type Where = RawBuilder<unknown>[];

/** The WHERE of a `Where`, or nothing when it has no condition. */
export const whereSql = (where: Where): RawBuilder<unknown> =>
  where.length > 0 ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;

const statusClause = (filter: ListFilter) =>
  typeof filter.status === 'string'
    ? sql`status = ${filter.status}`
    : Array.isArray(filter.status)
      ? sql`status IN (${sql.join(filter.status)})`
      : null;
const categoryClause = (category: string) => sql`category_code = ${category}`;
// The stock's sign besides the level: a walk along the stock's index starts past the products the level leaves out.
const stockClause = (level: StockLevel) =>
  sql`${sql.raw(level === 'out' ? 'stock_quantity <= 0' : 'stock_quantity > 0')}
    AND ${sql.raw(STOCK_LEVEL_SQL)} = ${STOCK_LEVELS.indexOf(level)}`;
const priceClause = ({ price_min: min, price_max: max }: ListFilter) => {
  const ends = [
    ...(min === undefined ? [] : [sql`listing_price >= ${toPiasters(min)}`]),
    ...(max === undefined ? [] : [sql`listing_price <= ${toPiasters(max)}`]),
  ];
  return ends.length > 0 ? sql`(${sql.join(ends, sql` AND `)})` : null;
};

/**
 * The filter's conditions an index reads directly (within one seller, and over every seller where one exists):
 * the candidates for the index a filtered list is read through.
 */
const indexedConditions = (
  filter: ListFilter,
): { index: string; allIndex: string | null; where: RawBuilder<unknown> }[] => {
  const status = statusClause(filter);
  const price = priceClause(filter);
  return [
    ...(status
      ? [{ index: 'products_seller_status_updated', allIndex: 'products_status_updated', where: status }]
      : []),
    ...(filter.category
      ? [{ index: 'products_seller_category_price', allIndex: null, where: categoryClause(filter.category) }]
      : []),
    ...(filter.stock
      ? [
          {
            index: 'products_seller_stock_level',
            allIndex: 'products_stock_level',
            where: stockClause(filter.stock),
          },
        ]
      : []),
    ...(price ? [{ index: 'products_seller_price', allIndex: 'products_price', where: price }] : []),
  ];
};

/**
 * Which index to read a filtered list through on SQLite, which plans without statistics: each indexed condition
 * of the filter alone is counted up to `limit + 1` in its own index (a few thousand index entries at most), and the
 * one matching fewest rows is the narrowest way in. PostgreSQL's statistics choose for it.
 */
const narrowestIndex = async (
  db: Db,
  filter: ListFilter | undefined,
  seller: string | null,
  limit: number,
): Promise<{ from: RawBuilder<unknown>; count: number } | null> => {
  if (!filter || databaseKind(db) !== 'sqlite') return null;
  let best: { from: RawBuilder<unknown>; count: number } | null = null;
  for (const condition of indexedConditions(filter)) {
    const index = seller ? condition.index : condition.allIndex;
    if (!index) continue;
    const from = sql.raw(`products INDEXED BY ${index}`);
    const where = whereSql(seller ? [sql`seller_id = ${seller}`, condition.where] : [condition.where]);
    const count = await countUpTo(db, from, where, limit);
    if (!best || count < best.count) best = { from, count };
  }
  return best;
};

const filterClauses = (db: Db, filter: ListFilter, allowSeller: boolean): Where => {
  if (
    filter.price_min !== undefined &&
    filter.price_max !== undefined &&
    filter.price_min > filter.price_max
  ) {
    throw new ApiError(400, M.priceRangeReversed, { 'filter.price_max': M.priceRangeReversed });
  }
  const clauses: Where = [];
  const status = statusClause(filter);
  if (status) clauses.push(status);
  if (filter.category) clauses.push(categoryClause(filter.category));
  if (typeof filter.is_recommended === 'boolean') {
    clauses.push(sql`is_recommended = ${filter.is_recommended ? 1 : 0}`);
  }
  if (filter.stock) clauses.push(stockClause(filter.stock));
  const price = priceClause(filter);
  if (price) clauses.push(price);
  if (filter.seller_id && allowSeller) clauses.push(sql`seller_id = ${filter.seller_id}`);
  const seller = filter.seller?.trim();
  if (seller && allowSeller) {
    clauses.push(sql`seller_id IN (${sellersNamed(db, seller)})`);
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
export const productWhere = (db: Db, body: ListBody, sellerId: string | null): Where => {
  const where: Where = [];
  if (sellerId) where.push(sql`seller_id = ${sellerId}`);
  if (body.filter) where.push(...filterClauses(db, body.filter, sellerId === null));
  const alternatives = (body['or-filter'] ?? [])
    .map((filter) => filterClauses(db, filter, sellerId === null))
    .filter((clauses) => clauses.length > 0);
  if (alternatives.length > 0) {
    where.push(
      sql`(${sql.join(
        alternatives.map((clauses) => sql`(${sql.join(clauses, sql` AND `)})`),
        sql` OR `,
      )})`,
    );
  }
  const search = normalizeForSearch(body.search ?? '');
  if (search) {
    where.push(sql`rowid IN (${matchingRowids(db, search, 'products', searchedSeller(body, sellerId))})`);
  }
  return where;
};

/** The same conditions without the search: what a search's matches are then checked against. */
const filterWhere = (db: Db, body: ListBody, sellerId: string | null): Where =>
  productWhere(db, { ...body, search: undefined }, sellerId);

type SellerInfo = Pick<UserRow, '_id' | 'name' | 'business_info'>;

const sellersFor = async (db: Db, rows: ProductRow[]): Promise<Map<string, ProductSeller>> => {
  const ids = [...new Set(rows.map((row) => row.seller_id))];
  if (ids.length === 0) return new Map();
  const sellers: SellerInfo[] = await db
    .selectFrom('users')
    .select(['_id', 'name', 'business_info'])
    .where('_id', 'in', ids)
    .execute();
  return new Map(sellers.map((seller) => [seller._id, sellerOf(seller)]));
};

/** Products in their API shape, each with its seller's block (docs/api.md). */
export const withSellers = async (db: Db, rows: ProductRow[]) => {
  const sellers = await sellersFor(db, rows);
  return rows.map((row) => toProduct(row, sellers.get(row.seller_id)));
};

const statusesOf = (filter: ListFilter): string[] | null =>
  typeof filter.status === 'string' ? [filter.status] : Array.isArray(filter.status) ? filter.status : null;

const countOf = async (db: Db, query: RawBuilder<{ count: number }>): Promise<number> =>
  (await firstRowOf(db, query))?.count ?? 0;

/**
 * The count of a list that narrows only by seller and status, from product_counts (kept by triggers,
 * server/db/migrations/productCounts.ts); null for any other filter, which is counted row by row.
 */
const countFromCounters = async (db: Db, body: ListBody, sellerId: string | null): Promise<number | null> => {
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
  // The filter and its alternatives name no status in common: nothing matches.
  if (statuses?.length === 0) return 0;
  // A seller sees only their own products whatever the filter names (filterClauses ignores seller_id for them).
  const seller = sellerId ?? (filterSeller || null);
  const where: Where = [];
  if (seller) where.push(sql`seller_id = ${seller}`);
  if (statuses) where.push(sql`status IN (${sql.join(statuses)})`);
  return countOf(db, sql`SELECT COALESCE(SUM(count), 0) AS count FROM product_counts ${whereSql(where)}`);
};

/**
 * One page of `count` rows in `order`, read from whichever end of the list is nearer: the last pages of a long
 * list cost what the first ones do (OFFSET walks every row it skips).
 */
const pageRows = async (
  db: Db,
  select: RawBuilder<unknown>,
  order: { forward: RawBuilder<unknown>; backward: RawBuilder<unknown> },
  page: { limit: number; offset: number },
  count: number,
): Promise<ProductRow[]> => {
  if (page.offset >= count) return [];
  if (page.offset + page.limit / 2 <= count / 2) {
    return rowsOf(
      db,
      sql<ProductRow>`${select} ORDER BY ${order.forward} LIMIT ${page.limit} OFFSET ${page.offset}`,
    );
  }
  const take = Math.min(page.limit, count - page.offset);
  const rows = await rowsOf(
    db,
    sql<ProductRow>`${select} ORDER BY ${order.backward} LIMIT ${take} OFFSET ${count - page.offset - take}`,
  );
  return rows.reverse();
};

/**
 * How the search plans below name the products table: on SQLite, `byRowid` (NOT INDEXED) keeps it from
 * walking a whole seller's index instead of reading a few matches by rowid, and `testedRowid` (`+rowid`) from
 * reading every match by rowid instead of walking the list's index. PostgreSQL plans both on its own.
 */
const searchPlan = (db: Db) =>
  databaseKind(db) === 'sqlite'
    ? { byRowid: sql`products NOT INDEXED`, testedRowid: sql`+rowid` }
    : { byRowid: sql`products`, testedRowid: sql`rowid` };

/** Whether the list narrows by stock level or price, in its filter or any alternative. */
const narrowsByOffer = (body: ListBody): boolean =>
  [body.filter, ...(body['or-filter'] ?? [])].some(
    (filter) =>
      filter !== undefined &&
      (filter.stock !== undefined || filter.price_min !== undefined || filter.price_max !== undefined),
  );

/** What the list is narrowed to that an order's index can start from. */
const orderScope = (body: ListBody, seller: string | null): OrderScope =>
  seller === null ? 'all' : body.filter?.category ? 'sellerCategory' : 'seller';

/** How many rows match, counted up to `limit + 1` only: a common filter costs what a rare one does. */
const countUpTo = async (
  db: Db,
  from: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
  limit: number,
): Promise<number> =>
  countOf(
    db,
    sql`SELECT COUNT(*) AS count FROM (SELECT 1 FROM ${from} ${where} LIMIT ${limit + 1}) AS found`,
  );

/**
 * One page of products in the list's order (the last change by default; name, price or stock), with how many
 * match.
 *
 * Without a search, a list narrowed by seller and status is counted from product_counts; any other filter is
 * counted up to `countLimit` (`countIsLowerBound` beyond it). Up to that many matching rows are found through the
 * filter's own index and sorted; more are read along the order's index, testing each row, which finds a page after
 * a few thousand rows at most since they are that dense.
 *
 * A search first counts its matches in the trigram index, up to `countLimit`: that few are read by rowid and
 * sorted. More are tested along the list's own index and counted only up to the limit, so a common word costs
 * what a rare one does however large the catalogue, and a word the filter leaves few of costs one walk of that
 * index.
 */
export const listProducts = async (
  db: Db,
  body: ListBody,
  sellerId: string | null,
  page: { limit: number; offset: number },
  countLimit: number,
) => {
  const order = listOrder(db, body.sort);
  const search = normalizeForSearch(body.search ?? '');
  const filters = filterWhere(db, body, sellerId);
  const seller = searchedSeller(body, sellerId);
  const answer = async (rows: ProductRow[], count: number, countIsLowerBound: boolean) => ({
    products: await withSellers(db, rows),
    count,
    countIsLowerBound,
  });
  if (!search) {
    const where = whereSql(filters);
    const counted = await countFromCounters(db, body, sellerId);
    const narrowest = counted === null ? await narrowestIndex(db, body.filter, seller, countLimit) : null;
    const through = narrowest?.from ?? sql`products`;
    // Stock and price filters are counted only up to the limit; the others exactly, as review queues need.
    const bounded = counted === null && narrowsByOffer(body);
    const count =
      counted ??
      (bounded
        ? await countUpTo(db, through, where, countLimit)
        : await countOf(db, sql`SELECT COUNT(*) AS count FROM ${through} ${where}`));
    if (count <= countLimit && filters.length > (seller ? 1 : 0)) {
      // Few rows pass the filter: found through its narrowest index, sorted here.
      const rows = await rowsOf(
        db,
        sql<ProductRow>`SELECT ${COLUMNS_SQL} FROM ${through} ${where} ORDER BY ${order.sortedHere}
          LIMIT ${page.limit} OFFSET ${page.offset}`,
      );
      return answer(rows, count, false);
    }
    // Many rows (or the whole seller's list): read along the order's index. The status tabs' own indexes hold
    // rows by their last change already, so that order is left to the database to plan.
    const from =
      counted !== null && isByLastChange(order) ? sql`products` : order.alongIndex(orderScope(body, seller));
    const select = sql`SELECT ${COLUMNS_SQL} FROM ${from} ${where}`;
    if (count <= countLimit || !bounded) {
      return answer(await pageRows(db, select, order, page, count), count, false);
    }
    const rows = await rowsOf(
      db,
      sql<ProductRow>`${select} ORDER BY ${order.forward} LIMIT ${page.limit} OFFSET ${page.offset}`,
    );
    return answer(rows, lowerBoundCount(countLimit, page, rows.length), true);
  }
  const plan = searchPlan(db);
  // The seller's matches, from the index of names by seller (migration 7): few of a common word are found at
  // once. Walking a list tests rows against every match instead, which the plain index reads faster.
  const matching = matchingRowids(db, search, 'products', seller);
  const anySeller = seller ? matchingRowids(db, search, 'products') : matching;
  const where = whereSql([...filters, sql`rowid IN (${matching})`]);
  const matches = await countOf(
    db,
    sql`SELECT COUNT(*) AS count FROM (${matching} LIMIT ${countLimit + 1}) AS matches`,
  );
  if (matches <= countLimit) {
    // Few matches: read them by rowid.
    const count = await countOf(db, sql`SELECT COUNT(*) AS count FROM ${plan.byRowid} ${where}`);
    const rows = await pageRows(
      db,
      sql`SELECT ${COLUMNS_SQL} FROM ${plan.byRowid} ${where}`,
      order,
      page,
      count,
    );
    return answer(rows, count, false);
  }
  // Many matches: the list's own index (the seller's, the tab's) is walked and each row tested against them,
  // up to one past the count limit.
  const walk = whereSql([...filters, sql`${plan.testedRowid} IN (${anySeller})`]);
  // A list narrowed by nothing but its seller has exactly the matches counted above: more than the limit.
  const onlyBySeller = filters.length === (seller ? 1 : 0);
  const found = onlyBySeller
    ? null
    : await rowsOf(db, sql<{ rowid: number }>`SELECT rowid FROM products ${walk} LIMIT ${countLimit + 1}`);
  if (found && found.length <= countLimit) {
    // The filter leaves few of them: those are the list, sorted by rowid lookups.
    const rows =
      found.length === 0
        ? []
        : await rowsOf(
            db,
            sql<ProductRow>`SELECT ${COLUMNS_SQL} FROM ${plan.byRowid}
              WHERE rowid IN (${sql.join(found.map((row) => row.rowid))})
              ORDER BY ${order.forward} LIMIT ${page.limit} OFFSET ${page.offset}`,
          );
    return answer(rows, found.length, false);
  }
  // More than the limit: the page is the first rows of the walk in the list's order.
  const from = isByLastChange(order) ? sql`products` : order.alongIndex(orderScope(body, seller));
  const rows = await rowsOf(
    db,
    sql<ProductRow>`SELECT ${COLUMNS_SQL} FROM ${from} ${walk} ORDER BY ${order.forward}
      LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return answer(rows, lowerBoundCount(countLimit, page, rows.length), true);
};

export const findProduct = async (db: Db, id: string): Promise<ProductRow | undefined> =>
  db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('id', '=', id)
    .$castTo<ProductRow>()
    .executeTakeFirst();

/**
 * Rows read to be changed in the caller's transaction from what they hold: on PostgreSQL they stay locked until
 * that transaction ends, so two requests cannot both read the old row and the later write drop the earlier
 * one. SQLite needs no lock: its one connection runs one transaction at a time.
 */
export const lockedOnPostgres = <Query extends { forUpdate(): Query }>(db: Db, query: Query): Query =>
  databaseKind(db) === 'postgres' ? query.forUpdate() : query;

/** The product, read to be changed in the caller's transaction (see lockedOnPostgres). */
export const lockProduct = async (trx: Db, id: string): Promise<ProductRow | undefined> =>
  lockedOnPostgres(
    trx,
    trx.selectFrom('products').select(PRODUCT_COLUMNS).where('id', '=', id).$castTo<ProductRow>(),
  ).executeTakeFirst();

export const findProducts = async (db: Db, ids: readonly string[]): Promise<ProductRow[]> =>
  ids.length === 0
    ? []
    : db
        .selectFrom('products')
        .select(PRODUCT_COLUMNS)
        .where('id', 'in', ids)
        .$castTo<ProductRow>()
        .execute();

/** Whether at least one of the products exists. */
export const productsExist = async (db: Db, ids: readonly string[]): Promise<boolean> =>
  ids.length > 0 &&
  (await db.selectFrom('products').select('id').where('id', 'in', ids).limit(1).executeTakeFirst()) !==
    undefined;

/** Writes every editable column of a product (status, seller and category stay). */
export const writeProduct = async (db: Db, product: ProductRow): Promise<void> => {
  await db
    .updateTable('products')
    .set({
      is_recommended: product.is_recommended,
      sku: product.sku,
      listing_price: product.listing_price,
      stock_quantity: product.stock_quantity,
      handling_time: product.handling_time,
      low_stock_threshold: product.low_stock_threshold,
      low_stock_own: product.low_stock_own,
      name_en: product.name_en,
      name_ar: product.name_ar,
      search_text: product.search_text,
      en: product.en,
      ar: product.ar,
      details: product.details,
      product_images: product.product_images,
      updated_at: product.updated_at,
    })
    .where('id', '=', product.id)
    .execute();
};
