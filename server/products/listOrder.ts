import { sql, type RawBuilder } from 'kysely';
import type { ProductSort } from '../../src/lib/entities/product';
import { databaseKind, type Db } from '../db/database';
import { NAME_SORT_SQL } from '../db/productKeys';

type OrderSpec = {
  /** The column or expression rows are sorted by; ties by rowid, in the same direction. */
  key: string;
  descending: boolean;
  /**
   * The index holding rows in this order: `products_seller_category_<suffix>` within a seller's category,
   * `products_seller_<suffix>` within a seller, `products_<suffix>` over every seller.
   */
  index: string;
};

const ORDERS: Record<ProductSort, OrderSpec> = {
  recent: { key: 'updated_at', descending: true, index: 'updated' },
  waiting: { key: 'updated_at', descending: false, index: 'updated' },
  name_ar: { key: NAME_SORT_SQL.ar, descending: false, index: 'name_ar' },
  name_en: { key: NAME_SORT_SQL.en, descending: false, index: 'name_en' },
  price_asc: { key: 'listing_price', descending: false, index: 'price' },
  price_desc: { key: 'listing_price', descending: true, index: 'price' },
  stock_asc: { key: 'stock_quantity', descending: false, index: 'stock' },
  stock_desc: { key: 'stock_quantity', descending: true, index: 'stock' },
};

/** What a list is narrowed to that an order's index can start from: every seller, one seller, one seller's category. */
export type OrderScope = 'all' | 'seller' | 'sellerCategory';

const SCOPE_PREFIX: Record<OrderScope, string> = {
  all: '',
  seller: 'seller_',
  sellerCategory: 'seller_category_',
};

const direction = (descending: boolean) => (descending ? 'DESC' : 'ASC');

/** A list's order: both ways (a late page is read from the end), and how to reach its index or avoid it. */
export type ListOrder = {
  sort: ProductSort;
  forward: RawBuilder<unknown>;
  backward: RawBuilder<unknown>;
  /**
   * The same order written so that SQLite cannot read it off an index: for a few rows already found through a
   * filter's index, sorting them beats walking the order's index past every row the filter leaves out.
   */
  sortedHere: RawBuilder<unknown>;
  /** `products` read along the order's index (SQLite; PostgreSQL chooses its plans well by itself). */
  alongIndex: (scope: OrderScope) => RawBuilder<unknown>;
};

export const listOrder = (db: Db, sort: ProductSort = 'recent'): ListOrder => {
  const { key, descending, index } = ORDERS[sort];
  const sqlite = databaseKind(db) === 'sqlite';
  const by = (keySql: string, desc: boolean) =>
    sql.raw(`${keySql} ${direction(desc)}, rowid ${direction(desc)}`);
  // `+column` and `expression || ''` are the same values to SQLite, but no index matches them.
  const unindexed = key.includes('(') ? `(${key} || '')` : `+${key}`;
  return {
    sort,
    forward: by(key, descending),
    backward: by(key, !descending),
    sortedHere: sqlite
      ? sql.raw(`${unindexed} ${direction(descending)}, +rowid ${direction(descending)}`)
      : by(key, descending),
    alongIndex: (scope) =>
      sqlite ? sql.raw(`products INDEXED BY products_${SCOPE_PREFIX[scope]}${index}`) : sql.raw('products'),
  };
};

/** The order by the last change, which the status tabs' own indexes also hold. */
export const isByLastChange = (order: ListOrder): boolean =>
  order.sort === 'recent' || order.sort === 'waiting';
