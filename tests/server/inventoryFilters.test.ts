/**
 * The inventory's filters (stock level, price range, category, status) and sorts (name in either language,
 * price, stock, last change), over every page, with a count limit low enough that both plans run: the few rows a
 * filter leaves sorted in place, and many rows read along the sort's index with a lower-bound count.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/database';
import { DEMO_IDS } from '../../server/demo/seedData';
import { PRODUCT_SORTS, stockLevelOf, type ProductSort } from '../../src/lib/entities/product';
import type { ApiBodies, Product } from '../../src/lib/api.generated';
import { bearer, loginAs, makeTestApp } from './helpers';

type Filter = NonNullable<NonNullable<ApiBodies['POST /products']>['filter']>;
type Stored = {
  id: string;
  rowid: number;
  name_en: string;
  name_ar: string;
  listing_price: number;
  stock_quantity: number;
  low_stock_threshold: number;
  status: string;
  category_code: string;
  updated_at: string;
};

const COUNT_LIMIT = 12;
const PAGE = 7;

/** A spread of names (some only in Arabic, some in mixed case), prices and stock, with ties. */
const PRODUCTS = Array.from({ length: 40 }, (_, index) => ({
  sku: `FLT-${index}`,
  en: {
    name:
      index % 15 === 0
        ? ''
        : `${index % 2 ? 'lamp' : 'Lamp'} ${String.fromCharCode(97 + ((index * 7) % 26))}`,
  },
  ar: { name: index % 3 === 0 ? `مصباح ${String.fromCharCode(0x628 + (index % 20))}` : '' },
  listing_price: [5, 12.5, 99.99, 150, 1000][index % 5]! + (index % 4),
  stock_quantity: [0, 1, 3, 5, 6, 40, 200][index % 7]!,
}));

describe('inventory filters and sorts', () => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await makeTestApp({ searchCountLimit: COUNT_LIMIT });
    token = await loginAs(app, 'seller2');
    for (const product of PRODUCTS) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/products/create-product',
        headers: bearer(token),
        payload: { category: 'electronics', ...product, ar: product.ar.name ? product.ar : {}, en: product.en.name ? product.en : {} }, // prettier-ignore
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    // Some active, some paused, so the status tabs narrow as well.
    await sql`UPDATE products SET status = 'active' WHERE sku LIKE 'FLT-%' AND stock_quantity > 3`.execute(
      app.db,
    );
    await sql`UPDATE products SET status = 'paused' WHERE sku IN ('FLT-1', 'FLT-8')`.execute(app.db);
  });
  afterAll(() => app.close());

  const stored = () =>
    rowsOf(
      app.db,
      sql<Stored>`SELECT id, rowid, name_en, name_ar, listing_price, stock_quantity, low_stock_threshold, status,
        category_code, updated_at FROM products WHERE seller_id = ${DEMO_IDS.seller2}`,
    );

  const nameKey = (row: Stored, language: 'en' | 'ar') => {
    const first = language === 'en' ? row.name_en : row.name_ar;
    const other = language === 'en' ? row.name_ar : row.name_en;
    // lower() of both databases folds Latin letters; the names here have no other cased letters.
    return (first || other).toLowerCase();
  };

  const KEYS: Record<ProductSort, [(row: Stored) => string | number, 1 | -1]> = {
    recent: [(row) => row.updated_at, -1],
    waiting: [(row) => row.updated_at, 1],
    name_ar: [(row) => nameKey(row, 'ar'), 1],
    name_en: [(row) => nameKey(row, 'en'), 1],
    price_asc: [(row) => row.listing_price, 1],
    price_desc: [(row) => row.listing_price, -1],
    stock_asc: [(row) => row.stock_quantity, 1],
    stock_desc: [(row) => row.stock_quantity, -1],
  };

  const expected = (rows: Stored[], filter: Filter, sort: ProductSort) => {
    const [key, direction] = KEYS[sort];
    return rows
      .filter(
        (row) => !filter.stock || stockLevelOf(row.stock_quantity, row.low_stock_threshold) === filter.stock,
      )
      .filter((row) => filter.price_min === undefined || row.listing_price >= filter.price_min * 100)
      .filter((row) => filter.price_max === undefined || row.listing_price <= filter.price_max * 100)
      .filter((row) => !filter.status || row.status === filter.status)
      .filter((row) => !filter.category || row.category_code === filter.category)
      .sort((a, b) => {
        const [ka, kb] = [key(a), key(b)];
        const byKey = ka < kb ? -1 : ka > kb ? 1 : 0;
        return (byKey || a.rowid - b.rowid) * direction;
      })
      .map((row) => row.id);
  };

  const page = async (filter: Filter, sort: ProductSort, number: number) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/products/seller?page=${number}&limit=${PAGE}`,
      headers: bearer(token),
      payload: { filter, sort },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      items: Product[];
      meta: { count: number; count_is_lower_bound?: boolean };
    };
  };

  const FILTERS: Filter[] = [
    {},
    { stock: 'out' },
    { stock: 'low' },
    { stock: 'in' },
    { price_min: 12.5, price_max: 151 },
    { price_min: 100 },
    { stock: 'in', price_max: 100 },
    { status: 'active', stock: 'in' },
    { category: 'electronics', price_min: 0 },
  ];

  it('lists every page of each filter in each order, counted exactly up to the limit', async () => {
    const rows = await stored();
    for (const filter of FILTERS) {
      for (const sort of PRODUCT_SORTS) {
        const want = expected(rows, filter, sort);
        const got: string[] = [];
        for (let number = 1; number <= Math.max(1, Math.ceil(want.length / PAGE)); number += 1) {
          const answer = await page(filter, sort, number);
          got.push(...answer.items.map((product) => product._id));
          if (want.length <= COUNT_LIMIT) expect(answer.meta.count).toBe(want.length);
          else if (answer.meta.count_is_lower_bound)
            expect(answer.meta.count).toBeLessThanOrEqual(want.length);
          else expect(answer.meta.count).toBe(want.length);
        }
        expect(got, `${JSON.stringify(filter)} ${sort}`).toEqual(want);
      }
    }
  });

  it('says where each product stands against its threshold', async () => {
    const { items } = await page({ stock: 'low' }, 'stock_asc', 1);
    expect(items.length).toBeGreaterThan(0);
    for (const product of items) {
      expect(product.low_stock).toEqual({ threshold: 5, own: false, level: 'low' });
      expect(product.stock_quantity).toBeGreaterThan(0);
      expect(product.stock_quantity).toBeLessThanOrEqual(5);
    }
  });

  it('refuses a price range whose lowest is above its highest, under the field, in both languages', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/products/seller',
      headers: bearer(token),
      payload: { filter: { price_min: 50, price_max: 10 } },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: { en: string; ar: string }; fields: Record<string, unknown> };
    expect(body.error.en).toMatch(/lowest price/i);
    expect(body.error.ar).toMatch(/سعر/);
    expect(Object.keys(body.fields)).toEqual(['filter.price_max']);
  });

  it('refuses an unknown stock level or sort, and a negative price', async () => {
    for (const payload of [
      { filter: { stock: 'few' } },
      { sort: 'random' },
      { filter: { price_min: -1 } },
      { filter: { price_max: 'cheap' } },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/products/seller',
        headers: bearer(token),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
